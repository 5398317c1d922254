//! Per-user deposit addresses from an extended public key (BIP32 public derivation). The operator configures the
//! account-level key of a network (BIP44 `m/44'/coin'/0'`, or BIP84 for native segwit Bitcoin); user `n` gets the
//! receive address `…/0/n`. Only public keys live on the server, so it can hand out addresses but never spend.

use hmac::{Hmac, Mac};
use k256::{
    AffinePoint, ProjectivePoint, PublicKey, Scalar,
    elliptic_curve::{PrimeField, sec1::ToEncodedPoint},
};
use ripemd::Ripemd160;
use sha2::{Digest, Sha256, Sha512};
use sha3::Keccak256;

/// An extended public key: a point and its chain code, with what serialising it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExtendedKey {
    pub version: [u8; 4],
    pub depth: u8,
    pub parent_fingerprint: [u8; 4],
    pub child_number: u32,
    pub chain_code: [u8; 32],
    pub key: PublicKey,
}

const BASE58: &[u8; 58] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/// `xpub`, `ypub` and `zpub` mainnet public versions.
const PUBLIC_VERSIONS: [[u8; 4]; 3] = [
    [0x04, 0x88, 0xB2, 0x1E],
    [0x04, 0x9D, 0x7C, 0xB2],
    [0x04, 0xB2, 0x47, 0x46],
];

pub(crate) fn double_sha256(data: &[u8]) -> [u8; 32] {
    Sha256::digest(Sha256::digest(data)).into()
}

fn hash160(data: &[u8]) -> [u8; 20] {
    Ripemd160::digest(Sha256::digest(data)).into()
}

