//! HTTP plumbing shared by every feature (ARCHITECTURE §6): envelope, errors, extractors, middleware.

pub mod envelope;
pub mod error;
pub mod extract;
pub mod middleware;
pub mod pager;
pub mod routes;

pub use envelope::Envelope;
pub use error::{ApiResult, AppError, ErrorCode};
pub use extract::{Params, Req};
