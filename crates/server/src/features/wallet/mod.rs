//! Balances per account kind, moves between a user's own accounts, and the bill (API-CONTRACT §5.6). Every
//! change goes through `ledger::post`.

pub mod address;
pub mod channels;
pub mod derive;
pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
