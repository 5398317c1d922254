//! Account rules: who may register, log in, reset a password and bind a contact, and with which code.

use rand::Rng;

use super::{
    dto::{
        CheckCodeInput, EmailInput, ForgetInput, LoginInput, MobileInput, PasswordChangeInput, RegisterInput,
        SendCodeInput, UserInfo,
    },
    repo::{self, NewUser, UserRow},
};
use crate::{
    app::AppState,
    auth::{
        codes::{self, Scene},
        limits, password,
        session::{self, SessionUser},
    },
    clock::{self, now_ms},
    db::unique_violation,
    error::{AppError, ErrorCode},
    features::{messages, site, upload, wallet},
    i18n::{self, Lang},
    rules::AccountRules,
};

/// Where a code goes and what an account is registered with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contact {
    Email(String),
    Mobile { area_code: String, number: String },
}

impl Contact {
    /// The key codes are filed under.
    pub fn recipient(&self) -> String {
        match self {
            Contact::Email(e) => format!("email:{e}"),
            Contact::Mobile { area_code, number } => format!("mobile:+{area_code}{number}"),
        }
    }
}

pub fn normalize_email(input: &str) -> Result<String, AppError> {
    let email = input.trim().to_lowercase();
    let valid = email.len() <= 254
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !domain.contains("..")
        });
    if valid {
        Ok(email)
    } else {
        Err(AppError::new(ErrorCode::InvalidEmail).with_field("user_string"))
    }
}

pub fn normalize_area_code(input: Option<&str>) -> Result<String, AppError> {
    let code = input
        .map(|s| s.trim().trim_start_matches('+'))
        .filter(|s| !s.is_empty())
        .unwrap_or("86");
    if (1..=4).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_digit()) {
        Ok(code.to_string())
    } else {
        Err(AppError::field("area_code"))
    }
}

/// A mobile number as digits: mainland China numbers (area code 86) are 11 digits starting 1[3-9]; others
/// 5 to 15 digits.
pub fn normalize_mobile(area_code: &str, input: &str) -> Result<String, AppError> {
    let number: String = input.trim().chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    let digits = number.bytes().all(|b| b.is_ascii_digit());
    let valid = if area_code == "86" {
        digits && number.len() == 11 && number.starts_with('1') && matches!(number.as_bytes()[1], b'3'..=b'9')
    } else {
        digits && (5..=15).contains(&number.len())
    };
    if valid {
        Ok(number)
    } else {
        Err(AppError::new(ErrorCode::InvalidMobile).with_field("mobile"))
    }
}

/// Reads an account string as an e-mail (it has an `@`) or a mobile number.
pub fn parse_contact(user_string: &str, area_code: Option<&str>) -> Result<Contact, AppError> {
    if user_string.contains('@') {
        return Ok(Contact::Email(normalize_email(user_string)?));
    }
    let area_code = normalize_area_code(area_code)?;
    let number = normalize_mobile(&area_code, user_string).map_err(|e| e.with_field("user_string"))?;
    Ok(Contact::Mobile { area_code, number })
}

pub fn check_new_password(rules: &AccountRules, password: &str, confirm: &str) -> Result<(), AppError> {
    let len = password.chars().count();
    if len < rules.password_min_length || len > rules.password_max_length {
        return Err(AppError::new(ErrorCode::InvalidPassword).with_field("password"));
    }
    if password != confirm {
        return Err(AppError::new(ErrorCode::PasswordsMismatch).with_field("re_password"));
    }
    Ok(())
}

pub fn check_new_pay_password(password: &str, confirm: &str) -> Result<(), AppError> {
    if password.len() != 6 || !password.bytes().all(|b| b.is_ascii_digit()) {
        return Err(AppError::new(ErrorCode::InvalidPassword).with_field("pay_password"));
    }
    if password != confirm {
        return Err(AppError::new(ErrorCode::PasswordsMismatch).with_field("re_pay_password"));
    }
    Ok(())
}

