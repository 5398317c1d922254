//! Merchants and their ads: an application freezes the published deposit in the legal account with the record;
//! approved merchants post and edit ads; anyone lists them.

use super::{
    dto::{AdInput, AdsInput, OtcAdView, OtcMyMerchant},
    repo::{self, AdTerms},
    service::{self, FIAT, MARGIN, MARGIN_MAX_PPM, WINDOW_MINUTES, asset_of},
};
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::{payees, site, wallet},
    http::pager::Pager,
    i18n::Lang,
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, TxKind},
    market, money,
};

pub const NAME_CHARS: (usize, usize) = (2, 20);
pub const REMARK_CHARS: usize = 200;

pub fn check_name(name: &str) -> Result<String, AppError> {
    let name = name.trim();
    let count = name.chars().count();
    let plain = name
        .chars()
        .all(|c| c.is_alphanumeric() || c == ' ' || c == '_' || c == '-');
    if (NAME_CHARS.0..=NAME_CHARS.1).contains(&count) && plain {
        Ok(name.to_string())
    } else {
        Err(AppError::field("name"))
    }
}

pub async fn my_merchant(app: &AppState, user_id: UserId) -> Result<OtcMyMerchant, AppError> {
    let offset = site::service::display_offset(app).await?;
    let deposit = service::published(app).await?.deposit;
    Ok(match repo::merchant(&app.db, user_id).await? {
        Some(m) => OtcMyMerchant {
            status: m.status,
            name: m.name,
            deposit: money::format(m.deposit, money::Scale::USDT),
            deposit_currency: "USDT".into(),
            reason: m.reason,
            applied_at: clock::display(m.applied_at, offset),
            applied_at_ts: m.applied_at,
        },
        None => OtcMyMerchant {
            status: -1,
            name: String::new(),
            deposit: money::format(deposit, money::Scale::USDT),
            deposit_currency: "USDT".into(),
            reason: String::new(),
            applied_at: String::new(),
            applied_at_ts: 0,
        },
    })
}

pub async fn apply(app: &AppState, user_id: UserId, name: &str) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let name = check_name(name)?;
    let deposit = service::published(app).await?.deposit;
    let mut tx = app.db.begin().await?;
    if !repo::apply(&mut tx, user_id, &name, (market::USDT, deposit), now).await? {
        return Err(ErrorCode::OtcMerchantExists.into());
    }
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::OtcDepositFreeze,
            reference: &format!("otc_merchant:{user_id}"),
            memo: "",
            idempotency_key: None,
            legs: vec![Leg {
                owner: Owner::User(user_id, AccountKind::Legal),
                asset_id: market::USDT,
                available: -deposit,
                frozen: deposit,
            }],
            now,
        },
    )
    .await?;
    tx.commit().await?;
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, market::USDT, "legal").await;
    Ok(())
}

/// Reads an ad's terms against the published bounds.
pub fn terms<'a>(input: &'a AdInput, scale: money::Scale, methods: &'a str) -> Result<AdTerms<'a>, AppError> {
    if !matches!(input.side, 1 | 2) {
        return Err(AppError::field("side"));
    }
    let (price, margin_ppm) = match input.price_type {
        0 => (
            money::parse(&input.price, FIAT)
                .filter(|p| *p > 0)
                .ok_or(AppError::field("price"))?,
            0,
        ),
        1 => {
            let text = input.margin.trim();
            let (sign, digits) = text.strip_prefix('-').map_or((1, text), |rest| (-1, rest));
            let margin = money::parse(digits, MARGIN)
                .map(|m| sign * m)
                .filter(|m| (-MARGIN_MAX_PPM..=MARGIN_MAX_PPM).contains(m))
                .ok_or(AppError::field("margin"))?;
            (0, margin)
        }
        _ => return Err(AppError::field("price_type")),
    };
    let total = money::parse(&input.total, scale)
        .filter(|v| *v > 0)
        .ok_or(AppError::field("total"))?;
    let min_fiat = money::parse(&input.min, FIAT)
        .filter(|v| *v > 0)
        .ok_or(AppError::field("min"))?;
    let max_fiat = money::parse(&input.max, FIAT)
        .filter(|v| *v >= min_fiat)
        .ok_or(AppError::field("max"))?;
    if !(WINDOW_MINUTES.0..=WINDOW_MINUTES.1).contains(&input.window) {
        return Err(AppError::field("window"));
    }
    let remark = input.remark.trim();
    if remark.chars().count() > REMARK_CHARS {
        return Err(AppError::field("remark"));
    }
    Ok(AdTerms {
        side: input.side,
        asset_id: input.currency,
        fiat: input.fiat.trim(),
        price_type: input.price_type,
        price,
        margin_ppm,
        total,
        min_fiat,
        max_fiat,
        methods,
        window_minutes: input.window,
        remark,
    })
}

