//! Signing up, in and out, and resetting a forgotten password.

use super::{
    dto::{ForgetInput, LoginAnswer, LoginInput, RegisterCode, RegisterInput},
    repo::{self, NewUser},
    second_factor,
    service::{
        Contact, check_new_password, contact_named, login_key, new_invite_code, normalize_email,
        parse_contact,
    },
    signed,
};
use crate::{
    app::AppState,
    auth::{
        codes::{self, Scene},
        limits, networks, password,
        session::{self},
    },
    db::unique_violation,
    error::{AppError, ErrorCode},
    features::wallet,
    ids::UserId,
    rules::AccountRules,
};

pub async fn register(app: &AppState, input: RegisterInput) -> Result<UserId, AppError> {
    let rules = AccountRules::load(&app.db).await?;
    if matches!(input.code, RegisterCode::Without) && !rules.register_without_code {
        return Err(ErrorCode::FeatureUnavailable.into());
    }
    let contact = match input.kind.as_deref() {
        Some("email") => Contact::Email(normalize_email(&input.user_string)?),
        _ => parse_contact(&input.user_string, input.area_code.as_deref())?,
    };
    check_new_password(&rules, &input.password, &input.re_password)?;
    let (account, register_type, email, phone, area_code) = match &contact {
        Contact::Email(e) => (e.clone(), "email", Some(e.clone()), None, String::new()),
        Contact::Mobile { area_code, number } => (
            number.clone(),
            "mobile",
            None,
            Some(number.clone()),
            area_code.clone(),
        ),
    };
    if repo::find_by_login(&app.db, &account).await?.is_some() {
        return Err(ErrorCode::AccountExists.into());
    }
    let referrer_id = referrer(app, &rules, input.invite_code.as_deref()).await?;
    let checked = match (&input.code, rules.register_code_required) {
        (RegisterCode::Given(code), true) => {
            Some(codes::check(app, &rules, Scene::Register, &contact.recipient(), code).await?)
        }
        (RegisterCode::Verified, true) => Some(
            codes::verified(
                app,
                Scene::Register,
                &contact.recipient(),
                rules.register_verified_minutes,
            )
            .await?
            .ok_or(AppError::new(ErrorCode::InvalidCode).with_field("code"))?,
        ),
        _ => None,
    };
    let password_hash = password::hash(
        &app.hashing,
        input.password,
        app.config.auth.weak_password_hashing,
    )
    .await?;

    let new_user = NewAccount {
        account: &account,
        register_type,
        email: email.as_deref(),
        phone: phone.as_deref(),
        area_code: &area_code,
        password_hash: &password_hash,
        referrer_id,
    };
    open_account(app, &new_user, OnOpen::Consume(checked)).await
}

/// Who a new account is, before it has an invite code of its own.
pub(super) struct NewAccount<'a> {
    pub account: &'a str,
    pub register_type: &'a str,
    pub email: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub area_code: &'a str,
    pub password_hash: &'a str,
    pub referrer_id: Option<UserId>,
}

/// What else commits with a new account.
pub(super) enum OnOpen<'a> {
    /// The verification code it was registered with is used up.
    Consume(Option<codes::CheckedCode>),
    /// The wallet it signed in with is linked to it.
    Link(signed::Chain, &'a str),
}

/// Opens an account with a fresh invite code (drawing again on the rare clash), the demo faucet in demo mode, and
/// what `on_open` names, in one transaction.
pub(super) async fn open_account(
    app: &AppState,
    user: &NewAccount<'_>,
    on_open: OnOpen<'_>,
) -> Result<UserId, AppError> {
    for _ in 0..5 {
        let invite_code = new_invite_code();
        let mut tx = app.db.begin().await?;
        let now = app.clock.now_ms();
        if let OnOpen::Consume(Some(checked)) = &on_open {
            codes::consume(&mut tx, *checked, now).await?;
        }
        let new_user = NewUser {
            account: user.account,
            register_type: user.register_type,
            email: user.email,
            phone: user.phone,
            area_code: user.area_code,
            password_hash: user.password_hash,
            invite_code: &invite_code,
            referrer_id: user.referrer_id,
            now,
        };
        match repo::insert_user(&mut tx, &new_user).await {
            Ok(id) => {
                if let OnOpen::Link(chain, address) = &on_open {
                    repo::insert_wallet_link(&mut tx, id, chain.as_str(), address, now).await?;
                }
                if app.config.server.demo {
                    let legs = wallet::service::faucet_legs(app, id).await?;
                    wallet::service::pay_faucet(&mut tx, id, legs, now).await?;
                }
                tx.commit().await?;
                return Ok(id);
            }
            Err(err) => match unique_violation(&err).as_deref() {
                Some("uq_users_invite_code" | "users.invite_code") => continue,
                Some(_) => return Err(ErrorCode::AccountExists.into()),
                None => return Err(err.into()),
            },
        }
    }
    Err(AppError::internal(anyhow::anyhow!(
        "could not find a free invite code"
    )))
}

