use super::handlers as h;
use crate::http::routes::{Access::Public, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/getSiteConfig",
            Public,
            "Site name, logos, links, time zone, demo flag",
            h::site_config,
        )
        .read("/getSetting", Public, "One public setting by keyword", h::setting)
        .read(
            "/rules",
            Public,
            "Published rules, optionally of one product",
            h::rules,
        )
        .read(
            "/rules/changelog",
            Public,
            "Every change of a rule or site setting, newest first",
            h::changelog,
        )
}
