use axum::extract::State;

use super::{
    dto::{AfterInput, SendInput, SupportUnread},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn},
    i18n,
};

pub async fn conversation(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(service::conversation(&app, user.id).await?)
}

pub async fn send(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: SendInput = req.form()?;
    Envelope::data(service::send(&app, user.id, input).await?)
}

pub async fn messages(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: AfterInput = req.form()?;
    Envelope::data(service::messages_after(&app, user.id, input.after_id.unwrap_or(0)).await?)
}

pub async fn close(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    service::close_by_user(&app, user.id).await?;
    Envelope::data(i18n::text(req.lang, "saved", &[]))
}

pub async fn unread(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(SupportUnread {
        unread: service::unread(&app, user.id).await?,
    })
}
