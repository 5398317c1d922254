use super::handlers as h;
use crate::http::routes::{
    Access::{Public, User},
    ApiRoutes,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/wallet/getRateCurrency",
            Public,
            "The price of one unit of an asset in USDT and CNY (reference prices)",
            h::rate,
        )
        .read(
            "/currency/list",
            Public,
            "Assets, and the fiat ones apart",
            h::currency_list,
        )
        .read(
            "/currency/user_currency_list",
            User,
            "Assets with the user's exchange-account row",
            h::user_currency_list,
        )
        .read(
            "/wallet/list",
            User,
            "Balances per account kind with their USDT and CNY values",
            h::list,
        )
        .read("/wallet/detail", User, "One asset in one account kind", h::detail)
        .post(
            "/wallet/change",
            User,
            "Move funds between the user's own account kinds",
            h::change,
        )
        .read(
            "/wallet/hzhistory",
            User,
            "Moves between the user's account kinds, newest first",
            h::moves,
        )
        .read(
            "/wallet/legal_log",
            User,
            "The bill: every ledger line of the user",
            h::bill,
        )
}
