use super::{
    dto::{AfterInput, SendInput, SupportConversation, SupportMessage, SupportUnread},
    handlers as h,
};
use crate::http::routes::{Access::User, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/kefu/conversation",
            User,
            "The user's open support conversation with its messages, or null; operator replies become read",
            h::conversation,
        )
        .answers::<Option<SupportConversation>>()
        .post(
            "/kefu/send",
            User,
            "Send text or a picture to support, opening a conversation when none is open; rate-limited",
            h::send,
        )
        .takes::<SendInput>()
        .answers::<SupportMessage>()
        .read(
            "/kefu/messages",
            User,
            "The open conversation's messages after an id",
            h::messages,
        )
        .takes::<AfterInput>()
        .answers::<Vec<SupportMessage>>()
        .post(
            "/kefu/close",
            User,
            "Close the user's open support conversation",
            h::close,
        )
        .answers::<String>()
        .read(
            "/kefu/unread",
            User,
            "Support replies the user has not read",
            h::unread,
        )
        .answers::<SupportUnread>()
}
