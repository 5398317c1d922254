//! Fiat exchange rates for display (SPEC §7): fetched from a configurable provider at most once a day, kept in
//! the database, and, when no provider answers, the last table (or the one shipped with the release) marked stale.

pub mod handlers;
pub mod routes;
pub mod service;
