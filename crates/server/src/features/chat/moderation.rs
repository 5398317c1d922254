//! The content operators' side of the chat rooms: the message list with reports, deleting a message (hidden from
//! every client, kept with who and why), muting and unmuting a user. Every action is audited.

use super::{
    dto::{ChatMessageAdmin, ChatMute},
    repo, service,
};
use crate::{
    app::AppState,
    clock,
    error::AppError,
    features::site,
    http::pager::Pager,
    ids::UserId,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

/// The longest mute: 30 days.
pub const MAX_MINUTES: i64 = 43_200;

pub async fn messages(
    app: &AppState,
    (room, reported): (&str, bool),
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<ChatMessageAdmin>, AppError> {
    let room = if room.trim().is_empty() {
        String::new()
    } else {
        service::room_of(room)?
    };
    let (rows, total) = repo::admin_page(&app.db, (&room, reported), limit, (page - 1) * limit).await?;
    let offset = site::service::display_offset(app).await?;
    let data = rows
        .iter()
        .map(|m| ChatMessageAdmin {
            id: m.id,
            room: m.room.clone(),
            user_id: m.user_id,
            account: m.account.clone(),
            nickname: m.nickname.clone(),
            kind: m.kind.clone(),
            content: m.content.clone(),
            reports: m.reports,
            deleted: m.deleted == 1,
            created_at: clock::display(m.created_at, offset),
            created_at_ts: m.created_at,
        })
        .collect();
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn delete(
    app: &AppState,
    operator: &Operator,
    id: i64,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let reason = service::reason(reason)?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let m = repo::message_in(&mut tx, id)
        .await?
        .ok_or(AppError::field("id"))?;
    if !repo::delete(&mut tx, id, (operator.id, &reason), now).await? {
        return Err(AppError::field("id"));
    }
    let target = format!("chat_message:{id}");
    let after = format!("deleted: {reason}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "chat.delete", &target, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    service::announce_deleted(app, &m.room, id).await;
    Ok(())
}

pub async fn mute(
    app: &AppState,
    operator: &Operator,
    user: UserId,
    (minutes, reason): (i64, &str),
    ip: &str,
) -> Result<(), AppError> {
    let reason = service::reason(reason)?;
    if !(1..=MAX_MINUTES).contains(&minutes) {
        return Err(AppError::field("minutes"));
    }
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if !repo::user_exists(&mut tx, user).await? {
        return Err(AppError::field("user_id"));
    }
    let until = now + minutes * 60_000;
    repo::set_mute(&mut tx, user, (until, &reason), operator.id, now).await?;
    let target = format!("user:{user}");
    let after = format!("muted {minutes} min: {reason}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "chat.mute", &target, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn unmute(
    app: &AppState,
    operator: &Operator,
    user: UserId,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let reason = service::reason(reason)?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    repo::set_mute(&mut tx, user, (now, &reason), operator.id, now).await?;
    let target = format!("user:{user}");
    let after = format!("unmuted: {reason}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "chat.unmute", &target, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn mutes(app: &AppState) -> Result<Vec<ChatMute>, AppError> {
    let now = app.clock.now_ms();
    let offset = site::service::display_offset(app).await?;
    Ok(repo::mutes(&app.db, now)
        .await?
        .into_iter()
        .map(|m| ChatMute {
            user_id: m.user_id,
            account: m.account,
            until: clock::display(m.until, offset),
            until_ts: m.until,
            reason: m.reason,
        })
        .collect())
}
