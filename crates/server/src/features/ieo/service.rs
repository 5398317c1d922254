//! The IEO calls: the projects with their progress, the caller's totals, subscribing into escrow, and the
//! caller's subscriptions with the allocation rule applied to the totals. Creating projects is in `issue`.

use time::UtcOffset;

use super::{
    dto::{
        IeoDetail, IeoOrderInfo, IeoPrice, IeoProject, IeoProjectInfo, IeoSellOrder, IeoSubscription,
        OrderInput,
    },
    repo::{self, NewSubscription, PriceRow},
};
use crate::{
    app::AppState,
    clock,
    earn::{
        DAY_MS,
        ieo::{
            self as core,
            allocation::{self, RULE},
            repo::ProjectRow,
        },
    },
    error::{AppError, ErrorCode},
    features::{site, wallet},
    http::pager::{DataPage, ListPage},
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    money::{self, Scale},
};

/// Applied for as a percentage of `supply`, two decimals, rounded down.
pub fn percentage(applied: i64, supply: i64) -> String {
    let hundredths = i128::from(applied) * 10_000 / i128::from(supply.max(1));
    money::format(i64::try_from(hundredths).unwrap_or(i64::MAX), Scale::new(2))
}

/// Whole days from the end of the sale to listing, rounded up.
pub fn lock_days(end_at: i64, listing_at: i64) -> i64 {
    (listing_at - end_at + DAY_MS - 1).max(0) / DAY_MS
}

fn asset(assets: &[AssetRow], id: AssetId) -> Option<&AssetRow> {
    assets.iter().find(|a| a.id == id)
}

fn view(
    lang: Lang,
    p: &ProjectRow,
    prices: &[PriceRow],
    assets: &[AssetRow],
    offset: UtcOffset,
    now: i64,
) -> Option<IeoProject> {
    let token = asset(assets, p.asset_id)?;
    let prices: Vec<IeoPrice> = prices
        .iter()
        .filter(|r| r.project_id == p.id)
        .filter_map(|r| {
            let a = asset(assets, r.asset_id)?;
            Some(IeoPrice {
                currency_id: a.id,
                currency_name: a.symbol.clone(),
                price: money::format(r.price, a.scale),
            })
        })
        .collect();
    let first = prices.first()?.clone();
    let f = |v: i64| money::format(v, token.scale);
    Some(IeoProject {
        id: p.id,
        title: i18n::demo::shown(&p.title, lang),
        summary: i18n::demo::shown(&p.summary, lang),
        logo: p.logo.clone(),
        currency_id: token.id,
        currency_name: token.symbol.clone(),
        pay_currency_id: first.currency_id,
        pay_currency_name: first.currency_name,
        price: first.price,
        prices,
        amount: f(p.supply),
        total_sell: f(p.applied),
        percentage: percentage(p.applied.min(p.supply), p.supply),
        applied_percentage: percentage(p.applied, p.supply),
        day: lock_days(p.end_at, p.listing_at),
        min_amount: f(p.min_amount),
        max_amount: f(p.max_amount),
        start_at: clock::display(p.start_at, offset),
        end_at: clock::display(p.end_at, offset),
        listing_at: clock::display(p.listing_at, offset),
        start_at_ts: p.start_at,
        end_at_ts: p.end_at,
        listing_at_ts: p.listing_at,
        time_status: core::time_status(p.start_at, p.end_at, now),
        status: p.status,
        rule: RULE.to_string(),
        demo: p.demo,
    })
}

pub async fn list(
    app: &AppState,
    lang: Lang,
    page: i64,
    limit: i64,
) -> Result<ListPage<IeoProject>, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let rows = repo::projects(&app.db, limit, (page - 1) * limit).await?;
    let prices = repo::prices(&app.db).await?;
    Ok(ListPage {
        list: rows
            .iter()
            .filter_map(|p| view(lang, p, &prices, &assets, offset, now))
            .collect(),
        count: repo::project_count(&app.db).await?,
        page,
        limit,
    })
}

