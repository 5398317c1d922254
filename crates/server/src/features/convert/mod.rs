//! Coin conversion in the exchange account (API-CONTRACT §5.6 `/user/getTransferList`, `/user/getTransferFee`,
//! `/user/Transfer`): one asset into another at their index prices, less a published fee; the `house` account is
//! the counterparty and the index samples used are written into the bill line.

pub mod dto;
pub mod handlers;
pub mod routes;
pub mod service;
