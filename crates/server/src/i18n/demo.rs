//! Sample content a demo server writes (product names, an IEO's summary, the P2P merchant's name) in English, shown
//! in the reader's language. Only the exact seed texts are translated; whatever operators write is shown as written.

use super::{Lang, text};

/// Each seed text beside the key of its translations (`[texts]` in every locale).
pub const SEEDS: &[(&str, &str)] = &[
    ("Demo USDT 7-day lock", "demo_lock_usdt_7"),
    ("Demo USDT 30-day lock", "demo_lock_usdt_30"),
    ("Demo BTC 15-day lock", "demo_lock_btc_15"),
    ("Demo ETH 15-day lock", "demo_lock_eth_15"),
    ("Demo BTC call 3 days", "demo_dual_btc_call_3d"),
    ("Demo BTC put 3 days", "demo_dual_btc_put_3d"),
    ("Demo ETH call 7 days", "demo_dual_eth_call_7d"),
    ("Demo ETH put 7 days", "demo_dual_eth_put_7d"),
    ("Demo BTC call 5 minutes", "demo_dual_btc_call_5m"),
    ("Demo Aurora launch", "demo_ieo_aurora"),
    ("Demo Borealis launch", "demo_ieo_borealis"),
    (
        "Demo Aurora launch: a sample sale of a demo server, with no value outside it.",
        "demo_ieo_aurora_summary",
    ),
    (
        "Demo Borealis launch: a sample sale of a demo server, with no value outside it.",
        "demo_ieo_borealis_summary",
    ),
    ("Demo merchant (demo only)", "demo_p2p_merchant"),
    (
        "Demo merchant: no real money moves; it completes its side of each order by itself.",
        "demo_p2p_remark",
    ),
];

/// `written` in `lang` when it is one of the demo's seed texts; otherwise as written.
pub fn shown(written: &str, lang: Lang) -> String {
    match SEEDS.iter().find(|(seed, _)| *seed == written) {
        Some((_, key)) => text(lang, key, &[]),
        None => written.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_demo_seed_text_reads_in_the_readers_language_and_operators_text_as_written() {
        assert_eq!(shown("Demo USDT 7-day lock", Lang::Zh), "演示 USDT 7 天锁仓");
        assert_eq!(shown("Demo USDT 7-day lock", Lang::En), "Demo USDT 7-day lock");
        assert_eq!(shown("USDT 7-day lock", Lang::Zh), "USDT 7-day lock");
    }

    #[test]
    fn every_seed_text_is_translated_in_every_language() {
        for (seed, key) in SEEDS {
            for lang in Lang::ALL {
                let shown = text(lang, key, &[]);
                assert_ne!(shown, *key, "{key} missing in {lang:?}");
                if lang != Lang::En {
                    assert_ne!(shown, *seed, "{key} left in English in {lang:?}");
                }
            }
        }
    }
}
