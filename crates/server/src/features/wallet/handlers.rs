use axum::extract::State;

use super::{
    dto::{BillInput, ChangeInput, DetailInput, RateInput, WalletListInput},
    service,
};
use crate::{
    app::AppState,
    http::{
        ApiResult, Envelope, Req, SignedIn,
        pager::{PageInput, page_and_limit},
    },
};

pub async fn currency_list(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::currency_list(&app).await?)
}

pub async fn user_currency_list(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::user_currency_list(&app, user.id).await?)
}

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: WalletListInput = req.form()?;
    Envelope::data(service::wallet_list(&app, user.id, input.currency_name.as_deref()).await?)
}

pub async fn detail(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: DetailInput = req.form()?;
    Envelope::data(service::detail(&app, user.id, input.currency, &input.kind).await?)
}

pub async fn change(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: ChangeInput = req.form()?;
    Envelope::data(service::change(&app, req.lang, user.id, input, key).await?)
}

pub async fn moves(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(service::moves(&app, req.lang, user.id, page, limit, req.url.clone()).await?)
}

pub async fn bill(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: BillInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    let kind = input.kind.as_deref().unwrap_or("0");
    let currency = input.currency.unwrap_or_default();
    Envelope::data(service::bill(&app, req.lang, user.id, currency, kind, page, limit).await?)
}

pub async fn rate(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: RateInput = req.form()?;
    Envelope::data(service::rate(&app, input.id).await?)
}
