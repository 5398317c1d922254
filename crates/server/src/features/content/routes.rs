use super::dto::{MenuItem, News};
use super::handlers as h;
use crate::http::pager::ListPage;
use crate::http::routes::{Access::Public, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/news/index_pop",
            Public,
            "The home pop-up notice, or null",
            h::popup,
        )
        .answers::<Option<News>>()
        .read(
            "/news/list",
            Public,
            "Notices (c_id 4) or banners (c_id 5), without content",
            h::list,
        )
        .answers::<ListPage<News>>()
        .read("/news/detail", Public, "One notice with its content", h::detail)
        .answers::<News>()
        .read("/faq", Public, "The FAQ page", h::faq)
        .answers::<News>()
        .read("/contactus", Public, "The contact page", h::contact)
        .answers::<News>()
        .read("/aboutus", Public, "The about page", h::about)
        .answers::<News>()
        .read(
            "/operational_compliance",
            Public,
            "The compliance and risk page",
            h::compliance,
        )
        .answers::<News>()
        .read(
            "/menu",
            Public,
            "Home menu entries that are shown, by sort",
            h::menu,
        )
        .answers::<Vec<MenuItem>>()
}
