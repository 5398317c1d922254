//! Contracts (API-CONTRACT §5.8 `/lever/*`): checks and shapes here; the contracts task (`crate::lever`) owns
//! the positions, the risk engine and the settlement.

pub mod dto;
pub mod handlers;
pub mod routes;
pub mod service;
