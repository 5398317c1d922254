//! Quick buy's rules and calls: a quote locks index × the country's rate × (1 + spread) for a published time; an
//! order of the quote reserves its coins from the funded `quickbuy` reserve and is paid by a bank transfer that
//! finance confirms, or by the provider's signed webhook; unpaid orders cancel at `pay_by`. Crediting is one
//! ledger posting per order, keyed by the order, so no path can pay it twice.

use rand::Rng;

use super::{
    dto::{
        OrderInput, QuickBuyConfig, QuickBuyCountry, QuickBuyCurrency, QuickBuyQuote, QuickBuyRules,
        QuickOrderView, QuickPayer, QuickReceiving, QuoteInput,
    },
    repo::{self, CountryRow, NewOrder, NewQuote, OrderRow},
};
use crate::{
    app::AppState,
    clock,
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    features::{otc::service::floating_price, reserve, site, upload, wallet},
    http::pager::Pager,
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    loans, money,
    money::Scale,
    rules,
};

pub const FIAT: Scale = Scale::new(2);
pub const METHODS: [&str; 3] = ["bank", "card", "wallet"];
pub const ASSETS: [&str; 3] = ["USDT", "BTC", "ETH"];
pub const FIELD_CHARS: usize = 100;

/// The quick buy reserve (`quickbuy`), one account per asset.
pub const RESERVE: reserve::Reserve = reserve::Reserve {
    role: SystemRole::QuickBuy,
    fund: (TxKind::QuickBuyFund, "quickbuy.reserve.fund"),
    withdraw: (TxKind::QuickBuyWithdraw, "quickbuy.reserve.withdraw"),
};

pub mod status {
    pub const TO_PAY: i64 = 0;
    pub const REVIEW: i64 = 1;
    pub const PAID: i64 = 2;
    pub const CANCELLED: i64 = 3;
    pub const REJECTED: i64 = 4;
}

/// The published rules in force (product `quickbuy`).
#[derive(Debug, Clone)]
pub struct Published {
    pub spread_ppm: i64,
    pub quote_seconds: i64,
    pub pay_minutes: i64,
    pub bank_days: String,
}

pub async fn published(db: &Db) -> Result<Published, AppError> {
    let rows = rules::list(db, Some("quickbuy")).await?;
    let value = |key: &str| {
        rows.iter()
            .find(|r| r.key == key)
            .map(|r| r.value.clone())
            .unwrap_or_default()
    };
    Ok(Published {
        spread_ppm: money::parse(&value("spread"), Scale::new(4)).unwrap_or(15_000),
        quote_seconds: value("quote_seconds").parse().unwrap_or(120),
        pay_minutes: value("pay_minutes").parse().unwrap_or(30),
        bank_days: value("bank_days"),
    })
}

/// Reads a whole fiat amount within a country's limits (SPEC §5: a minimum, and an integer).
pub fn check_amount(text: &str, min: i64, max: i64) -> Result<i64, AppError> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(AppError::field("amount"));
    }
    text.parse::<i64>()
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(AppError::field("amount"))
}

/// What `amount` whole fiat units buy at `price` cents per coin, rounded down (the user receives it).
pub fn receive_of(amount: i64, price: i64, scale: Scale) -> Option<i64> {
    if price <= 0 {
        return None;
    }
    let minor = i128::from(amount) * 100 * i128::from(scale.unit()) / i128::from(price);
    i64::try_from(minor).ok().filter(|v| *v > 0)
}

