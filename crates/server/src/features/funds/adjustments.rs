//! Operator adjustments: a reasoned correction through the ledger, audited, that cannot overdraw.

use super::{dto::Adjustment, service::asset};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{account, identity, wallet::service::scale},
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind},
    money,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

/// An operator's correction of one balance, with its reason shown in the user's bill; the other side is the
/// house account. Never a "set balance": the ledger records the difference.
pub async fn adjust(
    app: &AppState,
    operator: &Operator,
    adjustment: Adjustment,
    ip: &str,
) -> Result<(), AppError> {
    let Adjustment {
        user_id,
        currency,
        kind,
        amount,
        reason,
    } = adjustment;
    let (asset, _) = asset(app, currency).await?;
    let reason = identity::service::check_reason(&reason)?;
    let (negative, digits) = match amount.trim().strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, amount.trim()),
    };
    let value = money::parse(digits, scale(&asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("amount"))?;
    let delta = if negative { -value } else { value };
    if account::repo::find_by_id(&app.db, user_id).await?.is_none() {
        return Err(AppError::new(ErrorCode::NotFound).with_field("user_id"));
    }
    let now = app.clock.now_ms();
    let reference = format!("adjustment:user:{user_id}");
    let posting = Posting {
        kind: TxKind::Adjustment,
        reference: &reference,
        memo: &reason,
        idempotency_key: None,
        legs: vec![
            Leg::available(Owner::User(user_id, kind), asset.id, delta),
            Leg::available(Owner::System(SystemRole::House), asset.id, -delta),
        ],
        now,
    };
    let mut tx = app.db.begin().await?;
    ledger::post(&mut tx, &posting).await?;
    let after = format!(
        "{} {} {}: {reason}",
        money::format(delta, scale(&asset)),
        asset.symbol,
        kind.name()
    );
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action: "ledger.adjust",
        target: &format!("user:{user_id}"),
        before: "",
        after: &after,
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    Ok(())
}
