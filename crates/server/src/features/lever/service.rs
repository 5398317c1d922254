use risk::formula::Side;
use serde_json::json;
use tokio::sync::oneshot;

use super::dto::{
    Choice, LeverAccount, LeverBook, LeverChoices, LeverDeal, LeverLevel, LeverTrades, RiskRate, ShareLimit,
    SubmitInput,
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{site, wallet},
    http::pager::Pager,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    lever::{
        Summary,
        repo::{self, CANCELLED, CLOSED, ENTRUST, HOLDING, PositionRow, PositionSide},
        summarize,
        task::{Command, Submit},
    },
    market::{Market, USDT, publish},
    money::{self, Scale},
};

/// A pair as clients name it: base currency and quote (`legal`) currency.
#[derive(Debug, Clone, Copy)]
pub struct Pair {
    pub currency_id: i64,
    pub legal_id: AssetId,
}

fn market_of(app: &AppState, pair: Pair) -> Option<std::sync::Arc<Market>> {
    app.market.pair(pair.currency_id, pair.legal_id)
}

pub use crate::lever::view::{LeverTx, decimal, position_view, risk_summary};

fn parse_price(text: &str) -> Result<i64, AppError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(0);
    }
    money::parse(text, Scale::USDT)
        .filter(|p| *p >= 0)
        .ok_or(ErrorCode::InvalidPrice.into())
}

async fn account(app: &AppState, user_id: UserId) -> Result<(i64, Vec<PositionRow>), AppError> {
    let (available, frozen) = repo::lever_balance_now(&app.db, user_id, USDT).await?;
    let (rows, _) = repo::user_positions(&app.db, user_id, 0, &[HOLDING], 10_000, 0).await?;
    Ok((available + frozen, rows))
}

fn summary_of(app: &AppState, balance: i64, rows: &[PositionRow]) -> Summary {
    summarize(balance, rows, |m| app.market.index(m).map(|s| s.price))
}

pub async fn deal(app: &AppState, lang: Lang, user_id: UserId, pair: Pair) -> Result<LeverDeal, AppError> {
    let m = market_of(app, pair)
        .filter(|m| m.row.open_lever == 1)
        .ok_or(AppError::field("currency_id"))?;
    let params = app.lever.params();
    let depth = app.market.depth(m.id());
    let side = |levels: &[(i64, i64)]| -> Vec<LeverLevel> {
        levels
            .iter()
            .take(10)
            .map(|&(price, lots)| LeverLevel {
                price: publish::price_text(&m, m.price_minor(price)),
                number: publish::qty_text(&m, lots * m.lot()),
            })
            .collect()
    };
    let (available, frozen) = repo::lever_balance_now(&app.db, user_id, USDT).await?;
    let (rows, _) = repo::user_positions(&app.db, user_id, 0, &[HOLDING], 10_000, 0).await?;
    let summary = summary_of(app, available + frozen, &rows);
    let offset = site::service::display_offset(app).await?;
    let mine: Vec<LeverTx> = rows
        .iter()
        .filter(|p| p.market_id == m.id())
        .take(10)
        .map(|p| position_view(&app.lever_ctx, lang, p, offset))
        .collect();
    let values = |v: &[i64]| -> Vec<Choice> { v.iter().map(|&value| Choice { value }).collect() };
    Ok(LeverDeal {
        lever_transaction: LeverBook {
            bids: side(&depth.bids),
            asks: side(&depth.asks),
        },
        my_transaction: mine,
        lever_share_limit: ShareLimit {
            min: params.min_lots,
            max: params.max_lots,
        },
        multiple: LeverChoices {
            muit: values(&params.leverages),
            share: values(&params.lot_presets),
        },
        last_price: decimal(app.market.index(m.id()).map_or(0, |s| s.price)),
        user_lever: decimal(available),
        all_levers: decimal(summary.equity),
        ustd_price: "1".to_string(),
        ex_rate: money::format(wallet::service::cny_rate(app).await?, Scale::USDT),
    })
}

