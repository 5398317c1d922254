//! The demo market maker (ARCHITECTURE §8, demo mode only): a labelled platform account that quotes a ladder of
//! limit orders around the index on every spot market, so a demo has liquidity. It is funded from the demo
//! faucet through the ledger and its orders go through the same task, freezes and fees as anyone's, so its
//! trades are ordinary trades.

use std::time::Duration;

use engine::Side;
use serde_json::json;
use tokio::sync::oneshot;

use super::Ctx;
use super::{Market, spot};
use crate::{
    db::Tx,
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    on_db, on_tx,
};

/// The maker's account name, shown wherever its orders or trades appear.
pub const ACCOUNT: &str = "market-maker@mercato.demo";
/// Levels per side and the gap between them, in basis points of the index.
const LEVELS: i64 = 8;
const STEP_BP: i64 = 5;
/// Value of each level in USDT minor units (2,000 USDT).
const LEVEL_VALUE: i64 = 2_000 * 100_000_000;
/// What the maker holds per asset, in USDT minor units of value; it is topped up when it falls below a fifth.
const FLOAT_VALUE: i64 = 1_000_000 * 100_000_000;

async fn ensure_user(app: &Ctx) -> anyhow::Result<i64> {
    if let Some(id) = on_db!(&app.db, c => sqlx::query_scalar::<_, i64>("SELECT id FROM users WHERE account = $1")
        .bind(ACCOUNT)
        .fetch_optional(c)
        .await)?
    {
        return Ok(id);
    }
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let id = on_tx!(&mut tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO users (account, register_type, email, password_hash, nickname, invite_code, status, \
         created_at, updated_at) VALUES ($1, 'email', $1, '!', 'Demo market maker', 'DEMOMAKER', 'active', $2, $2) \
         RETURNING id",
    )
    .bind(ACCOUNT)
    .bind(now)
    .fetch_one(c)
    .await)?;
    tx.commit().await?;
    Ok(id)
}

async fn available(app: &Ctx, user: i64, asset: i64) -> anyhow::Result<i64> {
    Ok(on_db!(&app.db, c => sqlx::query_scalar::<_, i64>(
        "SELECT available FROM accounts WHERE user_id = $1 AND asset_id = $2 AND kind = 2",
    )
    .bind(user)
    .bind(asset)
    .fetch_optional(c)
    .await)?
    .unwrap_or(0))
}

/// Tops the maker up from the faucet: each asset it quotes back to its float.
async fn fund(app: &Ctx, user: i64) -> anyhow::Result<()> {
    let mut wanted: Vec<(i64, i64)> = vec![(super::USDT, FLOAT_VALUE)];
    for m in app.market.markets().iter().filter(|m| m.is_spot()) {
        let (Some(base), Some(sample)) = (m.row.base_asset_id, app.market.index(m.id())) else {
            continue;
        };
        let units = i128::from(FLOAT_VALUE) * i128::from(super::pow10(m.base_scale))
            / i128::from(sample.price.max(1));
        wanted.push((base, i64::try_from(units).unwrap_or(0)));
    }
    let mut legs = Vec::new();
    for (asset, float) in wanted {
        let have = available(app, user, asset).await?;
        if have < float / 5 && float > have {
            legs.push(Leg::available(
                Owner::System(SystemRole::Faucet),
                asset,
                -(float - have),
            ));
            legs.push(Leg::available(
                Owner::User(user, AccountKind::Change),
                asset,
                float - have,
            ));
        }
    }
    if legs.is_empty() {
        return Ok(());
    }
    let mut tx: Tx = app.db.begin().await?;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::Faucet,
            reference: "market_maker",
            memo: "demo market maker float",
            idempotency_key: None,
            legs,
            now: app.clock.now_ms(),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The ladder around `index` (quote minor units): `(side, price ticks, lots)` per level.
pub fn ladder(m: &Market, index: i64) -> Vec<(Side, i64, i64)> {
    let tick = m.tick().max(1);
    let mut out = Vec::new();
    for k in 1..=LEVELS {
        let offset = i128::from(index) * i128::from(STEP_BP * k) / 10_000;
        let offset = i64::try_from(offset).unwrap_or(0).max(tick * k);
        let bid = (index - offset) / tick;
        let ask = (index + offset + tick - 1) / tick;
        for (side, price) in [(Side::Buy, bid), (Side::Sell, ask)] {
            if price <= 0 {
                continue;
            }
            let lots = m
                .cost(price, 1)
                .filter(|c| *c > 0)
                .map_or(0, |one| LEVEL_VALUE / one);
            if lots >= m.row.min_qty {
                out.push((side, price, lots));
            }
        }
    }
    out
}

async fn send(app: &Ctx, market: i64, command: spot::Command) {
    if let Some(book) = app.market.book(market) {
        let _ = book.send(command).await;
    }
}

async fn requote(app: &Ctx, user: i64, m: &Market) {
    let Some(sample) = app.market.index(m.id()) else {
        return;
    };
    let (reply, done) = oneshot::channel();
    send(app, m.id(), spot::Command::CancelAll { user_id: user, reply }).await;
    let _ = done.await;
    for (side, price, lots) in ladder(m, sample.price) {
        let (reply, done) = oneshot::channel();
        let place = spot::Place {
            user_id: user,
            side,
            kind: spot::Kind::Limit { price, lots },
            claim: None,
            answer: json!(null),
        };
        send(app, m.id(), spot::Command::Place(Box::new(place), reply)).await;
        if let Ok(Err(err)) = done.await {
            tracing::debug!(
                code = err.code.as_str(),
                market = m.symbol(),
                "market maker order refused"
            );
        }
    }
}

/// The maker's loop: refresh every market's ladder every five seconds.
pub async fn run(app: Ctx) {
    let user = match ensure_user(&app).await {
        Ok(id) => id,
        Err(err) => {
            tracing::error!(%err, "demo market maker not started");
            return;
        }
    };
    // The first index samples arrive within a second of start.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    loop {
        if let Err(err) = fund(&app, user).await {
            tracing::warn!(%err, "demo market maker not funded");
        }
        for m in app.market.markets().iter().filter(|m| m.is_spot()) {
            requote(&app, user, m).await;
        }
        tokio::time::sleep(Duration::from_secs(5)).await;
    }
}
