//! Withdrawal address formats per network, checked with their own checksums so that a typo is caught before
//! money leaves: EIP-55 for Ethereum (ERC20), base58check for TRON (TRC20) and legacy Bitcoin, bech32 and
//! bech32m for segwit Bitcoin.

use sha2::{Digest, Sha256};
use sha3::Keccak256;

/// Whether `address` is a valid address on `network` (`BTC`, `ERC20`, `TRC20`).
pub fn is_valid(network: &str, address: &str) -> bool {
    match network {
        "ERC20" | "ETH" => is_ethereum(address),
        "TRC20" | "TRON" => is_tron(address),
        "BTC" => is_bitcoin(address),
        _ => false,
    }
}

/// Of an asset's networks, the one whose address format `address` has, for clients that send no network
/// (ADR 75): a TRON address (`T…`, 34 characters) is on `TRC20`, `0x` and 40 hex digits on `ERC20`, a bech32
/// `bc1…` or legacy Bitcoin address on `BTC`; checksums are checked as by [`is_valid`]. `None` when none matches.
pub fn network_among(networks: &[String], address: &str) -> Option<String> {
    networks.iter().find(|n| is_valid(n, address.trim())).cloned()
}

/// `0x` and 40 hex digits; mixed case must match the EIP-55 checksum, all-lower or all-upper carries none.
pub fn is_ethereum(address: &str) -> bool {
    let Some(hex) = address.strip_prefix("0x") else {
        return false;
    };
    if hex.len() != 40 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return false;
    }
    let has_lower = hex.bytes().any(|b| b.is_ascii_lowercase());
    let has_upper = hex.bytes().any(|b| b.is_ascii_uppercase());
    if !(has_lower && has_upper) {
        return true;
    }
    let hash = Keccak256::digest(hex.to_ascii_lowercase().as_bytes());
    hex.bytes().enumerate().all(|(i, b)| {
        let nibble = (hash[i / 2] >> if i % 2 == 0 { 4 } else { 0 }) & 0x0F;
        !b.is_ascii_alphabetic() || (nibble >= 8) == b.is_ascii_uppercase()
    })
}

const BASE58: &[u8; 58] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

fn base58_decode(text: &str) -> Option<Vec<u8>> {
    let mut bytes: Vec<u8> = Vec::new();
    for c in text.bytes() {
        let mut carry = BASE58.iter().position(|&a| a == c)? as u32;
        for byte in bytes.iter_mut().rev() {
            carry += u32::from(*byte) * 58;
            *byte = (carry & 0xFF) as u8;
            carry >>= 8;
        }
        while carry > 0 {
            bytes.insert(0, (carry & 0xFF) as u8);
            carry >>= 8;
        }
    }
    let zeros = text.bytes().take_while(|&c| c == b'1').count();
    let mut out = vec![0u8; zeros];
    out.extend(bytes);
    Some(out)
}

/// The payload of a base58check string whose 4-byte checksum (double SHA-256) matches.
fn base58check(text: &str) -> Option<Vec<u8>> {
    let bytes = base58_decode(text)?;
    if bytes.len() < 5 {
        return None;
    }
    let (payload, checksum) = bytes.split_at(bytes.len() - 4);
    let hash = Sha256::digest(Sha256::digest(payload));
    (hash[..4] == *checksum).then(|| payload.to_vec())
}

/// `0x` and the 20-byte account in EIP-55 mixed-case checksum form.
pub fn eip55(account: &[u8; 20]) -> String {
    let lower = hex::encode(account);
    let hash = Keccak256::digest(lower.as_bytes());
    let body: String = lower
        .chars()
        .enumerate()
        .map(|(i, c)| {
            let nibble = (hash[i / 2] >> if i % 2 == 0 { 4 } else { 0 }) & 0x0F;
            if nibble >= 8 { c.to_ascii_uppercase() } else { c }
        })
        .collect();
    format!("0x{body}")
}

/// The TRON address of a 20-byte account: base58check of 0x41 and the account.
pub fn tron_address(account: &[u8; 20]) -> String {
    let mut payload = Vec::with_capacity(25);
    payload.push(0x41);
    payload.extend_from_slice(account);
    let hash = Sha256::digest(Sha256::digest(&payload));
    payload.extend_from_slice(&hash[..4]);
    base58_encode(&payload)
}

