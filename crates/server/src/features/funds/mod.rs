//! Deposits and withdrawals (API-CONTRACT §5.6): claims and watcher reports credited by operators from custody,
//! withdrawal requests frozen until an operator pays them out or returns them.

pub mod adjustments;
pub mod chain;
pub mod coins;
pub mod deposits;
pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
pub mod withdrawals;
