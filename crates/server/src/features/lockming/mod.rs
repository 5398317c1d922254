//! Lock mining (API-CONTRACT §5.10 `/lh/deposit/*`): an amount locked for a product's days earns the day's
//! published rate, paid daily from the asset's earn reserve; the scheduler lives in `crate::earn`.

pub mod admin;
pub mod demo;
pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
