//! Every published rule key with its type and range (ADR 69). A rule the code reads gets the range its reader can
//! honour; a rule that states what the code does is [`Kind::Fixed`]. A new rule needs its line here, or it
//! cannot be changed (a test fails when a rule in the database has none).

use super::spec::{Kind, Order, Scope, Spec, amount, dec, percent, percent_below};

const fn now(product: &'static str, key: &'static str, kind: Kind) -> Spec {
    Spec {
        product,
        key,
        kind,
        scope: Scope::Now,
    }
}

/// A term copied onto each contract position when it opens.
const fn position_term(key: &'static str, kind: Kind) -> Spec {
    Spec {
        product: "lever",
        key,
        kind,
        scope: Scope::Opened("positions"),
    }
}

const fn fixed(product: &'static str, key: &'static str) -> Spec {
    now(product, key, Kind::Fixed)
}

/// Moves between account kinds, `from-to` with two different kinds, comma-separated.
fn transfer_pairs(value: &str) -> bool {
    const KINDS: [&str; 4] = ["legal", "change", "lever", "micro"];
    value.split(',').all(|pair| {
        pair.trim()
            .split_once('-')
            .is_some_and(|(from, to)| from != to && KINDS.contains(&from) && KINDS.contains(&to))
    })
}

/// Market symbols such as `BTC/USDT`, comma-separated, possibly none.
fn market_symbols(value: &str) -> bool {
    value.trim().is_empty()
        || value.split(',').all(|symbol| {
            symbol.trim().split_once('/').is_some_and(|(base, quote)| {
                [base, quote]
                    .iter()
                    .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric()))
            })
        })
}

/// A demo account's starting funds, `SYMBOL:amount` pairs with a positive amount, comma-separated.
fn faucet(value: &str) -> bool {
    value.split(',').all(|item| {
        item.trim().split_once(':').is_some_and(|(symbol, amount)| {
            !symbol.is_empty()
                && symbol.bytes().all(|b| b.is_ascii_alphanumeric())
                && super::spec::accepts(&super::spec::amount("0.00000001", "1000000000"), amount)
        })
    })
}

/// A term copied onto each NFT listing when it starts (ADR 71).
const fn listing_term(key: &'static str, kind: Kind) -> Spec {
    Spec {
        product: "nft",
        key,
        kind,
        scope: Scope::Opened("listings"),
    }
}

/// The largest adjustment one operator may post alone, per asset: `SYMBOL:amount` pairs (`*` for every other
/// asset), each amount at least zero, comma-separated (ADR 73).
fn review_amounts(value: &str) -> bool {
    value.split(',').all(|item| {
        item.trim().split_once(':').is_some_and(|(symbol, amount)| {
            let symbol = symbol.trim();
            (symbol == "*" || (!symbol.is_empty() && symbol.bytes().all(|b| b.is_ascii_alphanumeric())))
                && super::spec::accepts(&super::spec::amount("0", "1000000000"), amount.trim())
        })
    })
}

