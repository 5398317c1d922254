//! Compliance decides trader applications; each decision is audited and the user is told.

use super::repo::{self, APPLIED, APPROVED, Application, REJECTED};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{identity, messages::service as messages},
    ids::UserId,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

pub async fn applications(app: &AppState) -> Result<Vec<Application>, AppError> {
    Ok(repo::applications(&app.db, APPLIED).await?)
}

/// Approves (`approve`) or rejects an application waiting for a decision, with a reason for a rejection.
pub async fn decide(
    app: &AppState,
    operator: &Operator,
    user_id: UserId,
    approve: bool,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let reason = if approve {
        String::new()
    } else {
        identity::service::check_reason(reason)?
    };
    let now = app.clock.now_ms();
    let to = if approve { APPROVED } else { REJECTED };
    let mut tx = app.db.begin().await?;
    if !repo::decide(&mut tx, user_id, APPLIED, to, Some(operator.id), &reason, now).await? {
        return Err(AppError::new(ErrorCode::NotFound).with_field("user_id"));
    }
    if approve {
        messages::note(&mut tx, user_id, "trader_approved", &[], now).await?;
    } else {
        messages::note(&mut tx, user_id, "trader_rejected", &[("reason", &reason)], now).await?;
    }
    let action = if approve {
        "follow.trader.approve"
    } else {
        "follow.trader.reject"
    };
    let target = format!("user:{user_id}");
    let after = if approve { "trader" } else { reason.as_str() };
    let entry = Entry {
        before: "applied",
        ..Entry::by(operator, action, &target, after, ip, now)
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    messages::publish(app, user_id).await;
    Ok(())
}
