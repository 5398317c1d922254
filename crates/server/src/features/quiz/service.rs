//! The quiz's rules: a round's state at a moment, the outcome from two recorded prices, the parimutuel split, and
//! the calls that bet and read. Bets move USDT from the change account to `quiz_pool` in the transaction that
//! adds the stake to a round still guessing.

use super::{
    dto::{BetInput, QuizBetView, QuizConfig, QuizEvidence, QuizRoundView, QuizRules},
    repo::{self, BetRow, RoundRow},
};
use crate::{
    app::AppState,
    clock,
    db::Tx,
    error::{AppError, ErrorCode},
    features::{site, wallet},
    http::pager::Pager,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::UserId,
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market, money,
    money::Scale,
    rules,
};

pub const PPM: i128 = 1_000_000;
/// How long after a second the settlement waits for its sample before voiding the round.
pub const SAMPLE_GRACE_MS: i64 = 60_000;

pub mod state {
    pub const NOT_STARTED: i64 = 0;
    pub const GUESSING: i64 = 1;
    pub const CLOSED: i64 = 2;
    pub const UNSETTLED: i64 = 3;
    pub const SETTLED: i64 = 4;
}

pub mod bet {
    pub const OPEN: i64 = 0;
    pub const HIT: i64 = 1;
    pub const MISSED: i64 = 2;
    pub const REFUNDED: i64 = 3;
}

/// A round's state at `now` (SPEC §4: not started, guessing, closed, unsettled, settled).
pub fn state_of(r: &RoundRow, now: i64) -> i64 {
    if r.status == 1 {
        state::SETTLED
    } else if now < r.opens_at {
        state::NOT_STARTED
    } else if now < r.closes_at {
        state::GUESSING
    } else if now < r.settles_at {
        state::CLOSED
    } else {
        state::UNSETTLED
    }
}

/// The outcome from the reference and final prices and the pools: `none` when a side has no stake, else `tie`,
/// `up` or `down`.
pub fn outcome(reference: i64, last: i64, up_total: i64, down_total: i64) -> &'static str {
    if up_total == 0 || down_total == 0 {
        "none"
    } else if last == reference {
        "tie"
    } else if last > reference {
        "up"
    } else {
        "down"
    }
}

/// What a settled round pays: each winning bet's payout, the fee account's share (the fee and what rounding
/// left) and the payout of one unit staked on the winning side in ppm.
#[derive(Debug, PartialEq, Eq)]
pub struct Split {
    pub payouts: Vec<(i64, i64)>,
    pub fee: i64,
    pub ratio_ppm: i64,
}

/// Splits the pool of `bets` (id, side, amount) among the `winner` side: the fee is the pool × fee, rounded down;
/// each winner receives stake × (pool − fee) / the winning side's total, rounded down; the fee account keeps the
/// rest. `None` when the winning side has no stake.
pub fn split(bets: &[(i64, &str, i64)], winner: &str, fee_ppm: i64) -> Option<Split> {
    let pool: i128 = bets.iter().map(|b| i128::from(b.2)).sum();
    let winning: i128 = bets
        .iter()
        .filter(|b| b.1 == winner)
        .map(|b| i128::from(b.2))
        .sum();
    if winning == 0 {
        return None;
    }
    // A round's fee is below the whole pool by rule (ADR 69); even a round recorded otherwise never pays its
    // winners from anything but its own pool.
    let fee = pool * i128::from(fee_ppm).clamp(0, PPM) / PPM;
    let net = pool - fee;
    let payouts: Vec<(i64, i64)> = bets
        .iter()
        .filter(|b| b.1 == winner)
        .map(|b| (b.0, i64::try_from(i128::from(b.2) * net / winning).unwrap_or(0)))
        .collect();
    let paid: i128 = payouts.iter().map(|p| i128::from(p.1)).sum();
    Some(Split {
        payouts,
        fee: i64::try_from(pool - paid).unwrap_or(0),
        ratio_ppm: i64::try_from(net * PPM / winning).unwrap_or(0),
    })
}

/// The published rules in force (product `quiz`).
#[derive(Debug, Clone)]
pub struct Published {
    pub fee_ppm: i64,
    pub min_bet: i64,
    pub max_bet: i64,
}

