use super::{
    dto::{VipLevel, VipView},
    handlers as h,
};
use crate::http::routes::{
    Access::{Public, User},
    ApiRoutes,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/user/vip",
            User,
            "The user's VIP level, the volume and holdings it was computed from, the next level and the table",
            h::mine,
        )
        .answers::<VipView>()
        .read("/vip/levels", Public, "The published VIP table", h::levels)
        .answers::<Vec<VipLevel>>()
}
