//! Users' optional second factor (ADR 78): an authenticator app's codes (RFC 6238, the operators' `auth::totp`)
//! and ten one-time recovery codes. Enrolment starts with a secret that waits for a code from it; the code turns it
//! on and answers the recovery codes, which are stored only as SHA-256. While it is on, a right password answers a
//! short-lived challenge instead of a session, and `/user/login_totp` opens the session with the challenge and a
//! code or a recovery code; withdrawals need a current code.
//!
//! Wrong codes count as wrong passwords: at sign-in under the same account and network keys as the password
//! (`auth::networks`), and once signed in under the user's own key with the pay password's limit
//! (`auth::limits::guarded_secret`). A code's time step is recorded in the transaction that acts on it, only when
//! it is later than the last one used, so a code never works twice.

use std::future::Future;

use sha2::{Digest, Sha256};

use super::{
    dto::{TotpChallenge, TotpRecoveryCodes, TotpSetup, TotpStatus},
    repo::{self, TotpRow},
};
use crate::{
    app::AppState,
    auth::{limits, networks, password, session, totp},
    db::Tx,
    error::{AppError, ErrorCode},
    features::{messages, site},
    ids::UserId,
};

/// How many recovery codes an enrolment answers.
pub const RECOVERY_CODES: usize = 10;

/// How long a sign-in challenge stays open.
const CHALLENGE_MS: i64 = 5 * 60_000;

/// What a right code proves, to be recorded in the transaction that acts on it.
#[derive(Debug, Clone, Copy)]
pub enum Proof {
    /// An authenticator code of this time step.
    Step(i64),
    /// The unused recovery code with this id.
    Recovery(i64),
}

fn secret_of(hex_secret: &str) -> Result<Vec<u8>, AppError> {
    hex::decode(hex_secret).map_err(AppError::internal)
}

/// A recovery code as typed: upper case, without spaces or dashes; `None` unless ten base32 letters.
fn normalized_recovery(code: &str) -> Option<String> {
    let clean: String = code
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (clean.len() == 10
        && clean
            .bytes()
            .all(|b| b.is_ascii_uppercase() || (b'2'..=b'7').contains(&b)))
    .then_some(clean)
}

fn recovery_hash(normalized: &str) -> String {
    hex::encode(Sha256::digest(normalized.as_bytes()))
}

/// Ten new recovery codes as shown (`ABCDE-FGHIJ`, 50 random bits each).
fn new_recovery_codes() -> Vec<String> {
    (0..RECOVERY_CODES)
        .map(|_| {
            let mut bytes = [0u8; 7];
            rand::RngCore::fill_bytes(&mut rand::rngs::OsRng, &mut bytes);
            let letters = totp::base32(&bytes);
            format!("{}-{}", &letters[..5], &letters[5..10])
        })
        .collect()
}

/// What `code` proves against the user's active secret at `now`: an authenticator code of a step later than the
/// last one used, or, where `recovery` allows, an unused recovery code.
async fn proof(
    app: &AppState,
    user_id: UserId,
    row: &TotpRow,
    code: &str,
    recovery: bool,
    now: i64,
) -> Result<Option<Proof>, AppError> {
    let secret = secret_of(&row.secret)?;
    if let Some(step) = totp::verify(&secret, code, now, row.last_step) {
        return Ok(Some(Proof::Step(step)));
    }
    if !recovery {
        return Ok(None);
    }
    match normalized_recovery(code) {
        Some(clean) => Ok(repo::recovery_code(&app.db, user_id, &recovery_hash(&clean))
            .await?
            .map(Proof::Recovery)),
        None => Ok(None),
    }
}

/// Records a proof in the caller's transaction; `false` when another request used the code first.
pub async fn spend(tx: &mut Tx, user_id: UserId, proof: Proof, now: i64) -> Result<bool, AppError> {
    let changed = match proof {
        Proof::Step(step) => repo::use_totp_step(tx, user_id, step).await?,
        Proof::Recovery(id) => repo::use_recovery_code(tx, id, now).await?,
    };
    Ok(changed > 0)
}

fn wrong_code(field: &'static str) -> AppError {
    AppError::new(ErrorCode::TotpInvalid).with_field(field)
}

/// Which secret a signed-in check reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Secret {
    Active,
    Pending,
}

