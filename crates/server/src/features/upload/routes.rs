use axum::{Router, routing::get};

use super::{dto::UploadForm, handlers as h};
use crate::{
    app::AppState,
    http::{
        extract::UPLOAD_BODY_LIMIT,
        routes::{Access::User, ApiRoutes},
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .post(
            "/upload",
            User,
            "Upload one image (JPEG, PNG or WebP); the message is its path",
            h::upload,
        )
        .takes::<UploadForm>()
        .answers::<String>()
        .body_limit(UPLOAD_BODY_LIMIT)
}

/// `/upload/...`: stored images, read-only; identity pictures only for their owner.
pub fn file_routes() -> Router<AppState> {
    Router::new().route("/upload/{*path}", get(h::serve))
}