/// Checks the payer's fields: a bank transfer needs all but the tax id and bank address; card and wallet the
/// names and e-mail. Every field has at most 100 characters.
pub fn check_payer(p: &QuickPayer, method: &str) -> Result<(), AppError> {
    let fields: [(&'static str, &str, bool); 10] = [
        ("first_name", &p.first_name, true),
        ("last_name", &p.last_name, true),
        ("email", &p.email, true),
        ("phone", &p.phone, method == "bank"),
        ("tax_id", &p.tax_id, false),
        ("bank", &p.bank, method == "bank"),
        ("account_name", &p.account_name, method == "bank"),
        ("iban", &p.iban, method == "bank"),
        ("bic", &p.bic, method == "bank"),
        ("bank_address", &p.bank_address, false),
    ];
    for (name, value, required) in fields {
        if (required && value.is_empty())
            || value.chars().count() > FIELD_CHARS
            || value.chars().any(char::is_control)
        {
            return Err(AppError::field(name));
        }
    }
    let at = p.email.find('@');
    if at.is_none_or(|i| i == 0 || i + 1 >= p.email.len()) {
        return Err(AppError::field("email"));
    }
    Ok(())
}

/// A reference to quote on a transfer: `QB` and ten characters nobody confuses.
pub fn new_reference() -> String {
    const CHARS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::thread_rng();
    let tail: String = (0..10)
        .map(|_| char::from(CHARS[rng.gen_range(0..CHARS.len())]))
        .collect();
    format!("QB{tail}")
}

/// The methods a country offers now: bank only with a receiving account, card and wallet only with a provider.
pub fn methods_of(app: &AppState, c: &CountryRow) -> Vec<String> {
    let provider = provider(app).is_some();
    c.methods
        .split(',')
        .map(str::trim)
        .filter(|m| match *m {
            "bank" => !c.iban.is_empty() && !c.bank_name.is_empty(),
            "card" | "wallet" => provider,
            _ => false,
        })
        .map(str::to_string)
        .collect()
}

/// The provider's base address and secret, when both are configured.
pub fn provider(app: &AppState) -> Option<(&str, &str)> {
    let q = &app.config.quickbuy;
    match (q.provider_url.as_deref(), q.provider_secret.as_deref()) {
        (Some(url), Some(secret)) if !url.is_empty() && !secret.is_empty() => {
            Some((url.trim_end_matches('/'), secret))
        }
        _ => None,
    }
}

fn sold(assets: &[AssetRow]) -> Vec<&AssetRow> {
    assets
        .iter()
        .filter(|a| ASSETS.contains(&a.symbol.as_str()))
        .collect()
}

pub async fn config(app: &AppState) -> Result<QuickBuyConfig, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let p = published(&app.db).await?;
    let countries = repo::countries(&app.db)
        .await?
        .into_iter()
        .filter(|c| c.status == 1)
        .filter_map(|c| {
            let methods = methods_of(app, &c);
            (!methods.is_empty()).then_some(QuickBuyCountry {
                code: c.code,
                name: c.name,
                fiat: c.fiat,
                rate: c.rate,
                methods,
                min_amount: c.min_amount,
                max_amount: c.max_amount,
            })
        })
        .collect();
    Ok(QuickBuyConfig {
        countries,
        currencies: sold(&assets)
            .into_iter()
            .map(|a| QuickBuyCurrency {
                currency_id: a.id,
                currency_name: a.symbol.clone(),
                currency_logo: a.logo.clone(),
                price: loans::price_of(&app.market, a.id)
                    .map(|p| money::format(p, Scale::USDT))
                    .unwrap_or_default(),
            })
            .collect(),
        rules: QuickBuyRules {
            spread: money::format(p.spread_ppm, Scale::new(4)),
            quote_seconds: p.quote_seconds,
            pay_minutes: p.pay_minutes,
            bank_days: p.bank_days,
            provider: if provider(app).is_some() {
                app.config.quickbuy.provider_name.clone()
            } else {
                String::new()
            },
        },
    })
}

