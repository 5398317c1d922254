//! Site configuration, public settings and published rules (API-CONTRACT §5.1).

mod dto;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
