//! Rendering and delivery of messages. System notes are stored as a text key with arguments and rendered in
//! the reader's language when read.

use std::collections::BTreeMap;

use super::{
    dto::{MailItem, MailNotice, MailPage, UnreadCount},
    repo::{self, MailRow},
};
use crate::{
    app::AppState,
    clock,
    db::Tx,
    error::{AppError, ErrorCode},
    features::{content, site},
    i18n::{self, Lang},
    ids::UserId,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

/// The system notes there are; each has `mail_<key>_title` and `mail_<key>_body` texts in every language.
pub const NOTE_KEYS: &[&str] = &[
    "password_changed",
    "pay_password_set",
    "mobile_bound",
    "email_bound",
    "identity_submitted",
    "identity_approved",
    "identity_rejected",
    "deposit_credited",
    "deposit_seen",
    "deposit_below_minimum",
    "totp_enabled",
    "totp_disabled",
    "totp_reset",
    "withdrawal_done",
    "withdrawal_returned",
    "trader_approved",
    "trader_rejected",
    "trader_stopped",
    "copy_skipped_minimum",
    "copy_skipped_cap",
    "copy_skipped_margin",
    "loan_approved",
    "loan_rejected",
    "loan_liquidated",
    "support_reply",
];

const SUMMARY_CHARS: usize = 80;

/// Files a system note about the user's own account in the transaction of the change it reports. Publish it
/// with `publish` after the commit.
pub async fn note(
    tx: &mut Tx,
    user_id: UserId,
    key: &'static str,
    args: &[(&str, &str)],
    now: i64,
) -> Result<i64, AppError> {
    debug_assert!(NOTE_KEYS.contains(&key));
    let args: BTreeMap<&str, &str> = args.iter().copied().collect();
    let args = serde_json::to_string(&args).map_err(AppError::internal)?;
    Ok(crate::notify::inbox::file(tx, user_id, key, &args, now).await?)
}

/// Plain text of the first characters of an HTML or text body.
pub fn summary(content: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in content.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let joined = words.join(" ");
    if joined.chars().count() > SUMMARY_CHARS {
        let cut: String = joined.chars().take(SUMMARY_CHARS - 1).collect();
        format!("{}…", cut.trim_end())
    } else {
        joined
    }
}

fn render(row: MailRow, lang: Lang, offset: time::UtcOffset, avatar: &str) -> MailItem {
    let (title, content) = if row.kind == "system" {
        let args: BTreeMap<String, String> = serde_json::from_str(&row.args).unwrap_or_default();
        let pairs: Vec<(&str, &str)> = args.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        (
            i18n::text(lang, &format!("mail_{}_title", row.text_key), &pairs),
            i18n::text(lang, &format!("mail_{}_body", row.text_key), &pairs),
        )
    } else {
        (row.title, row.content)
    };
    let abstract_text = if row.abstract_text.is_empty() {
        summary(&content)
    } else {
        row.abstract_text
    };
    MailItem {
        id: row.id,
        title,
        abstract_text,
        content,
        avatar: avatar.to_string(),
        create_time: clock::display(row.created_at, offset),
        create_time_ts: row.created_at,
        is_read: row.is_read,
    }
}

async fn avatar(app: &AppState) -> Result<String, AppError> {
    Ok(site::repo::setting(&app.db, "site_logo")
        .await?
        .map(|r| r.value)
        .unwrap_or_default())
}

pub async fn list(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    page: i64,
    limit: i64,
) -> Result<MailPage, AppError> {
    let offset = site::service::display_offset(app).await?;
    let avatar = avatar(app).await?;
    let rows = repo::page(&app.db, user_id, limit, (page - 1) * limit).await?;
    Ok(MailPage {
        list: rows
            .into_iter()
            .map(|r| render(r, lang, offset, &avatar))
            .collect(),
        count: repo::count(&app.db, user_id).await?,
        page,
        limit,
        unread: repo::unread(&app.db, user_id).await?,
    })
}

/// One of the user's messages (`/faqs` with an `id` in existing clients); another user's is `not_found`.
pub async fn one(app: &AppState, lang: Lang, user_id: UserId, id: i64) -> Result<MailItem, AppError> {
    let row = repo::find(&app.db, id)
        .await?
        .filter(|r| r.user_id == user_id)
        .ok_or(AppError::new(ErrorCode::NotFound).with_field("id"))?;
    let offset = site::service::display_offset(app).await?;
    Ok(render(row, lang, offset, &avatar(app).await?))
}

/// The user's newest unread message, for existing clients' home pop-up (`/faqsqa`), or `None`.
pub async fn unread_popup(app: &AppState, lang: Lang, user_id: UserId) -> Result<Option<MailItem>, AppError> {
    let Some(row) = repo::newest_unread(&app.db, user_id).await? else {
        return Ok(None);
    };
    let offset = site::service::display_offset(app).await?;
    Ok(Some(render(row, lang, offset, &avatar(app).await?)))
}

/// Marks one of the user's messages read (a message of someone else is `not_found`), or all of them.
pub async fn mark_read(app: &AppState, user_id: UserId, id: Option<i64>) -> Result<(), AppError> {
    if let Some(id) = id {
        let row = repo::find(&app.db, id).await?;
        if row.is_none_or(|r| r.user_id != user_id) {
            return Err(AppError::new(ErrorCode::NotFound).with_field("id"));
        }
    }
    let mut tx = app.db.begin().await?;
    match id {
        Some(id) => repo::mark_read(&mut tx, user_id, id, app.clock.now_ms()).await?,
        None => repo::mark_all_read(&mut tx, user_id, app.clock.now_ms()).await?,
    };
    tx.commit().await?;
    Ok(())
}

/// Tells the user's open sockets about their newest message (after the commit that stored it). Socket events
/// carry no request language, so the site's default language renders the title.
pub async fn publish(app: &AppState, user_id: UserId) {
    if let Err(err) = try_publish(app, user_id).await {
        tracing::warn!(?err, %user_id, "message event not published");
    }
}

async fn try_publish(app: &AppState, user_id: UserId) -> Result<(), AppError> {
    let Some(row) = repo::latest(&app.db, user_id).await? else {
        return Ok(());
    };
    let lang = site::repo::setting(&app.db, "default_lang")
        .await?
        .and_then(|r| Lang::parse(&r.value))
        .unwrap_or_default();
    let offset = site::service::display_offset(app).await?;
    let item = render(row, lang, offset, "");
    let unread = repo::unread(&app.db, user_id).await?;
    let data = MailNotice {
        id: item.id,
        title: item.title,
        abstract_text: item.abstract_text,
        create_time: item.create_time,
    };
    crate::fanout::notify(
        &app.fanout,
        user_id,
        "message",
        "mail",
        &data,
        &UnreadCount { unread },
    )
    .await;
    Ok(())
}

/// Who an operator's message goes to.
#[derive(Debug, Clone, Copy)]
pub enum Recipients {
    One(UserId),
    /// Every active user at the time of sending.
    All,
}

/// Sends an operator's message; it is stored, audited and then announced to the recipients' open sockets.
pub async fn send(
    app: &AppState,
    operator: &Operator,
    recipients: Recipients,
    title: &str,
    content: &str,
    ip: &str,
) -> Result<u64, AppError> {
    let title = title.trim();
    if !(1..=200).contains(&title.chars().count()) {
        return Err(AppError::field("title"));
    }
    if !(1..=20_000).contains(&content.trim().chars().count()) {
        return Err(AppError::field("content"));
    }
    let content = content::service::sanitize(content.trim());
    if let Recipients::One(user_id) = recipients
        && !repo::user_exists(&app.db, user_id).await?
    {
        return Err(AppError::new(ErrorCode::NotFound).with_field("user_id"));
    }
    let now = app.clock.now_ms();
    let mail = repo::OperatorMail {
        title,
        abstract_text: &summary(&content),
        content: &content,
        sent_by: operator.id,
        now,
    };
    let mut tx = app.db.begin().await?;
    let (sent, target) = match recipients {
        Recipients::One(user_id) => {
            repo::insert_for_user(&mut tx, user_id, &mail).await?;
            (1, format!("user:{user_id}"))
        }
        Recipients::All => (
            repo::insert_for_all(&mut tx, &mail).await?,
            "users:all".to_string(),
        ),
    };
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action: "mail.send",
        target: &target,
        before: "",
        after: &format!("{title} ({sent} sent)"),
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    match recipients {
        Recipients::One(user_id) => publish(app, user_id).await,
        Recipients::All => {
            for user_id in crate::fanout::connected_users(&app.fanout).await {
                publish(app, user_id).await;
            }
        }
    }
    Ok(sent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_is_plain_text_with_tags_dropped_and_whitespace_collapsed() {
        assert_eq!(
            summary("<p>Hello <strong>there</strong></p>\n<p>friend</p>"),
            "Hello there friend"
        );
    }

    #[test]
    fn a_long_summary_is_cut_at_eighty_characters_with_an_ellipsis() {
        let long = "字".repeat(200);
        let cut = summary(&long);
        assert_eq!(cut.chars().count(), SUMMARY_CHARS);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn system_notes_render_in_the_readers_language_with_their_arguments() {
        let row = MailRow {
            id: 1,
            user_id: UserId(1),
            kind: "system".into(),
            title: String::new(),
            abstract_text: String::new(),
            content: String::new(),
            text_key: "identity_rejected".into(),
            args: r#"{"reason":"blurred picture","level":"1"}"#.into(),
            is_read: 0,
            created_at: 0,
        };
        let offset = time::UtcOffset::UTC;
        let en = render(row.clone(), Lang::En, offset, "");
        assert!(en.content.contains("blurred picture"), "{}", en.content);
        let zh = render(row, Lang::Zh, offset, "");
        assert_ne!(en.title, zh.title);
    }
}
