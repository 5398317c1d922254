//! Market data and favourites (API-CONTRACT §5.5 `/currency/quotation_new`, §5.7): quotations with rolling
//! tickers, K-line history, and each user's favourites.

pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
