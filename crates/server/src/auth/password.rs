//! Passwords and pay passwords are stored as argon2id hashes; hashing runs off the async threads.

use std::sync::LazyLock;

use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version,
    password_hash::SaltString,
};
use rand::RngCore;

use crate::http::AppError;

fn hasher(weak: bool) -> Result<Argon2<'static>, AppError> {
    // OWASP's argon2id baseline (19 MiB, 2 passes); the weak variant only speeds up test runs.
    let params = if weak {
        Params::new(64, 1, 1, None)
    } else {
        Params::new(19 * 1024, 2, 1, None)
    };
    let params = params.map_err(|e| AppError::internal(anyhow::anyhow!("argon2 params: {e}")))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

fn hash_blocking(password: &str, weak: bool) -> Result<String, AppError> {
    let mut salt = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(|e| AppError::internal(anyhow::anyhow!("salt: {e}")))?;
    hasher(weak)?
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| AppError::internal(anyhow::anyhow!("argon2: {e}")))
}

fn verify_blocking(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// A hash of nothing in particular, checked against when an account does not exist so that a login for an
/// unknown account costs as much time as one with a wrong password.
static DECOY: LazyLock<String> = LazyLock::new(|| hash_blocking("decoy password", false).unwrap_or_default());

pub async fn hash(password: String, weak: bool) -> Result<String, AppError> {
    tokio::task::spawn_blocking(move || hash_blocking(&password, weak))
        .await
        .map_err(AppError::internal)?
}

/// Checks a password against a stored hash, or against the decoy when there is none.
pub async fn verify(password: String, stored: Option<String>) -> Result<bool, AppError> {
    tokio::task::spawn_blocking(move || match stored {
        Some(stored) => verify_blocking(&password, &stored),
        None => {
            verify_blocking(&password, &DECOY);
            false
        }
    })
    .await
    .map_err(AppError::internal)
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
}
