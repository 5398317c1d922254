//! `mercato ledger verify`: every invariant of ARCHITECTURE §5, checked in one consistent snapshot so it can run
//! beside a live server. Each finding is a readable line; an empty report means the ledger is sound.

mod checkpoint;
mod entries;
mod liabilities;

pub use self::checkpoint::{Scope, verify_recorded};

use crate::{
    db::{Db, Tx},
    on_tx,
};

/// What the check looked at and what it found wrong.
#[derive(Debug, Default)]
pub struct Report {
    pub accounts: i64,
    pub transactions: i64,
    pub entries: i64,
    /// The newest entry and ledger transaction the check saw: where the next incremental check starts.
    pub last_entry_id: i64,
    pub last_transaction_id: i64,
    pub problems: Vec<String>,
}

impl Report {
    pub fn is_clean(&self) -> bool {
        self.problems.is_empty()
    }
}

async fn rows<T>(tx: &mut Tx, sql: &'static str) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow>
        + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>
        + Send
        + Unpin,
{
    on_tx!(tx, c => sqlx::query_as::<_, T>(sql).fetch_all(c).await)
}

async fn scalar(tx: &mut Tx, sql: &'static str) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(sql).fetch_one(c).await)
}

/// Checks, per asset, that all accounts sum to zero; that every account equals the sum of its entries and its
/// newest entry's balances; that every ledger transaction balances per asset; that no user account is negative;
/// that every frozen amount equals the open holds (waiting withdrawals) that explain it; and that every spot order
/// names a user and a market that exist; that the earn, IEO and dual-investment accounts are explained by the
/// lock-mining positions, the IEO projects and subscriptions, and the dual-investment orders; that every system
/// account holding users' claims holds exactly what the products record; and that every recent liabilities
/// snapshot's totals are the ledger's.
pub async fn verify(db: &Db) -> Result<Report, sqlx::Error> {
    let mut tx = db.begin_snapshot().await?;
    let mut report = Report {
        accounts: scalar(&mut tx, "SELECT COUNT(*) FROM accounts").await?,
        transactions: scalar(&mut tx, "SELECT COUNT(*) FROM ledger_transactions").await?,
        entries: scalar(&mut tx, "SELECT COUNT(*) FROM ledger_entries").await?,
        last_entry_id: scalar(&mut tx, "SELECT COALESCE(MAX(id), 0) FROM ledger_entries").await?,
        last_transaction_id: scalar(&mut tx, "SELECT COALESCE(MAX(id), 0) FROM ledger_transactions").await?,
        problems: Vec::new(),
    };
    entries::all(&mut tx, &mut report.problems).await?;
    accounts_and_products(tx, &mut report).await?;
    Ok(report)
}

/// Every check that reads accounts and the products' records rather than the ledger's entries.
async fn accounts_and_products(mut tx: Tx, report: &mut Report) -> Result<(), sqlx::Error> {
    let assets: Vec<(i64, i64)> = rows(
        &mut tx,
        "SELECT asset_id, CAST(SUM(available + frozen) AS BIGINT) FROM accounts GROUP BY asset_id \
         HAVING SUM(available + frozen) <> 0",
    )
    .await?;
    for (asset, sum) in assets {
        report
            .problems
            .push(format!("asset {asset}: the accounts sum to {sum}, not 0"));
    }
    let negative: Vec<(i64, i64, i64)> = rows(
        &mut tx,
        "SELECT id, available, frozen FROM accounts WHERE user_id IS NOT NULL AND (available < 0 OR frozen < 0)",
    )
    .await?;
    for (id, available, frozen) in negative {
        report.problems.push(format!(
            "user account {id} is negative: {available} available, {frozen} frozen"
        ));
    }
    // Frozen amounts are explained by open holds: in the exchange account, waiting withdrawals (amount and fee)
    // and open spot orders (what each still holds: quote for buys, base for sells); in the lever account, the
    // margin of holding positions and the margin and fee of limit entrusts (USDT); in the legal account, OTC
    // merchants' security deposits and the escrow of open P2P orders.
    let unexplained: Vec<(i64, i64, i64, i64)> = rows(
        &mut tx,
        "SELECT a.id, a.user_id, a.frozen, CAST(COALESCE(h.held, 0) AS BIGINT) FROM accounts a \
         LEFT JOIN (SELECT user_id, asset_id, kind, SUM(held) AS held FROM ( \
                      SELECT user_id, asset_id, 2 AS kind, amount + fee AS held FROM withdrawals WHERE status = 1 \
                      UNION ALL \
                      SELECT o.user_id, CASE WHEN o.side = 1 THEN m.quote_asset_id ELSE m.base_asset_id END, 2, \
                             o.frozen FROM spot_orders o JOIN markets m ON m.id = o.market_id WHERE o.status = 1 \
                      UNION ALL \
                      SELECT user_id, 3, 3, frozen FROM lever_positions WHERE status IN (0, 1) \
                      UNION ALL \
                      SELECT user_id, deposit_asset_id, 1, deposit FROM otc_merchants WHERE status IN (0, 1) \
                      UNION ALL \
                      SELECT seller_id, asset_id, 1, amount FROM otc_orders WHERE status IN (0, 1, 2) \
                    ) holds GROUP BY user_id, asset_id, kind) h \
           ON h.user_id = a.user_id AND h.asset_id = a.asset_id AND h.kind = a.kind \
         WHERE a.user_id IS NOT NULL AND a.frozen <> COALESCE(h.held, 0)",
    )
    .await?;
    for (id, user, frozen, held) in unexplained {
        report.problems.push(format!(
            "user account {id} (user {user}): {frozen} frozen, but open holds explain {held}"
        ));
    }
    let orphans: Vec<(i64, i64)> = rows(
        &mut tx,
        "SELECT w.id, CAST(w.amount + w.fee AS BIGINT) FROM withdrawals w WHERE w.status = 1 AND NOT EXISTS \
         (SELECT 1 FROM accounts a WHERE a.user_id = w.user_id AND a.asset_id = w.asset_id AND a.kind = 2)",
    )
    .await?;
    for (id, held) in orphans {
        report.problems.push(format!(
            "withdrawal {id} holds {held} in an account that does not exist"
        ));
    }
    // Earn: `earn_locked` holds exactly the principal of open lock-mining positions (checked with every product's
    // claims, below); every position's interest paid is what its interest postings paid; an earn reserve is never
    // negative and still holds what open positions may be owed at their maximum rate for their unpaid days.
    // What each lock position records as paid, against what its postings of that kind paid users.
    macro_rules! paid_against_postings {
        ($column:literal, $kind:literal) => {
            concat!(
                "SELECT p.id, p.", $column, ", CAST(COALESCE(i.paid, 0) AS BIGINT) FROM lock_positions p \
                 LEFT JOIN (SELECT t.reference, SUM(e.available_delta) AS paid FROM ledger_transactions t \
                            JOIN ledger_entries e ON e.transaction_id = t.id \
                            JOIN accounts a ON a.id = e.account_id \
                            WHERE t.kind = ", $kind, " AND a.user_id IS NOT NULL GROUP BY t.reference) i \
                   ON i.reference = 'lock_position:' || CAST(p.id AS TEXT) \
                 WHERE p.", $column, " <> COALESCE(i.paid, 0)"
            )
        };
    }
    for (sql, what) in [
        (paid_against_postings!("total_interest", "18"), "interest"),
        (paid_against_postings!("boost_paid", "69"), "boost"),
    ] {
        let mismatched: Vec<(i64, i64, i64)> = rows(&mut tx, sql).await?;
        for (id, recorded, paid) in mismatched {
            report.problems.push(format!(
                "lock position {id}: records {recorded} of {what} paid, but its postings paid {paid}"
            ));
        }
    }
    let reserves: Vec<(i64, i64)> = rows(
        &mut tx,
        "SELECT asset_id, available + frozen FROM accounts WHERE user_id IS NULL AND system_role = 'earn_reserve'",
    )
    .await?;
    let open: Vec<(i64, i64, i64, i64, i64)> = rows(
        &mut tx,
        "SELECT asset_id, amount, rate_max_ppm, days - paid_days, boost_cap - boost_paid FROM lock_positions \
         WHERE status = 1",
    )
    .await?;
    let mut owed: std::collections::BTreeMap<i64, i128> = std::collections::BTreeMap::new();
    for (asset, amount, rate, days, boost_left) in open {
        let most = (i128::from(amount) * i128::from(rate) * i128::from(days) + 999_999) / 1_000_000
            + i128::from(boost_left);
        *owed.entry(asset).or_default() += most;
    }
    for (asset, held) in &reserves {
        if *held < 0 {
            report
                .problems
                .push(format!("asset {asset}: the earn reserve is negative ({held})"));
        }
    }
    for (asset, most) in owed {
        let held = reserves.iter().find(|(a, _)| *a == asset).map_or(0, |(_, h)| *h);
        if i128::from(held) < most {
            report.problems.push(format!(
                "asset {asset}: the earn reserve holds {held}, but open lock-mining positions may be owed {most}"
            ));
        }
    }
    ieo(&mut tx, &mut report.problems).await?;
    dual(&mut tx, report).await?;
    loans(&mut tx, report).await?;
    // Orders carry no keys to users and markets (ADR 30), so this check stands in for them.
    let strays: Vec<(i64, i64, i64)> = rows(
        &mut tx,
        "SELECT o.id, o.user_id, o.market_id FROM spot_orders o \
         WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id) \
            OR NOT EXISTS (SELECT 1 FROM markets m WHERE m.id = o.market_id)",
    )
    .await?;
    for (id, user, market) in strays {
        report.problems.push(format!(
            "spot order {id} names user {user} and market {market}, and one of them does not exist"
        ));
    }
    liabilities::claims(&mut tx, &mut report.problems).await?;
    liabilities::snapshots(&mut tx, &mut report.problems).await?;
    Ok(())
}

/// IEO: per payment asset, `ieo_proceeds` holds what allocated subscriptions were charged; per token, `ieo_issuer`
/// the total issue less what was allocated, and `ieo_issuance` minus the total issue. (`ieo_escrow` and
/// `ieo_locked` are checked with every product's claims.)
async fn ieo(tx: &mut Tx, problems: &mut Vec<String>) -> Result<(), sqlx::Error> {
    let checks: [(&str, &'static str); 3] = [
        (
            "ieo_proceeds",
            "SELECT pay_asset_id, charged FROM ieo_subscriptions WHERE status = 2",
        ),
        (
            "ieo_issuer",
            "SELECT asset_id, supply - allocated FROM ieo_projects",
        ),
        ("ieo_issuance", "SELECT asset_id, -supply FROM ieo_projects"),
    ];
    for (role, explained_by) in checks {
        held_as_explained(
            tx,
            problems,
            role,
            explained_by,
            "the IEO projects and subscriptions",
        )
        .await?;
    }
    Ok(())
}

/// Checks that the system accounts of `role` hold, per asset, exactly what the `(asset, amount)` rows of
/// `explained_by` add up to, and reports each asset where they do not, naming `what` explains them.
async fn held_as_explained(
    tx: &mut Tx,
    problems: &mut Vec<String>,
    role: &str,
    explained_by: &'static str,
    what: &str,
) -> Result<(), sqlx::Error> {
    let held: Vec<(i64, i64)> = on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT asset_id, available + frozen FROM accounts WHERE user_id IS NULL AND system_role = $1",
    )
    .bind(role)
    .fetch_all(c)
    .await)?;
    let expected: Vec<(i64, i64)> = rows(tx, explained_by).await?;
    let mut sums: std::collections::BTreeMap<i64, (i128, i128)> = std::collections::BTreeMap::new();
    for (asset, amount) in held {
        sums.entry(asset).or_default().0 += i128::from(amount);
    }
    for (asset, amount) in expected {
        sums.entry(asset).or_default().1 += i128::from(amount);
    }
    for (asset, (held, explained)) in sums {
        if held != explained {
            problems.push(format!(
                "asset {asset}: {role} holds {held}, but {what} explain {explained}"
            ));
        }
    }
    Ok(())
}

