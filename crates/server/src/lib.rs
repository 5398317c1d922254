//! Mercato: an honest, self-hostable retail trading app served by one binary.

pub mod admin;
pub mod app;
pub mod auth;
pub mod bounded;
pub mod cli;
pub mod clock;
pub mod cluster;
pub mod config;
pub mod db;
pub mod earn;
pub mod error;
pub mod fanout;
pub mod features;
pub mod http;
pub mod i18n;
pub mod idempotency;
pub mod ids;
pub mod ledger;
pub mod lever;
pub mod liabilities;
pub mod market;
pub mod memory;
pub mod money;
pub mod notify;
pub mod operators;
pub mod options;
pub mod realtime;
pub mod rules;
pub mod settings;
pub mod startup;
pub mod telemetry;
pub mod web;
pub mod wire;

pub use app::AppState;
pub use startup::Application;
