//! The H5 app at `/h5/`: built by Vite into `web/dist`, embedded in release builds (and read from disk in debug
//! builds or when `server.web_dir` is set). Hashed assets are cached for good; `index.html` never is. The pictures
//! the app ships for seeded content (logo, banners, avatars) are also served at `/media/`, so stored paths keep
//! working when an operator serves another H5 client at `/h5/`.

mod console;

use std::{borrow::Cow, path::Path};

use axum::{
    Router,
    extract::State,
    http::{HeaderValue, StatusCode, Uri, header},
    response::{IntoResponse, Redirect, Response},
    routing::get,
};

use crate::app::AppState;

#[derive(rust_embed::RustEmbed)]
#[folder = "../../web/dist/"]
#[allow_missing = true]
struct Assets;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(|| async { Redirect::permanent("/h5/") }))
        .route("/h5", get(|| async { Redirect::permanent("/h5/") }))
        .route("/h5/", get(serve))
        .route("/h5/{*path}", get(serve))
        .route("/media/{*path}", get(serve_media))
        .merge(console::routes())
}

/// Where seeded content's pictures are served, whatever client is at `/h5/`.
pub const MEDIA: &str = "/media/";

/// The shipped pictures: `logo.svg`, `banners/…` and `avatars/…` of the app, and nothing else of it.
pub fn is_media(path: &str) -> bool {
    path == "logo.svg" || path.starts_with("banners/") || path.starts_with("avatars/")
}

async fn serve_media(State(app): State<AppState>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches(MEDIA);
    if !is_media(path) {
        return StatusCode::NOT_FOUND.into_response();
    }
    file(&app, path).await
}

/// A file of a built web app: from `dir` when one is configured, else from the copy embedded as `E`.
async fn load<E: rust_embed::RustEmbed>(dir: Option<&Path>, path: &str) -> Option<Cow<'static, [u8]>> {
    if path
        .split('/')
        .any(|segment| segment == ".." || segment.starts_with('.'))
    {
        return None;
    }
    match dir {
        Some(dir) => tokio::fs::read(dir.join(path)).await.ok().map(Cow::Owned),
        None => E::get(path).map(|file| file.data),
    }
}

async fn serve(State(app): State<AppState>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches("/h5").trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    file(&app, path).await
}

async fn file(app: &AppState, path: &str) -> Response {
    respond(
        load::<Assets>(app.config.server.web_dir.as_deref(), path).await,
        path,
    )
}

/// A built web app's file with its type and caching: hashed assets for good, `index.html` never.
fn respond(bytes: Option<Cow<'static, [u8]>>, path: &str) -> Response {
    let Some(bytes) = bytes else {
        return if path == "index.html" {
            (
                StatusCode::NOT_FOUND,
                "The web app is not built yet: run `make build`.",
            )
                .into_response()
        } else {
            StatusCode::NOT_FOUND.into_response()
        };
    };
    let cache = if path == "index.html" {
        "no-cache"
    } else if path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "public, max-age=3600"
    };
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let mut response = bytes.into_owned().into_response();
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(mime.as_ref()) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}
