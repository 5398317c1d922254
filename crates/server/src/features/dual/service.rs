//! Dual investment's calls: the products on sale with how far the reserves cover them, a purchase as one
//! transaction, and the user's orders with the evidence of their settlement.

use super::{
    dto::{BuyInput, DualIndex, DualOrder, DualProduct},
    repo::{self, NewOrder, OrderFilter},
};
use crate::{
    app::AppState,
    clock,
    db::Tx,
    earn::dual::{
        self as core, Kind, Payout, cover_percent,
        repo::{OrderRow, ProductRow},
    },
    error::{AppError, ErrorCode},
    features::{reserve, site, wallet},
    http::pager::ListPage,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    market::USDT,
    money::{self, Scale},
};

/// APRs travel as percent with up to four decimals: "12.5" is 125 000 ppm.
pub const PERCENT: Scale = Scale::new(4);

pub fn percent(ppm: i64) -> String {
    money::format_short(ppm, PERCENT)
}

pub fn price_text(price: i64) -> String {
    money::format_short(price, Scale::USDT)
}

/// What the reserves must hold for every commitment, per asset: each coin's own, and USDT's for all coins.
pub fn needs(commitments: &[(ProductRow, i64)]) -> Vec<(AssetId, i128)> {
    let mut out: Vec<(AssetId, i128)> = vec![(USDT, 0)];
    for (p, shares) in commitments {
        let need = p.terms().need(*shares);
        match out.iter_mut().find(|(a, _)| *a == p.asset_id) {
            Some(entry) => entry.1 += need.coin,
            None => out.push((p.asset_id, need.coin)),
        }
        if let Some(entry) = out.iter_mut().find(|(a, _)| *a == USDT) {
            entry.1 += need.usdt;
        }
    }
    out
}

/// Dual investment's funded reserve (`dual_reserve`), one account per asset.
pub const RESERVE: reserve::Reserve = reserve::Reserve {
    role: SystemRole::DualReserve,
    fund: (TxKind::DualReserveFund, "dual.reserve.fund"),
    withdraw: (TxKind::DualReserveWithdraw, "dual.reserve.withdraw"),
};

/// Reserves and needs of a coin and USDT: `(asset, held, needed)`.
pub async fn coverage(
    tx: &mut Tx,
    coin: AssetId,
    also: i64,
) -> Result<Vec<(AssetId, i64, i128)>, sqlx::Error> {
    let commitments = core::repo::commitments(tx, also).await?;
    let needs = needs(&commitments);
    let mut out = Vec::new();
    for asset in [coin, USDT] {
        let held = RESERVE.held(tx, asset).await?;
        let needed = needs.iter().find(|(a, _)| *a == asset).map_or(0, |(_, n)| *n);
        out.push((asset, held, needed));
    }
    Ok(out)
}

fn symbol(assets: &[AssetRow], id: AssetId) -> (String, Scale) {
    assets
        .iter()
        .find(|a| a.id == id)
        .map_or((String::new(), Scale::USDT), |a| (a.symbol.clone(), a.scale))
}

fn date(ms: i64, offset: time::UtcOffset) -> String {
    clock::display(ms, offset).get(..10).unwrap_or("").to_string()
}

fn product_view(
    lang: Lang,
    p: &ProductRow,
    assets: &[AssetRow],
    cover: i64,
    offset: time::UtcOffset,
    now: i64,
) -> DualProduct {
    let (coin, _) = symbol(assets, p.asset_id);
    let (pay, pay_scale) = symbol(assets, p.pay_asset());
    DualProduct {
        id: p.id,
        name: i18n::demo::shown(&p.name, lang),
        currency_id: p.asset_id,
        currency_name: coin,
        kind: p.kind.clone(),
        rate: percent(p.apr_ppm),
        exercise_price: price_text(p.exercise_price),
        day: p.days,
        minutes: p.term_minutes,
        start_time: date(p.start_at, offset),
        end_time: date(p.settle_at, offset),
        start_time_ts: p.start_at,
        settle_time: clock::display(p.settle_at, offset),
        settle_time_ts: p.settle_at,
        total_number: p.total_number,
        purchased_number: p.purchased_number,
        remaining_number: p.total_number - p.purchased_number,
        user_limit: p.user_limit,
        status: i64::from(p.selling(now)),
        share: money::format(p.terms().principal(1), pay_scale),
        pay_currency: pay,
        reserve_cover: cover.to_string(),
        demo: p.demo,
    }
}

