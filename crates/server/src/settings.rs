//! Site settings the core reads: the display time zone every time in the API is shown in.

use time::UtcOffset;

use crate::{clock, db::Db, on_db};

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
