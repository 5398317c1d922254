use axum::extract::State;

use super::{
    chain, coins, deposits,
    dto::{ChainDepositsInput, CurrencyInput, DepositClaim, WithdrawInput},
    withdrawals,
};
use crate::{
    app::AppState,
    http::{
        ApiResult, Envelope, Req, SignedIn,
        pager::{PageInput, page_and_limit},
    },
};

pub async fn payments_list(State(app): State<AppState>, req: Req) -> ApiResult {
    let caller = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(coins::payments_list(&app, caller).await?)
}

pub async fn withdraw_info(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: CurrencyInput = req.form()?;
    Envelope::data(withdrawals::withdraw_info(&app, user.id, input.currency).await?)
}

pub async fn withdraw(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: WithdrawInput = req.form()?;
    Envelope::data(withdrawals::request_withdrawal(&app, req.lang, user.id, input, key).await?)
}

pub async fn withdrawals(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(withdrawals::withdrawal_list(&app, req.lang, user.id, page, limit).await?)
}

pub async fn deposit_address(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: CurrencyInput = req.form()?;
    Envelope::data(deposits::deposit_address(&app, user.id, input.currency).await?)
}

pub async fn chain_deposits(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ChainDepositsInput = req.form()?;
    Envelope::data(chain::view::chain_deposits(&app, req.lang, user.id, input.currency).await?)
}

pub async fn claim_deposit(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let mut claim: DepositClaim = req.form()?;
    claim.voucher = claim.voucher.trim().to_string();
    Envelope::data(deposits::claim_deposit(&app, req.lang, user.id, claim, key).await?)
}

pub async fn deposits(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(deposits::deposit_log(&app, req.lang, user.id, page, limit).await?)
}