pub async fn detail(
    app: &AppState,
    lang: Lang,
    user: Option<UserId>,
    id: i64,
) -> Result<IeoDetail, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let p = repo::project(&app.db, id).await?.ok_or(ErrorCode::NotFound)?;
    let prices = repo::prices(&app.db).await?;
    let project = view(lang, &p, &prices, &assets, offset, app.clock.now_ms()).ok_or(ErrorCode::NotFound)?;
    let token = asset(&assets, p.asset_id).ok_or(ErrorCode::NotFound)?;
    let f = |v: i64| money::format(v, token.scale);
    let (user_has_money, order_info) = match user {
        Some(user_id) => {
            let pay = asset(&assets, project.pay_currency_id).ok_or(ErrorCode::NotFound)?;
            let balance = ledger::catalogue::balances(&app.db, user_id)
                .await?
                .into_iter()
                .find(|b| b.asset_id == pay.id && b.kind == AccountKind::Change.code())
                .map_or(0, |b| b.available);
            let (applied, passed) = repo::user_totals(&app.db, id, user_id).await?;
            (
                money::format(balance, pay.scale),
                Some(IeoOrderInfo {
                    applied: f(applied),
                    passed: f(passed),
                }),
            )
        }
        None => ("0".to_string(), None),
    };
    let sold = if p.status == core::PUBLISHED {
        p.applied.min(p.supply)
    } else {
        p.allocated
    };
    Ok(IeoDetail {
        info: IeoProjectInfo {
            project,
            white_paper: p.white_paper.clone(),
            website: p.website.clone(),
            user_has_money,
        },
        order_info,
        sell_order: IeoSellOrder {
            sold: f(sold),
            remaining: f(p.supply - sold),
        },
    })
}

pub async fn orders(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    page: i64,
    limit: i64,
) -> Result<DataPage<IeoSubscription>, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::user_subscriptions(&app.db, user_id, limit, (page - 1) * limit).await?;
    let total = repo::user_subscription_count(&app.db, user_id).await?;
    let mut data = Vec::with_capacity(rows.len());
    for s in rows {
        let Some(p) = repo::project(&app.db, s.project_id).await? else {
            continue;
        };
        let (Some(token), Some(pay)) = (asset(&assets, p.asset_id), asset(&assets, s.pay_asset_id)) else {
            continue;
        };
        let f = |v: i64| money::format(v, token.scale);
        let g = |v: i64| money::format(v, pay.scale);
        data.push(IeoSubscription {
            id: s.id,
            project_id: p.id,
            name: i18n::demo::shown(&p.title, lang),
            currency_name: token.symbol.clone(),
            coin_amount: f(s.amount),
            give_amount: f(s.allocated),
            pay_currency_name: pay.symbol.clone(),
            price: g(s.price),
            paid: g(s.paid),
            charged: g(s.charged),
            refunded: g(s.refunded),
            sell_begin: clock::display(p.listing_at, offset),
            sell_begin_ts: p.listing_at,
            released: i64::from(s.released_at.is_some()),
            status: s.status,
            formula: format!(
                "{}; charged = ceil(allocated × price); refunded = paid − charged",
                allocation::formula(s.amount, p.supply, p.applied, token.scale)
            ),
            total_applied: f(p.applied),
            supply: f(p.supply),
            created_at: clock::display(s.created_at, offset),
            created_at_ts: s.created_at,
        });
    }
    Ok(DataPage::new(data, total, page, limit))
}

