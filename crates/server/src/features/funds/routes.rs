use super::{
    chain::view::ChainDeposits,
    dto::{
        ChainDepositsInput, CurrencyInput, DepositAddress, DepositClaim, DepositItem, PaymentCoins,
        WithdrawInfo, WithdrawInput, WithdrawalItem,
    },
    handlers as h,
};
use crate::http::{
    form::NoFields,
    pager::{DataPage, PageInput},
    routes::{
        Access::{Level1, Optional, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/paymentslist",
            Optional,
            "The deposit and withdrawal channels (asset and network), with the caller's address and whether open",
            h::payments_list,
        )
        .takes::<NoFields>()
        .answers::<PaymentCoins>()
        .read(
            "/wallet/get_info",
            User,
            "Withdrawal minimum, fee, balances and the 24-hour limit left",
            h::withdraw_info,
        )
        .takes::<CurrencyInput>()
        .answers::<WithdrawInfo>()
        .post(
            "/wallet/out",
            Level1,
            "Request a withdrawal; amount and fee are frozen until an operator decides",
            h::withdraw,
        )
        .takes::<WithdrawInput>()
        .answers::<String>()
        .read(
            "/user/withdraw/list",
            User,
            "The user's withdrawals, newest first",
            h::withdrawals,
        )
        .takes::<PageInput>()
        .answers::<DataPage<WithdrawalItem>>()
        .read(
            "/wallet/get_in_address",
            User,
            "The deposit address of an asset, per network",
            h::deposit_address,
        )
        .takes::<CurrencyInput>()
        .answers::<DepositAddress>()
        .read(
            "/wallet/chain_deposits",
            User,
            "Deposits seen on chain to the user's addresses, confirming or credited, with each network's terms",
            h::chain_deposits,
        )
        .takes::<ChainDepositsInput>()
        .answers::<ChainDeposits>()
        .post(
            "/wallet/charge_req",
            User,
            "File a deposit claim for custody to confirm",
            h::claim_deposit,
        )
        .takes::<DepositClaim>()
        .answers::<String>()
        .read(
            "/recharge/log",
            User,
            "The user's deposits, newest first",
            h::deposits,
        )
        .takes::<PageInput>()
        .answers::<DataPage<DepositItem>>()
}
