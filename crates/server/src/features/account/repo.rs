use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserRow {
    pub id: UserId,
    pub account: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub area_code: String,
    pub password_hash: String,
    pub pay_password_hash: Option<String>,
    pub nickname: String,
    pub signature: String,
    pub head_portrait: String,
    pub invite_code: String,
    pub score: i64,
    pub vip_level: i64,
    pub real_level: i64,
    pub review_status: i64,
    pub status: String,
    pub created_at: i64,
}

/// `SELECT <every UserRow column> FROM users <tail>`, as one literal.
macro_rules! select_users {
    ($tail:literal) => {
        concat!(
            "SELECT id, account, email, phone, area_code, password_hash, pay_password_hash, nickname, signature, ",
            "head_portrait, invite_code, score, vip_level, real_level, review_status, status, created_at FROM users ",
            $tail
        )
    };
}

/// The user a login string names: e-mail and mobile are each unique, and the account is one of them.
pub async fn find_by_login(db: &Db, login: &str) -> Result<Option<UserRow>, sqlx::Error> {
    let sql = select_users!("WHERE email = $1 OR phone = $1 OR account = $1 LIMIT 1");
    on_db!(db, c => sqlx::query_as::<_, UserRow>(sql).bind(login).fetch_optional(c).await)
}

pub async fn find_by_id(db: &Db, id: UserId) -> Result<Option<UserRow>, sqlx::Error> {
    let sql = select_users!("WHERE id = $1");
    on_db!(db, c => sqlx::query_as::<_, UserRow>(sql).bind(id).fetch_optional(c).await)
}

/// Users' e-mails and login accounts, as operators read who a request is from.
#[derive(Debug, Default)]
pub struct Contacts(Vec<(UserId, String, String)>);

impl Contacts {
    /// The e-mail and login account of `id`; empty for a user not looked up.
    pub fn of(&self, id: UserId) -> (String, String) {
        self.0
            .iter()
            .find(|(known, _, _)| *known == id)
            .map(|(_, email, account)| (email.clone(), account.clone()))
            .unwrap_or_default()
    }
}

/// The contacts of the users a page of requests names, each read once.
pub async fn contacts(db: &Db, ids: &[UserId]) -> Result<Contacts, sqlx::Error> {
    let mut out: Vec<(UserId, String, String)> = Vec::new();
    for id in ids {
        if out.iter().any(|(known, _, _)| known == id) {
            continue;
        }
        let (email, account) = find_by_id(db, *id)
            .await?
            .map_or_else(Default::default, |u| (u.email.unwrap_or_default(), u.account));
        out.push((*id, email, account));
    }
    Ok(Contacts(out))
}

pub async fn find_by_invite_code(db: &Db, code: &str) -> Result<Option<UserId>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, UserId>("SELECT id FROM users WHERE invite_code = $1")
        .bind(code)
        .fetch_optional(c)
        .await)
}

pub struct NewUser<'a> {
    pub account: &'a str,
    pub register_type: &'a str,
    pub email: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub area_code: &'a str,
    pub password_hash: &'a str,
    pub invite_code: &'a str,
    pub referrer_id: Option<UserId>,
    pub now: i64,
}

pub async fn insert_user(tx: &mut Tx, user: &NewUser<'_>) -> Result<UserId, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, UserId>(
        "INSERT INTO users (account, register_type, email, phone, area_code, password_hash, invite_code, \
         referrer_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id",
    )
    .bind(user.account)
    .bind(user.register_type)
    .bind(user.email)
    .bind(user.phone)
    .bind(user.area_code)
    .bind(user.password_hash)
    .bind(user.invite_code)
    .bind(user.referrer_id)
    .bind(user.now)
    .fetch_one(c)
    .await)
}