pub async fn submit(
    app: &AppState,
    lang: Lang,
    (user_id, vip_level): (UserId, i64),
    input: SubmitInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let pair = Pair {
        currency_id: input.currency_id,
        legal_id: input.legal_id,
    };
    let m = market_of(app, pair).ok_or(AppError::field("currency_id"))?;
    let side = match PositionSide::from_wire(input.side) {
        Some(PositionSide::Long) => Side::Long,
        Some(PositionSide::Short) => Side::Short,
        None => return Err(AppError::field("type")),
    };
    let market = input.status.unwrap_or(1);
    let limit = match market {
        1 => None,
        0 => Some(parse_price(&input.target_price).and_then(|p| {
            if p > 0 {
                Ok(p)
            } else {
                Err(ErrorCode::InvalidPrice.into())
            }
        })?),
        _ => return Err(AppError::field("status")),
    };
    let claim = key.map(|key| {
        let fields = [
            input.currency_id.to_string(),
            input.legal_id.to_string(),
            input.side.to_string(),
            input.share.to_string(),
            input.multiple.to_string(),
            market.to_string(),
            input.target_price.clone(),
            input.target_profit_price.clone(),
            input.stop_loss_price.clone(),
            input.coupon_id.unwrap_or(0).to_string(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/lever/submit", &fields, app.clock.now_ms())
    });
    let submit = Submit {
        user_id,
        market_id: m.id(),
        side,
        lots: input.share,
        leverage: input.multiple,
        limit,
        tp: parse_price(&input.target_profit_price)?,
        sl: parse_price(&input.stop_loss_price)?,
        claim,
        answer: json!(i18n::text(lang, "lever_submitted", &[])),
        fee_discount: crate::vip::discount_at(&app.db, vip_level).await?,
        coupon_id: input.coupon_id.filter(|id| *id > 0),
    };
    let (reply, rx) = oneshot::channel();
    idempotency::text_of(
        app.lever
            .ask(Command::Submit(Box::new(submit), reply), rx)
            .await?,
    )
}

fn statuses(status: i64) -> Vec<i64> {
    match status {
        0 => vec![ENTRUST],
        1 => vec![HOLDING],
        3 => vec![CLOSED],
        4 => vec![CANCELLED],
        _ => vec![ENTRUST, HOLDING, CLOSED, CANCELLED],
    }
}

/// Which positions a list shows: the user's, of one instrument or all (`market_id` 0), in the states `status`
/// names, one page of them.
#[derive(Debug, Clone)]
pub struct Listing {
    pub pair: Pair,
    pub status: i64,
    pub page: i64,
    pub limit: i64,
    pub url: String,
}

/// A page of positions and the account summary at the current marks.
async fn listing(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    market_id: i64,
    l: Listing,
) -> Result<(Summary, Vec<PositionRow>, Pager<LeverTx>), AppError> {
    let (balance, rows) = account(app, user_id).await?;
    let all = summary_of(app, balance, &rows);
    let (page_rows, total) = repo::user_positions(
        &app.db,
        user_id,
        market_id,
        &statuses(l.status),
        l.limit,
        (l.page - 1) * l.limit,
    )
    .await?;
    let offset = site::service::display_offset(app).await?;
    let data: Vec<LeverTx> = page_rows
        .iter()
        .map(|p| position_view(&app.lever_ctx, lang, p, offset))
        .collect();
    Ok((all, rows, Pager::new(data, total, l.page, l.limit, l.url)))
}

pub async fn dealall(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    l: Listing,
) -> Result<LeverAccount, AppError> {
    let market_id = market_of(app, l.pair).map_or(0, |m| m.id());
    let (all, rows, page) = listing(app, lang, user_id, market_id, l).await?;
    let (free, _) = repo::lever_balance_now(&app.db, user_id, USDT).await?;
    let here: Vec<PositionRow> = rows
        .into_iter()
        .filter(|p| market_id == 0 || p.market_id == market_id)
        .collect();
    let this = summary_of(app, 0, &here);
    let risk = risk_summary(&all);
    Ok(LeverAccount {
        balance: decimal(free),
        hazard_rate: risk.hazard_rate,
        hazard_rate_pct: risk.hazard_rate_pct,
        caution_money_total: decimal(all.used_margin),
        origin_caution_money_total: decimal(all.origin_margin),
        profits_total: decimal(all.unrealised),
        caution_money: decimal(this.used_margin),
        origin_caution_money: decimal(this.origin_margin),
        profits: decimal(this.unrealised),
        order: page,
    })
}

/// `status` of `/lever/my_trade` for every position whatever its state.
const ALL_TAB: i64 = -1;

pub async fn my_trade(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    l: Listing,
) -> Result<LeverTrades, AppError> {
    let market_id = market_of(app, l.pair).map_or(0, |m| m.id());
    let tab = l.status;
    let (all, _, page) = listing(app, lang, user_id, market_id, l).await?;
    let risk = risk_summary(&all);
    // The closed tab totals what those positions realised net of fees; the holding tab what the holdings would make
    // now; the "all" tab both; entrusts have made nothing yet.
    let profits_total = match tab {
        CLOSED => decimal(repo::realised_total(&app.db, user_id, market_id).await?),
        ALL_TAB => decimal(
            repo::realised_total(&app.db, user_id, market_id)
                .await?
                .saturating_add(all.unrealised),
        ),
        ENTRUST => decimal(0),
        _ => risk.profits_total,
    };
    Ok(LeverTrades {
        rate_profits_total: RiskRate {
            hazard_rate: risk.hazard_rate,
            hazard_rate_pct: risk.hazard_rate_pct,
            profits_total,
        },
        message: page,
    })
}

pub async fn close(app: &AppState, lang: Lang, user_id: UserId, id: i64) -> Result<String, AppError> {
    let p = repo::position(&app.db, id)
        .await?
        .filter(|p| p.user_id == user_id)
        .ok_or(ErrorCode::PositionNotFound)?;
    if p.status != HOLDING && p.status != ENTRUST {
        return Err(ErrorCode::OrderNotCancellable.into());
    }
    let (reply, rx) = oneshot::channel();
    app.lever.ask(Command::Close { user_id, id, reply }, rx).await?;
    // Closing an entrust that never opened cancels it; say so.
    let key = if p.status == ENTRUST {
        "order_cancelled"
    } else {
        "position_closed"
    };
    Ok(i18n::text(lang, key, &[]))
}

pub async fn setstop(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    id: i64,
    tp: &str,
    sl: &str,
) -> Result<String, AppError> {
    let (tp, sl) = (parse_price(tp)?, parse_price(sl)?);
    let (reply, rx) = oneshot::channel();
    app.lever
        .ask(
            Command::SetStop {
                user_id,
                id,
                tp,
                sl,
                reply,
            },
            rx,
        )
        .await?;
    Ok(i18n::text(lang, "stops_set", &[]))
}

pub async fn batch_close(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    which: i64,
    pair: Pair,
) -> Result<String, AppError> {
    let side = match (which, PositionSide::from_wire(which)) {
        (0, _) => None,
        (_, Some(PositionSide::Long)) => Some(Side::Long),
        (_, Some(PositionSide::Short)) => Some(Side::Short),
        (_, None) => return Err(AppError::field("type")),
    };
    let market_id = if pair.currency_id != 0 {
        Some(market_of(app, pair).ok_or(AppError::field("currency_id"))?.id())
    } else {
        None
    };
    let (reply, rx) = oneshot::channel();
    let count = app
        .lever
        .ask(
            Command::BatchClose {
                user_id,
                side,
                market_id,
                reply,
            },
            rx,
        )
        .await?;
    Ok(i18n::text(
        lang,
        "positions_closed",
        &[("count", &count.to_string())],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_risk_rate_of_150_percent_is_written_as_150000000_and_150_00() {
        let s = Summary {
            equity: 150,
            used_margin: 100,
            origin_margin: 100,
            unrealised: 0,
            risk_ppm: Some(1_500_000),
        };
        let v = risk_summary(&s);
        assert_eq!(v.hazard_rate, "150000000");
        assert_eq!(v.hazard_rate_pct, "150.00");
        assert_eq!(risk_summary(&Summary::default()).hazard_rate, "0");
    }
}
