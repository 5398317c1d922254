//! Operators open a spot market for a newly listed asset (ADR 50): against USDT, a book only, its index the last
//! price of its own book. An IEO token's market opens no earlier than the project's published listing time.

use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::reserve,
    http::{ApiResult, Envelope, Req},
    ids::AssetId,
    market::{self, USDT},
    money::{self, Scale},
    operators::{
        Role,
        audit::{self, Entry},
    },
    rules,
};

pub async fn open(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Admin]).await?;
    let p = &req.params;
    let currency = p
        .int("currency")?
        .map(AssetId)
        .ok_or(AppError::field("currency"))?;
    let asset = reserve::asset(&app.db, currency).await?;
    if asset.id == USDT || asset.is_legal != 0 {
        return Err(AppError::field("currency"));
    }
    let scale = |name: &'static str| -> Result<i64, AppError> {
        p.int(name)?
            .filter(|s| (0..=8).contains(s))
            .ok_or(AppError::field(name))
    };
    let (price_scale, qty_scale) = (scale("price_scale")?, scale("qty_scale")?);
    if price_scale + qty_scale > 8 || qty_scale > i64::from(asset.scale.digits()) {
        return Err(AppError::field("qty_scale"));
    }
    let lots = Scale::of(qty_scale).ok_or(AppError::field("qty_scale"))?;
    let min_qty = money::parse(p.required("min_qty")?.trim(), lots)
        .filter(|v| *v > 0)
        .ok_or(AppError::field("min_qty"))?;
    let min_notional = money::parse(p.required("min_notional")?.trim(), Scale::USDT)
        .filter(|v| *v >= 0)
        .ok_or(AppError::field("min_notional"))?;
    if app.market.pair(asset.id.0, USDT).is_some() {
        return Err(ErrorCode::MarketExists.into());
    }
    let now = app.clock.now_ms();
    let symbol = format!("{}/USDT", asset.symbol);
    let mut tx = app.db.begin().await?;
    let listing = crate::earn::ieo::repo::listing_of(&mut tx, asset.id).await?;
    if listing.is_some_and(|at| at > now) {
        return Err(AppError::new(ErrorCode::NotStarted).with_field("currency"));
    }
    let terms = market::repo::ListedTerms {
        symbol: &symbol,
        base: &asset.symbol,
        asset: asset.id,
        price_scale,
        qty_scale,
        min_qty,
        min_notional,
    };
    let inserted = market::repo::insert_listed(&mut tx, &terms).await;
    match inserted {
        Ok(_) => {}
        Err(err) if crate::db::unique_violation(&err).is_some() => return Err(ErrorCode::MarketExists.into()),
        Err(err) => return Err(err.into()),
    }
    let published = format!(
        "open: spot book against USDT; index = the last price of its own book; price scale {price_scale}, \
         quantity scale {qty_scale}, minimum {} {}, minimum order {} USDT",
        money::format(min_qty, lots),
        asset.symbol,
        money::format(min_notional, Scale::USDT)
    );
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "markets",
            key: &symbol,
            old_value: "",
            new_value: &published,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    let target = format!("market:{symbol}");
    audit::record(
        &mut tx,
        &Entry::by(&operator, "market.open", &target, &published, &req.ip, now),
    )
    .await?;
    tx.commit().await?;
    rules::note_change();
    market::open_added_books(&app.market_ctx).await?;
    Envelope::data(serde_json::json!({ "symbol": symbol }))
}
