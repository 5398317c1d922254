//! Bitcoin transactions as the payout reads them (ADR 85): the unsigned transaction inside a PSBT (BIP 174,
//! version 0, whose global map carries it under key type 0), a raw transaction with or without its witnesses, its
//! id, and the output script an address stands for. The server never signs; it reads what the node built and what
//! the signer returned, and compares transaction ids, which commit to every input and output.

use crate::features::wallet::derive::{BECH32, base58check_decode, bech32_polymod, double_sha256};

const PSBT_MAGIC: &[u8] = b"psbt\xff";
/// The checksum constant of bech32m (BIP 350), for witness versions 1 and up.
const BECH32M: u32 = 0x2bc8_30a3;

/// One output: its value in satoshis and its locking script.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Output {
    pub sats: u64,
    pub script: Vec<u8>,
}

/// A transaction read from its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transaction {
    /// The id as explorers and the RPC write it (the double sha256 of the bytes without witnesses, reversed).
    pub txid: String,
    /// The outputs it spends: each one's transaction id (as the RPC writes it) and index.
    pub inputs: Vec<(String, u32)>,
    pub outputs: Vec<Output>,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    fn compact(&mut self) -> Option<u64> {
        let first = *self.take(1)?.first()?;
        let wide = |bytes: &[u8]| {
            let mut out = [0u8; 8];
            out[..bytes.len()].copy_from_slice(bytes);
            u64::from_le_bytes(out)
        };
        Some(match first {
            0xfd => wide(self.take(2)?),
            0xfe => wide(self.take(4)?),
            0xff => wide(self.take(8)?),
            n => u64::from(n),
        })
    }

    fn sized(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(self.compact()?).ok()?;
        self.take(n)
    }
}

