use super::{
    dto::{AuditLine, OperatorInfo, SettingLine, UserSummary},
    repo::{self, OperatorRow},
};
use crate::{
    app::AppState,
    auth::{password, session},
    clock,
    db::{Db, unique_violation},
    error::{AppError, ErrorCode},
    features::{account, identity::service as identity, site, upload},
    http::pager::ListPage,
    ids::UserId,
    operators::{
        Operator, Role,
        audit::{self, Entry},
        permits,
    },
    rules,
};

/// Who adds an operator: an admin in the console (from an address), or the server's command line.
pub enum AddedBy<'a> {
    Admin(&'a Operator, &'a str),
    Cli,
}

/// Adds an operator with a role after checking the address, the password (at least 12 characters) and that no
/// operator has the address, and records who added it in the audit log; answers its id.
pub async fn add_operator(
    db: &Db,
    gate: &crate::bounded::Gate,
    (email, password, role): (&str, &str, &str),
    by: AddedBy<'_>,
    now: i64,
) -> Result<i64, AppError> {
    let role = Role::parse(role).ok_or(AppError::field("role"))?;
    let email = email.trim().to_lowercase();
    if !email.contains('@') {
        return Err(AppError::new(ErrorCode::InvalidEmail).with_field("email"));
    }
    if password.chars().count() < 12 {
        return Err(AppError::new(ErrorCode::InvalidPassword).with_field("password"));
    }
    let hash = password::hash(gate, password.to_string(), false).await?;
    let mut tx = db.begin().await?;
    let id = match repo::insert_operator(&mut tx, &email, &hash, role.as_str(), now).await {
        Ok(id) => id,
        Err(err) if unique_violation(&err).is_some() => {
            return Err(AppError::new(ErrorCode::AccountExists).with_field("email"));
        }
        Err(err) => return Err(err.into()),
    };
    let after = format!("{email} ({})", role.as_str());
    let target = format!("operator:{id}");
    let entry = match by {
        AddedBy::Admin(operator, ip) => Entry::by(operator, "operator.create", &target, &after, ip, now),
        AddedBy::Cli => Entry {
            operator_id: None,
            actor: "cli",
            action: "operator.create",
            target: &target,
            before: "",
            after: &after,
            ip: "",
            at: now,
        },
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    Ok(id)
}

/// Creates an operator from the server's command line, answering in words for a terminal.
pub async fn create_operator(db: &Db, email: &str, password: &str, role: &str) -> anyhow::Result<i64> {
    let gate = crate::bounded::Gate::new("hashing", 1, std::time::Duration::from_secs(60))?;
    let now = crate::clock::Clock::system().now_ms();
    add_operator(db, &gate, (email, password, role), AddedBy::Cli, now)
        .await
        .map_err(|e| match e.code {
            ErrorCode::InvalidParams => anyhow::anyhow!("unknown role {role}"),
            ErrorCode::InvalidEmail => anyhow::anyhow!("{email} is not an e-mail address"),
            ErrorCode::InvalidPassword => anyhow::anyhow!("operator passwords need at least 12 characters"),
            ErrorCode::AccountExists => anyhow::anyhow!("an operator {} exists already", email.trim()),
            code => anyhow::anyhow!("operator not created: {}", code.as_str()),
        })
}

fn to_operator(row: OperatorRow) -> Option<Operator> {
    Some(Operator {
        id: row.id,
        email: row.email,
        role: Role::parse(&row.role)?,
    })
}

/// The operator a token belongs to, if it is one of the roles allowed; user tokens never match.
pub async fn authorize(app: &AppState, token: Option<&str>, allowed: &[Role]) -> Result<Operator, AppError> {
    let token = token
        .filter(|t| t.len() <= 128)
        .ok_or(ErrorCode::SessionInvalid)?;
    let row = repo::find_by_session(&app.db, &session::token_hash(token), app.clock.now_ms()).await?;
    // A session of an admin or finance operator without a second factor (one opened before it was required)
    // is worth nothing until the operator enrols at sign-in.
    let row = row.filter(|r| {
        !r.totp_secret.is_empty() || !Role::parse(&r.role).is_some_and(super::sign_in::needs_second_factor)
    });
    let operator = row.and_then(to_operator).ok_or(ErrorCode::SessionInvalid)?;
    if permits(operator.role, allowed) {
        Ok(operator)
    } else {
        Err(ErrorCode::Forbidden.into())
    }
}

pub async fn logout(app: &AppState, token: Option<&str>) -> Result<(), AppError> {
    if let Some(token) = token {
        let mut tx = app.db.begin().await?;
        repo::revoke_session(&mut tx, &session::token_hash(token), app.clock.now_ms()).await?;
        tx.commit().await?;
    }
    Ok(())
}

pub fn info(operator: &Operator) -> OperatorInfo {
    OperatorInfo {
        id: operator.id,
        email: operator.email.clone(),
        role: operator.role.as_str().to_string(),
    }
}

pub async fn audit_log(app: &AppState, page: i64, limit: i64) -> Result<ListPage<AuditLine>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let rows = repo::audit_page(&app.db, limit, (page - 1) * limit).await?;
    let list = rows
        .into_iter()
        .map(|r| AuditLine {
            id: r.id,
            actor: r.actor,
            action: r.action,
            target: r.target,
            before: r.before_value,
            after: r.after_value,
            ip: r.ip,
            created_at: clock::display(r.created_at, offset),
            created_at_ts: r.created_at,
        })
        .collect();
    Ok(ListPage {
        list,
        count: repo::audit_count(&app.db).await?,
        page,
        limit,
    })
}

