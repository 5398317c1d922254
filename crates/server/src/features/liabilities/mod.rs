//! Proof of liabilities for users (ADR 49): the newest snapshot's root and totals for anyone, and each user's
//! inclusion proof to check in the app or offline with `mercato liabilities verify`.

pub mod dto;
pub mod handlers;
pub mod routes;
