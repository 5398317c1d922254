use axum::extract::State;

use super::{
    dto::{AddressInput, DeleteAddressInput, DomesticCardInput, InternationalCardInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::PageInput},
};

pub async fn save_address(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: AddressInput = req.form()?;
    service::save_address(&app, user.id, input).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn delete_address(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: DeleteAddressInput = req.form()?;
    service::delete_address(&app, user.id, input.id).await?;
    Ok(Envelope::text(req.lang, "ok"))
}

pub async fn addresses(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = req.form::<PageInput>()?.page_and_limit();
    Envelope::data(service::address_list(&app, user.id, page, limit).await?)
}

pub async fn domestic(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::domestic(&app, user.id).await?)
}

pub async fn save_domestic(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let card: DomesticCardInput = req.form()?;
    service::save_domestic(&app, user.id, card.into()).await?;
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
    let input: InternationalCardInput = req.form()?;
    service::save_international(&app, user.id, input.data).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
