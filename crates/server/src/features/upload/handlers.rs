use axum::{
    extract::{Path, State},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};

use super::{
    repo,
    service::{self, Format, Owner},
};
use crate::{
    app::AppState,
    auth::session,
    error::{AppError, ErrorCode},
    http::{ApiResult, Envelope, SignedIn, extract::UploadReq},
};

pub async fn upload(
    State(app): State<AppState>,
    SignedIn(user): SignedIn,
    UploadReq(req): UploadReq,
) -> ApiResult {
    let limits = &app.config.limits;
    let window = limits.window_seconds * 1000;
    for key in [
        format!("upload:user:{}", user.id),
        format!("upload:ip:{}", req.ip),
    ] {
        crate::auth::limits::record(&app, &key, limits.uploads_per_user, window).await?;
    }
    let file = req
        .files
        .into_iter()
        .find(|f| f.field == "file")
        .ok_or(AppError::new(ErrorCode::FileMissing).with_field("file"))?;
    if file.bytes.is_empty() {
        return Err(AppError::new(ErrorCode::FileMissing).with_field("file"));
    }
    Envelope::data(service::store(&app, Owner::User(user.id), file.bytes).await?)
}

/// Answers a stored file with headers that keep browsers from reading it as anything but an image.
pub async fn file_response(app: &AppState, path: &str, private: bool) -> Response {
    let (Some(file), Some(format)) = (
        service::disk_path(app, path),
        path.rsplit('.').next().and_then(Format::from_extension),
    ) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let Ok(bytes) = tokio::fs::read(file).await else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let cache = if private {
        "private, no-store"
    } else {
        "public, max-age=31536000, immutable"
    };
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(format.mime()));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; sandbox"),
    );
    headers.insert(
        "cross-origin-resource-policy",
        HeaderValue::from_static("same-origin"),
    );
    response
}

pub async fn serve(State(app): State<AppState>, Path(rest): Path<String>, headers: HeaderMap) -> Response {
    let path = format!("/upload/{rest}");
    if !service::is_upload_path(&path) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let row = match repo::find(&app.db, &path).await {
        Ok(Some(row)) => row,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(err) => return AppError::from(err).into_response(),
    };
    if row.is_private == 1 {
        let viewer = match crate::http::extract::token_of(&headers) {
            Some(token) => session::resolve(&app, &token).await.ok().flatten(),
            None => None,
        };
        // Private pictures answer as if they did not exist, so their paths reveal nothing.
        if viewer.is_none_or(|u| Some(u.id) != row.user_id) {
            return StatusCode::NOT_FOUND.into_response();
        }
    }
    file_response(&app, &path, row.is_private == 1).await
}
