//! The message centre: operator messages and system notes about a user's own account, with read state and a
//! private socket event when one arrives.

pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
