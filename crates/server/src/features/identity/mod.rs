//! Identity verification in two levels with human review (SPEC §4, §6; API-CONTRACT §5.3).

pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
