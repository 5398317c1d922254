use axum::extract::State;

use super::{
    dto::{FollowInput, HistoryInput, SelfHoldInput, TraderInput, TraderListInput, UnfollowInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn index(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: TraderListInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    let viewer = req.maybe_user(&app).await?.map(|u| u.id);
    let sort = input.sort.unwrap_or_default();
    Envelope::data(service::leaderboard(&app, viewer, &sort, page, limit, req.url.clone()).await?)
}

pub async fn trader_detail(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: TraderInput = req.form()?;
    let viewer = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(service::detail(&app, viewer, input.trader_user_id).await?)
}

pub async fn history(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: HistoryInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(service::history(&app, input.trader_user_id, page, limit, req.url.clone()).await?)
}

pub async fn follow(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: FollowInput = req.form()?;
    service::follow(&app, user.id, input).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn cancel(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: UnfollowInput = req.form()?;
    service::unfollow(&app, user.id, input.follow_user_id).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn self_holding(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: SelfHoldInput = req.form()?;
    service::self_hold(&app, user.id, input.transaction_id).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn apply(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    service::apply(&app, user.id).await?;
    Ok(Envelope::text(req.lang, "trader_applied"))
}

pub async fn stop(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    service::stop(&app, user.id).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn mine(State(app): State<AppState>, SignedIn(user): SignedIn, _req: Req) -> ApiResult {
    Envelope::data(service::mine(&app, user.id).await?)
}
