//! Sign-up, login, sessions, password reset and contact binding (API-CONTRACT §5.2, §5.3).

mod dto;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
