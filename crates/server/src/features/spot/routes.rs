use super::{
    dto::{CancelInput, ListInput, TradeInput},
    handlers as h,
};
use crate::{
    http::routes::{Access::User, ApiRoutes},
    market::view::SpotOrder,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .post(
            "/coin/trade",
            User,
            "Place a spot order: limit with a price, market without (a market buy spends a quote amount)",
            h::trade,
        )
        .takes::<TradeInput>()
        .answers::<String>()
        .post(
            "/coin/cancel",
            User,
            "Cancel the open rest of a limit order",
            h::cancel,
        )
        .takes::<CancelInput>()
        .answers::<String>()
        .read(
            "/coin/list",
            User,
            "The user's spot orders, newest first",
            h::list,
        )
        .takes::<ListInput>()
        .answers::<Vec<SpotOrder>>()
}
