//! Operators moving money between the outside (`custody`) and an earn product's reserve account, shared by the
//! products whose yields are paid from funded reserves (lock mining, dual investment).

use crate::{
    app::AppState,
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    features::identity,
    ids::AssetId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    money, on_tx,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

/// A product's funded reserve: its ledger account, and the ledger kind and audit action of an operator's move into
/// and out of it.
pub struct Reserve {
    pub role: SystemRole,
    pub fund: (TxKind, &'static str),
    pub withdraw: (TxKind, &'static str),
}

impl Reserve {
    /// What the reserve holds of an asset.
    pub async fn held(&self, tx: &mut Tx, asset_id: AssetId) -> Result<i64, sqlx::Error> {
        let held = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
            "SELECT available FROM accounts WHERE user_id IS NULL AND system_role = $1 AND asset_id = $2",
        )
        .bind(self.role.as_str())
        .bind(asset_id)
        .fetch_optional(c)
        .await)?;
        Ok(held.unwrap_or(0))
    }

    /// What the reserve holds of an asset, after taking its key (`<role>:<asset>`) for the rest of the write
    /// transaction (ADR 31), so two writers that spend from it cannot both count the same funds.
    pub async fn taken(&self, tx: &mut Tx, asset_id: AssetId, now: i64) -> Result<i64, sqlx::Error> {
        crate::db::limit_keys::take(tx, &format!("{}:{asset_id}", self.role.as_str()), now).await?;
        self.held(tx, asset_id).await
    }
}

/// Demo mode only: brings a reserve's `asset` back to `target` from the demo faucet when it holds less than a fifth
/// of it, so a demo's product works out of the box and keeps working after users have taken from it. Answers what
/// was added.
pub async fn top_up_demo(
    tx: &mut Tx,
    reserve: &Reserve,
    asset: AssetId,
    target: i64,
    now: i64,
) -> Result<i64, AppError> {
    let held = reserve.taken(tx, asset, now).await?;
    let entry = ledger::faucet::Entry {
        kind: reserve.fund.0,
        reference: &format!("{}:{asset}", reserve.role.as_str()),
        memo: "demo reserve",
    };
    let owner = Owner::System(reserve.role);
    Ok(ledger::faucet::top_up(tx, owner, asset, (held, target), &entry, now).await?)
}

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

/// An operator brings `amount` (with its reason) from outside (`custody`) into `reserve`, audited.
pub async fn fund(
    app: &AppState,
    operator: &Operator,
    currency: AssetId,
    (amount, reason): (&str, &str),
    reserve: &Reserve,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let m = read(app, currency, amount, reason).await?;
    let (kind, action) = reserve.fund;
    let mut tx = app.db.begin().await?;
    post(&mut tx, &m, reserve.role, kind, true, now).await?;
    let (a, reason) = (&m.asset, &m.reason);
    let after = format!("+{} {}: {reason}", money::format(m.value, a.scale), a.symbol);
    let target = format!("{}:{}", reserve.role.as_str(), a.symbol);
    audit::record(&mut tx, &Entry::by(operator, action, &target, &after, ip, now)).await?;
    tx.commit().await?;
    Ok(())
}

/// What an operator's withdrawal from a reserve is checked against: what the reserve holds, and the most its
/// products may still take from it; both read under the reserve's key by the caller.
pub struct Cover {
    pub held: i64,
    pub owed: i128,
}

/// Returns `m` from `reserve` to `custody` when what stays still covers what is owed (`reserve_short`
/// otherwise), audited.
pub async fn withdraw(
    tx: &mut Tx,
    operator: &Operator,
    m: &ReserveMove,
    reserve: &Reserve,
    cover: Cover,
    ip: &str,
    now: i64,
) -> Result<(), AppError> {
    if i128::from(cover.held) - i128::from(m.value) < cover.owed {
        return Err(ErrorCode::ReserveShort.into());
    }
    let (kind, action) = reserve.withdraw;
    post(tx, m, reserve.role, kind, false, now).await?;
    let (a, reason) = (&m.asset, &m.reason);
    let after = format!(
        "-{} {}: {reason}; {} left, owed at most {}",
        money::format(m.value, a.scale),
        a.symbol,
        money::format(cover.held - m.value, a.scale),
        money::format(i64::try_from(cover.owed).unwrap_or(i64::MAX), a.scale)
    );
    let target = format!("{}:{}", reserve.role.as_str(), a.symbol);
    audit::record(tx, &Entry::by(operator, action, &target, &after, ip, now)).await?;
    Ok(())
}
