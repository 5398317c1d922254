use std::collections::HashMap;

use mercato::{
    features::funds::repo::{self as funds, NewWithdrawal},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, LedgerError, Leg, Owner, Posting, SystemRole, TxKind},
};
use rand::{Rng, SeedableRng, rngs::StdRng};

use crate::common::TestApp;

/// How many random operations the property test runs; `MERCATO_LEDGER_OPS` raises it for long runs.
fn operations() -> usize {
    std::env::var("MERCATO_LEDGER_OPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000)
}

const USERS: i64 = 20;
const KINDS: [AccountKind; 4] = AccountKind::ALL;
const ASSETS: [AssetId; 3] = [AssetId(1), AssetId(2), AssetId(3)];

type Model = HashMap<(Owner, AssetId), i64>;

fn apply(model: &mut Model, legs: &[Leg]) {
    for leg in legs {
        *model.entry((leg.owner, leg.asset_id)).or_default() += leg.available;
    }
}

fn would_go_negative(model: &Model, legs: &[Leg]) -> bool {
    legs.iter().any(|leg| {
        matches!(leg.owner, Owner::User(..))
            && model.get(&(leg.owner, leg.asset_id)).copied().unwrap_or(0) + leg.available < 0
    })
}

/// A waiting withdrawal of the property test: id, user, asset, amount, fee.
type Open = (i64, UserId, AssetId, i64, i64);

#[tokio::test]
async fn random_deposits_moves_withdrawals_and_adjustments_keep_every_ledger_invariant() {
    let app = TestApp::spawn().await;
    for i in 1..=USERS {
        app.exec(&format!(
            "INSERT INTO users (account, register_type, email, password_hash, invite_code, created_at, updated_at) \
             VALUES ('u{i}@example.com', 'email', 'u{i}@example.com', 'x', 'CODE{i:04}', 0, 0)"
        ))
        .await;
    }
    let operator = mercato::admin::service::create_operator(
        &app.state.db,
        "ops@example.com",
        "operator-pass-1",
        "finance",
    )
    .await
    .unwrap();
    let mut rng = StdRng::seed_from_u64(20_261_122);
    let mut model = Model::new();
    let mut frozen: HashMap<(UserId, AssetId), i64> = HashMap::new();
    let mut open: Vec<Open> = Vec::new();
    let total = operations();
    let batch = 500;
    let mut done = 0;
    while done < total {
        let mut tx = app.state.db.begin().await.unwrap();
        for _ in 0..batch.min(total - done) {
            done += 1;
            let user = UserId(rng.gen_range(1..=USERS));
            let asset = ASSETS[rng.gen_range(0..ASSETS.len())];
            let amount = rng.gen_range(1..=1_000_000_i64);
            let kind = KINDS[rng.gen_range(0..KINDS.len())];
            let other = KINDS[rng.gen_range(0..KINDS.len())];
            let op = rng.gen_range(0..6);
            if op == 4 {
                // A withdrawal request: amount and fee frozen in the exchange account, with its request row.
                let fee = amount / 100;
                let total = amount + fee;
                let owner = Owner::User(user, AccountKind::Change);
                if model.get(&(owner, asset)).copied().unwrap_or(0) < total {
                    continue;
                }
                let row = NewWithdrawal {
                    user_id: user,
                    asset_id: asset,
                    chain: "ERC20",
                    address: "0x0",
                    amount,
                    fee,
                    now: 0,
                };
                let id = funds::insert_withdrawal(&mut tx, &row).await.unwrap();
                let legs = vec![Leg {
                    owner,
                    asset_id: asset,
                    available: -total,
                    frozen: total,
                }];
                let reference = format!("withdrawal:{id}");
                let posting = Posting {
                    kind: TxKind::WithdrawRequest,
                    reference: &reference,
                    memo: "",
                    idempotency_key: None,
                    legs: legs.clone(),
                    now: 0,
                };
                ledger::post(&mut tx, &posting).await.unwrap();
                apply(&mut model, &legs);
                *frozen.entry((user, asset)).or_default() += total;
                open.push((id, user, asset, amount, fee));
                continue;
            }
            if op == 5 {
                // A decision on a waiting withdrawal: paid out to custody and fees, or returned.
                if open.is_empty() {
                    continue;
                }
                let (id, user, asset, amount, fee) = open.swap_remove(rng.gen_range(0..open.len()));
                let owner = Owner::User(user, AccountKind::Change);
                let total = amount + fee;
                let approve = rng.gen_bool(0.5);
                let mut legs = vec![Leg {
                    owner,
                    asset_id: asset,
                    available: if approve { 0 } else { total },
                    frozen: -total,
                }];
                if approve {
                    legs.push(Leg::available(Owner::System(SystemRole::Custody), asset, amount));
                    if fee > 0 {
                        legs.push(Leg::available(Owner::System(SystemRole::Fees), asset, fee));
                    }
                }
                let status = if approve { 2 } else { 3 };
                assert_eq!(
                    funds::decide_withdrawal(&mut tx, id, status, "", "0x1", operator, 0)
                        .await
                        .unwrap(),
                    1
                );
                let reference = format!("withdrawal:{id}");
                let kind = if approve {
                    TxKind::WithdrawDone
                } else {
                    TxKind::WithdrawReturned
                };
                let posting = Posting {
                    kind,
                    reference: &reference,
                    memo: "",
                    idempotency_key: None,
                    legs: legs.clone(),
                    now: 0,
                };
                ledger::post(&mut tx, &posting).await.unwrap();
                apply(&mut model, &legs);
                *frozen.entry((user, asset)).or_default() -= total;
                continue;
            }
            let (tx_kind, legs) = match op {
                0 => (
                    TxKind::Deposit,
                    vec![
                        Leg::available(Owner::System(SystemRole::Custody), asset, -amount),
                        Leg::available(Owner::User(user, kind), asset, amount),
                    ],
                ),
                1 if kind != other => (
                    TxKind::Transfer,
                    vec![
                        Leg::available(Owner::User(user, kind), asset, -amount),
                        Leg::available(Owner::User(user, other), asset, amount),
                    ],
                ),
                2 => (
                    TxKind::WithdrawDone,
                    vec![
                        Leg::available(Owner::User(user, kind), asset, -amount),
                        Leg::available(Owner::System(SystemRole::Custody), asset, amount),
                    ],
                ),
                _ => (
                    TxKind::Adjustment,
                    vec![
                        Leg::available(Owner::User(user, kind), asset, -amount / 2),
                        Leg::available(Owner::System(SystemRole::House), asset, amount / 2),
                    ],
                ),
            };
            if legs.iter().any(|l| l.available == 0) {
                continue;
            }
            let posting = Posting {
                kind: tx_kind,
                reference: "property",
                memo: "",
                idempotency_key: None,
                legs: legs.clone(),
                now: 0,
            };
            if would_go_negative(&model, &legs) {
                // A refused posting is checked in a transaction of its own, which is then rolled back as every
                // caller does on an error: the batch so far is committed first.
                tx.commit().await.unwrap();
                let mut alone = app.state.db.begin().await.unwrap();
                let refused = ledger::post(&mut alone, &posting).await;
                assert!(
                    matches!(refused, Err(LedgerError::Insufficient)),
                    "an overdraft was not refused"
                );
                drop(alone);
                tx = app.state.db.begin().await.unwrap();
                continue;
            }
            ledger::post(&mut tx, &posting).await.unwrap();
            apply(&mut model, &legs);
        }
        tx.commit().await.unwrap();
        if done % 5_000 == 0 || done == total {
            let report = ledger::verify::verify(&app.state.db).await.unwrap();
            assert!(
                report.is_clean(),
                "after {done} operations: {:?}",
                report.problems
            );
        }
    }
    for ((owner, asset), expected) in &model {
        if let Owner::User(user, kind) = owner {
            let held = app
                .count(&format!(
                    "SELECT available FROM accounts WHERE user_id = {user} AND kind = {} AND asset_id = {asset}",
                    kind.code()
                ))
                .await;
            assert_eq!(held, *expected);
        }
    }
    for ((user, asset), expected) in &frozen {
        let held = app
            .count(&format!(
                "SELECT frozen FROM accounts WHERE user_id = {user} AND kind = 2 AND asset_id = {asset}"
            ))
            .await;
        assert_eq!(held, *expected, "frozen amounts equal the open withdrawals");
    }
}