pub static SPECS: &[Spec] = &[
    // Accounts: codes and passwords.
    now("account", "register_code_required", Kind::Flag),
    now("account", "register_without_code", Kind::Flag),
    now("account", "invite_code_required", Kind::Flag),
    now("account", "code_valid_minutes", Kind::Int(1, 1_440)),
    now("account", "code_max_attempts", Kind::Int(1, 20)),
    now("account", "code_resend_seconds", Kind::Int(1, 3_600)),
    now("account", "register_verified_minutes", Kind::Int(1, 1_440)),
    now("account", "password_min_length", Kind::Int(6, 128)),
    now("account", "password_max_length", Kind::Int(6, 128)),
    // Identity levels and their limits.
    now("identity", "level_required_actions", Kind::Words(&["withdraw"])),
    now("identity", "lv*_withdraw_btc_per_24h", amount("0", "1000000")),
    now("identity", "lv*_fiat_usdt_per_trade", amount("0", "1000000000")),
    // Wallet and withdrawals.
    now("wallet", "transfer_pairs", Kind::Check(transfer_pairs)),
    now("wallet", "demo_faucet", Kind::Check(faucet)),
    // The fee keys first: `*_min` would match `BTC_fee_min` too.
    now("withdraw", "*_fee_rate", dec(8, "0", "10")),
    now("withdraw", "*_fee_min", amount("0", "1000000000")),
    now("withdraw", "*_min", amount("0", "1000000000")),
    // Spot, convert, index samples.
    now("spot", "maker_fee", percent("0", "1")),
    now("spot", "taker_fee", percent("0", "1")),
    fixed("spot", "self_trade"),
    now("convert", "fee", percent("0", "5")),
    now("convert", "min_usdt", amount("0.01", "1000000")),
    now("market", "sample_retention_days", Kind::Int(7, 3_650)),
    now("market", "index_max_age_seconds", Kind::Int(1, 300)),
    // Seconds options.
    now("micro", "enabled", Kind::Flag),
    now("micro", "seconds", Kind::Ints(1, 86_400)),
    now("micro", "payout_*", percent("0", "100")),
    now("micro", "min_stake", amount("0.01", "1000000000")),
    now("micro", "max_stake", amount("0.01", "1000000000")),
    now(
        "micro",
        "stake_presets",
        Kind::Decs(super::spec::Dec {
            places: 8,
            min: "0.01",
            max: "1000000000",
            below_max: false,
        }),
    ),
    now("micro", "max_open_stake_user", amount("0.01", "1000000000")),
    now("micro", "max_open_stake_product", amount("0.01", "1000000000")),
    now("micro", "blocked_regions", Kind::AreaCodes),
    fixed("micro", "missing_sample"),
    // Contracts: the spread, overnight rate and liquidation rate (and the fee, charged at opening) are a
    // position's own terms from the moment it opens.
    now("lever", "leverages", Kind::Ints(1, 125)),
    now("lever", "lot_presets", Kind::Ints(1, 10_000)),
    now("lever", "min_lots", Kind::Int(1, 10_000)),
    now("lever", "max_lots", Kind::Int(1, 100_000)),
    now("lever", "max_lots_user", Kind::Int(1, 1_000_000)),
    position_term("fee", percent("0", "1")),
    position_term("spread", percent("0", "1")),
    position_term("overnight", percent("0", "1")),
    now("lever", "overnight_time", Kind::TimeOfDay),
    position_term("liquidation_risk_rate", percent("1", "99")),
    fixed("lever", "risk_rate_formula"),
    fixed("lever", "terms"),
    now("lever", "stock_hours", Kind::Window),
    now("lever", "lot_*", amount("0.00000001", "1000000")),
    // Demo trading.
    now("demo", "requote_band_bp", Kind::Int(1, 10_000)),
    now("demo", "requote_min_seconds", Kind::Int(1, 86_400)),
    now("demo", "track_band_bp", Kind::Int(1, 10_000)),
    now("demo", "trade_min_seconds", Kind::Int(1, 86_400)),
    now("demo", "trade_every_seconds", Kind::Int(1, 86_400)),
    now("demo", "busy_trade_every_seconds", Kind::Int(1, 86_400)),
    now("demo", "busy_markets", Kind::Check(market_symbols)),
    // Dual investment and loans: each product and offer carries its own terms; these say how they work.
    fixed("dual", "settle_time"),
    fixed("dual", "share_call"),
    fixed("dual", "share_put"),
    fixed("dual", "sample_grace"),
    fixed("dual", "sample_lookback"),
    fixed("dual", "missing_sample"),
    fixed("loans", "eligibility"),
    fixed("loans", "interest"),
    fixed("loans", "liquidation"),
    fixed("loans", "processing"),
    fixed("loans", "risk_rate"),
    fixed("loans", "settle_days"),
    // Copy trading.
    now("follow", "trader_identity_level", Kind::Int(0, 2)),
    now("follow", "trader_min_closed", Kind::Int(0, 100_000)),
    now("follow", "follow_limit", Kind::Int(1, 100)),
    now("follow", "max_number", Kind::Int(1, 100)),
    fixed("follow", "copy_size"),
    fixed("follow", "demo_strategy"),
    fixed("follow", "profit_share"),
    // P2P and quick buy.
    now("otc", "appeal_minutes", Kind::Int(1, 1_440)),
    now("otc", "deposit", amount("0", "1000000000")),
    fixed("otc", "fee"),
    fixed("otc", "disputes"),
    fixed("otc", "price"),
    fixed("otc", "ratings"),
    fixed("otc", "requirements"),
    fixed("otc", "timeout"),
    now("quickbuy", "spread", percent("0", "20")),
    now("quickbuy", "quote_seconds", Kind::Int(10, 3_600)),
    now("quickbuy", "pay_minutes", Kind::Int(1, 1_440)),
    now("quickbuy", "bank_days", Kind::Text(100)),
    fixed("quickbuy", "assets"),
    fixed("quickbuy", "price"),
    // Support and chat: the limits are the code's own.
    fixed("support", "rate_limit"),
    fixed("support", "text_chars"),
    fixed("chat", "rate_limit"),
    fixed("chat", "text_chars"),
    fixed("chat", "rooms"),
    // Quiz: each round keeps the fee it was created with, which stays below the whole pool.
    Spec {
        product: "quiz",
        key: "fee",
        kind: percent_below("0", "100"),
        scope: Scope::Opened("rounds"),
    },
    now("quiz", "min_bet", amount("0.01", "1000000000")),
    now("quiz", "max_bet", amount("0.01", "1000000000")),
    fixed("quiz", "question"),
    fixed("quiz", "payout"),
    fixed("quiz", "refund"),
    // Referral, VIP, coupons.
    now("referral", "rebate_share", percent("0", "100")),
    fixed("referral", "levels"),
    fixed("referral", "fees"),
    fixed("referral", "same_person"),
    now("vip", "l*_volume", amount("0.00000001", "10000000000")),
    now("vip", "l*_holdings", amount("0.00000001", "10000000000")),
    now("vip", "l*_discount", Kind::Int(0, 100)),
    now("vip", "l*_withdraw_btc_per_24h", amount("0", "1000000")),
    now("vip", "loan_level", Kind::Int(1, 5)),
    fixed("vip", "level"),
    now("coupons", "new_account_days", Kind::Int(1, 3_650)),
    fixed("coupons", "fee"),
    fixed("coupons", "trial"),
    fixed("coupons", "boost"),
    // NFT marketplace: fee, royalty, margin and pay-by hours are fixed on a listing when it starts (ADR 71).
    now("nft", "currencies", Kind::Ints(1, 1_000_000)),
    listing_term("fee", percent("0", "50")),
    listing_term("royalty", percent("0", "50")),
    listing_term("resale_margin", percent("0.0001", "100")),
    listing_term("pay_hours", Kind::Int(1, 720)),
    fixed("nft", "draw"),
    fixed("nft", "forfeit"),
    fixed("nft", "bid_backing"),
    fixed("nft", "listing_terms"),
    fixed("nft", "seed"),
    // Operators' money moves and proofs of liabilities (ADRs 68, 73).
    now("funds", "adjust_review_above", Kind::Check(review_amounts)),
    // Chain deposits: a sighting keeps the confirmations and minimum of its first sight (ADR 82).
    now("chain", "confirmations_*", Kind::Int(1, 10_000)),
    now("chain", "min_deposit_*", amount("0", "1000000000")),
    fixed("otc", "price_check"),
    fixed("otc", "cancel"),
    fixed("liabilities", "schedule"),
    fixed("liabilities", "scope"),
    fixed("liabilities", "signature"),
];

