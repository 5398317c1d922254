//! OTC rules and views: prices, fiat totals, payment methods, merchants' records and what each party sees. The
//! money moves live in `orders` (escrow, release, return) and `back_office` (deposits, decisions).

use super::{
    dto::{
        OtcAdView, OtcChatMessage, OtcConfig, OtcCurrency, OtcDispute, OtcFiat, OtcMerchantView,
        OtcOrderView, OtcParty, OtcPayee, OtcRules,
    },
    repo::{self, AdRow, MerchantRow, MessageRow, OrderRow, Record},
};
pub use crate::features::account::service::shown_name;
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::{fiat, payees::dto::DomesticCard, site},
    i18n::{self, Lang},
    ids::{AssetId, UserId},
    ledger::{self, catalogue::AssetRow},
    loans,
    money::{self, Scale},
    rules,
};

/// Fiat prices and amounts have cents.
pub const FIAT: Scale = Scale::new(2);
/// Margins travel as percent with up to four decimals.
pub const MARGIN: Scale = Scale::new(4);
pub const MARGIN_MAX_PPM: i64 = 200_000;
pub const METHODS: [&str; 3] = ["bank", "alipay", "wechat"];
pub const WINDOW_MINUTES: (i64, i64) = (10, 120);
pub const MINUTE_MS: i64 = 60_000;

pub mod status {
    pub const UNPAID: i64 = 0;
    pub const PAID: i64 = 1;
    pub const DISPUTED: i64 = 2;
    pub const COMPLETED: i64 = 3;
    pub const CANCELLED: i64 = 4;
}

/// The published rules the calls apply, read from the rules table (product `otc`).
#[derive(Debug, Clone)]
pub struct Published {
    pub deposit: i64,
    pub appeal_minutes: i64,
    pub requirements: String,
}

pub async fn published(app: &AppState) -> Result<Published, AppError> {
    let rows = rules::list(&app.db, Some("otc")).await?;
    let value = |key: &str| {
        rows.iter()
            .find(|r| r.key == key)
            .map(|r| r.value.clone())
            .unwrap_or_default()
    };
    Ok(Published {
        deposit: money::parse(&value("deposit"), Scale::USDT).unwrap_or(500 * loans::ONE_USDT),
        appeal_minutes: value("appeal_minutes").parse().unwrap_or(15),
        requirements: value("requirements"),
    })
}

/// Parts per million of one: a fiat rate of 7.12 is 7 120 000.
fn rate_micro(rate: &str) -> Option<i64> {
    money::parse(rate, Scale::new(6)).filter(|r| *r > 0)
}

/// A floating price in cents: the index (USDT minor units per coin) × the fiat rate × (1 + margin), rounded up
/// when users buy from the ad and down when they sell to it.
pub fn floating_price(index: i64, rate_micro: i64, margin_ppm: i64, up: bool) -> Option<i64> {
    let numerator = i128::from(index) * i128::from(rate_micro) * i128::from(1_000_000 + margin_ppm);
    // index has 8 decimals, the rate and the margin 6 each; cents have 2.
    let denominator: i128 = 100_000_000 * 1_000_000 * 1_000_000 / 100;
    let cents = if up {
        (numerator + denominator - 1) / denominator
    } else {
        numerator / denominator
    };
    i64::try_from(cents).ok().filter(|c| *c > 0)
}

/// What `amount` coins cost at `price` cents per coin, in cents, rounded up (the buyer pays it).
pub fn fiat_of(amount: i64, scale: Scale, price: i64) -> Option<i64> {
    let unit = i128::from(scale.unit());
    i64::try_from((i128::from(amount) * i128::from(price) + unit - 1) / unit).ok()
}

/// Reads a comma list of payment methods: known ones, each once, at least one.
pub fn parse_methods(text: &str) -> Result<Vec<&'static str>, AppError> {
    let mut out: Vec<&'static str> = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let known = METHODS
            .iter()
            .find(|m| **m == part)
            .ok_or(AppError::field("methods"))?;
        if !out.contains(known) {
            out.push(known);
        }
    }
    if out.is_empty() {
        return Err(AppError::field("methods"));
    }
    Ok(out)
}

