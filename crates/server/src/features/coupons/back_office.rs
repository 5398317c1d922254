//! Coupons as operators run them: campaigns created (terms fixed from then on, in the public changelog) and ended,
//! coupons issued to a user, and the `marketing` account funded and drained. Every action is audited. There is
//! no call that changes a campaign's terms, a coupon's value or what a coupon paid.

use super::{
    dto::{CouponCampaignView, CouponReserve},
    repo::{self, NewCampaign},
    service,
};
use crate::{
    app::AppState,
    db::Db,
    error::AppError,
    features::{identity, reserve, site},
    http::pager::Pager,
    ids::AssetId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind, catalogue},
    market::USDT,
    money,
    operators::{
        Operator,
        audit::{self, Entry},
    },
    rules,
};

pub const RESERVE: reserve::Reserve = reserve::Reserve {
    role: SystemRole::Marketing,
    fund: (TxKind::MarketingFund, "coupons.reserve.fund"),
    withdraw: (TxKind::MarketingWithdraw, "coupons.reserve.withdraw"),
};

/// A campaign as an operator asks for it.
pub struct CampaignInput {
    pub title: String,
    pub kind: String,
    pub value: String,
    pub quantity: i64,
    pub valid_days: i64,
    pub code: Option<String>,
    pub eligibility: String,
    pub min_level: i64,
    /// A boost's extra daily rate in percent ("0.1"); only for kind `boost`.
    pub rate: Option<String>,
}

/// A campaign's checked terms: its value in minor units, a boost's daily rate in parts per million (0 for the other
/// kinds) and its code in capitals.
pub type Terms = (i64, i64, Option<String>);

/// Reads a campaign's terms: a title of 1–60 characters, kind `fee`, `trial` or `boost` (with a daily rate above 0
/// and at most 10 %), a positive USDT value, 1 to 1,000,000 coupons valid 1–365 days, an optional code of 4–32
/// letters and digits, and a known eligibility.
pub fn check(input: &CampaignInput) -> Result<Terms, AppError> {
    let title = input.title.trim();
    if !(1..=60).contains(&title.chars().count()) {
        return Err(AppError::field("title"));
    }
    let rate_ppm = match input.kind.as_str() {
        crate::coupons::FEE | crate::coupons::TRIAL
            if input.rate.as_deref().is_none_or(|r| r.trim().is_empty()) =>
        {
            0
        }
        crate::coupons::FEE | crate::coupons::TRIAL => return Err(AppError::field("rate")),
        crate::coupons::BOOST => input
            .rate
            .as_deref()
            .and_then(|r| money::parse(r.trim(), crate::features::lockming::service::PERCENT))
            .filter(|r| (1..=100_000).contains(r))
            .ok_or(AppError::field("rate"))?,
        _ => return Err(AppError::field("kind")),
    };
    let value = money::parse(input.value.trim(), money::Scale::USDT)
        .filter(|v| *v > 0 && *v <= 1_000_000 * 100_000_000)
        .ok_or(AppError::field("value"))?;
    if !(1..=1_000_000).contains(&input.quantity) {
        return Err(AppError::field("quantity"));
    }
    if !(1..=365).contains(&input.valid_days) {
        return Err(AppError::field("valid_days"));
    }
    let code = match input.code.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        None => None,
        Some(c) if (4..=32).contains(&c.len()) && c.chars().all(|ch| ch.is_ascii_alphanumeric()) => {
            Some(c.to_uppercase())
        }
        Some(_) => return Err(AppError::field("code")),
    };
    let level_ok = match input.eligibility.as_str() {
        "all" | "new" => true,
        "vip" => (1..=crate::vip::TOP).contains(&input.min_level),
        _ => return Err(AppError::field("eligibility")),
    };
    if !level_ok {
        return Err(AppError::field("min_level"));
    }
    Ok((value, rate_ppm, code))
}