/// Pairs whose low value may not pass the high one.
pub static ORDERS: &[Order] = &[
    Order {
        product: "account",
        low: "password_min_length",
        high: "password_max_length",
    },
    Order {
        product: "lever",
        low: "min_lots",
        high: "max_lots",
    },
    Order {
        product: "lever",
        low: "max_lots",
        high: "max_lots_user",
    },
    Order {
        product: "micro",
        low: "min_stake",
        high: "max_stake",
    },
    Order {
        product: "micro",
        low: "max_stake",
        high: "max_open_stake_user",
    },
    Order {
        product: "micro",
        low: "max_open_stake_user",
        high: "max_open_stake_product",
    },
    Order {
        product: "quiz",
        low: "min_bet",
        high: "max_bet",
    },
];

#[cfg(test)]
mod tests {
    use super::super::spec::{Scope, accepts, find};

    fn takes(product: &str, key: &str, value: &str) -> bool {
        find(product, key).is_some_and(|s| accepts(&s.kind, value))
    }

    #[test]
    fn nft_listing_terms_keep_a_sale_paying_its_seller_and_a_winner_time_to_pay() {
        for (key, value) in [
            ("pay_hours", "0"),
            ("pay_hours", "721"),
            ("fee", "50.0001"),
            ("royalty", "100"),
            ("resale_margin", "0"),
        ] {
            assert!(!takes("nft", key, value), "{key} = {value}");
        }
        for (key, value) in [
            ("pay_hours", "1"),
            ("fee", "2.5"),
            ("royalty", "50"),
            ("resale_margin", "100"),
        ] {
            assert!(takes("nft", key, value), "{key} = {value}");
        }
        assert_eq!(
            find("nft", "pay_hours").map(|s| s.scope),
            Some(Scope::Opened("listings"))
        );
    }

    #[test]
    fn review_amounts_name_each_asset_or_all_others_with_an_amount() {
        assert!(takes("funds", "adjust_review_above", "USDT:10000,USDC:10000,*:0"));
        assert!(!takes("funds", "adjust_review_above", "USDT:-1"));
        assert!(!takes("funds", "adjust_review_above", "USDT"));
        assert!(!takes("funds", "adjust_review_above", "US DT:1"));
        assert!(takes("market", "index_max_age_seconds", "10"));
        assert!(!takes("market", "index_max_age_seconds", "0"));
    }
}