/// Invite codes: 8 characters without look-alikes (no 0/O, 1/I/L).
pub fn new_invite_code() -> String {
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    let mut rng = rand::thread_rng();
    (0..8)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect()
}

/// The contact a signed-in user's own codes go to: the e-mail when bound, else the mobile.
fn own_contact(user: &UserRow) -> Option<Contact> {
    match (&user.email, &user.phone) {
        (Some(email), _) => Some(Contact::Email(email.clone())),
        (None, Some(phone)) => Some(Contact::Mobile {
            area_code: user.area_code.clone(),
            number: phone.clone(),
        }),
        (None, None) => None,
    }
}

/// The contact of an existing account that a login string names (for password reset codes).
fn contact_named(user: &UserRow, login: &str) -> Option<Contact> {
    match (&user.email, &user.phone) {
        (Some(email), _) if email == login => Some(Contact::Email(email.clone())),
        (_, Some(phone)) if phone == login => Some(Contact::Mobile {
            area_code: user.area_code.clone(),
            number: phone.clone(),
        }),
        _ => own_contact(user),
    }
}

fn login_key(user_string: &str) -> String {
    let s = user_string.trim();
    if s.contains('@') {
        s.to_lowercase()
    } else {
        s.chars().filter(|c| !matches!(c, ' ' | '-')).collect()
    }
}

async fn load_user(app: &AppState, id: i64) -> Result<UserRow, AppError> {
    repo::find_by_id(&app.db, id)
        .await?
        .ok_or(ErrorCode::SessionInvalid.into())
}

async fn deliver_code(app: &AppState, lang: Lang, contact: &Contact, code: &str) -> Result<(), AppError> {
    let rules = AccountRules::load(&app.db).await?;
    let site = site::service::site_name(app).await?;
    let minutes = rules.code_valid_minutes.to_string();
    let args = [
        ("site", site.as_str()),
        ("code", code),
        ("minutes", minutes.as_str()),
    ];
    match contact {
        Contact::Email(email) => {
            let subject = i18n::text(lang, "code_subject", &args);
            app.notifier
                .email(email, &subject, &i18n::text(lang, "code_body", &args))
                .await?;
        }
        Contact::Mobile { area_code, number } => {
            app.notifier
                .sms(
                    &format!("+{area_code}{number}"),
                    &i18n::text(lang, "code_sms", &args),
                )
                .await?;
        }
    }
    Ok(())
}

/// Issues and sends a code after the rate limits per recipient and per address.
async fn issue_code(
    app: &AppState,
    lang: Lang,
    scene: Scene,
    contact: &Contact,
    ip: &str,
) -> Result<(), AppError> {
    let limits = &app.config.limits;
    let recipient = contact.recipient();
    let rules = AccountRules::load(&app.db).await?;
    limits::attempt(app, &format!("code:ip:{ip}"), limits.codes_per_ip)?;
    limits::attempt(app, &format!("code:to:{recipient}"), limits.codes_per_recipient)?;
    let code = codes::issue(app, &rules, scene, &recipient, ip).await?;
    deliver_code(app, lang, contact, &code).await
}