async fn cover_of(tx: &mut Tx, coin: AssetId) -> Result<i64, sqlx::Error> {
    let rows = coverage(tx, coin, 0).await?;
    Ok(rows
        .iter()
        .map(|(_, held, needed)| cover_percent(*held, *needed))
        .min()
        .unwrap_or(100))
}

pub async fn index(
    app: &AppState,
    lang: Lang,
    currency: Option<i64>,
    kind: Option<&str>,
) -> Result<DualIndex, AppError> {
    let kind = Kind::parse(kind.unwrap_or("call")).ok_or(AppError::field("type"))?;
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin_snapshot().await?;
    let rows = repo::selling(
        &mut tx,
        currency.filter(|c| *c > 0).map(AssetId),
        kind.as_str(),
        now,
    )
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for p in &rows {
        let cover = cover_of(&mut tx, p.asset_id).await?;
        out.push(product_view(lang, p, &assets, cover, offset, now));
    }
    drop(tx);
    Ok(DualIndex { dual_currencys: out })
}

pub async fn detail(app: &AppState, lang: Lang, id: i64) -> Result<DualProduct, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin_snapshot().await?;
    let p = core::repo::product(&mut tx, id)
        .await?
        .ok_or(ErrorCode::NotFound)?;
    let cover = cover_of(&mut tx, p.asset_id).await?;
    drop(tx);
    Ok(product_view(lang, &p, &assets, cover, offset, now))
}

/// Buys `num` shares: the shares and the user's holding are counted by conditional writes, the order inserted and
/// its principal moved from the change account to `dual_pool`, all in one transaction.
pub async fn buy(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: BuyInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let num = input
        .num
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or(ErrorCode::InvalidAmount)?;
    let claim = key.map(|key| {
        let fields = [input.id.to_string(), num.to_string()];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/dual/buyDual", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return idempotency::text_of(answer);
    }
    let mut tx = app.db.begin().await?;
    let p = core::repo::product(&mut tx, input.id)
        .await?
        .ok_or(ErrorCode::NotFound)?;
    if now >= p.start_at && p.opened_at.is_some() {
        return Err(ErrorCode::Ended.into());
    }
    if p.status != 1 {
        return Err(ErrorCode::NotOnSale.into());
    }
    if num > p.user_limit {
        return Err(ErrorCode::UserLimitExceeded.into());
    }
    if !repo::take_shares(&mut tx, p.id, num, now).await? {
        return Err(ErrorCode::SoldOut.into());
    }
    if !repo::hold(&mut tx, p.id, user_id, num, p.user_limit).await? {
        return Err(ErrorCode::UserLimitExceeded.into());
    }
    let principal = p.terms().principal(num);
    let pay = p.pay_asset();
    let id = repo::insert_order(
        &mut tx,
        &NewOrder {
            user_id,
            product_id: p.id,
            pay_asset_id: pay,
            number: num,
            principal,
            now,
        },
    )
    .await?;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::DualBuy,
            reference: &format!("dual_order:{id}"),
            memo: &p.name,
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::User(user_id, AccountKind::Change), pay, -principal),
                Leg::available(Owner::System(SystemRole::DualPool), pay, principal),
            ],
            now,
        },
    )
    .await?;
    let answer = serde_json::Value::String(i18n::text(lang, "dual_bought", &[]));
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &answer).await? {
        return idempotency::text_of(earlier);
    }
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, pay, "change").await;
    idempotency::text_of(answer)
}