pub fn base58check_encode(payload: &[u8]) -> String {
    let mut data = payload.to_vec();
    data.extend_from_slice(&double_sha256(payload)[..4]);
    let mut digits: Vec<u8> = Vec::new();
    for &byte in &data {
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
    let zeros = data.iter().take_while(|&&b| b == 0).count();
    let mut text = "1".repeat(zeros);
    text.extend(digits.iter().rev().map(|&d| char::from(BASE58[usize::from(d)])));
    text
}

pub fn base58check_decode(text: &str) -> Option<Vec<u8>> {
    let mut bytes: Vec<u8> = Vec::new();
    for c in text.bytes() {
        let mut carry = BASE58.iter().position(|&a| a == c)? as u32;
        for byte in bytes.iter_mut() {
            carry += u32::from(*byte) * 58;
            *byte = (carry & 0xFF) as u8;
            carry >>= 8;
        }
        while carry > 0 {
            bytes.push((carry & 0xFF) as u8);
            carry >>= 8;
        }
    }
    let zeros = text.bytes().take_while(|&c| c == b'1').count();
    let mut out = vec![0u8; zeros];
    out.extend(bytes.iter().rev());
    if out.len() < 5 {
        return None;
    }
    let (payload, checksum) = out.split_at(out.len() - 4);
    (double_sha256(payload)[..4] == *checksum).then(|| payload.to_vec())
}

impl ExtendedKey {
    /// Reads an `xpub`, `ypub` or `zpub` string.
    pub fn parse(text: &str) -> Option<ExtendedKey> {
        let data = base58check_decode(text.trim())?;
        if data.len() != 78 {
            return None;
        }
        let version: [u8; 4] = data[0..4].try_into().ok()?;
        if !PUBLIC_VERSIONS.contains(&version) {
            return None;
        }
        Some(ExtendedKey {
            version,
            depth: data[4],
            parent_fingerprint: data[5..9].try_into().ok()?,
            child_number: u32::from_be_bytes(data[9..13].try_into().ok()?),
            chain_code: data[13..45].try_into().ok()?,
            key: PublicKey::from_sec1_bytes(&data[45..78]).ok()?,
        })
    }

    pub fn serialize(&self) -> String {
        let mut data = Vec::with_capacity(78);
        data.extend_from_slice(&self.version);
        data.push(self.depth);
        data.extend_from_slice(&self.parent_fingerprint);
        data.extend_from_slice(&self.child_number.to_be_bytes());
        data.extend_from_slice(&self.chain_code);
        data.extend_from_slice(self.key.to_encoded_point(true).as_bytes());
        base58check_encode(&data)
    }

    /// The non-hardened child `index` (CKDpub); `None` for hardened indices and the vanishingly rare invalid keys.
    pub fn child(&self, index: u32) -> Option<ExtendedKey> {
        if index >= 0x8000_0000 {
            return None;
        }
        let parent = self.key.to_encoded_point(true);
        let mut mac = Hmac::<Sha512>::new_from_slice(&self.chain_code).ok()?;
        mac.update(parent.as_bytes());
        mac.update(&index.to_be_bytes());
        let digest = mac.finalize().into_bytes();
        let mut left = [0u8; 32];
        left.copy_from_slice(&digest[..32]);
        let tweak: Scalar = Option::from(Scalar::from_repr(left.into()))?;
        let point = ProjectivePoint::GENERATOR * tweak + ProjectivePoint::from(*self.key.as_affine());
        let key = PublicKey::from_affine(AffinePoint::from(point)).ok()?;
        let mut chain_code = [0u8; 32];
        chain_code.copy_from_slice(&digest[32..]);
        let fingerprint = hash160(parent.as_bytes());
        Some(ExtendedKey {
            version: self.version,
            depth: self.depth.checked_add(1)?,
            parent_fingerprint: fingerprint[..4].try_into().ok()?,
            child_number: index,
            chain_code,
            key,
        })
    }

    /// The receive key of user `index`: `…/0/index`.
    pub fn receive(&self, index: u32) -> Option<ExtendedKey> {
        self.child(0)?.child(index)
    }
}

pub fn account20(key: &PublicKey) -> [u8; 20] {
    let uncompressed = key.to_encoded_point(false);
    let hash = Keccak256::digest(&uncompressed.as_bytes()[1..]);
    let mut out = [0u8; 20];
    out.copy_from_slice(&hash[12..]);
    out
}

/// An Ethereum address with the EIP-55 mixed-case checksum.
pub fn ethereum_address(key: &PublicKey) -> String {
    let hex = hex::encode(account20(key));
    let hash = Keccak256::digest(hex.as_bytes());
    let checksummed: String = hex
        .chars()
        .enumerate()
        .map(|(i, c)| {
            let nibble = (hash[i / 2] >> if i % 2 == 0 { 4 } else { 0 }) & 0x0F;
            if c.is_ascii_alphabetic() && nibble >= 8 {
                c.to_ascii_uppercase()
            } else {
                c
            }
        })
        .collect();
    format!("0x{checksummed}")
}

/// A TRON address: base58check of 0x41 and the same 20 bytes as Ethereum's.
pub fn tron_address(key: &PublicKey) -> String {
    let mut payload = vec![0x41];
    payload.extend_from_slice(&account20(key));
    base58check_encode(&payload)
}

pub(crate) const BECH32: &[u8; 32] = b"qpzry9x8gf2tvdw0s3jn54khce6mua7l";

pub(crate) fn bech32_polymod(values: &[u8]) -> u32 {
    const GEN: [u32; 5] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3];
    values.iter().fold(1u32, |chk, &v| {
        let top = chk >> 25;
        let chk = ((chk & 0x01ff_ffff) << 5) ^ u32::from(v);
        GEN.iter()
            .enumerate()
            .fold(chk, |acc, (i, g)| if (top >> i) & 1 == 1 { acc ^ g } else { acc })
    })
}

/// A native segwit (P2WPKH) Bitcoin mainnet address: bech32 of witness version 0 and the key's hash160.
pub fn bitcoin_p2wpkh(key: &PublicKey) -> String {
    let program = hash160(key.to_encoded_point(true).as_bytes());
    let mut data = vec![0u8];
    let (mut acc, mut bits) = (0u32, 0u32);
    for &byte in &program {
        acc = (acc << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            data.push(((acc >> bits) & 31) as u8);
        }
    }
    if bits > 0 {
        data.push(((acc << (5 - bits)) & 31) as u8);
    }
    let mut values = vec![3, 3, 0, 2, 3];
    values.extend(&data);
    values.extend([0u8; 6]);
    let checksum = bech32_polymod(&values) ^ 1;
    let mut text = String::from("bc1");
    text.extend(data.iter().map(|&d| char::from(BECH32[usize::from(d)])));
    text.extend((0..6).map(|i| char::from(BECH32[((checksum >> (5 * (5 - i))) & 31) as usize])));
    text
}

