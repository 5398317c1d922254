use super::handlers as h;
use crate::http::routes::{Access::Public, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/news/index_pop",
            Public,
            "The home pop-up notice, or null",
            h::popup,
        )
        .read(
            "/news/list",
            Public,
            "Notices (c_id 4) or banners (c_id 5), without content",
            h::list,
        )
        .read("/news/detail", Public, "One notice with its content", h::detail)
        .read("/faq", Public, "The FAQ page", h::faq)
        .read("/contactus", Public, "The contact page", h::contact)
        .read("/aboutus", Public, "The about page", h::about)
        .read(
            "/operational_compliance",
            Public,
            "The compliance and risk page",
            h::compliance,
        )
        .read(
            "/menu",
            Public,
            "Home menu entries that are shown, by sort",
            h::menu,
        )
}
