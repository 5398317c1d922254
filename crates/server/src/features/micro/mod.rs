//! Seconds options (API-CONTRACT §5.8 `/microtrade/*`): a call on whether the index rises or falls over a
//! published duration, settled only from the recorded index samples of the entry and expiry seconds.

pub mod dto;
pub mod handlers;
pub mod routes;
pub mod service;
