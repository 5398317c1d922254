//! Operators' sign-in and second factor (ADR 70). Admin and finance operators must have one: their first sign-in
//! with the right password answers a secret to enrol and no session; signing in again with a code from it turns it
//! on and opens the session. A wrong password and a wrong or missing code answer the same `login_failed`, and both
//! count against the account's failures per source network. Replacing or turning off an active second factor
//! needs a current code, and those codes are limited as passwords are.

use serde::Serialize;

use super::{
    dto::{LoginInput, TotpSetup},
    repo::{self, OperatorRow},
};
use crate::{
    app::AppState,
    auth::{limits, networks, password, session, totp},
    error::{AppError, ErrorCode},
    features::site,
    operators::{
        Operator, Role,
        audit::{self, Entry},
    },
};

const OPERATOR_SESSION_MS: i64 = 12 * 3_600_000;

/// Whether operators of `role` must sign in with a second factor: those who move money or change rules.
pub fn needs_second_factor(role: Role) -> bool {
    matches!(role, Role::Admin | Role::Finance)
}

/// What a right sign-in answers.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum LoginAnswer {
    /// The session token.
    Session(String),
    /// An admin or finance operator without a second factor: the secret to add to an authenticator app. No
    /// session is opened; signing in again with a code from it turns the second factor on.
    Enrol { totp_enrolment: TotpSetup },
}

/// What the password and code of a sign-in passed.
enum Passed {
    /// The operator signs in, recording the code's time step when it has a second factor.
    SignedIn(Option<i64>),
    /// A code of the waiting secret: the second factor turns on with this sign-in.
    Enrolled(i64),
    /// The right password of an operator who must enrol and sent no code.
    MustEnrol,
}

async fn check(
    app: &AppState,
    row: Option<OperatorRow>,
    password: String,
    code: Option<String>,
    now: i64,
) -> Result<Option<Passed>, AppError> {
    let stored = row.as_ref().map(|o| o.password_hash.clone());
    let right = password::verify(&app.hashing, password, stored).await?;
    let Some(row) = row.filter(|o| right && o.status == "active") else {
        return Ok(None);
    };
    let code = code.as_deref().map(str::trim).filter(|c| !c.is_empty());
    let verify = |secret_hex: &str, code: &str| -> Result<Option<i64>, AppError> {
        let secret = hex::decode(secret_hex).map_err(AppError::internal)?;
        Ok(totp::verify(&secret, code, now, row.totp_last_step))
    };
    if !row.totp_secret.is_empty() {
        return match code {
            Some(code) => Ok(verify(&row.totp_secret, code)?.map(|step| Passed::SignedIn(Some(step)))),
            None => Ok(None),
        };
    }
    if !Role::parse(&row.role).is_some_and(needs_second_factor) {
        return Ok(Some(Passed::SignedIn(None)));
    }
    match code {
        None => Ok(Some(Passed::MustEnrol)),
        Some(code) if !row.totp_pending.is_empty() => {
            Ok(verify(&row.totp_pending, code)?.map(Passed::Enrolled))
        }
        Some(_) => Ok(None),
    }
}

pub async fn login(app: &AppState, input: LoginInput, ip: &str) -> Result<LoginAnswer, AppError> {
    let limits = &app.config.limits;
    limits::attempt(app, &format!("admin:login:ip:{ip}"), limits.login_attempts_per_ip).await?;
    let row = repo::find_by_email(&app.db, &input.email).await?;
    let now = app.clock.now_ms();
    let attempt = networks::Attempt {
        kind: networks::Kind::Operator,
        login: &input.email,
        subject: row.as_ref().map(|o| o.id),
        ip,
    };
    let checked = check(app, row.clone(), input.password, input.totp, now);
    let passed = networks::guarded_sign_in(app, &attempt, checked).await?;
    let (Some(passed), Some(row)) = (passed, row) else {
        return Err(ErrorCode::LoginFailed.into());
    };
    let step = match passed {
        Passed::MustEnrol => {
            return Ok(LoginAnswer::Enrol {
                totp_enrolment: enrolment(app, &row).await?,
            });
        }
        Passed::SignedIn(step) => step,
        Passed::Enrolled(step) => Some(step),
    };
    let mut tx = app.db.begin().await?;
    if let Some(step) = step
        && repo::use_totp_step(&mut tx, row.id, step).await? == 0
    {
        return Err(ErrorCode::LoginFailed.into());
    }
    let target = format!("operator:{}", row.id);
    if let Passed::Enrolled(_) = passed {
        repo::set_totp(&mut tx, row.id, "", &row.totp_pending).await?;
        audit::record(
            &mut tx,
            &entry(&row, "operator.totp_on", &target, ("off", "on"), ip, now),
        )
        .await?;
    }
    let token = session::new_token();
    let hash = session::token_hash(&token);
    repo::insert_session(&mut tx, row.id, &hash, now, now + OPERATOR_SESSION_MS, ip).await?;
    networks::remember(&mut tx, networks::Kind::Operator, row.id, ip, now).await?;
    audit::record(
        &mut tx,
        &entry(&row, "operator.login", &target, ("", ""), ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(LoginAnswer::Session(token))
}

fn entry<'a>(
    row: &'a OperatorRow,
    action: &'a str,
    target: &'a str,
    (before, after): (&'a str, &'a str),
    ip: &'a str,
    at: i64,
) -> Entry<'a> {
    Entry {
        operator_id: Some(row.id),
        actor: &row.email,
        action,
        target,
        before,
        after,
        ip,
        at,
    }
}

