use super::{
    dto::{MailPage, MarkReadInput},
    handlers as h,
};
use crate::http::{
    pager::PageInput,
    routes::{Access::User, ApiRoutes},
};

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
