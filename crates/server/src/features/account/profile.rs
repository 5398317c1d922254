//! The signed-in user's own profile: what `/user/info` shows, the avatar, the nickname and signature.

use super::{
    dto::UserInfo,
    repo::{self},
    service::{check_profile, is_builtin_avatar, load_user},
};
use crate::{
    app::AppState,
    clock,
    error::AppError,
    features::{site, upload},
    ids::UserId,
};

pub async fn info(app: &AppState, user_id: UserId) -> Result<UserInfo, AppError> {
    let user = load_user(app, user_id).await?;
    let offset = site::service::display_offset(app).await?;
    Ok(UserInfo {
        id: user.id,
        account_number: user.account.clone(),
        account: user.account,
        email: user.email.unwrap_or_default(),
        phone: user.phone.unwrap_or_default(),
        area_code: user.area_code,
        nickname: user.nickname,
        signature: user.signature,
        head_portrait: user.head_portrait,
        extension_code: user.invite_code,
        score: user.score,
        level: user.vip_level,
        real_level: user.real_level,
        review_status: user.review_status,
        has_pay_password: i64::from(user.pay_password_hash.is_some()),
        create_date: clock::display(user.created_at, offset),
        create_date_ts: user.created_at,
    })
}

/// Sets the avatar to a built-in one or to one of the user's own public uploads; anything else is
/// `invalid_params`.
pub async fn set_avatar(app: &AppState, user_id: UserId, avatar: &str) -> Result<(), AppError> {
    let allowed =
        is_builtin_avatar(avatar) || upload::service::is_own_public_upload(app, user_id, avatar).await?;
    if !allowed {
        return Err(AppError::field("head_portrait"));
    }
    let mut tx = app.db.begin().await?;
    repo::set_avatar(&mut tx, user_id, avatar, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn edit_profile(
    app: &AppState,
    user_id: UserId,
    nickname: &str,
    signature: Option<&str>,
) -> Result<(), AppError> {
    check_profile(nickname, signature)?;
    let mut tx = app.db.begin().await?;
    repo::set_profile(&mut tx, user_id, nickname, signature, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(())
}
