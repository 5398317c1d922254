//! Earn products' own core: the lock-mining positions' daily interest and maturity, paid from each asset's
//! `earn_reserve` account, and the scheduler that pays them. The calls live in `features::lockming`.
//!
//! A day is a UTC calendar day, numbered from the Unix epoch. A position's `k`-th day falls due `k` whole days
//! after its deposit and is paid at the rate published for the calendar day it falls due on: the operator's
//! rate for that day when one was published before the day started, otherwise the product's default rate
//! (the middle of its published range, rounded down), which is published with the product.

pub mod dual;
pub mod ieo;
pub mod repo;

use std::time::Duration;

use crate::{
    clock::{self, Clock},
    db::{Db, Tx},
    jobs::Jobs,
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money::{self, Scale},
    rules,
};

pub const DAY_MS: i64 = 86_400_000;

/// Parts per million: a daily rate of 0.35 % is 3 500.
pub const PPM: i128 = 1_000_000;

/// What the lock-mining scheduler works with: the database and the clock.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
}

/// The day number of a moment.
pub fn day_of(ms: i64) -> i64 {
    ms.div_euclid(DAY_MS)
}

/// The changelog key of a product's rate for a day: `rate:<product>:<YYYY-MM-DD>`.
pub fn rate_key(product_id: i64, day: i64) -> String {
    let date = clock::display(day * DAY_MS, time::UtcOffset::UTC);
    format!("rate:{product_id}:{}", date.get(..10).unwrap_or(""))
}

/// Records a product's default rate as a day's rate unless the day has one, and puts it in the public changelog
/// in the name of the operator who published the default with the product.
async fn record_default(tx: &mut Tx, p: &repo::ProductRow, day: i64, now: i64) -> anyhow::Result<i64> {
    let rate = default_rate(p.rate_min_ppm, p.rate_max_ppm);
    if repo::record_rate(tx, p.id, day, rate, now).await?
        && let Some(operator_id) = p.opened_by
    {
        let key = rate_key(p.id, day);
        let value = money::format(rate, Scale::new(4));
        rules::log_change(
            tx,
            &rules::Change {
                product: "lockming",
                key: &key,
                old_value: "",
                new_value: &value,
                operator_id,
                role: "schedule",
                at: now,
            },
        )
        .await?;
    }
    Ok(repo::rate_on(tx, p.id, day).await?.unwrap_or(rate))
}

/// A day's interest on `amount` at `rate_ppm`, rounded down (the user receives it).
pub fn daily_interest(amount: i64, rate_ppm: i64) -> i64 {
    i64::try_from(i128::from(amount) * i128::from(rate_ppm) / PPM).unwrap_or(0)
}

/// The most `amount` can earn over `days` at `rate_ppm`, rounded up (what a reserve must hold for it).
pub fn most_interest(amount: i64, rate_ppm: i64, days: i64) -> i64 {
    let product = i128::from(amount) * i128::from(rate_ppm) * i128::from(days.max(0));
    i64::try_from((product + PPM - 1) / PPM).unwrap_or(i64::MAX)
}

/// The rate a day pays when the operator published none for it: the middle of the range, rounded down.
pub fn default_rate(min_ppm: i64, max_ppm: i64) -> i64 {
    min_ppm + (max_ppm - min_ppm) / 2
}

/// Checks every few seconds, and once at start, for days due; what is due is read from the positions.
/// Starts the rounds, which run until the node stops: each publishes the day's rates, then pays what is due.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "lockming_interest",
        Duration::from_secs(5),
        "lock-mining interest not paid this round",
        move || {
            let ctx = ctx.clone();
            async move {
                let now = ctx.clock.now_ms();
                let published = publish_rates(&ctx, now).await;
                crate::jobs::record(
                    "lockming_rates",
                    "lock-mining rates not recorded this round",
                    &published,
                );
                pay_due(&ctx, now).await
            }
        },
    );
}

/// Records today's and tomorrow's rate of every product on sale or with open positions, where no rate was
/// published for them yet: the product's default rate.
pub async fn publish_rates(ctx: &Ctx, now: i64) -> anyhow::Result<()> {
    let today = day_of(now);
    // Most rounds find both days recorded and need no write transaction.
    if repo::lacking_rates(&ctx.db, today).await? == 0 {
        return Ok(());
    }
    let mut tx = ctx.db.begin().await?;
    for p in repo::live_products(&mut tx).await? {
        for day in [today, today + 1] {
            record_default(&mut tx, &p, day, now).await?;
        }
    }
    tx.commit().await?;
    Ok(())
}

/// Pays every position's days due at `now`; answers how many positions it paid.
pub async fn pay_due(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut paid = 0;
    for id in repo::due(&ctx.db, now, 500).await? {
        // One position that cannot be paid now (a racing redemption) does not hold up the others.
        match pay_one(ctx, id, now).await {
            Ok(true) => paid += 1,
            Ok(false) => {}
            Err(err) => tracing::warn!(%err, position = id, "lock position not paid this round"),
        }
    }
    Ok(paid)
}

async fn pay_one(ctx: &Ctx, id: i64, now: i64) -> anyhow::Result<bool> {
    let mut tx = ctx.db.begin().await?;
    let Some(position) = repo::position_in(&mut tx, id).await? else {
        return Ok(false);
    };
    if settle_days(&mut tx, &position, now).await? == 0 {
        return Ok(false);
    }
    tx.commit().await?;
    Ok(true)
}

