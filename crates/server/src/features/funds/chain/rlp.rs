//! Recursive length prefix, Ethereum's serialisation of transactions: byte strings and lists of items.

/// An RLP item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    Bytes(Vec<u8>),
    List(Vec<Item>),
}

/// An unsigned integer as RLP wants it: big-endian without leading zeros (zero is the empty string).
pub fn uint(value: u128) -> Item {
    let bytes = value.to_be_bytes();
    let first = bytes.iter().position(|b| *b != 0).unwrap_or(bytes.len());
    Item::Bytes(bytes[first..].to_vec())
}

fn length_prefix(out: &mut Vec<u8>, short: u8, len: usize) {
    if len < 56 {
        out.push(short + len as u8);
    } else {
        let bytes = len.to_be_bytes();
        let first = bytes.iter().position(|b| *b != 0).unwrap_or(bytes.len() - 1);
        out.push(short + 55 + (bytes.len() - first) as u8);
        out.extend_from_slice(&bytes[first..]);
    }
}

pub fn encode(item: &Item) -> Vec<u8> {
    let mut out = Vec::new();
    match item {
        Item::Bytes(b) if b.len() == 1 && b[0] < 0x80 => out.push(b[0]),
        Item::Bytes(b) => {
            length_prefix(&mut out, 0x80, b.len());
            out.extend_from_slice(b);
        }
        Item::List(items) => {
            let body: Vec<u8> = items.iter().flat_map(encode).collect();
            length_prefix(&mut out, 0xc0, body.len());
            out.extend_from_slice(&body);
        }
    }
    out
}

fn length(data: &[u8], at: usize, size: usize) -> Option<usize> {
    let bytes = data.get(at..at.checked_add(size)?)?;
    if size > 8 || bytes.first() == Some(&0) {
        return None;
    }
    Some(bytes.iter().fold(0usize, |acc, b| (acc << 8) | usize::from(*b)))
}

/// Reads one item from the front of `data`; answers it and what follows it.
fn decode_one(data: &[u8]) -> Option<(Item, &[u8])> {
    let first = *data.first()?;
    let (is_list, start, len) = match first {
        0x00..=0x7f => return Some((Item::Bytes(vec![first]), &data[1..])),
        0x80..=0xb7 => (false, 1, usize::from(first - 0x80)),
        0xb8..=0xbf => {
            let size = usize::from(first - 0xb7);
            (false, 1 + size, length(data, 1, size)?)
        }
        0xc0..=0xf7 => (true, 1, usize::from(first - 0xc0)),
        0xf8..=0xff => {
            let size = usize::from(first - 0xf7);
            (true, 1 + size, length(data, 1, size)?)
        }
    };
    let end = start.checked_add(len)?;
    let body = data.get(start..end)?;
    let rest = &data[end..];
    if !is_list {
        return Some((Item::Bytes(body.to_vec()), rest));
    }
    let mut items = Vec::new();
    let mut remaining = body;
    while !remaining.is_empty() {
        let (item, next) = decode_one(remaining)?;
        items.push(item);
        remaining = next;
    }
    Some((Item::List(items), rest))
}

/// Reads exactly one item; `None` for anything malformed or trailing.
pub fn decode(data: &[u8]) -> Option<Item> {
    match decode_one(data)? {
        (item, []) => Some(item),
        _ => None,
    }
}

impl Item {
    pub fn bytes(&self) -> Option<&[u8]> {
        match self {
            Item::Bytes(b) => Some(b),
            Item::List(_) => None,
        }
    }

    pub fn list(&self) -> Option<&[Item]> {
        match self {
            Item::List(items) => Some(items),
            Item::Bytes(_) => None,
        }
    }

    /// An unsigned integer of at most 128 bits, in canonical form (no leading zero).
    pub fn uint(&self) -> Option<u128> {
        let b = self.bytes()?;
        if b.len() > 16 || b.first() == Some(&0) {
            return None;
        }
        Some(b.iter().fold(0u128, |acc, x| (acc << 8) | u128::from(*x)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_encode_as_the_yellow_paper_examples_say() {
        assert_eq!(encode(&Item::Bytes(b"dog".to_vec())), b"\x83dog");
        let list = Item::List(vec![Item::Bytes(b"cat".to_vec()), Item::Bytes(b"dog".to_vec())]);
        assert_eq!(encode(&list), b"\xc8\x83cat\x83dog");
        assert_eq!(encode(&uint(0)), [0x80]);
        assert_eq!(encode(&uint(15)), [0x0f]);
        assert_eq!(encode(&uint(1024)), [0x82, 0x04, 0x00]);
        assert_eq!(encode(&Item::List(vec![])), [0xc0]);
        let long = Item::Bytes(vec![b'a'; 56]);
        assert_eq!(&encode(&long)[..2], &[0xb8, 56]);
    }

    #[test]
    fn what_is_encoded_decodes_to_itself_and_malformed_input_is_refused() {
        let item = Item::List(vec![
            uint(1),
            Item::Bytes(vec![7; 70]),
            Item::List(vec![uint(300)]),
        ]);
        assert_eq!(decode(&encode(&item)), Some(item));
        assert_eq!(decode(&[0x83, b'd', b'o']), None);
        assert_eq!(decode(&[0x0f, 0x0f]), None);
        assert_eq!(Item::Bytes(vec![0, 1]).uint(), None);
    }
}
