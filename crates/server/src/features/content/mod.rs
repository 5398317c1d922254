//! News, banners, the pop-up notice, the single pages (FAQ, contact, about, compliance) and the home menu, each
//! in any of the nine languages with zh as the fallback (API-CONTRACT §5.5).

pub mod dto;
pub mod handlers;
pub mod help;
pub mod repo;
pub mod routes;
pub mod service;