/// Checks a subscription against the project's terms at `now`; answers the tokens applied for, the payment
/// asset and price, and what it costs.
fn check(
    p: &ProjectRow,
    prices: &[PriceRow],
    assets: &[AssetRow],
    input: &OrderInput,
    now: i64,
) -> Result<(i64, AssetId, i64, i64), AppError> {
    if now < p.start_at {
        return Err(ErrorCode::NotStarted.into());
    }
    if now >= p.end_at || p.status != core::PUBLISHED {
        return Err(ErrorCode::Ended.into());
    }
    let token = asset(assets, p.asset_id).ok_or(ErrorCode::NotFound)?;
    let (pay, price) = prices
        .iter()
        .find(|r| r.project_id == p.id && r.asset_id.get() == input.pay_currency)
        .and_then(|r| Some((asset(assets, r.asset_id)?, r.price)))
        .ok_or(AppError::field("pay_currency"))?;
    let amount = money::parse(&input.amount, token.scale)
        .filter(|v| *v > 0)
        .ok_or(ErrorCode::InvalidAmount)?;
    let shown = money::parse(&input.price, pay.scale).ok_or(AppError::field("price"))?;
    let paid = allocation::payment(amount, price, token.scale)
        .filter(|v| *v > 0)
        .ok_or(ErrorCode::InvalidAmount)?;
    // Existing clients send the total to pay, rounded up as it is charged; Mercato's own app the unit price
    // (ADR 75). Either must be what the current price makes it.
    if shown != paid && shown != price {
        return Err(ErrorCode::PriceChanged.into());
    }
    if amount < p.min_amount {
        return Err(ErrorCode::BelowMinimum.into());
    }
    if amount > p.max_amount {
        return Err(above_maximum(p, token));
    }
    Ok((amount, pay.id, price, paid))
}

fn above_maximum(p: &ProjectRow, token: &AssetRow) -> AppError {
    AppError::new(ErrorCode::UserLimitExceeded).with_message(
        "ieo_above_user_maximum",
        vec![
            ("max", money::format_short(p.max_amount, token.scale)),
            ("symbol", token.symbol.clone()),
        ],
    )
}

/// Subscribes: counts the amount against the project's cap and the user's maximum, records the subscription
/// and moves its payment into escrow, all in one transaction.
pub async fn order(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: OrderInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|key| {
        let fields = [
            input.project_id.to_string(),
            input.amount.clone(),
            input.pay_currency.to_string(),
            input.price.clone(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/project/order", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return idempotency::text_of(answer);
    }
    let assets = ledger::catalogue::assets(&app.db).await?;
    let p = repo::project(&app.db, input.project_id)
        .await?
        .ok_or(AppError::field("project_id"))?;
    let prices = repo::prices(&app.db).await?;
    let (amount, pay_asset_id, price, paid) = check(&p, &prices, &assets, &input, now)?;
    let token = asset(&assets, p.asset_id).ok_or(ErrorCode::NotFound)?;
    let mut tx = app.db.begin().await?;
    if !repo::take_application(&mut tx, p.id, amount, now).await? {
        let current = core::repo::project_in(&mut tx, p.id).await?;
        return Err(match current {
            Some(c) if c.status == core::PUBLISHED => ErrorCode::SoldOut.into(),
            _ => ErrorCode::Ended.into(),
        });
    }
    if !repo::add_user_total(&mut tx, p.id, user_id, amount, p.max_amount).await? {
        return Err(above_maximum(&p, token));
    }
    let id = repo::insert_subscription(
        &mut tx,
        &NewSubscription {
            project_id: p.id,
            user_id,
            amount,
            pay_asset_id,
            price,
            paid,
            now,
        },
    )
    .await?;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::IeoSubscribe,
            reference: &format!("ieo_subscription:{id}"),
            memo: &p.title,
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::User(user_id, AccountKind::Change), pay_asset_id, -paid),
                Leg::available(Owner::System(SystemRole::IeoEscrow), pay_asset_id, paid),
            ],
            now,
        },
    )
    .await?;
    let answer = serde_json::Value::String(i18n::text(lang, "ieo_subscribed", &[]));
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &answer).await? {
        return idempotency::text_of(earlier);
    }
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, pay_asset_id, "change").await;
    idempotency::text_of(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_a_percentage_with_two_decimals_rounded_down() {
        assert_eq!(percentage(1, 3), "33.33");
        assert_eq!(percentage(2_500, 1_000), "250.00");
        assert_eq!(percentage(0, 1_000), "0.00");
    }

    #[test]
    fn a_listing_36_hours_after_the_end_of_the_sale_is_two_lock_days() {
        assert_eq!(lock_days(0, 36 * 3_600_000), 2);
        assert_eq!(lock_days(0, 0), 0);
        assert_eq!(lock_days(0, DAY_MS), 1);
    }
}
