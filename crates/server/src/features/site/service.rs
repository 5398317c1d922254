use std::collections::HashMap;

use time::UtcOffset;

use super::{
    dto::{MoneyMove, PublicSetting, Rule, RuleChange, SiteConfig},
    repo,
};
use crate::{
    app::AppState,
    clock,
    db::Tx,
    error::{AppError, ErrorCode},
    http::pager::Pager,
    ledger, money,
    operators::money_moves,
    rules,
};

pub async fn site_config(app: &AppState) -> Result<SiteConfig, AppError> {
    let values: HashMap<String, String> = repo::all_settings(&app.db)
        .await?
        .into_iter()
        .map(|r| (r.key, r.value))
        .collect();
    let get = |key: &str| values.get(key).cloned().unwrap_or_default();
    Ok(SiteConfig {
        site_name: get("site_name"),
        site_logo: get("site_logo"),
        down_logo: get("down_logo"),
        support_url: get("support_url"),
        zxkf_url: get("zxkf_url"),
        telegram_url: get("telegram_url"),
        whats: get("whats"),
        jie_url: get("jie_url"),
        hk_url: get("hk_url"),
        timezone: get("timezone"),
        default_lang: get("default_lang"),
        demo: i64::from(app.config.server.demo),
    })
}

/// A setting the operator marked public; other keys answer `not_found`.
pub async fn public_setting(app: &AppState, key: &str) -> Result<PublicSetting, AppError> {
    let all = repo::all_settings(&app.db).await?;
    let position = all
        .iter()
        .position(|r| r.key == key && r.is_public == 1)
        .ok_or(ErrorCode::NotFound)?;
    let row = &all[position];
    Ok(PublicSetting {
        id: i64::try_from(position).unwrap_or(0) + 1,
        key: row.key.clone(),
        value: row.value.clone(),
    })
}

pub async fn site_name(app: &AppState) -> Result<String, AppError> {
    Ok(repo::setting(&app.db, "site_name")
        .await?
        .map(|r| r.value)
        .unwrap_or_else(|| "Mercato".into()))
}

/// The display time zone every API time is rendered in (default UTC+8).
pub async fn display_offset(app: &AppState) -> Result<UtcOffset, AppError> {
    Ok(app.settings.display_offset(&app.db).await?)
}

pub async fn published_rules(app: &AppState, product: Option<&str>) -> Result<Vec<Rule>, AppError> {
    let offset = display_offset(app).await?;
    Ok(rules::list(&app.db, product)
        .await?
        .into_iter()
        .map(|r| Rule {
            product: r.product,
            key: r.key,
            value: r.value,
            unit: r.unit,
            updated_at: if r.updated_at > 0 {
                clock::display(r.updated_at, offset)
            } else {
                String::new()
            },
            updated_at_ts: r.updated_at,
        })
        .collect())
}

/// Sets a site setting inside the caller's transaction; answers the value it replaced (`None`: no such key).
pub async fn change_setting(
    tx: &mut Tx,
    key: &str,
    value: &str,
    now: i64,
) -> Result<Option<String>, AppError> {
    Ok(repo::set_setting(tx, key, value, now).await?)
}

/// Well-known addresses nobody holds the keys to, which demo mode shows so deposits open without an operator and
/// nothing sent there can be taken by anyone.
const DEMO_ADDRESSES: [(&str, &str); 3] = [
    ("_BTC", "1BitcoinEaterAddressDontSendf59kuE"),
    ("_ERC20", "0x000000000000000000000000000000000000dEaD"),
    ("_TRC20", "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"),
];

/// Demo mode only: gives every empty deposit address the network's unspendable address, audited as the demo's
/// own change; an address an operator set is kept. Answers how many were set.
pub async fn seed_demo_addresses(db: &crate::db::Db, now: i64) -> Result<usize, AppError> {
    let mut tx = db.begin().await?;
    let mut set = 0;
    for row in repo::all_settings(db).await? {
        let Some(address) = DEMO_ADDRESSES
            .iter()
            .find(|(network, _)| row.key.starts_with("deposit_address_") && row.key.ends_with(network))
            .map(|(_, address)| *address)
        else {
            continue;
        };
        if !row.value.is_empty() {
            continue;
        }
        repo::set_setting(&mut tx, &row.key, address, now).await?;
        let target = format!("site:{}", row.key);
        let entry = crate::operators::audit::Entry {
            operator_id: None,
            actor: "demo",
            action: "setting.change",
            target: &target,
            before: "",
            after: address,
            ip: "",
            at: now,
        };
        crate::operators::audit::record(&mut tx, &entry).await?;
        set += 1;
    }
    tx.commit().await?;
    Ok(set)
}

pub async fn changelog(
    app: &AppState,
    product: Option<&str>,
    page: i64,
    limit: i64,
    url: String,
) -> Result<Pager<RuleChange>, AppError> {
    let offset = display_offset(app).await?;
    let (rows, total) = rules::changelog(&app.db, product, limit, (page - 1) * limit).await?;
    let data = rows
        .into_iter()
        .map(|r| {
            let from = clock::display(r.changed_at, offset);
            let (applies_to, applies) = match rules::spec::scope(&r.product, &r.key) {
                Some(rules::spec::Scope::Opened(what)) => (
                    Some(what.to_string()),
                    Some(format!("applies to {what} opened from {from}")),
                ),
                Some(rules::spec::Scope::Now) => {
                    (Some("all".to_string()), Some(format!("applies from {from}")))
                }
                None => (None, None),
            };
            RuleChange {
                applies_from: applies.is_some().then(|| from.clone()),
                applies_from_ts: applies.is_some().then_some(r.changed_at),
                applies_to,
                applies,
                product: r.product,
                key: r.key,
                old_value: r.old_value,
                new_value: r.new_value,
                changed_at: from,
                changed_at_ts: r.changed_at,
                changed_by_role: r.changed_by_role,
            }
        })
        .collect();
    Ok(Pager::new(data, total, page, limit, url))
}

/// A page of the public log of operators' money moves, newest first.
pub async fn money_moves(
    app: &AppState,
    page: i64,
    limit: i64,
    url: String,
) -> Result<Pager<MoneyMove>, AppError> {
    let offset = display_offset(app).await?;
    let assets = ledger::catalogue::assets(&app.db).await?;
    let (rows, total) = money_moves::page(&app.db, limit, (page - 1) * limit).await?;
    let data = rows
        .into_iter()
        .map(|r| {
            let asset = assets.iter().find(|a| a.id == r.asset_id);
            MoneyMove {
                id: r.id,
                kind: r.kind,
                currency_id: r.asset_id,
                currency_name: asset.map(|a| a.symbol.clone()).unwrap_or_default(),
                amount: asset.map_or_else(|| r.amount.to_string(), |a| money::format(r.amount, a.scale)),
                category: r.category,
                at: clock::display(r.created_at, offset),
                at_ts: r.created_at,
            }
        })
        .collect();
    Ok(Pager::new(data, total, page, limit, url))
}
