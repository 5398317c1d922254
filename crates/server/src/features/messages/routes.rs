use super::{
    dto::{LegacyMailInput, MailItem, MailPage, MarkReadInput},
    handlers as h,
};
use crate::http::{
    NoFields,
    pager::PageInput,
    routes::{
        Access::{Optional, User},
        ApiRoutes,
    },
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
        // Existing clients' mail calls (ADR 75): list or open, mark read, the home pop-up.
        .read(
            "/faqs",
            Optional,
            "The user's mail (existing clients), or message `id`; empty for guests",
            h::legacy_list,
        )
        .takes::<LegacyMailInput>()
        .answers::<MailPage>()
        .post(
            "/faqsq",
            User,
            "Mark message `id` read (existing clients)",
            h::mark_read,
        )
        .takes::<MarkReadInput>()
        .answers::<String>()
        .read(
            "/faqsqa",
            Optional,
            "The newest unread message for the home pop-up (existing clients), or null",
            h::legacy_popup,
        )
        .takes::<NoFields>()
        .answers::<Option<MailItem>>()
}