/// The deposit address of user `index` on a network from the network's account-level extended public key.
pub fn deposit_address(network: &str, xpub: &str, index: u32) -> Option<String> {
    let key = ExtendedKey::parse(xpub)?.receive(index)?.key;
    Some(match network {
        "BTC" => bitcoin_p2wpkh(&key),
        "ERC20" => ethereum_address(&key),
        "TRC20" => tron_address(&key),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// BIP32 test vector 1, public keys along m/0H/1/2H/2/1000000000.
    const M_0H_1_2H: &str = "xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5";
    const M_0H_1_2H_2: &str = "xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV";
    const M_0H_1_2H_2_1000000000: &str = "xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy";

    #[test]
    fn public_derivation_follows_bip32_test_vector_one() {
        let parent = ExtendedKey::parse(M_0H_1_2H).unwrap();
        assert_eq!(parent.serialize(), M_0H_1_2H);
        let child = parent.child(2).unwrap();
        assert_eq!(child.serialize(), M_0H_1_2H_2);
        assert_eq!(
            child.child(1_000_000_000).unwrap().serialize(),
            M_0H_1_2H_2_1000000000
        );
        assert!(
            parent.child(0x8000_0000).is_none(),
            "hardened children need the private key"
        );
    }

    #[test]
    fn malformed_extended_keys_are_refused() {
        assert!(ExtendedKey::parse("xpub-not-a-key").is_none());
        let mut broken = M_0H_1_2H.to_string();
        broken.replace_range(20..21, "Z");
        assert!(ExtendedKey::parse(&broken).is_none(), "checksum");
    }

    /// The account-level key of the "abandon … about" test mnemonic at `path` (hardened steps), derived with the
    /// private key as a wallet would; the server itself only ever sees the public result.
    fn account_xpub(path: &[u32], version: [u8; 4]) -> String {
        let phrase =
            "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
        let mut seed = [0u8; 64];
        pbkdf2::pbkdf2_hmac::<Sha512>(phrase.as_bytes(), b"mnemonic", 2048, &mut seed);
        let mut mac = Hmac::<Sha512>::new_from_slice(b"Bitcoin seed").unwrap();
        mac.update(&seed);
        let master = mac.finalize().into_bytes();
        let mut secret = Scalar::from_repr(k256::FieldBytes::clone_from_slice(&master[..32])).unwrap();
        let mut chain: [u8; 32] = master[32..].try_into().unwrap();
        let mut fingerprint = [0u8; 4];
        for &step in path {
            let index = step | 0x8000_0000;
            let public = (ProjectivePoint::GENERATOR * secret)
                .to_affine()
                .to_encoded_point(true);
            fingerprint.copy_from_slice(&hash160(public.as_bytes())[..4]);
            let mut mac = Hmac::<Sha512>::new_from_slice(&chain).unwrap();
            mac.update(&[0]);
            mac.update(&secret.to_bytes());
            mac.update(&index.to_be_bytes());
            let digest = mac.finalize().into_bytes();
            let tweak = Scalar::from_repr(k256::FieldBytes::clone_from_slice(&digest[..32])).unwrap();
            secret += tweak;
            chain.copy_from_slice(&digest[32..]);
        }
        let key = PublicKey::from_affine((ProjectivePoint::GENERATOR * secret).to_affine()).unwrap();
        ExtendedKey {
            version,
            depth: path.len() as u8,
            parent_fingerprint: fingerprint,
            child_number: path.last().unwrap() | 0x8000_0000,
            chain_code: chain,
            key,
        }
        .serialize()
    }

    #[test]
    fn bip84_test_vector_gives_the_published_first_receive_address() {
        let zpub = account_xpub(&[84, 0, 0], [0x04, 0xB2, 0x47, 0x46]);
        assert_eq!(
            zpub,
            "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs"
        );
        assert_eq!(
            deposit_address("BTC", &zpub, 0).unwrap(),
            "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu"
        );
        assert_eq!(
            deposit_address("BTC", &zpub, 1).unwrap(),
            "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g"
        );
    }

    #[test]
    fn ethereum_and_tron_addresses_come_from_their_bip44_accounts() {
        let eth = account_xpub(&[44, 60, 0], [0x04, 0x88, 0xB2, 0x1E]);
        assert_eq!(
            deposit_address("ERC20", &eth, 0).unwrap(),
            "0x9858EfFD232B4033E47d90003D41EC34EcaEda94"
        );
        let tron = account_xpub(&[44, 195, 0], [0x04, 0x88, 0xB2, 0x1E]);
        let address = deposit_address("TRC20", &tron, 0).unwrap();
        assert!(super::super::address::is_tron(&address), "{address}");
        assert!(super::super::address::is_ethereum(
            &deposit_address("ERC20", &eth, 7).unwrap()
        ));
    }
}
