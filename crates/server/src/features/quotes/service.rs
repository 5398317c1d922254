use super::{
    dto::{Candle, Favourite, FavouriteId, KlineQuery, QuoteGroup, QuoteItem},
    repo,
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{site, wallet},
    i18n::{self, Lang},
    ids::{AssetId, UserId},
    market::{
        Market,
        kline::{self, Period},
        publish::{price_text, qty_text},
        repo as market_repo,
    },
    money::{self, Scale},
};

/// At most this many candles per answer (API-CONTRACT §5.7).
const MAX_CANDLES: i64 = 1500;

fn quote_item(app: &AppState, m: &Market, cny_rate: i64, display: time::UtcOffset) -> QuoteItem {
    let params = app.lever.params();
    let now = app.clock.now_ms();
    let t = app.market.ticker(m.id()).unwrap_or_default();
    let rmb = money::mul_div_floor(t.last, cny_rate, 100_000_000).unwrap_or(0);
    let (from_name, category_text) = match (m.row.market_from, m.row.category.as_str()) {
        (1, _) => ("spot", "crypto"),
        (_, "stock") => ("index", "stock"),
        _ => ("index", "crypto"),
    };
    QuoteItem {
        id: m.id(),
        currency_id: m.row.currency_id,
        legal_id: m.row.quote_asset_id,
        currency_name: m.row.base_name.clone(),
        legal_name: m.quote_symbol.clone(),
        symbol: m.symbol().to_string(),
        logo: String::new(),
        now_price: price_text(m, t.last),
        index_price: app
            .market
            .index(m.id())
            .map(|s| price_text(m, s.price))
            .unwrap_or_default(),
        change: t.change_text(),
        volume: qty_text(m, t.volume),
        high: price_text(m, t.high),
        low: price_text(m, t.low),
        rmb_relation: money::format(rmb, Scale::USDT),
        market_from: m.row.market_from,
        market_from_name: from_name.to_string(),
        category: m.row.category.clone(),
        category_text: category_text.to_string(),
        simulated: i64::from(
            m.row.simulated == 1
                || app
                    .market
                    .index(m.id())
                    .is_some_and(|s| s.source == crate::market::index::SIMULATOR),
        ),
        open_coin_trade: i64::from(m.is_spot() && m.row.open_coin_trade == 1),
        open_lever: m.row.open_lever,
        open_microtrade: m.row.open_microtrade,
        sort: m.row.sort,
        price_scale: m.row.price_scale,
        qty_scale: m.row.qty_scale,
        min_qty: qty_text(m, m.row.min_qty * m.lot()),
        min_notional: money::format(m.row.min_notional, m.quote_scale),
        lever_share_num: money::format_short(params.lot(&m.row.base_name).unwrap_or(0), Scale::USDT),
        lever_min_share: params.min_lots,
        lever_max_share: params.max_lots,
        lever_trade_fee: money::format(params.fee_ppm, Scale::new(4)),
        overnight: money::format(params.overnight_ppm, Scale::new(4)),
        spread: money::format(params.spread_ppm, Scale::new(4)),
        trading_hours: params.stock_hours.shown_for(&m.row.category, now, display),
        trading_open: i64::from(params.is_open(&m.row.category, now)),
    }
}

/// Quote-currency groups, each a *Currency* with its `quotation` list; USDT first.
pub async fn quotations(app: &AppState) -> Result<Vec<QuoteGroup>, AppError> {
    let assets = wallet::repo::assets(&app.db).await?;
    let cny_rate = site::repo::setting(&app.db, "usdt_cny_rate")
        .await?
        .and_then(|r| money::parse(&r.value, Scale::USDT))
        .unwrap_or(0);
    let mut quotes: Vec<AssetId> = app
        .market
        .markets()
        .iter()
        .map(|m| m.row.quote_asset_id)
        .collect();
    quotes.sort_by_key(|q| (*q != crate::market::USDT, *q));
    quotes.dedup();
    let display = site::service::display_offset(app).await?;
    Ok(quotes
        .into_iter()
        .filter_map(|q| {
            let a = assets.iter().find(|a| a.id == q)?;
            let items: Vec<QuoteItem> = app
                .market
                .markets()
                .iter()
                .filter(|m| m.row.quote_asset_id == q)
                .map(|m| quote_item(app, m, cny_rate, display))
                .collect();
            Some(QuoteGroup {
                currency: a.into(),
                quotation: items,
            })
        })
        .collect())
}

