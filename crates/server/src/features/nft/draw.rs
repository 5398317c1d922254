//! The blind-box draw (commit-reveal, ADR 61). A series publishes `seed_hash = sha256(seed)` and the hash of
//! its contents before its first sale; each box's draw is a function of the seed and an input fixed by the
//! purchase (series, box code, purchase id and the buyer's own seed), so once the seed is revealed anyone can
//! recompute every draw, and before that nobody, the operator included, can steer one: the operator is bound to
//! the committed seed and cannot know the buyer's seed in advance.

use sha2::{Digest, Sha256};

/// One possible content of a box, in the order it was published.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Content {
    pub index: i64,
    pub name: String,
    pub rarity: String,
    pub media_type: String,
    pub weight: i64,
    pub image: String,
}

pub fn sha256_hex(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// The published commitment to a seed.
pub fn seed_hash(seed: &str) -> String {
    sha256_hex(seed)
}

/// The published hash of a contents list: one line `index|name|rarity|type|weight|image` per content, in index
/// order, each ending with a newline.
pub fn contents_hash(contents: &[Content]) -> String {
    let mut lines = String::new();
    for c in contents {
        lines.push_str(&format!(
            "{}|{}|{}|{}|{}|{}\n",
            c.index, c.name, c.rarity, c.media_type, c.weight, c.image
        ));
    }
    sha256_hex(&lines)
}

/// What a box's draw is computed from.
pub fn draw_input(series_id: i64, code: &str, purchase_id: i64, client_seed: &str) -> String {
    format!("{series_id}:{code}:{purchase_id}:{client_seed}")
}

/// The drawn content's index: the first 8 bytes of `sha256(seed ":" draw_input)` as a big-endian integer, modulo
/// the total weight, falls in one content's share of the running weight sum. With at most 10^6 per weight and 50
/// contents, the modulo's bias is below 2^-37.
pub fn draw(seed: &str, input: &str, contents: &[Content]) -> Option<i64> {
    let total: u64 = contents
        .iter()
        .map(|c| u64::try_from(c.weight).unwrap_or(0))
        .sum();
    if total == 0 {
        return None;
    }
    let digest = Sha256::digest(format!("{seed}:{input}").as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    let r = u64::from_be_bytes(first) % total;
    let mut running = 0u64;
    for c in contents {
        running += u64::try_from(c.weight).unwrap_or(0);
        if r < running {
            return Some(c.index);
        }
    }
    None
}

/// A buyer's seed is 1–64 letters and digits.
pub fn valid_client_seed(seed: &str) -> bool {
    (1..=64).contains(&seed.len()) && seed.bytes().all(|b| b.is_ascii_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contents() -> Vec<Content> {
        [("Moon", "SR", 1), ("Sun", "R", 9), ("Star", "N", 90)]
            .iter()
            .enumerate()
            .map(|(i, (name, rarity, weight))| Content {
                index: i as i64,
                name: (*name).into(),
                rarity: (*rarity).into(),
                media_type: "image".into(),
                weight: *weight,
                image: format!("/demo/{name}.svg"),
            })
            .collect()
    }

    #[test]
    fn the_seed_hash_is_the_sha256_of_the_seed_text() {
        assert_eq!(
            seed_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_draw_is_the_same_every_time_and_changes_with_its_input() {
        let c = contents();
        let a = draw("seed", "1:BX-1-1:7:abc", &c);
        assert_eq!(a, draw("seed", "1:BX-1-1:7:abc", &c));
        let differing = (0..200)
            .filter(|n| draw("seed", &format!("1:BX-1-1:7:{n}"), &c) != a)
            .count();
        assert!(differing > 0);
    }

    #[test]
    fn draws_follow_the_published_weights() {
        let c = contents();
        let mut counts = [0usize; 3];
        for n in 0..10_000 {
            let i = draw("s", &format!("{n}"), &c).unwrap() as usize;
            counts[i] += 1;
        }
        assert!((50..=160).contains(&counts[0]), "{counts:?}");
        assert!((700..=1100).contains(&counts[1]), "{counts:?}");
        assert!(counts[2] > 8_500, "{counts:?}");
    }

    #[test]
    fn the_contents_hash_changes_when_any_field_changes() {
        let c = contents();
        let mut changed = c.clone();
        changed[1].weight = 10;
        assert_ne!(contents_hash(&c), contents_hash(&changed));
        assert_eq!(contents_hash(&c), contents_hash(&contents()));
    }

    #[test]
    fn a_contents_list_without_weight_draws_nothing() {
        assert_eq!(draw("s", "i", &[]), None);
    }

    #[test]
    fn a_buyer_seed_is_letters_and_digits_up_to_64() {
        assert!(valid_client_seed("a1B2"));
        assert!(!valid_client_seed(""));
        assert!(!valid_client_seed("a:b"));
        assert!(!valid_client_seed(&"a".repeat(65)));
    }
}
