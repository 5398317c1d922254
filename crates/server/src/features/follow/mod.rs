//! Copy trading (API-CONTRACT §5.11 `/follow/*`): users apply to be traders and compliance decides; followers
//! copy an approved trader's contract positions, which the contracts' risk task opens and closes with the
//! trader's (`crate::lever::task::copies`). Every figure on a trader's page is computed from their closed
//! positions when it is read.

pub mod admin;
pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
