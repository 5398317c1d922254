//! What a watcher decides without a node or a database: which transfers pay a user, in minor units rounded down,
//! which fetched blocks extend the chain already scanned, and how many confirmations a sighting has.

use std::collections::HashMap;

use crate::ids::UserId;

/// A transfer of value in a block, as the node reports it, before it is matched to a user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    pub tx_hash: String,
    /// The transfer's place in its transaction: 0 for a chain's native coin paid by the transaction itself, the
    /// log index for a token transfer (a transaction paying an account without code emits no logs, so they never
    /// meet).
    pub output_index: i64,
    pub from: String,
    /// The receiving address in its network's normal form (see [`normal_address`]).
    pub to: String,
    /// The asset's symbol (`ETH`, `USDT`).
    pub asset: String,
    /// The amount in the chain's own smallest unit.
    pub value: u128,
    /// How many of the chain's decimals make one coin.
    pub decimals: u32,
}

/// A token contract a watcher follows, as its chain's logs name it, with the decimals read from it.
#[derive(Debug, Clone)]
pub struct Token {
    pub symbol: String,
    pub contract: String,
    pub decimals: u32,
}

/// A block as scanned: where it sits, what it extends and the transfers in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    pub height: u64,
    pub hash: String,
    pub parent: String,
    pub transfers: Vec<Transfer>,
}

/// A transfer to a user's address, ready to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub user_id: UserId,
    pub height: u64,
    pub block_hash: String,
    pub transfer: Transfer,
}

/// An address as stored and compared: hex addresses (Ethereum, `0x…`) in lower case, others as written, since
/// base58 is case-sensitive.
pub fn normal_address(address: &str) -> String {
    let trimmed = address.trim();
    if trimmed.starts_with("0x") || trimmed.starts_with("0X") {
        trimmed.to_ascii_lowercase()
    } else {
        trimmed.to_string()
    }
}

/// An on-chain amount in the asset's minor units (`scale` decimals), rounded down: the user receives what the chain
/// paid, less any dust finer than the ledger counts. `None` when it does not fit.
pub fn to_minor(value: u128, decimals: u32, scale: u32) -> Option<i64> {
    let minor = if decimals >= scale {
        value / 10u128.checked_pow(decimals - scale)?
    } else {
        value.checked_mul(10u128.checked_pow(scale - decimals)?)?
    };
    i64::try_from(minor).ok()
}

/// How many of `blocks` (in height order) extend the chain whose last scanned block has hash `tip`: scanning stops
/// at the first block that does not, since the node is reorganising under it and the next round looks again.
pub fn linked(tip: Option<&str>, blocks: &[Block]) -> usize {
    let mut parent = tip;
    let mut count = 0;
    for block in blocks {
        if parent.is_some_and(|p| p != block.parent) {
            break;
        }
        parent = Some(&block.hash);
        count += 1;
    }
    count
}

/// The transfers in `blocks` that pay a watched address, with the user it belongs to.
pub fn matches(blocks: &[Block], watched: &HashMap<String, UserId>) -> Vec<Found> {
    blocks
        .iter()
        .flat_map(|block| {
            block.transfers.iter().filter_map(|t| {
                watched.get(&t.to).map(|&user_id| Found {
                    user_id,
                    height: block.height,
                    block_hash: block.hash.clone(),
                    transfer: t.clone(),
                })
            })
        })
        .collect()
}

/// Confirmations of a transfer in block `height` when the chain scanned reaches `tip`: its own block counts as one.
pub fn confirmations(tip: u64, height: u64) -> u64 {
    if tip < height { 0 } else { tip - height + 1 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(height: u64, hash: &str, parent: &str, transfers: Vec<Transfer>) -> Block {
        Block {
            height,
            hash: hash.into(),
            parent: parent.into(),
            transfers,
        }
    }

    fn transfer(to: &str, value: u128) -> Transfer {
        Transfer {
            tx_hash: "0xt".into(),
            output_index: 0,
            from: "0xf".into(),
            to: to.into(),
            asset: "ETH".into(),
            value,
            decimals: 18,
        }
    }

    #[test]
    fn chain_amounts_become_minor_units_rounded_down() {
        assert_eq!(to_minor(1_500_000_000_000_000_000, 18, 8), Some(150_000_000));
        assert_eq!(to_minor(1_999_999_999, 18, 8), Some(0));
        assert_eq!(to_minor(12_345_678, 6, 8), Some(1_234_567_800));
        assert_eq!(to_minor(u128::MAX, 6, 8), None);
        assert_eq!(to_minor(u128::from(u64::MAX) * 10, 8, 8), None);
    }

    #[test]
    fn hex_addresses_compare_in_lower_case_and_base58_ones_as_written() {
        assert_eq!(normal_address(" 0xAbC "), "0xabc");
        assert_eq!(
            normal_address("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL"),
            "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL"
        );
    }

    #[test]
    fn scanning_stops_at_the_first_block_that_does_not_extend_the_chain() {
        let blocks = [
            block(5, "e", "d", vec![]),
            block(6, "f", "e", vec![]),
            block(7, "g", "x", vec![]),
        ];
        assert_eq!(linked(Some("d"), &blocks), 2);
        assert_eq!(linked(Some("z"), &blocks), 0);
        assert_eq!(linked(None, &blocks), 2);
    }

    #[test]
    fn only_transfers_to_watched_addresses_are_found_with_their_block() {
        let watched = HashMap::from([("0xuser".to_string(), UserId(7))]);
        let blocks = [block(
            9,
            "h9",
            "h8",
            vec![transfer("0xuser", 5), transfer("0xother", 6)],
        )];
        let found = matches(&blocks, &watched);
        assert_eq!(found.len(), 1);
        assert_eq!(
            (found[0].user_id, found[0].height, found[0].block_hash.as_str()),
            (UserId(7), 9, "h9")
        );
        assert_eq!(found[0].transfer.value, 5);
    }

    #[test]
    fn a_transfer_counts_its_own_block_as_its_first_confirmation() {
        assert_eq!(confirmations(10, 10), 1);
        assert_eq!(confirmations(12, 10), 3);
        assert_eq!(confirmations(9, 10), 0);
    }
}
