//! Lock mining as operators run it: products created, put on sale, closed; daily rates published; reserves
//! funded and their surplus withdrawn. Every action is audited, and what users rely on goes to the changelog.

use super::{
    repo::{self, NewProduct},
    service::{PERCENT, RESERVE, cover, owed_at_most, percent},
};
use crate::{
    app::AppState,
    earn::{self, PPM},
    error::{AppError, ErrorCode},
    features::reserve,
    ids::AssetId,
    ledger::catalogue::AssetRow,
    money,
    operators::{
        Operator,
        audit::{self, Entry},
    },
    rules,
};

/// A product as an operator describes it; rates and the penalty ratio in percent.
pub struct ProductTerms {
    pub currency: AssetId,
    pub name: String,
    pub days: i64,
    pub min_amount: String,
    pub rate_min: String,
    pub rate_max: String,
    pub penalty: String,
    pub quota: String,
}

fn ppm(text: &str, field: &'static str) -> Result<i64, AppError> {
    money::parse(text, PERCENT)
        .filter(|v| *v >= 0 && i128::from(*v) <= PPM)
        .ok_or(AppError::field(field))
}

pub(super) fn new_product<'a>(
    a: &AssetRow,
    terms: &'a ProductTerms,
    demo: bool,
    now: i64,
) -> Result<NewProduct<'a>, AppError> {
    let name = terms.name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        return Err(AppError::field("name"));
    }
    if !(1..=3650).contains(&terms.days) {
        return Err(AppError::field("days"));
    }
    let rate_min_ppm = ppm(&terms.rate_min, "rate_min")?;
    let rate_max_ppm = ppm(&terms.rate_max, "rate_max")?;
    if rate_max_ppm < rate_min_ppm {
        return Err(AppError::field("rate_max"));
    }
    Ok(NewProduct {
        asset_id: a.id,
        name,
        days: terms.days,
        min_amount: money::parse(&terms.min_amount, a.scale)
            .filter(|v| *v > 0)
            .ok_or(AppError::field("min_amount"))?,
        rate_min_ppm,
        rate_max_ppm,
        penalty_ppm: ppm(&terms.penalty, "penalty")?,
        quota: money::parse(&terms.quota, a.scale)
            .filter(|v| *v > 0)
            .ok_or(AppError::field("quota"))?,
        demo,
        now,
    })
}

