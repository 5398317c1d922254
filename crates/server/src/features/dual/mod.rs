//! Dual investment (API-CONTRACT §5.12 `/dual/*`): shares of a product bought with the coin (call) or USDT (put),
//! settled on the index at the product's settlement second and paid in the coin below the reference price,
//! otherwise in USDT; the settlement lives in `crate::earn::dual`.

pub mod back_office;
pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
