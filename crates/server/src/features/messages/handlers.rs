use axum::extract::State;

use super::{dto::MarkReadInput, service};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::PageInput},
};

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = req.form::<PageInput>()?.page_and_limit();
    Envelope::data(service::list(&app, req.lang, user.id, page, limit).await?)
}

pub async fn mark_read(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: MarkReadInput = req.form()?;
    service::mark_read(&app, user.id, input.id).await?;
    Ok(Envelope::text(req.lang, "marked_read"))
}
