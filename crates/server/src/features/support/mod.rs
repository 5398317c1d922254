//! Customer service (`docs/api/support.md`, ADR 54): one open conversation per user with support operators, the
//! user's messages rate-limited in the transaction that records them, operator replies kept for users who are
//! offline and announced in their inbox.

pub mod dto;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
