//! Sliding-window counters in memory, keyed by what is limited ("login:ip:1.2.3.4"). A single node keeps them
//! in its own memory; limits reset on restart, which errs on the side of letting users in.
//!
//! A check followed later by a record lets every concurrent request pass the check before any of them records
//! (ADR 31). So counts are either recorded in the same step that checks them ([`RateLimiter::hit`]), or read
//! and recorded while holding the key's turn ([`RateLimiter::turn`]), which lets one request at a time through.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex},
};

use tokio::sync::OwnedMutexGuard;

#[derive(Default)]
pub struct RateLimiter {
    hits: Mutex<HashMap<String, VecDeque<i64>>>,
    turns: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

/// Keys whose turns are kept before unused ones are dropped.
const MAX_TURNS: usize = 10_000;

impl RateLimiter {
    /// Waits until no other holder of `key`'s turn is left, and holds it until the guard drops.
    pub async fn turn(&self, key: &str) -> OwnedMutexGuard<()> {
        let lock = {
            let mut turns = self.turns.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if turns.len() > MAX_TURNS {
                turns.retain(|_, lock| Arc::strong_count(lock) > 1);
            }
            turns.entry(key.to_string()).or_default().clone()
        };
        lock.lock_owned().await
    }

    /// The events recorded against `key` within the window. Only meaningful while holding the key's turn.
    pub fn count(&self, key: &str, window_ms: i64, now: i64) -> usize {
        self.with_window(key, window_ms, now, |times| times.len())
    }

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

    /// Records an event when it is within `limit`, in one step under the lock; answers whether it was.
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
        assert!(!limiter.hit("k", 2, 1000, 999));
        assert!(limiter.hit("k", 2, 1000, 1000));
        assert!(!limiter.hit("k", 2, 1000, 1001));
        limiter.clear("k");
        assert!(limiter.hit("k", 1, 1000, 1001));
    }

    #[test]
    fn of_many_threads_racing_for_one_key_exactly_the_limit_are_recorded() {
        let limiter = std::sync::Arc::new(RateLimiter::default());
        let threads: Vec<_> = (0..50)
            .map(|_| {
                let limiter = limiter.clone();
                std::thread::spawn(move || limiter.hit("k", 5, 1000, 0))
            })
            .collect();
        let allowed = threads
            .into_iter()
            .map(|t| t.join().unwrap_or(false))
            .filter(|ok| *ok)
            .count();
        assert_eq!(allowed, 5);
    }

    #[tokio::test]
    async fn a_key_s_turn_is_held_by_one_caller_at_a_time() {
        let limiter = Arc::new(RateLimiter::default());
        let first = limiter.turn("k").await;
        let waiting = {
            let limiter = limiter.clone();
            tokio::spawn(async move {
                let _turn = limiter.turn("k").await;
            })
        };
        let other_key = limiter.turn("other").await;
        drop(other_key);
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished());
        drop(first);
        waiting.await.unwrap();
    }
}