pub async fn set_password(tx: &mut Tx, id: UserId, hash: &str, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(hash)
        .bind(now)
        .bind(id)
        .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn set_pay_password(tx: &mut Tx, id: UserId, hash: &str, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE users SET pay_password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(hash)
        .bind(now)
        .bind(id)
        .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn set_phone(
    tx: &mut Tx,
    id: UserId,
    area_code: &str,
    phone: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE users SET area_code = $1, phone = $2, updated_at = $3 WHERE id = $4")
        .bind(area_code)
        .bind(phone)
        .bind(now)
        .bind(id)
        .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn set_email(tx: &mut Tx, id: UserId, email: &str, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE users SET email = $1, updated_at = $2 WHERE id = $3")
        .bind(email)
        .bind(now)
        .bind(id)
        .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn set_avatar(tx: &mut Tx, id: UserId, avatar: &str, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE users SET head_portrait = $1, updated_at = $2 WHERE id = $3")
        .bind(avatar)
        .bind(now)
        .bind(id)
        .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn set_profile(
    tx: &mut Tx,
    id: UserId,
    nickname: &str,
    signature: Option<&str>,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE users SET nickname = $1, signature = COALESCE($2, signature), updated_at = $3 WHERE id = $4",
    )
        .bind(nickname)
        .bind(signature)
        .bind(now)
        .bind(id)
        .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// A sign-in challenge as it was issued.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ChallengeRow {
    pub chain: String,
    pub address: String,
    /// The site the challenge names (`host[:port]`).
    pub domain: String,
    pub purpose: String,
    pub user_id: Option<UserId>,
    pub text: String,
    pub expires_at: i64,
}

pub struct NewChallenge<'a> {
    pub nonce: &'a str,
    pub chain: &'a str,
    pub address: &'a str,
    pub domain: &'a str,
    pub purpose: &'a str,
    pub user_id: Option<UserId>,
    pub text: &'a str,
    pub now: i64,
    pub expires_at: i64,
}

/// Stores a challenge, and forgets those that expired a day ago or more.
pub async fn insert_challenge(tx: &mut Tx, c: &NewChallenge<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c2 => sqlx::query("DELETE FROM wallet_challenges WHERE expires_at < $1")
        .bind(c.now - 86_400_000)
        .execute(c2)
        .await
        .map(|r| r.rows_affected()))?;
    on_tx!(tx, c2 => sqlx::query(
        "INSERT INTO wallet_challenges (nonce, chain, address, purpose, user_id, text, created_at, expires_at, \
         domain) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(c.nonce)
    .bind(c.chain)
    .bind(c.address)
    .bind(c.purpose)
    .bind(c.user_id)
    .bind(c.text)
    .bind(c.now)
    .bind(c.expires_at)
    .bind(c.domain)
    .execute(c2)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Uses a challenge up, whether or not the signature that comes with it is good: the first caller gets it, every
/// later one `None`.
pub async fn use_challenge(tx: &mut Tx, nonce: &str, now: i64) -> Result<Option<ChallengeRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ChallengeRow>(
        "UPDATE wallet_challenges SET used_at = $1 WHERE nonce = $2 AND used_at IS NULL \
         RETURNING chain, address, domain, purpose, user_id, text, expires_at",
    )
    .bind(now)
    .bind(nonce)
    .fetch_optional(c)
    .await)
}

pub async fn insert_wallet_link(
    tx: &mut Tx,
    user_id: UserId,
    chain: &str,
    address: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO wallet_links (user_id, chain, address, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(user_id)
    .bind(chain)
    .bind(address)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn delete_wallet_link(tx: &mut Tx, user_id: UserId, chain: &str) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("DELETE FROM wallet_links WHERE user_id = $1 AND chain = $2")
        .bind(user_id)
        .bind(chain)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))
}

/// The user a wallet address is linked to.
pub async fn user_of_wallet(db: &Db, chain: &str, address: &str) -> Result<Option<UserId>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, UserId>(
        "SELECT user_id FROM wallet_links WHERE chain = $1 AND address = $2",
    )
    .bind(chain)
    .bind(address)
    .fetch_optional(c)
    .await)
}

/// A user's linked wallets: chain, address, linked at.
pub async fn wallets_of(db: &Db, user_id: UserId) -> Result<Vec<(String, String, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as(
        "SELECT chain, address, created_at FROM wallet_links WHERE user_id = $1 ORDER BY chain",
    )
    .bind(user_id)
    .fetch_all(c)
    .await)
}

/// A user's second factor (ADR 78): the secret waiting for its first code, the active one (both hex, empty when
/// none) and the last time step a code of it was used for.
#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct TotpRow {
    pub pending_secret: String,
    pub secret: String,
    pub last_step: i64,
    pub enabled_at: Option<i64>,
}

impl TotpRow {
    pub fn enabled(&self) -> bool {
        !self.secret.is_empty()
    }
}

pub async fn totp_of(db: &Db, user_id: UserId) -> Result<TotpRow, sqlx::Error> {
    let row = on_db!(db, c => sqlx::query_as::<_, TotpRow>(
        "SELECT pending_secret, secret, last_step, enabled_at FROM user_totp WHERE user_id = $1",
    )
    .bind(user_id)
    .fetch_optional(c)
    .await)?;
    Ok(row.unwrap_or_default())
}

/// Keeps a new secret waiting for its first code, replacing any that waits already.
pub async fn set_totp_pending(
    tx: &mut Tx,
    user_id: UserId,
    secret: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO user_totp (user_id, pending_secret, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO UPDATE SET pending_secret = excluded.pending_secret, updated_at = excluded.updated_at",
    )
    .bind(user_id)
    .bind(secret)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))
}

