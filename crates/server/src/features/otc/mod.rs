//! OTC / P2P trading in the legal account (`docs/api/otc.md`, ADR 52): merchants with a frozen security deposit,
//! their ads, orders whose seller's coins are escrowed from creation, a chat kept as evidence, disputes decided
//! only as release or return, and the timeout job.

pub mod ads;
pub mod back_office;
pub mod chat;
pub mod demo;
pub mod dto;
pub mod expiry;
mod handlers;
pub mod orders;
pub mod repo;
pub mod routes;
pub mod service;
