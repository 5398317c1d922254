//! Blind-box seeds kept out of the database (ADR 71). Each series' seed is `hex(HMAC-SHA256(secret,
//! "nft-series-seed:" id))`, the secret being a file outside the database (`<data_dir>/nft-seed.key`, created at
//! first start readable by its owner only, or the file `nft.seed_key_file` names). The database holds the seed's
//! hash from the start and the seed itself only once it is revealed. A seed written in plain text before this
//! rule is sealed under the secret at the next start (XOR with an HMAC key stream) and its plain text cleared.

use std::{
    fmt,
    io::Write,
    path::{Path, PathBuf},
};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::repo::series::{self, SeriesRow};
use crate::{config::Config, db::Db};

type HmacSha256 = Hmac<Sha256>;

/// The secret every series' seed derives from.
#[derive(Clone)]
pub struct SeedKey([u8; 32]);

impl fmt::Debug for SeedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeedKey(..)")
    }
}

/// Where the secret is kept.
pub fn key_path(config: &Config) -> PathBuf {
    config
        .nft
        .seed_key_file
        .clone()
        .unwrap_or_else(|| config.server.data_dir.join("nft-seed.key"))
}

fn parse(text: &str, path: &Path) -> anyhow::Result<SeedKey> {
    let bytes = hex::decode(text.trim())
        .ok()
        .and_then(|b| <[u8; 32]>::try_from(b).ok())
        .ok_or_else(|| anyhow::anyhow!("{} does not hold 64 hex digits", path.display()))?;
    Ok(SeedKey(bytes))
}

impl SeedKey {
    pub fn from_bytes(bytes: [u8; 32]) -> Self {
        SeedKey(bytes)
    }

    /// Reads the configured secret; it must exist.
    pub fn load(config: &Config) -> anyhow::Result<Self> {
        let path = key_path(config);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| anyhow::anyhow!("the NFT seed secret {} cannot be read: {e}", path.display()))?;
        parse(&text, &path)
    }

    /// Reads the configured secret, creating it (32 random bytes, owner-only) when there is none yet.
    pub fn open_or_create(config: &Config) -> anyhow::Result<Self> {
        let path = key_path(config);
        if path.exists() {
            return Self::load(config);
        }
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let bytes = rand::random::<[u8; 32]>();
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        match options.open(&path) {
            Ok(mut file) => {
                file.write_all(format!("{}\n", hex::encode(bytes)).as_bytes())?;
                file.sync_all()?;
                tracing::info!(path = %path.display(), "created the NFT seed secret");
                Ok(SeedKey(bytes))
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Self::load(config),
            Err(e) => Err(anyhow::anyhow!(
                "the NFT seed secret {} cannot be created: {e}",
                path.display()
            )),
        }
    }

    fn mac(&self, label: &str) -> [u8; 32] {
        // HMAC pads a key shorter than its 64-byte block with zeros, so this is HMAC under the 32-byte secret.
        let mut block = [0u8; 64];
        block[..32].copy_from_slice(&self.0);
        let key = hmac::digest::generic_array::GenericArray::from_slice(&block);
        let mut mac = <HmacSha256 as hmac::digest::KeyInit>::new(key);
        mac.update(label.as_bytes());
        let mut out = [0u8; 32];
        out.copy_from_slice(&mac.finalize().into_bytes());
        out
    }

    /// The seed of a series: `hex(HMAC-SHA256(secret, "nft-series-seed:" id))`.
    pub fn derive(&self, series_id: i64) -> String {
        hex::encode(self.mac(&format!("nft-series-seed:{series_id}")))
    }

    fn stream(&self, series_id: i64, len: usize) -> Vec<u8> {
        (0..)
            .flat_map(|block: u64| self.mac(&format!("nft-seed-seal:{series_id}:{block}")))
            .take(len)
            .collect()
    }

    /// A plain seed sealed for its series.
    pub fn seal(&self, series_id: i64, seed: &str) -> String {
        let bytes: Vec<u8> = seed
            .bytes()
            .zip(self.stream(series_id, seed.len()))
            .map(|(a, b)| a ^ b)
            .collect();
        hex::encode(bytes)
    }

    pub fn unseal(&self, series_id: i64, sealed: &str) -> Option<String> {
        let bytes = hex::decode(sealed).ok()?;
        let plain: Vec<u8> = bytes
            .iter()
            .zip(self.stream(series_id, bytes.len()))
            .map(|(a, b)| a ^ b)
            .collect();
        String::from_utf8(plain).ok()
    }

    /// A series' seed: the revealed one, the sealed one opened, or the derived one. `None` when a sealed seed
    /// does not open (another secret).
    pub fn seed_of(&self, s: &SeriesRow) -> Option<String> {
        if !s.seed.is_empty() {
            Some(s.seed.clone())
        } else if !s.seed_sealed.is_empty() {
            self.unseal(s.id, &s.seed_sealed)
        } else {
            Some(self.derive(s.id))
        }
    }

    /// The seed of a series, checked against its published commitment: a secret other than the one the series
    /// was published with gives `None`, so no draw and no reveal is ever made from a wrong seed.
    pub fn committed_seed(&self, s: &SeriesRow) -> Option<String> {
        self.seed_of(s)
            .filter(|seed| super::draw::seed_hash(seed) == s.seed_hash)
    }
}

/// Seals every unrevealed seed still written in plain text; answers how many were sealed.
pub async fn seal_legacy(db: &Db, key: &SeedKey) -> anyhow::Result<usize> {
    let mut sealed = 0;
    for (id, seed) in series::plain_seeds(db).await? {
        let mut tx = db.begin().await?;
        if series::seal(&mut tx, id, &seed, &key.seal(id, &seed)).await? {
            sealed += 1;
        }
        tx.commit().await?;
    }
    if sealed > 0 {
        tracing::info!(sealed, "sealed blind-box seeds stored in plain text");
    }
    Ok(sealed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_series_seed_is_the_hmac_of_its_id_under_the_secret() {
        let key = SeedKey::from_bytes([7; 32]);
        let mut mac = <HmacSha256 as Mac>::new_from_slice(&[7; 32]).unwrap();
        mac.update(b"nft-series-seed:12");
        assert_eq!(key.derive(12), hex::encode(mac.finalize().into_bytes()));
        assert_ne!(key.derive(12), key.derive(13));
        assert_ne!(key.derive(12), SeedKey::from_bytes([8; 32]).derive(12));
    }

    #[test]
    fn a_sealed_seed_opens_only_under_its_secret_and_series() {
        let key = SeedKey::from_bytes([3; 32]);
        let seed = "a".repeat(70);
        let sealed = key.seal(5, &seed);
        assert!(!sealed.contains(&hex::encode(&seed)));
        assert_eq!(key.unseal(5, &sealed).as_deref(), Some(seed.as_str()));
        assert_ne!(key.unseal(6, &sealed).as_deref(), Some(seed.as_str()));
        assert_ne!(
            SeedKey::from_bytes([4; 32]).unseal(5, &sealed).as_deref(),
            Some(seed.as_str())
        );
    }

    #[test]
    fn the_secret_is_never_printed() {
        assert_eq!(format!("{:?}", SeedKey::from_bytes([9; 32])), "SeedKey(..)");
    }
}
