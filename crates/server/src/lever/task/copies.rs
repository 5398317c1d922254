//! Copy trading inside the risk task. A trader's position that opens (at the mark, or an entrust that fills)
//! opens each follower's copy right after, in the same command, so no mark arrives in between: every copy opens
//! at the trader's price and mark sample, with the follower's own margin and fee, each in its own transaction.
//! A trader's close closes the copies still following it at the trader's mark; a copy held as the follower's own
//! (`order_type` 1) stays open.

use risk::formula;
use serde_json::json;

use super::{RiskTask, money::evidence, owner};
use crate::{
    error::{AppError, ErrorCode},
    ids::UserId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind},
    lever::{
        UNIT,
        copy::{self, CopyKind, Skip},
        repo::{self, COPY, HOLDING, OWN, PositionRow},
    },
    market::{Sample, USDT},
};

impl RiskTask {
    /// Opens the copies of the trader positions opened during the last command.
    pub(super) async fn open_pending_copies(&mut self) {
        for (trader, mark) in std::mem::take(&mut self.opened) {
            if let Err(err) = self.open_copies(&trader, &mark).await {
                tracing::warn!(?err, position = trader.id, "copies not opened");
            }
        }
    }

    async fn open_copies(&mut self, trader: &PositionRow, mark: &Sample) -> Result<(), AppError> {
        let followers = repo::followers(&self.app.db, trader.user_id).await?;
        if followers.is_empty() {
            return Ok(());
        }
        let mut opened = Vec::with_capacity(followers.len());
        for f in followers {
            let Some(kind) = CopyKind::from_code(f.kind) else {
                continue;
            };
            match self.open_copy(trader, mark, f.follower_id, kind, f.number).await {
                Ok(row) => opened.push(row),
                Err(skip) => self.note_skip(trader, f.follower_id, skip).await,
            }
        }
        let users: Vec<UserId> = opened.iter().map(|p| p.user_id).collect();
        for p in &opened {
            self.arm(p);
            self.open.insert(p.id, p.clone());
        }
        for user in users {
            self.rearm_liquidation(user).await;
        }
        self.publish(opened.into_iter().map(|p| (p, "open")).collect())
            .await;
        Ok(())
    }

    async fn open_copy(
        &self,
        trader: &PositionRow,
        mark: &Sample,
        follower: UserId,
        kind: CopyKind,
        number: i64,
    ) -> Result<PositionRow, Skip> {
        let held: i64 = self
            .open
            .values()
            .filter(|p| p.user_id == follower && p.market_id == trader.market_id)
            .map(|p| p.lots)
            .sum();
        let lots = copy::sized(
            copy::copy_lots(kind, number, trader.lots),
            held,
            self.params.min_lots,
            self.params.max_lots,
            self.params.max_lots_user,
        )?;
        let now = self.app.clock.now_ms();
        let qty = lots
            .checked_mul(trader.qty / trader.lots.max(1))
            .ok_or(Skip::OverCap)?;
        let notional = formula::notional(trader.open_price, qty, UNIT).ok_or(Skip::OverCap)?;
        let margin = formula::margin(notional, trader.leverage).ok_or(Skip::OverCap)?;
        let fee = formula::fee(notional, self.params.fee_ppm);
        let mut row = PositionRow {
            id: 0,
            user_id: follower,
            lots,
            qty,
            margin,
            origin_margin: margin,
            fee,
            frozen: margin,
            overnight_day: Some(self.params.overnight_day(now)),
            tp_price: 0,
            sl_price: 0,
            status: HOLDING,
            created_at: now,
            opened_at: Some(now),
            copy_of: Some(trader.id),
            order_type: COPY,
            ..trader.clone()
        };
        let committed = async {
            let mut tx = self.app.db.begin().await?;
            let (available, _) = repo::lever_balance(&mut tx, follower, USDT).await?;
            if available < margin + fee {
                return Ok::<_, AppError>(None);
            }
            row.id = repo::insert(&mut tx, &row).await?;
            let memo = match self.market(row.market_id) {
                Some(m) => format!(
                    "{}; copy of position {}",
                    evidence(m, mark, row.open_price),
                    trader.id
                ),
                None => String::new(),
            };
            let legs = vec![
                Leg {
                    owner: owner(follower),
                    asset_id: USDT,
                    available: -(margin + fee),
                    frozen: margin,
                },
                Leg::available(Owner::System(SystemRole::Fees), USDT, fee),
            ];
            ledger::post(
                &mut tx,
                &Posting {
                    kind: TxKind::LeverOpen,
                    reference: &format!("lever_position:{}", row.id),
                    memo: &memo,
                    idempotency_key: None,
                    legs: legs
                        .into_iter()
                        .filter(|l| l.available != 0 || l.frozen != 0)
                        .collect(),
                    now,
                },
            )
            .await?;
            tx.commit().await?;
            Ok(Some(row))
        };
        match committed.await {
            Ok(Some(row)) => Ok(row),
            Ok(None) => Err(Skip::Unaffordable),
            Err(err) => {
                tracing::warn!(?err, follower = follower.0, "copy not opened");
                Err(Skip::Unaffordable)
            }
        }
    }