/// The seller's details for one method, or `None` when the method is not filled in.
pub fn payee_for(card: &DomesticCard, method: &str) -> Option<OtcPayee> {
    let filled = |s: &str| !s.trim().is_empty();
    let payee = match method {
        "bank" if filled(&card.bank_account) && filled(&card.bank_name) => OtcPayee {
            real_name: card.real_name.clone(),
            bank_name: card.bank_name.clone(),
            bank_account: card.bank_account.clone(),
            ..OtcPayee::default()
        },
        "alipay" if filled(&card.alipay_account) => OtcPayee {
            real_name: card.real_name.clone(),
            alipay_account: card.alipay_account.clone(),
            ..OtcPayee::default()
        },
        "wechat" if filled(&card.wechat_account) => OtcPayee {
            real_name: card.real_name.clone(),
            wechat_account: card.wechat_account.clone(),
            ..OtcPayee::default()
        },
        _ => return None,
    };
    Some(payee)
}

/// Completed over closed orders, percent with two decimals; "" before any closed order.
pub fn completion_rate(r: &Record) -> String {
    let closed = r.completed + r.failed;
    if closed == 0 {
        return String::new();
    }
    money::format(r.completed * 10_000 / closed, Scale::new(2))
}

/// The average rating with two decimals; "" when none.
pub fn average_rating(r: &Record) -> String {
    if r.ratings == 0 {
        return String::new();
    }
    money::format(r.rating_sum * 100 / r.ratings, Scale::new(2))
}

/// When a paid order may be disputed; 0 when it was never paid.
pub fn appeal_at(paid_at: Option<i64>, appeal_minutes: i64) -> i64 {
    paid_at.map_or(0, |p| p + appeal_minutes * MINUTE_MS)
}

/// The assets OTC trades: the legal ones with a price at the index.
pub fn tradable(app: &AppState, assets: &[AssetRow]) -> Vec<AssetRow> {
    assets
        .iter()
        .filter(|a| a.is_legal == 1 && loans::price_of(&app.market, a.id).is_some())
        .cloned()
        .collect()
}

pub fn asset_of(assets: &[AssetRow], id: AssetId) -> Result<&AssetRow, AppError> {
    assets
        .iter()
        .find(|a| a.id == id)
        .ok_or(AppError::field("currency"))
}

/// The fiat currencies and their rates (units per US dollar).
pub async fn fiats(app: &AppState) -> Result<Vec<OtcFiat>, AppError> {
    Ok(fiat::service::rates(app)
        .await?
        .list
        .into_iter()
        .map(|r| OtcFiat {
            code: r.currency_code,
            rate: r.rate,
        })
        .collect())
}

pub async fn config(app: &AppState) -> Result<OtcConfig, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let p = published(app).await?;
    Ok(OtcConfig {
        currencies: tradable(app, &assets)
            .into_iter()
            .map(|a| OtcCurrency {
                price: loans::price_of(&app.market, a.id)
                    .map(|p| money::format(p, Scale::USDT))
                    .unwrap_or_default(),
                currency_id: a.id,
                currency_name: a.symbol,
                currency_logo: a.logo,
            })
            .collect(),
        fiats: fiats(app).await?,
        methods: METHODS.to_vec(),
        rules: OtcRules {
            deposit_currency: "USDT".into(),
            deposit: money::format(p.deposit, Scale::USDT),
            appeal_minutes: p.appeal_minutes,
            window_min: WINDOW_MINUTES.0,
            window_max: WINDOW_MINUTES.1,
            margin_max: money::format(MARGIN_MAX_PPM, MARGIN),
            fee: "0".into(),
            requirements: p.requirements,
        },
    })
}

/// An ad's price in cents now: fixed, or floating at the index and the fiat rate; `None` without either.
pub fn price_now(app: &AppState, ad: &AdRow, fiats: &[OtcFiat]) -> Option<i64> {
    if ad.price_type == 0 {
        return Some(ad.price);
    }
    let index = loans::price_of(&app.market, ad.asset_id)?;
    let rate = fiats
        .iter()
        .find(|f| f.code == ad.fiat)
        .and_then(|f| rate_micro(&f.rate))?;
    floating_price(index, rate, ad.margin_ppm, ad.side == 1)
}