fn base58_encode(bytes: &[u8]) -> String {
    let mut digits: Vec<u8> = Vec::new();
    for &byte in bytes {
        let mut carry = u32::from(byte);
        for digit in digits.iter_mut() {
            carry += u32::from(*digit) << 8;
            *digit = (carry % 58) as u8;
            carry /= 58;
        }
        while carry > 0 {
            digits.push((carry % 58) as u8);
            carry /= 58;
        }
    }
    let zeros = bytes.iter().take_while(|&&b| b == 0).count();
    std::iter::repeat_n('1', zeros)
        .chain(digits.iter().rev().map(|&d| char::from(BASE58[usize::from(d)])))
        .collect()
}

/// A TRON address: base58check of 0x41 and a 20-byte account.
pub fn is_tron(address: &str) -> bool {
    address.len() == 34 && base58check(address).is_some_and(|p| p.len() == 21 && p[0] == 0x41)
}

const BECH32: &[u8; 32] = b"qpzry9x8gf2tvdw0s3jn54khce6mua7l";

fn polymod(values: &[u8]) -> u32 {
    const GEN: [u32; 5] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3];
    let mut chk: u32 = 1;
    for &v in values {
        let top = chk >> 25;
        chk = ((chk & 0x01ff_ffff) << 5) ^ u32::from(v);
        for (i, g) in GEN.iter().enumerate() {
            if (top >> i) & 1 == 1 {
                chk ^= g;
            }
        }
    }
    chk
}

/// A Bitcoin mainnet address: legacy P2PKH/P2SH (base58check, version 0 or 5), segwit v0 (bech32) or v1+
/// (bech32m, BIP-350).
pub fn is_bitcoin(address: &str) -> bool {
    if address.starts_with('1') || address.starts_with('3') {
        return base58check(address).is_some_and(|p| p.len() == 21 && matches!(p[0], 0x00 | 0x05));
    }
    let lower = address.to_ascii_lowercase();
    if lower != address && address.to_ascii_uppercase() != address {
        return false;
    }
    let Some(data) = lower.strip_prefix("bc1") else {
        return false;
    };
    if !(14..=74).contains(&lower.len()) {
        return false;
    }
    let Some(values) = data
        .bytes()
        .map(|c| BECH32.iter().position(|&a| a == c).map(|p| p as u8))
        .collect::<Option<Vec<u8>>>()
    else {
        return false;
    };
    let mut check = vec![3, 3, 0, 2, 3];
    check.extend(&values);
    let version = values[0];
    let constant = if version == 0 { 1 } else { 0x2bc8_30a3 };
    if version > 16 || polymod(&check) != constant {
        return false;
    }
    // The program is the data minus the version and the six checksum characters, regrouped from 5 to 8 bits.
    let program_bits = (values.len() - 7) * 5;
    let program_len = program_bits / 8;
    (2..=40).contains(&program_len) && (version != 0 || program_len == 20 || program_len == 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ethereum_addresses_follow_the_eip_55_test_vectors() {
        for good in [
            "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
            "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
            "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
            "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
            "0x52908400098527886e0f7030069857d2e4169ee7",
        ] {
            assert!(is_valid("ERC20", good), "{good}");
        }
        assert!(
            !is_valid("ERC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"),
            "one case flipped"
        );
        assert!(!is_valid("ERC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA"));
        assert!(!is_valid("ERC20", "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"));
    }

    #[test]
    fn tron_addresses_carry_a_base58check_checksum() {
        assert!(is_valid("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"));
        assert!(!is_valid("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u"));
        assert!(!is_valid("TRC20", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"));
    }

    #[test]
    fn bitcoin_addresses_follow_the_bip_173_and_bip_350_test_vectors() {
        for good in [
            "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
            "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
            "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
            "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
            "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
        ] {
            assert!(is_valid("BTC", good), "{good}");
        }
        for bad in [
            "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
            "bc1zw508d6qejxtdg4c5r3zarvarycwqgss7",
            "BC1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
            "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3",
            "tb1qw508d6qejxtdg4c5r3zarvary0c5xw7kxpjzsx",
        ] {
            assert!(!is_valid("BTC", bad), "{bad}");
        }
    }
}