    /// Tells a follower why a trader's position was not copied.
    async fn note_skip(&self, trader: &PositionRow, follower: UserId, skip: Skip) {
        let symbol = self
            .market(trader.market_id)
            .map(|m| m.symbol().to_string())
            .unwrap_or_default();
        let args = json!({ "symbol": symbol, "lots": trader.lots.to_string() }).to_string();
        let now = self.app.clock.now_ms();
        let filed = async {
            let mut tx = self.app.db.begin().await?;
            crate::notify::inbox::file(&mut tx, follower, skip.note_key(), &args, now).await?;
            tx.commit().await?;
            Ok::<_, sqlx::Error>(())
        };
        if let Err(err) = filed.await {
            tracing::warn!(?err, follower = follower.0, "copy note not filed");
        }
    }

    /// The copies still following these closed trader positions, each with the mark its trader closed at.
    pub(super) fn copies_to_close(&self, closed: &[PositionRow]) -> Vec<(PositionRow, Option<Sample>)> {
        let marks: std::collections::HashMap<i64, Sample> = closed
            .iter()
            .filter(|p| p.copy_of.is_none())
            .filter_map(|p| {
                Some((
                    p.id,
                    Sample {
                        ts: p.close_ts?,
                        price: p.close_mark?,
                        source: p.close_source.clone()?,
                    },
                ))
            })
            .collect();
        if marks.is_empty() {
            return Vec::new();
        }
        let mut copies: Vec<(PositionRow, Option<Sample>)> = self
            .open
            .values()
            .filter(|p| p.order_type == COPY && p.status == HOLDING)
            .filter_map(|p| {
                let mark = marks.get(&p.copy_of?)?;
                Some((p.clone(), Some(mark.clone())))
            })
            .collect();
        copies.sort_by_key(|(p, _)| p.id);
        copies
    }

    /// A follower keeps a copy as their own: it no longer closes with its trader.
    pub(super) async fn self_hold(&mut self, user_id: UserId, id: i64) -> Result<(), AppError> {
        let mut p = self
            .open
            .get(&id)
            .filter(|p| p.user_id == user_id && p.order_type == COPY)
            .cloned()
            .ok_or(ErrorCode::PositionNotFound)?;
        p.order_type = OWN;
        let mut tx = self.app.db.begin().await?;
        if !repo::update(&mut tx, &p).await? {
            return Err(ErrorCode::PositionNotFound.into());
        }
        tx.commit().await?;
        self.open.insert(p.id, p.clone());
        self.publish(vec![(p, "update")]).await;
        Ok(())
    }
}
