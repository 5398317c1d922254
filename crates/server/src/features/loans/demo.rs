//! Loans' sample offers on a demo server.

use super::{back_office::OfferInput, back_office::terms, repo};
use crate::{
    db::Db,
    error::AppError,
    ids::AssetId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind},
    on_tx,
};

/// On a demo server: labelled sample offers on USDT and BTC, on sale, and their lending reserves funded from the
/// demo faucet. Done once.
pub async fn seed_demo(db: &Db, now: i64) -> Result<(), AppError> {
    let assets = ledger::catalogue::assets(db).await?;
    let mut tx = db.begin().await?;
    let seeded = on_tx!(&mut tx, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM loan_offers WHERE demo = 1")
        .fetch_one(c)
        .await)?;
    if seeded > 0 {
        return Ok(());
    }
    let samples = [
        (AssetId(3), "0.05", "100", "50000", "1000000"),
        (AssetId(1), "0.03", "0.01", "2", "20"),
    ];
    for (asset_id, day_rate, min_amount, max_amount, reserve) in samples {
        let Some(a) = assets.iter().find(|a| a.id == asset_id) else {
            continue;
        };
        let input = OfferInput {
            id: 0,
            currency: asset_id,
            day_rate: day_rate.into(),
            overdue_rate: "0.5".into(),
            min_amount: min_amount.into(),
            max_amount: max_amount.into(),
            min_days: 7,
            max_days: 365,
            initial_rate: "150".into(),
            liquidation_rate: "110".into(),
            status: 1,
        };
        let mut t = terms(&input, a.scale)?;
        t.demo = 1;
        repo::insert_offer(&mut tx, &t, None, now).await?;
        let funded = crate::money::parse(reserve, a.scale).unwrap_or(0);
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::LendingFund,
                reference: &format!("lending:{}", a.id),
                memo: "demo",
                idempotency_key: Some(&format!("demo_lending:{}", a.id)),
                legs: vec![
                    Leg::available(Owner::System(SystemRole::Faucet), a.id, -funded),
                    Leg::available(Owner::System(SystemRole::Lending), a.id, funded),
                ],
                now,
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}