pub async fn merchant_view(app: &AppState, lang: Lang, m: &MerchantRow) -> Result<OtcMerchantView, AppError> {
    let offset = site::service::display_offset(app).await?;
    let record = repo::record(&app.db, m.user_id).await?;
    Ok(OtcMerchantView {
        user_id: m.user_id,
        name: i18n::demo::shown(&m.name, lang),
        completed: record.completed,
        completion_rate: completion_rate(&record),
        rating: average_rating(&record),
        ratings: record.ratings,
        since: clock::display(m.applied_at, offset),
        since_ts: m.applied_at,
    })
}

pub async fn ad_view(
    app: &AppState,
    lang: Lang,
    ad: &AdRow,
    (assets, fiats): (&[AssetRow], &[OtcFiat]),
) -> Result<OtcAdView, AppError> {
    let a = asset_of(assets, ad.asset_id)?;
    let m = repo::merchant(&app.db, ad.user_id)
        .await?
        .ok_or(ErrorCode::NotFound)?;
    let offset = site::service::display_offset(app).await?;
    Ok(OtcAdView {
        id: ad.id,
        side: ad.side,
        currency_id: a.id,
        currency_name: a.symbol.clone(),
        fiat: ad.fiat.clone(),
        price_type: ad.price_type,
        price: price_now(app, ad, fiats)
            .map(|p| money::format(p, FIAT))
            .unwrap_or_default(),
        margin: if ad.price_type == 1 {
            money::format(ad.margin_ppm, MARGIN)
        } else {
            String::new()
        },
        total: money::format(ad.total, a.scale),
        remaining: money::format(ad.remaining, a.scale),
        min: money::format(ad.min_fiat, FIAT),
        max: money::format(ad.max_fiat, FIAT),
        methods: ad.methods.split(',').map(str::to_string).collect(),
        window: ad.window_minutes,
        remark: i18n::demo::shown(&ad.remark, lang),
        status: ad.status,
        merchant: merchant_view(app, lang, &m).await?,
        created_at: clock::display(ad.created_at, offset),
        created_at_ts: ad.created_at,
    })
}

async fn party(app: &AppState, id: UserId) -> Result<OtcParty, AppError> {
    let name = match repo::merchant(&app.db, id).await? {
        Some(m) if m.status == 1 => m.name,
        _ => repo::names(&app.db, &[id])
            .await?
            .first()
            .map(|(_, nick, account)| shown_name(nick, account))
            .unwrap_or_default(),
    };
    Ok(OtcParty { user_id: id, name })
}

/// An order as `reader` sees it (0 for operators, who see both sides).
pub async fn order_view(app: &AppState, o: &OrderRow, reader: i64) -> Result<OtcOrderView, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let a = asset_of(&assets, o.asset_id)?;
    let offset = site::service::display_offset(app).await?;
    let appeal_minutes = published(app).await?.appeal_minutes;
    let shown = |ts: Option<i64>| ts.map(|t| clock::display(t, offset)).unwrap_or_default();
    let role = if reader == o.buyer_id.0 {
        "buyer"
    } else if reader == o.seller_id.0 {
        "seller"
    } else {
        ""
    };
    let side = repo::ad(&app.db, o.ad_id).await?.map_or(1, |ad| ad.side);
    Ok(OtcOrderView {
        id: o.id,
        ad_id: o.ad_id,
        side,
        role: role.into(),
        currency_id: a.id,
        currency_name: a.symbol.clone(),
        fiat: o.fiat.clone(),
        price: money::format(o.price, FIAT),
        amount: money::format(o.amount, a.scale),
        fiat_amount: money::format(o.fiat_amount, FIAT),
        method: o.method.clone(),
        payee: serde_json::from_str(&o.payee).unwrap_or_default(),
        buyer: party(app, o.buyer_id).await?,
        seller: party(app, o.seller_id).await?,
        merchant_id: o.merchant_id,
        status: o.status,
        cancel_reason: o.cancel_reason.clone(),
        voucher: o.voucher.clone(),
        pay_by: clock::display(o.pay_by, offset),
        pay_by_ts: o.pay_by,
        paid_at: shown(o.paid_at),
        paid_at_ts: o.paid_at.unwrap_or(0),
        appeal_at_ts: appeal_at(o.paid_at, appeal_minutes),
        closed_at: shown(o.closed_at),
        closed_at_ts: o.closed_at.unwrap_or(0),
        dispute: o.dispute_at.map(|at| OtcDispute {
            opened_by: o.dispute_by.unwrap_or(0),
            reason: o.dispute_reason.clone(),
            opened_at: clock::display(at, offset),
            opened_at_ts: at,
            outcome: o.outcome.clone(),
            outcome_reason: o.outcome_reason.clone(),
            decided_at: shown(o.decided_at),
            decided_at_ts: o.decided_at.unwrap_or(0),
        }),
        rating: o.rating,
        created_at: clock::display(o.created_at, offset),
        created_at_ts: o.created_at,
    })
}

