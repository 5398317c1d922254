//! Fiat rates: only the currencies the app offers are kept; a rate is a decimal string of units per US dollar.

use std::{collections::BTreeMap, sync::LazyLock, time::Duration};

use serde::Serialize;
use serde_json::Value;
use tokio::sync::Mutex;

use crate::{app::AppState, clock, db::Db, error::AppError, on_db, on_tx};

/// The currencies the app offers.
pub const CURRENCIES: [&str; 11] = [
    "USD", "CNY", "GBP", "HKD", "JPY", "EUR", "AED", "THB", "PHP", "SGD", "VND",
];
const FRESH_MS: i64 = 24 * 3_600_000;
/// The table shipped with the release, used until a provider has answered once; dated so nobody mistakes it for
/// today's rates.
const SHIPPED_DATE: &str = "2026-11-01";
const SHIPPED: [(&str, &str); 11] = [
    ("USD", "1"),
    ("CNY", "7.12"),
    ("GBP", "0.76"),
    ("HKD", "7.78"),
    ("JPY", "151.8"),
    ("EUR", "0.86"),
    ("AED", "3.6725"),
    ("THB", "32.4"),
    ("PHP", "58.1"),
    ("SGD", "1.30"),
    ("VND", "26300"),
];

/// One refresh at a time; others wait and read its result.
static REFRESH: LazyLock<Mutex<()>> = LazyLock::new(|| Mutex::new(()));

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct FiatRate {
    pub currency_code: String,
    pub rate: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct FiatRates {
    pub base: &'static str,
    pub date: String,
    pub stale: bool,
    pub source: &'static str,
    pub list: Vec<FiatRate>,
}

/// Keeps the offered currencies of a provider answer (`{"rates": {...}}`, numbers or strings), in the app's order.
pub fn pick(answer: &Value) -> Vec<(String, String)> {
    let Some(rates) = answer.get("rates").and_then(Value::as_object) else {
        return Vec::new();
    };
    CURRENCIES
        .iter()
        .filter_map(|code| {
            let rate = match rates.get(*code)? {
                Value::Number(n) => n.to_string(),
                Value::String(s) => s.trim().to_string(),
                _ => return None,
            };
            let valid = !rate.is_empty()
                && rate.bytes().all(|b| b.is_ascii_digit() || b == b'.')
                && rate.bytes().filter(|b| *b == b'.').count() <= 1
                && rate.bytes().any(|b| matches!(b, b'1'..=b'9'));
            valid.then(|| ((*code).to_string(), rate))
        })
        .collect()
}

#[derive(sqlx::FromRow)]
struct Stored {
    currency_code: String,
    rate: String,
    fetched_at: i64,
}

async fn stored(db: &Db) -> Result<Vec<Stored>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Stored>("SELECT currency_code, rate, fetched_at FROM fiat_rates")
        .fetch_all(c)
        .await)
}

async fn fetch(url: &str) -> Option<Vec<(String, String)>> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .build()
        .ok()?;
    let answer: Value = client
        .get(url)
        .send()
        .await
        .ok()?
        .error_for_status()
        .ok()?
        .json()
        .await
        .ok()?;
    let picked = pick(&answer);
    picked.iter().any(|(code, _)| code == "CNY").then_some(picked)
}

async fn save(app: &AppState, rates: &[(String, String)], now: i64) -> Result<(), AppError> {
    let mut tx = app.db.begin().await?;
    for (code, rate) in rates {
        on_tx!(&mut tx, c => sqlx::query(
            "INSERT INTO fiat_rates (currency_code, rate, fetched_at) VALUES ($1, $2, $3) \
             ON CONFLICT (currency_code) DO UPDATE SET rate = excluded.rate, fetched_at = excluded.fetched_at",
        )
        .bind(code)
        .bind(rate)
        .bind(now)
        .execute(c)
        .await
        .map(|_| ()))?;
    }
    tx.commit().await?;
    Ok(())
}

fn answer(rows: Vec<Stored>, now: i64, offset: time::UtcOffset) -> Option<FiatRates> {
    let fetched_at = rows.iter().map(|r| r.fetched_at).min()?;
    let by_code: BTreeMap<String, String> = rows.into_iter().map(|r| (r.currency_code, r.rate)).collect();
    Some(FiatRates {
        base: "USD",
        date: clock::display(fetched_at, offset),
        stale: now - fetched_at >= FRESH_MS,
        source: "provider",
        list: CURRENCIES
            .iter()
            .filter_map(|code| {
                by_code.get(*code).map(|rate| FiatRate {
                    currency_code: (*code).into(),
                    rate: rate.clone(),
                })
            })
            .collect(),
    })
}

/// Today's rates: the stored table when under 24 hours old, else a fresh fetch from the provider, else the stored
/// table (stale), else the shipped one (stale).
pub async fn rates(app: &AppState) -> Result<FiatRates, AppError> {
    let now = app.clock.now_ms();
    let offset = crate::features::site::service::display_offset(app).await?;
    let fresh = |rows: &[Stored]| rows.iter().any(|r| now - r.fetched_at < FRESH_MS);
    let rows = stored(&app.db).await?;
    if !fresh(&rows)
        && let Some(url) = app.config.rates.provider_url.as_deref().filter(|u| !u.is_empty())
    {
        let _turn = REFRESH.lock().await;
        if !fresh(&stored(&app.db).await?)
            && let Some(picked) = fetch(url).await
        {
            save(app, &picked, now).await?;
        }
    }
    if let Some(found) = answer(stored(&app.db).await?, now, offset) {
        return Ok(found);
    }
    Ok(FiatRates {
        base: "USD",
        date: SHIPPED_DATE.into(),
        stale: true,
        source: "shipped",
        list: SHIPPED
            .iter()
            .map(|(code, rate)| FiatRate {
                currency_code: (*code).into(),
                rate: (*rate).into(),
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn only_the_offered_currencies_with_positive_decimal_rates_are_kept_in_order() {
        let answer =
            json!({"rates": {"EUR": 0.9, "CNY": "7.2", "XAU": 0.0003, "JPY": -1, "GBP": "1e3", "USD": 1}});
        assert_eq!(
            pick(&answer),
            vec![
                ("USD".into(), "1".into()),
                ("CNY".into(), "7.2".into()),
                ("EUR".into(), "0.9".into())
            ]
        );
        assert!(pick(&json!({"data": []})).is_empty());
    }
}
