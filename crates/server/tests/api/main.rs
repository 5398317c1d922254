//! API tests: each test spawns the real application on port 0 with a fresh database — SQLite by default, or a
//! fresh database on the PostgreSQL server named by `MERCATO_TEST_POSTGRES_URL`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod account;
mod admin;
mod common;
mod content;
mod demo;
mod dual;
mod feeds;
mod fiat;
mod follow;
mod funds;
mod hostile;
mod hours;
mod http;
mod identity;
mod ieo;
mod ledger;
mod lever;
mod liabilities;
mod limits;
mod lockming;
mod messages;
mod micro;
mod openapi;
mod payees;
mod people;
mod profile;
mod realtime;
mod schemas;
mod sessions;
mod site;
mod spot;
mod upload;
mod wallet;
mod wallet_login;
