//! Product areas, one folder each: `routes handlers service repo dto`.

pub mod account;
pub mod content;
pub mod convert;
pub mod dual;
pub mod fiat;
pub mod follow;
pub mod funds;
pub mod identity;
pub mod ieo;
pub mod lever;
pub mod liabilities;
pub mod loans;
pub mod lockming;
pub mod messages;
pub mod micro;
pub mod otc;
pub mod payees;
pub mod quickbuy;
pub mod quiz;
pub mod quotes;
pub mod reserve;
pub mod site;
pub mod spot;
pub mod support;
pub mod upload;
pub mod wallet;
