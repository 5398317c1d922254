//! Time-based one-time codes (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), the second factor of operators and
//! users alike. A code is accepted one step early or late for clock drift, and never twice: the caller keeps the
//! last step used and records the new one in the step that acts on the code.

use hmac::{Hmac, Mac};
use sha1::Sha1;

pub const STEP_SECONDS: i64 = 30;

const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// A new random secret of 160 bits, the length RFC 4226 recommends for HMAC-SHA1.
pub fn new_secret() -> [u8; 20] {
    let mut secret = [0u8; 20];
    rand::RngCore::fill_bytes(&mut rand::rngs::OsRng, &mut secret);
    secret
}

/// RFC 4648 base32 without padding, the form authenticator apps read.
pub fn base32(bytes: &[u8]) -> String {
    let mut out = String::new();
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

/// The code for one time step.
pub fn code_at(secret: &[u8], step: i64) -> Option<u32> {
    let mut mac = Hmac::<Sha1>::new_from_slice(secret).ok()?;
    mac.update(&step.to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = usize::from(digest[19] & 0x0F);
    let value = u32::from_be_bytes([
        digest[offset],
        digest[offset + 1],
        digest[offset + 2],
        digest[offset + 3],
    ]);
    Some((value & 0x7FFF_FFFF) % 1_000_000)
}

/// The step a code given at `now_ms` matches, if any, later than `last_step` (so a code works only once).
pub fn verify(secret: &[u8], code: &str, now_ms: i64, last_step: i64) -> Option<i64> {
    let code = code.trim();
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let wanted: u32 = code.parse().ok()?;
    let now = now_ms.div_euclid(1000 * STEP_SECONDS);
    [now - 1, now, now + 1]
        .into_iter()
        .filter(|step| *step > last_step)
        .find(|step| code_at(secret, *step) == Some(wanted))
}

/// The `otpauth://` address an authenticator app scans.
pub fn otpauth_url(issuer: &str, account: &str, secret: &[u8]) -> String {
    let clean = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '@' | '.' | '-' | '_'))
            .collect()
    };
    format!(
        "otpauth://totp/{}:{}?secret={}&issuer={}&algorithm=SHA1&digits=6&period={STEP_SECONDS}",
        clean(issuer),
        clean(account),
        base32(secret),
        clean(issuer)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const RFC_SECRET: &[u8] = b"12345678901234567890";

    #[test]
    fn codes_match_the_rfc_6238_test_vectors() {
        // RFC 6238 appendix B, SHA-1, last six digits.
        assert_eq!(code_at(RFC_SECRET, 59 / 30), Some(287_082));
        assert_eq!(code_at(RFC_SECRET, 1_111_111_109 / 30), Some(81_804));
        assert_eq!(code_at(RFC_SECRET, 2_000_000_000 / 30), Some(279_037));
    }

    #[test]
    fn base32_matches_rfc_4648() {
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI");
        assert_eq!(base32(b"f"), "MY");
    }

    #[test]
    fn a_code_works_within_one_step_of_drift_and_only_once() {
        let now_ms = 1_767_225_600_000;
        let step = now_ms / 30_000;
        let code = format!("{:06}", code_at(RFC_SECRET, step - 1).unwrap());
        assert_eq!(verify(RFC_SECRET, &code, now_ms, 0), Some(step - 1));
        assert_eq!(verify(RFC_SECRET, &code, now_ms, step - 1), None, "used already");
        let stale = format!("{:06}", code_at(RFC_SECRET, step - 3).unwrap());
        assert_eq!(verify(RFC_SECRET, &stale, now_ms, 0), None);
        assert_eq!(verify(RFC_SECRET, "12345", now_ms, 0), None);
    }
}
