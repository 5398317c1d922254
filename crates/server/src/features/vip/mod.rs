//! VIP levels (`docs/api/vip.md`, ADR 57): the user's level, progress and the published table, and the daily job
//! that recomputes every level from the records. The table and the discount arithmetic are core (`crate::vip`),
//! read by the trading paths.

pub mod daily;
pub mod dto;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
