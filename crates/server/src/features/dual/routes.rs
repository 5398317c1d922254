use super::{
    dto::{BuyInput, DetailInput, DualIndex, DualOrder, DualProduct, IndexInput, ListInput},
    handlers as h,
};
use crate::http::{
    pager::ListPage,
    routes::{
        Access::{Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/dual/index",
            Public,
            "Dual-investment products of a coin and kind on sale, with how far the reserves cover them",
            h::index,
        )
        .takes::<IndexInput>()
        .answers::<DualIndex>()
        .read("/dual/detail", Public, "One dual-investment product", h::detail)
        .takes::<DetailInput>()
        .answers::<DualProduct>()
        .post(
            "/dual/buyDual",
            User,
            "Buy shares of a product from the change account; no early exit",
            h::buy,
        )
        .takes::<BuyInput>()
        .answers::<String>()
        .read(
            "/dual/dual_list",
            User,
            "The user's dual-investment orders, newest first, with the settlement price, its source and time, the payout and its formula",
            h::orders,
        )
        .takes::<ListInput>()
        .answers::<ListPage<DualOrder>>()
}
