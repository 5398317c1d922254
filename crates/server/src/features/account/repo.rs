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
