//! Access enforced by the router: a route marked `User` or `Level1` is wrapped by `require_session`, which
//! resolves the session before the handler runs and leaves the user in the request's extensions, where the
//! `SignedIn` extractor reads it.

use axum::{
    extract::{FromRequestParts, Request, State},
    http::request::Parts,
    middleware::Next,
    response::{IntoResponse, Response},
};

use super::extract::{read_request, token_of};
use crate::{
    app::AppState,
    auth::session::{self, SessionUser},
    error::{AppError, ErrorCode},
};

/// The user of a call for signed-in users. Only routes the table marks `User` or `Level1` carry one; a handler
/// of any other route asking for it is a mistake in the table, answered as an internal error.
#[derive(Debug, Clone, Copy)]
pub struct SignedIn(pub SessionUser);

impl<S: Send + Sync> FromRequestParts<S> for SignedIn {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<SessionUser>()
            .copied()
            .map(SignedIn)
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("a signed-in handler on a route open to all")))
    }
}

/// What the session layer of a route needs: the state, and the body cap its handler reads with.
#[derive(Clone)]
pub struct SessionGate {
    pub app: AppState,
    pub body_limit: usize,
}

/// Resolves the session of a `User` or `Level1` route. Without a valid one the call answers as it always has:
/// an unreadable body first, else `"999"` in the language the request asks for.
pub async fn require_session(State(gate): State<SessionGate>, mut req: Request, next: Next) -> Response {
    let user = match token_of(req.headers()) {
        Some(token) => session::resolve(&gate.app, &token).await,
        None => Ok(None),
    };
    match user {
        Ok(Some(user)) => {
            req.extensions_mut().insert(user);
            next.run(req).await
        }
        Ok(None) => match read_request(req, &gate.app, gate.body_limit).await {
            Ok(_) => AppError::new(ErrorCode::SessionInvalid).into_response(),
            Err(err) => err.into_response(),
        },
        Err(err) => err.into_response(),
    }
}
