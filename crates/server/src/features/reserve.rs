//! Operators moving money between the outside (`custody`) and an earn product's reserve account, shared by the
//! products whose yields are paid from funded reserves (lock mining, dual investment).

use crate::{
    app::AppState,
    db::{Db, Tx},
    error::AppError,
    features::identity,
    ids::AssetId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    money,
};

/// An amount an operator moves into or out of a reserve, with its reason.
pub struct ReserveMove {
    pub asset: AssetRow,
    pub value: i64,
    pub reason: String,
}

/// The asset an operator names for a product or a reserve (`currency`).
pub async fn asset(db: &Db, id: AssetId) -> Result<AssetRow, AppError> {
    ledger::catalogue::assets(db)
        .await?
        .into_iter()
        .find(|a| a.id == id)
        .ok_or(AppError::field("currency"))
}

/// Reads an operator's move: a known asset, a positive amount in its scale and a reason.
pub async fn read(
    app: &AppState,
    currency: AssetId,
    amount: &str,
    reason: &str,
) -> Result<ReserveMove, AppError> {
    let asset = asset(&app.db, currency).await?;
    let reason = identity::service::check_reason(reason)?;
    let value = money::parse(amount, asset.scale)
        .filter(|v| *v > 0)
        .ok_or(AppError::field("amount"))?;
    Ok(ReserveMove { asset, value, reason })
}

/// Posts the move between `custody` and the reserve `role`: into the reserve when `into`, out of it otherwise.
pub async fn post(
    tx: &mut Tx,
    m: &ReserveMove,
    role: SystemRole,
    kind: TxKind,
    into: bool,
    now: i64,
) -> Result<(), AppError> {
    let delta = if into { m.value } else { -m.value };
    ledger::post(
        tx,
        &Posting {
            kind,
            reference: &format!("{}:{}", role.as_str(), m.asset.id),
            memo: &m.reason,
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::System(SystemRole::Custody), m.asset.id, -delta),
                Leg::available(Owner::System(role), m.asset.id, delta),
            ],
            now,
        },
    )
    .await?;
    Ok(())
}
