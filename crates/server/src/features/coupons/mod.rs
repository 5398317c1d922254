//! Coupons (`docs/api/coupons.md`, ADR 58): campaigns operators create and end, coupons users claim by code or
//! operators issue, the lists of the `setting/coupon` screen and the order sheet's picker, and the `marketing`
//! account they are paid from. Using a coupon is core (`crate::coupons`), in the transaction of the trade.

pub mod back_office;
pub mod dto;
mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
