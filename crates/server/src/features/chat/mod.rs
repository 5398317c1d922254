//! Public chat rooms (`docs/api/chat.md`, ADR 59): one room per language, history, sending text and pictures under
//! the published rate and length limits, reports, and the content operators' deletions and mutes. Messages reach
//! the room's sockets (`chat:<room>`) on every node after their commit.

pub mod dto;
mod handlers;
pub mod moderation;
pub mod repo;
pub mod routes;
pub mod service;