/// The referrer an invite code names; `invalid_invite_code` when it names nobody or is required and missing.
pub(super) async fn referrer(
    app: &AppState,
    rules: &AccountRules,
    code: Option<&str>,
) -> Result<Option<UserId>, AppError> {
    match code.map(str::trim).filter(|c| !c.is_empty()) {
        Some(code) => Ok(Some(
            repo::find_by_invite_code(&app.db, &code.to_uppercase())
                .await?
                .ok_or(AppError::new(ErrorCode::InvalidInviteCode).with_field("extension_code"))?,
        )),
        None if rules.invite_code_required => {
            Err(AppError::new(ErrorCode::InvalidInviteCode).with_field("extension_code"))
        }
        None => Ok(None),
    }
}

/// Signs in with a password: answers the session token, or for an account with a second factor a challenge that
/// `/user/login_totp` completes (ADR 78). Its wrong passwords and codes share one count.
pub async fn login(
    app: &AppState,
    input: LoginInput,
    ip: &str,
    user_agent: &str,
) -> Result<LoginAnswer, AppError> {
    let limits = &app.config.limits;
    let login = login_key(&input.user_string);
    limits::attempt(app, &format!("login:ip:{ip}"), limits.login_attempts_per_ip).await?;
    let user = repo::find_by_login(&app.db, &login).await?;
    let stored = user.as_ref().map(|u| u.password_hash.clone());
    let second_factor = match &user {
        Some(u) => second_factor::enabled(app, u.id).await?,
        None => false,
    };
    let attempt = networks::Attempt {
        kind: networks::Kind::User,
        login: &login,
        subject: user.as_ref().map(|u| u.id.get()),
        ip,
    };
    let compare = async {
        let right = password::verify(&app.hashing, input.password, stored).await?;
        Ok::<_, AppError>(right.then_some(()))
    };
    let passed = match second_factor {
        true => networks::guarded_first_factor(app, &attempt, compare).await?,
        false => networks::guarded_sign_in(app, &attempt, compare).await?,
    };
    if passed.is_none() {
        return Err(ErrorCode::LoginFailed.into());
    }
    let user = user.ok_or(ErrorCode::LoginFailed)?;
    if user.status != "active" {
        return Err(ErrorCode::AccountFrozen.into());
    }
    if second_factor {
        return Ok(LoginAnswer::Challenge(
            second_factor::challenge(app, user.id, &login).await?,
        ));
    }
    let mut tx = app.db.begin().await?;
    let token = session::create(app, &mut tx, user.id, ip, user_agent).await?;
    networks::remember(
        &mut tx,
        networks::Kind::User,
        user.id.get(),
        ip,
        app.clock.now_ms(),
    )
    .await?;
    tx.commit().await?;
    Ok(LoginAnswer::Session(token))
}

pub async fn logout(app: &AppState, token: Option<&str>) -> Result<(), AppError> {
    match token {
        Some(token) => session::revoke(app, token).await,
        None => Ok(()),
    }
}

pub async fn forget(app: &AppState, input: ForgetInput) -> Result<(), AppError> {
    let rules = AccountRules::load(&app.db).await?;
    check_new_password(&rules, &input.password, &input.re_password)?;
    let login = login_key(&input.user_string);
    let user = repo::find_by_login(&app.db, &login).await?;
    let (user, contact) = match user.as_ref().and_then(|u| contact_named(u, &login)) {
        Some(contact) => (user.ok_or(ErrorCode::InvalidCode)?, contact),
        None => return Err(AppError::new(ErrorCode::InvalidCode).with_field("code")),
    };
    let checked = codes::check(app, &rules, Scene::Forget, &contact.recipient(), &input.code).await?;
    let hash = password::hash(
        &app.hashing,
        input.password,
        app.config.auth.weak_password_hashing,
    )
    .await?;
    let mut tx = app.db.begin().await?;
    codes::consume(&mut tx, checked, app.clock.now_ms()).await?;
    repo::set_password(&mut tx, user.id, &hash, app.clock.now_ms()).await?;
    let ended = session::revoke_all(&mut tx, user.id, app.clock.now_ms()).await?;
    tx.commit().await?;
    session::after_commit(app, ended).await;
    Ok(())
}
