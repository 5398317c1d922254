//! The nine languages (API-CONTRACT §1) and every text the server sends in them. Texts live in
//! `locales/<lang>.toml`, one file per language with identical keys; zh is the fallback.

use std::{collections::HashMap, sync::LazyLock};

use serde::Deserialize;

pub mod demo;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    Zh,
    Hk,
    En,
    Fra,
    Spa,
    Ja,
    Th,
    Kor,
    Vn,
}

impl Lang {
    pub const ALL: [Lang; 9] = [
        Lang::Zh,
        Lang::Hk,
        Lang::En,
        Lang::Fra,
        Lang::Spa,
        Lang::Ja,
        Lang::Th,
        Lang::Kor,
        Lang::Vn,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Lang::Zh => "zh",
            Lang::Hk => "hk",
            Lang::En => "en",
            Lang::Fra => "fra",
            Lang::Spa => "spa",
            Lang::Ja => "ja",
            Lang::Th => "th",
            Lang::Kor => "kor",
            Lang::Vn => "vn",
        }
    }

    /// Reads a language code or one of its aliases (`zh-cn`, `zh-tw`, `jp`, `ko`, `vi`, `fr`, `es`, ...).
    pub fn parse(value: &str) -> Option<Lang> {
        let v = value.trim().to_ascii_lowercase().replace('_', "-");
        Some(match v.as_str() {
            "zh" | "zh-cn" | "zh-hans" | "cn" => Lang::Zh,
            "hk" | "zh-tw" | "zh-hk" | "tw" | "zh-hant" => Lang::Hk,
            // Portuguese has no texts of its own; it reads English (ADR 75).
            "en" | "en-us" | "en-gb" | "pt" | "pt-br" | "pt-pt" => Lang::En,
            "fra" | "fr" | "fr-fr" => Lang::Fra,
            "spa" | "es" | "es-es" => Lang::Spa,
            "ja" | "jp" | "ja-jp" => Lang::Ja,
            "th" | "th-th" => Lang::Th,
            "kor" | "ko" | "kr" | "ko-kr" => Lang::Kor,
            "vn" | "vi" | "vi-vn" => Lang::Vn,
            _ => return None,
        })
    }

    /// Maps an `Accept-Language` header: the first listed language Mercato speaks, trying each tag whole and then
    /// its primary subtag; English when it lists only others (ADR 75).
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let tags: Vec<&str> = header
            .split(',')
            .map(|part| part.split(';').next().unwrap_or("").trim())
            .filter(|tag| !tag.is_empty() && *tag != "*")
            .collect();
        tags.iter()
            .find_map(|tag| Lang::parse(tag).or_else(|| Lang::parse(tag.split('-').next().unwrap_or(""))))
            .or_else(|| (!tags.is_empty()).then_some(Lang::En))
    }
}

#[derive(Deserialize)]
struct LocaleFile {
    errors: HashMap<String, String>,
    texts: HashMap<String, String>,
}

/// The locale files as shipped, by language code.
pub const LOCALE_SOURCES: [(&str, &str); 9] = [
    ("zh", include_str!("../../locales/zh.toml")),
    ("hk", include_str!("../../locales/hk.toml")),
    ("en", include_str!("../../locales/en.toml")),
    ("fra", include_str!("../../locales/fra.toml")),
    ("spa", include_str!("../../locales/spa.toml")),
    ("ja", include_str!("../../locales/ja.toml")),
    ("th", include_str!("../../locales/th.toml")),
    ("kor", include_str!("../../locales/kor.toml")),
    ("vn", include_str!("../../locales/vn.toml")),
];

static LOCALES: LazyLock<HashMap<&'static str, LocaleFile>> = LazyLock::new(|| {
    LOCALE_SOURCES
        .iter()
        .filter_map(|(code, text)| match toml::from_str::<LocaleFile>(text) {
            Ok(file) => Some((*code, file)),
            Err(err) => {
                tracing::error!(lang = code, %err, "locale file does not parse");
                None
            }
        })
        .collect()
});

fn lookup(lang: Lang, pick: fn(&LocaleFile) -> &HashMap<String, String>, key: &str) -> Option<&'static str> {
    let find = |code: &str| {
        LOCALES
            .get(code)
            .and_then(|f| pick(f).get(key))
            .map(String::as_str)
    };
    find(lang.code()).or_else(|| find(Lang::Zh.code()))
}

/// The message of an error code in `lang` (zh when missing there), with `{name}` placeholders filled.
pub fn error_text(lang: Lang, code: &str, args: &[(&str, &str)]) -> String {
    fill(lookup(lang, |f| &f.errors, code).unwrap_or(code), args)
}