/// Inside the caller's transaction: pays the interest of each of the position's days due by `now` and, once its
/// last day is paid, returns the principal. Marking the days paid is a conditional update on what was read, and
/// each day's posting carries a key of its own, so no day is paid twice. Answers how many days it paid.
pub async fn settle_days(tx: &mut Tx, p: &repo::PositionRow, now: i64) -> anyhow::Result<i64> {
    if p.status != 1 {
        return Ok(0);
    }
    let mut paid_days = p.paid_days;
    let mut interest_total = 0;
    let mut boost_left = p.boost_left();
    let mut postings: Vec<(i64, i64, i64)> = Vec::new();
    while paid_days < p.days && p.start_at + (paid_days + 1) * DAY_MS <= now {
        let day = paid_days + 1;
        let rate = repo::rate_on(tx, p.product_id, day_of(p.start_at + day * DAY_MS)).await?;
        let rate = match rate {
            Some(rate) => rate,
            None => {
                let product = repo::product_in(tx, p.product_id).await?;
                record_default(tx, &product, day_of(p.start_at + day * DAY_MS), now).await?
            }
        };
        let interest = daily_interest(p.amount, rate);
        // A boost coupon's extra rate, the same day's arithmetic, never more than it has left.
        let boost = daily_interest(p.amount, p.boost_ppm).min(boost_left);
        boost_left -= boost;
        interest_total += interest;
        postings.push((day, interest, boost));
        paid_days = day;
    }
    if paid_days == p.paid_days {
        return Ok(0);
    }
    let matured = paid_days == p.days;
    let next_due = p.start_at + (paid_days + 1) * DAY_MS;
    if !repo::mark_paid(
        tx,
        p.id,
        p.paid_days,
        paid_days,
        interest_total,
        next_due,
        matured,
        now,
    )
    .await?
    {
        anyhow::bail!("lock position {} changed while its days were paid", p.id);
    }
    let reference = format!("lock_position:{}", p.id);
    let user = Owner::User(p.user_id, AccountKind::Change);
    let boosted = p.boost_left() - boost_left;
    if boosted > 0 && !repo::add_boost_paid(tx, p.id, boosted).await? {
        anyhow::bail!("lock position {} paid more boost than its coupon reserved", p.id);
    }
    // Each day's interest and boost, each a posting with a key of its own.
    let payments = postings.iter().flat_map(|&(day, interest, boost)| {
        [
            (TxKind::LockInterest, "lock_interest", day, interest),
            (TxKind::LockBoost, "lock_boost", day, boost),
        ]
    });
    for (kind, prefix, day, amount) in payments {
        if amount == 0 {
            continue;
        }
        let key = format!("{prefix}:{}:{day}", p.id);
        ledger::post(
            tx,
            &Posting {
                kind,
                reference: &reference,
                memo: "",
                idempotency_key: Some(&key),
                legs: vec![
                    Leg::available(Owner::System(SystemRole::EarnReserve), p.asset_id, -amount),
                    Leg::available(user, p.asset_id, amount),
                ],
                now,
            },
        )
        .await?;
    }
    if matured {
        let key = format!("lock_return:{}", p.id);
        ledger::post(
            tx,
            &Posting {
                kind: TxKind::LockReturn,
                reference: &reference,
                memo: "",
                idempotency_key: Some(&key),
                legs: vec![
                    Leg::available(Owner::System(SystemRole::EarnLocked), p.asset_id, -p.amount),
                    Leg::available(user, p.asset_id, p.amount),
                ],
                now,
            },
        )
        .await?;
        if let Some(coupon) = p.coupon_id {
            crate::coupons::return_boost(tx, coupon, p.asset_id, boost_left, (&reference, now))
                .await
                .map_err(|e| anyhow::anyhow!("boost coupon {coupon} not returned: {e:?}"))?;
        }
    }
    Ok(paid_days - p.paid_days)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_0_1_percent_boost_on_1000_usdt_is_1_usdt_a_day_and_rounds_down() {
        assert_eq!(daily_interest(1_000 * 100_000_000, 1_000), 100_000_000);
        assert_eq!(daily_interest(999, 1_000), 0);
    }

    #[test]
    fn daily_interest_on_1000_usdt_at_0_35_percent_is_3_5_usdt() {
        assert_eq!(daily_interest(1_000 * 100_000_000, 3_500), 350_000_000);
    }

    #[test]
    fn daily_interest_is_rounded_down_for_the_user() {
        assert_eq!(daily_interest(999, 3_500), 3, "3.4965 minor units pay 3");
    }

    #[test]
    fn a_reserve_must_hold_the_most_interest_rounded_up() {
        assert_eq!(most_interest(999, 4_000, 7), 28, "27.972 minor units need 28");
        assert_eq!(most_interest(1_000 * 100_000_000, 4_000, 30), 12_000_000_000);
    }

    #[test]
    fn the_default_rate_of_0_3_to_0_4_percent_is_0_35_percent() {
        assert_eq!(default_rate(3_000, 4_000), 3_500);
        assert_eq!(default_rate(3_000, 3_001), 3_000, "rounded down");
    }

    #[test]
    fn days_are_utc_calendar_days() {
        assert_eq!(day_of(0), 0);
        assert_eq!(day_of(DAY_MS - 1), 0);
        assert_eq!(day_of(DAY_MS), 1);
        assert_eq!(day_of(-1), -1);
    }
}
