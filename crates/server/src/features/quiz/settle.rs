//! The quiz job (single owner): every few seconds it settles the rounds whose final second has passed, from the
//! two recorded index samples (kept on the round as evidence), and in demo mode keeps an hourly BTC/USDT round
//! open. A round is marked settled in the transaction that pays it, so a takeover never pays twice.

use std::time::Duration;

use crate::jobs::Jobs;

use super::{
    repo::{self, NewRound, RoundRow, Settled},
    service::{self, SAMPLE_GRACE_MS, bet},
};
use crate::{
    clock::Clock,
    db::Db,
    ledger::{self, AccountKind, KnownAccounts, Leg, Owner, Posting, SystemRole, TxKind},
    market,
};

const HOUR_MS: i64 = 3_600_000;

/// What the quiz job works with: the database, the clock, and the market of the demo rounds (demo mode only).
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    pub demo_market: Option<i64>,
}

/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "quiz_settlement",
        Duration::from_secs(5),
        "quiz rounds not settled this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx, ctx.clock.now_ms()).await }
        },
    );
}

/// Opens the demo rounds due and settles what is due at `now`; answers how many rounds it settled.
pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    if let Some(market) = ctx.demo_market {
        keep_demo_rounds(ctx, market, now).await?;
    }
    let mut settled = 0;
    for r in repo::due(&ctx.db, now).await? {
        let reference = market::repo::sample_at(&ctx.db, r.market_id, r.closes_at).await?;
        let last = market::repo::sample_at(&ctx.db, r.market_id, r.settles_at).await?;
        if (reference.is_none() || last.is_none()) && now < r.settles_at + SAMPLE_GRACE_MS {
            continue;
        }
        if settle(ctx, &r, (reference, last), now).await? {
            settled += 1;
        }
    }
    Ok(settled)
}

/// The round of this hour and of the next: guessing from the hour to 50 past, settled on the next hour.
async fn keep_demo_rounds(ctx: &Ctx, market: i64, now: i64) -> anyhow::Result<()> {
    let hour = now.div_euclid(HOUR_MS) * HOUR_MS;
    let fee_ppm = service::published(&ctx.db)
        .await
        .map_err(|e| anyhow::anyhow!("{}", e.code.as_str()))?
        .fee_ppm;
    let mut tx = ctx.db.begin().await?;
    for start in [hour, hour + HOUR_MS] {
        let round = NewRound {
            market_id: market,
            opens_at: start,
            closes_at: start + 50 * 60_000,
            settles_at: start + HOUR_MS,
            fee_ppm,
            demo: true,
            created_by: None,
            now,
        };
        repo::insert(&mut tx, &round).await?;
    }
    tx.commit().await?;
    super::demo::join(ctx, market, hour, now).await
}

type Sample = Option<(i64, String)>;

async fn settle(
    ctx: &Ctx,
    r: &RoundRow,
    (reference, last): (Sample, Sample),
    now: i64,
) -> anyhow::Result<bool> {
    let outcome = match (&reference, &last) {
        (Some((a, _)), Some((b, _))) => service::outcome(*a, *b, r.up_total, r.down_total),
        _ => "void",
    };
    let mut tx = ctx.db.begin().await?;
    let bets = repo::open_bets(&mut tx, r.id).await?;
    let sides: Vec<(i64, &str, i64)> = bets.iter().map(|b| (b.id, b.side.as_str(), b.amount)).collect();
    let split = service::split(&sides, outcome, r.fee_ppm);
    let pool = Owner::System(SystemRole::QuizPool);
    let reference_key = format!("quiz_round:{}", r.id);
    let mut postings: Vec<(TxKind, Vec<Leg>)> = Vec::new();
    match &split {
        Some(s) => {
            for b in &bets {
                let paid = s.payouts.iter().find(|p| p.0 == b.id).map_or(0, |p| p.1);
                let status = if paid > 0 || b.side == outcome {
                    bet::HIT
                } else {
                    bet::MISSED
                };
                repo::close_bet(&mut tx, b.id, status, paid).await?;
                if paid > 0 {
                    let user = Owner::User(b.user_id, AccountKind::Change);
                    postings.push((
                        TxKind::QuizPayout,
                        vec![
                            Leg::available(pool, market::USDT, -paid),
                            Leg::available(user, market::USDT, paid),
                        ],
                    ));
                }
            }
            if s.fee > 0 {
                let fees = Owner::System(SystemRole::Fees);
                postings.push((
                    TxKind::QuizFee,
                    vec![
                        Leg::available(pool, market::USDT, -s.fee),
                        Leg::available(fees, market::USDT, s.fee),
                    ],
                ));
            }
        }
        None => {
            for b in &bets {
                repo::close_bet(&mut tx, b.id, bet::REFUNDED, b.amount).await?;
                let user = Owner::User(b.user_id, AccountKind::Change);
                postings.push((
                    TxKind::QuizRefund,
                    vec![
                        Leg::available(pool, market::USDT, -b.amount),
                        Leg::available(user, market::USDT, b.amount),
                    ],
                ));
            }
        }
    }
    let done = repo::settle(
        &mut tx,
        &Settled {
            id: r.id,
            outcome,
            reference: reference.as_ref().map(|(p, s)| (*p, s.as_str())),
            last: last.as_ref().map(|(p, s)| (*p, s.as_str())),
            fee_paid: split.as_ref().map_or(0, |s| s.fee),
            payout_ppm: split.as_ref().map(|s| s.ratio_ppm),
            now,
        },
    )
    .await?;
    if !done {
        return Ok(false);
    }
    let postings: Vec<Posting> = postings
        .into_iter()
        .map(|(kind, legs)| Posting {
            kind,
            reference: &reference_key,
            memo: outcome,
            idempotency_key: None,
            legs,
            now,
        })
        .collect();
    ledger::post_many(&mut tx, &postings, &KnownAccounts::new(), &mut Vec::new()).await?;
    tx.commit().await?;
    Ok(true)
}
