use super::{
    dto::{HelpCategories, HelpQuestion, MenuItem, News, NewsInput, NewsListInput},
    handlers as h,
};
use crate::http::{
    NoFields,
    pager::ListPage,
    routes::{Access::Public, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/news/index_pop",
            Public,
            "The home pop-up notice, or null",
            h::popup,
        )
        .takes::<NoFields>()
        .answers::<Option<News>>()
        .read(
            "/news/list",
            Public,
            "Notices (c_id 4) or banners (c_id 5), without content",
            h::list,
        )
        .takes::<NewsListInput>()
        .answers::<ListPage<News>>()
        .read("/news/detail", Public, "One notice with its content", h::detail)
        .takes::<NewsInput>()
        .answers::<News>()
        .read(
            "/news/help",
            Public,
            "Help centre: the categories (each shown FAQ page)",
            h::help_categories,
        )
        .takes::<NoFields>()
        .answers::<HelpCategories>()
        .read(
            "/news/help/questions",
            Public,
            "Help centre: the questions of category `id`",
            h::help_category,
        )
        .takes::<NewsInput>()
        .answers::<HelpCategories>()
        .read(
            "/news/help/answer",
            Public,
            "Help centre: question `id` with its answer",
            h::help_question,
        )
        .takes::<NewsInput>()
        .answers::<HelpQuestion>()
        .read("/faq", Public, "The FAQ page", h::faq)
        .takes::<NoFields>()
        .answers::<News>()
        .read("/contactus", Public, "The contact page", h::contact)
        .takes::<NoFields>()
        .answers::<News>()
        .read("/aboutus", Public, "The about page", h::about)
        .takes::<NoFields>()
        .answers::<News>()
        .read(
            "/operational_compliance",
            Public,
            "The compliance and risk page",
            h::compliance,
        )
        .takes::<NoFields>()
        .answers::<News>()
        .read(
            "/menu",
            Public,
            "Home menu entries that are shown, by sort",
            h::menu,
        )
        .takes::<NoFields>()
        .answers::<Vec<MenuItem>>()
}