pub async fn published(db: &crate::db::Db) -> Result<Published, AppError> {
    let rows = rules::list(db, Some("quiz")).await?;
    let value = |key: &str| {
        rows.iter()
            .find(|r| r.key == key)
            .map(|r| r.value.clone())
            .unwrap_or_default()
    };
    Ok(Published {
        fee_ppm: money::parse(&value("fee"), Scale::new(4)).map_or(50_000, |p| p),
        min_bet: money::parse(&value("min_bet"), Scale::USDT).unwrap_or(100_000_000),
        max_bet: money::parse(&value("max_bet"), Scale::USDT).unwrap_or(1_000_000_000_000),
    })
}

pub async fn config(app: &AppState) -> Result<QuizConfig, AppError> {
    let p = published(&app.db).await?;
    Ok(QuizConfig {
        rules: QuizRules {
            fee: money::format(p.fee_ppm, Scale::new(4)),
            min_bet: money::format(p.min_bet, Scale::USDT),
            max_bet: money::format(p.max_bet, Scale::USDT),
            currency: "USDT".into(),
            sample_grace_seconds: SAMPLE_GRACE_MS / 1000,
        },
    })
}

fn usdt(v: i64) -> String {
    money::format(v, Scale::USDT)
}

pub async fn round_view(
    app: &AppState,
    lang: Lang,
    r: &RoundRow,
    reader: Option<UserId>,
) -> Result<QuizRoundView, AppError> {
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let (my_up, my_down) = match reader {
        Some(user) => repo::stakes(&app.db, r.id, user).await?,
        None => (0, 0),
    };
    let shown = |t: i64| clock::display(t, offset);
    let question = i18n::text(
        lang,
        "quiz_question",
        &[
            ("market", &r.symbol),
            ("settles", &shown(r.settles_at)),
            ("closes", &shown(r.closes_at)),
        ],
    );
    let evidence = (r.status == 1).then(|| QuizEvidence {
        ref_price: r.ref_price.map(usdt).unwrap_or_default(),
        ref_ts: r.closes_at,
        ref_source: r.ref_source.clone().unwrap_or_default(),
        final_price: r.final_price.map(usdt).unwrap_or_default(),
        final_ts: r.settles_at,
        final_source: r.final_source.clone().unwrap_or_default(),
        fee: usdt(r.fee_paid),
        payout_ratio: r
            .payout_ppm
            .map(|p| money::format(p, Scale::new(6)))
            .unwrap_or_default(),
    });
    Ok(QuizRoundView {
        id: r.id,
        market: r.symbol.clone(),
        question,
        state: state_of(r, now),
        opens_at: shown(r.opens_at),
        opens_at_ts: r.opens_at,
        closes_at: shown(r.closes_at),
        closes_at_ts: r.closes_at,
        settles_at: shown(r.settles_at),
        settles_at_ts: r.settles_at,
        up_total: usdt(r.up_total),
        down_total: usdt(r.down_total),
        pool: usdt(r.up_total + r.down_total),
        my_up: usdt(my_up),
        my_down: usdt(my_down),
        outcome: r.outcome.clone(),
        evidence,
        demo: r.demo == 1,
    })
}

