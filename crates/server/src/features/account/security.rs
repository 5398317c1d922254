//! Binding a mobile number or e-mail and changing the login or pay password, each with a code.

use super::{
    dto::{EmailInput, MobileInput, PasswordChangeInput},
    repo::{self},
    service::{
        Contact, check_new_password, check_new_pay_password, load_user, mask_email, mask_tail,
        normalize_area_code, normalize_email, normalize_mobile, own_contact,
    },
};
use crate::{
    app::AppState,
    auth::{
        codes::{self, Scene},
        password,
        session::{self, SessionUser},
    },
    db::unique_violation,
    error::{AppError, ErrorCode},
    features::messages,
    ids::UserId,
    rules::AccountRules,
};

pub async fn bind_mobile(app: &AppState, user_id: UserId, input: MobileInput) -> Result<(), AppError> {
    let rules = AccountRules::load(&app.db).await?;
    let given_area = input.area_code.as_deref().filter(|a| !a.trim().is_empty());
    // Existing clients send no area code: the code was sent to this number with whichever area code it was.
    let area_code = match given_area {
        Some(area) => normalize_area_code(Some(area))?,
        None => {
            let digits: String = input.mobile.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
            match codes::live_area_code(app, Scene::BindMobile, digits.trim()).await? {
                Some(area) => area,
                None => normalize_area_code(None)?,
            }
        }
    };
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
    codes::consume(&mut tx, checked, app.clock.now_ms()).await?;
    repo::set_phone(&mut tx, user_id, &area_code, &number, app.clock.now_ms())
        .await
        .map_err(|err| {
            if unique_violation(&err).is_some() {
                ErrorCode::MobileTaken.into()
            } else {
                AppError::from(err)
            }
        })?;
    let shown = format!("+{area_code} {}", mask_tail(&number));
    messages::service::note(
        &mut tx,
        user_id,
        "mobile_bound",
        &[("mobile", &shown)],
        app.clock.now_ms(),
    )
    .await?;
    tx.commit().await?;
    messages::service::publish(app, user_id).await;
    Ok(())
}

pub async fn bind_email(app: &AppState, user_id: UserId, input: EmailInput) -> Result<(), AppError> {
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
    codes::consume(&mut tx, checked, app.clock.now_ms()).await?;
    repo::set_email(&mut tx, user_id, &email, app.clock.now_ms())
        .await
        .map_err(|err| {
            if unique_violation(&err).is_some() {
                ErrorCode::EmailTaken.into()
            } else {
                AppError::from(err)
            }
        })?;
    messages::service::note(
        &mut tx,
        user_id,
        "email_bound",
        &[("email", &mask_email(&email))],
        app.clock.now_ms(),
    )
    .await?;
    tx.commit().await?;
    messages::service::publish(app, user_id).await;
    Ok(())
}

/// The two secrets a user changes with a code sent to their own contact; existing clients change the pay
/// password with a code of scene `pay_password`, `update_password` or `forget`, whichever was sent last.
#[derive(Clone, Copy)]
pub(super) enum Secret {
    LoginPassword,
    PayPassword,
    PayPasswordEitherScene,
}

pub(super) async fn change_secret(
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
        Secret::PayPasswordEitherScene => {
            // The fields are named as the login password's on this call.
            check_new_pay_password(&input.password, &input.re_password).map_err(|e| match e.code {
                ErrorCode::PasswordsMismatch => e.with_field("re_password"),
                _ => e.with_field("password"),
            })?;
            Scene::PayPassword
        }
    };
    let user_id = caller.id;
    let user = load_user(app, user_id).await?;
    let contact = own_contact(&user).ok_or(ErrorCode::ContactBindingRequired)?;
    let scene = match secret {
        Secret::PayPasswordEitherScene => {
            codes::latest_scene(
                app,
                &[Scene::PayPassword, Scene::UpdatePassword, Scene::Forget],
                &contact.recipient(),
            )
            .await?
        }
        _ => scene,
    };
    let checked = codes::check(app, &rules, scene, &contact.recipient(), &input.code).await?;
    let hash = password::hash(
        &app.hashing,
        input.password,
        app.config.auth.weak_password_hashing,
    )
    .await?;
    let mut tx = app.db.begin().await?;
    codes::consume(&mut tx, checked, app.clock.now_ms()).await?;
    let ended = match secret {
        Secret::LoginPassword => {
            repo::set_password(&mut tx, user_id, &hash, app.clock.now_ms()).await?;
            let ended = session::revoke_all(&mut tx, user_id, app.clock.now_ms()).await?;
            messages::service::note(&mut tx, user_id, "password_changed", &[], app.clock.now_ms()).await?;
            ended
        }
        Secret::PayPassword | Secret::PayPasswordEitherScene => {
            repo::set_pay_password(&mut tx, user_id, &hash, app.clock.now_ms()).await?;
            // Whoever else holds a session must sign in again to move money with the new pay password.
            let ended =
                session::revoke_others(&mut tx, user_id, caller.session_id, app.clock.now_ms()).await?;
            messages::service::note(&mut tx, user_id, "pay_password_set", &[], app.clock.now_ms()).await?;
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

/// Sets the pay password as existing clients send it (`/safe/update_password`): a code of scene `pay_password` or
/// `update_password`, whichever was sent last.
pub async fn update_pay_password(
    app: &AppState,
    caller: SessionUser,
    input: PasswordChangeInput,
) -> Result<(), AppError> {
    change_secret(app, caller, Secret::PayPasswordEitherScene, input).await
}

/// Sets the pay password with a code sent to the user's own contact, then ends the user's other sessions.
pub async fn set_pay_password(
    app: &AppState,
    caller: SessionUser,
    input: PasswordChangeInput,
) -> Result<(), AppError> {
    change_secret(app, caller, Secret::PayPassword, input).await
}
