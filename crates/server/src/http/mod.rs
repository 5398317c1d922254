//! HTTP plumbing shared by every feature (ARCHITECTURE §6): envelope, errors, extractors, middleware.

pub mod envelope;
pub mod extract;
pub mod form;
pub mod middleware;
pub mod openapi;
pub mod pager;
pub mod routes;
pub mod signed_in;

pub use crate::error::{AppError, ErrorCode};
pub use envelope::Envelope;

pub type ApiResult<T = Envelope> = Result<T, AppError>;
pub use extract::{Params, Req};
pub use form::NoFields;
pub use signed_in::SignedIn;
