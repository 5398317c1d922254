use serde_json::json;

use super::dto::{ConvertInput, TransferAsset, TransferFee, TransferList, TransferWallet};
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::wallet::{self, repo::AssetRow},
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market::{Sample, USDT, pow10},
    money::{self, Scale},
};

/// What a conversion gives, all in minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quote {
    /// The amount's value in USDT minor units, rounded down.
    pub usdt: i64,
    /// What the amount buys of the target before the fee, rounded down.
    pub gross: i64,
    /// The fee in the target asset, rounded up.
    pub fee: i64,
    /// What the user receives.
    pub receive: i64,
}

/// Prices `amount` of an asset worth `from_price` USDT minor units per whole unit (scale `from_scale`) in an
/// asset worth `to_price` (scale `to_scale`), less a fee in parts per million of the result.
pub fn quote(
    amount: i64,
    from_price: i64,
    from_scale: Scale,
    to_price: i64,
    to_scale: Scale,
    fee_ppm: i64,
) -> Option<Quote> {
    if from_price <= 0 || to_price <= 0 {
        return None;
    }
    let usdt = i128::from(amount) * i128::from(from_price) / i128::from(from_scale.unit());
    let gross = usdt * i128::from(to_scale.unit()) / i128::from(to_price);
    let fee = (gross * i128::from(fee_ppm) + 999_999) / 1_000_000;
    Some(Quote {
        usdt: i64::try_from(usdt).ok()?,
        gross: i64::try_from(gross).ok()?,
        fee: i64::try_from(fee).ok()?,
        receive: i64::try_from(gross - fee).ok()?,
    })
}

/// An asset converts when it has an index price in USDT (or is USDT).
fn convertible(app: &AppState, a: &AssetRow) -> bool {
    sample_of(app, a.id).is_some()
}

fn sample_of(app: &AppState, asset: AssetId) -> Option<Sample> {
    if asset == USDT {
        return Some(Sample {
            ts: app.clock.now_ms() / 1000 * 1000,
            price: pow10(8),
            source: "par".into(),
        });
    }
    let m = app
        .market
        .markets()
        .into_iter()
        .find(|m| m.row.base_asset_id == Some(asset) && m.row.quote_asset_id == USDT)?;
    // Only an external, fresh index converts (ADR 67): never a listed token's own last trade, never an old one.
    app.market.fresh_index(m.id())
}

async fn rule_ppm(app: &AppState, key: &str, default: i64) -> Result<i64, AppError> {
    let value = wallet::service::rule(app, "convert", key)
        .await
        .unwrap_or_default();
    Ok(money::parse(&value, Scale::new(4)).unwrap_or(default))
}

pub async fn list(app: &AppState, user_id: UserId) -> Result<TransferList, AppError> {
    let assets = wallet::repo::assets(&app.db).await?;
    let balances = wallet::repo::balances(&app.db, user_id).await?;
    let list: Vec<&AssetRow> = assets.iter().filter(|a| convertible(app, a)).collect();
    let held = |a: &AssetRow| {
        balances
            .iter()
            .find(|b| b.asset_id == a.id && b.kind == AccountKind::Change.code())
            .map_or(0, |b| b.available)
    };
    Ok(TransferList {
        transfer: list
            .iter()
            .map(|a| TransferAsset {
                id: a.id,
                name: a.symbol.clone(),
            })
            .collect(),
        wallet: list
            .iter()
            .map(|a| TransferWallet {
                currency: a.id,
                currency_name: a.symbol.clone(),
                change_balance: money::format(held(a), wallet::service::scale(a)),
            })
            .collect(),
    })
}

pub async fn fee(app: &AppState, from: AssetId, to: AssetId) -> Result<TransferFee, AppError> {
    if from == to {
        return Err(ErrorCode::SameCurrency.into());
    }
    let from_price = sample_of(app, from).ok_or(AppError::field("from_currency_id"))?;
    let to_price = sample_of(app, to).ok_or(AppError::field("to_currency_id"))?;
    let fee = rule_ppm(app, "fee", 2000).await?;
    let from_text = money::format(from_price.price, Scale::USDT);
    Ok(TransferFee {
        form_price: from_text.clone(),
        from_price: from_text,
        to_price: money::format(to_price.price, Scale::USDT),
        fee: money::format(fee, Scale::new(4)),
        price_ts: from_price.ts.max(to_price.ts),
    })
}

