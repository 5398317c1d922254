//! Demo trading (ARCHITECTURE §8, demo mode only), by two labelled accounts marked demo. The market maker quotes
//! a ladder of limit orders around the index on every spot market, so a demo has liquidity, and quotes it again
//! only when the index leaves a published band. The demo trader takes those quotes when a market's last price
//! drifts from the index, and now and then besides, so last prices, tickers and candles follow the index. Both
//! are funded from the demo faucet through the ledger and their orders go through the same task, freezes and
//! fees as anyone's, so their trades are ordinary trades.

mod quote;
mod trade;

use std::{collections::HashMap, time::Duration};

use serde_json::json;
use tokio::sync::oneshot;

pub use quote::ladder;
use quote::{Quoted, requote_due};
use trade::{TradeRule, is_busy, trade_due};

use super::Ctx;
use super::{Market, spot};
use crate::{
    db::Tx,
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    on_db, on_tx,
};

/// The maker's account name, shown wherever its orders or trades appear.
pub const ACCOUNT: &str = "market-maker@mercato.demo";
/// The demo trader's account name.
pub const TRADER: &str = "demo-trader@mercato.demo";
/// What the maker holds per asset, in USDT minor units of value; it is topped up when it falls below a fifth.
const FLOAT_VALUE: i64 = 1_000_000 * 100_000_000;
/// What the trader holds per asset.
const TRADER_FLOAT_VALUE: i64 = 100_000 * 100_000_000;
/// A demo trade is worth 20 to 200 USDT.
const TRADE_VALUE: (i64, i64) = (20 * 100_000_000, 200 * 100_000_000);

/// The account `account`, created marked demo on first use.
pub(crate) async fn ensure_user(
    db: &crate::db::Db,
    now: i64,
    account: &str,
    nickname: &str,
    invite: &str,
) -> anyhow::Result<UserId> {
    if let Some(id) = on_db!(db, c => sqlx::query_scalar::<_, UserId>("SELECT id FROM users WHERE account = $1")
        .bind(account)
        .fetch_optional(c)
        .await)?
    {
        return Ok(id);
    }
    let mut tx = db.begin().await?;
    let id = on_tx!(&mut tx, c => sqlx::query_scalar::<_, UserId>(
        "INSERT INTO users (account, register_type, email, password_hash, nickname, invite_code, status, demo, \
         created_at, updated_at) VALUES ($1, 'email', $1, '!', $2, $3, 'active', 1, $4, $4) RETURNING id",
    )
    .bind(account)
    .bind(nickname)
    .bind(invite)
    .bind(now)
    .fetch_one(c)
    .await)?;
    tx.commit().await?;
    Ok(id)
}

async fn available(app: &Ctx, user: UserId, asset: AssetId) -> anyhow::Result<i64> {
    Ok(on_db!(&app.db, c => sqlx::query_scalar::<_, i64>(
        "SELECT available FROM accounts WHERE user_id = $1 AND asset_id = $2 AND kind = 2",
    )
    .bind(user)
    .bind(asset)
    .fetch_optional(c)
    .await)?
    .unwrap_or(0))
}

