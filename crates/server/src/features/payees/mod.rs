//! Where withdrawals may go: the address book (with QR code pictures) and bank cards (API-CONTRACT §5.3).

pub mod dto;
pub mod handlers;
pub mod repo;
pub mod routes;
pub mod service;
