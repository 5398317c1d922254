use axum::extract::State;

use super::{
    bids, catalogue,
    dto::{
        NftApplyInput, NftBidInput, NftBuyInput, NftCodeInput, NftDetailInput, NftIdInput, NftListInput,
        NftPageInput, NftResellInput, NftUidInput,
    },
    sales,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn list(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NftListInput = req.form()?;
    let reader = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(catalogue::list(&app, &input, reader).await?)
}

pub async fn detail(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NftDetailInput = req.form()?;
    let reader = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(catalogue::detail(&app, input.id, input.code.as_deref(), reader).await?)
}

pub async fn artists(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NftPageInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(catalogue::artists(&app, page, limit).await?)
}

pub async fn artist(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NftUidInput = req.form()?;
    let reader = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(catalogue::artist_detail(&app, input.uid, reader).await?)
}

pub async fn collect(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: NftCodeInput = req.form()?;
    Envelope::data(catalogue::collect(&app, req.lang, user.id, &input.code).await?)
}

pub async fn currencies(State(app): State<AppState>) -> ApiResult {
    Envelope::data(catalogue::currencies(&app).await?)
}

pub async fn rules(State(app): State<AppState>) -> ApiResult {
    Envelope::data(catalogue::rules(&app).await?)
}

pub async fn collection(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(catalogue::collection(&app, user.id).await?)
}

pub async fn buy(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: NftBuyInput = req.form()?;
    Envelope::data(sales::buy(&app, req.lang, user.id, input, key).await?)
}

pub async fn margin(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: NftCodeInput = req.form()?;
    Envelope::data(bids::pay_margin(&app, req.lang, user.id, &input.code, key).await?)
}

pub async fn bid(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: NftBidInput = req.form()?;
    Envelope::data(bids::bid(&app, req.lang, user.id, input, key).await?)
}

pub async fn live_bids(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NftCodeInput = req.form()?;
    Envelope::data(catalogue::live_bids(&app, &input.code).await?)
}

pub async fn mine(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(catalogue::mine(&app, user.id).await?)
}

pub async fn my_bids(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: NftPageInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(catalogue::my_bids(&app, user.id, page, limit).await?)
}

pub async fn open_box(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: NftCodeInput = req.form()?;
    Envelope::data(catalogue::open_box(&app, user.id, &input.code).await?)
}

pub async fn resell(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: NftResellInput = req.form()?;
    Envelope::data(sales::resell(&app, req.lang, user.id, input).await?)
}

pub async fn pay_orders(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(catalogue::pay_orders(&app, user.id).await?)
}

pub async fn read_order(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: NftIdInput = req.form()?;
    Envelope::data(catalogue::read_order(&app, req.lang, user.id, input.id).await?)
}

pub async fn pay(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: NftIdInput = req.form()?;
    Envelope::data(sales::pay(&app, req.lang, user.id, input.id, key).await?)
}

pub async fn provenance(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NftCodeInput = req.form()?;
    Envelope::data(catalogue::provenance(&app, &input.code).await?)
}

pub async fn series_list(State(app): State<AppState>) -> ApiResult {
    Envelope::data(catalogue::series_list(&app).await?)
}

pub async fn series(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NftIdInput = req.form()?;
    Envelope::data(catalogue::series_of(&app, input.id).await?)
}

pub async fn apply(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: NftApplyInput = req.form()?;
    let signature = input.signature.unwrap_or_default();
    Envelope::data(catalogue::apply_artist(&app, req.lang, user.id, &input.nickname, &signature).await?)
}
