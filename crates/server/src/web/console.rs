//! The operators' console at `/admin/`: a desktop web app built by Vite from `web/console` into `web/console-dist`, embedded in release
//! builds (read from disk in debug builds or when `server.console_dir` is set). It only calls `/admin/api`.

use axum::{
    Router,
    extract::State,
    http::Uri,
    response::{Redirect, Response},
    routing::get,
};

use crate::app::AppState;

#[derive(rust_embed::RustEmbed)]
#[folder = "../../web/console-dist/"]
#[allow_missing = true]
struct Console;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/admin", get(|| async { Redirect::permanent("/admin/") }))
        .route("/admin/", get(serve))
        .route("/admin/index.html", get(serve))
        // Only the built files' folder: every other path under `/admin/` stays the back-office API's.
        .route("/admin/assets/{*path}", get(serve))
}

async fn serve(State(app): State<AppState>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches("/admin").trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let dir = app.config.server.console_dir.as_deref();
    super::respond(super::load::<Console>(dir, path).await, path)
}
