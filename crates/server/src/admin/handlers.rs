use axum::{extract::State, response::Response};

use super::{
    dto::{LoginInput, MenuInput, NewsEditInput},
    service::{self, ParameterChange, UserStatus},
    sign_in,
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{
        content::service as content,
        funds::{chain::payout, deposits, dto::DepositReport, service as funds, withdrawals},
        identity::service as identity,
        messages::service::{self as messages, Recipients},
        upload,
        wallet::service as wallet,
    },
    http::{ApiResult, Envelope, Req, extract::MediaUploadReq, pager::page_and_limit},
    ids::{AssetId, UserId},
    ledger::verify,
    operators::Role,
};

pub async fn login(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = LoginInput::from_params(&req.params)?;
    Envelope::data(sign_in::login(&app, input, &req.ip).await?)
}

pub async fn logout(State(app): State<AppState>, req: Req) -> ApiResult {
    service::logout(&app, req.token.as_deref()).await?;
    Ok(Envelope::text(req.lang, "logged_out"))
}

pub async fn me(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(
        &app,
        req.token.as_deref(),
        &[Role::Finance, Role::Compliance, Role::Support, Role::Content],
    )
    .await?;
    Envelope::data(service::info(&operator))
}

pub async fn audit(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Admin]).await?;
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::audit_log(&app, page, limit).await?)
}

pub async fn change_parameter(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Admin]).await?;
    let change = ParameterChange {
        product: req.params.required("product")?.to_string(),
        key: req.params.required("key")?.to_string(),
        value: req.params.get("value")?.unwrap_or_default().to_string(),
    };
    service::change_parameter(&app, &operator, change, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn settings(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Admin]).await?;
    Envelope::data(service::settings(&app).await?)
}

pub async fn find_user(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Support, Role::Compliance]).await?;
    let account = req.params.required("account")?;
    Envelope::data(service::find_user(&app, account).await?)
}

pub async fn freeze_user(State(app): State<AppState>, req: Req) -> ApiResult {
    set_user_status(app, req, UserStatus::Frozen).await
}

pub async fn unfreeze_user(State(app): State<AppState>, req: Req) -> ApiResult {
    set_user_status(app, req, UserStatus::Active).await
}

async fn set_user_status(app: AppState, req: Req, status: UserStatus) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let user_id = user_of(&req)?;
    let reason = req.params.get("reason")?.unwrap_or_default();
    service::set_user_status(&app, &operator, user_id, status, reason, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn identity_reviews(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let status = req.params.int("status")?.unwrap_or(identity::REVIEWING);
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(identity::queue(&app, status, page, limit).await?)
}

pub async fn identity_approve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    identity::decide(&app, &operator, id, identity::Decision::Approve, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn identity_reject(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    let reason = req.params.get("reason")?.unwrap_or_default().to_string();
    identity::decide(
        &app,
        &operator,
        id,
        identity::Decision::Reject { reason },
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}

/// Any stored upload, identity pictures included, for compliance and content operators; looking at a private
/// picture is audited.
pub async fn view_upload(State(app): State<AppState>, req: Req) -> Result<Response, AppError> {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance, Role::Content]).await?;
    let path = req.params.required("path")?.to_string();
    let private = service::note_upload_view(&app, &operator, &path, &req.ip).await?;
    Ok(upload::handlers::file_response(&app, &path, private, None).await)
}

pub async fn upload(State(app): State<AppState>, MediaUploadReq(req): MediaUploadReq) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let file = req
        .files
        .into_iter()
        .find(|f| f.field == "file" && !f.bytes.is_empty())
        .ok_or(AppError::new(ErrorCode::FileMissing).with_field("file"))?;
    Envelope::data(
        upload::service::store(&app, upload::service::Owner::Operator(operator.id), file.bytes).await?,
    )
}

pub async fn content_list(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let c_id = req.params.int("c_id")?.unwrap_or(0);
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(content::admin_list(&app, c_id, page, limit).await?)
}

pub async fn content_save(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let edit = NewsEditInput::from_params(&req.params)?;
    Envelope::data(content::save_news(&app, &operator, edit.0, &req.ip).await?)
}

pub async fn menu_list(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    Envelope::data(content::admin_menus(&app).await?)
}

pub async fn menu_save(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let menu = MenuInput::from_params(&req.params)?;
    Envelope::data(content::save_menu(&app, &operator, menu.0, &req.ip).await?)
}

pub async fn send_message(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Support]).await?;
    let recipients = match (req.params.int("user_id")?, req.params.flag("all")?) {
        (Some(id), None | Some(false)) => Recipients::One(UserId(id)),
        (None, Some(true)) => Recipients::All,
        _ => return Err(AppError::field("user_id")),
    };
    let title = req.params.get("title")?.unwrap_or_default();
    let content = req.params.get("content")?.unwrap_or_default();
    Envelope::data(messages::send(&app, &operator, recipients, title, content, &req.ip).await?)
}