fn candle_view(m: &Market, c: &kline::Candle, simulated: bool) -> Candle {
    let volume = qty_text(m, c.volume);
    Candle {
        id: c.open_time / 1000,
        time: c.open_time,
        open: price_text(m, c.open),
        high: price_text(m, c.high),
        low: price_text(m, c.low),
        close: price_text(m, c.close),
        amount: volume.clone(),
        volume,
        vol: money::format(c.turnover, m.quote_scale),
        simulated: i64::from(simulated),
    }
}

/// How many periods a `from`–`to` window spans: the candles that open after `from` and by `to`, at least one.
fn spanned(period: Period, from: i64, to: i64) -> i64 {
    let mut open = period.open_time(from);
    let mut count = 0;
    while count < MAX_CANDLES {
        let next = period.next_open(open);
        if next > to || next <= open {
            break;
        }
        open = next;
        count += 1;
    }
    count.max(1)
}

/// Candles of a pair, oldest first; `1Y` gives yearly candles made from months.
pub async fn klines(app: &AppState, q: KlineQuery) -> Result<Vec<Candle>, AppError> {
    let m = app.market.by_symbol(&q.symbol).ok_or(AppError::field("symbol"))?;
    let yearly = matches!(q.period.trim(), "1Y" | "1y" | "1year");
    let period = if yearly {
        Period::Mon1
    } else {
        Period::parse(&q.period).ok_or(AppError::field("period"))?
    };
    let to =
        q.to.filter(|t| *t > 0)
            .map_or(app.clock.now_ms(), |t| t.saturating_mul(1000));
    let from = q.from.filter(|f| *f > 0).map_or(0, |f| f.saturating_mul(1000));
    if from > to {
        return Err(AppError::field("from"));
    }
    // A window shorter than the period (an hour of day candles) still shows the candle it falls in; a longer one
    // shows as many candles as it spans periods, the one `to` falls in last (existing clients read today's from
    // `data[499]` of a 500-day window; ADR 75).
    let spanned = if from > 0 && !yearly {
        spanned(period, from, to)
    } else {
        MAX_CANDLES
    };
    let from = if from > 0 { period.open_time(from) } else { 0 };
    let limit = if yearly {
        i64::MAX / 2
    } else {
        spanned.clamp(1, MAX_CANDLES)
    };
    let name = if q.source.trim() == "index" && m.is_spot() {
        period.index_name()
    } else {
        period.name()
    };
    let rows = market_repo::candles(&app.db, m.id(), name, from, to, limit).await?;
    if yearly {
        let months: Vec<kline::Candle> = rows.iter().map(market_repo::CandleRow::candle).collect();
        let simulated = rows.iter().any(|r| r.simulated == 1);
        return Ok(kline::yearly(&months)
            .iter()
            .map(|c| candle_view(&m, c, simulated))
            .collect());
    }
    Ok(rows
        .iter()
        .map(|r| candle_view(&m, &r.candle(), r.simulated == 1))
        .collect())
}

pub async fn add_favourite(
    app: &AppState,
    user_id: UserId,
    currency_id: i64,
) -> Result<FavouriteId, AppError> {
    if !app
        .market
        .markets()
        .iter()
        .any(|m| m.row.currency_id == currency_id)
    {
        return Err(ErrorCode::NotFound.into());
    }
    let mut tx = app.db.begin().await?;
    let id = repo::add(&mut tx, user_id, currency_id, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(FavouriteId { id })
}

pub async fn del_favourite(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    id: i64,
    currency_id: i64,
) -> Result<String, AppError> {
    let mut tx = app.db.begin().await?;
    let removed = repo::delete(&mut tx, user_id, id, currency_id).await?;
    tx.commit().await?;
    if removed == 0 {
        return Err(ErrorCode::NotFound.into());
    }
    Ok(i18n::text(lang, "favourite_removed", &[]))
}

pub async fn favourites(app: &AppState, user_id: UserId) -> Result<Vec<Favourite>, AppError> {
    Ok(repo::list(&app.db, user_id)
        .await?
        .into_iter()
        .map(|(id, currency_id)| Favourite { id, currency_id })
        .collect())
}
