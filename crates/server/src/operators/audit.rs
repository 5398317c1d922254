//! The append-only audit log: who did what, when, to what, with the value before and after. The database
//! refuses updates and deletes of its rows (a trigger in both dialects).

use crate::{db::Tx, on_tx};

pub struct Entry<'a> {
    pub operator_id: Option<i64>,
    /// The operator's e-mail, or `cli` for commands run on the server.
    pub actor: &'a str,
    pub action: &'a str,
    pub target: &'a str,
    pub before: &'a str,
    pub after: &'a str,
    pub ip: &'a str,
    pub at: i64,
}

impl<'a> Entry<'a> {
    /// What an operator did from the back office (nothing recorded before it; set `before` where there was).
    pub fn by(
        operator: &'a super::Operator,
        action: &'a str,
        target: &'a str,
        after: &'a str,
        ip: &'a str,
        at: i64,
    ) -> Self {
        Entry {
            operator_id: Some(operator.id),
            actor: &operator.email,
            action,
            target,
            before: "",
            after,
            ip,
            at,
        }
    }
}

/// Writes one record inside the transaction of the action it records, so the two commit or fail together.
pub async fn record(tx: &mut Tx, entry: &Entry<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO audit_log (operator_id, actor, action, target, before_value, after_value, ip, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(entry.operator_id)
    .bind(entry.actor)
    .bind(entry.action)
    .bind(entry.target)
    .bind(entry.before)
    .bind(entry.after)
    .bind(entry.ip)
    .bind(entry.at)
    .execute(c)
    .await
    .map(|_| ()))
}
