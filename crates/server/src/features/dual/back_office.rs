//! What operators do with dual investment: create a product, put it on sale only while the reserves cover every
//! commitment with it counted, close its sale, and fund a reserve. Each is audited; none touches a settlement.

use super::service::{PERCENT, RESERVE, coverage, percent, price_text};
use crate::{
    app::AppState,
    earn::dual::{self as core, DAY_MS, Kind, MINUTE_MS, products, repo},
    error::{AppError, ErrorCode},
    features::{reserve, site},
    ids::AssetId,
    market::USDT,
    money::{self, Scale},
    operators::{
        Operator,
        audit::{self, Entry},
    },
    rules,
};

/// A product as an operator describes it: the term either in days from a start date (display calendar), or in
/// minutes.
pub struct ProductTerms {
    pub currency: AssetId,
    pub kind: String,
    pub name: String,
    /// APR in percent.
    pub rate: String,
    pub exercise_price: String,
    pub days: Option<i64>,
    /// The display date its sale closes and its term starts, at 16:00 display time (days since 1970-01-01).
    pub start_day: Option<i64>,
    pub minutes: Option<i64>,
    pub total_number: i64,
    pub user_limit: i64,
}

/// Records a product, not yet on sale; answers its id.
pub async fn create_product(
    app: &AppState,
    operator: &Operator,
    terms: ProductTerms,
    ip: &str,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let offset = site::service::display_offset(app).await?;
    let kind = Kind::parse(&terms.kind).ok_or(AppError::field("type"))?;
    let name = terms.name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        return Err(AppError::field("name"));
    }
    let apr_ppm = money::parse(&terms.rate, PERCENT)
        .filter(|v| *v > 0 && *v <= 10_000_000)
        .ok_or(AppError::field("rate"))?;
    let exercise_price = money::parse(&terms.exercise_price, Scale::USDT)
        .filter(|v| *v > 0 && v % 10 == 0 && *v <= 100_000_000 * Scale::USDT.unit())
        .ok_or(AppError::field("exercise_price"))?;
    if !(1..=1_000_000).contains(&terms.total_number) {
        return Err(AppError::field("total_number"));
    }
    if !(1..=terms.total_number).contains(&terms.user_limit) {
        return Err(AppError::field("user_limit"));
    }
    let (days, term_minutes, start_at, settle_at) = match (terms.days, terms.minutes) {
        (Some(days), None) => {
            if !(1..=365).contains(&days) {
                return Err(AppError::field("days"));
            }
            let day = terms.start_day.ok_or(AppError::field("start_date"))?;
            let start_at = core::settle_moment(day, offset);
            if start_at <= now {
                return Err(AppError::field("start_date"));
            }
            (days, days * 1_440, start_at, start_at + days * DAY_MS)
        }
        (None, Some(minutes)) if (1..=1_440).contains(&minutes) => {
            // Set again when it first goes on sale.
            (
                0,
                minutes,
                now + minutes * MINUTE_MS,
                now + 2 * minutes * MINUTE_MS,
            )
        }
        (None, Some(_)) => return Err(AppError::field("minutes")),
        _ => return Err(AppError::field("days")),
    };
    let mut tx = app.db.begin().await?;
    if terms.currency == USDT {
        return Err(AppError::field("currency"));
    }
    let market_id = products::coin_market(&mut tx, terms.currency)
        .await?
        .filter(|id| {
            app.market
                .market(*id)
                .is_some_and(|m| crate::market::pricing::may_settle_on(&app.config, &m))
        })
        .ok_or(AppError::field("currency"))?;
    let id = products::insert_product(
        &mut tx,
        &products::NewProduct {
            asset_id: terms.currency,
            market_id,
            kind,
            name,
            apr_ppm,
            exercise_price,
            days,
            term_minutes,
            total_number: terms.total_number,
            user_limit: terms.user_limit,
            start_at,
            settle_at,
            demo: false,
            now,
        },
    )
    .await?;
    let after = format!(
        "{name}: {} on asset {}, {}% APR, reference {}, {} minutes, {} shares, {} a user",
        kind.as_str(),
        terms.currency,
        percent(apr_ppm),
        price_text(exercise_price),
        term_minutes,
        terms.total_number,
        terms.user_limit
    );
    let target = format!("dual_product:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "dual.product.create", &target, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Puts a product on sale if the reserves of its coin and of USDT hold, with all its shares counted, what every
/// commitment may take from them; publishes its terms.
pub async fn open_product(app: &AppState, operator: &Operator, id: i64, ip: &str) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let p = repo::product(&mut tx, id).await?.ok_or(AppError::field("id"))?;
    if !p.may_open(now) {
        return Err(AppError::field("id"));
    }
    products::take_reserves(&mut tx, p.asset_id, now).await?;
    let cover = coverage(&mut tx, p.asset_id, p.id).await?;
    if cover.iter().any(|(_, held, needed)| i128::from(*held) < *needed) {
        return Err(ErrorCode::ReserveShort.into());
    }
    if !products::put_on_sale(&mut tx, id, Some(operator.id), now).await? {
        return Err(AppError::field("id"));
    }
    let p = repo::product(&mut tx, id).await?.ok_or(AppError::field("id"))?;
    let published = format!(
        "{} {}% APR, reference {}, {} minutes, settles at {}",
        p.kind,
        percent(p.apr_ppm),
        price_text(p.exercise_price),
        p.term_minutes,
        p.settle_at
    );
    let key = format!("product:{id}");
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "dual",
            key: &key,
            old_value: "",
            new_value: &published,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    let after = cover
        .iter()
        .map(|(asset, held, needed)| format!("asset {asset}: reserve {held}, needed {needed}"))
        .collect::<Vec<_>>()
        .join("; ");
    let target = format!("dual_product:{id}");
    audit::record(
        &mut tx,
        &Entry::by(
            operator,
            "dual.product.open",
            &target,
            &format!("on sale; {after}"),
            ip,
            now,
        ),
    )
    .await?;
    tx.commit().await?;
    rules::note_change();
    Ok(())
}

