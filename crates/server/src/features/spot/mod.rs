//! Spot orders (API-CONTRACT §5.8 `/coin/*`): checks and shapes here; the market's task owns the book, the
//! freezes and the settlement (`market::spot`).

pub mod dto;
pub mod handlers;
pub mod routes;
pub mod service;