pub async fn rounds(
    app: &AppState,
    lang: Lang,
    (state, reader): (Option<i64>, Option<UserId>),
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<QuizRoundView>, AppError> {
    let now = app.clock.now_ms();
    let (rows, total) = repo::page(&app.db, (state.unwrap_or(-1), now), limit, (page - 1) * limit).await?;
    let mut data = Vec::with_capacity(rows.len());
    for r in &rows {
        data.push(round_view(app, lang, r, reader).await?);
    }
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn one(
    app: &AppState,
    lang: Lang,
    id: i64,
    reader: Option<UserId>,
) -> Result<QuizRoundView, AppError> {
    let r = repo::round(&app.db, id).await?.ok_or(AppError::field("id"))?;
    round_view(app, lang, &r, reader).await
}

pub async fn place(
    app: &AppState,
    user: UserId,
    input: BetInput,
    key: Option<String>,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|key| {
        let fields = [
            input.round_id.to_string(),
            input.side.clone(),
            input.amount.clone(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user, key, "/quiz/bet", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return answer.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    let side = match input.side.trim() {
        "up" => "up",
        "down" => "down",
        _ => return Err(AppError::field("side")),
    };
    let p = published(&app.db).await?;
    let amount = money::parse(&input.amount, Scale::USDT)
        .filter(|v| (p.min_bet..=p.max_bet).contains(v))
        .ok_or(AppError::field("amount"))?;
    let mut tx = app.db.begin().await?;
    let id = stake(&mut tx, input.round_id, user, (side, amount), now).await?;
    let answer = serde_json::Value::from(id);
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &answer).await? {
        return earlier.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    wallet::service::publish_balance(&app.db, &app.fanout, user, market::USDT, "change").await;
    Ok(id)
}

/// Adds `amount` on `side` to a round still guessing and moves it from the user's change account to the pool, in
/// the caller's transaction; answers the bet's id. `quiz_closed` when the round is not guessing at `now`.
pub async fn stake(
    tx: &mut Tx,
    round: i64,
    user: UserId,
    (side, amount): (&str, i64),
    now: i64,
) -> Result<i64, AppError> {
    if !repo::add_stake(tx, round, side, amount, now).await? {
        return Err(ErrorCode::QuizClosed.into());
    }
    let id = repo::insert_bet(tx, round, user, (side, amount), now).await?;
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::QuizBet,
            reference: &format!("quiz_bet:{id}"),
            memo: "",
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::User(user, AccountKind::Change), market::USDT, -amount),
                Leg::available(Owner::System(SystemRole::QuizPool), market::USDT, amount),
            ],
            now,
        },
    )
    .await?;
    Ok(id)
}

fn bet_view(b: &BetRow, r: &QuizRoundView) -> QuizBetView {
    QuizBetView {
        id: b.id,
        round_id: b.round_id,
        market: r.market.clone(),
        question: r.question.clone(),
        side: b.side.clone(),
        amount: usdt(b.amount),
        status: b.status,
        payout: usdt(b.payout),
        created_at: String::new(),
        created_at_ts: b.created_at,
        settles_at_ts: r.settles_at_ts,
        outcome: r.outcome.clone(),
    }
}

pub async fn my_bets(
    app: &AppState,
    lang: Lang,
    user: UserId,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<QuizBetView>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let (rows, total) = repo::bets_page(&app.db, user, limit, (page - 1) * limit).await?;
    let mut data = Vec::with_capacity(rows.len());
    for b in &rows {
        let Some(r) = repo::round(&app.db, b.round_id).await? else {
            continue;
        };
        let mut view = bet_view(b, &round_view(app, lang, &r, None).await?);
        view.created_at = clock::display(b.created_at, offset);
        data.push(view);
    }
    Ok(Pager::new(data, total, page, limit, url))
}

/// Checks a round's times as an operator sets them: it opens now or later, closes after it opens and settles after
/// it closes, on whole seconds.
pub fn check_times(opens_at: i64, closes_at: i64, settles_at: i64, now: i64) -> Result<(), AppError> {
    if opens_at < now - 1_000 {
        return Err(AppError::field("opens_at"));
    }
    if closes_at <= opens_at || closes_at % 1_000 != 0 {
        return Err(AppError::field("closes_at"));
    }
    if settles_at <= closes_at || settles_at % 1_000 != 0 {
        return Err(AppError::field("settles_at"));
    }
    Ok(())
}

/// Creates a round, its question in the public changelog and the audit log; nothing can change it afterwards.
pub async fn create_round(
    app: &AppState,
    operator: &crate::operators::Operator,
    symbol: &str,
    (opens_at, closes_at, settles_at): (i64, i64, i64),
    ip: &str,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let m = app
        .market
        .by_symbol(symbol)
        .filter(|m| crate::market::pricing::may_settle_on(&app.config, m))
        .ok_or(AppError::field("market"))?;
    check_times(opens_at, closes_at, settles_at, now)?;
    let fee_ppm = published(&app.db).await?.fee_ppm;
    let mut tx = app.db.begin().await?;
    let round = repo::NewRound {
        market_id: m.id(),
        opens_at,
        closes_at,
        settles_at,
        fee_ppm,
        demo: false,
        created_by: Some(operator.id),
        now,
    };
    let id = repo::insert(&mut tx, &round)
        .await?
        .ok_or(AppError::field("settles_at"))?;
    let question = format!(
        "{} index at {settles_at}: up or down from {closes_at}; bets from {opens_at}; fee {}",
        m.symbol(),
        money::format(fee_ppm, Scale::new(4))
    );
    let key = format!("round:{id}");
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "quiz",
            key: &key,
            old_value: "",
            new_value: &question,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    let target = format!("quiz_round:{id}");
    crate::operators::audit::record(
        &mut tx,
        &crate::operators::audit::Entry::by(operator, "quiz.round.create", &target, &question, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(status: i64) -> RoundRow {
        RoundRow {
            id: 1,
            market_id: 1,
            symbol: "BTC/USDT".into(),
            opens_at: 1_000,
            closes_at: 2_000,
            settles_at: 3_000,
            fee_ppm: 50_000,
            status,
            up_total: 0,
            down_total: 0,
            outcome: String::new(),
            ref_price: None,
            ref_source: None,
            final_price: None,
            final_source: None,
            fee_paid: 0,
            payout_ppm: None,
            demo: 0,
        }
    }

    #[test]
    fn a_round_is_not_started_then_guessing_closed_unsettled_and_settled_by_its_fixed_times() {
        let r = round(0);
        let states: Vec<i64> = [999, 1_000, 1_999, 2_000, 2_999, 3_000]
            .iter()
            .map(|t| state_of(&r, *t))
            .collect();
        assert_eq!(states, [0, 1, 1, 2, 2, 3]);
        assert_eq!(state_of(&round(1), 1_500), 4);
    }

    #[test]
    fn a_round_opens_now_or_later_and_closes_and_settles_in_order_on_whole_seconds() {
        assert!(check_times(10_000, 20_000, 30_000, 10_000).is_ok());
        let field = |r: Result<(), AppError>| r.err().and_then(|e| e.field);
        assert_eq!(
            field(check_times(5_000, 20_000, 30_000, 10_000)),
            Some("opens_at")
        );
        assert_eq!(
            field(check_times(10_000, 10_000, 30_000, 10_000)),
            Some("closes_at")
        );
        assert_eq!(
            field(check_times(10_000, 20_500, 30_000, 10_000)),
            Some("closes_at")
        );
        assert_eq!(
            field(check_times(10_000, 20_000, 20_000, 10_000)),
            Some("settles_at")
        );
    }

    #[test]
    fn the_outcome_is_up_down_or_tie_and_none_when_a_side_has_no_stake() {
        assert_eq!(outcome(100, 101, 5, 5), "up");
        assert_eq!(outcome(100, 99, 5, 5), "down");
        assert_eq!(outcome(100, 100, 5, 5), "tie");
        assert_eq!(outcome(100, 101, 5, 0), "none");
    }

    #[test]
    fn winners_share_the_pool_minus_five_percent_in_proportion_to_their_stakes() {
        // Up: 30 and 10; down: 60. Pool 100, fee 5, 95 shared by 40 up: 71.25 and 23.75.
        let bets = [(1, "up", 3_000), (2, "up", 1_000), (3, "down", 6_000)];
        let s = split(&bets, "up", 50_000);
        assert_eq!(
            s,
            Some(Split {
                payouts: vec![(1, 7_125), (2, 2_375)],
                fee: 500,
                ratio_ppm: 2_375_000,
            })
        );
        assert_eq!(split(&bets, "none", 50_000), None);
    }

    #[test]
    fn rounding_down_leaves_the_dust_to_the_fee_account() {
        // Pool 10 units, fee 0; three winners of 1 share 10 → 3 each, 1 left.
        let bets = [(1, "up", 1), (2, "up", 1), (3, "up", 1), (4, "down", 7)];
        let s = split(&bets, "up", 0).unwrap();
        assert_eq!(s.payouts, vec![(1, 3), (2, 3), (3, 3)]);
        assert_eq!(s.fee, 1);
    }
}
