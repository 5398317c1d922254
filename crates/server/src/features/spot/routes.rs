use super::handlers as h;
use crate::http::routes::{Access::User, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .post(
            "/coin/trade",
            User,
            "Place a spot order: limit with a price, market without (a market buy spends a quote amount)",
            h::trade,
        )
        .post(
            "/coin/cancel",
            User,
            "Cancel the open rest of a limit order",
            h::cancel,
        )
        .read(
            "/coin/list",
            User,
            "The user's spot orders, newest first",
            h::list,
        )
}
