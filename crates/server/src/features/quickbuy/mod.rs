//! Quick buy (`docs/api/quickbuy.md`, ADR 53): coins for fiat by bank transfer, confirmed by finance, or by card
//! and wallet through a provider's signed webhook, credited from the funded `quickbuy` reserve.

pub mod back_office;
pub mod demo;
pub mod dto;
pub mod expiry;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
pub mod webhook;
