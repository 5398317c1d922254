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

/// What a `Range` header asks of a file.
#[derive(Debug, PartialEq, Eq)]
pub enum Range {
    Whole,
    /// First and last byte, inclusive.
    Part(usize, usize),
    Unsatisfiable,
}

/// The one byte range a `Range` header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within `len` bytes; several
/// ranges are answered with the whole file.
pub fn byte_range(header: Option<&str>, len: usize) -> Range {
    let Some(spec) = header.and_then(|h| h.trim().strip_prefix("bytes=")) else {
        return Range::Whole;
    };
    if spec.contains(',') {
        return Range::Whole;
    }
    let number = |text: &str| text.trim().parse::<usize>().ok();
    let last = len.saturating_sub(1);
    let asked = match spec.split_once('-') {
        Some(("", n)) => number(n)
            .filter(|n| *n > 0)
            .map(|n| (len.saturating_sub(n), last)),
        Some((a, "")) => number(a).map(|a| (a, last)),
        Some((a, b)) => number(a).zip(number(b)).map(|(a, b)| (a, b.min(last))),
        None => None,
    };
    match asked {
        Some((start, end)) if len > 0 && start <= end && start < len => Range::Part(start, end),
        _ => Range::Unsatisfiable,
    }
}

/// Answers a stored file with headers that keep browsers from reading it as anything but its type; a `Range`
/// request gets the part it asks for, so audio and video seek.
pub async fn file_response(app: &AppState, path: &str, private: bool, range: Option<&str>) -> Response {
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
    let len = bytes.len();
    let mut response = match byte_range(range, len) {
        Range::Whole => bytes.into_response(),
        Range::Part(start, end) => {
            let mut part = bytes[start..=end].to_vec().into_response();
            *part.status_mut() = StatusCode::PARTIAL_CONTENT;
            if let Ok(value) = HeaderValue::from_str(&format!("bytes {start}-{end}/{len}")) {
                part.headers_mut().insert(header::CONTENT_RANGE, value);
            }
            part
        }
        Range::Unsatisfiable => {
            let mut refused = StatusCode::RANGE_NOT_SATISFIABLE.into_response();
            if let Ok(value) = HeaderValue::from_str(&format!("bytes */{len}")) {
                refused.headers_mut().insert(header::CONTENT_RANGE, value);
            }
            return refused;
        }
    };
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(format.mime()));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
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
    let range = headers.get(header::RANGE).and_then(|v| v.to_str().ok());
    file_response(&app, &path, row.is_private == 1, range).await
}

#[cfg(test)]
mod tests {
    use super::{Range, byte_range};

    #[test]
    fn a_range_header_names_the_bytes_a_player_asks_for() {
        assert_eq!(byte_range(None, 100), Range::Whole);
        assert_eq!(byte_range(Some("bytes=0-9"), 100), Range::Part(0, 9));
        assert_eq!(byte_range(Some("bytes=90-"), 100), Range::Part(90, 99));
        assert_eq!(byte_range(Some("bytes=-10"), 100), Range::Part(90, 99));
        assert_eq!(byte_range(Some("bytes=50-500"), 100), Range::Part(50, 99));
        assert_eq!(byte_range(Some("bytes=100-"), 100), Range::Unsatisfiable);
        assert_eq!(byte_range(Some("bytes=9-1"), 100), Range::Unsatisfiable);
        assert_eq!(byte_range(Some("bytes=x-1"), 100), Range::Unsatisfiable);
        assert_eq!(byte_range(Some("bytes=0-1,5-6"), 100), Range::Whole);
    }
}
