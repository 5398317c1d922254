//! The IEO launchpad (API-CONTRACT §5.9 `/project*`): projects whose token is minted once, subscriptions held in
//! escrow until the sale ends, and the published allocation rule; the scheduler lives in `crate::earn::ieo`.

pub mod dto;
pub mod handlers;
pub mod issue;
pub mod repo;
pub mod routes;
pub mod service;
