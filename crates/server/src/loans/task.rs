//! The loan task (single owner). Every few seconds, and once at start, it adds each active loan's completed days
//! of interest, collects what a collection day made due when the change account holds it, and reads the active
//! loans again into the watch; between rounds it liquidates the loans an index tick takes below their line.
//! Every write is a conditional update on the state it read, so a restart or a second runner does nothing twice.

use std::{collections::HashMap, time::Duration};

use tokio::sync::{mpsc, oneshot};

use super::{
    Ctx, SETTLE_DAYS, days_since, interest_of_days,
    repo::{self, Liquidation, LoanRow},
    split,
    watch::{Crossed, Watch},
};
use crate::{
    ids::AssetId,
    jobs::{Jobs, Stop},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market,
    money::{self, Scale},
};

pub enum Command {
    Tick { market_id: i64, sample: market::Sample },
    Reload { reply: Option<oneshot::Sender<()>> },
}

/// Connects the calls to the task and starts it; it runs until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    let (tx, rx) = mpsc::channel(4096);
    ctx.loans.connect(tx);
    jobs.spawn("loans", |stop| run(ctx, rx, stop));
}

async fn run(ctx: Ctx, mut rx: mpsc::Receiver<Command>, mut stop: Stop) {
    let mut watch = Watch::default();
    let mut round = tokio::time::interval(Duration::from_secs(5));
    loop {
        tokio::select! {
            biased;
            () = stop.requested() => return,
            _ = round.tick() => {
                let stepped = step(&ctx, ctx.clock.now_ms()).await;
                crate::jobs::record("loan_interest", "loan interest not accrued this round", &stepped);
                reload(&ctx, &mut watch).await;
            }
            command = rx.recv() => match command {
                // A book-priced market's own trades value no collateral (ADR 67).
                Some(Command::Tick { market_id, sample }) if sample.source != crate::market::index::BOOK => {
                    for crossed in watch.tick(market_id, &sample, &ctx.market) {
                        if let Err(err) = liquidate(&ctx, &crossed).await {
                            tracing::warn!(%err, loan = crossed.loan.id, "loan not liquidated this tick");
                        }
                    }
                }
                Some(Command::Tick { .. }) => {}
                Some(Command::Reload { reply }) => {
                    reload(&ctx, &mut watch).await;
                    if let Some(reply) = reply {
                        let _ = reply.send(());
                    }
                }
                None => return,
            },
        }
    }
}

async fn reload(ctx: &Ctx, watch: &mut Watch) {
    let read = async {
        let scales: HashMap<AssetId, Scale> = ledger::catalogue::assets(&ctx.db)
            .await?
            .into_iter()
            .map(|a| (a.id, a.scale))
            .collect();
        anyhow::Ok((repo::active(&ctx.db).await?, scales))
    };
    match read.await {
        Ok((loans, scales)) => watch.rebuild(loans, &scales, &ctx.market),
        Err(err) => tracing::warn!(%err, "open loans not read again"),
    }
}

/// One round at `now`: interest accrued and collected on every active loan; answers how many loans changed.
pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut changed = 0;
    for loan in repo::active(&ctx.db).await? {
        match accrue_and_collect(ctx, &loan, now).await {
            Ok(true) => changed += 1,
            Ok(false) => {}
            Err(err) => tracing::warn!(%err, loan = loan.id, "loan interest not accrued"),
        }
    }
    Ok(changed)
}

/// The day a loan's interest is next collected on: every `SETTLE_DAYS` days and the due date, whichever comes
/// first after what was collected.
pub fn next_collection(settled_days: i64, term: i64) -> i64 {
    let periodic = (settled_days / SETTLE_DAYS + 1) * SETTLE_DAYS;
    if settled_days < term {
        periodic.min(term)
    } else {
        periodic
    }
}

