//! The operators' NFT calls (content): artists, artworks, moderation and blind-box series. There is no call that
//! changes a sale, a bid, a draw or a published series.

use axum::extract::State;
use serde_json::json;

use super::service;
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{
        account,
        nft::{
            admin::{self as nft, Actor, Artwork, Series},
            catalogue,
            draw::Content,
            repo,
            seeds::SeedKey,
            service as rules,
        },
        site,
    },
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    money,
    operators::{Operator, Role},
};

async fn operator(app: &AppState, req: &Req) -> Result<Operator, AppError> {
    service::authorize(app, req.token.as_deref(), &[Role::Content]).await
}

fn actor<'a>(app: &AppState, operator: &'a Operator, req: &'a Req) -> Actor<'a> {
    Actor {
        operator: Some(operator),
        ip: &req.ip,
        demo: false,
        now: app.clock.now_ms(),
    }
}

fn text<'a>(req: &'a Req, name: &'static str) -> Result<&'a str, AppError> {
    Ok(req.params.get(name)?.unwrap_or("").trim())
}

fn int(req: &Req, name: &'static str) -> Result<i64, AppError> {
    req.params.int(name)?.ok_or(AppError::field(name))
}

fn amount(req: &Req, name: &'static str) -> Result<i64, AppError> {
    let value = text(req, name)?;
    if value.is_empty() {
        return Ok(0);
    }
    money::parse(value, money::Scale::USDT).ok_or(AppError::field(name))
}

pub async fn artists(State(app): State<AppState>, req: Req) -> ApiResult {
    operator(&app, &req).await?;
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    let (rows, total) = repo::artists(&app.db, false, limit, (page - 1) * limit).await?;
    let data: Vec<_> = rows
        .iter()
        .map(|a| {
            json!({"id": a.id, "user_id": a.user_id, "account": a.account, "nickname": a.nickname,
                "head_portrait": a.head_portrait, "signature": a.signature, "status": a.status,
                "created_ts": a.created_at})
        })
        .collect();
    Envelope::data(json!({ "data": data, "total": total }))
}

pub async fn create_artist(State(app): State<AppState>, req: Req) -> ApiResult {
    let op = operator(&app, &req).await?;
    let user = account::repo::find_by_login(&app.db, text(&req, "account")?)
        .await?
        .ok_or(AppError::new(ErrorCode::NotFound).with_field("account"))?;
    let fields = (
        text(&req, "nickname")?,
        text(&req, "signature")?,
        text(&req, "head_portrait")?,
    );
    let id = nft::create_artist(&app.db, actor(&app, &op, &req), user.id.0, fields).await?;
    Envelope::data(json!({ "id": id }))
}

async fn decide(app: AppState, req: Req, approve: bool) -> ApiResult {
    let op = operator(&app, &req).await?;
    let id = int(&req, "id")?;
    nft::decide_artist(&app.db, actor(&app, &op, &req), id, approve).await?;
    Envelope::data(json!({ "id": id }))
}

pub async fn approve_artist(State(app): State<AppState>, req: Req) -> ApiResult {
    decide(app, req, true).await
}

pub async fn reject_artist(State(app): State<AppState>, req: Req) -> ApiResult {
    decide(app, req, false).await
}

pub async fn artworks(State(app): State<AppState>, req: Req) -> ApiResult {
    operator(&app, &req).await?;
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    let (rows, total) = repo::all(&app.db, limit, (page - 1) * limit).await?;
    let offset = site::service::display_offset(&app).await?;
    let now = app.clock.now_ms();
    let reader = rules::Reader {
        collected: &[],
        margin_paid: false,
    };
    let data: Vec<_> = rows
        .iter()
        .map(|i| {
            let mut v =
                serde_json::to_value(rules::row_view(i, None, &reader, now, offset)).unwrap_or_default();
            v["hidden"] = json!(i.hidden);
            v
        })
        .collect();
    Envelope::data(json!({ "data": data, "total": total }))
}

pub async fn create_artwork(State(app): State<AppState>, req: Req) -> ApiResult {
    let op = operator(&app, &req).await?;
    let a = Artwork {
        artist_id: int(&req, "artist_id")?,
        name: text(&req, "name")?,
        description: text(&req, "description")?,
        media_type: text(&req, "type")?,
        image: text(&req, "image")?,
        cover: text(&req, "cover")?,
        rarity: text(&req, "rarity")?,
        currency_id: int(&req, "currency_id")?,
        pay_type: int(&req, "pay_type")?,
        price: amount(&req, "price")?,
        per_increase: amount(&req, "per_increase")?,
        margin: amount(&req, "margin")?,
        start_at: int(&req, "start_ts")?,
        end_at: int(&req, "end_ts")?,
    };
    let (id, code) = nft::create_artwork(&app.db, actor(&app, &op, &req), &a).await?;
    Envelope::data(json!({ "id": id, "code": code }))
}

pub async fn hide(State(app): State<AppState>, req: Req) -> ApiResult {
    let op = operator(&app, &req).await?;
    let id = int(&req, "id")?;
    let hidden = req.params.int("hidden")?.unwrap_or(1) == 1;
    nft::hide(&app.db, actor(&app, &op, &req), id, hidden).await?;
    Envelope::data(json!({ "id": id }))
}

pub async fn series(State(app): State<AppState>, req: Req) -> ApiResult {
    operator(&app, &req).await?;
    let all = catalogue::series_list(&app).await?;
    let total = all.len();
    Envelope::data(json!({ "data": all, "total": total }))
}

#[derive(serde::Deserialize)]
struct ContentInput {
    name: String,
    image: String,
    #[serde(rename = "type")]
    media_type: String,
    rarity: String,
    weight: i64,
}

pub async fn create_series(State(app): State<AppState>, req: Req) -> ApiResult {
    let op = operator(&app, &req).await?;
    let contents: Vec<ContentInput> =
        serde_json::from_str(text(&req, "contents")?).map_err(|_| AppError::field("contents"))?;
    let contents = contents
        .into_iter()
        .enumerate()
        .map(|(i, c)| Content {
            index: i64::try_from(i).unwrap_or(i64::MAX),
            name: c.name.trim().to_string(),
            rarity: c.rarity,
            media_type: c.media_type,
            weight: c.weight,
            image: c.image.trim().to_string(),
        })
        .collect();
    let s = Series {
        artist_id: int(&req, "artist_id")?,
        name: text(&req, "name")?,
        description: text(&req, "description")?,
        cover: text(&req, "cover")?,
        currency_id: int(&req, "currency_id")?,
        price: amount(&req, "price")?,
        total: int(&req, "total")?,
        start_at: int(&req, "start_ts")?,
        end_at: int(&req, "end_ts")?,
        contents,
    };
    let key = SeedKey::load(&app.config).map_err(AppError::internal)?;
    let (id, seed_hash, contents_hash) =
        nft::create_series(&app.db, actor(&app, &op, &req), &s, &key).await?;
    Envelope::data(json!({ "id": id, "seed_hash": seed_hash, "contents_hash": contents_hash }))
}
