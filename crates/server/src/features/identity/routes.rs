use super::{
    dto::{BothLevelsForm, OneLevelForm, RealState},
    handlers as h,
};
use crate::http::{
    NoFields,
    routes::{Access::User, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/real/state",
            User,
            "Verified level, review states and the filed details (masked)",
            h::state,
        )
        .takes::<NoFields>()
        .answers::<RealState>()
        .post(
            "/user/real",
            User,
            "File level 1 (real_type=1: document) or level 2 (real_type=2: pictures) for review",
            h::submit,
        )
        .takes::<OneLevelForm>()
        .answers::<String>()
        .post(
            "/user/do_real",
            User,
            "File both levels in one review",
            h::submit_both,
        )
        .takes::<BothLevelsForm>()
        .answers::<String>()
}
