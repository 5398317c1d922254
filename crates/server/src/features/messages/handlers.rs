use axum::extract::State;

use super::{
    dto::{LegacyMailInput, MailPage, MarkReadInput},
    service,
};
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

/// `/faqs` in existing clients: the mail list, or one message with `id`; a guest's list is empty.
pub async fn legacy_list(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: LegacyMailInput = req.form()?;
    let (page, limit) = crate::http::pager::page_and_limit(input.page, input.limit);
    let Some(user) = req.maybe_user(&app).await? else {
        return Envelope::data(MailPage::empty(page, limit));
    };
    match input.id {
        Some(id) => Envelope::data(service::one(&app, req.lang, user.id, id).await?),
        None => Envelope::data(service::list(&app, req.lang, user.id, page, limit).await?),
    }
}

/// `/faqsqa` in existing clients: the newest unread message for the home pop-up, or null (guests: null). Any
/// `id` sent is ignored.
pub async fn legacy_popup(State(app): State<AppState>, req: Req) -> ApiResult {
    match req.maybe_user(&app).await? {
        Some(user) => Envelope::data(service::unread_popup(&app, req.lang, user.id).await?),
        None => Envelope::data(Option::<super::dto::MailItem>::None),
    }
}