/// The payout's formula with the order's numbers: which side of the reference price the settlement fell, any
/// conversion of the principal at the reference price, and the interest for the term at the APR, rounded down.
pub fn formula(p: &ProductRow, o: &OrderRow, assets: &[AssetRow], paid: Option<Payout>) -> String {
    let (coin, coin_scale) = symbol(assets, p.asset_id);
    let (usdt, usdt_scale) = symbol(assets, USDT);
    let t = p.terms();
    let term = if p.days > 0 {
        p.days.to_string()
    } else {
        format!("{} ÷ 1440", p.term_minutes)
    };
    let reference = price_text(p.exercise_price);
    let growth = format!("(1 + {term} × {}% ÷ 365)", percent(p.apr_ppm));
    let coin_amount = money::format(t.coin(o.number), coin_scale);
    let usdt_amount = money::format(t.usdt(o.number), usdt_scale);
    let conversion = match p.kind() {
        Kind::Call => format!("{coin_amount} {coin} × {reference} = {usdt_amount} {usdt}"),
        Kind::Put => format!("{usdt_amount} {usdt} ÷ {reference} = {coin_amount} {coin}"),
    };
    let Some(paid) = paid else {
        return format!(
            "{conversion}; below {reference}: {coin_amount} × {growth} {coin}; otherwise: {usdt_amount} × {growth} {usdt}; rounded down"
        );
    };
    let (amount, asset, scale) = if paid.in_coin {
        (&coin_amount, &coin, coin_scale)
    } else {
        (&usdt_amount, &usdt, usdt_scale)
    };
    let side = match p.settle_price {
        Some(price) if paid.in_coin => format!("{} < {reference}", price_text(price)),
        Some(price) => format!("{} ≥ {reference}", price_text(price)),
        None => "no price: refunded".to_string(),
    };
    let converted = (asset != &symbol(assets, o.pay_asset_id).0).then(|| format!("{conversion}; "));
    format!(
        "{side}; {}{amount} × {growth} = {} {asset}, rounded down",
        converted.unwrap_or_default(),
        money::format(paid.total(), scale)
    )
}

fn order_view(
    lang: Lang,
    p: &ProductRow,
    o: &OrderRow,
    assets: &[AssetRow],
    offset: time::UtcOffset,
    now: i64,
) -> DualOrder {
    let (coin, _) = symbol(assets, p.asset_id);
    let (pay, pay_scale) = symbol(assets, o.pay_asset_id);
    let settled = o.payout.is_some();
    let paid = settled.then(|| p.terms().payout(o.number, o.settle_price));
    let (settle_currency, payout_scale) = o
        .payout_asset_id
        .map_or((String::new(), pay_scale), |a| symbol(assets, a));
    DualOrder {
        id: o.id,
        dual_id: p.id,
        name: i18n::demo::shown(&p.name, lang),
        currency_id: p.asset_id,
        currency_name: coin,
        kind: p.kind.clone(),
        order_rate: percent(p.apr_ppm),
        exercise_price: price_text(p.exercise_price),
        remaining_number: p.total_number - p.purchased_number,
        day: p.days,
        minutes: p.term_minutes,
        number: o.number,
        price: money::format(p.terms().principal(1), pay_scale),
        total: money::format(o.principal, pay_scale),
        pay_currency: pay,
        end_time: date(p.settle_at, offset),
        settle_time: clock::display(p.settle_at, offset),
        settle_time_ts: p.settle_at,
        created: clock::display(o.created_at, offset),
        created_ts: o.created_at,
        status: if o.status == 1 && now >= p.settle_at {
            2
        } else {
            o.status
        },
        success: money::format(o.payout.unwrap_or(0), payout_scale),
        settle_currency,
        settle_price: o.settle_price.map(price_text),
        settle_price_source: o.settle_source.clone().unwrap_or_default(),
        settle_price_ts: o.settle_price_ts,
        formula: formula(p, o, assets, paid),
    }
}

pub async fn orders(
    app: &AppState,
    lang: Lang,
    filter: OrderFilter<'_>,
    page: i64,
    limit: i64,
) -> Result<ListPage<DualOrder>, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin_snapshot().await?;
    let rows = repo::user_orders(&mut tx, &filter, limit, (page - 1) * limit).await?;
    let count = repo::count_orders(&mut tx, &filter).await?;
    let mut list = Vec::with_capacity(rows.len());
    let mut products: Vec<ProductRow> = Vec::new();
    for o in rows {
        if !products.iter().any(|p| p.id == o.product_id)
            && let Some(p) = core::repo::product(&mut tx, o.product_id).await?
        {
            products.push(p);
        }
        if let Some(p) = products.iter().find(|p| p.id == o.product_id) {
            list.push(order_view(lang, p, &o, &assets, offset, now));
        }
    }
    drop(tx);
    Ok(ListPage {
        list,
        count,
        page,
        limit,
    })
}
