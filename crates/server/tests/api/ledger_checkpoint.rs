//! `mercato ledger verify --incremental` (ADR 86): after a clean check, the next one reads only the entries after
//! it, and still finds a changed balance, a broken entry, or an entry removed from before the checkpoint.

use mercato::ledger::verify::{Scope, verify_recorded};

use crate::common::TestApp;

/// Lifts the database's refusal to change written entries, as someone with the database's keys could.
async fn unguard_entries(app: &TestApp) {
    if matches!(app.state.db, mercato::db::Db::Postgres(..)) {
        app.exec("DROP TRIGGER tr_ledger_entries_append_only ON ledger_entries")
            .await;
    } else {
        app.exec("DROP TRIGGER tr_ledger_entries_no_update").await;
        app.exec("DROP TRIGGER tr_ledger_entries_no_delete").await;
    }
}

async fn demo_app() -> TestApp {
    TestApp::spawn_with(|c| {
        c.server.demo = true;
        c.market.feed = "none".into();
    })
    .await
}

#[tokio::test]
async fn an_incremental_check_reads_only_the_entries_after_the_last_clean_one_and_still_finds_what_is_wrong()
{
    let app = demo_app().await;
    let db = &app.state.db;
    app.signed_up("first@example.com").await;
    let (full, scope) = verify_recorded(db, true, 1).await.unwrap();
    assert_eq!(scope, Scope::Full("no clean verification is recorded yet"));
    assert!(full.is_clean(), "{:?}", full.problems);
    assert!(full.entries > 0);

    // The faucet pays the next user: only its entries are read, and the counts still cover the whole ledger.
    app.signed_up("second@example.com").await;
    let (next, scope) = verify_recorded(db, true, 2).await.unwrap();
    assert_eq!(
        scope,
        Scope::Since {
            last_entry_id: full.last_entry_id
        }
    );
    assert!(next.is_clean(), "{:?}", next.problems);
    let everything = mercato::ledger::verify::verify(db).await.unwrap();
    assert_eq!(
        (next.entries, next.transactions),
        (everything.entries, everything.transactions)
    );

    // A balance changed without an entry.
    let account = "(SELECT MIN(id) FROM accounts WHERE user_id IS NOT NULL AND available > 0)";
    app.exec(&format!(
        "UPDATE accounts SET available = available + 1 WHERE id = {account}"
    ))
    .await;
    let (changed, _) = verify_recorded(db, true, 3).await.unwrap();
    assert!(
        changed.problems.iter().any(|p| p.contains("newest entry says")),
        "{:?}",
        changed.problems
    );
    app.exec(&format!(
        "UPDATE accounts SET available = available - 1 WHERE id = {account}"
    ))
    .await;

    // A new entry whose balances do not follow from the one before it.
    app.signed_up("third@example.com").await;
    unguard_entries(&app).await;
    app.exec("UPDATE ledger_entries SET available_after = available_after + 5 WHERE id = (SELECT MAX(id) FROM ledger_entries)")
        .await;
    let (broken, scope) = verify_recorded(db, true, 4).await.unwrap();
    assert_eq!(
        scope,
        Scope::Since {
            last_entry_id: next.last_entry_id
        },
        "no failed check moves the checkpoint"
    );
    assert!(
        broken
            .problems
            .iter()
            .any(|p| p.contains("not the previous entry's plus its deltas")),
        "{:?}",
        broken.problems
    );
    app.exec("UPDATE ledger_entries SET available_after = available_after - 5 WHERE id = (SELECT MAX(id) FROM ledger_entries)")
        .await;
    let (fixed, _) = verify_recorded(db, true, 5).await.unwrap();
    assert!(fixed.is_clean(), "{:?}", fixed.problems);

    // An entry removed from before the checkpoint makes the next check read everything, which finds it.
    app.exec("DELETE FROM ledger_entries WHERE id = (SELECT MIN(id) FROM ledger_entries)")
        .await;
    let (removed, scope) = verify_recorded(db, true, 6).await.unwrap();
    assert_eq!(
        scope,
        Scope::Full("the entries up to the last checkpoint changed since it")
    );
    assert!(!removed.is_clean());
}
