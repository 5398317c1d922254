//! TRON transactions, as the server exports them unsigned for an offline signer (ADR 84) and checks them when they
//! come back signed. The server encodes the transaction's `raw_data` itself, in protobuf's canonical form (fields in
//! number order, defaults left out) so the node's own re-encoding hashes to the same id: a TRX payment by
//! `TransferContract`, or a TRC-20 `transfer` by `TriggerSmartContract`. The id is sha256 of `raw_data`; the
//! signature is secp256k1 over the id, 65 bytes `r‖s‖v`. The export carries the shape TRON's wallets sign
//! (`txID`, `raw_data`, `raw_data_hex`), and a signed one comes back with its `signature` added.

use k256::ecdsa::{RecoveryId, Signature, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::features::wallet::derive::{account20, base58check_encode};

const TRANSFER_CONTRACT: u64 = 1;
const TRIGGER_SMART_CONTRACT: u64 = 31;

/// What one transaction pays: TRX to an account, or a TRC-20 transfer of `amount` token units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Payment {
    Trx {
        to: [u8; 21],
        sun: u64,
    },
    Token {
        contract: [u8; 21],
        to: [u8; 21],
        amount: u128,
        fee_limit: u64,
    },
}

/// Everything `raw_data` holds: the reference block that anchors it (TAPOS), when it expires and when it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raw {
    pub owner: [u8; 21],
    pub payment: Payment,
    /// Bytes 6 and 7 of the reference block's number.
    pub ref_block_bytes: [u8; 2],
    /// Bytes 8 to 15 of the reference block's id.
    pub ref_block_hash: [u8; 8],
    pub expiration_ms: i64,
    pub timestamp_ms: i64,
}

/// An unsigned transaction, as TRON's wallets and `mercato sign` take it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Unsigned {
    #[serde(rename = "txID")]
    pub tx_id: String,
    pub raw_data_hex: String,
    /// `raw_data` as JSON, for the signer to read; the signature covers `raw_data_hex` only.
    pub raw_data: Value,
    pub visible: bool,
}

/// A signed transaction as it comes back: the export with its signatures.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Signed {
    #[serde(rename = "txID")]
    pub tx_id: String,
    pub raw_data_hex: String,
    #[serde(default)]
    pub raw_data: Value,
    #[serde(default)]
    pub visible: bool,
    pub signature: Vec<String>,
}

fn varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8 & 0x7f) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

fn number(out: &mut Vec<u8>, field: u64, n: u64) {
    if n != 0 {
        varint(out, field << 3);
        varint(out, n);
    }
}

fn bytes(out: &mut Vec<u8>, field: u64, data: &[u8]) {
    if !data.is_empty() {
        varint(out, (field << 3) | 2);
        varint(out, data.len() as u64);
        out.extend_from_slice(data);
    }
}

/// `transfer(address,uint256)` call data: the selector, the recipient's 20 bytes and the amount, each in a word.
fn transfer_data(to: &[u8; 21], amount: u128) -> Vec<u8> {
    let mut data = vec![0xa9, 0x05, 0x9c, 0xbb];
    data.extend_from_slice(&[0u8; 12]);
    data.extend_from_slice(&to[1..]);
    data.extend_from_slice(&[0u8; 16]);
    data.extend_from_slice(&amount.to_be_bytes());
    data
}

impl Raw {
    fn contract(&self) -> (u64, &'static str, Vec<u8>) {
        let mut value = Vec::new();
        bytes(&mut value, 1, &self.owner);
        match &self.payment {
            Payment::Trx { to, sun } => {
                bytes(&mut value, 2, to);
                number(&mut value, 3, *sun);
                (TRANSFER_CONTRACT, "TransferContract", value)
            }
            Payment::Token {
                contract, to, amount, ..
            } => {
                bytes(&mut value, 2, contract);
                bytes(&mut value, 4, &transfer_data(to, *amount));
                (TRIGGER_SMART_CONTRACT, "TriggerSmartContract", value)
            }
        }
    }

