use axum::extract::State;

use super::{
    dto::{Pictures, RealType, Submission},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn state(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::state(&app, user.id).await?)
}

pub async fn submit(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let submission = match req.form::<RealType>()?.real_type {
        Some(1) => Submission::Basic(req.form()?),
        Some(2) => Submission::Advanced(req.form::<Pictures>()?.trimmed()),
        _ => return Err(AppError::field("real_type")),
    };
    service::submit(&app, user.id, submission).await?;
    Ok(Envelope::text(req.lang, "identity_submitted"))
}

pub async fn submit_both(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let submission = Submission::Both(req.form()?, req.form::<Pictures>()?.trimmed());
    service::submit(&app, user.id, submission).await?;
    Ok(Envelope::text(req.lang, "identity_submitted"))
}
