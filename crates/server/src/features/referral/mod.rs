//! Referral and rebates (`docs/api/referral.md`, ADR 56): the invite page, the invitee list, the daily statements
//! down to every fee, and the daily job that pays inviters their published share of the trading fees their
//! invitees paid, from the fee account.

pub mod daily;
pub mod dto;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
