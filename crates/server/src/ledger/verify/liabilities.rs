//! Proof of liabilities in `ledger verify` (ADR 49, ADR 68): every system account that holds users' claims holds
//! exactly what the products record for them, and every recent snapshot's totals are the ledger's at the point it
//! saw.

use std::collections::BTreeMap;

use super::rows;
use crate::{db::Tx, ledger::claims::CLAIMS, on_tx};

/// For each product of [`CLAIMS`], per asset: the holding system account's balance equals the sum of the claims the
/// product records (the same rows the snapshot's leaves count).
pub(super) async fn claims(tx: &mut Tx, problems: &mut Vec<String>) -> Result<(), sqlx::Error> {
    for claim in &CLAIMS {
        let held: Vec<(i64, i64)> = on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
            "SELECT asset_id, available + frozen FROM accounts WHERE user_id IS NULL AND system_role = $1",
        )
        .bind(claim.role)
        .fetch_all(c)
        .await)?;
        let claimed: Vec<(i64, i64, i64)> = on_tx!(tx, c => sqlx::query_as(sqlx::AssertSqlSafe(claim.by_user))
            .fetch_all(c)
            .await)?;
        let mut sums: BTreeMap<i64, (i128, i128)> = BTreeMap::new();
        for (asset, amount) in held {
            sums.entry(asset).or_default().0 += i128::from(amount);
        }
        for (_, asset, amount) in claimed {
            sums.entry(asset).or_default().1 += i128::from(amount);
        }
        for (asset, (held, explained)) in sums {
            if held != explained {
                problems.push(format!(
                    "asset {asset}: {} holds {held}, but the users' {} explain {explained}",
                    claim.role, claim.product
                ));
            }
        }
    }
    Ok(())
}

/// The totals each of the last week's snapshots published equal, asset by asset, the sums over the ledger entries
/// that snapshot saw of the user accounts and, when it counted claims, of the system accounts holding them; and no
/// asset so held then is missing from it.
pub(super) async fn snapshots(tx: &mut Tx, problems: &mut Vec<String>) -> Result<(), sqlx::Error> {
    let snapshots: Vec<(i64, i64, String, String, i64)> = rows(
        tx,
        "SELECT id, ledger_mark, assets, totals, includes_claims FROM liability_snapshots \
         WHERE taken_at >= (SELECT MAX(taken_at) FROM liability_snapshots) - 604800000 ORDER BY id",
    )
    .await?;
    let roles: Vec<String> = CLAIMS.iter().map(|c| format!("'{}'", c.role)).collect();
    let with_claims = format!(
        "SELECT a.asset_id, CAST(SUM(e.available_delta + e.frozen_delta) AS BIGINT) FROM ledger_entries e \
         JOIN accounts a ON a.id = e.account_id \
         WHERE (a.user_id IS NOT NULL OR a.system_role IN ({})) AND e.id <= $1 GROUP BY a.asset_id",
        roles.join(", ")
    );
    let users_only = "SELECT a.asset_id, CAST(SUM(e.available_delta + e.frozen_delta) AS BIGINT) FROM ledger_entries e \
                      JOIN accounts a ON a.id = e.account_id WHERE a.user_id IS NOT NULL AND e.id <= $1 \
                      GROUP BY a.asset_id";
    for (id, mark, assets, totals, includes_claims) in snapshots {
        let assets: Vec<serde_json::Value> = serde_json::from_str(&assets).unwrap_or_default();
        let totals: Vec<i64> = serde_json::from_str(&totals).unwrap_or_default();
        let published: BTreeMap<i64, i64> = assets
            .iter()
            .filter_map(|a| a["id"].as_i64())
            .zip(totals.iter().copied())
            .collect();
        if published.len() != assets.len() || assets.len() != totals.len() {
            problems.push(format!(
                "liabilities snapshot {id}: its assets and totals do not match up"
            ));
            continue;
        }
        let sql = if includes_claims == 1 {
            with_claims.as_str()
        } else {
            users_only
        };
        let ledger: Vec<(i64, i64)> = on_tx!(tx, c => sqlx::query_as(sqlx::AssertSqlSafe(sql))
            .bind(mark)
            .fetch_all(c)
            .await)?;
        let whose = if includes_claims == 1 {
            "the users' ledger entries and their claims'"
        } else {
            "the users' ledger entries"
        };
        for (asset, sum) in &ledger {
            let shown = published.get(asset).copied().unwrap_or(0);
            if shown != *sum {
                problems.push(format!(
                    "liabilities snapshot {id}: asset {asset} published {shown}, but {whose} up to {mark} sum to \
                     {sum}"
                ));
            }
        }
        for (asset, shown) in &published {
            if *shown != 0 && !ledger.iter().any(|(a, _)| a == asset) {
                problems.push(format!(
                    "liabilities snapshot {id}: asset {asset} published {shown}, but users held none of it"
                ));
            }
        }
    }
    Ok(())
}