pub async fn quote(app: &AppState, user_id: UserId, input: QuoteInput) -> Result<QuickBuyQuote, AppError> {
    let now = app.clock.now_ms();
    let code = input.country.trim().to_ascii_uppercase();
    let country = repo::country(&app.db, &code)
        .await?
        .filter(|c| c.status == 1)
        .ok_or(ErrorCode::RegionNotSupported)?;
    let method = methods_of(app, &country)
        .into_iter()
        .find(|m| *m == input.method.trim())
        .ok_or(AppError::field("method"))?;
    let assets = ledger::catalogue::assets(&app.db).await?;
    let a = sold(&assets)
        .into_iter()
        .find(|a| a.id == input.currency)
        .ok_or(AppError::field("currency"))?;
    let amount = check_amount(&input.amount, country.min_amount, country.max_amount)?;
    let p = published(&app.db).await?;
    let index = loans::price_of(&app.market, a.id).ok_or(ErrorCode::MarketUnavailable)?;
    let rate = money::parse(&country.rate, Scale::new(6))
        .filter(|r| *r > 0)
        .ok_or(ErrorCode::RegionNotSupported)?;
    let price = floating_price(index, rate, p.spread_ppm, true).ok_or(ErrorCode::MarketUnavailable)?;
    let receive = receive_of(amount, price, a.scale).ok_or(AppError::field("amount"))?;
    let expires_at = now + p.quote_seconds * 1_000;
    let new = NewQuote {
        user_id,
        country: &country.code,
        fiat: &country.fiat,
        asset_id: a.id,
        method: &method,
        amount,
        price,
        receive,
        expires_at,
        now,
    };
    let id = repo::insert_quote(&app.db, &new).await?;
    let offset = site::service::display_offset(app).await?;
    Ok(QuickBuyQuote {
        id,
        country: country.code,
        fiat: country.fiat,
        currency_id: a.id,
        currency_name: a.symbol.clone(),
        method,
        amount: amount.to_string(),
        price: money::format(price, FIAT),
        receive: money::format(receive, a.scale),
        expires_at: clock::display(expires_at, offset),
        expires_at_ts: expires_at,
    })
}

