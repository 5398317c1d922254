use super::{
    dto::{
        AddFavouriteInput, DelFavouriteInput, Favourite, FavouriteId, KlineAnswer, KlineQuery, QuoteGroup,
    },
    handlers as h,
};
use crate::http::{
    NoFields,
    routes::{
        Access::{Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/currency/quotation_new",
            Public,
            "Every instrument with its rolling 24-hour ticker, grouped by quote currency (USDT first)",
            h::quotations,
        )
        .takes::<NoFields>()
        .answers::<Vec<QuoteGroup>>()
        .read(
            "/currency/new_timeshar",
            Public,
            "K-line history of a pair and period, as {code, msg, data}",
            h::timeshar,
        )
        .takes::<KlineQuery>()
        .answers_bare::<KlineAnswer>()
        .post(
            "/optional/add",
            User,
            "Add an instrument to the user's favourites",
            h::add_favourite,
        )
        .takes::<AddFavouriteInput>()
        .answers::<FavouriteId>()
        .post(
            "/optional/del",
            User,
            "Remove an instrument from the user's favourites",
            h::del_favourite,
        )
        .takes::<DelFavouriteInput>()
        .answers::<String>()
        .read("/optional/list", User, "The user's favourites", h::favourites)
        .takes::<NoFields>()
        .answers::<Vec<Favourite>>()
}
