//! HTTP plumbing shared by every feature (ARCHITECTURE §6): envelope, errors, extractors, middleware.

pub mod envelope;
pub mod extract;
pub mod middleware;
pub mod pager;
pub mod routes;

pub use crate::error::{AppError, ErrorCode};
pub use envelope::Envelope;

pub type ApiResult<T = Envelope> = Result<T, AppError>;
pub use extract::{Params, Req};
