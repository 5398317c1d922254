use axum::extract::State;

use super::{dto::Submission, service};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn state(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::state(&app, user.id).await?)
}

pub async fn submit(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let submission = Submission::one_level(&req.params)?;
    service::submit(&app, user.id, submission).await?;
    Ok(Envelope::text(req.lang, "identity_submitted"))
}

pub async fn submit_both(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let submission = Submission::both_levels(&req.params)?;
    service::submit(&app, user.id, submission).await?;
    Ok(Envelope::text(req.lang, "identity_submitted"))
}
