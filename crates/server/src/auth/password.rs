//! Passwords and pay passwords are stored as argon2id hashes; hashing runs off the async threads, through the
//! hashing gate, so a flood of logins waits for a bounded number of slots instead of taking a thread and 19 MiB
//! each.

use std::{cell::RefCell, sync::LazyLock};

use argon2::{
    Algorithm, Argon2, Block, Params, PasswordHash, Version,
    password_hash::{Output, SaltString},
};
use rand::RngCore;

use crate::{bounded::Gate, error::AppError};

/// The most memory a stored hash may ask for, in 1 KiB blocks (64 MiB); a hash asking for more never verifies.
const MAX_BLOCKS: usize = 64 * 1024;

thread_local! {
    /// Each hashing thread's argon2 memory, kept from one hash to the next. Allocating it afresh for every hash
    /// fragments the heap so that the process keeps about 19 MiB more after each one.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Runs argon2 over this thread's kept memory, grown to `params` if needed.
fn compute(argon: &Argon2<'_>, params: &Params, password: &[u8], salt: &[u8], out: &mut [u8]) -> bool {
    let blocks = params.block_count();
    if blocks > MAX_BLOCKS {
        return false;
    }
    MEMORY.with(|memory| {
        let Ok(mut memory) = memory.try_borrow_mut() else {
            return false;
        };
        if memory.len() < blocks {
            memory.resize(blocks, Block::default());
        }
        argon
            .hash_password_into_with_memory(password, salt, out, &mut memory[..blocks])
            .is_ok()
    })
}

fn params(weak: bool) -> Result<Params, AppError> {
    // OWASP's argon2id baseline (19 MiB, 2 passes); the weak variant only speeds up test runs.
    let params = if weak {
        Params::new(64, 1, 1, None)
    } else {
        Params::new(19 * 1024, 2, 1, None)
    };
    params.map_err(|e| AppError::internal(anyhow::anyhow!("argon2 params: {e}")))
}

fn hash_blocking(password: &str, weak: bool) -> Result<String, AppError> {
    let failed = |e: String| AppError::internal(anyhow::anyhow!("argon2: {e}"));
    let mut salt = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut salt);
    let salt_text = SaltString::encode_b64(&salt).map_err(|e| failed(e.to_string()))?;
    let params = params(weak)?;
    let argon = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    if !compute(&argon, &params, password.as_bytes(), &salt, &mut out) {
        return Err(failed("hashing failed".into()));
    }
    let hash = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: (&params)
            .try_into()
            .map_err(|e: argon2::password_hash::Error| failed(e.to_string()))?,
        salt: Some(salt_text.as_salt()),
        hash: Some(Output::new(&out).map_err(|e| failed(e.to_string()))?),
    };
    Ok(hash.to_string())
}

fn verify_blocking(password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    let (Ok(algorithm), Ok(params), Some(expected), Some(salt)) = (
        Algorithm::try_from(parsed.algorithm),
        Params::try_from(&parsed),
        parsed.hash,
        parsed.salt,
    ) else {
        return false;
    };
    let version = match parsed.version.map(Version::try_from).transpose() {
        Ok(version) => version.unwrap_or_default(),
        Err(_) => return false,
    };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let argon = Argon2::new(algorithm, version, params.clone());
    let mut out = vec![0u8; expected.len()];
    // `Output` compares in constant time.
    compute(&argon, &params, password.as_bytes(), salt, &mut out)
        && Output::new(&out).is_ok_and(|o| o == expected)
}

/// A hash of nothing in particular, checked against when an account does not exist so that a login for an
/// unknown account costs as much time as one with a wrong password.
static DECOY: LazyLock<String> = LazyLock::new(|| hash_blocking("decoy password", false).unwrap_or_default());

pub async fn hash(gate: &Gate, password: String, weak: bool) -> Result<String, AppError> {
    gate.run(move || hash_blocking(&password, weak)).await?
}

/// Checks a password against a stored hash, or against the decoy when there is none.
pub async fn verify(gate: &Gate, password: String, stored: Option<String>) -> Result<bool, AppError> {
    gate.run(move || match stored {
        Some(stored) => verify_blocking(&password, &stored),
        None => {
            verify_blocking(&password, &DECOY);
            false
        }
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_is_argon2id_salted_and_verifies_only_the_same_password() {
        let a = hash_blocking("correct horse", true).unwrap();
        let b = hash_blocking("correct horse", true).unwrap();
        assert!(a.starts_with("$argon2id$"));
        assert_ne!(a, b, "two hashes of one password differ by their salt");
        assert!(verify_blocking("correct horse", &a));
        assert!(!verify_blocking("correct horsE", &a));
        assert!(!verify_blocking("correct horse", "not a hash"));
    }

    #[test]
    fn hashes_made_by_the_library_itself_verify_the_same_way() {
        let theirs = {
            use argon2::PasswordHasher;
            let salt = SaltString::encode_b64(b"0123456789abcdef").unwrap();
            Argon2::default().hash_password(b"pw", &salt).unwrap().to_string()
        };
        assert!(verify_blocking("pw", &theirs));
        assert!(!verify_blocking("pW", &theirs));
        let ours = hash_blocking("pw", false).unwrap();
        assert!(ours.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        let parsed = PasswordHash::new(&ours).unwrap();
        use argon2::PasswordVerifier;
        assert!(Argon2::default().verify_password(b"pw", &parsed).is_ok());
    }
}
