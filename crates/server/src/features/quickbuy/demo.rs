//! Demo content (only under `--demo`): a receiving account for the United States marked as a demo, so a bank
//! transfer quick buy can be walked through, and a funded reserve to pay its coins from, topped up at each start
//! when it has run low. A country an operator already set up is left as it is.

use super::service::RESERVE;
use crate::{db::Db, error::AppError, features::reserve::top_up_demo, ledger::catalogue, on_tx};

/// What the demo reserve is brought back to, per asset, in whole coins.
const RESERVE_COINS: [(&str, i64); 3] = [("USDT", 200_000), ("BTC", 2), ("ETH", 60)];

pub async fn seed_demo(db: &Db, now: i64) -> Result<(), AppError> {
    let assets = catalogue::assets(db).await?;
    let mut tx = db.begin().await?;
    on_tx!(&mut tx, c => sqlx::query(
        "UPDATE quickbuy_countries SET bank_name = 'Demo Bank (demo only)', account_name = 'Mercato Demo', \
         iban = 'DEMO 0000 0000 0000', bic = 'DEMOUS00', bank_address = 'Demo Street 1', updated_at = $1 \
         WHERE code = 'US' AND iban = ''",
    )
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))?;
    for (symbol, coins) in RESERVE_COINS {
        let Some(asset) = assets.iter().find(|a| a.symbol == symbol) else {
            continue;
        };
        let target = coins.saturating_mul(asset.scale.unit());
        top_up_demo(&mut tx, &RESERVE, asset.id, target, now).await?;
    }
    tx.commit().await?;
    Ok(())
}