pub async fn save(app: &AppState, user_id: UserId, input: AdInput) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let merchant = repo::merchant(&app.db, user_id).await?;
    if merchant.is_none_or(|m| m.status != 1) {
        return Err(ErrorCode::OtcNotMerchant.into());
    }
    let assets = ledger::catalogue::assets(&app.db).await?;
    let tradable = service::tradable(app, &assets);
    let a = asset_of(&tradable, input.currency)?;
    if !service::fiats(app)
        .await?
        .iter()
        .any(|f| f.code == input.fiat.trim())
    {
        return Err(AppError::field("fiat"));
    }
    let methods = service::parse_methods(&input.methods)?;
    let card = payees::service::domestic(app, user_id).await?;
    if input.side == 1 && methods.iter().any(|m| service::payee_for(&card, m).is_none()) {
        return Err(ErrorCode::OtcPayeeMissing.into());
    }
    let methods = methods.join(",");
    let t = terms(&input, a.scale, &methods)?;
    let mut tx = app.db.begin().await?;
    let id = if input.id == 0 {
        repo::insert_ad(&mut tx, user_id, &t, now).await?
    } else if repo::update_ad(&mut tx, input.id, user_id, &t, now).await? {
        input.id
    } else {
        return Err(AppError::field("id"));
    };
    tx.commit().await?;
    Ok(id)
}

pub async fn set_status(app: &AppState, user_id: UserId, id: i64, status: i64) -> Result<(), AppError> {
    if !matches!(status, 0 | 1) {
        return Err(AppError::field("status"));
    }
    if !repo::set_ad_status(&app.db, id, user_id, status, app.clock.now_ms()).await? {
        return Err(AppError::field("id"));
    }
    Ok(())
}

/// Online ads with something left, the best price for the user first.
pub async fn list(
    app: &AppState,
    lang: Lang,
    input: AdsInput,
    url: String,
) -> Result<Pager<OtcAdView>, AppError> {
    if !matches!(input.side, 1 | 2) {
        return Err(AppError::field("side"));
    }
    let (page, limit) = crate::http::pager::page_and_limit(input.page, input.limit);
    let assets = ledger::catalogue::assets(&app.db).await?;
    let fiats = service::fiats(app).await?;
    let rows = repo::listed(
        &app.db,
        input.side,
        input.currency.unwrap_or(AssetId(0)),
        input.fiat.as_deref().unwrap_or("").trim(),
        input.method.as_deref().unwrap_or("").trim(),
    )
    .await?;
    let mut priced: Vec<(i64, repo::AdRow)> = rows
        .into_iter()
        .filter_map(|ad| service::price_now(app, &ad, &fiats).map(|p| (p, ad)))
        .collect();
    priced.sort_by_key(|(p, ad)| (if input.side == 1 { *p } else { -*p }, ad.id));
    let total = i64::try_from(priced.len()).unwrap_or(i64::MAX);
    let skip = usize::try_from((page - 1) * limit).unwrap_or(0);
    let mut data = Vec::new();
    for (_, ad) in priced
        .into_iter()
        .skip(skip)
        .take(usize::try_from(limit).unwrap_or(10))
    {
        data.push(service::ad_view(app, lang, &ad, (&assets, &fiats)).await?);
    }
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn one(app: &AppState, lang: Lang, id: i64) -> Result<OtcAdView, AppError> {
    let ad = repo::ad(&app.db, id).await?.ok_or(AppError::field("id"))?;
    let assets = ledger::catalogue::assets(&app.db).await?;
    let fiats = service::fiats(app).await?;
    service::ad_view(app, lang, &ad, (&assets, &fiats)).await
}

pub async fn mine(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<OtcAdView>, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let fiats = service::fiats(app).await?;
    let (rows, total) = repo::my_ads(&app.db, user_id, limit, (page - 1) * limit).await?;
    let mut data = Vec::new();
    for ad in rows {
        data.push(service::ad_view(app, lang, &ad, (&assets, &fiats)).await?);
    }
    Ok(Pager::new(data, total, page, limit, url))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> AdInput {
        AdInput {
            id: 0,
            side: 1,
            currency: AssetId(3),
            fiat: "CNY".into(),
            price_type: 0,
            price: "7.12".into(),
            margin: String::new(),
            total: "1000".into(),
            min: "100".into(),
            max: "5000".into(),
            methods: "bank".into(),
            window: 15,
            remark: String::new(),
        }
    }

    #[test]
    fn an_ad_keeps_its_price_limits_and_window_inside_the_published_bounds() {
        let scale = money::Scale::USDT;
        let t = terms(&input(), scale, "bank")
            .ok()
            .map(|t| (t.price, t.total, t.min_fiat, t.max_fiat));
        assert_eq!(t, Some((712, 1_000 * 100_000_000, 10_000, 500_000)));
        let field = |i: AdInput| terms(&i, scale, "bank").err().map(|e| e.field);
        assert_eq!(field(AdInput { window: 5, ..input() }), Some(Some("window")));
        assert_eq!(
            field(AdInput {
                max: "50".into(),
                ..input()
            }),
            Some(Some("max"))
        );
        assert_eq!(
            field(AdInput {
                price: "0".into(),
                ..input()
            }),
            Some(Some("price"))
        );
        let floating = AdInput {
            price_type: 1,
            margin: "25".into(),
            ..input()
        };
        assert_eq!(field(floating), Some(Some("margin")));
        let floating = AdInput {
            price_type: 1,
            margin: "-1.5".into(),
            ..input()
        };
        assert_eq!(
            terms(&floating, scale, "bank").ok().map(|t| t.margin_ppm),
            Some(-15_000)
        );
    }

    #[test]
    fn a_merchant_name_is_two_to_twenty_plain_characters() {
        assert!(check_name("A").is_err());
        assert!(check_name("<script>").is_err());
        assert_eq!(check_name(" Fast Coins ").ok(), Some("Fast Coins".into()));
    }
}
