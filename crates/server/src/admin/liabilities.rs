//! Operators' call for proof of liabilities: a snapshot now, besides the daily one, in the operator's name.

use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    features::liabilities::dto::LiabilitiesView,
    http::{ApiResult, Envelope, Req},
    liabilities,
    operators::{
        Role,
        audit::{self, Entry},
    },
};

pub async fn snapshot(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let now = app.clock.now_ms();
    let key = liabilities::key::Key::load(&app.config.server.data_dir)?;
    let taken = liabilities::take(&app.db, &key, now, &operator.email).await?;
    let target = format!("liability_snapshot:{}", taken.id);
    let after = format!("root {} over {} users", taken.root, taken.users);
    let mut tx = app.db.begin().await?;
    audit::record(
        &mut tx,
        &Entry::by(&operator, "liabilities.snapshot", &target, &after, &req.ip, now),
    )
    .await?;
    tx.commit().await?;
    Envelope::data(LiabilitiesView::from(taken))
}