/// The waiting secret of an operator who must enrol, made on the first sign-in and kept until a code confirms it
/// (so reloading the sign-in does not void the secret an app scanned already).
async fn enrolment(app: &AppState, row: &OperatorRow) -> Result<TotpSetup, AppError> {
    if row.totp_pending.is_empty() {
        let mut tx = app.db.begin().await?;
        repo::set_pending_if_none(&mut tx, row.id, &new_secret()).await?;
        tx.commit().await?;
    }
    let row = repo::find_by_id(&app.db, row.id)
        .await?
        .ok_or(ErrorCode::LoginFailed)?;
    setup_of(app, &row.email, &row.totp_pending).await
}

fn new_secret() -> String {
    hex::encode(totp::new_secret())
}

async fn setup_of(app: &AppState, email: &str, secret_hex: &str) -> Result<TotpSetup, AppError> {
    let secret = hex::decode(secret_hex).map_err(AppError::internal)?;
    let issuer = site::service::site_name(app).await?;
    Ok(TotpSetup {
        secret: totp::base32(&secret),
        otpauth_url: totp::otpauth_url(&issuer, email, &secret),
    })
}

/// Checks a code of `secret_hex` for one of the second-factor calls: one check per operator at a time, refused
/// with `too_many_requests` once `login_failures_per_account` wrong codes are recorded in the window; answers the
/// code's time step.
async fn guarded_code(
    app: &AppState,
    row: &OperatorRow,
    secret_hex: &str,
    code: &str,
) -> Result<i64, AppError> {
    let secret = hex::decode(secret_hex).map_err(AppError::internal)?;
    let now = app.clock.now_ms();
    let key = format!("admin:totp:{}", row.id);
    let mut step = None;
    let compare = async {
        step = totp::verify(&secret, code, now, row.totp_last_step);
        Ok(step.is_some())
    };
    let limit = app.config.limits.login_failures_per_account;
    let right = limits::guarded_secret(app, &key, limit, compare).await?;
    match step.filter(|_| right) {
        Some(step) => Ok(step),
        None => Err(AppError::new(ErrorCode::InvalidCode).with_field("code")),
    }
}

async fn current_row(app: &AppState, operator: &Operator) -> Result<OperatorRow, AppError> {
    Ok(repo::find_by_id(&app.db, operator.id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?)
}

/// Starts setting up a second factor: a new secret waits until a code from it confirms it. Replacing an active one
/// needs a current `code` of it.
pub async fn totp_setup(
    app: &AppState,
    operator: &Operator,
    code: Option<&str>,
) -> Result<TotpSetup, AppError> {
    let row = current_row(app, operator).await?;
    let step = match row.totp_secret.is_empty() {
        true => None,
        false => {
            let code = code.ok_or(AppError::field("code"))?;
            Some(guarded_code(app, &row, &row.totp_secret, code).await?)
        }
    };
    let mut tx = app.db.begin().await?;
    if let Some(step) = step
        && repo::use_totp_step(&mut tx, row.id, step).await? == 0
    {
        return Err(AppError::new(ErrorCode::InvalidCode).with_field("code"));
    }
    let secret = new_secret();
    repo::set_totp(&mut tx, operator.id, &secret, &row.totp_secret).await?;
    tx.commit().await?;
    setup_of(app, &operator.email, &secret).await
}

/// Turns the second factor on (with a code from the waiting secret, replacing any active one) or off (with a code
/// from the active one; admin and finance operators may only replace theirs).
pub async fn totp_switch(
    app: &AppState,
    operator: &Operator,
    enable: bool,
    code: &str,
    ip: &str,
) -> Result<(), AppError> {
    if !enable && needs_second_factor(operator.role) {
        return Err(ErrorCode::Forbidden.into());
    }
    let row = current_row(app, operator).await?;
    let secret_hex = if enable {
        &row.totp_pending
    } else {
        &row.totp_secret
    };
    if secret_hex.is_empty() {
        return Err(ErrorCode::NotFound.into());
    }
    let step = guarded_code(app, &row, secret_hex, code).await?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if repo::use_totp_step(&mut tx, operator.id, step).await? == 0 {
        return Err(AppError::new(ErrorCode::InvalidCode).with_field("code"));
    }
    let active = if enable { secret_hex.clone() } else { String::new() };
    repo::set_totp(&mut tx, operator.id, "", &active).await?;
    let before = if row.totp_secret.is_empty() { "off" } else { "on" };
    let (action, after) = match (enable, before) {
        (true, "on") => ("operator.totp_replace", "on (replaced)"),
        (true, _) => ("operator.totp_on", "on"),
        (false, _) => ("operator.totp_off", "off"),
    };
    let target = format!("operator:{}", operator.id);
    audit::record(&mut tx, &entry(&row, action, &target, (before, after), ip, now)).await?;
    tx.commit().await?;
    Ok(())
}
