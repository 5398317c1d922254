use axum::extract::State;

use super::{
    codes,
    dto::{
        AvatarForm, BindMobileForm, CheckCodeForm, EmailInput, ForgetForm, LoginForm, LoginPasswordForm,
        MobileCodeForm, NicknameForm, PayPasswordForm, RegisterForm, RegisterWithoutCodeForm, SendCodeForm,
        TotpCodeForm, TotpDisableForm, TotpLoginForm, WalletBindForm, WalletChallengeForm, WalletLoginForm,
        WalletUnbindForm,
    },
    profile,
    repo::{self, UserRow},
    second_factor, security, sign_in, wallet_sign_in,
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    http::{ApiResult, Envelope, Req, SignedIn},
    ids::UserId,
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

pub async fn login_totp(State(app): State<AppState>, req: Req) -> ApiResult {
    let form = req.form::<TotpLoginForm>()?;
    let code = form
        .code
        .or(form.recovery_code)
        .filter(|c| !c.trim().is_empty())
        .ok_or(AppError::field("code"))?;
    let token = second_factor::complete_login(&app, &form.challenge, &code, &req.ip, &req.user_agent).await?;
    Envelope::data(token)
}

pub async fn totp_status(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(second_factor::status(&app, user.id).await?)
}

pub async fn totp_setup(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(second_factor::start(&app, user.id).await?)
}

pub async fn totp_enable(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let form = req.form::<TotpCodeForm>()?;
    Envelope::data(second_factor::confirm(&app, user.id, &form.code).await?)
}

pub async fn totp_disable(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let form = req.form::<TotpDisableForm>()?;
    second_factor::disable(&app, user.id, form.password, &form.code).await?;
    Ok(Envelope::text(req.lang, "totp_disabled"))
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

pub async fn wallet_challenge(State(app): State<AppState>, req: Req) -> ApiResult {
    let form = req.form::<WalletChallengeForm>()?;
    let bind_to = match form.purpose.as_deref() {
        Some("bind") => {
            let user = req
                .maybe_user(&app)
                .await?
                .ok_or(AppError::from(ErrorCode::SessionInvalid))?;
            Some(account_row(&app, user.id).await?)
        }
        Some("login") | None => None,
        Some(_) => return Err(AppError::field("purpose")),
    };
    let site = wallet_sign_in::Site::of_request(&app.config.server.site_origins, &req.url)?;
    let (chain, address) = (form.chain.as_deref(), form.address.as_str());
    let challenge = wallet_sign_in::challenge(&app, &site, chain, address, bind_to.as_ref(), &req.ip).await?;
    Envelope::data(challenge)
}

pub async fn wallet_login(State(app): State<AppState>, req: Req) -> ApiResult {
    let form = req.form::<WalletLoginForm>()?;
    let input = wallet_sign_in::WalletLogin {
        address: &form.user_string,
        chain: form.chain.as_deref(),
        nonce: form.nonce.as_deref(),
        signature: form.signature.as_deref(),
        invite_code: form.extension_code.as_deref(),
    };
    let site = wallet_sign_in::Site::of_request(&app.config.server.site_origins, &req.url)?;
    Envelope::data(wallet_sign_in::login(&app, &site, input, &req.ip, &req.user_agent).await?)
}

pub async fn wallet_bind(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let form = req.form::<WalletBindForm>()?;
    let user = account_row(&app, user.id).await?;
    let (chain, nonce, signature) = (
        form.chain.as_deref(),
        form.nonce.as_deref(),
        form.signature.as_deref(),
    );
    let site = wallet_sign_in::Site::of_request(&app.config.server.site_origins, &req.url)?;
    wallet_sign_in::bind(&app, &site, &user, chain, &form.address, nonce, signature).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn wallet_unbind(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let form = req.form::<WalletUnbindForm>()?;
    let user = account_row(&app, user.id).await?;
    wallet_sign_in::unbind(&app, &user, form.chain.as_deref()).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn wallet_links(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(wallet_sign_in::wallets(&app, user.id).await?)
}

async fn account_row(app: &AppState, id: UserId) -> Result<UserRow, AppError> {
    repo::find_by_id(&app.db, id)
        .await?
        .ok_or(AppError::from(ErrorCode::SessionInvalid))
}
