//! Demo content (only under `--demo`): a receiving account for the United States marked as a demo, so a bank
//! transfer quick buy can be walked through. A country an operator already set up is left as it is.

use crate::{db::Db, on_tx};

pub async fn seed_demo(db: &Db, now: i64) -> Result<(), sqlx::Error> {
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
    tx.commit().await
}