/// Reads a raw transaction (with witnesses or without); `None` for anything else, or bytes left over.
pub fn parse(bytes: &[u8]) -> Option<Transaction> {
    let mut r = Reader { bytes, at: 0 };
    let mut stripped = r.take(4)?.to_vec();
    let segwit = bytes.get(4..6) == Some(&[0x00, 0x01]);
    if segwit {
        r.take(2)?;
    }
    let body_start = r.at;
    let inputs = r.compact()?;
    let mut spent = Vec::new();
    for _ in 0..inputs {
        let mut id = r.take(32)?.to_vec();
        id.reverse();
        let index = u32::from_le_bytes(r.take(4)?.try_into().ok()?);
        spent.push((hex::encode(id), index));
        r.sized()?;
        r.take(4)?;
    }
    let count = r.compact()?;
    let mut outputs = Vec::new();
    for _ in 0..count {
        let sats = u64::from_le_bytes(r.take(8)?.try_into().ok()?);
        outputs.push(Output {
            sats,
            script: r.sized()?.to_vec(),
        });
    }
    stripped.extend_from_slice(&bytes[body_start..r.at]);
    if segwit {
        for _ in 0..inputs {
            for _ in 0..r.compact()? {
                r.sized()?;
            }
        }
    }
    stripped.extend_from_slice(r.take(4)?);
    if r.at != bytes.len() || inputs == 0 {
        return None;
    }
    let mut id = double_sha256(&stripped);
    id.reverse();
    Some(Transaction {
        txid: hex::encode(id),
        inputs: spent,
        outputs,
    })
}

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Base64 with padding, as PSBTs travel.
pub fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().fold(0u32, |acc, &b| (acc << 8) | u32::from(b)) << (8 * (3 - chunk.len()));
        for i in 0..=chunk.len() {
            out.push(char::from(BASE64[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    while !out.len().is_multiple_of(4) {
        out.push('=');
    }
    out
}

fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.trim().trim_end_matches('=');
    let (mut acc, mut bits, mut out) = (0u32, 0u32, Vec::new());
    for c in text.bytes() {
        let v = BASE64.iter().position(|&a| a == c)?;
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

/// The unsigned transaction a PSBT (base64) carries.
pub fn psbt_transaction(psbt: &str) -> Option<Transaction> {
    let bytes = base64_decode(psbt)?;
    let mut r = Reader {
        bytes: bytes.strip_prefix(PSBT_MAGIC)?,
        at: 0,
    };
    loop {
        let key = r.sized()?;
        if key.is_empty() {
            return None;
        }
        let value = r.sized()?;
        if key == [0x00] {
            return parse(value);
        }
    }
}

/// The output script that pays `address` on any network: base58 P2PKH and P2SH, bech32 segwit version 0 and
/// bech32m version 1 and up (taproot); `None` for anything that is not a valid address.
pub fn script_pubkey(address: &str) -> Option<Vec<u8>> {
    let address = address.trim();
    if let Some(script) = segwit_script(&address.to_lowercase()) {
        return Some(script);
    }
    let payload = base58check_decode(address)?;
    let (&version, hash) = payload.split_first()?;
    if hash.len() != 20 {
        return None;
    }
    match version {
        0x00 | 0x6f => Some([&[0x76, 0xa9, 0x14][..], hash, &[0x88, 0xac]].concat()),
        0x05 | 0xc4 => Some([&[0xa9, 0x14][..], hash, &[0x87]].concat()),
        _ => None,
    }
}

fn segwit_script(address: &str) -> Option<Vec<u8>> {
    let (hrp, data) = address.rsplit_once('1')?;
    if !matches!(hrp, "bc" | "tb" | "bcrt") || data.len() < 7 {
        return None;
    }
    let values: Vec<u8> = data
        .bytes()
        .map(|c| BECH32.iter().position(|&b| b == c).map(|p| p as u8))
        .collect::<Option<_>>()?;
    let mut checked: Vec<u8> = hrp.bytes().map(|b| b >> 5).collect();
    checked.push(0);
    checked.extend(hrp.bytes().map(|b| b & 31));
    checked.extend(&values);
    let version = *values.first()?;
    let constant = if version == 0 { 1 } else { BECH32M };
    if bech32_polymod(&checked) != constant || version > 16 {
        return None;
    }
    let (mut acc, mut bits, mut program) = (0u32, 0u32, Vec::new());
    for &v in &values[1..values.len() - 6] {
        acc = (acc << 5) | u32::from(v);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            program.push((acc >> bits) as u8);
        }
    }
    if bits >= 5 || (acc & ((1 << bits) - 1)) != 0 || !(2..=40).contains(&program.len()) {
        return None;
    }
    if version == 0 && program.len() != 20 && program.len() != 32 {
        return None;
    }
    let opcode = if version == 0 { 0 } else { 0x50 + version };
    Some([&[opcode, program.len() as u8][..], &program].concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bitcoin's first transaction, the genesis block's coinbase, and its published id.
    const GENESIS_COINBASE: &str = "01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000";

    #[test]
    fn a_transaction_reads_with_its_published_id_and_outputs() {
        let tx = parse(&hex::decode(GENESIS_COINBASE).unwrap()).unwrap();
        assert_eq!(
            tx.txid,
            "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b"
        );
        assert_eq!(tx.outputs.len(), 1);
        assert_eq!(tx.outputs[0].sats, 5_000_000_000);
        let mut extra = hex::decode(GENESIS_COINBASE).unwrap();
        extra.push(0);
        assert_eq!(parse(&extra), None);
    }

    #[test]
    fn witnesses_do_not_change_a_transactions_id() {
        let plain = hex::decode(GENESIS_COINBASE).unwrap();
        let mut witnessed = plain[..4].to_vec();
        witnessed.extend([0x00, 0x01]);
        witnessed.extend(&plain[4..plain.len() - 4]);
        witnessed.extend([0x01, 0x02, 0xab, 0xcd]);
        witnessed.extend(&plain[plain.len() - 4..]);
        assert_eq!(parse(&witnessed).unwrap().txid, parse(&plain).unwrap().txid);
    }

    #[test]
    fn addresses_of_every_kind_give_their_output_scripts() {
        // BIP 84's first receive address and its key hash.
        assert_eq!(
            hex::encode(script_pubkey("bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu").unwrap()),
            "0014c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2"
        );
        // BIP 350's taproot example is bech32m; the same data with a bech32 checksum is refused.
        let taproot =
            script_pubkey("bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0").unwrap();
        assert_eq!(taproot[..2], [0x51, 0x20]);
        assert_eq!(script_pubkey("bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv"), None);
        let hash = [7u8; 20];
        let p2pkh = crate::features::wallet::derive::base58check_encode(&[&[0u8][..], &hash].concat());
        assert_eq!(
            script_pubkey(&p2pkh).unwrap(),
            [&[0x76, 0xa9, 0x14][..], &hash, &[0x88, 0xac]].concat()
        );
        let p2sh = crate::features::wallet::derive::base58check_encode(&[&[5u8][..], &hash].concat());
        assert_eq!(script_pubkey(&p2sh).unwrap()[0], 0xa9);
        assert_eq!(script_pubkey("not an address"), None);
    }

    #[test]
    fn a_psbt_yields_the_transaction_it_carries() {
        let tx = hex::decode(GENESIS_COINBASE).unwrap();
        let mut psbt = PSBT_MAGIC.to_vec();
        psbt.extend([0x01, 0x00, 0xfd]);
        psbt.extend((tx.len() as u16).to_le_bytes());
        psbt.extend(&tx);
        psbt.push(0x00);
        let text = base64_encode(&psbt);
        assert_eq!(
            psbt_transaction(&text).unwrap().txid,
            "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b"
        );
        assert_eq!(psbt_transaction("cHNidP8BAA=="), None);
    }
}