pub async fn order(
    app: &AppState,
    user_id: UserId,
    input: OrderInput,
    key: Option<String>,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let payer = input.payer();
    let claim = key.map(|key| {
        let fields = [input.quote_id.to_string()];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/quickbuy/order_create", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return answer.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    let p = published(&app.db).await?;
    let mut tx = app.db.begin().await?;
    let q = repo::quote_in(&mut tx, input.quote_id)
        .await?
        .filter(|q| q.user_id == user_id)
        .ok_or(AppError::field("quote_id"))?;
    if q.expires_at <= now {
        return Err(ErrorCode::QuoteExpired.into());
    }
    check_payer(&payer, &q.method)?;
    let country = repo::country_in(&mut tx, &q.country)
        .await?
        .filter(|c| c.status == 1)
        .ok_or(ErrorCode::RegionNotSupported)?;
    let held = RESERVE.taken(&mut tx, q.asset_id, now).await?;
    if held - repo::promised(&mut tx, q.asset_id).await? < q.receive {
        return Err(ErrorCode::QuickbuyReserveShort.into());
    }
    let receiving = if q.method == "bank" {
        QuickReceiving {
            bank_name: country.bank_name,
            account_name: country.account_name,
            iban: country.iban,
            bic: country.bic,
            bank_address: country.bank_address,
        }
    } else {
        QuickReceiving::default()
    };
    let reference = new_reference();
    let payer = serde_json::to_string(&payer).map_err(AppError::internal)?;
    let receiving = serde_json::to_string(&receiving).map_err(AppError::internal)?;
    let new = NewOrder {
        quote: &q,
        reference: &reference,
        payer: &payer,
        receiving: &receiving,
        pay_by: now + p.pay_minutes * 60_000,
        now,
    };
    let id = match repo::insert_order(&mut tx, &new).await {
        Ok(id) => id,
        Err(err) if crate::db::unique_violation(&err).is_some() => return Err(AppError::field("quote_id")),
        Err(err) => return Err(err.into()),
    };
    let answer = serde_json::Value::from(id);
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &answer).await? {
        return earlier.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    Ok(id)
}

async fn own(app: &AppState, user_id: UserId, id: i64) -> Result<OrderRow, AppError> {
    repo::order(&app.db, id)
        .await?
        .filter(|o| o.user_id == user_id)
        .ok_or(AppError::field("id"))
}

pub async fn voucher(app: &AppState, user_id: UserId, id: i64, voucher: &str) -> Result<(), AppError> {
    let voucher = voucher.trim();
    if !upload::service::is_own_upload(app, user_id, voucher).await? {
        return Err(AppError::field("voucher"));
    }
    let o = own(app, user_id, id).await?;
    let mut tx = app.db.begin().await?;
    if !repo::set_voucher(&mut tx, o.id, voucher, app.clock.now_ms()).await? {
        return Err(ErrorCode::QuickbuyState.into());
    }
    tx.commit().await?;
    Ok(())
}

pub async fn cancel(app: &AppState, user_id: UserId, id: i64) -> Result<(), AppError> {
    let o = own(app, user_id, id).await?;
    if o.status != status::TO_PAY {
        return Err(ErrorCode::QuickbuyState.into());
    }
    let mut tx = app.db.begin().await?;
    if !repo::close(
        &mut tx,
        o.id,
        status::CANCELLED,
        ("user", ""),
        None,
        app.clock.now_ms(),
    )
    .await?
    {
        return Err(ErrorCode::QuickbuyState.into());
    }
    tx.commit().await?;
    Ok(())
}

/// Marks an open order paid and credits its coins from the reserve to the user's change account, in the caller's
/// transaction; answers false when the order was not open.
pub async fn credit(tx: &mut Tx, o: &OrderRow, decided_by: Option<i64>, now: i64) -> Result<bool, AppError> {
    if !repo::close(tx, o.id, status::PAID, ("", ""), decided_by, now).await? {
        return Ok(false);
    }
    if RESERVE.taken(tx, o.asset_id, now).await? < o.receive {
        return Err(ErrorCode::QuickbuyReserveShort.into());
    }
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::QuickBuyCredit,
            reference: &format!("quickbuy_order:{}", o.id),
            memo: &o.reference,
            idempotency_key: Some(&format!("quickbuy:{}", o.id)),
            legs: vec![
                Leg::available(Owner::System(SystemRole::QuickBuy), o.asset_id, -o.receive),
                Leg::available(Owner::User(o.user_id, AccountKind::Change), o.asset_id, o.receive),
            ],
            now,
        },
    )
    .await?;
    Ok(true)
}

/// Tells the user their balance moved, after the commit.
pub async fn announce_credit(app: &AppState, o: &OrderRow) {
    wallet::service::publish_balance(&app.db, &app.fanout, o.user_id, o.asset_id, "change").await;
}

pub fn checkout_url(app: &AppState, o: &OrderRow) -> String {
    let Some((base, _)) = provider(app).filter(|_| o.method != "bank") else {
        return String::new();
    };
    let Ok(mut url) = reqwest::Url::parse(&format!("{base}/checkout")) else {
        return String::new();
    };
    url.query_pairs_mut()
        .append_pair("reference", &o.reference)
        .append_pair("amount", &o.amount.to_string())
        .append_pair("currency", &o.fiat)
        .append_pair("return", &format!("/#/pages/quickbuy/order?id={}", o.id));
    url.to_string()
}

pub async fn view(app: &AppState, o: &OrderRow, account: String) -> Result<QuickOrderView, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let a = assets
        .iter()
        .find(|a| a.id == o.asset_id)
        .ok_or(ErrorCode::NotFound)?;
    let offset = site::service::display_offset(app).await?;
    let shown = |ts: Option<i64>| ts.map(|t| clock::display(t, offset)).unwrap_or_default();
    Ok(QuickOrderView {
        id: o.id,
        reference: o.reference.clone(),
        country: o.country.clone(),
        fiat: o.fiat.clone(),
        currency_id: a.id,
        currency_name: a.symbol.clone(),
        method: o.method.clone(),
        amount: o.amount.to_string(),
        price: money::format(o.price, FIAT),
        receive: money::format(o.receive, a.scale),
        payer: serde_json::from_str(&o.payer).unwrap_or_default(),
        receiving: serde_json::from_str(&o.receiving).unwrap_or_default(),
        checkout_url: if o.status == status::TO_PAY {
            checkout_url(app, o)
        } else {
            String::new()
        },
        voucher: o.voucher.clone(),
        status: o.status,
        cancel_reason: o.cancel_reason.clone(),
        reject_reason: o.reject_reason.clone(),
        pay_by: clock::display(o.pay_by, offset),
        pay_by_ts: o.pay_by,
        paid_at: shown(o.paid_at),
        paid_at_ts: o.paid_at.unwrap_or(0),
        created_at: clock::display(o.created_at, offset),
        created_at_ts: o.created_at,
        account,
        user_id: None,
    })
}