/// Closes a product's sale; its orders still settle as published.
pub async fn close_product(app: &AppState, operator: &Operator, id: i64, ip: &str) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if !products::close_sale(&mut tx, id).await? {
        return Err(AppError::field("id"));
    }
    let target = format!("dual_product:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "dual.product.close", &target, "closed", ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Returns part of a dual reserve to the outside (`custody`), never below what the products on sale and the open
/// orders may still take from it, counted under the reserves' keys so that a product put on sale at the same moment
/// cannot count the same funds.
pub async fn withdraw_surplus(
    app: &AppState,
    operator: &Operator,
    currency: AssetId,
    amount: &str,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let m = reserve::read(app, currency, amount, reason).await?;
    let mut tx = app.db.begin().await?;
    products::take_reserves(&mut tx, m.asset.id, now).await?;
    let commitments = repo::commitments(&mut tx, 0).await?;
    let needed = super::service::needs(&commitments)
        .into_iter()
        .find(|(asset, _)| *asset == m.asset.id)
        .map_or(0, |(_, n)| n);
    let held = RESERVE.held(&mut tx, m.asset.id).await?;
    let cover = reserve::Cover { held, owed: needed };
    reserve::withdraw(&mut tx, operator, &m, &RESERVE, cover, ip, now).await?;
    tx.commit().await?;
    Ok(())
}

/// A product as the console lists it: the price in USDT, the rate in percent a year, times in unix ms.
#[derive(Debug, serde::Serialize)]
pub struct ProductLine {
    pub id: i64,
    pub name: String,
    pub currency: AssetId,
    pub currency_name: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub rate: String,
    pub exercise_price: String,
    pub days: i64,
    pub minutes: i64,
    pub total_number: i64,
    pub purchased_number: i64,
    pub user_limit: i64,
    /// 0 may be put on sale; 1 on sale; 2 its sale is over (closed, running or settled).
    pub status: i64,
    pub start_at: i64,
    pub settle_at: i64,
    pub settled_at: Option<i64>,
    pub settle_price: Option<String>,
    pub demo: bool,
    pub created_at: i64,
}

/// Every product, newest first (at most the latest 500), so operators pick one instead of typing its id.
pub async fn products(app: &AppState) -> Result<Vec<ProductLine>, AppError> {
    let now = app.clock.now_ms();
    let assets = crate::ledger::catalogue::assets(&app.db).await?;
    let rows = repo::all_products(&app.db, 500).await?;
    Ok(rows
        .into_iter()
        .map(|p| {
            let status = if p.selling(now) {
                1
            } else if p.may_open(now) {
                0
            } else {
                2
            };
            ProductLine {
                id: p.id,
                currency: p.asset_id,
                currency_name: assets
                    .iter()
                    .find(|a| a.id == p.asset_id)
                    .map(|a| a.symbol.clone())
                    .unwrap_or_default(),
                rate: percent(p.apr_ppm),
                exercise_price: price_text(p.exercise_price),
                days: p.days,
                minutes: p.term_minutes,
                total_number: p.total_number,
                purchased_number: p.purchased_number,
                user_limit: p.user_limit,
                status,
                start_at: p.start_at,
                settle_at: p.settle_at,
                settled_at: p.settled_at,
                settle_price: p.settle_price.map(price_text),
                demo: p.demo != 0,
                created_at: p.created_at,
                name: p.name,
                kind: p.kind,
            }
        })
        .collect())
}
