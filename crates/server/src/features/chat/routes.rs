use super::{
    dto::{ChatHistory, ChatHistoryInput, ChatMessage, ChatReportInput, ChatRooms, ChatSendInput},
    handlers as h,
};
use crate::http::routes::{
    Access::{Optional, User},
    ApiRoutes,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/chat/rooms",
            Optional,
            "The public chat rooms, one per language, and whether the reader is muted",
            h::rooms,
        )
        .answers::<ChatRooms>()
        .read(
            "/chat/history",
            Optional,
            "A room's newest messages before `before_id`, oldest first",
            h::history,
        )
        .takes::<ChatHistoryInput>()
        .answers::<ChatHistory>()
        .post(
            "/chat/send",
            User,
            "Sends a text or an uploaded picture to a room (rate and length limits, mutes apply)",
            h::send,
        )
        .takes::<ChatSendInput>()
        .answers::<ChatMessage>()
        .post(
            "/chat/report",
            User,
            "Reports a message to the content operators (once per user and message)",
            h::report,
        )
        .takes::<ChatReportInput>()
        .answers::<String>()
}
