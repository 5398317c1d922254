use super::{
    dto::{
        ApplyInput, FollowInput, HistoryInput, MyFollow, SelfHoldInput, TraderDetail, TraderInput,
        TraderListInput, TraderRow, TraderTrade, UnfollowInput,
    },
    handlers as h,
};
use crate::http::{
    pager::Pager,
    routes::{
        Access::{Optional, Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/follow/index",
            Optional,
            "Approved traders, best first by realised profit (or `sort` = rate, followers), with figures computed from their closed contract positions",
            h::index,
        )
        .takes::<TraderListInput>()
        .answers::<Pager<TraderRow>>()
        .read(
            "/follow/traderDetail",
            Optional,
            "A trader's profile and figures, computed from their closed contract positions when read",
            h::trader_detail,
        )
        .takes::<TraderInput>()
        .answers::<TraderDetail>()
        .read(
            "/follow/historyTrade",
            Public,
            "A trader's closed contract positions of their own, newest first",
            h::history,
        )
        .takes::<HistoryInput>()
        .answers::<Pager<TraderTrade>>()
        .post(
            "/follow/follow",
            User,
            "Follow a trader (type 1 fixed multiple, 2 fixed lots; number at most the published maximum, two decimals), or change the setting",
            h::follow,
        )
        .takes::<FollowInput>()
        .answers::<String>()
        .post(
            "/follow/cancel",
            User,
            "Stop following a trader: no new copies; open copies stay",
            h::cancel,
        )
        .takes::<UnfollowInput>()
        .answers::<String>()
        .post(
            "/follow/selfHolding",
            User,
            "Keep a copied position as your own: it no longer closes with its trader",
            h::self_holding,
        )
        .takes::<SelfHoldInput>()
        .answers::<String>()
        .post(
            "/follow/apply",
            User,
            "Apply to be a trader, under the published requirements (`/rules?product=follow`)",
            h::apply,
        )
        .takes::<ApplyInput>()
        .answers::<String>()
        .post(
            "/follow/stop",
            User,
            "Stop being a trader: followers are told and copies stop opening",
            h::stop,
        )
        .takes::<ApplyInput>()
        .answers::<String>()
        .read(
            "/follow/my",
            User,
            "The caller as a trader (application state, requirements) and the traders the caller follows with the copies so far",
            h::mine,
        )
        .takes::<ApplyInput>()
        .answers::<MyFollow>()
}