/// Checks a code (and, for turning the factor off, the password) of a signed-in user with its failures counted
/// exactly: one check per user at a time, refused with `too_many_requests` once `login_failures_per_account`
/// failures are recorded in the window. The row is read inside the check, so a code used by a request that went
/// before is refused and counted.
async fn guarded_code<F>(
    app: &AppState,
    user_id: UserId,
    which: Secret,
    code: &str,
    field: &'static str,
    password_right: F,
) -> Result<(TotpRow, Proof), AppError>
where
    F: Future<Output = Result<bool, AppError>>,
{
    let now = app.clock.now_ms();
    let key = format!("totp:{user_id}");
    let (mut found, mut password_wrong) = (None, false);
    let compare = async {
        let row = repo::totp_of(&app.db, user_id).await?;
        let checked = match which {
            Secret::Active if row.enabled() => row.clone(),
            Secret::Pending if !row.pending_secret.is_empty() && !row.enabled() => TotpRow {
                secret: row.pending_secret.clone(),
                ..row.clone()
            },
            _ => return Err(ErrorCode::TotpNotEnabled.into()),
        };
        password_wrong = !password_right.await?;
        let recovery = which == Secret::Active;
        let given = proof(app, user_id, &checked, code, recovery, now).await?;
        found = given.filter(|_| !password_wrong).map(|p| (row, p));
        Ok::<_, AppError>(found.is_some())
    };
    let limit = app.config.limits.login_failures_per_account;
    let right = limits::guarded_secret(app, &key, limit, compare).await?;
    match found.filter(|_| right) {
        Some(found) => Ok(found),
        None if password_wrong => Err(AppError::new(ErrorCode::LoginFailed).with_field("password")),
        None => Err(wrong_code(field)),
    }
}

pub async fn status(app: &AppState, user_id: UserId) -> Result<TotpStatus, AppError> {
    let row = repo::totp_of(&app.db, user_id).await?;
    let left = match row.enabled() {
        true => repo::recovery_codes_left(&app.db, user_id).await?,
        false => 0,
    };
    Ok(TotpStatus {
        enabled: u8::from(row.enabled()),
        pending: u8::from(!row.enabled() && !row.pending_secret.is_empty()),
        enabled_at_ts: row.enabled_at,
        recovery_codes_left: left,
    })
}

/// Starts an enrolment: a new secret waits for a code from it (replacing one that waited); nothing is on yet.
pub async fn start(app: &AppState, user_id: UserId) -> Result<TotpSetup, AppError> {
    if repo::totp_of(&app.db, user_id).await?.enabled() {
        return Err(ErrorCode::TotpEnabled.into());
    }
    let user = repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let secret = totp::new_secret();
    let mut tx = app.db.begin().await?;
    repo::set_totp_pending(&mut tx, user_id, &hex::encode(secret), app.clock.now_ms()).await?;
    tx.commit().await?;
    let issuer = site::service::site_name(app).await?;
    Ok(TotpSetup {
        secret: totp::base32(&secret),
        otpauth_url: totp::otpauth_url(&issuer, &user.account, &secret),
    })
}

/// Turns the waiting secret on with a current code from it; answers the recovery codes, shown only now.
pub async fn confirm(app: &AppState, user_id: UserId, code: &str) -> Result<TotpRecoveryCodes, AppError> {
    let (row, proof) = guarded_code(app, user_id, Secret::Pending, code, "code", async { Ok(true) }).await?;
    let codes = new_recovery_codes();
    let hashes: Vec<String> = codes
        .iter()
        .filter_map(|c| normalized_recovery(c))
        .map(|c| recovery_hash(&c))
        .collect();
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if repo::enable_totp(&mut tx, user_id, &row.pending_secret, &hashes, now).await? == 0 {
        return Err(ErrorCode::TotpNotEnabled.into());
    }
    if !spend(&mut tx, user_id, proof, now).await? {
        return Err(wrong_code("code"));
    }
    messages::service::note(&mut tx, user_id, "totp_enabled", &[], now).await?;
    tx.commit().await?;
    messages::service::publish(app, user_id).await;
    Ok(TotpRecoveryCodes {
        recovery_codes: codes,
    })
}

/// Turns the second factor off with the login password and a current code (or a recovery code).
pub async fn disable(
    app: &AppState,
    user_id: UserId,
    given_password: String,
    code: &str,
) -> Result<(), AppError> {
    let user = repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let stored = Some(user.password_hash).filter(|h| !h.is_empty());
    let right_password = password::verify(&app.hashing, given_password, stored);
    let (_, proof) = guarded_code(app, user_id, Secret::Active, code, "code", right_password).await?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if !spend(&mut tx, user_id, proof, now).await? {
        return Err(wrong_code("code"));
    }
    repo::disable_totp(&mut tx, user_id, now).await?;
    messages::service::note(&mut tx, user_id, "totp_disabled", &[], now).await?;
    tx.commit().await?;
    messages::service::publish(app, user_id).await;
    Ok(())
}