/// What an operator changes: a published rule (`product` + `key`) or a site setting (product `site`).
pub struct ParameterChange {
    pub product: String,
    pub key: String,
    pub value: String,
}

/// Changes a rule or a site setting; the new value, the audit record and the public changelog line commit
/// together. A rule's value is checked against its type and range first (`rules::set`, ADR 69); setting an
/// unchanged value records nothing.
pub async fn change_parameter(
    app: &AppState,
    operator: &Operator,
    change: ParameterChange,
    ip: &str,
) -> Result<(), AppError> {
    apply_parameter(&app.db, app.clock.now_ms(), operator, change, ip).await
}

/// The same change from the `mercato setting set` command, in the name of an active admin operator, so the
/// audit log and the public changelog say who made it.
pub async fn change_parameter_by_command(
    db: &crate::db::Db,
    operator_email: &str,
    change: ParameterChange,
) -> anyhow::Result<()> {
    let row = repo::find_by_email(db, operator_email.trim())
        .await?
        .filter(|r| r.status == "active")
        .ok_or_else(|| anyhow::anyhow!("no active operator {operator_email}"))?;
    let role = Role::parse(&row.role).filter(|r| *r == Role::Admin);
    let role = role.ok_or_else(|| anyhow::anyhow!("{operator_email} is not an admin"))?;
    let operator = Operator {
        id: row.id,
        email: row.email,
        role,
    };
    let (product, key) = (change.product.clone(), change.key.clone());
    apply_parameter(
        db,
        crate::clock::Clock::system().now_ms(),
        &operator,
        change,
        "command line",
    )
    .await
    .map_err(|e| match e.field {
        Some(field) => anyhow::anyhow!("{product}.{key} not changed: {} ({field})", e.code.as_str()),
        None => anyhow::anyhow!("{product}.{key} not changed: {}", e.code.as_str()),
    })
}

async fn apply_parameter(
    db: &crate::db::Db,
    now: i64,
    operator: &Operator,
    change: ParameterChange,
    ip: &str,
) -> Result<(), AppError> {
    let mut tx = db.begin().await?;
    let old = if change.product == "site" {
        site::service::change_setting(&mut tx, &change.key, &change.value, now)
            .await?
            .ok_or(ErrorCode::NotFound)?
    } else {
        rules::set(&mut tx, &change.product, &change.key, &change.value, now).await?
    };
    if old == change.value {
        return Ok(());
    }
    let target = format!("{}:{}", change.product, change.key);
    let action = if change.product == "site" {
        "setting.change"
    } else {
        "rule.change"
    };
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action,
        target: &target,
        before: &old,
        after: &change.value,
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    let line = rules::Change {
        product: &change.product,
        key: &change.key,
        old_value: &old,
        new_value: &change.value,
        operator_id: operator.id,
        role: operator.role.as_str(),
        at: now,
    };
    rules::log_change(&mut tx, &line).await?;
    tx.commit().await?;
    rules::note_change();
    Ok(())
}

