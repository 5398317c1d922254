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

/// How long a session read from the database answers without being read again (ADR 28).
const FRESH: Duration = Duration::from_secs(2);
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
    by_hash: HashMap<String, (SessionUser, i64, Instant)>,
}

impl Recent {
    pub fn get(&self, hash: &str, now: i64) -> Option<SessionUser> {
        let inner = self.0.lock().ok()?;
        let &(user, expires_at, read_at) = inner.by_hash.get(hash)?;
        (expires_at > now && read_at.elapsed() < FRESH).then_some(user)
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
        inner.by_hash.insert(hash, (user, expires_at, Instant::now()));
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
