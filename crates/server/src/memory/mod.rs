//! What one node keeps in memory between requests: rate-limit counters and recently read sessions. Below the
//! shared state, which holds them, and below the modules that use them.

pub mod ratelimit;
pub mod recent;