pub async fn convert(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: ConvertInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let (from_id, to_id) = (input.from_currency_id, input.to_currency_id);
    let now = app.clock.now_ms();
    let claim = key.map(|key| {
        let fields = [input.number.clone(), from_id.to_string(), to_id.to_string()];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/user/Transfer", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return idempotency::text_of(answer);
    }
    if from_id == to_id {
        return Err(ErrorCode::SameCurrency.into());
    }
    let assets = wallet::repo::assets(&app.db).await?;
    // An asset without a fresh external price is closed for converting, not unknown (ADR 67).
    let find =
        |id: AssetId, field: &'static str| assets.iter().find(|a| a.id == id).ok_or(AppError::field(field));
    let (from, to) = (find(from_id, "from_currency_id")?, find(to_id, "to_currency_id")?);
    let amount = money::parse(&input.number, wallet::service::scale(from))
        .filter(|a| *a > 0)
        .ok_or(AppError::new(ErrorCode::InvalidAmount).with_field("number"))?;
    let from_sample = sample_of(app, from.id).ok_or(ErrorCode::MarketClosed)?;
    let to_sample = sample_of(app, to.id).ok_or(ErrorCode::MarketClosed)?;
    let fee_ppm = rule_ppm(app, "fee", 2000).await?;
    let minimum = money::parse(
        &wallet::service::rule(app, "convert", "min_usdt")
            .await
            .unwrap_or_default(),
        Scale::USDT,
    )
    .unwrap_or(0);
    let q = quote(
        amount,
        from_sample.price,
        from.scale,
        to_sample.price,
        to.scale,
        fee_ppm,
    )
    .ok_or(ErrorCode::MarketClosed)?;
    if q.usdt < minimum || q.receive <= 0 {
        return Err(ErrorCode::BelowMinimum.into());
    }
    let user = Owner::User(user_id, AccountKind::Change);
    let house = Owner::System(SystemRole::House);
    let mut legs = vec![
        Leg::available(user, from.id, -amount),
        Leg::available(house, from.id, amount),
        Leg::available(house, to.id, -q.gross),
        Leg::available(user, to.id, q.receive),
    ];
    if q.fee > 0 {
        legs.push(Leg::available(Owner::System(SystemRole::Fees), to.id, q.fee));
    }
    // The bill line carries the evidence: both index samples with their source and second, and the fee rate.
    let memo = format!(
        "{} {} USDT ({}, {}) -> {} {} USDT ({}, {}); fee {} %",
        from.symbol,
        money::format(from_sample.price, Scale::USDT),
        from_sample.source,
        clock::display(from_sample.ts, time::UtcOffset::UTC),
        to.symbol,
        money::format(to_sample.price, Scale::USDT),
        to_sample.source,
        clock::display(to_sample.ts, time::UtcOffset::UTC),
        money::format(fee_ppm, Scale::new(4)),
    );
    let response = json!(i18n::text(lang, "converted", &[]));
    let mut tx = app.db.begin().await?;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::Convert,
            reference: &format!("convert:{}:{}", from.symbol, to.symbol),
            memo: &memo,
            idempotency_key: None,
            legs,
            now,
        },
    )
    .await?;
    match idempotency::commit(tx, &app.db, claim.as_ref(), &response).await? {
        Some(earlier) => idempotency::text_of(earlier),
        None => idempotency::text_of(response),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EIGHT: Scale = Scale::USDT;

    #[test]
    fn converting_one_btc_at_95000_into_eth_at_3500_less_0_2_percent_gives_27_09_eth() {
        let q = quote(
            100_000_000,
            9_500_000_000_000,
            EIGHT,
            350_000_000_000,
            EIGHT,
            2000,
        );
        // 95,000 / 3,500 = 27.14285714 ETH (rounded down), fee 0.2 % = 0.05428572 (rounded up).
        assert_eq!(
            q,
            Some(Quote {
                usdt: 9_500_000_000_000,
                gross: 2_714_285_714,
                fee: 5_428_572,
                receive: 2_708_857_142
            })
        );
    }

    #[test]
    fn a_missing_price_gives_no_quote() {
        assert_eq!(quote(1, 0, EIGHT, 1, EIGHT, 0), None);
        assert_eq!(quote(1, 1, EIGHT, 0, EIGHT, 0), None);
    }
}
