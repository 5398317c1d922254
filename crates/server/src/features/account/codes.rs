//! Verification codes as the account calls send and check them, after the limits per recipient and address.

use super::{
    dto::{CheckCodeInput, MobileInput, SendCodeInput},
    repo::{self},
    service::{
        Contact, contact_named, load_user, login_key, normalize_area_code, normalize_email, normalize_mobile,
        own_contact, parse_contact,
    },
};
use crate::{
    app::AppState,
    auth::{
        codes::{self, Scene},
        limits,
    },
    error::{AppError, ErrorCode},
    features::site,
    i18n::{self, Lang},
    ids::UserId,
    rules::AccountRules,
};

pub(super) async fn deliver_code(
    app: &AppState,
    lang: Lang,
    contact: &Contact,
    code: &str,
) -> Result<(), AppError> {
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
pub(super) async fn issue_code(
    app: &AppState,
    lang: Lang,
    scene: Scene,
    contact: &Contact,
    ip: &str,
) -> Result<(), AppError> {
    let limits = &app.config.limits;
    let recipient = contact.recipient();
    let rules = AccountRules::load(&app.db).await?;
    limits::attempt(app, &format!("code:ip:{ip}"), limits.codes_per_ip).await?;
    limits::attempt(app, &format!("code:to:{recipient}"), limits.codes_per_recipient).await?;
    let code = codes::issue(app, &rules, scene, &recipient, ip).await?;
    deliver_code(app, lang, contact, &code).await
}

pub async fn send_code(
    app: &AppState,
    lang: Lang,
    input: SendCodeInput,
    caller: Option<UserId>,
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
                None => limits::attempt(app, &format!("code:ip:{ip}"), app.config.limits.codes_per_ip).await,
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

pub(super) async fn send_mobile_code_to(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
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
    let Some(scene) = input.scene.as_deref() else {
        return check_any_scene(app, &input).await;
    };
    let scene = Scene::parse(scene).ok_or(AppError::field("scene"))?;
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
    let checked = codes::check(app, &rules, scene, &contact.recipient(), &input.code).await?;
    if scene == Scene::Register {
        codes::mark_verified(app, checked).await?;
    }
    Ok(())
}

/// `/user/check_email` without a scene (existing clients' password and pay-password pages): the code is checked
/// against every scene with a live code for the recipient, newest first, each check spending one attempt of
/// that scene's code. Nothing is used up; the call that follows consumes the code of its own scene.
async fn check_any_scene(app: &AppState, input: &CheckCodeInput) -> Result<(), AppError> {
    let rules = AccountRules::load(&app.db).await?;
    let mut recipients = Vec::new();
    if let Ok(contact) = parse_contact(&input.user_string, input.area_code.as_deref()) {
        recipients.push(contact.recipient());
    }
    let login = login_key(&input.user_string);
    if let Some(contact) = repo::find_by_login(&app.db, &login)
        .await?
        .and_then(|u| contact_named(&u, &login))
    {
        recipients.push(contact.recipient());
    }
    recipients.dedup();
    let mut first_error = None;
    for recipient in &recipients {
        for scene in codes::live_scenes(app, recipient).await? {
            match codes::check(app, &rules, scene, recipient, &input.code).await {
                Ok(checked) => {
                    if scene == Scene::Register {
                        codes::mark_verified(app, checked).await?;
                    }
                    return Ok(());
                }
                Err(e) => {
                    if first_error.is_none() {
                        first_error = Some(e);
                    }
                }
            }
        }
    }
    Err(first_error.unwrap_or_else(|| AppError::new(ErrorCode::InvalidCode).with_field("code")))
}

pub async fn send_mobile_code(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: MobileInput,
    ip: &str,
) -> Result<(), AppError> {
    let area_code = normalize_area_code(input.area_code.as_deref())?;
    let number = normalize_mobile(&area_code, &input.mobile)?;
    send_mobile_code_to(app, lang, user_id, Contact::Mobile { area_code, number }, ip).await
}