    /// `raw_data`'s protobuf bytes.
    pub fn encode(&self) -> Vec<u8> {
        let (kind, name, value) = self.contract();
        let mut any = Vec::new();
        bytes(
            &mut any,
            1,
            format!("type.googleapis.com/protocol.{name}").as_bytes(),
        );
        bytes(&mut any, 2, &value);
        let mut contract = Vec::new();
        number(&mut contract, 1, kind);
        bytes(&mut contract, 2, &any);
        let mut out = Vec::new();
        bytes(&mut out, 1, &self.ref_block_bytes);
        bytes(&mut out, 4, &self.ref_block_hash);
        number(&mut out, 8, self.expiration_ms as u64);
        bytes(&mut out, 11, &contract);
        number(&mut out, 14, self.timestamp_ms as u64);
        if let Payment::Token { fee_limit, .. } = self.payment {
            number(&mut out, 18, fee_limit);
        }
        out
    }

    /// `raw_data` as the node writes it in JSON (addresses in hex).
    fn json(&self) -> Value {
        let (_, name, _) = self.contract();
        let value = match &self.payment {
            Payment::Trx { to, sun } => json!({
                "amount": sun, "owner_address": hex::encode(self.owner), "to_address": hex::encode(to)}),
            Payment::Token {
                contract, to, amount, ..
            } => json!({
                "data": hex::encode(transfer_data(to, *amount)),
                "owner_address": hex::encode(self.owner),
                "contract_address": hex::encode(contract)}),
        };
        let mut raw = json!({
            "contract": [{"parameter": {"value": value,
                "type_url": format!("type.googleapis.com/protocol.{name}")}, "type": name}],
            "ref_block_bytes": hex::encode(self.ref_block_bytes),
            "ref_block_hash": hex::encode(self.ref_block_hash),
            "expiration": self.expiration_ms,
            "timestamp": self.timestamp_ms,
        });
        if let Payment::Token { fee_limit, .. } = self.payment {
            raw["fee_limit"] = json!(fee_limit);
        }
        raw
    }

    pub fn unsigned(&self) -> Unsigned {
        let encoded = self.encode();
        Unsigned {
            tx_id: hex::encode(Sha256::digest(&encoded)),
            raw_data_hex: hex::encode(encoded),
            raw_data: self.json(),
            visible: false,
        }
    }
}

/// A TRON account (`41` and 20 bytes) of a public key, in base58.
pub fn address_of(key: &VerifyingKey) -> String {
    let mut account = vec![0x41];
    account.extend_from_slice(&account20(&k256::PublicKey::from(key)));
    base58check_encode(&account)
}

fn id_of(raw_data_hex: &str) -> Option<[u8; 32]> {
    Some(Sha256::digest(hex::decode(raw_data_hex).ok()?).into())
}

impl Unsigned {
    /// Signs the transaction's id; `None` when the export's id is not its `raw_data`'s.
    pub fn sign(&self, key: &SigningKey) -> Option<Signed> {
        let id = id_of(&self.raw_data_hex).filter(|id| hex::encode(id) == self.tx_id)?;
        let (signature, recovery) = key.sign_prehash_recoverable(&id).ok()?;
        let mut bytes = signature.to_bytes().to_vec();
        bytes.push(27 + recovery.to_byte());
        Some(Signed {
            tx_id: self.tx_id.clone(),
            raw_data_hex: self.raw_data_hex.clone(),
            raw_data: self.raw_data.clone(),
            visible: self.visible,
            signature: vec![hex::encode(bytes)],
        })
    }
}

