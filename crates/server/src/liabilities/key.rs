//! The server's liabilities key (ADR 68): an ed25519 key kept outside the database, in the file `liabilities.key`
//! of the data folder (the 32 secret bytes as hex, readable by the owner alone), created when the server first
//! starts. Every published root is signed with it; its public half is published, so a user can prove which root
//! they were shown, and an operator with the database alone cannot sign a root of their own.

use std::path::{Path, PathBuf};

use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use rand::Rng;

/// What a root's signature covers: a domain prefix, the root's 32 bytes and the time it was taken.
const DOMAIN: &[u8] = b"mercato-liabilities-root\0";

/// The file name of the key in the data folder.
pub const FILE: &str = "liabilities.key";

pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join(FILE)
}

/// The bytes a root's signature covers.
pub fn message(root: &[u8; 32], taken_at: i64) -> Vec<u8> {
    let mut m = Vec::with_capacity(DOMAIN.len() + 40);
    m.extend_from_slice(DOMAIN);
    m.extend_from_slice(root);
    m.extend_from_slice(&taken_at.to_be_bytes());
    m
}

/// The liabilities signing key.
pub struct Key(SigningKey);

impl Key {
    /// Reads the key of `data_dir`, creating it (owner-only) when there is none yet.
    pub fn load_or_create(data_dir: &Path) -> anyhow::Result<Key> {
        let file = path(data_dir);
        if !file.exists() {
            std::fs::create_dir_all(data_dir)?;
            let secret: [u8; 32] = rand::rngs::OsRng.r#gen();
            write_private(&file, hex::encode(secret).as_bytes())?;
        }
        Key::load(data_dir)
    }

    /// Reads the key of `data_dir`; an error when it is missing or malformed.
    pub fn load(data_dir: &Path) -> anyhow::Result<Key> {
        let file = path(data_dir);
        let text = std::fs::read_to_string(&file)
            .map_err(|e| anyhow::anyhow!("the liabilities key {} cannot be read: {e}", file.display()))?;
        let secret = hex::decode(text.trim())
            .ok()
            .and_then(|b| <[u8; 32]>::try_from(b).ok())
            .ok_or_else(|| {
                anyhow::anyhow!("the liabilities key {} is not 32 bytes of hex", file.display())
            })?;
        Ok(Key(SigningKey::from_bytes(&secret)))
    }

    /// The public half, as hex.
    pub fn public_hex(&self) -> String {
        hex::encode(self.0.verifying_key().to_bytes())
    }

    /// The signature (hex) of the root `root` taken at `taken_at`.
    pub fn sign(&self, root: &[u8; 32], taken_at: i64) -> String {
        hex::encode(self.0.sign(&message(root, taken_at)).to_bytes())
    }
}

/// Checks a root's signature (all hex) against a public key.
pub fn verify(public_key: &str, root: &str, taken_at: i64, signature: &str) -> bool {
    let bytes = |text: &str| hex::decode(text).ok();
    let Some(key) = bytes(public_key)
        .and_then(|b| <[u8; 32]>::try_from(b).ok())
        .and_then(|b| VerifyingKey::from_bytes(&b).ok())
    else {
        return false;
    };
    let Some(root) = bytes(root).and_then(|b| <[u8; 32]>::try_from(b).ok()) else {
        return false;
    };
    let Some(signature) = bytes(signature).and_then(|b| <[u8; 64]>::try_from(b).ok()) else {
        return false;
    };
    key.verify(&message(&root, taken_at), &Signature::from_bytes(&signature))
        .is_ok()
}

#[cfg(unix)]
fn write_private(file: &Path, contents: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(file)?;
    f.write_all(contents)?;
    f.sync_all()
}

#[cfg(not(unix))]
fn write_private(file: &Path, contents: &[u8]) -> std::io::Result<()> {
    std::fs::write(file, contents)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_created_once_owner_only_and_its_signatures_verify_with_its_public_half() {
        let dir = tempfile::tempdir().unwrap();
        let key = Key::load_or_create(dir.path()).unwrap();
        let again = Key::load_or_create(dir.path()).unwrap();
        assert_eq!(key.public_hex(), again.public_hex());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(path(dir.path())).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let root = [7u8; 32];
        let signature = key.sign(&root, 1_000);
        let root_hex = hex::encode(root);
        assert!(verify(&key.public_hex(), &root_hex, 1_000, &signature));
        assert!(!verify(&key.public_hex(), &root_hex, 1_001, &signature));
        assert!(!verify(
            &key.public_hex(),
            &hex::encode([8u8; 32]),
            1_000,
            &signature
        ));
        let other = Key::load_or_create(tempfile::tempdir().unwrap().path()).unwrap();
        assert!(!verify(&other.public_hex(), &root_hex, 1_000, &signature));
    }
}
