//! Sliding-window counters in memory, keyed by what is limited ("login:ip:1.2.3.4"). A single node keeps them
//! in its own memory; limits reset on restart, which errs on the side of letting users in.

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
};

#[derive(Default)]
pub struct RateLimiter {
    hits: Mutex<HashMap<String, VecDeque<i64>>>,
}

impl RateLimiter {
    fn with_window<T>(
        &self,
        key: &str,
        window_ms: i64,
        now: i64,
        f: impl FnOnce(&mut VecDeque<i64>) -> T,
    ) -> T {
        let mut hits = self.hits.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if hits.len() > 100_000 {
            hits.retain(|_, times| times.back().is_some_and(|t| *t > now - window_ms));
        }
        let times = hits.entry(key.to_string()).or_default();
        while times.front().is_some_and(|t| *t <= now - window_ms) {
            times.pop_front();
        }
        f(times)
    }

    /// Whether another event would still be within `limit` for this window, without recording one.
    pub fn allows(&self, key: &str, limit: u32, window_ms: i64, now: i64) -> bool {
        self.with_window(key, window_ms, now, |times| times.len() < limit as usize)
    }

    /// Records an event when it is within `limit`; answers whether it was.
    pub fn hit(&self, key: &str, limit: u32, window_ms: i64, now: i64) -> bool {
        self.with_window(key, window_ms, now, |times| {
            if times.len() < limit as usize {
                times.push_back(now);
                true
            } else {
                false
            }
        })
    }

    pub fn clear(&self, key: &str) {
        let mut hits = self.hits.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        hits.remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_the_limit_then_refuses_until_the_window_slides_past() {
        let limiter = RateLimiter::default();
        assert!(limiter.hit("k", 2, 1000, 0));
        assert!(limiter.hit("k", 2, 1000, 10));
        assert!(!limiter.hit("k", 2, 1000, 20));
        assert!(!limiter.allows("k", 2, 1000, 999));
        assert!(limiter.allows("k", 2, 1000, 1000));
        assert!(limiter.hit("k", 2, 1000, 1001));
        limiter.clear("k");
        assert!(limiter.allows("k", 1, 1000, 1001));
    }
}
