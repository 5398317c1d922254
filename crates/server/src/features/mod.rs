//! Product areas, one folder each: `routes handlers service repo dto`.

pub mod account;
pub mod site;
