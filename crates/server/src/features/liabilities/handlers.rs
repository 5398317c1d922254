use axum::extract::State;

use super::dto::{LiabilitiesKey, LiabilitiesView, ProofInput};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    http::{
        ApiResult, Envelope, Req, SignedIn,
        pager::{DataPage, PageInput},
    },
    liabilities::{self, key::Key, schedule},
};

pub async fn latest(State(app): State<AppState>, _: Req) -> ApiResult {
    let latest = liabilities::latest(&app.db).await?.ok_or(ErrorCode::NotFound)?;
    Envelope::data(LiabilitiesView::from(latest))
}

pub async fn history(State(app): State<AppState>, req: Req) -> ApiResult {
    let (page, limit) = req.form::<PageInput>()?.page_and_limit();
    let (list, total) = liabilities::history(&app.db, page, limit).await?;
    let data = list.into_iter().map(LiabilitiesView::from).collect();
    Envelope::data(DataPage::new(data, total, page, limit))
}

pub async fn proof(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ProofInput = req.form()?;
    let proof = liabilities::proof(&app.db, user.id.0, input.snapshot_id).await?;
    Envelope::data(proof.ok_or(AppError::new(ErrorCode::NotFound))?)
}

pub async fn key(State(app): State<AppState>, _: Req) -> ApiResult {
    let key = Key::load(&app.config.server.data_dir)?;
    Envelope::data(LiabilitiesKey {
        algorithm: "ed25519".into(),
        public_key: key.public_hex(),
        signed_message:
            "\"mercato-liabilities-root\\0\" || root (32 bytes) || taken_at (8-byte big-endian ms)".into(),
        next_snapshot_at: schedule::next_at(app.clock.now_ms()),
    })
}
