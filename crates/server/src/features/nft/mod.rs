//! The NFT marketplace (API-CONTRACT §5.13, ADR 61): artists, artworks in four media, fixed-price sales,
//! auctions with margins and pay-by orders, resale with royalties, provenance, and blind boxes whose draws anyone
//! can recompute once a series reveals its committed seed.

pub mod admin;
pub mod bids;
pub mod catalogue;
pub mod demo;
pub mod draw;
pub mod dto;
mod handlers;
pub mod job;
mod live;
pub mod repo;
pub mod routes;
pub mod sales;
pub mod seeds;
pub mod service;
pub mod verify;
