use axum::extract::State;

use super::{
    deposits,
    dto::{DepositClaim, WithdrawInput},
    withdrawals,
};
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

fn currency(req: &Req) -> Result<i64, AppError> {
    req.params.int("currency")?.ok_or(AppError::field("currency"))
}

pub async fn withdraw_info(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    Envelope::data(withdrawals::withdraw_info(&app, user.id, currency(&req)?).await?)
}

pub async fn withdraw(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input = WithdrawInput {
        currency: currency(&req)?,
        number: req.params.required("number")?.to_string(),
        address: req.params.required("address")?.to_string(),
        network: req.params.get("type")?.map(str::to_string),
        rate: req.params.required("rate")?.to_string(),
        pay_password: req.params.required("pay_password")?.to_string(),
    };
    Envelope::data(withdrawals::request_withdrawal(&app, req.lang, user.id, input, key).await?)
}

pub async fn withdrawals(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(withdrawals::withdrawal_list(&app, req.lang, user.id, page, limit).await?)
}

pub async fn deposit_address(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    Envelope::data(deposits::deposit_address(&app, user.id, currency(&req)?).await?)
}

pub async fn claim_deposit(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let claim = DepositClaim {
        currency: currency(&req)?,
        amount: req.params.required("amount")?.to_string(),
        account: req.params.get("account")?.unwrap_or_default().to_string(),
        kind: req.params.int("type")?.unwrap_or(0),
        voucher: req.params.get("voucher")?.unwrap_or_default().trim().to_string(),
    };
    Envelope::data(deposits::claim_deposit(&app, req.lang, user.id, claim, key).await?)
}

pub async fn deposits(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(deposits::deposit_log(&app, req.lang, user.id, page, limit).await?)
}
