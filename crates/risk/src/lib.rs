//! Mercato's risk rules for leveraged contracts ("lever") and seconds options ("micro"): the formulas that price a
//! position (notional, margin, fees, spread, profit and loss, risk rate, liquidation price, option payouts) and
//! the [`TriggerIndex`] that lets a mark tick touch only the positions whose trigger price it crossed.
//!
//! The crate is pure: no I/O, no clock, no async, no randomness. Everything it needs (prices, balances, scales,
//! published rates) comes from the caller, so the same inputs always give the same answer, and a settlement can
//! store those inputs as its evidence and be recomputed from them later.
//!
//! Money is `i64` in integer minor units; products of amounts are taken in `i128` and rounded back explicitly,
//! always against the user: what a user pays is rounded up, what a user receives is rounded down (see
//! [`formula`] for each case). Rates are integers in parts per million (ppm, `1_000` = 0.1 %); a leverage is an
//! integer multiple.

pub mod formula;
mod index;

pub use formula::{Direction, OptionSide, Outcome, Side};
pub use index::{Fired, TriggerIndex, TriggerKind, key, split};
