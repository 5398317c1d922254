//! Uploads (API-CONTRACT §7): images recognised by their bytes, decoded and re-encoded; for operators also media
//! whose container is checked (ADR 62); stored under random names and served read-only, media with range requests;
//! identity pictures only to their owner and to operators.

pub mod dto;
pub mod encode;
pub mod handlers;
pub mod media;
pub mod repo;
pub mod routes;
pub mod service;
