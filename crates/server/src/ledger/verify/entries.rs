//! The checks that read the ledger's entries: all of them, or only those added since the last clean check.

use super::rows;
use crate::{db::Tx, on_tx};

/// That every account equals the sum of its entries and its newest entry's balances, and that every ledger
/// transaction balances per asset.
pub(super) async fn all(tx: &mut Tx, problems: &mut Vec<String>) -> Result<(), sqlx::Error> {
    let drift: Vec<(i64, i64, i64, i64, i64)> = rows(
        tx,
        "SELECT a.id, a.available, a.frozen, CAST(COALESCE(SUM(e.available_delta), 0) AS BIGINT), \
         CAST(COALESCE(SUM(e.frozen_delta), 0) AS BIGINT) FROM accounts a \
         LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id, a.available, a.frozen \
         HAVING a.available <> COALESCE(SUM(e.available_delta), 0) OR a.frozen <> COALESCE(SUM(e.frozen_delta), 0)",
    )
    .await?;
    for (id, available, frozen, entries_available, entries_frozen) in drift {
        problems.push(format!(
            "account {id}: holds {available} available and {frozen} frozen, but its entries sum to \
             {entries_available} and {entries_frozen}"
        ));
    }
    let last: Vec<(i64, i64, i64)> = rows(
        tx,
        "SELECT a.id, e.available_after, e.frozen_after FROM accounts a \
         JOIN ledger_entries e ON e.id = (SELECT MAX(id) FROM ledger_entries WHERE account_id = a.id) \
         WHERE e.available_after <> a.available OR e.frozen_after <> a.frozen",
    )
    .await?;
    for (id, available, frozen) in last {
        problems.push(format!(
            "account {id}: its newest entry says {available} available and {frozen} frozen, the account differs"
        ));
    }
    let unbalanced: Vec<(i64, i64, i64)> = rows(
        tx,
        "SELECT e.transaction_id, a.asset_id, CAST(SUM(e.available_delta + e.frozen_delta) AS BIGINT) \
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id GROUP BY e.transaction_id, a.asset_id \
         HAVING SUM(e.available_delta + e.frozen_delta) <> 0",
    )
    .await?;
    for (transaction, asset, sum) in unbalanced {
        problems.push(format!(
            "ledger transaction {transaction}: asset {asset} moves {sum}, not 0"
        ));
    }
    Ok(())
}

/// What `all` establishes, from the entries after `after` alone, given that it held up to `after`: every new entry
/// continues its account's chain (its balances are the previous entry's plus its deltas), every account holds its
/// newest entry's balances (nothing, with no entry), and every ledger transaction with a new entry balances.
pub(super) async fn since(tx: &mut Tx, problems: &mut Vec<String>, after: i64) -> Result<(), sqlx::Error> {
    let broken: Vec<(i64, i64)> = on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT e.id, e.account_id FROM ledger_entries e \
         LEFT JOIN ledger_entries p ON p.id = (SELECT MAX(q.id) FROM ledger_entries q \
                                               WHERE q.account_id = e.account_id AND q.id < e.id) \
         WHERE e.id > $1 AND (e.available_after <> COALESCE(p.available_after, 0) + e.available_delta \
                           OR e.frozen_after <> COALESCE(p.frozen_after, 0) + e.frozen_delta)",
    )
    .bind(after)
    .fetch_all(c)
    .await)?;
    for (entry, account) in broken {
        problems.push(format!(
            "entry {entry} of account {account}: its balances are not the previous entry's plus its deltas"
        ));
    }
    let differ: Vec<(i64, i64, i64, i64, i64)> = rows(
        tx,
        "SELECT a.id, a.available, a.frozen, COALESCE(e.available_after, 0), COALESCE(e.frozen_after, 0) \
         FROM accounts a LEFT JOIN ledger_entries e \
           ON e.id = (SELECT MAX(id) FROM ledger_entries WHERE account_id = a.id) \
         WHERE COALESCE(e.available_after, 0) <> a.available OR COALESCE(e.frozen_after, 0) <> a.frozen",
    )
    .await?;
    for (id, available, frozen, newest_available, newest_frozen) in differ {
        problems.push(format!(
            "account {id}: holds {available} available and {frozen} frozen, but its newest entry says \
             {newest_available} and {newest_frozen}"
        ));
    }
    let unbalanced: Vec<(i64, i64, i64)> = on_tx!(tx, c => sqlx::query_as::<_, (i64, i64, i64)>(
        "SELECT e.transaction_id, a.asset_id, CAST(SUM(e.available_delta + e.frozen_delta) AS BIGINT) \
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id \
         WHERE e.transaction_id IN (SELECT transaction_id FROM ledger_entries WHERE id > $1) \
         GROUP BY e.transaction_id, a.asset_id HAVING SUM(e.available_delta + e.frozen_delta) <> 0",
    )
    .bind(after)
    .fetch_all(c)
    .await)?;
    for (transaction, asset, sum) in unbalanced {
        problems.push(format!(
            "ledger transaction {transaction}: asset {asset} moves {sum}, not 0"
        ));
    }
    Ok(())
}
