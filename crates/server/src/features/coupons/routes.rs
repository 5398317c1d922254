use super::{
    dto::{ClaimInput, CouponView, ListInput, UsableInput},
    handlers as h,
};
use crate::http::{
    pager::Pager,
    routes::{Access::User, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/coupon/list",
            User,
            "The user's coupons in one state: 1 available, 2 used, 3 expired",
            h::list,
        )
        .takes::<ListInput>()
        .answers::<Pager<CouponView>>()
        .post(
            "/coupon/claim",
            User,
            "Claims a campaign's coupon by its code (eligibility, one per user and the campaign's quantity apply)",
            h::claim,
        )
        .takes::<ClaimInput>()
        .answers::<CouponView>()
        .read(
            "/coupon/usable",
            User,
            "The user's available coupons of a kind, soonest expiry first",
            h::usable,
        )
        .takes::<UsableInput>()
        .answers::<Vec<CouponView>>()
}
