use super::handlers as h;
use crate::http::routes::{
    Access::{Public, User},
    ApiRoutes,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/currency/quotation_new",
            Public,
            "Every instrument with its rolling 24-hour ticker, grouped by quote currency (USDT first)",
            h::quotations,
        )
        .read(
            "/currency/new_timeshar",
            Public,
            "K-line history of a pair and period, as {code, msg, data}",
            h::timeshar,
        )
        .post(
            "/optional/add",
            User,
            "Add an instrument to the user's favourites",
            h::add_favourite,
        )
        .post(
            "/optional/del",
            User,
            "Remove an instrument from the user's favourites",
            h::del_favourite,
        )
        .read("/optional/list", User, "The user's favourites", h::favourites)
}