/// Reports every asset whose system account of `role` (a funded reserve) is negative.
async fn never_negative(
    tx: &mut Tx,
    problems: &mut Vec<String>,
    role: &str,
    what: &str,
) -> Result<(), sqlx::Error> {
    let negative: Vec<(i64, i64)> = on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT asset_id, available + frozen FROM accounts \
         WHERE user_id IS NULL AND system_role = $1 AND available + frozen < 0",
    )
    .bind(role)
    .fetch_all(c)
    .await)?;
    for (asset, held) in negative {
        problems.push(format!("asset {asset}: {what} is negative ({held})"));
    }
    Ok(())
}

/// Dual investment (`dual_pool` is checked with every product's claims): a dual reserve is never negative; and every
/// paid order's recorded payout is what its settlement posting paid.
async fn dual(tx: &mut Tx, report: &mut Report) -> Result<(), sqlx::Error> {
    let problems = &mut report.problems;
    never_negative(tx, problems, "dual_reserve", "the dual reserve").await?;
    let payouts: Vec<(i64, i64, i64)> = rows(
        tx,
        "SELECT o.id, o.payout, CAST(COALESCE(i.paid, 0) AS BIGINT) FROM dual_orders o \
         LEFT JOIN (SELECT t.reference, a.asset_id, SUM(e.available_delta) AS paid FROM ledger_transactions t \
                    JOIN ledger_entries e ON e.transaction_id = t.id \
                    JOIN accounts a ON a.id = e.account_id \
                    WHERE t.kind IN (41, 42) AND a.user_id IS NOT NULL GROUP BY t.reference, a.asset_id) i \
           ON i.reference = 'dual_order:' || CAST(o.id AS TEXT) AND i.asset_id = o.payout_asset_id \
         WHERE o.status IN (3, 4) AND o.payout <> COALESCE(i.paid, 0)",
    )
    .await?;
    for (id, recorded, paid) in payouts {
        report.problems.push(format!(
            "dual order {id}: records a payout of {recorded}, but its settlement paid {paid}"
        ));
    }
    Ok(())
}

/// Reserves: the lending reserve, the quick buy reserve and the marketing account are never negative. (Loan
/// collateral, quiz bets and NFT margins are checked with every product's claims.)
async fn loans(tx: &mut Tx, report: &mut Report) -> Result<(), sqlx::Error> {
    let problems = &mut report.problems;
    never_negative(tx, problems, "lending", "the lending reserve").await?;
    never_negative(tx, problems, "quickbuy", "the quick buy reserve").await?;
    never_negative(tx, problems, "marketing", "the marketing account").await
}