pub async fn send_code(
    app: &AppState,
    lang: Lang,
    input: SendCodeInput,
    caller: Option<i64>,
    ip: &str,
) -> Result<(), AppError> {
    let scene = Scene::parse(&input.scene).ok_or(AppError::field("scene"))?;
    let user_string = || input.user_string.as_deref().ok_or(AppError::field("user_string"));
    match scene {
        Scene::Register => {
            let contact = parse_contact(user_string()?, input.area_code.as_deref())?;
            let key = match &contact {
                Contact::Email(e) => e.clone(),
                Contact::Mobile { number, .. } => number.clone(),
            };
            if repo::find_by_login(&app.db, &key).await?.is_some() {
                return Err(ErrorCode::AccountExists.into());
            }
            issue_code(app, lang, scene, &contact, ip).await
        }
        Scene::Forget => {
            let login = login_key(user_string()?);
            match repo::find_by_login(&app.db, &login).await? {
                Some(user) => match contact_named(&user, &login) {
                    Some(contact) => issue_code(app, lang, scene, &contact, ip).await,
                    None => Ok(()),
                },
                // Answer as if sent, so that nobody can probe which accounts exist.
                None => limits::attempt(app, &format!("code:ip:{ip}"), app.config.limits.codes_per_ip),
            }
        }
        Scene::UpdatePassword | Scene::PayPassword => {
            let user = load_user(app, caller.ok_or(ErrorCode::SessionInvalid)?).await?;
            let contact = own_contact(&user).ok_or(ErrorCode::ContactBindingRequired)?;
            issue_code(app, lang, scene, &contact, ip).await
        }
        Scene::BindEmail => {
            let user_id = caller.ok_or(ErrorCode::SessionInvalid)?;
            let email = normalize_email(user_string()?)?;
            if repo::find_by_login(&app.db, &email)
                .await?
                .is_some_and(|u| u.id != user_id)
            {
                return Err(ErrorCode::EmailTaken.into());
            }
            issue_code(app, lang, scene, &Contact::Email(email), ip).await
        }
        Scene::BindMobile => {
            let user_id = caller.ok_or(ErrorCode::SessionInvalid)?;
            let contact = parse_contact(user_string()?, input.area_code.as_deref())?;
            send_mobile_code_to(app, lang, user_id, contact, ip).await
        }
    }
}

async fn send_mobile_code_to(
    app: &AppState,
    lang: Lang,
    user_id: i64,
    contact: Contact,
    ip: &str,
) -> Result<(), AppError> {
    let Contact::Mobile { number, .. } = &contact else {
        return Err(AppError::field("mobile"));
    };
    if repo::find_by_login(&app.db, number)
        .await?
        .is_some_and(|u| u.id != user_id)
    {
        return Err(ErrorCode::MobileTaken.into());
    }
    issue_code(app, lang, Scene::BindMobile, &contact, ip).await
}

/// Checks a code without using it up (it still costs one attempt).
pub async fn check_code(app: &AppState, input: CheckCodeInput) -> Result<(), AppError> {
    let scene = Scene::parse(&input.scene).ok_or(AppError::field("scene"))?;
    let rules = AccountRules::load(&app.db).await?;
    let contact = match scene {
        Scene::Forget => {
            let login = login_key(&input.user_string);
            let user = repo::find_by_login(&app.db, &login).await?;
            user.and_then(|u| contact_named(&u, &login))
                .ok_or(AppError::new(ErrorCode::InvalidCode))?
        }
        _ => parse_contact(&input.user_string, input.area_code.as_deref())?,
    };
    if scene == Scene::Register {
        let key = match &contact {
            Contact::Email(e) => e.as_str(),
            Contact::Mobile { number, .. } => number.as_str(),
        };
        if repo::find_by_login(&app.db, key).await?.is_some() {
            return Err(ErrorCode::AccountExists.into());
        }
    }
    codes::check(app, &rules, scene, &contact.recipient(), &input.code)
        .await
        .map(|_| ())
}

