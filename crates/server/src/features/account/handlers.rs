use axum::extract::State;

use super::{
    codes,
    dto::{
        CheckCodeInput, EmailInput, ForgetInput, LoginInput, MobileInput, PasswordChangeInput, RegisterInput,
        SendCodeInput,
    },
    profile, security, sign_in,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn send_code(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = SendCodeInput::from_params(&req.params)?;
    let caller = req.maybe_user(&app).await?.map(|u| u.id);
    codes::send_code(&app, req.lang, input, caller, &req.ip).await?;
    Ok(Envelope::text(req.lang, "code_sent"))
}

pub async fn check_code(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = CheckCodeInput::from_params(&req.params)?;
    codes::check_code(&app, input).await?;
    Ok(Envelope::text(req.lang, "code_valid"))
}

pub async fn register(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = RegisterInput::from_params(&req.params, true)?;
    sign_in::register(&app, input).await?;
    Ok(Envelope::text(req.lang, "registered"))
}

pub async fn register_without_code(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = RegisterInput::from_params(&req.params, false)?;
    sign_in::register(&app, input).await?;
    Ok(Envelope::text(req.lang, "registered"))
}

pub async fn login(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = LoginInput::from_params(&req.params)?;
    let token = sign_in::login(&app, input, &req.ip, &req.user_agent).await?;
    Envelope::data(token)
}

pub async fn logout(State(app): State<AppState>, req: Req) -> ApiResult {
    sign_in::logout(&app, req.token.as_deref()).await?;
    Ok(Envelope::text(req.lang, "logged_out"))
}

pub async fn forget(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = ForgetInput::from_params(&req.params)?;
    sign_in::forget(&app, input).await?;
    Ok(Envelope::text(req.lang, "password_reset"))
}

pub async fn info(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(profile::info(&app, user.id).await?)
}

pub async fn send_mobile_code(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = MobileInput::from_params(&req.params, false)?;
    codes::send_mobile_code(&app, req.lang, user.id, input, &req.ip).await?;
    Ok(Envelope::text(req.lang, "code_sent"))
}

pub async fn bind_mobile(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = MobileInput::from_params(&req.params, true)?;
    security::bind_mobile(&app, user.id, input).await?;
    Ok(Envelope::text(req.lang, "mobile_bound"))
}

pub async fn bind_email(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = EmailInput::from_params(&req.params)?;
    security::bind_email(&app, user.id, input).await?;
    Ok(Envelope::text(req.lang, "email_bound"))
}

pub async fn update_password(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = PasswordChangeInput::login_password(&req.params)?;
    security::update_password(&app, user, input).await?;
    Ok(Envelope::text(req.lang, "password_changed"))
}

/// Existing clients' "change pay password" screen posts `password`, `re_password` and `code` here.
pub async fn update_pay_password(
    State(app): State<AppState>,
    SignedIn(user): SignedIn,
    req: Req,
) -> ApiResult {
    let input = PasswordChangeInput::login_password(&req.params)?;
    security::update_pay_password(&app, user, input).await?;
    Ok(Envelope::text(req.lang, "pay_password_set"))
}

pub async fn set_pay_password(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input = PasswordChangeInput::pay_password(&req.params)?;
    security::set_pay_password(&app, user, input).await?;
    Ok(Envelope::text(req.lang, "pay_password_set"))
}

pub async fn set_avatar(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let avatar = req.params.required("head_portrait")?.trim().to_string();
    profile::set_avatar(&app, user.id, &avatar).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn edit_nickname(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let nickname = req.params.required("nickname")?.trim().to_string();
    let signature = req.params.get("signature")?.map(|s| s.trim().to_string());
    profile::edit_profile(&app, user.id, &nickname, signature.as_deref()).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
