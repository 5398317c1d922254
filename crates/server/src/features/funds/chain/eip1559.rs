//! Ethereum's EIP-1559 transactions, as the server exports them unsigned for an offline signer and checks them when
//! they come back signed: the signing hash, signing (for `mercato sign`, run away from the server), and decoding a
//! signed transaction with the sender its signature recovers.

use k256::ecdsa::{RecoveryId, Signature, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use sha3::{Digest, Keccak256};

use super::rlp::{self, Item};

/// The type byte of an EIP-1559 transaction.
const TYPE: u8 = 0x02;

/// A transaction to sign: every field the signature covers, with no access list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Unsigned {
    pub chain_id: u64,
    pub nonce: u64,
    #[serde(with = "decimal")]
    #[schemars(with = "String")]
    pub max_priority_fee_per_gas: u128,
    #[serde(with = "decimal")]
    #[schemars(with = "String")]
    pub max_fee_per_gas: u128,
    pub gas_limit: u64,
    /// `0x` and 40 hex digits, lower case.
    pub to: String,
    #[serde(with = "decimal")]
    #[schemars(with = "String")]
    pub value: u128,
    /// `0x` and the call data in hex (`0x` for a plain payment).
    pub data: String,
}

/// Big amounts travel as decimal strings: JSON numbers lose precision past 2^53.
mod decimal {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &u128, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&value.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u128, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

fn hex_bytes(text: &str) -> Option<Vec<u8>> {
    hex::decode(text.strip_prefix("0x").unwrap_or(text)).ok()
}

/// The 20-byte account of a public key.
pub fn address_of(key: &VerifyingKey) -> String {
    let public = k256::PublicKey::from(key);
    format!(
        "0x{}",
        hex::encode(crate::features::wallet::derive::account20(&public))
    )
}

impl Unsigned {
    fn fields(&self) -> Option<Vec<Item>> {
        let to = hex_bytes(&self.to).filter(|b| b.len() == 20)?;
        Some(vec![
            rlp::uint(u128::from(self.chain_id)),
            rlp::uint(u128::from(self.nonce)),
            rlp::uint(self.max_priority_fee_per_gas),
            rlp::uint(self.max_fee_per_gas),
            rlp::uint(u128::from(self.gas_limit)),
            Item::Bytes(to),
            rlp::uint(self.value),
            Item::Bytes(hex_bytes(&self.data)?),
            Item::List(vec![]),
        ])
    }

    fn typed(payload: &Item) -> Vec<u8> {
        let mut out = vec![TYPE];
        out.extend(rlp::encode(payload));
        out
    }

    /// What the signature signs: keccak256 of the type byte and the fields.
    pub fn signing_hash(&self) -> Option<[u8; 32]> {
        Some(Keccak256::digest(Self::typed(&Item::List(self.fields()?))).into())
    }

    /// The raw signed transaction, `0x…`, as `eth_sendRawTransaction` takes it.
    pub fn sign(&self, key: &SigningKey) -> Option<String> {
        let hash = self.signing_hash()?;
        let (signature, recovery) = key.sign_prehash_recoverable(&hash).ok()?;
        let (r, s) = signature.split_bytes();
        let mut fields = self.fields()?;
        fields.push(rlp::uint(u128::from(recovery.is_y_odd())));
        fields.push(trimmed(&r));
        fields.push(trimmed(&s));
        Some(format!("0x{}", hex::encode(Self::typed(&Item::List(fields)))))
    }
}

fn trimmed(bytes: &[u8]) -> Item {
    let first = bytes.iter().position(|b| *b != 0).unwrap_or(bytes.len());
    Item::Bytes(bytes[first..].to_vec())
}

fn padded(bytes: &[u8]) -> Option<[u8; 32]> {
    if bytes.len() > 32 {
        return None;
    }
    let mut out = [0u8; 32];
    out[32 - bytes.len()..].copy_from_slice(bytes);
    Some(out)
}

/// A signed transaction read back: what it does, who signed it and its hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signed {
    pub tx: Unsigned,
    pub sender: String,
    pub hash: String,
}

