//! Sign-up, login, sessions, password reset and contact binding (API-CONTRACT §5.2, §5.3).

mod codes;
mod dto;
mod handlers;
mod profile;
pub mod repo;
pub mod routes;
pub mod second_factor;
pub mod second_factor_reset;
mod security;
pub mod service;
mod sign_in;
pub mod signed;
mod wallet_sign_in;
