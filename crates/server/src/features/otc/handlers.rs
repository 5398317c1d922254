use axum::extract::State;

use super::{
    ads, chat,
    dto::{
        AdInput, AdStatusInput, AdsInput, ApplyInput, ChatInput, ChatSendInput, DisputeInput, IdInput,
        MerchantInput, OrderInput, PageInput, PaidInput, RateInput,
    },
    orders, repo, service,
};
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
    i18n,
};

fn saved(req: &Req) -> ApiResult {
    Envelope::data(i18n::text(req.lang, "saved", &[]))
}

pub async fn config(State(app): State<AppState>) -> ApiResult {
    Envelope::data(service::config(&app).await?)
}

pub async fn ads(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: AdsInput = req.form()?;
    Envelope::data(ads::list(&app, req.lang, input, req.url.clone()).await?)
}

pub async fn ad(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    Envelope::data(ads::one(&app, req.lang, input.id).await?)
}

pub async fn merchant(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: MerchantInput = req.form()?;
    let m = repo::merchant(&app.db, input.user_id)
        .await?
        .filter(|m| m.status == 1)
        .ok_or(AppError::field("user_id"))?;
    Envelope::data(service::merchant_view(&app, req.lang, &m).await?)
}

pub async fn my_merchant(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(ads::my_merchant(&app, user.id).await?)
}

pub async fn merchant_apply(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ApplyInput = req.form()?;
    ads::apply(&app, user.id, &input.name).await?;
    saved(&req)
}

pub async fn ad_save(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: AdInput = req.form()?;
    Envelope::data(ads::save(&app, user.id, input).await?)
}

pub async fn ad_status(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: AdStatusInput = req.form()?;
    ads::set_status(&app, user.id, input.id, input.status).await?;
    saved(&req)
}

pub async fn my_ads(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let paging = page_and_limit(input.page, input.limit);
    Envelope::data(ads::mine(&app, req.lang, user.id, paging, req.url.clone()).await?)
}

pub async fn order_create(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: OrderInput = req.form()?;
    Envelope::data(orders::create(&app, user.id, input, key).await?)
}

pub async fn orders_list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    let (rows, total) = repo::orders_page(
        &app.db,
        user.id.0,
        input.status.unwrap_or(-1),
        limit,
        (page - 1) * limit,
    )
    .await?;
    let mut data = Vec::with_capacity(rows.len());
    for o in rows {
        data.push(service::order_view(&app, &o, user.id.0).await?);
    }
    Envelope::data(crate::http::pager::Pager::new(
        data,
        total,
        page,
        limit,
        req.url.clone(),
    ))
}

pub async fn order(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    let o = orders::own(&app, user.id, input.id).await?;
    Envelope::data(service::order_view(&app, &o, user.id.0).await?)
}

pub async fn order_paid(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PaidInput = req.form()?;
    orders::paid(&app, user.id, input).await?;
    saved(&req)
}

pub async fn order_cancel(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    orders::cancel(&app, user.id, input.id).await?;
    saved(&req)
}

pub async fn order_release(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    orders::release(&app, user.id, input.id).await?;
    saved(&req)
}

pub async fn order_dispute(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: DisputeInput = req.form()?;
    orders::dispute(&app, user.id, input).await?;
    saved(&req)
}

pub async fn order_rate(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: RateInput = req.form()?;
    orders::rate(&app, user.id, input.id, input.rating).await?;
    saved(&req)
}

pub async fn chat_list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ChatInput = req.form()?;
    Envelope::data(chat::list(&app, user.id, input).await?)
}

pub async fn chat_send(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ChatSendInput = req.form()?;
    Envelope::data(chat::send(&app, user.id, input).await?)
}