const EVERY_ROLE: &[Role] = &[Role::Finance, Role::Compliance, Role::Support, Role::Content];

pub async fn totp_setup(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), EVERY_ROLE).await?;
    let code = req.params.get("code")?;
    Envelope::data(sign_in::totp_setup(&app, &operator, code).await?)
}

pub async fn totp_enable(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), EVERY_ROLE).await?;
    sign_in::totp_switch(&app, &operator, true, req.params.required("code")?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn totp_disable(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), EVERY_ROLE).await?;
    sign_in::totp_switch(&app, &operator, false, req.params.required("code")?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub(super) fn required_id(req: &Req) -> Result<i64, AppError> {
    req.params.int("id")?.ok_or(AppError::field("id"))
}

pub(super) fn user_of(req: &Req) -> Result<UserId, AppError> {
    req.params
        .int("user_id")?
        .map(UserId)
        .ok_or(AppError::field("user_id"))
}

pub(super) fn currency_of(req: &Req) -> Result<AssetId, AppError> {
    req.params
        .int("currency")?
        .map(AssetId)
        .ok_or(AppError::field("currency"))
}

pub(super) fn reason(req: &Req) -> Result<String, AppError> {
    Ok(req.params.get("reason")?.unwrap_or_default().to_string())
}

pub async fn deposits(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let status = req.params.int("status")?.unwrap_or(funds::PENDING);
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(deposits::waiting_deposits(&app, status, page, limit).await?)
}

pub async fn deposit_confirm(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let decision = funds::Decision::Approve {
        tx_hash: String::new(),
    };
    deposits::decide_deposit(&app, &operator, required_id(&req)?, decision, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn deposit_reject(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let decision = funds::Decision::Reject {
        reason: reason(&req)?,
    };
    deposits::decide_deposit(&app, &operator, required_id(&req)?, decision, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

/// The first chain-watcher adapter: an operator (or a watcher holding a finance token) reports a transfer seen
/// on chain; it is credited once however often it is reported.
pub async fn deposit_notify(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let report = DepositReport {
        user_id: user_of(&req)?,
        currency: currency_of(&req)?,
        chain: req.params.required("chain")?.to_string(),
        tx_hash: req.params.required("tx_hash")?.to_string(),
        output_index: req.params.int("output_index")?.unwrap_or(0),
        amount: req.params.required("amount")?.to_string(),
    };
    Envelope::data(deposits::report_deposit(&app, &operator, report, &req.ip).await?)
}

pub async fn withdrawals(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let status = req.params.int("status")?.unwrap_or(funds::PENDING);
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(withdrawals::waiting_withdrawals(&app, status, page, limit).await?)
}

/// Exports the waiting withdrawals of a watched network as unsigned transactions for the offline signer (ADR 83).
pub async fn chain_export(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    Envelope::data(payout::export(&app, &operator, &req.ip).await?)
}

/// Takes the signed transactions back, refusing any that is not exactly an export signed by the hot address.
pub async fn chain_import(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let input: payout::SignedInput = req.form()?;
    Envelope::data(payout::import(&app, &operator, &input, &req.ip).await?)
}

/// Gives up the exports still waiting for their signatures, with a reason; their withdrawals wait again.
pub async fn chain_abandon(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    Envelope::data(payout::abandon(&app, &operator, &reason(&req)?, &req.ip).await?)
}

pub async fn withdrawal_approve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let tx_hash = req.params.get("tx_hash")?.unwrap_or_default().to_string();
    let decision = funds::Decision::Approve { tx_hash };
    withdrawals::decide_withdrawal(&app, &operator, required_id(&req)?, decision, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn withdrawal_reject(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let decision = funds::Decision::Reject {
        reason: reason(&req)?,
    };
    withdrawals::decide_withdrawal(&app, &operator, required_id(&req)?, decision, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn ledger_verify(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let report = verify::verify(&app.db).await?;
    Envelope::data(serde_json::json!({
        "clean": report.is_clean(),
        "accounts": report.accounts,
        "transactions": report.transactions,
        "entries": report.entries,
        "problems": report.problems,
    }))
}

pub async fn user_balances(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance, Role::Support]).await?;
    let user_id = user_of(&req)?;
    Envelope::data(wallet::wallet_list(&app, user_id, None).await?)
}

/// Sets an asset's reference price in USDT, which values balances and withdrawal limits until the market index
/// takes over; audited and published in the changelog.
pub async fn reference_price(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let currency = currency_of(&req)?;
    let price = req.params.required("usdt_price")?;
    wallet::set_reference_price(&app, &operator, currency, price, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
