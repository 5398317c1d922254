//! Quick buy as finance runs it: bank orders confirmed on the transfer's arrival (the coins credited from the
//! funded reserve) or rejected with a reason the user sees; countries, rates, limits and receiving accounts
//! (rates, limits and methods go to the public changelog); the reserve funded and withdrawn. Every action is
//! audited, and a confirmation is also written to the public log of money moves. There is no call that changes
//! an order's amount or what it credits.

use super::{
    dto::{QuickBuyCountryAdmin, QuickBuyReserve},
    repo::{self, CountryRow},
    service::{self, RESERVE, status},
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{identity, reserve},
    ids::AssetId,
    ledger, money,
    operators::{
        Operator,
        audit::{self, Entry},
        money_moves,
    },
    rules,
};

pub async fn confirm(app: &AppState, operator: &Operator, id: i64, ip: &str) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let o = repo::order_in(&mut tx, id).await?.ok_or(AppError::field("id"))?;
    if o.method != "bank" || !matches!(o.status, status::TO_PAY | status::REVIEW) {
        return Err(ErrorCode::QuickbuyState.into());
    }
    if !service::credit(&mut tx, &o, Some(operator.id), now).await? {
        return Err(ErrorCode::QuickbuyState.into());
    }
    let line = money_moves::Move {
        kind: money_moves::QUICKBUY_CONFIRM,
        asset_id: o.asset_id,
        amount: o.receive,
        category: "bank_transfer_received",
        at: now,
    };
    money_moves::record(&mut tx, &line).await?;
    let target = format!("quickbuy_order:{id}");
    let after = format!("{} {} received, reference {}", o.amount, o.fiat, o.reference);
    audit::record(
        &mut tx,
        &Entry::by(operator, "quickbuy.confirm", &target, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    service::announce_credit(app, &o).await;
    Ok(())
}

pub async fn reject(
    app: &AppState,
    operator: &Operator,
    id: i64,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let reason = identity::service::check_reason(reason)?;
    let mut tx = app.db.begin().await?;
    let o = repo::order_in(&mut tx, id).await?.ok_or(AppError::field("id"))?;
    if o.method != "bank"
        || !repo::close(
            &mut tx,
            id,
            status::REJECTED,
            ("", &reason),
            Some(operator.id),
            now,
        )
        .await?
    {
        return Err(ErrorCode::QuickbuyState.into());
    }
    let target = format!("quickbuy_order:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "quickbuy.reject", &target, &reason, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn countries(app: &AppState) -> Result<Vec<QuickBuyCountryAdmin>, AppError> {
    Ok(repo::countries(&app.db)
        .await?
        .into_iter()
        .map(|c| QuickBuyCountryAdmin {
            code: c.code,
            name: c.name,
            fiat: c.fiat,
            rate: c.rate,
            methods: c.methods,
            min_amount: c.min_amount,
            max_amount: c.max_amount,
            bank_name: c.bank_name,
            account_name: c.account_name,
            iban: c.iban,
            bic: c.bic,
            bank_address: c.bank_address,
            status: c.status,
        })
        .collect())
}

/// The published terms of a country, as the changelog shows them.
fn terms(c: &CountryRow) -> String {
    format!(
        "{} {}: rate {}, {} to {}, methods {}, {}",
        c.code,
        c.fiat,
        c.rate,
        c.min_amount,
        c.max_amount,
        c.methods,
        if c.status == 1 { "offered" } else { "not offered" }
    )
}

/// Checks a country as finance writes it.
pub fn check_country(c: &CountryRow) -> Result<(), AppError> {
    let code_ok = c.code.len() == 2 && c.code.bytes().all(|b| b.is_ascii_uppercase());
    let fiat_ok = c.fiat.len() == 3 && c.fiat.bytes().all(|b| b.is_ascii_uppercase());
    if !code_ok {
        return Err(AppError::field("code"));
    }
    if !fiat_ok {
        return Err(AppError::field("fiat"));
    }
    if c.name.trim().is_empty() || c.name.chars().count() > 60 {
        return Err(AppError::field("name"));
    }
    if money::parse(&c.rate, money::Scale::new(6)).is_none_or(|r| r <= 0) {
        return Err(AppError::field("rate"));
    }
    let methods: Vec<&str> = c.methods.split(',').map(str::trim).collect();
    if methods.is_empty() || methods.iter().any(|m| !service::METHODS.contains(m)) {
        return Err(AppError::field("methods"));
    }
    if c.min_amount <= 0 || c.max_amount < c.min_amount {
        return Err(AppError::field("max_amount"));
    }
    if !matches!(c.status, 0 | 1) {
        return Err(AppError::field("status"));
    }
    for (name, value) in [
        ("bank_name", &c.bank_name),
        ("account_name", &c.account_name),
        ("iban", &c.iban),
        ("bic", &c.bic),
        ("bank_address", &c.bank_address),
    ] {
        if value.chars().count() > service::FIELD_CHARS {
            return Err(AppError::field(name));
        }
    }
    Ok(())
}

pub async fn save_country(
    app: &AppState,
    operator: &Operator,
    c: CountryRow,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    check_country(&c)?;
    let mut tx = app.db.begin().await?;
    let old = repo::country_in(&mut tx, &c.code).await?;
    repo::save_country(&mut tx, &c, now).await?;
    let (before, after) = (old.as_ref().map(terms).unwrap_or_default(), terms(&c));
    if before != after {
        let key = format!("country:{}", c.code);
        rules::log_change(
            &mut tx,
            &rules::Change {
                product: "quickbuy",
                key: &key,
                old_value: &before,
                new_value: &after,
                operator_id: operator.id,
                role: operator.role.as_str(),
                at: now,
            },
        )
        .await?;
    }
    let target = format!("quickbuy_country:{}", c.code);
    let account = format!("{after}; receiving {} {} {}", c.bank_name, c.iban, c.bic);
    audit::record(
        &mut tx,
        &Entry::by(operator, "quickbuy.country", &target, &account, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn reserves(app: &AppState) -> Result<Vec<QuickBuyReserve>, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut out = Vec::new();
    let mut tx = app.db.begin().await?;
    for id in service::sold_ids(&app.db).await? {
        let Some(a) = assets.iter().find(|a| a.id == id) else {
            continue;
        };
        out.push(QuickBuyReserve {
            currency_id: id,
            currency_name: a.symbol.clone(),
            held: money::format(RESERVE.held(&mut tx, id).await?, a.scale),
            promised: money::format(repo::promised(&mut tx, id).await?, a.scale),
        });
    }
    drop(tx);
    Ok(out)
}

pub async fn withdraw_reserve(
    app: &AppState,
    operator: &Operator,
    currency: AssetId,
    (amount, reason): (&str, &str),
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let m = reserve::read(app, currency, amount, reason).await?;
    let mut tx = app.db.begin().await?;
    let held = RESERVE.taken(&mut tx, m.asset.id, now).await?;
    let owed = i128::from(repo::promised(&mut tx, m.asset.id).await?);
    reserve::withdraw(
        &mut tx,
        operator,
        &m,
        &RESERVE,
        reserve::Cover { held, owed },
        ip,
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn us() -> CountryRow {
        CountryRow {
            code: "US".into(),
            name: "United States".into(),
            fiat: "USD".into(),
            rate: "1".into(),
            methods: "bank,card".into(),
            min_amount: 10,
            max_amount: 50_000,
            status: 1,
            ..CountryRow::default()
        }
    }

    #[test]
    fn a_country_needs_its_codes_a_positive_rate_known_methods_and_ordered_limits() {
        assert!(check_country(&us()).is_ok());
        let field = |c: CountryRow| check_country(&c).err().and_then(|e| e.field);
        assert_eq!(
            field(CountryRow {
                code: "usa".into(),
                ..us()
            }),
            Some("code")
        );
        assert_eq!(
            field(CountryRow {
                rate: "0".into(),
                ..us()
            }),
            Some("rate")
        );
        assert_eq!(
            field(CountryRow {
                methods: "bank,cash".into(),
                ..us()
            }),
            Some("methods")
        );
        assert_eq!(
            field(CountryRow {
                max_amount: 5,
                ..us()
            }),
            Some("max_amount")
        );
    }
}
