//! Browser-wallet sign-in by signed challenge: the text a wallet signs (EIP-4361 for Ethereum, the same fields for
//! TRON), and the address that signed it, recovered from an EIP-191 `personal_sign` or a TronLink
//! `signMessageV2` signature. An address alone proves nothing; only a signature over this site's fresh nonce does.

use k256::ecdsa::{RecoveryId, Signature, VerifyingKey};
use sha3::{Digest, Keccak256};
use time::{OffsetDateTime, format_description::well_known::Rfc3339};

use crate::features::wallet::address;

/// The chains a wallet may sign in with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chain {
    Eth,
    Tron,
}

impl Chain {
    pub fn parse(text: &str) -> Option<Chain> {
        match text.trim().to_ascii_uppercase().as_str() {
            "" | "ETH" => Some(Chain::Eth),
            "TRON" | "TRX" => Some(Chain::Tron),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Chain::Eth => "ETH",
            Chain::Tron => "TRON",
        }
    }

    /// The prefix the wallet puts before the message's length and bytes before hashing.
    fn prefix(self) -> &'static str {
        match self {
            Chain::Eth => "\x19Ethereum Signed Message:\n",
            Chain::Tron => "\x19TRON Signed Message:\n",
        }
    }
}

/// The one spelling of an address we store and compare: lower-case hex for Ethereum (EIP-55 case carries no
/// identity), the base58check text for TRON. `None` when the text is no address of that chain.
pub fn normalize(chain: Chain, text: &str) -> Option<String> {
    let text = text.trim();
    match chain {
        Chain::Eth if address::is_ethereum(text) => Some(text.to_ascii_lowercase()),
        Chain::Tron if address::is_tron(text) => Some(text.to_string()),
        _ => None,
    }
}

/// How an address is shown in the text a wallet signs: EIP-55 for Ethereum, as stored for TRON.
fn display(chain: Chain, normalized: &str) -> String {
    let account = normalized
        .strip_prefix("0x")
        .and_then(|h| hex::decode(h).ok())
        .and_then(|b| <[u8; 20]>::try_from(b).ok());
    match (chain, account) {
        (Chain::Eth, Some(account)) => address::eip55(&account),
        _ => normalized.to_string(),
    }
}

/// What the challenge says, besides who and when.
pub struct Challenge<'a> {
    pub chain: Chain,
    /// The host the user reached (`example.com` or `example.com:8443`).
    pub domain: &'a str,
    /// The site's address, e.g. `https://example.com`.
    pub uri: &'a str,
    pub address: &'a str,
    pub statement: &'a str,
    pub nonce: &'a str,
    pub issued_at_ms: i64,
    pub expires_at_ms: i64,
}

fn rfc3339(ms: i64) -> String {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_default()
}

/// The text the wallet signs. For Ethereum it is an EIP-4361 (Sign-In with Ethereum) message; TRON has no such
/// standard, so it carries the same fields under a TRON heading.
pub fn text(c: &Challenge<'_>) -> String {
    let account = match c.chain {
        Chain::Eth => "Ethereum",
        Chain::Tron => "TRON",
    };
    let chain_line = match c.chain {
        Chain::Eth => "Chain ID: 1\n",
        Chain::Tron => "",
    };
    format!(
        "{domain} wants you to sign in with your {account} account:\n{address}\n\n{statement}\n\nURI: {uri}\n\
         Version: 1\n{chain_line}Nonce: {nonce}\nIssued At: {issued}\nExpiration Time: {expires}",
        domain = c.domain,
        address = display(c.chain, c.address),
        statement = c.statement,
        uri = c.uri,
        nonce = c.nonce,
        issued = rfc3339(c.issued_at_ms),
        expires = rfc3339(c.expires_at_ms),
    )
}

/// The digest a wallet signs for `message` on `chain`: keccak-256 of the chain's prefix, the message's length in
/// bytes as decimal text, and the message.
pub fn digest(chain: Chain, message: &str) -> [u8; 32] {
    let mut hasher = Keccak256::new();
    hasher.update(chain.prefix().as_bytes());
    hasher.update(message.len().to_string().as_bytes());
    hasher.update(message.as_bytes());
    hasher.finalize().into()
}

/// The address (normalized) whose key made `signature` (hex of r, s and v; v 27/28 or 0/1) over `message`, or
/// `None` when the signature is malformed or recovers no key.
pub fn signer(chain: Chain, message: &str, signature: &str) -> Option<String> {
    let bytes = hex::decode(signature.trim().trim_start_matches("0x")).ok()?;
    if bytes.len() != 65 {
        return None;
    }
    let v = match bytes[64] {
        27 | 28 => bytes[64] - 27,
        0 | 1 => bytes[64],
        _ => return None,
    };
    let mut signature = Signature::from_slice(&bytes[..64]).ok()?;
    let mut recovery = RecoveryId::from_byte(v)?;
    // Wallets sign with low s; a high-s twin of the same signature recovers the same key with the parity flipped.
    if let Some(low) = signature.normalize_s() {
        signature = low;
        recovery = RecoveryId::new(!recovery.is_y_odd(), recovery.is_x_reduced());
    }
    let key = VerifyingKey::recover_from_prehash(&digest(chain, message), &signature, recovery).ok()?;
    let account = account_of(&key);
    Some(match chain {
        Chain::Eth => format!("0x{}", hex::encode(account)),
        Chain::Tron => address::tron_address(&account),
    })
}

