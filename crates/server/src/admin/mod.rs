//! The back office: operator accounts with roles, their own sessions (never valid on `/api`, as user sessions are
//! never valid here), and an append-only audit log of everything operators do (ARCHITECTURE §11).

mod adjustments;
mod chat;
mod coupons;
mod dto;
mod dual;
mod earn;
mod handlers;
mod ieo;
mod liabilities;
mod loans;
mod markets;
mod nft;
mod otc;
mod people;
mod quickbuy;
mod quiz;
mod repo;
pub mod routes;
pub mod service;
pub mod sign_in;
mod support;
mod traders;