/// Tops a demo account up from the faucet: each asset it trades back to `float` (USDT minor units of value).
async fn fund(app: &Ctx, user: UserId, float: i64) -> anyhow::Result<()> {
    let mut wanted: Vec<(AssetId, i64)> = vec![(super::USDT, float)];
    for m in app.market.markets().iter().filter(|m| m.is_spot()) {
        let (Some(base), Some(sample)) = (m.row.base_asset_id, app.market.index(m.id())) else {
            continue;
        };
        let units = i128::from(float) * i128::from(m.base_scale.unit()) / i128::from(sample.price.max(1));
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
            reference: "demo_float",
            memo: "demo account float",
            idempotency_key: None,
            legs,
            now: app.clock.now_ms(),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn send(app: &Ctx, market: i64, command: spot::Command) {
    if let Some(book) = app.market.book(market) {
        let _ = book.send(command).await;
    }
}

async fn requote(app: &Ctx, user: UserId, m: &Market, index: i64) {
    let (reply, done) = oneshot::channel();
    send(app, m.id(), spot::Command::CancelAll { user_id: user, reply }).await;
    let _ = done.await;
    for (side, price, lots) in ladder(m, index) {
        place(app, m, user, side, spot::Kind::Limit { price, lots }).await;
    }
}

async fn place(app: &Ctx, m: &Market, user: UserId, side: engine::Side, kind: spot::Kind) {
    let (reply, done) = oneshot::channel();
    let place = spot::Place {
        user_id: user,
        side,
        kind,
        claim: None,
        answer: json!(null),
        fee_discount: 0,
    };
    send(app, m.id(), spot::Command::Place(Box::new(place), reply)).await;
    if let Ok(Err(err)) = done.await {
        tracing::debug!(
            code = err.code.as_str(),
            market = m.symbol(),
            "demo order refused"
        );
    }
}

/// A demo trade of a random value between the published bounds, at about the index.
fn demo_order(m: &Market, index: i64, side: engine::Side) -> Option<spot::Kind> {
    let value = TRADE_VALUE.0
        + i64::try_from(rand::random::<u64>() % 1_000).unwrap_or(0) * (TRADE_VALUE.1 - TRADE_VALUE.0) / 1_000;
    let ticks = index / m.tick().max(1);
    let one = m.cost(ticks, 1).filter(|c| *c > 0)?;
    let lots = (value / one).max(m.row.min_qty.max(1));
    Some(match side {
        engine::Side::Buy => spot::Kind::MarketBuy {
            budget: m.cost(ticks, lots)?,
        },
        engine::Side::Sell => spot::Kind::MarketSell { lots },
    })
}

/// The demo's published rules (product `demo`), read again every round so a change applies at once.
struct DemoRules {
    band_bp: i64,
    requote_ms: i64,
    trade: TradeRule,
    busy_every_ms: i64,
    busy: String,
}

impl DemoRules {
    /// The trade rule of market `m`: busy markets (BTC and ETH by default) are traded more often.
    fn trade_rule(&self, m: &Market) -> TradeRule {
        if is_busy(&self.busy, m.symbol()) {
            TradeRule {
                every_ms: self.busy_every_ms,
                ..self.trade
            }
        } else {
            self.trade
        }
    }
}

async fn rules(app: &Ctx) -> DemoRules {
    let values: HashMap<String, String> = crate::rules::list(&app.db, Some("demo"))
        .await
        .unwrap_or_default()
        .into_iter()
        .map(|r| (r.key, r.value))
        .collect();
    let int = |key: &str, default: i64| values.get(key).and_then(|v| v.parse().ok()).unwrap_or(default);
    DemoRules {
        band_bp: int("requote_band_bp", 40),
        requote_ms: int("requote_min_seconds", 60) * 1000,
        trade: TradeRule {
            band_bp: int("track_band_bp", 10),
            min_ms: int("trade_min_seconds", 5) * 1000,
            every_ms: int("trade_every_seconds", 25) * 1000,
        },
        busy_every_ms: int("busy_trade_every_seconds", 8) * 1000,
        busy: values.get("busy_markets").cloned().unwrap_or_default(),
    }
}

/// Demo trading's loop: once a second, each spot market is quoted again if its index left the band, and traded
/// if its last price drifted or it has not traded for a while; the accounts are topped up every minute.
pub async fn run(app: Ctx) {
    let accounts = async {
        let maker = ensure_user(
            &app.db,
            app.clock.now_ms(),
            ACCOUNT,
            "Demo market maker",
            "DEMOMAKER",
        )
        .await?;
        let trader = ensure_user(&app.db, app.clock.now_ms(), TRADER, "Demo trader", "DEMOTRADER").await?;
        anyhow::Ok((maker, trader))
    };
    let (maker, trader) = match accounts.await {
        Ok(ids) => ids,
        Err(err) => {
            tracing::error!(%err, "demo trading not started");
            return;
        }
    };
    let mut quoted: HashMap<i64, Quoted> = HashMap::new();
    let mut traded: HashMap<i64, i64> = HashMap::new();
    let mut funded_at: Option<i64> = None;
    // The first index samples arrive within a second of start.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut round = tokio::time::interval(Duration::from_secs(1));
    loop {
        round.tick().await;
        let now = app.clock.now_ms();
        if funded_at.is_none_or(|at| now - at >= 60_000) {
            for (user, float) in [(maker, FLOAT_VALUE), (trader, TRADER_FLOAT_VALUE)] {
                if let Err(err) = fund(&app, user, float).await {
                    tracing::warn!(%err, "demo account not funded");
                }
            }
            funded_at = Some(now);
        }
        let rules = rules(&app).await;
        for m in app.market.markets().iter().filter(|m| m.is_spot()) {
            let Some(index) = app.market.index(m.id()).map(|s| s.price) else {
                continue;
            };
            if requote_due(
                quoted.get(&m.id()).copied(),
                index,
                now,
                rules.band_bp,
                rules.requote_ms,
            ) {
                requote(&app, maker, m, index).await;
                quoted.insert(
                    m.id(),
                    Quoted {
                        centre: index,
                        at: now,
                    },
                );
            }
            let last = app.market.ticker(m.id()).map(|t| t.last);
            let due = trade_due(
                rules.trade_rule(m),
                index,
                last,
                traded.get(&m.id()).copied(),
                now,
                rand::random(),
            );
            if let Some(kind) = due.and_then(|t| demo_order(m, index, t.side()).map(|k| (t.side(), k))) {
                place(&app, m, trader, kind.0, kind.1).await;
                traded.insert(m.id(), now);
            }
        }
    }
}