/// A success or notification text in `lang` (zh when missing there), with `{name}` placeholders filled.
pub fn text(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    fill(lookup(lang, |f| &f.texts, key).unwrap_or(key), args)
}

fn fill(template: &str, args: &[(&str, &str)]) -> String {
    args.iter().fold(template.to_string(), |acc, (name, value)| {
        acc.replace(&format!("{{{name}}}"), value)
    })
}

/// Keys of the `[texts]` table every locale must have.
pub const TEXT_KEYS: &[&str] = &[
    "code_sent",
    "quiz_question",
    "code_valid",
    "registered",
    "logged_out",
    "password_reset",
    "password_changed",
    "pay_password_set",
    "mobile_bound",
    "email_bound",
    "saved",
    "totp_disabled",
    "nft_bought",
    "nft_margin_paid",
    "nft_bid_placed",
    "nft_paid",
    "nft_listed",
    "nft_collected",
    "nft_uncollected",
    "nft_read",
    "nft_artist_applied",
    "code_subject",
    "code_body",
    "code_sms",
    "identity_submitted",
    "marked_read",
    "mail_password_changed_title",
    "mail_password_changed_body",
    "mail_pay_password_set_title",
    "mail_pay_password_set_body",
    "mail_mobile_bound_title",
    "mail_mobile_bound_body",
    "mail_email_bound_title",
    "mail_email_bound_body",
    "mail_identity_submitted_title",
    "mail_identity_submitted_body",
    "mail_identity_approved_title",
    "mail_identity_approved_body",
    "mail_identity_rejected_title",
    "mail_identity_rejected_body",
    "mail_trader_approved_title",
    "mail_trader_approved_body",
    "mail_trader_rejected_title",
    "mail_trader_rejected_body",
    "mail_trader_stopped_title",
    "mail_trader_stopped_body",
    "mail_copy_skipped_minimum_title",
    "mail_copy_skipped_minimum_body",
    "mail_copy_skipped_cap_title",
    "mail_copy_skipped_cap_body",
    "mail_copy_skipped_margin_title",
    "mail_copy_skipped_margin_body",
    "mail_loan_approved_title",
    "mail_loan_approved_body",
    "mail_loan_rejected_title",
    "mail_loan_rejected_body",
    "mail_loan_liquidated_title",
    "mail_loan_liquidated_body",
    "mail_support_reply_title",
    "mail_support_reply_body",
    "mail_deposit_credited_title",
    "mail_deposit_credited_body",
    "mail_deposit_seen_title",
    "mail_deposit_seen_body",
    "mail_deposit_below_minimum_title",
    "mail_deposit_below_minimum_body",
    "mail_totp_enabled_title",
    "mail_totp_enabled_body",
    "mail_totp_disabled_title",
    "mail_totp_disabled_body",
    "mail_totp_reset_title",
    "mail_totp_reset_body",
    "mail_withdrawal_done_title",
    "mail_withdrawal_done_body",
    "mail_withdrawal_returned_title",
    "mail_withdrawal_returned_body",
    "transferred",
    "ledger_deposit",
    "ledger_withdraw_request",
    "ledger_withdraw_done",
    "ledger_withdraw_returned",
    "ledger_transfer",
    "ledger_faucet",
    "ledger_adjustment",
    "ledger_other",
    "ok",
    "order_placed",
    "order_cancelled",
    "favourite_removed",
    "converted",
    "ledger_spot_freeze",
    "ledger_spot_trade",
    "ledger_spot_release",
    "ledger_convert",
    "ledger_micro_stake",
    "ledger_micro_settle",
    "micro_up",
    "micro_down",
    "micro_status_1",
    "micro_status_3",
    "micro_win",
    "micro_loss",
    "micro_refund",
    "micro_formula",
    "ledger_lever_open",
    "ledger_lever_close",
    "ledger_lever_overnight",
    "ledger_lock_deposit",
    "ledger_lock_interest",
    "ledger_lock_return",
    "ledger_lock_redeem",
    "ledger_earn_reserve_fund",
    "ledger_earn_reserve_withdraw",
    "lock_deposited",
    "lock_redeemed",
    "trader_applied",
    "ledger_ieo_mint",
    "ledger_ieo_subscribe",
    "ledger_ieo_allocate",
    "ledger_ieo_release",
    "ieo_subscribed",
    "ledger_dual_buy",
    "ledger_dual_settle",
    "ledger_dual_refund",
    "ledger_dual_reserve_fund",
    "ledger_dual_reserve_withdraw",
    "ledger_loan_pledge",
    "ledger_loan_release",
    "ledger_loan_disburse",
    "ledger_loan_repay",
    "ledger_loan_interest",
    "ledger_loan_liquidate",
    "ledger_lending_fund",
    "ledger_lending_withdraw",
    "ledger_otc_deposit_freeze",
    "ledger_otc_deposit_return",
    "ledger_otc_escrow",
    "ledger_otc_release",
    "ledger_otc_return",
    "ledger_quickbuy_credit",
    "ledger_quickbuy_fund",
    "ledger_quickbuy_withdraw",
    "ledger_quiz_bet",
    "ledger_quiz_payout",
    "ledger_quiz_refund",
    "ledger_quiz_fee",
    "ledger_referral_rebate",
    "ledger_coupon_use",
    "ledger_marketing_fund",
    "ledger_marketing_withdraw",
    "ledger_lock_boost",
    "ledger_nft_sale",
    "ledger_nft_margin",
    "ledger_nft_margin_release",
    "ledger_nft_margin_forfeit",
    "ledger_nft_auction_pay",
    "dual_bought",
    "lever_long",
    "lever_short",
    "lever_status_0",
    "lever_status_1",
    "lever_status_2",
    "lever_status_3",
    "lever_status_4",
    "lever_submitted",
    "position_closed",
    "stops_set",
    "positions_closed",
    "withdrawal_submitted",
    "deposit_submitted",
    "withdraw_status_1",
    "withdraw_status_2",
    "withdraw_status_3",
    "deposit_status_1",
    "deposit_status_2",
    "deposit_status_3",
    "chain_status_1",
    "chain_status_2",
    "chain_status_3",
    "bank_field_real_name",
    "bank_field_card_number",
    "bank_field_bank",
    "bank_field_branch",
    "bank_field_swift",
    "bank_field_iban",
    "bank_field_aba",
    "bank_field_province_city",
    "bank_field_phone",
    "bank_field_cardholder_address",
    "demo_lock_usdt_7",
    "demo_lock_usdt_30",
    "demo_lock_btc_15",
    "demo_lock_eth_15",
    "demo_dual_btc_call_3d",
    "demo_dual_btc_put_3d",
    "demo_dual_eth_call_7d",
    "demo_dual_eth_put_7d",
    "demo_dual_btc_call_5m",
    "demo_ieo_aurora",
    "demo_ieo_borealis",
    "demo_ieo_aurora_summary",
    "demo_ieo_borealis_summary",
    "demo_p2p_merchant",
    "demo_p2p_remark",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_map_to_the_nine_languages() {
        for (alias, lang) in [
            ("zh-cn", Lang::Zh),
            ("zh-TW", Lang::Hk),
            ("tw", Lang::Hk),
            ("zh-hk", Lang::Hk),
            ("jp", Lang::Ja),
            ("ko", Lang::Kor),
            ("kr", Lang::Kor),
            ("vi", Lang::Vn),
            ("fr", Lang::Fra),
            ("es", Lang::Spa),
            ("en", Lang::En),
            ("pt", Lang::En),
            ("pt-BR", Lang::En),
        ] {
            assert_eq!(Lang::parse(alias), Some(lang), "{alias}");
        }
        assert_eq!(Lang::parse("klingon"), None);
    }

    #[test]
    fn accept_language_takes_the_first_language_mercato_speaks() {
        assert_eq!(
            Lang::from_accept_language("de-DE,de;q=0.9,ja;q=0.8"),
            Some(Lang::Ja)
        );
        assert_eq!(Lang::from_accept_language("en-AU,en;q=0.9"), Some(Lang::En));
        assert_eq!(
            Lang::from_accept_language("de"),
            Some(Lang::En),
            "only others: English"
        );
        assert_eq!(Lang::from_accept_language("pt-BR,pt;q=0.9"), Some(Lang::En));
    }

    #[test]
    fn every_locale_file_parses_and_has_every_text_key() {
        for (code, source) in LOCALE_SOURCES {
            let file: LocaleFile = toml::from_str(source).unwrap_or_else(|e| panic!("{code}: {e}"));
            for key in TEXT_KEYS {
                assert!(file.texts.contains_key(*key), "locale {code} lacks text {key}");
            }
            assert_eq!(
                file.texts.len(),
                TEXT_KEYS.len(),
                "locale {code} has texts the server never sends"
            );
        }
    }

    #[test]
    fn placeholders_are_filled_and_missing_keys_fall_back_to_the_key() {
        let body = text(
            Lang::En,
            "code_body",
            &[("site", "Mercato"), ("code", "123456"), ("minutes", "10")],
        );
        assert!(
            body.contains("123456") && body.contains("Mercato") && !body.contains('{'),
            "{body}"
        );
        assert_eq!(text(Lang::En, "no_such_key", &[]), "no_such_key");
    }
}
