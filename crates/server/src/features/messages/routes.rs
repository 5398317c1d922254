use super::dto::MailPage;
use super::dto::MarkReadInput;
use super::handlers as h;
use crate::http::pager::PageInput;
use crate::http::routes::{Access::User, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/mailMessage/getList",
            User,
            "The user's messages, newest first, with read state and the unread count",
            h::list,
        )
        .takes::<PageInput>()
        .answers::<MailPage>()
        .post(
            "/mailMessage/read",
            User,
            "Mark one message (id) or all messages read",
            h::mark_read,
        )
        .takes::<MarkReadInput>()
        .answers::<String>()
}
