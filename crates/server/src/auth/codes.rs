//! One-time verification codes: 6 digits, a published validity, a limited number of attempts, a resend cooldown,
//! single use. Only a hash of each code is stored.

use rand::Rng;
use sha2::{Digest, Sha256};

use super::repo::{self, NewCode};
use crate::{
    app::AppState,
    db::{Tx, limit_keys},
    error::{AppError, ErrorCode},
    rules::AccountRules,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scene {
    Register,
    Forget,
    UpdatePassword,
    PayPassword,
    BindEmail,
    BindMobile,
}

impl Scene {
    pub fn parse(value: &str) -> Option<Scene> {
        Some(match value {
            "register" => Scene::Register,
            "forget" => Scene::Forget,
            "update_password" => Scene::UpdatePassword,
            "pay_password" => Scene::PayPassword,
            "bind_email" => Scene::BindEmail,
            "bind_mobile" => Scene::BindMobile,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Scene::Register => "register",
            Scene::Forget => "forget",
            Scene::UpdatePassword => "update_password",
            Scene::PayPassword => "pay_password",
            Scene::BindEmail => "bind_email",
            Scene::BindMobile => "bind_mobile",
        }
    }
}

fn code_hash(scene: Scene, recipient: &str, code: &str) -> String {
    hex::encode(Sha256::digest(
        format!("{}\n{recipient}\n{code}", scene.as_str()).as_bytes(),
    ))
}

/// Makes a new code for the recipient, unless one was sent within the cooldown (`too_many_requests`).
pub async fn issue(
    app: &AppState,
    rules: &AccountRules,
    scene: Scene,
    recipient: &str,
    ip: &str,
) -> Result<String, AppError> {
    let code = format!("{:06}", rand::thread_rng().gen_range(0..1_000_000));
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    // Taken first, so that of two racing sends the second reads the first one's code and waits out the cooldown.
    limit_keys::take(&mut tx, &format!("code:{}:{recipient}", scene.as_str()), now).await?;
    if let Some(last) = repo::latest_code_time(&mut tx, scene.as_str(), recipient).await?
        && now - last < rules.code_resend_seconds * 1000
    {
        return Err(ErrorCode::TooManyRequests.into());
    }
    let hash = code_hash(scene, recipient, &code);
    let new = NewCode {
        scene: scene.as_str(),
        recipient,
        code_hash: &hash,
        now,
        expires_at: now + rules.code_valid_minutes * 60_000,
        ip,
    };
    repo::insert_code(&mut tx, &new).await?;
    tx.commit().await?;
    Ok(code)
}

/// Of `scenes`, the one whose code was last sent to `recipient` (the first when none was).
pub async fn latest_scene(app: &AppState, scenes: &[Scene], recipient: &str) -> Result<Scene, AppError> {
    let mut tx = app.db.begin().await?;
    let mut best: Option<(i64, Scene)> = None;
    for &scene in scenes {
        if let Some(at) = repo::latest_code_time(&mut tx, scene.as_str(), recipient).await?
            && best.is_none_or(|(t, _)| at > t)
        {
            best = Some((at, scene));
        }
    }
    tx.commit().await?;
    Ok(best
        .map(|(_, s)| s)
        .or(scenes.first().copied())
        .unwrap_or(Scene::PayPassword))
}

/// The scenes with a live code for the recipient, newest first, each once.
pub async fn live_scenes(app: &AppState, recipient: &str) -> Result<Vec<Scene>, AppError> {
    let mut tx = app.db.begin().await?;
    let names = repo::live_scenes(&mut tx, recipient, app.clock.now_ms()).await?;
    tx.commit().await?;
    let mut scenes: Vec<Scene> = Vec::new();
    for scene in names.iter().filter_map(|n| Scene::parse(n)) {
        if !scenes.contains(&scene) {
            scenes.push(scene);
        }
    }
    Ok(scenes)
}

/// The area code of the newest live code of `scene` sent to the mobile `number` (digits), whatever area code it
/// was sent with; `None` when there is none.
pub async fn live_area_code(app: &AppState, scene: Scene, number: &str) -> Result<Option<String>, AppError> {
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let mut tx = app.db.begin().await?;
    let recipient = repo::live_mobile_recipient(&mut tx, scene.as_str(), number, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(recipient.and_then(|r| {
        let area = r.strip_prefix("mobile:+")?.strip_suffix(number)?.to_string();
        ((1..=4).contains(&area.len()) && area.bytes().all(|b| b.is_ascii_digit())).then_some(area)
    }))
}

/// A code that was checked and found right; it still has to be consumed in the transaction that uses it.
#[derive(Debug, Clone, Copy)]
pub struct CheckedCode(i64);

/// Checks a code, spending one attempt: `invalid_code` when wrong, `code_expired` when expired, used or out of
/// attempts.
pub async fn check(
    app: &AppState,
    rules: &AccountRules,
    scene: Scene,
    recipient: &str,
    code: &str,
) -> Result<CheckedCode, AppError> {
    let well_formed = code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit());
    let mut tx = app.db.begin().await?;
    let reserved = repo::reserve_attempt(
        &mut tx,
        scene.as_str(),
        recipient,
        rules.code_max_attempts,
        app.clock.now_ms(),
    )
    .await?;
    let outcome = match reserved {
        None if repo::has_code(&mut tx, scene.as_str(), recipient).await? => Err(ErrorCode::CodeExpired),
        None => Err(ErrorCode::InvalidCode),
        Some(r) if well_formed && r.code_hash == code_hash(scene, recipient, code) => Ok(CheckedCode(r.id)),
        Some(_) => Err(ErrorCode::InvalidCode),
    };
    tx.commit().await?;
    outcome.map_err(|e| AppError::new(e).with_field("code"))
}

/// Remembers that a checked code was found right, so a registration that follows may omit it (see
/// [`verified`]); it stays single use.
pub async fn mark_verified(app: &AppState, code: CheckedCode) -> Result<(), AppError> {
    let mut tx = app.db.begin().await?;
    repo::mark_verified(&mut tx, code.0, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

/// The recipient's newest code, when it was verified within `minutes` and not used yet: it can be consumed
/// like a code checked now.
pub async fn verified(
    app: &AppState,
    scene: Scene,
    recipient: &str,
    minutes: i64,
) -> Result<Option<CheckedCode>, AppError> {
    let since = app.clock.now_ms() - minutes * 60_000;
    let mut tx = app.db.begin().await?;
    let id = repo::verified_code(&mut tx, scene.as_str(), recipient, since).await?;
    tx.commit().await?;
    Ok(id.map(CheckedCode))
}

/// Uses a checked code up inside the caller's transaction; a second use of the same code fails.
pub async fn consume(tx: &mut Tx, code: CheckedCode, now: i64) -> Result<(), AppError> {
    if repo::consume_code(tx, code.0, now).await? {
        Ok(())
    } else {
        Err(AppError::new(ErrorCode::CodeExpired).with_field("code"))
    }
}