/// Whether the user turned the second factor on.
pub async fn enabled(app: &AppState, user_id: UserId) -> Result<bool, AppError> {
    Ok(repo::totp_of(&app.db, user_id).await?.enabled())
}

/// The current code a money move of a user with the second factor on needs (field `totp_code`): `None` when the
/// factor is off, else the proof to [`spend`] in the move's transaction; `totp_required` without a code.
pub async fn for_money_move(
    app: &AppState,
    user_id: UserId,
    code: Option<&str>,
) -> Result<Option<Proof>, AppError> {
    if !enabled(app, user_id).await? {
        return Ok(None);
    }
    let code = code
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .ok_or(AppError::new(ErrorCode::TotpRequired).with_field("totp_code"))?;
    let (_, proof) = guarded_code(app, user_id, Secret::Active, code, "totp_code", async {
        Ok(true)
    })
    .await?;
    match proof {
        Proof::Step(_) => Ok(Some(proof)),
        Proof::Recovery(_) => Err(wrong_code("totp_code")),
    }
}

/// Opens a sign-in challenge for a user whose password was right: the token to complete it with.
pub(super) async fn challenge(
    app: &AppState,
    user_id: UserId,
    login: &str,
) -> Result<TotpChallenge, AppError> {
    let token = session::new_token();
    let now = app.clock.now_ms();
    let expires_at = now + CHALLENGE_MS;
    let mut tx = app.db.begin().await?;
    repo::insert_totp_challenge(
        &mut tx,
        &session::token_hash(&token),
        user_id,
        login,
        now,
        expires_at,
    )
    .await?;
    tx.commit().await?;
    Ok(TotpChallenge {
        totp_required: 1,
        challenge: token,
        expires_at,
    })
}

/// Completes a sign-in with its challenge and a code or a recovery code: answers the session token. The code is
/// checked under the password's keys (same account, same network), and the challenge, the code and the session
/// are recorded in one transaction inside that check, so a code or a challenge works once.
pub async fn complete_login(
    app: &AppState,
    challenge: &str,
    code: &str,
    ip: &str,
    user_agent: &str,
) -> Result<String, AppError> {
    let limits = &app.config.limits;
    limits::attempt(app, &format!("login:ip:{ip}"), limits.login_attempts_per_ip).await?;
    let expired = || AppError::new(ErrorCode::ChallengeExpired).with_field("challenge");
    let hash = session::token_hash(challenge.trim());
    let now = app.clock.now_ms();
    let (user_id, login) = repo::totp_challenge(&app.db, &hash, now)
        .await?
        .ok_or_else(expired)?;
    let attempt = networks::Attempt {
        kind: networks::Kind::User,
        login: &login,
        subject: Some(user_id.get()),
        ip,
    };
    let check = async {
        let row = repo::totp_of(&app.db, user_id).await?;
        if !row.enabled() {
            return Err(expired());
        }
        let Some(proof) = proof(app, user_id, &row, code, true, now).await? else {
            return Ok(None);
        };
        let user = repo::find_by_id(&app.db, user_id)
            .await?
            .ok_or(ErrorCode::LoginFailed)?;
        if user.status != "active" {
            return Err(ErrorCode::AccountFrozen.into());
        }
        let mut tx = app.db.begin().await?;
        if repo::use_totp_challenge(&mut tx, &hash, now).await? == 0 {
            return Err(expired());
        }
        if !spend(&mut tx, user_id, proof, now).await? {
            return Ok(None);
        }
        let token = session::create(app, &mut tx, user_id, ip, user_agent).await?;
        networks::remember(&mut tx, networks::Kind::User, user_id.get(), ip, now).await?;
        tx.commit().await?;
        Ok::<_, AppError>(Some(token))
    };
    networks::guarded_sign_in(app, &attempt, check)
        .await?
        .ok_or_else(|| wrong_code("code"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_codes_are_ten_distinct_codes_that_read_back_however_typed() {
        let codes = new_recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let mut unique = codes.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), RECOVERY_CODES);
        let first = &codes[0];
        assert_eq!(first.len(), 11);
        let typed = first.to_lowercase().replace('-', " ");
        assert_eq!(normalized_recovery(&typed), normalized_recovery(first));
        assert!(normalized_recovery(first).is_some());
        assert_eq!(normalized_recovery("123456"), None);
        assert_eq!(normalized_recovery("ABCDE-FGHI1"), None);
    }
}
