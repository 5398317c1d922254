use super::{
    dto::{DetailInput, IeoDetail, IeoProject, IeoSubscription, OrderInput},
    handlers as h,
};
use crate::http::{
    pager::{DataPage, ListPage, PageInput},
    routes::{
        Access::{Optional, Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/project",
            Public,
            "IEO projects, newest sale first, with their progress and the published allocation rule",
            h::projects,
        )
        .takes::<PageInput>()
        .answers::<ListPage<IeoProject>>()
        .read(
            "/project/detail",
            Optional,
            "One IEO project with its links, what is left, and the caller's applied and allocated totals",
            h::detail,
        )
        .takes::<DetailInput>()
        .answers::<IeoDetail>()
        .post(
            "/project/order",
            User,
            "Apply for tokens of a project on sale: the payment moves from the change account into escrow",
            h::order,
        )
        .takes::<OrderInput>()
        .answers::<String>()
        .read(
            "/user/project/order",
            User,
            "The user's IEO subscriptions, newest first, with the allocation, the refund and the formula applied",
            h::orders,
        )
        .takes::<PageInput>()
        .answers::<DataPage<IeoSubscription>>()
}
