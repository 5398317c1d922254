//! Finance's ledger adjustments: one within the published amount posts at once; a larger one waits for a second
//! finance operator, who approves or rejects it (ADR 73).

use axum::extract::State;

use super::{
    handlers::{currency_of, reason, required_id, user_of},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    features::funds::{
        adjustments::{self, Outcome},
        dto::Adjustment,
    },
    http::{ApiResult, Envelope, Req},
    ledger::AccountKind,
    operators::Role,
};

/// Answers "saved" when it posted, or `{"pending": id}` when it waits for a second operator.
pub async fn adjust(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let adjustment = Adjustment {
        user_id: user_of(&req)?,
        currency: currency_of(&req)?,
        kind: AccountKind::parse(req.params.required("account")?).ok_or(AppError::field("account"))?,
        amount: req.params.required("amount")?.to_string(),
        reason: reason(&req)?,
        category: req.params.get("category")?.unwrap_or_default().to_string(),
    };
    match adjustments::adjust(&app, &operator, adjustment, &req.ip).await? {
        Outcome::Posted => Ok(Envelope::text(req.lang, "saved")),
        Outcome::Pending(id) => Envelope::data(serde_json::json!({ "pending": id })),
    }
}

/// Adjustment requests: pending (0) by default, approved 1, rejected 2, all -1.
pub async fn requests(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let status = req.params.int("status")?.unwrap_or(adjustments::status::PENDING);
    let rows = adjustments::requests(&app, status).await?;
    let list: Vec<serde_json::Value> = rows
        .into_iter()
        .map(|r| {
            serde_json::json!({
                "id": r.id,
                "user_id": r.user_id,
                "currency": r.asset_id,
                "account": AccountKind::from_code(r.account).map_or("", AccountKind::name),
                "amount_minor": r.amount,
                "reason": r.reason,
                "category": r.category,
                "status": r.status,
                "requested_by": r.requested_by,
                "requested_at": r.requested_at,
                "decided_by": r.decided_by,
                "decided_at": r.decided_at,
            })
        })
        .collect();
    Envelope::data(list)
}

pub async fn approve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    adjustments::decide(&app, &operator, required_id(&req)?, true, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn reject(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    adjustments::decide(&app, &operator, required_id(&req)?, false, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