/// The 20-byte account of a public key: the last 20 bytes of keccak-256 of its uncompressed point.
pub fn account_of(key: &VerifyingKey) -> [u8; 20] {
    let point = key.to_encoded_point(false);
    let hash = Keccak256::digest(&point.as_bytes()[1..]);
    let mut account = [0u8; 20];
    account.copy_from_slice(&hash[12..]);
    account
}

#[cfg(test)]
mod tests {
    use super::*;
    use k256::ecdsa::SigningKey;

    fn key(seed: u8) -> SigningKey {
        SigningKey::from_bytes(&[seed; 32].into()).expect("a valid scalar")
    }

    fn sign(key: &SigningKey, chain: Chain, message: &str) -> String {
        let (signature, recovery) = key
            .sign_prehash_recoverable(&digest(chain, message))
            .expect("signs");
        let mut bytes = signature.to_bytes().to_vec();
        bytes.push(27 + recovery.to_byte());
        format!("0x{}", hex::encode(bytes))
    }

    fn address_of(key: &SigningKey, chain: Chain) -> String {
        let account = account_of(key.verifying_key());
        match chain {
            Chain::Eth => format!("0x{}", hex::encode(account)),
            Chain::Tron => address::tron_address(&account),
        }
    }

    #[test]
    fn the_private_key_one_has_the_well_known_ethereum_address() {
        let mut one = [0u8; 32];
        one[31] = 1;
        let key = SigningKey::from_bytes(&one.into()).expect("a valid scalar");
        let account = account_of(key.verifying_key());
        assert_eq!(
            address::eip55(&account),
            "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
        );
        assert_eq!(
            address::tron_address(&account),
            "TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC"
        );
    }

    #[test]
    fn an_ethereum_personal_sign_recovers_the_signers_address() {
        let key = key(7);
        let message = "example.com wants you to sign in";
        let signature = sign(&key, Chain::Eth, message);
        assert_eq!(
            signer(Chain::Eth, message, &signature),
            Some(address_of(&key, Chain::Eth))
        );
    }

    #[test]
    fn a_tron_sign_message_v2_recovers_the_signers_base58_address() {
        let key = key(9);
        let message = "example.com wants you to sign in";
        let signature = sign(&key, Chain::Tron, message);
        let recovered = signer(Chain::Tron, message, &signature).expect("recovers");
        assert!(recovered.starts_with('T') && address::is_tron(&recovered));
        assert_eq!(recovered, address_of(&key, Chain::Tron));
    }

    #[test]
    fn a_signature_over_another_text_or_prefix_recovers_someone_else() {
        let key = key(7);
        let signature = sign(&key, Chain::Eth, "the challenge");
        let me = address_of(&key, Chain::Eth);
        assert_ne!(
            signer(Chain::Eth, "another challenge", &signature),
            Some(me.clone())
        );
        let tron_me = address_of(&key, Chain::Tron);
        assert_ne!(signer(Chain::Tron, "the challenge", &signature), Some(tron_me));
    }

    #[test]
    fn malformed_signatures_recover_nobody() {
        let good = sign(&key(7), Chain::Eth, "m");
        for bad in [
            "",
            "0x",
            "zz",
            &good[..good.len() - 2],
            &format!("{}1f", &good[..good.len() - 2]),
        ] {
            assert_eq!(signer(Chain::Eth, "m", bad), None, "{bad}");
        }
        let zeros = format!("0x{}1b", "00".repeat(64));
        assert_eq!(signer(Chain::Eth, "m", &zeros), None);
    }

    #[test]
    fn v_may_be_given_as_zero_or_one() {
        let key = key(3);
        let signature = sign(&key, Chain::Eth, "m");
        let mut bytes = hex::decode(&signature[2..]).expect("hex");
        bytes[64] -= 27;
        assert_eq!(
            signer(Chain::Eth, "m", &hex::encode(bytes)),
            Some(address_of(&key, Chain::Eth))
        );
    }

    #[test]
    fn addresses_are_compared_in_one_spelling() {
        let checksummed = "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf";
        assert_eq!(
            normalize(Chain::Eth, checksummed).as_deref(),
            Some("0x7e5f4552091a69125d5dfcb7b8c2659029395bdf")
        );
        assert_eq!(
            normalize(Chain::Eth, "0x7E5F4552091A69125d5DfCb7b8C2659029395BDF"),
            None
        );
        assert_eq!(normalize(Chain::Tron, checksummed), None);
        assert_eq!(Chain::parse("tron"), Some(Chain::Tron));
        assert_eq!(Chain::parse(""), Some(Chain::Eth));
        assert_eq!(Chain::parse("BTC"), None);
    }

    #[test]
    fn the_ethereum_challenge_is_an_eip_4361_message() {
        let text = text(&Challenge {
            chain: Chain::Eth,
            domain: "example.com",
            uri: "https://example.com",
            address: "0x7e5f4552091a69125d5dfcb7b8c2659029395bdf",
            statement: "Sign in to Mercato.",
            nonce: "a1b2c3d4e5f6a7b8",
            issued_at_ms: 1_700_000_000_000,
            expires_at_ms: 1_700_000_300_000,
        });
        assert_eq!(
            text,
            "example.com wants you to sign in with your Ethereum account:\n\
             0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf\n\nSign in to Mercato.\n\nURI: https://example.com\n\
             Version: 1\nChain ID: 1\nNonce: a1b2c3d4e5f6a7b8\nIssued At: 2023-11-14T22:13:20Z\n\
             Expiration Time: 2023-11-14T22:18:20Z"
        );
    }
}
