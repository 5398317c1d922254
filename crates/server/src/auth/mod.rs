//! Who is calling: passwords, sessions, one-time codes and rate limits (ARCHITECTURE §6).

pub mod codes;
pub mod limits;
pub mod networks;
pub mod password;
mod repo;
pub mod session;
pub mod totp;
