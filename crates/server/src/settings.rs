//! Site settings the core reads: the display time zone every time in the API is shown in.

use std::sync::Mutex;

use time::UtcOffset;

use crate::{clock, db::Db, on_db, rules};

/// UTC+8 unless an operator sets another zone.
pub const DEFAULT_OFFSET: UtcOffset = match UtcOffset::from_hms(8, 0, 0) {
    Ok(offset) => offset,
    Err(_) => UtcOffset::UTC,
};

/// The zone times are shown in (the `timezone` site setting, `+08:00` by default).
pub async fn display_offset(db: &Db) -> Result<UtcOffset, sqlx::Error> {
    let text = on_db!(db, c => sqlx::query_scalar::<_, String>("SELECT value FROM settings WHERE key = 'timezone'")
        .fetch_optional(c)
        .await)?;
    Ok(text
        .and_then(|t| clock::parse_offset(&t))
        .unwrap_or(DEFAULT_OFFSET))
}

/// The display zone as last read, kept until a rule or setting change commits in this process (the same signal
/// that makes markets read their fee rates again), so that formatting a time costs no query.
#[derive(Default)]
pub struct Cache(Mutex<Option<(u64, UtcOffset)>>);

impl Cache {
    pub async fn display_offset(&self, db: &Db) -> Result<UtcOffset, sqlx::Error> {
        let changes = rules::changes();
        if let Ok(kept) = self.0.lock()
            && let Some((seen, offset)) = *kept
            && seen == changes
        {
            return Ok(offset);
        }
        let offset = display_offset(db).await?;
        if let Ok(mut kept) = self.0.lock() {
            *kept = Some((changes, offset));
        }
        Ok(offset)
    }
}