/// Records a product, not yet on sale; answers its id.
pub async fn create_product(
    app: &AppState,
    operator: &Operator,
    terms: ProductTerms,
    ip: &str,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let a = reserve::asset(&app.db, terms.currency).await?;
    let row = new_product(&a, &terms, false, now)?;
    let mut tx = app.db.begin().await?;
    let id = repo::insert_product(&mut tx, &row).await?;
    let after = format!(
        "{} {}: {} days, {}%-{}% a day, penalty {}% a remaining day, quota {}",
        a.symbol, row.name, row.days, terms.rate_min, terms.rate_max, terms.penalty, terms.quota
    );
    audit::record(
        &mut tx,
        &Entry::by(
            operator,
            "lockming.product.create",
            &format!("lock_product:{id}"),
            &after,
            ip,
            now,
        ),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Puts a product on sale if the asset's reserve covers, at their maximum rates for their full terms, everything
/// its products may still owe with this one added; publishes its terms and default daily rate.
pub async fn open_product(app: &AppState, operator: &Operator, id: i64, ip: &str) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let p = repo::product(&mut tx, id).await?.ok_or(AppError::field("id"))?;
    if p.status != 0 {
        return Err(AppError::field("id"));
    }
    let reserve = RESERVE.taken(&mut tx, p.asset_id, now).await?;
    let products = repo::products_owing(&mut tx, p.asset_id, p.id).await?;
    let positions = repo::open_positions(&mut tx, p.asset_id).await?;
    let owed = owed_at_most(&products, &positions);
    if reserve < owed {
        return Err(ErrorCode::ReserveShort.into());
    }
    if !repo::put_on_sale(&mut tx, id, Some(operator.id)).await? {
        return Err(AppError::field("id"));
    }
    let default = percent(earn::default_rate(p.rate_min_ppm, p.rate_max_ppm));
    let terms = format!(
        "{} days, {}%-{}% a day, default {default}% a day, penalty {}% a remaining day",
        p.days,
        percent(p.rate_min_ppm),
        percent(p.rate_max_ppm),
        percent(p.penalty_ppm)
    );
    let key = format!("product:{id}");
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "lockming",
            key: &key,
            old_value: "",
            new_value: &terms,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    audit::record(
        &mut tx,
        &Entry::by(
            operator,
            "lockming.product.open",
            &format!("lock_product:{id}"),
            &format!("on sale; reserve {reserve}, owed at most {owed}"),
            ip,
            now,
        ),
    )
    .await?;
    tx.commit().await?;
    rules::note_change();
    Ok(())
}

/// Publishes a product's rate for a day that has not started, inside its range; a day whose rate is published
/// keeps it.
pub async fn publish_rate(
    app: &AppState,
    operator: &Operator,
    product_id: i64,
    day: i64,
    rate: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let p = repo::product(&mut tx, product_id)
        .await?
        .ok_or(AppError::field("id"))?;
    let rate_ppm = ppm(rate, "rate")?;
    if rate_ppm < p.rate_min_ppm || rate_ppm > p.rate_max_ppm {
        return Err(AppError::field("rate"));
    }
    if day <= earn::day_of(now) {
        return Err(ErrorCode::RatePublished.into());
    }
    if !earn::repo::record_rate(&mut tx, p.id, day, rate_ppm, now).await? {
        return Err(ErrorCode::RatePublished.into());
    }
    let key = earn::rate_key(product_id, day);
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "lockming",
            key: &key,
            old_value: "",
            new_value: &percent(rate_ppm),
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    audit::record(
        &mut tx,
        &Entry::by(
            operator,
            "lockming.rate.publish",
            &format!("lock_product:{product_id}"),
            &format!("{key} = {}%", percent(rate_ppm)),
            ip,
            now,
        ),
    )
    .await?;
    tx.commit().await?;
    rules::note_change();
    Ok(())
}

/// Takes a product off sale: no new deposits; open positions keep their terms and are paid to the end. Its unsold
/// quota stops counting against the reserve.
pub async fn close_product(app: &AppState, operator: &Operator, id: i64, ip: &str) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let p = repo::product(&mut tx, id).await?.ok_or(AppError::field("id"))?;
    if !repo::take_off_sale(&mut tx, id).await? {
        return Err(AppError::field("id"));
    }
    let key = format!("product:{id}");
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "lockming",
            key: &key,
            old_value: "on sale",
            new_value: "closed: no new deposits; open positions paid to the end",
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    audit::record(
        &mut tx,
        &Entry::by(
            operator,
            "lockming.product.close",
            &format!("lock_product:{}", p.id),
            "closed",
            ip,
            now,
        ),
    )
    .await?;
    tx.commit().await?;
    rules::note_change();
    Ok(())
}

/// Returns part of an asset's earn reserve to the outside (`custody`), never below what its products may still
/// owe, counted under the reserve's key so a product put on sale at the same moment cannot count the same funds.
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
    RESERVE.taken(&mut tx, m.asset.id, now).await?;
    let (held, owed) = cover(&mut tx, m.asset.id).await?;
    let cover = reserve::Cover {
        held,
        owed: i128::from(owed),
    };
    reserve::withdraw(&mut tx, operator, &m, &RESERVE, cover, ip, now).await?;
    tx.commit().await?;
    Ok(())
}

/// A product as the console lists it: terms in the coin's units and rates in percent.
#[derive(Debug, serde::Serialize)]
pub struct ProductLine {
    pub id: i64,
    pub name: String,
    pub currency: AssetId,
    pub currency_name: String,
    pub days: i64,
    pub min_amount: String,
    pub rate_min: String,
    pub rate_max: String,
    pub penalty: String,
    pub quota: String,
    pub sold: String,
    /// 0 created, not yet on sale; 1 on sale; 2 closed.
    pub status: i64,
    pub demo: bool,
    pub created_at: i64,
}

/// Every product, newest first (at most the latest 500), so operators pick one instead of typing its id.
pub async fn products(app: &AppState) -> Result<Vec<ProductLine>, AppError> {
    let assets = crate::ledger::catalogue::assets(&app.db).await?;
    let rows = repo::all_products(&app.db, 500).await?;
    Ok(rows
        .into_iter()
        .filter_map(|p| {
            let a = assets.iter().find(|a| a.id == p.asset_id)?;
            Some(ProductLine {
                id: p.id,
                name: p.name,
                currency: p.asset_id,
                currency_name: a.symbol.clone(),
                days: p.days,
                min_amount: money::format(p.min_amount, a.scale),
                rate_min: super::service::percent_short(p.rate_min_ppm),
                rate_max: super::service::percent_short(p.rate_max_ppm),
                penalty: super::service::percent_short(p.penalty_ppm),
                quota: money::format(p.quota, a.scale),
                sold: money::format(p.sold, a.scale),
                status: p.status,
                demo: p.demo != 0,
                created_at: p.created_at,
            })
        })
        .collect())
}
