//! Sessions read in the last two seconds, so that a burst of calls with one token costs one lookup (ADR 28).

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

/// Who a live session belongs to.
#[derive(Debug, Clone, Copy)]
pub struct SessionUser {
    pub id: crate::ids::UserId,
    pub session_id: i64,
    /// The user's VIP level as the session was read (at most [`FRESH`] old on one node): what an order's fee
    /// discount is taken from, without a read of its own on the order's path.
    pub vip_level: i64,
}

/// The longest a session read from the database answers without being read again (ADR 28).
const FRESH: Duration = Duration::from_secs(2);

/// How long one session answers from memory: between half of [`FRESH`] and all of it, by its hash. Sessions read
/// together (every user's first call after a start or a pause) would otherwise all be read again together
/// every [`FRESH`], a burst of reads that held up the calls beside them; spread over a second, the same reads go
/// unnoticed.
fn fresh_for(hash: &str) -> Duration {
    let spread = hash
        .bytes()
        .fold(0u32, |acc, b| acc.wrapping_mul(31).wrapping_add(u32::from(b)))
        % 1_000;
    FRESH / 2 + FRESH / 2 * spread / 1_000
}
/// Sessions remembered at most; past this the memory starts again empty.
const MAX_REMEMBERED: usize = 100_000;

/// Sessions read in the last [`FRESH`] period, so that a burst of calls with one token costs one lookup.
///
/// Every revocation in this process calls [`Recent::forget_all`] after its commit, which empties the memory and starts a
/// new epoch; a lookup that began in an earlier epoch is not remembered, because it may have read the session
/// before the revocation committed. So a revoked session is refused from the moment its revocation commits.
#[derive(Default)]
pub struct Recent(Mutex<RecentInner>);

#[derive(Default)]
struct RecentInner {
    epoch: u64,
    /// The user, the session's expiry (ms) and the moment it must be read again.
    by_hash: HashMap<String, (SessionUser, i64, Instant)>,
}

impl Recent {
    pub fn get(&self, hash: &str, now: i64) -> Option<SessionUser> {
        let inner = self.0.lock().ok()?;
        let &(user, expires_at, read_again_at) = inner.by_hash.get(hash)?;
        (expires_at > now && Instant::now() < read_again_at).then_some(user)
    }

    pub fn epoch(&self) -> Option<u64> {
        self.0.lock().ok().map(|inner| inner.epoch)
    }

    pub fn remember(&self, epoch: u64, hash: String, user: SessionUser, expires_at: i64) {
        let Ok(mut inner) = self.0.lock() else { return };
        if inner.epoch != epoch {
            return;
        }
        if inner.by_hash.len() >= MAX_REMEMBERED {
            inner.by_hash.clear();
        }
        let read_again_at = Instant::now() + fresh_for(&hash);
        inner.by_hash.insert(hash, (user, expires_at, read_again_at));
    }

    pub fn forget_all(&self) {
        if let Ok(mut inner) = self.0.lock() {
            inner.epoch += 1;
            inner.by_hash.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::UserId;

    fn user() -> SessionUser {
        SessionUser {
            id: UserId(7),
            session_id: 3,
            vip_level: 0,
        }
    }

    #[test]
    fn a_remembered_session_answers_until_it_expires() {
        let recent = Recent::default();
        let epoch = recent.epoch().unwrap();
        recent.remember(epoch, "h".into(), user(), 1_000);
        assert_eq!(recent.get("h", 999).map(|u| u.id), Some(UserId(7)));
        assert!(recent.get("h", 1_000).is_none());
        assert!(recent.get("other", 999).is_none());
    }

    #[test]
    fn sessions_read_together_are_read_again_spread_over_the_second_before_they_must_be() {
        let hashes: Vec<String> = (0..500)
            .map(|i| {
                use sha2::Digest;
                hex::encode(sha2::Sha256::digest(format!("token-{i}")))
            })
            .collect();
        let lifetimes: Vec<Duration> = hashes.iter().map(|h| fresh_for(h)).collect();
        assert!(lifetimes.iter().all(|l| *l >= FRESH / 2 && *l <= FRESH));
        let shortest = lifetimes.iter().min().copied().unwrap_or_default();
        let longest = lifetimes.iter().max().copied().unwrap_or_default();
        assert!(
            longest - shortest > FRESH * 4 / 10,
            "spread {shortest:?}..{longest:?}"
        );
        let in_first_tenth = lifetimes.iter().filter(|l| **l < FRESH / 2 + FRESH / 20).count();
        assert!(in_first_tenth < 100, "{in_first_tenth} of 500 due together");
    }

    #[test]
    fn a_lookup_that_began_before_a_revocation_is_not_remembered() {
        let recent = Recent::default();
        let before = recent.epoch().unwrap();
        recent.remember(before, "h".into(), user(), i64::MAX);
        recent.forget_all();
        assert!(recent.get("h", 0).is_none(), "forgetting empties the memory");
        recent.remember(before, "h".into(), user(), i64::MAX);
        assert!(
            recent.get("h", 0).is_none(),
            "a read from before the revocation is dropped"
        );
        recent.remember(recent.epoch().unwrap(), "h".into(), user(), i64::MAX);
        assert!(recent.get("h", 0).is_some());
    }
}
