//! The quiz game (`docs/api/quiz.md`, ADR 55): rounds asking whether a market's index goes up or down between two
//! fixed seconds, parimutuel bets pooled in `quiz_pool`, and the settlement job that decides from the recorded
//! samples, keeps them as evidence and pays through the ledger.

mod demo;
pub mod dto;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
pub mod settle;