/// Accrues and collects one loan as it was read, in one transaction that changes nothing when the loan changed
/// since; answers whether it changed the loan.
pub async fn accrue_and_collect(ctx: &Ctx, loan: &LoanRow, now: i64) -> anyhow::Result<bool> {
    let Some(disbursed_at) = loan.disbursed_at else {
        return Ok(false);
    };
    let (days, _) = days_since(disbursed_at, now);
    let accrue = days > loan.accrued_days;
    let collect_day = next_collection(loan.settled_days, loan.days);
    let owed_after = if accrue {
        loan.interest_owed
            + interest_of_days(
                loan.amount,
                loan.days,
                (loan.day_rate_ppm, loan.overdue_rate_ppm),
                loan.accrued_days,
                days,
            )
    } else {
        loan.interest_owed
    };
    let collect = days >= collect_day && owed_after > 0;
    if !accrue && !collect {
        return Ok(false);
    }
    let mut tx = ctx.db.begin().await?;
    if accrue
        && !repo::accrue(
            &mut tx,
            loan.id,
            loan.accrued_days,
            days,
            owed_after - loan.interest_owed,
        )
        .await?
    {
        return Ok(false);
    }
    if collect && repo::change_available(&mut tx, loan.user_id, loan.asset_id).await? >= owed_after {
        // The interest is posted only when the loan still owed exactly it: a repayment or another runner since
        // the loan was read makes the whole round's transaction roll back, so nothing is charged twice.
        if !repo::collected(&mut tx, loan.id, owed_after, days).await? {
            return Ok(false);
        }
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::LoanInterest,
                reference: &format!("loan:{}", loan.id),
                memo: "",
                idempotency_key: Some(&format!("loan_interest:{}:{days}", loan.id)),
                legs: vec![
                    Leg::available(
                        Owner::User(loan.user_id, AccountKind::Change),
                        loan.asset_id,
                        -owed_after,
                    ),
                    Leg::available(Owner::System(SystemRole::Lending), loan.asset_id, owed_after),
                ],
                now,
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// Liquidates a loan that crossed its line, if it is still the loan the watch saw, keeping the evidence.
async fn liquidate(ctx: &Ctx, c: &Crossed) -> anyhow::Result<bool> {
    let assets = ledger::catalogue::assets(&ctx.db).await?;
    let asset = |id: AssetId| assets.iter().find(|a| a.id == id);
    let loan = &c.loan;
    let (Some(ca), Some(la)) = (asset(loan.collateral_asset_id), asset(loan.asset_id)) else {
        return Ok(false);
    };
    let (cs, ls) = (ca.scale, la.scale);
    let collateral = super::Holding {
        asset: loan.collateral_asset_id,
        scale: cs,
        amount: loan.collateral,
    };
    let debt = super::Holding {
        asset: loan.asset_id,
        scale: ls,
        amount: loan.debt(),
    };
    let Some(s) = split(collateral, debt, (c.collateral_price, c.loan_price)) else {
        return Ok(false);
    };
    let now = ctx.clock.now_ms();
    let mut tx = ctx.db.begin().await?;
    let evidence = Liquidation {
        id: loan.id,
        debt: loan.debt(),
        sample_ts: c.sample.ts,
        collateral_price: c.collateral_price,
        loan_price: c.loan_price,
        source: &c.sample.source,
        collateral_value: i64::try_from(s.collateral_value).unwrap_or(i64::MAX),
        debt_value: i64::try_from(s.debt_value).unwrap_or(i64::MAX),
        taken: s.taken,
        returned: s.returned,
        shortfall: s.shortfall,
        now,
    };
    if !repo::liquidate(&mut tx, &evidence, loan.collateral).await? {
        return Ok(false);
    }
    let (user, pledged, lending) = (
        Owner::User(loan.user_id, AccountKind::Change),
        Owner::System(SystemRole::LoanCollateral),
        Owner::System(SystemRole::Lending),
    );
    let mut legs = vec![
        Leg::available(pledged, loan.collateral_asset_id, -loan.collateral),
        Leg::available(lending, loan.collateral_asset_id, s.taken),
    ];
    if s.returned > 0 {
        legs.push(Leg::available(user, loan.collateral_asset_id, s.returned));
    }
    if s.shortfall > 0 {
        legs.push(Leg::available(
            Owner::System(SystemRole::Insurance),
            loan.asset_id,
            -s.shortfall,
        ));
        legs.push(Leg::available(lending, loan.asset_id, s.shortfall));
    }
    let collateral_text = |amount| format!("{} {}", money::format(amount, cs), ca.symbol);
    let note = serde_json::json!({
        "amount": format!("{} {}", money::format(loan.amount, ls), la.symbol),
        "price": money::format(c.sample.price, Scale::USDT),
        "taken": collateral_text(s.taken),
        "returned": collateral_text(s.returned),
    });
    crate::notify::inbox::file(&mut tx, loan.user_id, "loan_liquidated", &note.to_string(), now).await?;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::LoanLiquidate,
            reference: &format!("loan:{}", loan.id),
            memo: "",
            idempotency_key: Some(&format!("loan_liquidate:{}", loan.id)),
            legs,
            now,
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(
        loan = loan.id,
        sample = c.sample.ts,
        "loan liquidated below its line"
    );
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interest_is_collected_every_thirty_days_and_on_the_due_date() {
        assert_eq!(next_collection(0, 90), 30);
        assert_eq!(next_collection(30, 90), 60);
        assert_eq!(next_collection(0, 7), 7);
        assert_eq!(next_collection(7, 7), 30);
        assert_eq!(next_collection(60, 75), 75);
    }
}
