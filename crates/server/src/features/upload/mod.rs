//! Image uploads (API-CONTRACT §7): recognised by their bytes, decoded and re-encoded, stored under random names
//! and served read-only; identity pictures only to their owner and to operators.

pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