pub async fn create(
    app: &AppState,
    operator: &Operator,
    input: &CampaignInput,
    ip: &str,
) -> Result<i64, AppError> {
    let (value, rate_ppm, code) = check(input)?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let new = NewCampaign {
        title: input.title.trim(),
        kind: &input.kind,
        asset_id: USDT,
        value,
        rate_ppm,
        quantity: input.quantity,
        valid_days: input.valid_days,
        code: code.as_deref(),
        eligibility: &input.eligibility,
        min_level: if input.eligibility == "vip" {
            input.min_level
        } else {
            0
        },
        demo: false,
        created_by: Some(operator.id),
        now,
    };
    let id = match repo::insert_campaign(&mut tx, &new).await {
        Ok(id) => id,
        Err(err) if crate::db::unique_violation(&err).is_some() => return Err(AppError::field("code")),
        Err(err) => return Err(err.into()),
    };
    let terms = format!(
        "{}: {}{} {} USDT, {} coupons valid {} days, code {}, for {}{}",
        new.title,
        new.kind,
        if rate_ppm > 0 {
            format!(
                " +{} % a day up to",
                crate::features::lockming::service::percent_short(rate_ppm)
            )
        } else {
            String::new()
        },
        money::format_short(value, money::Scale::USDT),
        new.quantity,
        new.valid_days,
        code.as_deref().unwrap_or("-"),
        new.eligibility,
        if new.eligibility == "vip" {
            format!(" level {}+", new.min_level)
        } else {
            String::new()
        },
    );
    let key = format!("campaign:{id}");
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "coupons",
            key: &key,
            old_value: "",
            new_value: &terms,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    audit::record(
        &mut tx,
        &Entry::by(operator, "coupons.campaign.create", &key, &terms, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn end(
    app: &AppState,
    operator: &Operator,
    id: i64,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let reason = identity::service::check_reason(reason)?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if !repo::end_campaign(&mut tx, id, &reason, now).await? {
        return Err(AppError::field("id"));
    }
    let key = format!("campaign:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "coupons.campaign.end", &key, &reason, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn issue(
    app: &AppState,
    operator: &Operator,
    campaign: i64,
    account: &str,
    ip: &str,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let c = repo::campaign_in(&mut tx, campaign)
        .await?
        .ok_or(AppError::field("campaign_id"))?;
    let user = repo::find_user(&mut tx, account.trim())
        .await?
        .ok_or(AppError::field("account"))?;
    let days = service::new_days(app).await?;
    let id = service::issue(&mut tx, &c, user, (days, Some(operator.id)), now).await?;
    let target = format!("coupon:{id}");
    let after = format!("campaign {campaign} to user {user}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "coupons.issue", &target, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn campaigns(
    app: &AppState,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<CouponCampaignView>, AppError> {
    let (rows, total) = repo::campaigns_page(&app.db, limit, (page - 1) * limit).await?;
    let offset = site::service::display_offset(app).await?;
    let assets = catalogue::assets(&app.db).await?;
    let mut data = Vec::with_capacity(rows.len());
    for c in rows {
        let (currency, scale) = assets
            .iter()
            .find(|a| a.id == c.asset_id)
            .map_or((String::new(), money::Scale::USDT), |a| {
                (a.symbol.clone(), a.scale)
            });
        data.push(CouponCampaignView {
            id: c.id,
            title: c.title.clone(),
            kind: c.kind.clone(),
            value: money::format_short(c.value, scale),
            currency,
            rate: crate::features::lockming::service::percent_short(c.rate_ppm),
            quantity: c.quantity,
            issued: c.issued,
            used: repo::used_count(&app.db, c.id).await?,
            valid_days: c.valid_days,
            code: c.code.clone().unwrap_or_default(),
            eligibility: c.eligibility.clone(),
            min_level: c.min_level,
            status: c.status,
            demo: c.demo == 1,
            created_at: crate::clock::display(c.created_at, offset),
            created_at_ts: c.created_at,
        });
    }
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn reserves(app: &AppState) -> Result<Vec<CouponReserve>, AppError> {
    let assets = catalogue::assets(&app.db).await?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let mut out = Vec::new();
    for a in assets.iter().filter(|a| a.id == USDT) {
        out.push(CouponReserve {
            currency_id: a.id,
            currency_name: a.symbol.clone(),
            held: money::format(RESERVE.held(&mut tx, a.id).await?, a.scale),
            promised: money::format(repo::promised(&mut tx, a.id, now).await?, a.scale),
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
    let owed = i128::from(repo::promised(&mut tx, m.asset.id, now).await?);
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

/// On a demo server: a labelled campaign anyone can claim with the code `WELCOME` (a 5 USDT contract fee coupon),
/// and the marketing account funded from the demo faucet. Done once.
pub async fn seed_demo(db: &Db, now: i64) -> Result<(), AppError> {
    let mut tx = db.begin().await?;
    if repo::campaign_by_code(&mut tx, "WELCOME").await?.is_some() {
        return Ok(());
    }
    let new = NewCampaign {
        title: "Welcome: 5 USDT off a contract fee (demo)",
        kind: crate::coupons::FEE,
        asset_id: USDT,
        value: 5 * 100_000_000,
        rate_ppm: 0,
        quantity: 100_000,
        valid_days: 30,
        code: Some("WELCOME"),
        eligibility: "all",
        min_level: 0,
        demo: true,
        created_by: None,
        now,
    };
    repo::insert_campaign(&mut tx, &new).await?;
    repo::insert_campaign(
        &mut tx,
        &NewCampaign {
            title: "Boost: +0.1 % a day on lock mining, up to 10 USDT (demo)",
            kind: crate::coupons::BOOST,
            value: 10 * 100_000_000,
            rate_ppm: 1_000,
            code: Some("BOOST"),
            ..new
        },
    )
    .await?;
    let funded = 100_000 * 100_000_000;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::MarketingFund,
            reference: "marketing:3",
            memo: "demo",
            idempotency_key: Some("demo_marketing:3"),
            legs: vec![
                Leg::available(Owner::System(SystemRole::Faucet), USDT, -funded),
                Leg::available(Owner::System(SystemRole::Marketing), USDT, funded),
            ],
            now,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> CampaignInput {
        CampaignInput {
            title: "Autumn".into(),
            kind: "fee".into(),
            value: "5".into(),
            quantity: 10,
            valid_days: 7,
            code: Some("autumn26".into()),
            eligibility: "all".into(),
            min_level: 0,
            rate: None,
        }
    }

    #[test]
    fn a_campaigns_code_is_kept_in_capitals_and_its_value_in_minor_units() {
        assert_eq!(
            check(&input()).ok(),
            Some((500_000_000, 0, Some("AUTUMN26".into())))
        );
    }

    #[test]
    fn a_campaign_with_an_unknown_kind_a_zero_value_or_a_vip_level_of_0_is_refused() {
        let bad = |f: fn(&mut CampaignInput)| {
            let mut i = input();
            f(&mut i);
            check(&i).err().and_then(|e| e.field)
        };
        assert_eq!(bad(|i| i.kind = "cash".into()), Some("kind"));
        assert_eq!(bad(|i| i.kind = "trial".into()), None);
        assert_eq!(
            bad(|i| i.kind = "boost".into()),
            Some("rate"),
            "a boost names its rate"
        );
        assert_eq!(
            bad(|i| i.rate = Some("0.1".into())),
            Some("rate"),
            "a fee coupon has none"
        );
        let boost = |rate: &str| {
            let mut i = input();
            i.kind = "boost".into();
            i.rate = Some(rate.into());
            check(&i).map(|(_, ppm, _)| ppm).map_err(|e| e.field)
        };
        assert_eq!(boost("0.1"), Ok(1_000), "0.1 % a day is 1,000 parts per million");
        assert_eq!(boost("10"), Ok(100_000));
        assert_eq!(boost("10.0001"), Err(Some("rate")));
        assert_eq!(boost("0"), Err(Some("rate")));
        assert_eq!(bad(|i| i.value = "0".into()), Some("value"));
        assert_eq!(bad(|i| i.code = Some("a b".into())), Some("code"));
        assert_eq!(
            bad(|i| {
                i.eligibility = "vip".into();
                i.min_level = 0;
            }),
            Some("min_level")
        );
    }
}