pub async fn register(app: &AppState, input: RegisterInput) -> Result<i64, AppError> {
    let rules = AccountRules::load(&app.db).await?;
    if input.code.is_none() && !rules.register_without_code {
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
    let referrer_id = match input.invite_code.as_deref().map(str::trim) {
        Some(code) => Some(
            repo::find_by_invite_code(&app.db, &code.to_uppercase())
                .await?
                .ok_or(AppError::new(ErrorCode::InvalidInviteCode).with_field("extension_code"))?,
        ),
        None if rules.invite_code_required => {
            return Err(AppError::new(ErrorCode::InvalidInviteCode).with_field("extension_code"));
        }
        None => None,
    };
    let checked = match (&input.code, rules.register_code_required) {
        (Some(code), true) => {
            Some(codes::check(app, &rules, Scene::Register, &contact.recipient(), code).await?)
        }
        _ => None,
    };
    let password_hash = password::hash(
        &app.hashing,
        input.password,
        app.config.auth.weak_password_hashing,
    )
    .await?;

    for _ in 0..5 {
        let invite_code = new_invite_code();
        let mut tx = app.db.begin().await?;
        if let Some(checked) = checked {
            codes::consume(&mut tx, checked).await?;
        }
        let new_user = NewUser {
            account: &account,
            register_type,
            email: email.as_deref(),
            phone: phone.as_deref(),
            area_code: &area_code,
            password_hash: &password_hash,
            invite_code: &invite_code,
            referrer_id,
            now: now_ms(),
        };
        match repo::insert_user(&mut tx, &new_user).await {
            Ok(id) => {
                if app.config.server.demo {
                    let legs = wallet::service::faucet_legs(app, id).await?;
                    wallet::service::pay_faucet(&mut tx, id, legs, new_user.now).await?;
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

pub async fn login(
    app: &AppState,
    input: LoginInput,
    ip: &str,
    user_agent: &str,
) -> Result<String, AppError> {
    let limits = &app.config.limits;
    let login = login_key(&input.user_string);
    let account_key = format!("login:acct:{login}");
    limits::attempt(app, &format!("login:ip:{ip}"), limits.login_attempts_per_ip)?;
    let user = repo::find_by_login(&app.db, &login).await?;
    let stored = user.as_ref().map(|u| u.password_hash.clone());
    let compare = password::verify(&app.hashing, input.password, stored);
    if !limits::guarded_secret(app, &account_key, limits.login_failures_per_account, compare).await? {
        return Err(ErrorCode::LoginFailed.into());
    }
    let user = user.ok_or(ErrorCode::LoginFailed)?;
    if user.status != "active" {
        return Err(ErrorCode::AccountFrozen.into());
    }
    let mut tx = app.db.begin().await?;
    let token = session::create(app, &mut tx, user.id, ip, user_agent).await?;
    tx.commit().await?;
    Ok(token)
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
    codes::consume(&mut tx, checked).await?;
    repo::set_password(&mut tx, user.id, &hash, now_ms()).await?;
    let ended = session::revoke_all(&mut tx, user.id).await?;
    tx.commit().await?;
    session::after_commit(app, ended).await;
    Ok(())
}

pub async fn info(app: &AppState, user_id: i64) -> Result<UserInfo, AppError> {
    let user = load_user(app, user_id).await?;
    let offset = site::service::display_offset(app).await?;
    Ok(UserInfo {
        id: user.id,
        account_number: user.account.clone(),
        account: user.account,
        email: user.email.unwrap_or_default(),
        phone: user.phone.unwrap_or_default(),
        area_code: user.area_code,
        nickname: user.nickname,
        signature: user.signature,
        head_portrait: user.head_portrait,
        extension_code: user.invite_code,
        score: user.score,
        level: user.vip_level,
        real_level: user.real_level,
        review_status: user.review_status,
        has_pay_password: i64::from(user.pay_password_hash.is_some()),
        create_date: clock::display(user.created_at, offset),
        create_date_ts: user.created_at,
    })
}

pub async fn send_mobile_code(
    app: &AppState,
    lang: Lang,
    user_id: i64,
    input: MobileInput,
    ip: &str,
) -> Result<(), AppError> {
    let area_code = normalize_area_code(input.area_code.as_deref())?;
    let number = normalize_mobile(&area_code, &input.mobile)?;
    send_mobile_code_to(app, lang, user_id, Contact::Mobile { area_code, number }, ip).await
}

pub async fn bind_mobile(app: &AppState, user_id: i64, input: MobileInput) -> Result<(), AppError> {
    let rules = AccountRules::load(&app.db).await?;
    let area_code = normalize_area_code(input.area_code.as_deref())?;
    let number = normalize_mobile(&area_code, &input.mobile)?;
    if repo::find_by_login(&app.db, &number)
        .await?
        .is_some_and(|u| u.id != user_id)
    {
        return Err(ErrorCode::MobileTaken.into());
    }
    let contact = Contact::Mobile {
        area_code: area_code.clone(),
        number: number.clone(),
    };
    let code = input.code.unwrap_or_default();
    let checked = codes::check(app, &rules, Scene::BindMobile, &contact.recipient(), &code).await?;
    let mut tx = app.db.begin().await?;
    codes::consume(&mut tx, checked).await?;
    repo::set_phone(&mut tx, user_id, &area_code, &number, now_ms())
        .await
        .map_err(|err| {
            if unique_violation(&err).is_some() {
                ErrorCode::MobileTaken.into()
            } else {
                AppError::from(err)
            }
        })?;
    let shown = format!("+{area_code} {}", mask_tail(&number));
    messages::service::note(&mut tx, user_id, "mobile_bound", &[("mobile", &shown)]).await?;
    tx.commit().await?;
    messages::service::publish(app, user_id).await;
    Ok(())
}

pub async fn bind_email(app: &AppState, user_id: i64, input: EmailInput) -> Result<(), AppError> {
    let rules = AccountRules::load(&app.db).await?;
    let email = normalize_email(&input.email).map_err(|e| e.with_field("email"))?;
    if repo::find_by_login(&app.db, &email)
        .await?
        .is_some_and(|u| u.id != user_id)
    {
        return Err(ErrorCode::EmailTaken.into());
    }
    let contact = Contact::Email(email.clone());
    let checked = codes::check(app, &rules, Scene::BindEmail, &contact.recipient(), &input.code).await?;
    let mut tx = app.db.begin().await?;
    codes::consume(&mut tx, checked).await?;
    repo::set_email(&mut tx, user_id, &email, now_ms())
        .await
        .map_err(|err| {
            if unique_violation(&err).is_some() {
                ErrorCode::EmailTaken.into()
            } else {
                AppError::from(err)
            }
        })?;
    messages::service::note(&mut tx, user_id, "email_bound", &[("email", &mask_email(&email))]).await?;
    tx.commit().await?;
    messages::service::publish(app, user_id).await;
    Ok(())
}

/// The two secrets a user changes with a code sent to their own contact.
#[derive(Clone, Copy)]
enum Secret {
    LoginPassword,
    PayPassword,
}

async fn change_secret(
    app: &AppState,
    caller: SessionUser,
    secret: Secret,
    input: PasswordChangeInput,
) -> Result<(), AppError> {
    let rules = AccountRules::load(&app.db).await?;
    let scene = match secret {
        Secret::LoginPassword => {
            check_new_password(&rules, &input.password, &input.re_password)?;
            Scene::UpdatePassword
        }
        Secret::PayPassword => {
            check_new_pay_password(&input.password, &input.re_password)?;
            Scene::PayPassword
        }
    };
    let user_id = caller.id;
    let user = load_user(app, user_id).await?;
    let contact = own_contact(&user).ok_or(ErrorCode::ContactBindingRequired)?;
    let checked = codes::check(app, &rules, scene, &contact.recipient(), &input.code).await?;
    let hash = password::hash(
        &app.hashing,
        input.password,
        app.config.auth.weak_password_hashing,
    )
    .await?;
    let mut tx = app.db.begin().await?;
    codes::consume(&mut tx, checked).await?;
    let ended = match secret {
        Secret::LoginPassword => {
            repo::set_password(&mut tx, user_id, &hash, now_ms()).await?;
            let ended = session::revoke_all(&mut tx, user_id).await?;
            messages::service::note(&mut tx, user_id, "password_changed", &[]).await?;
            ended
        }
        Secret::PayPassword => {
            repo::set_pay_password(&mut tx, user_id, &hash, now_ms()).await?;
            // Whoever else holds a session must sign in again to move money with the new pay password.
            let ended = session::revoke_others(&mut tx, user_id, caller.session_id).await?;
            messages::service::note(&mut tx, user_id, "pay_password_set", &[]).await?;
            ended
        }
    };
    tx.commit().await?;
    session::after_commit(app, ended).await;
    messages::service::publish(app, user_id).await;
    Ok(())
}

/// Changes the login password with a code sent to the user's own contact, then ends every session.
pub async fn update_password(
    app: &AppState,
    caller: SessionUser,
    input: PasswordChangeInput,
) -> Result<(), AppError> {
    change_secret(app, caller, Secret::LoginPassword, input).await
}

/// Sets the pay password with a code sent to the user's own contact, then ends the user's other sessions.
pub async fn set_pay_password(
    app: &AppState,
    caller: SessionUser,
    input: PasswordChangeInput,
) -> Result<(), AppError> {
    change_secret(app, caller, Secret::PayPassword, input).await
}

/// Shows only the last four characters of a number.
pub fn mask_tail(number: &str) -> String {
    let count = number.chars().count();
    let tail: String = number.chars().skip(count.saturating_sub(4)).collect();
    format!("{}{tail}", "*".repeat(count.saturating_sub(4)))
}

/// Shows the first character of the local part and the whole domain.
pub fn mask_email(email: &str) -> String {
    match email.split_once('@') {
        Some((local, domain)) => {
            let first: String = local.chars().take(1).collect();
            format!("{first}***@{domain}")
        }
        None => "***".into(),
    }
}

/// The built-in avatars the app ships: `avatar_1` to `avatar_8`.
pub fn is_builtin_avatar(name: &str) -> bool {
    name.strip_prefix("avatar_")
        .and_then(|n| n.parse::<u8>().ok())
        .is_some_and(|n| (1..=8).contains(&n))
        && name.len() == "avatar_1".len()
}

fn is_profile_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || ('\u{4e00}'..='\u{9fff}').contains(&c)
        || ('\u{3400}'..='\u{4dbf}').contains(&c)
}

/// A nickname is 2–10 and a signature 2–30 characters of Chinese, Latin letters or digits.
pub fn check_profile(nickname: &str, signature: Option<&str>) -> Result<(), AppError> {
    let fits = |s: &str, max: usize| (2..=max).contains(&s.chars().count()) && s.chars().all(is_profile_char);
    if !fits(nickname, 10) {
        return Err(AppError::new(ErrorCode::InvalidNickname).with_field("nickname"));
    }
    if let Some(signature) = signature
        && !fits(signature, 30)
    {
        return Err(AppError::new(ErrorCode::InvalidProfileSignature).with_field("signature"));
    }
    Ok(())
}

/// Sets the avatar to a built-in one or to one of the user's own public uploads; anything else is
/// `invalid_params`.
pub async fn set_avatar(app: &AppState, user_id: i64, avatar: &str) -> Result<(), AppError> {
    let allowed =
        is_builtin_avatar(avatar) || upload::service::is_own_public_upload(app, user_id, avatar).await?;
    if !allowed {
        return Err(AppError::field("head_portrait"));
    }
    let mut tx = app.db.begin().await?;
    repo::set_avatar(&mut tx, user_id, avatar, now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn edit_profile(
    app: &AppState,
    user_id: i64,
    nickname: &str,
    signature: Option<&str>,
) -> Result<(), AppError> {
    check_profile(nickname, signature)?;
    let mut tx = app.db.begin().await?;
    repo::set_profile(&mut tx, user_id, nickname, signature, now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn rules() -> AccountRules {
        AccountRules::from_values(&HashMap::new())
    }

    #[test]
    fn emails_are_lowercased_and_malformed_ones_refused() {
        assert_eq!(
            normalize_email(" Alice@Example.COM ").unwrap(),
            "alice@example.com"
        );
        for bad in [
            "alice",
            "@example.com",
            "alice@",
            "alice@example",
            "a b@example.com",
            "a@b@c.com",
            "a@.com",
        ] {
            assert_eq!(
                normalize_email(bad).unwrap_err().code,
                ErrorCode::InvalidEmail,
                "{bad}"
            );
        }
    }

    #[test]
    fn mainland_mobiles_need_eleven_digits_starting_1_then_3_to_9() {
        assert_eq!(normalize_mobile("86", "138 0013 8000").unwrap(), "13800138000");
        assert!(normalize_mobile("86", "12800138000").is_err());
        assert!(normalize_mobile("86", "1380013800").is_err());
        assert_eq!(normalize_mobile("44", "7700900123").unwrap(), "7700900123");
        assert!(normalize_mobile("44", "77a0900123").is_err());
    }

    #[test]
    fn an_account_string_with_an_at_sign_is_an_email_else_a_mobile_with_area_code_86_by_default() {
        assert_eq!(
            parse_contact("a@b.co", None).unwrap(),
            Contact::Email("a@b.co".into())
        );
        assert_eq!(
            parse_contact("13800138000", None).unwrap(),
            Contact::Mobile {
                area_code: "86".into(),
                number: "13800138000".into()
            }
        );
        assert_eq!(
            parse_contact("13800138000", Some("+86")).unwrap().recipient(),
            "mobile:+8613800138000"
        );
        assert!(parse_contact("13800138000", Some("86a")).is_err());
    }

    #[test]
    fn passwords_must_be_7_to_64_characters_and_match_their_confirmation() {
        assert!(check_new_password(&rules(), "1234567", "1234567").is_ok());
        assert_eq!(
            check_new_password(&rules(), "123456", "123456").unwrap_err().code,
            ErrorCode::InvalidPassword
        );
        let long = "x".repeat(65);
        assert_eq!(
            check_new_password(&rules(), &long, &long).unwrap_err().code,
            ErrorCode::InvalidPassword
        );
        assert_eq!(
            check_new_password(&rules(), "1234567", "1234568")
                .unwrap_err()
                .code,
            ErrorCode::PasswordsMismatch
        );
    }

    #[test]
    fn pay_passwords_are_six_digits() {
        assert!(check_new_pay_password("123456", "123456").is_ok());
        assert!(check_new_pay_password("12345a", "12345a").is_err());
        assert!(check_new_pay_password("1234567", "1234567").is_err());
        assert_eq!(
            check_new_pay_password("123456", "654321").unwrap_err().code,
            ErrorCode::PasswordsMismatch
        );
    }

    #[test]
    fn invite_codes_are_eight_characters_without_look_alikes() {
        for _ in 0..100 {
            let code = new_invite_code();
            assert_eq!(code.len(), 8);
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
        }
    }

    #[test]
    fn nicknames_and_signatures_take_chinese_latin_letters_and_digits_only() {
        assert!(check_profile("小明2026", Some("爱交易的人")).is_ok());
        assert!(check_profile("Ab", None).is_ok());
        assert_eq!(
            check_profile("A", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("abcdefghijk", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("a b", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("<b>x</b>", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("Ab", Some("x")).unwrap_err().code,
            ErrorCode::InvalidProfileSignature
        );
        assert_eq!(
            check_profile("Ab", Some(&"字".repeat(31))).unwrap_err().code,
            ErrorCode::InvalidProfileSignature
        );
    }

    #[test]
    fn built_in_avatars_are_avatar_1_to_avatar_8() {
        assert!(is_builtin_avatar("avatar_1"));
        assert!(is_builtin_avatar("avatar_8"));
        assert!(!is_builtin_avatar("avatar_9"));
        assert!(!is_builtin_avatar("avatar_01"));
        assert!(!is_builtin_avatar("/etc/passwd"));
    }

    #[test]
    fn contacts_in_notes_are_masked() {
        assert_eq!(mask_tail("13800138000"), "*******8000");
        assert_eq!(mask_email("alice@example.com"), "a***@example.com");
    }
}
