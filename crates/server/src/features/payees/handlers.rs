use axum::extract::State;

use super::{
    dto::{AddressInput, DomesticCard},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn save_address(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = AddressInput {
        currency: req.params.int("currency")?.ok_or(AppError::field("currency"))?,
        name: req.params.required("name")?.to_string(),
        address: req.params.required("address")?.to_string(),
        qrcode: req.params.required("qrcode")?.to_string(),
        network: req.params.get("type")?.map(str::to_string),
    };
    service::save_address(&app, user.id, input).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn addresses(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::address_list(&app, user.id, page, limit).await?)
}

pub async fn domestic(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::domestic(&app, user.id).await?)
}

pub async fn save_domestic(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let p = &req.params;
    let text = |name: &'static str| p.get(name).map(|v| v.unwrap_or_default().to_string());
    let card = DomesticCard {
        real_name: text("real_name")?,
        bank_name: text("bank_name")?,
        bank_account: text("bank_account")?,
        bank_dizhi: text("bank_dizhi")?,
        bank_code: text("bank_code")?,
        iban: text("iban")?,
        swift: text("swift")?,
        bank_address: text("bank_address")?,
        alipay_account: text("alipay_account")?,
        wechat_account: text("wechat_account")?,
        wechat_nickname: text("wechat_nickname")?,
    };
    service::save_domestic(&app, user.id, card).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn international(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    Envelope::data(service::international(&app, req.lang, user.id).await?)
}

pub async fn save_international(
    State(app): State<AppState>,
    SignedIn(user): SignedIn,
    req: Req,
) -> ApiResult {
    service::save_international(&app, user.id, req.params.list("data")).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
