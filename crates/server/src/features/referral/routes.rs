use super::{
    dto::{IdInput, InviteView, InviteeView, PageInput, RebateDetail, RebateView},
    handlers as h,
};
use crate::http::{
    pager::Pager,
    routes::{Access::User, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/user/invite",
            User,
            "The user's invite code, link, invitee count, rebate share and rebates paid per asset",
            h::invite,
        )
        .answers::<InviteView>()
        .read(
            "/user/invitees",
            User,
            "The accounts that signed up with the user's code, masked, newest first",
            h::invitees,
        )
        .takes::<PageInput>()
        .answers::<Pager<InviteeView>>()
        .read(
            "/user/rebates",
            User,
            "The user's daily rebate statements, newest day first",
            h::rebates,
        )
        .takes::<PageInput>()
        .answers::<Pager<RebateView>>()
        .read(
            "/user/rebate_detail",
            User,
            "One rebate statement with every fee it counted or left out",
            h::rebate_detail,
        )
        .takes::<IdInput>()
        .answers::<RebateDetail>()
}