pub async fn one(app: &AppState, user_id: UserId, id: i64) -> Result<QuickOrderView, AppError> {
    let o = own(app, user_id, id).await?;
    view(app, &o, String::new()).await
}

/// The user's orders, or everyone's with their accounts for operators (`user` 0).
pub async fn list(
    app: &AppState,
    user: i64,
    status: Option<i64>,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<QuickOrderView>, AppError> {
    let (rows, total) = repo::page(&app.db, user, status.unwrap_or(-1), limit, (page - 1) * limit).await?;
    let mut data = Vec::with_capacity(rows.len());
    for o in rows {
        let account = if user == 0 {
            repo::email_of(&app.db, o.user_id).await?
        } else {
            String::new()
        };
        let mut row = view(app, &o, account).await?;
        row.user_id = (user == 0).then_some(o.user_id);
        data.push(row);
    }
    Ok(Pager::new(data, total, page, limit, url))
}

/// The asset ids quick buy sells.
pub async fn sold_ids(db: &Db) -> Result<Vec<AssetId>, AppError> {
    Ok(sold(&ledger::catalogue::assets(db).await?)
        .into_iter()
        .map(|a| a.id)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_buy_amount_is_a_whole_number_within_the_countrys_limits() {
        assert_eq!(check_amount(" 100 ", 10, 50_000).ok(), Some(100));
        for bad in ["9", "100.5", "-5", "", "1e3", "50001"] {
            assert!(check_amount(bad, 10, 50_000).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_user_receives_the_amount_over_the_price_rounded_down() {
        // 100 USD at 1.02 USD per USDT: 98.03921568 USDT.
        assert_eq!(receive_of(100, 102, Scale::USDT), Some(9_803_921_568));
        assert_eq!(receive_of(100, 0, Scale::USDT), None);
    }

    fn payer() -> QuickPayer {
        QuickPayer {
            first_name: "Ada".into(),
            last_name: "Lovelace".into(),
            email: "ada@example.com".into(),
            phone: "+1 555 0100".into(),
            bank: "First Bank".into(),
            account_name: "Ada Lovelace".into(),
            iban: "US00 1234".into(),
            bic: "FBUSUS33".into(),
            ..QuickPayer::default()
        }
    }

    #[test]
    fn a_bank_transfer_needs_the_payers_bank_details_and_a_card_only_names_and_email() {
        assert!(check_payer(&payer(), "bank").is_ok());
        let no_iban = QuickPayer {
            iban: String::new(),
            ..payer()
        };
        assert_eq!(
            check_payer(&no_iban, "bank").err().and_then(|e| e.field),
            Some("iban")
        );
        assert!(check_payer(&no_iban, "card").is_ok());
        let bad_email = QuickPayer {
            email: "ada@".into(),
            ..payer()
        };
        assert_eq!(
            check_payer(&bad_email, "card").err().and_then(|e| e.field),
            Some("email")
        );
    }

    #[test]
    fn a_reference_is_qb_and_ten_unambiguous_characters() {
        let r = new_reference();
        assert_eq!(r.len(), 12);
        assert!(r.starts_with("QB") && !r[2..].contains(['0', 'O', '1', 'I']));
    }
}
