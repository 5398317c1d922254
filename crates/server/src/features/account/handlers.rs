use axum::extract::State;

use super::{
    codes,
    dto::{
        AvatarForm, BindMobileForm, CheckCodeForm, EmailInput, ForgetForm, LoginForm, LoginPasswordForm,
        MobileCodeForm, NicknameForm, PayPasswordForm, RegisterForm, RegisterWithoutCodeForm, SendCodeForm,
    },
    profile, security, sign_in,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn send_code(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = req.form::<SendCodeForm>()?.into();
    let caller = req.maybe_user(&app).await?.map(|u| u.id);
    codes::send_code(&app, req.lang, input, caller, &req.ip).await?;
    Ok(Envelope::text(req.lang, "code_sent"))
}

pub async fn check_code(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = req.form::<CheckCodeForm>()?.try_into()?;
    codes::check_code(&app, input).await?;
    Ok(Envelope::text(req.lang, "code_valid"))
}

pub async fn register(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = req.form::<RegisterForm>()?.into();
    sign_in::register(&app, input).await?;
    Ok(Envelope::text(req.lang, "registered"))
}

pub async fn register_without_code(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = req.form::<RegisterWithoutCodeForm>()?.into();
    sign_in::register(&app, input).await?;
    Ok(Envelope::text(req.lang, "registered"))
}

pub async fn login(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = req.form::<LoginForm>()?.try_into()?;
    let token = sign_in::login(&app, input, &req.ip, &req.user_agent).await?;
    Envelope::data(token)
}

pub async fn logout(State(app): State<AppState>, req: Req) -> ApiResult {
    sign_in::logout(&app, req.token.as_deref()).await?;
    Ok(Envelope::text(req.lang, "logged_out"))
}

pub async fn forget(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = req.form::<ForgetForm>()?.try_into()?;
    sign_in::forget(&app, input).await?;
    Ok(Envelope::text(req.lang, "password_reset"))
}

pub async fn info(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(profile::info(&app, user.id).await?)
}

pub async fn send_mobile_code(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = req.form::<MobileCodeForm>()?.into();
    codes::send_mobile_code(&app, req.lang, user.id, input, &req.ip).await?;
    Ok(Envelope::text(req.lang, "code_sent"))
}

pub async fn bind_mobile(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = req.form::<BindMobileForm>()?.into();
    security::bind_mobile(&app, user.id, input).await?;
    Ok(Envelope::text(req.lang, "mobile_bound"))
}

pub async fn bind_email(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: EmailInput = req.form()?;
    security::bind_email(&app, user.id, input).await?;
    Ok(Envelope::text(req.lang, "email_bound"))
}

pub async fn update_password(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = req.form::<LoginPasswordForm>()?.into();
    security::update_password(&app, user, input).await?;
    Ok(Envelope::text(req.lang, "password_changed"))
}

/// Existing clients' "change pay password" screen posts `password`, `re_password` and `code` here.
pub async fn update_pay_password(
    State(app): State<AppState>,
    SignedIn(user): SignedIn,
    req: Req,
) -> ApiResult {
    let input = req.form::<LoginPasswordForm>()?.into();
    security::update_pay_password(&app, user, input).await?;
    Ok(Envelope::text(req.lang, "pay_password_set"))
}

pub async fn set_pay_password(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = req.form::<PayPasswordForm>()?.into();
    security::set_pay_password(&app, user, input).await?;
    Ok(Envelope::text(req.lang, "pay_password_set"))
}

pub async fn set_avatar(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: AvatarForm = req.form()?;
    profile::set_avatar(&app, user.id, input.head_portrait.trim()).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn edit_nickname(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: NicknameForm = req.form()?;
    let signature = input.signature.as_deref().map(str::trim);
    profile::edit_profile(&app, user.id, input.nickname.trim(), signature).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
