use super::handlers as h;
use crate::http::routes::{
    Access::{Level1, User},
    ApiRoutes,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/wallet/get_info",
            User,
            "Withdrawal minimum, fee, balances and the 24-hour limit left",
            h::withdraw_info,
        )
        .post(
            "/wallet/out",
            Level1,
            "Request a withdrawal; amount and fee are frozen until an operator decides",
            h::withdraw,
        )
        .read(
            "/user/withdraw/list",
            User,
            "The user's withdrawals, newest first",
            h::withdrawals,
        )
        .read(
            "/wallet/get_in_address",
            User,
            "The deposit address of an asset, per network",
            h::deposit_address,
        )
        .post(
            "/wallet/charge_req",
            User,
            "File a deposit claim for custody to confirm",
            h::claim_deposit,
        )
        .read(
            "/recharge/log",
            User,
            "The user's deposits, newest first",
            h::deposits,
        )
}