/// Decodes a raw signed EIP-1559 transaction and recovers its sender; `None` for anything else.
pub fn decode(raw: &str) -> Option<Signed> {
    let bytes = hex_bytes(raw.trim())?;
    let (&kind, body) = bytes.split_first()?;
    if kind != TYPE {
        return None;
    }
    let item = rlp::decode(body)?;
    let f = item.list()?;
    if f.len() != 12 || !f[8].list()?.is_empty() {
        return None;
    }
    let to = f[5].bytes().filter(|b| b.len() == 20)?;
    let tx = Unsigned {
        chain_id: u64::try_from(f[0].uint()?).ok()?,
        nonce: u64::try_from(f[1].uint()?).ok()?,
        max_priority_fee_per_gas: f[2].uint()?,
        max_fee_per_gas: f[3].uint()?,
        gas_limit: u64::try_from(f[4].uint()?).ok()?,
        to: format!("0x{}", hex::encode(to)),
        value: f[6].uint()?,
        data: format!("0x{}", hex::encode(f[7].bytes()?)),
    };
    let parity = u8::try_from(f[9].uint()?).ok().filter(|p| *p <= 1)?;
    let (r, s) = (padded(f[10].bytes()?)?, padded(f[11].bytes()?)?);
    let signature = Signature::from_scalars(r, s).ok()?;
    let recovery = RecoveryId::new(parity == 1, false);
    let key = VerifyingKey::recover_from_prehash(&tx.signing_hash()?, &signature, recovery).ok()?;
    Some(Signed {
        sender: address_of(&key),
        hash: format!("0x{}", hex::encode(Keccak256::digest(&bytes))),
        tx,
    })
}

/// `transfer(to, amount)` of an ERC-20 contract.
pub fn transfer_call(to: &str, amount: u128) -> Option<String> {
    let to = hex_bytes(to).filter(|b| b.len() == 20)?;
    Some(format!("0xa9059cbb{:0>64}{amount:064x}", hex::encode(to)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> SigningKey {
        SigningKey::from_slice(&[7u8; 32]).unwrap()
    }

    fn payment() -> Unsigned {
        Unsigned {
            chain_id: 1337,
            nonce: 4,
            max_priority_fee_per_gas: 1_000_000_000,
            max_fee_per_gas: 3_000_000_000,
            gas_limit: 21_000,
            to: "0x00000000000000000000000000000000000b0b00".into(),
            value: 1_500_000_000_000_000_000,
            data: "0x".into(),
        }
    }

    #[test]
    fn a_signed_transaction_decodes_to_what_was_signed_by_whom_signed_it() {
        let raw = payment().sign(&key()).unwrap();
        let signed = decode(&raw).unwrap();
        assert_eq!(signed.tx, payment());
        assert_eq!(signed.sender, address_of(key().verifying_key()));
        assert!(signed.hash.starts_with("0x") && signed.hash.len() == 66);
    }

    #[test]
    fn a_changed_byte_changes_the_sender_or_fails_to_decode() {
        let raw = payment().sign(&key()).unwrap();
        let mut bytes = hex::decode(&raw[2..]).unwrap();
        // The value's last byte, inside the signed fields.
        let at = bytes.len() - 70;
        bytes[at] ^= 1;
        let tampered = format!("0x{}", hex::encode(bytes));
        assert!(decode(&tampered).is_none_or(|s| s.sender != address_of(key().verifying_key())));
        assert!(decode("0x01abcd").is_none());
    }

    #[test]
    fn a_token_transfer_call_names_the_recipient_and_the_amount() {
        let call = transfer_call("0x00000000000000000000000000000000000B0B00", 5).unwrap();
        assert_eq!(call.len(), 2 + 8 + 128);
        assert!(call.starts_with("0xa9059cbb000000000000000000000000"));
        assert!(call.ends_with("05"));
    }
}