/// Records that a code of time step `step` was used, unless one of that step or a later one was: answers 0 then,
/// so that of two requests racing with one code only one goes on.
pub async fn use_totp_step(tx: &mut Tx, user_id: UserId, step: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE user_totp SET last_step = $1 WHERE user_id = $2 AND last_step < $1")
        .bind(step)
        .bind(user_id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))
}

/// Turns the waiting secret on (when it is still `pending`), replacing the recovery codes with `code_hashes`.
pub async fn enable_totp(
    tx: &mut Tx,
    user_id: UserId,
    pending: &str,
    code_hashes: &[String],
    now: i64,
) -> Result<u64, sqlx::Error> {
    let changed = on_tx!(tx, c => sqlx::query(
        "UPDATE user_totp SET secret = pending_secret, pending_secret = '', enabled_at = $1, updated_at = $1 \
         WHERE user_id = $2 AND pending_secret = $3 AND pending_secret <> '' AND secret = ''",
    )
    .bind(now)
    .bind(user_id)
    .bind(pending)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    if changed == 0 {
        return Ok(0);
    }
    delete_recovery_codes(tx, user_id).await?;
    for hash in code_hashes {
        on_tx!(tx, c => sqlx::query(
            "INSERT INTO user_totp_recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)",
        )
        .bind(user_id)
        .bind(hash)
        .bind(now)
        .execute(c)
        .await
        .map(|_| ()))?;
    }
    Ok(changed)
}

/// Turns the second factor off and forgets its secrets, recovery codes and open challenges; answers whether it
/// was on.
pub async fn disable_totp(tx: &mut Tx, user_id: UserId, now: i64) -> Result<bool, sqlx::Error> {
    let was_on = on_tx!(tx, c => sqlx::query(
        "UPDATE user_totp SET secret = '', pending_secret = '', enabled_at = NULL, updated_at = $1 \
         WHERE user_id = $2 AND secret <> ''",
    )
    .bind(now)
    .bind(user_id)
    .execute(c)
    .await
    .map(|done| done.rows_affected() > 0))?;
    delete_recovery_codes(tx, user_id).await?;
    on_tx!(tx, c => sqlx::query("DELETE FROM user_totp_challenges WHERE user_id = $1")
        .bind(user_id)
        .execute(c)
        .await
        .map(|_| ()))?;
    Ok(was_on)
}

async fn delete_recovery_codes(tx: &mut Tx, user_id: UserId) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("DELETE FROM user_totp_recovery_codes WHERE user_id = $1")
        .bind(user_id)
        .execute(c)
        .await
        .map(|_| ()))
}

/// The id of an unused recovery code of the user with this hash.
pub async fn recovery_code(db: &Db, user_id: UserId, hash: &str) -> Result<Option<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM user_totp_recovery_codes WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL",
    )
    .bind(user_id)
    .bind(hash)
    .fetch_optional(c)
    .await)
}

/// Uses a recovery code up; 0 when it was used already.
pub async fn use_recovery_code(tx: &mut Tx, id: i64, now: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE user_totp_recovery_codes SET used_at = $1 WHERE id = $2 AND used_at IS NULL",
    )
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

pub async fn recovery_codes_left(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM user_totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL",
    )
    .bind(user_id)
    .fetch_one(c)
    .await)
}

/// Stores a sign-in challenge, and forgets those that expired a day ago or more.
pub async fn insert_totp_challenge(
    tx: &mut Tx,
    token_hash: &str,
    user_id: UserId,
    login: &str,
    now: i64,
    expires_at: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("DELETE FROM user_totp_challenges WHERE expires_at < $1")
        .bind(now - 86_400_000)
        .execute(c)
        .await
        .map(|_| ()))?;
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO user_totp_challenges (token_hash, user_id, login, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(token_hash)
    .bind(user_id)
    .bind(login)
    .bind(now)
    .bind(expires_at)
    .execute(c)
    .await
    .map(|_| ()))
}

/// An unused, unexpired challenge: whose it is and the login it was answered to.
pub async fn totp_challenge(
    db: &Db,
    token_hash: &str,
    now: i64,
) -> Result<Option<(UserId, String)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (UserId, String)>(
        "SELECT user_id, login FROM user_totp_challenges WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(c)
    .await)
}

/// Uses a challenge up; 0 when it was used already or expired.
pub async fn use_totp_challenge(tx: &mut Tx, token_hash: &str, now: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE user_totp_challenges SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(token_hash)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}
