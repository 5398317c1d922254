//! Collateralised loans (`docs/api/loans.md`): offers, applications pledging collateral, operators' review and
//! disbursement from the funded `lending` reserve, repayment and collateral top-ups; interest and liquidation
//! at the index are the loan task's, in `crate::loans`.

pub mod back_office;
pub mod demo;
pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
