//! Rate-limit counters shared by the nodes of a cluster, in Redis (ADR 35). Each check records in the same atomic
//! step (a script), as the counters of a node alone do (ADR 31), and times come from Redis's clock, so node clocks
//! do not matter. A key's "turn" (one comparison of a secret at a time) is a lock in Redis with an expiry.

use std::time::Duration;

use redis::{Script, aio::ConnectionManager};

use crate::error::{AppError, ErrorCode};

/// Removes the events older than the window and, when fewer than the limit are left, records one more.
const HIT: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 1
end
return 0
";

const COUNT: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
return redis.call('ZCARD', KEYS[1])
";

/// Deletes a turn's lock only if it is still this holder's.
const RELEASE: &str = r"
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
";

/// The longest a turn is held if its holder dies while holding it.
const TURN_MS: u64 = 30_000;

#[derive(Clone)]
pub struct SharedLimits {
    conn: ConnectionManager,
}

fn busy(err: redis::RedisError) -> AppError {
    tracing::warn!(%err, "shared rate limits not reached");
    AppError::new(ErrorCode::ServerBusy)
}

impl SharedLimits {
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        let client = redis::Client::open(url)?;
        Ok(Self {
            conn: ConnectionManager::new(client).await?,
        })
    }

    /// Records one event against `key` when fewer than `limit` are recorded within the window; answers whether it
    /// was recorded.
    pub async fn hit(&self, key: &str, limit: u32, window_ms: i64) -> Result<bool, AppError> {
        let mut conn = self.conn.clone();
        let recorded: i64 = Script::new(HIT)
            .key(format!("limit:{key}"))
            .arg(window_ms)
            .arg(limit)
            .arg(uuid::Uuid::new_v4().to_string())
            .invoke_async(&mut conn)
            .await
            .map_err(busy)?;
        Ok(recorded == 1)
    }

    /// The events recorded against `key` within the window. Only meaningful while holding the key's turn.
    pub async fn count(&self, key: &str, window_ms: i64) -> Result<usize, AppError> {
        let mut conn = self.conn.clone();
        let count: i64 = Script::new(COUNT)
            .key(format!("limit:{key}"))
            .arg(window_ms)
            .invoke_async(&mut conn)
            .await
            .map_err(busy)?;
        Ok(usize::try_from(count).unwrap_or(0))
    }

    pub async fn clear(&self, key: &str) -> Result<(), AppError> {
        let mut conn = self.conn.clone();
        redis::cmd("DEL")
            .arg(format!("limit:{key}"))
            .query_async::<i64>(&mut conn)
            .await
            .map_err(busy)?;
        Ok(())
    }

    /// Waits until no other holder, on any node, has `key`'s turn, and holds it until the guard drops.
    pub async fn turn(&self, key: &str) -> Result<Turn, AppError> {
        let lock = format!("turn:{key}");
        let me = uuid::Uuid::new_v4().to_string();
        let mut conn = self.conn.clone();
        loop {
            let taken: Option<String> = redis::cmd("SET")
                .arg(&lock)
                .arg(&me)
                .arg("NX")
                .arg("PX")
                .arg(TURN_MS)
                .query_async(&mut conn)
                .await
                .map_err(busy)?;
            if taken.is_some() {
                return Ok(Turn {
                    conn: self.conn.clone(),
                    lock,
                    me,
                });
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
}

/// A key's turn, given back when dropped.
pub struct Turn {
    conn: ConnectionManager,
    lock: String,
    me: String,
}

impl Drop for Turn {
    fn drop(&mut self) {
        let (mut conn, lock, me) = (self.conn.clone(), self.lock.clone(), self.me.clone());
        tokio::spawn(async move {
            let released: Result<i64, _> = Script::new(RELEASE)
                .key(lock)
                .arg(me)
                .invoke_async(&mut conn)
                .await;
            if let Err(err) = released {
                tracing::warn!(%err, "turn not given back; it expires on its own");
            }
        });
    }
}
