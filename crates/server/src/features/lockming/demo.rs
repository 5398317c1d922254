//! Lock mining's sample products on a demo server.

use super::{
    admin::{ProductTerms, new_product},
    repo,
};
use crate::{
    db::Db,
    earn,
    error::AppError,
    ids::AssetId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind},
};

/// On a demo server: labelled sample products on USDT, BTC and ETH, their reserves funded from the demo faucet
/// with exactly what the products may owe, put on sale. Done once.
pub async fn seed_demo(db: &Db, now: i64) -> Result<(), AppError> {
    let assets = ledger::catalogue::assets(db).await?;
    let mut tx = db.begin().await?;
    if repo::demo_products(&mut tx).await? > 0 {
        return Ok(());
    }
    let samples = [
        (AssetId(3), "Demo USDT 7-day lock", 7, "100", "1000000"),
        (AssetId(3), "Demo USDT 30-day lock", 30, "500", "1000000"),
        (AssetId(1), "Demo BTC 15-day lock", 15, "0.01", "20"),
        (AssetId(2), "Demo ETH 15-day lock", 15, "0.1", "300"),
    ];
    for (asset_id, name, days, min_amount, quota) in samples {
        let Some(a) = assets.iter().find(|a| a.id == asset_id) else {
            continue;
        };
        let terms = ProductTerms {
            currency: asset_id,
            name: name.to_string(),
            days,
            min_amount: min_amount.to_string(),
            rate_min: "0.3".to_string(),
            rate_max: "0.4".to_string(),
            penalty: "0.4".to_string(),
            quota: quota.to_string(),
        };
        let row = new_product(a, &terms, true, now)?;
        let owed = earn::most_interest(row.quota, row.rate_max_ppm, row.days);
        let id = repo::insert_product(&mut tx, &row).await?;
        let key = format!("demo_earn_reserve:{id}");
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::EarnReserveFund,
                reference: &format!("earn_reserve:{}", a.id),
                memo: name,
                idempotency_key: Some(&key),
                legs: vec![
                    Leg::available(Owner::System(SystemRole::Faucet), a.id, -owed),
                    Leg::available(Owner::System(SystemRole::EarnReserve), a.id, owed),
                ],
                now,
            },
        )
        .await?;
        repo::put_on_sale(&mut tx, id, None).await?;
    }
    tx.commit().await?;
    Ok(())
}