pub async fn settings(app: &AppState) -> Result<Vec<SettingLine>, AppError> {
    Ok(site::repo::all_settings(&app.db)
        .await?
        .into_iter()
        .map(|r| SettingLine {
            key: r.key,
            value: r.value,
            is_public: r.is_public,
        })
        .collect())
}

/// A user by account, e-mail or mobile, for support and compliance.
pub async fn find_user(app: &AppState, login: &str) -> Result<UserSummary, AppError> {
    let user = account::repo::find_by_login(&app.db, login.trim())
        .await?
        .ok_or(ErrorCode::NotFound)?;
    let totp_enabled = account::repo::totp_of(&app.db, user.id).await?.enabled();
    Ok(UserSummary {
        totp_enabled,
        id: user.id,
        account: user.account,
        email: user.email.unwrap_or_default(),
        phone: user.phone.unwrap_or_default(),
        real_level: user.real_level,
        review_status: user.review_status,
        status: user.status,
    })
}

/// What an operator may set a user's status to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserStatus {
    Active,
    Frozen,
}

impl UserStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            UserStatus::Active => "active",
            UserStatus::Frozen => "frozen",
        }
    }
}

/// Freezes or unfreezes a user, with a reason, for compliance. A freeze ends every session of the user in the same
/// transaction and then takes the user's sockets out of their private rooms; an unfreeze lets the user sign in
/// again but brings no session back. Setting the status the user has already changes and records nothing, except
/// that a freeze still ends any session left open.
pub async fn set_user_status(
    app: &AppState,
    operator: &Operator,
    user_id: UserId,
    status: UserStatus,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let reason = identity::check_reason(reason)?;
    if account::repo::find_by_id(&app.db, user_id).await?.is_none() {
        return Err(AppError::new(ErrorCode::NotFound).with_field("user_id"));
    }
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let changed = repo::set_user_status(&mut tx, user_id, status.as_str(), now).await? > 0;
    let ended = match status {
        UserStatus::Frozen => Some(session::revoke_all(&mut tx, user_id, app.clock.now_ms()).await?),
        UserStatus::Active => None,
    };
    let ended_count = ended.as_ref().map_or(0, session::Ended::count);
    if !changed && ended_count == 0 {
        return Ok(());
    }
    let (action, before) = match (status, changed) {
        (UserStatus::Frozen, true) => ("user.freeze", UserStatus::Active),
        (UserStatus::Frozen, false) => ("user.freeze", UserStatus::Frozen),
        (UserStatus::Active, _) => ("user.unfreeze", UserStatus::Frozen),
    };
    let after = match status {
        UserStatus::Frozen => format!("frozen: {reason} (sessions ended: {ended_count})"),
        UserStatus::Active => format!("active: {reason}"),
    };
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action,
        target: &format!("user:{user_id}"),
        before: before.as_str(),
        after: &after,
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    if let Some(ended) = ended {
        session::after_commit(app, ended).await;
    }
    Ok(())
}

/// Checks that an upload exists and records an operator's look at a private one; answers whether it is private.
pub async fn note_upload_view(
    app: &AppState,
    operator: &Operator,
    path: &str,
    ip: &str,
) -> Result<bool, AppError> {
    let row = match upload::service::is_upload_path(path) {
        true => upload::repo::find(&app.db, path).await?,
        false => None,
    };
    let row = row.ok_or(ErrorCode::NotFound)?;
    if row.is_private == 1 {
        let mut tx = app.db.begin().await?;
        let entry = Entry {
            operator_id: Some(operator.id),
            actor: &operator.email,
            action: "upload.view_private",
            target: path,
            before: "",
            after: &format!("owner user:{}", row.user_id.unwrap_or_default()),
            ip,
            at: app.clock.now_ms(),
        };
        audit::record(&mut tx, &entry).await?;
        tx.commit().await?;
    }
    Ok(row.is_private == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn admin_may_act_everywhere_and_other_roles_only_where_listed() {
        assert!(permits(Role::Admin, &[Role::Compliance]));
        assert!(permits(Role::Compliance, &[Role::Compliance]));
        assert!(!permits(Role::Content, &[Role::Compliance]));
        assert!(!permits(Role::Finance, &[]));
        for role in ["admin", "finance", "compliance", "support", "content"] {
            assert_eq!(Role::parse(role).map(Role::as_str), Some(role));
        }
        assert_eq!(Role::parse("root"), None);
    }
}
