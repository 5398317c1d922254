//! Copy trading inside the risk task. A trader's position that opens (at the mark, or an entrust that fills)
//! opens each follower's copy right after, in the same command, so no mark arrives in between: every copy opens
//! at the trader's price and mark sample, with the follower's own margin and fee, each in its own transaction.
//! A trader's close closes the copies still following it at the trader's mark; a copy held as the follower's own
//! (`order_type` 1) stays open.

use risk::formula;
use serde_json::json;

use super::{RiskTask, money::evidence, owner};

/// Copies written per transaction: one commit for many, so ten thousand followers do not cost ten thousand
/// commits; a batch that fails is written again one copy at a time.
const COPIES_PER_TRANSACTION: usize = 250;
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
        let name = repo::trader_name(&self.app.db, trader.user_id).await?;
        let vip = crate::vip::table(&self.app.db).await?;
        let mut opened = Vec::with_capacity(followers.len());
        let mut skipped = Vec::new();
        for chunk in followers.chunks(COPIES_PER_TRANSACTION) {
            let mut planned = Vec::with_capacity(chunk.len());
            for f in chunk {
                let Some(kind) = CopyKind::from_code(f.kind) else {
                    continue;
                };
                let fee_ppm = crate::vip::discounted_ppm(self.params.fee_ppm, vip.discount(f.vip_level));
                match self.plan(trader, (f.follower_id, fee_ppm), kind, f.number) {
                    Ok(row) => planned.push(PositionRow {
                        copy_trader: Some(name.clone()),
                        ..row
                    }),
                    Err(skip) => skipped.push((f.follower_id, skip)),
                }
            }
            match self.write_together(trader, mark, &planned).await {
                Ok((rows, short)) => {
                    opened.extend(rows);
                    skipped.extend(short.into_iter().map(|u| (u, Skip::Unaffordable)));
                }
                // One copy's failure (a balance that moved meanwhile) undoes the batch: each goes alone.
                Err(err) => {
                    tracing::warn!(?err, "copies written one by one");
                    for row in planned {
                        let follower = row.user_id;
                        match self.write_together(trader, mark, &[row]).await {
                            Ok((rows, _)) if !rows.is_empty() => opened.extend(rows),
                            _ => skipped.push((follower, Skip::Unaffordable)),
                        }
                    }
                }
            }
        }
        self.note_skips(trader, &skipped).await;
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

    /// A follower's copy as it would open, if the published lot limits allow it, with the follower's fee rate (their
    /// VIP discount applied).
    fn plan(
        &self,
        trader: &PositionRow,
        (follower, fee_ppm): (UserId, i64),
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
        Ok(PositionRow {
            id: 0,
            user_id: follower,
            lots,
            qty,
            margin,
            origin_margin: margin,
            fee: formula::fee(notional, fee_ppm),
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
        }
        // A copy opens now, on the terms in force now, whatever its trader's position opened with.
        .with_terms(self.params.terms()))
    }

    /// Writes copies in one transaction, each with its own posting; answers those written and the followers
    /// whose contract account could not pay theirs.
    async fn write_together(
        &self,
        trader: &PositionRow,
        mark: &Sample,
        planned: &[PositionRow],
    ) -> Result<(Vec<PositionRow>, Vec<UserId>), AppError> {
        let now = self.app.clock.now_ms();
        let mut tx = self.app.db.begin().await?;
        let (mut written, mut short) = (Vec::with_capacity(planned.len()), Vec::new());
        for row in planned {
            let mut row = row.clone();
            let (available, _) = repo::lever_balance(&mut tx, row.user_id, USDT).await?;
            if available < row.margin + row.fee {
                short.push(row.user_id);
                continue;
            }
            row.id = repo::insert(&mut tx, &row).await?;
            let memo = match self.market(row.market_id) {
                Some(m) => format!(
                    "{}; copy of position {}",
                    evidence(&m, mark, row.open_price),
                    trader.id
                ),
                None => String::new(),
            };
            let legs = vec![
                Leg {
                    owner: owner(row.user_id),
                    asset_id: USDT,
                    available: -(row.margin + row.fee),
                    frozen: row.margin,
                },
                Leg::available(Owner::System(SystemRole::Fees), USDT, row.fee),
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
            written.push(row);
        }
        tx.commit().await?;
        Ok((written, short))
    }

    /// Tells each follower who got no copy why, in one transaction.
    async fn note_skips(&self, trader: &PositionRow, skipped: &[(UserId, Skip)]) {
        if skipped.is_empty() {
            return;
        }
        let symbol = self
            .market(trader.market_id)
            .map(|m| m.symbol().to_string())
            .unwrap_or_default();
        let args = json!({ "symbol": symbol, "lots": trader.lots.to_string() }).to_string();
        let now = self.app.clock.now_ms();
        let filed = async {
            let mut tx = self.app.db.begin().await?;
            for (follower, skip) in skipped {
                crate::notify::inbox::file(&mut tx, *follower, skip.note_key(), &args, now).await?;
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(())
        };
        if let Err(err) = filed.await {
            tracing::warn!(?err, "copy notes not filed");
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
