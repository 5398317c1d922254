use axum::extract::State;

use super::{
    dto::{BatchCloseInput, CloseInput, DealInput, ListingInput, SetStopInput, SubmitInput},
    service::{self, Listing, Pair},
};
use crate::{
    app::AppState,
    auth::limits,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn deal(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: DealInput = req.form()?;
    let pair = Pair {
        currency_id: input.currency_id,
        legal_id: input.legal_id,
    };
    Envelope::data(service::deal(&app, req.lang, user.id, pair).await?)
}

pub async fn submit(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    limits::order_placement(&app, user.id).await?;
    let key = req.idempotency_key()?;
    let input: SubmitInput = req.form()?;
    let placed = service::submit(&app, req.lang, (user.id, user.vip_level), input, key).await?;
    metrics::counter!("orders_placed_total", "product" => "contract").increment(1);
    Envelope::data(placed)
}

fn listing(req: &Req, default_status: i64) -> Result<Listing, crate::error::AppError> {
    let input: ListingInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Ok(Listing {
        pair: Pair {
            currency_id: input.currency_id.unwrap_or(0),
            legal_id: input.legal_id.unwrap_or_default(),
        },
        status: input.status.unwrap_or(default_status),
        page,
        limit,
        url: req.url.clone(),
    })
}

pub async fn dealall(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    Envelope::data(service::dealall(&app, req.lang, user.id, listing(&req, 1)?).await?)
}

pub async fn my_trade(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    Envelope::data(service::my_trade(&app, req.lang, user.id, listing(&req, -1)?).await?)
}

pub async fn close(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: CloseInput = req.form()?;
    Envelope::data(service::close(&app, req.lang, user.id, input.id).await?)
}

pub async fn setstop(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: SetStopInput = req.form()?;
    let (tp, sl) = (&input.target_profit_price, &input.stop_loss_price);
    Envelope::data(service::setstop(&app, req.lang, user.id, input.id, tp, sl).await?)
}

pub async fn batch_close(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: BatchCloseInput = req.form()?;
    let pair = Pair {
        currency_id: input.currency_id.unwrap_or(0),
        legal_id: input.legal_id.unwrap_or_default(),
    };
    Envelope::data(service::batch_close(&app, req.lang, user.id, input.which.unwrap_or(0), pair).await?)
}
