use super::{
    dto::{CancelInput, DepositInput, LockOrderList, LockProduct, OrdersInput},
    handlers as h,
};
use crate::http::{
    pager::PageInput,
    routes::{
        Access::{Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/lh/deposit/config",
            Public,
            "Lock-mining products on sale with today's published daily rate, their range and how far the reserve covers them",
            h::config,
        )
        .takes::<PageInput>()
        .answers::<Vec<LockProduct>>()
        .read(
            "/lh/deposit/order",
            User,
            "The user's lock-mining positions, newest first, with the penalty an early redemption would take now",
            h::orders,
        )
        .takes::<OrdersInput>()
        .answers::<LockOrderList>()
        .post(
            "/lh/deposit",
            User,
            "Lock an amount from the change account into a product for its days",
            h::deposit,
        )
        .takes::<DepositInput>()
        .answers::<String>()
        .post(
            "/lh/deposit/order/cancel",
            User,
            "Redeem a position early: the amount less the penalty returns; interest already paid stays paid",
            h::cancel,
        )
        .takes::<CancelInput>()
        .answers::<String>()
}
