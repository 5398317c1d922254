//! Where sign-ins come from (ADR 70). Password failures are counted per account and source network, and per
//! account over every network with a higher ceiling; the right password from a network the account signed in
//! from before (its usual network) still gets in when strangers have reached the account's ceiling. So guesses
//! from elsewhere lock out only the networks they come from, never the owner at home.

use std::{future::Future, net::IpAddr};

use super::limits;
use crate::{
    app::AppState,
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    on_db, on_tx,
};

/// How long a network stays usual after the account last signed in from it.
const USUAL_FOR_MS: i64 = 90 * 86_400_000;

/// Whose account a sign-in names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    User,
    Operator,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::User => "user",
            Kind::Operator => "operator",
        }
    }

    /// The prefix of its rate-limit keys.
    fn prefix(self) -> &'static str {
        match self {
            Kind::User => "login",
            Kind::Operator => "admin:login",
        }
    }
}

/// The network an address belongs to: its IPv4 /24 or its IPv6 /64 (an IPv4-mapped IPv6 address counts as IPv4);
/// an address that does not parse is its own network.
pub fn network_of(ip: &str) -> String {
    match ip.trim().parse::<IpAddr>() {
        Ok(IpAddr::V4(v4)) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        Ok(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => network_of(&v4.to_string()),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
        Err(_) => ip.trim().chars().take(64).collect(),
    }
}

/// One password sign-in attempt: whose account it names (its id when it exists) and where it comes from.
pub struct Attempt<'a> {
    pub kind: Kind,
    /// The login as the account is looked up (lower-cased e-mail, account name or mobile).
    pub login: &'a str,
    pub subject: Option<i64>,
    pub ip: &'a str,
}

impl Attempt<'_> {
    fn account_key(&self) -> String {
        format!("{}:acct:{}", self.kind.prefix(), self.login)
    }

    fn network_key(&self, network: &str) -> String {
        format!("{}:acct:{}:net:{network}", self.kind.prefix(), self.login)
    }
}

/// Checks a sign-in with its failures counted exactly (ADR 31): one check per account at a time, on every node.
/// Refused with `too_many_requests`, before any comparison, once the attempt's network has
/// `login_failures_per_account` failures in the window, or the account has `login_failures_per_account_total`
/// from all networks and this one is not usual for it. `check` answers what a right sign-in yields, `None` for a
/// failure; a failure is recorded against the network and the account before the next check starts, a success
/// clears its network's failures (not the account's, so strangers stay limited).
pub async fn guarded_sign_in<T, F>(
    app: &AppState,
    attempt: &Attempt<'_>,
    check: F,
) -> Result<Option<T>, AppError>
where
    F: Future<Output = Result<Option<T>, AppError>>,
{
    guarded(app, attempt, true, check).await
}

/// The same for the password of an account with a second factor (ADR 78): its wrong passwords count as any, but a
/// right one clears nothing, so knowing the password never resets the count of wrong codes that follow it. The
/// codes are checked with [`guarded_sign_in`] under the same attempt, so both factors share one count.
pub async fn guarded_first_factor<T, F>(
    app: &AppState,
    attempt: &Attempt<'_>,
    check: F,
) -> Result<Option<T>, AppError>
where
    F: Future<Output = Result<Option<T>, AppError>>,
{
    guarded(app, attempt, false, check).await
}

async fn guarded<T, F>(
    app: &AppState,
    attempt: &Attempt<'_>,
    clears: bool,
    check: F,
) -> Result<Option<T>, AppError>
where
    F: Future<Output = Result<Option<T>, AppError>>,
{
    let limits = &app.config.limits;
    let window = limits.window_seconds * 1000;
    let network = network_of(attempt.ip);
    let usual = match attempt.subject {
        Some(id) => is_usual(&app.db, attempt.kind, id, &network, app.clock.now_ms()).await?,
        None => false,
    };
    let (account_key, network_key) = (attempt.account_key(), attempt.network_key(&network));
    let _turn = limits::turn(app, &account_key).await?;
    let too_many = || Err(AppError::new(ErrorCode::TooManyRequests));
    if limits::count(app, &network_key, window).await? >= limits.login_failures_per_account as usize {
        return too_many();
    }
    if !usual
        && limits::count(app, &account_key, window).await? >= limits.login_failures_per_account_total as usize
    {
        return too_many();
    }
    let outcome = check.await?;
    if outcome.is_some() {
        if clears {
            limits::clear(app, &network_key).await?;
        }
    } else {
        limits::hit(app, &network_key, limits.login_failures_per_account, window).await?;
        limits::hit(app, &account_key, limits.login_failures_per_account_total, window).await?;
    }
    Ok(outcome)
}

/// Whether the account signed in from `network` within the last 90 days.
async fn is_usual(db: &Db, kind: Kind, subject: i64, network: &str, now: i64) -> Result<bool, AppError> {
    let seen: i64 = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM sign_in_networks WHERE kind = $1 AND subject_id = $2 AND network = $3 AND last_at > $4",
    )
    .bind(kind.as_str())
    .bind(subject)
    .bind(network)
    .bind(now - USUAL_FOR_MS)
    .fetch_one(c)
    .await)?;
    Ok(seen > 0)
}

/// Records, with the session it opens, that the account signed in from the network of `ip`.
pub async fn remember(tx: &mut Tx, kind: Kind, subject: i64, ip: &str, now: i64) -> Result<(), sqlx::Error> {
    let network = network_of(ip);
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO sign_in_networks (kind, subject_id, network, first_at, last_at) VALUES ($1, $2, $3, $4, $4) \
         ON CONFLICT (kind, subject_id, network) DO UPDATE SET last_at = excluded.last_at",
    )
    .bind(kind.as_str())
    .bind(subject)
    .bind(network)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))
}

#[cfg(test)]
mod tests {
    use super::network_of;

    #[test]
    fn a_network_is_an_ipv4_slash_24_or_an_ipv6_slash_64() {
        assert_eq!(network_of("203.0.113.7"), "203.0.113.0/24");
        assert_eq!(network_of("203.0.113.250"), network_of("203.0.113.1"));
        assert_ne!(network_of("203.0.114.1"), network_of("203.0.113.1"));
        assert_eq!(network_of("2001:db8:1:2:3:4:5:6"), "2001:db8:1:2::/64");
        assert_eq!(network_of("::ffff:198.51.100.9"), "198.51.100.0/24");
        assert_eq!(network_of("not an address"), "not an address");
    }
}