pub async fn message_view(app: &AppState, m: &MessageRow) -> Result<OtcChatMessage, AppError> {
    let offset = site::service::display_offset(app).await?;
    let sender_name = if m.sender > 0 {
        party(app, UserId(m.sender)).await?.name
    } else {
        String::new()
    };
    Ok(OtcChatMessage {
        id: m.id,
        order_id: m.order_id,
        sender: m.sender,
        sender_name,
        kind: m.kind.clone(),
        content: m.content.clone(),
        created_at: clock::display(m.created_at, offset),
        created_at_ts: m.created_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_floating_price_is_the_index_times_the_rate_and_margin_rounded_against_the_user() {
        // 95 000 USDT at 7.12 CNY per dollar and +1 %: 683 164 CNY exactly.
        let index = 95_000 * 100_000_000;
        assert_eq!(floating_price(index, 7_120_000, 10_000, true), Some(68_316_400));
        // 1.0001 USDT at 1 USD, −0.5 %: 0.99509950 USD, up to 1.00 when users buy and down to 0.99 when they sell.
        assert_eq!(floating_price(100_010_000, 1_000_000, -5_000, true), Some(100));
        assert_eq!(floating_price(100_010_000, 1_000_000, -5_000, false), Some(99));
    }

    #[test]
    fn the_buyer_pays_the_fiat_total_rounded_up_to_the_cent() {
        // 0.333 USDT at 7.12: 2.37096 → 2.38.
        assert_eq!(fiat_of(33_300_000, Scale::USDT, 712), Some(238));
        assert_eq!(fiat_of(100_000_000, Scale::USDT, 712), Some(712));
    }

    #[test]
    fn payment_methods_are_known_ones_each_once_and_at_least_one() {
        assert_eq!(
            parse_methods("bank, wechat,bank").ok(),
            Some(vec!["bank", "wechat"])
        );
        assert!(parse_methods("").is_err());
        assert!(parse_methods("bank,paypal").is_err());
    }

    #[test]
    fn a_method_counts_only_when_the_seller_filled_it_in() {
        let card = DomesticCard {
            real_name: "Li Lei".into(),
            bank_name: "Bank".into(),
            bank_account: "6222".into(),
            ..DomesticCard::default()
        };
        assert_eq!(
            payee_for(&card, "bank").map(|p| p.bank_account),
            Some("6222".into())
        );
        assert!(payee_for(&card, "alipay").is_none());
        assert!(payee_for(&card, "paypal").is_none());
    }

    #[test]
    fn completion_rate_and_rating_come_from_closed_and_rated_orders_only() {
        let none = Record::default();
        assert_eq!(
            (completion_rate(&none), average_rating(&none)),
            (String::new(), String::new())
        );
        let r = Record {
            completed: 2,
            failed: 1,
            rating_sum: 9,
            ratings: 2,
        };
        assert_eq!(
            (completion_rate(&r), average_rating(&r)),
            ("66.66".into(), "4.50".into())
        );
    }

    #[test]
    fn a_dispute_opens_the_published_minutes_after_payment_and_never_before_it() {
        assert_eq!(appeal_at(None, 15), 0);
        assert_eq!(appeal_at(Some(1_000), 15), 1_000 + 15 * MINUTE_MS);
    }

    #[test]
    fn a_party_is_shown_by_nickname_or_a_masked_account() {
        assert_eq!(shown_name("Trader", "a@b.c"), "Trader");
        assert_eq!(shown_name("", "alice@example.com"), "a***@example.com");
    }
}