impl Signed {
    /// The account (base58) whose key made the single signature over the transaction's real id; `None` for a
    /// missing, extra or malformed signature, or an id that is not sha256 of `raw_data_hex`.
    pub fn signer(&self) -> Option<String> {
        let id = id_of(&self.raw_data_hex).filter(|id| hex::encode(id) == self.tx_id.to_lowercase())?;
        let [signature] = self.signature.as_slice() else {
            return None;
        };
        let bytes = hex::decode(signature).ok().filter(|b| b.len() == 65)?;
        let v = bytes[64];
        let recovery = RecoveryId::from_byte(if v >= 27 { v - 27 } else { v })?;
        let signature = Signature::from_slice(&bytes[..64]).ok()?;
        let key = VerifyingKey::recover_from_prehash(&id, &signature, recovery).ok()?;
        Some(address_of(&key))
    }

    /// The whole `Transaction` in protobuf (`raw_data` and the signature), as `/wallet/broadcasthex` takes it.
    pub fn transaction_hex(&self) -> Option<String> {
        let raw = hex::decode(&self.raw_data_hex).ok()?;
        let mut out = Vec::new();
        bytes(&mut out, 1, &raw);
        for signature in &self.signature {
            bytes(&mut out, 2, &hex::decode(signature).ok()?);
        }
        Some(hex::encode(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(hex41: &str) -> [u8; 21] {
        hex::decode(hex41).unwrap().try_into().unwrap()
    }

    #[test]
    fn a_trx_payment_encodes_to_the_bytes_a_tron_node_made_for_it() {
        // A transfer of 1,000 sun as published in a node provider's documentation, with the node's raw_data_hex.
        let raw = Raw {
            owner: account("41608f8da72479edc7dd921e4c30bb7e7cddbe722e"),
            payment: Payment::Trx {
                to: account("41e9d79cc47518930bc322d9bf7cddd260a0260a8d"),
                sun: 1_000,
            },
            ref_block_bytes: [0x5e, 0x4b],
            ref_block_hash: hex::decode("47c9dc89341b300d").unwrap().try_into().unwrap(),
            expiration_ms: 1_591_089_627_000,
            timestamp_ms: 1_591_089_567_635,
        };
        assert_eq!(
            hex::encode(raw.encode()),
            "0a025e4b220847c9dc89341b300d40f8fed3a2a72e5a66080112620a2d747970652e676f6f676c65617069732e636f6d2f70726f\
             746f636f6c2e5472616e73666572436f6e747261637412310a1541608f8da72479edc7dd921e4c30bb7e7cddbe722e121541e9d7\
             9cc47518930bc322d9bf7cddd260a0260a8d18e8077093afd0a2a72e"
        );
        assert_eq!(
            raw.unsigned().raw_data["contract"][0]["parameter"]["value"]["amount"],
            1_000
        );
    }

    #[test]
    fn a_signature_recovers_its_signer_and_any_change_to_the_transaction_loses_it() {
        let key = SigningKey::from_slice(&[7u8; 32]).unwrap();
        let raw = Raw {
            owner: [0x41; 21],
            payment: Payment::Token {
                contract: [0x41; 21],
                to: account("41e9d79cc47518930bc322d9bf7cddd260a0260a8d"),
                amount: 100_000_000,
                fee_limit: 100_000_000,
            },
            ref_block_bytes: [0, 1],
            ref_block_hash: [2; 8],
            expiration_ms: 1_000,
            timestamp_ms: 500,
        };
        let signed = raw.unsigned().sign(&key).unwrap();
        let signer = address_of(key.verifying_key());
        assert!(signer.starts_with('T'));
        assert_eq!(signed.signer().as_deref(), Some(signer.as_str()));
        let mut tampered = signed.clone();
        tampered.raw_data_hex = tampered.raw_data_hex.replace("05f5e100", "05f5e101");
        assert_ne!(tampered.raw_data_hex, signed.raw_data_hex);
        assert_eq!(tampered.signer(), None, "the id no longer matches");
        tampered.tx_id = hex::encode(id_of(&tampered.raw_data_hex).unwrap());
        assert_ne!(tampered.signer().as_deref(), Some(signer.as_str()));
        let mut twice = signed.clone();
        twice.signature.push(signed.signature[0].clone());
        assert_eq!(twice.signer(), None);
        assert!(signed.transaction_hex().unwrap().starts_with("0a"));
    }
}
