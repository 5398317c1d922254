use super::dto::{MicroWallet, PayableCurrency, SecondsOption, StakePreset, SubmitInput};
use crate::options::{
    MicroOrder, OptionDirection, order_view,
    repo::{self},
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{site, wallet},
    http::pager::Pager,
    i18n::Lang,
    idempotency::{self, Answered, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money::{self, Scale},
    rules,
};

/// How old the latest index sample may be for an order to take it as its entry price.
pub const ENTRY_FRESH_MS: i64 = 3_000;

/// One duration on offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Product {
    pub seconds: i64,
    /// Paid on a win on top of the stake, in parts per million of the stake.
    pub payout_ppm: i64,
}

/// The published rules of the product (`/rules?product=micro`), amounts in USDT minor units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MicroRules {
    pub enabled: bool,
    pub products: Vec<Product>,
    pub min_stake: i64,
    pub max_stake: i64,
    pub presets: Vec<i64>,
    pub max_open_user: i64,
    pub max_open_product: i64,
    /// Phone area codes of the regions where the product is not offered.
    pub blocked_regions: Vec<String>,
}

impl MicroRules {
    pub fn from_pairs<'a>(pairs: impl Iterator<Item = (&'a str, &'a str)> + Clone) -> Self {
        let get = |key: &str| pairs.clone().find(|(k, _)| *k == key).map(|(_, v)| v);
        let usdt = |key: &str| get(key).and_then(|v| money::parse(v, Scale::USDT)).unwrap_or(0);
        let list = |key: &str| -> Vec<String> {
            get(key)
                .unwrap_or("")
                .split(',')
                .map(|s| s.trim().trim_start_matches('+').to_string())
                .filter(|s| !s.is_empty())
                .collect()
        };
        let products = list("seconds")
            .iter()
            .filter_map(|s| s.parse::<i64>().ok().filter(|n| *n > 0))
            .filter_map(|seconds| {
                let payout_ppm = money::parse(get(&format!("payout_{seconds}"))?, Scale::new(4))?;
                Some(Product { seconds, payout_ppm })
            })
            .collect();
        MicroRules {
            enabled: get("enabled") == Some("1"),
            products,
            min_stake: usdt("min_stake"),
            max_stake: usdt("max_stake"),
            presets: list("stake_presets")
                .iter()
                .filter_map(|v| money::parse(v, Scale::USDT))
                .collect(),
            max_open_user: usdt("max_open_stake_user"),
            max_open_product: usdt("max_open_stake_product"),
            blocked_regions: list("blocked_regions"),
        }
    }

    pub fn product(&self, seconds: i64) -> Option<Product> {
        self.products.iter().copied().find(|p| p.seconds == seconds)
    }

    /// Whether a user whose phone area code is `area` may trade (`+86` and `86` are the same region).
    pub fn serves(&self, area: &str) -> bool {
        let area = area.trim().trim_start_matches('+');
        area.is_empty() || !self.blocked_regions.iter().any(|r| r == area)
    }
}

pub async fn load_rules(app: &AppState) -> Result<MicroRules, AppError> {
    let rows = rules::list(&app.db, Some("micro")).await?;
    Ok(MicroRules::from_pairs(
        rows.iter().map(|r| (r.key.as_str(), r.value.as_str())),
    ))
}

/// The value of `amount` minor units of an asset in USDT minor units, rounded down.
fn usdt_value(app: &AppState, asset_id: AssetId, scale: Scale, amount: i64) -> Option<i64> {
    let price = app.market.usdt_price(asset_id)?;
    i64::try_from(i128::from(amount) * i128::from(price) / i128::from(scale.unit())).ok()
}

/// The 1-based position of a list item, as its `id`.
fn position(i: usize) -> i64 {
    i64::try_from(i).map_or(i64::MAX, |i| i + 1)
}

pub async fn seconds(app: &AppState, user_id: Option<UserId>) -> Result<Vec<SecondsOption>, AppError> {
    let rules = load_rules(app).await?;
    check_offered(app, &rules, user_id).await?;
    Ok(rules
        .products
        .iter()
        .enumerate()
        .map(|(i, p)| SecondsOption {
            id: position(i),
            seconds: p.seconds,
            profit_ratio: money::format(p.payout_ppm / 100, Scale::new(2)),
            min_amount: money::format(rules.min_stake, Scale::USDT),
            max_amount: money::format(rules.max_stake, Scale::USDT),
            status: 1,
        })
        .collect())
}

async fn check_offered(app: &AppState, rules: &MicroRules, user_id: Option<UserId>) -> Result<(), AppError> {
    if !rules.enabled || rules.products.is_empty() {
        return Err(ErrorCode::ProductUnavailable.into());
    }
    if let Some(user_id) = user_id
        && !rules.serves(
            &crate::features::account::repo::find_by_id(&app.db, user_id)
                .await?
                .map(|u| u.area_code)
                .unwrap_or_default(),
        )
    {
        return Err(ErrorCode::RegionNotSupported.into());
    }
    Ok(())
}

pub async fn payable_currencies(
    app: &AppState,
    user_id: Option<UserId>,
) -> Result<Vec<PayableCurrency>, AppError> {
    let rules = load_rules(app).await?;
    let assets = wallet::repo::assets(&app.db).await?;
    let held = match user_id {
        Some(id) => Some(wallet::service::balances(app, id).await?),
        None => None,
    };
    let presets: Vec<StakePreset> = rules
        .presets
        .iter()
        .enumerate()
        .map(|(i, v)| StakePreset {
            id: position(i),
            number: money::format(*v, Scale::USDT),
        })
        .collect();
    Ok(assets
        .iter()
        .filter(|a| a.is_micro == 1)
        .map(|a| {
            let scale = a.scale;
            let wallet = held.as_ref().map(|h| {
                let (available, frozen) = h
                    .get(&(a.id, AccountKind::Micro.code()))
                    .copied()
                    .unwrap_or((0, 0));
                MicroWallet {
                    id: a.id,
                    currency: a.id,
                    micro_balance: money::format(available, scale),
                    lock_micro_balance: money::format(frozen, scale),
                    micro_with_insurance: money::format(available, scale),
                }
            });
            PayableCurrency {
                currency: a.into(),
                micro_numbers: presets.clone(),
                insurance_types: Vec::new(),
                user_wallet: wallet,
                user_insurance: None,
            }
        })
        .collect())
}

pub async fn submit(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: SubmitInput,
    key: Option<String>,
) -> Result<Answered<MicroOrder>, AppError> {
    let claim = key.map(|key| {
        let fields = [
            input.match_id.to_string(),
            input.currency_id.to_string(),
            input.direction.to_string(),
            input.seconds.to_string(),
            input.number.clone(),
            input.coupon_id.unwrap_or(0).to_string(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/microtrade/submit", &fields, app.clock.now_ms())
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return Ok(Answered::Stored(answer));
    }
    let rules = load_rules(app).await?;
    check_offered(app, &rules, Some(user_id)).await?;
    let m = app
        .market
        .market(input.match_id)
        .ok_or(AppError::field("match_id"))?;
    if m.row.open_microtrade != 1 {
        return Err(ErrorCode::ProductUnavailable.into());
    }
    if OptionDirection::from_wire(input.direction).is_none() {
        return Err(AppError::field("type"));
    }
    let product = rules.product(input.seconds).ok_or(ErrorCode::InvalidSeconds)?;
    // Existing clients pass the pair's quote (`legal_id`) as the stake currency.
    let assets = wallet::repo::assets(&app.db).await?;
    let asset = assets
        .iter()
        .find(|a| a.id == input.currency_id && a.is_micro == 1)
        .ok_or(AppError::field("currency_id"))?;
    let coupon = input.coupon_id.filter(|id| *id > 0);
    let stake = match coupon {
        // A trial coupon pays the whole stake: its value, in its asset.
        Some(id) => crate::coupons::trial_value(&app.db, (user_id, id), asset.id, app.clock.now_ms()).await?,
        None => money::parse(&input.number, asset.scale)
            .filter(|s| *s > 0)
            .ok_or(ErrorCode::InvalidAmount)?,
    };
    let value = usdt_value(app, asset.id, asset.scale, stake).ok_or(ErrorCode::MarketClosed)?;
    if value < rules.min_stake || value > rules.max_stake {
        return Err(ErrorCode::InvalidAmount.into());
    }
    let now = app.clock.now_ms();
    // A stock option trades in the same published hours as the stock's contract.
    app.lever.params().check_tradable(&m.row.category, now)?;
    let entry = app
        .market
        .index(m.id())
        .filter(|s| now - s.ts <= ENTRY_FRESH_MS && s.price > 0)
        .ok_or(ErrorCode::MarketClosed)?;
    let mut tx = app.db.begin().await?;
    let (user_open, product_open) = repo::open_stakes(&mut tx, user_id, product.seconds).await?;
    if user_open + value > rules.max_open_user || product_open + value > rules.max_open_product {
        return Err(ErrorCode::InvalidAmount.into());
    }
    let id = repo::insert(
        &mut tx,
        &repo::NewOrder {
            user_id,
            market_id: m.id(),
            asset_id: asset.id,
            direction: input.direction,
            seconds: product.seconds,
            stake,
            payout_ppm: product.payout_ppm,
            open_price: entry.price,
            open_ts: entry.ts,
            open_source: &entry.source,
            due_at: entry.ts + product.seconds * 1000,
            coupon_id: coupon,
            now,
        },
    )
    .await?;
    // The user's stake is held apart until settlement (ADR 68); a coupon's goes to `house` at once.
    let (payer, holder) = match coupon {
        Some(coupon) => {
            let used_on = format!("micro_order:{id}");
            crate::coupons::use_for_stake(&mut tx, (user_id, coupon), (asset.id, stake), (&used_on, now))
                .await?;
            (Owner::System(SystemRole::Marketing), SystemRole::House)
        }
        None => (Owner::User(user_id, AccountKind::Micro), SystemRole::OptionStakes),
    };
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::MicroStake,
            reference: &format!("micro_order:{id}"),
            memo: m.symbol(),
            idempotency_key: None,
            legs: vec![
                Leg::available(payer, asset.id, -stake),
                Leg::available(Owner::System(holder), asset.id, stake),
            ],
            now,
        },
    )
    .await?;
    let row = repo::order_in(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("micro order {id} vanished")))?;
    let offset = site::service::display_offset(app).await?;
    let answer = order_view(&app.options_ctx, lang, &row, offset, now);
    let stored = serde_json::to_value(&answer).map_err(AppError::internal)?;
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &stored).await? {
        return Ok(Answered::Stored(earlier));
    }
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, asset.id, "micro").await;
    Ok(Answered::Fresh(answer))
}

pub async fn get_result(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    id: i64,
) -> Result<MicroOrder, AppError> {
    let o = repo::order(&app.db, id)
        .await?
        .filter(|o| o.user_id == user_id)
        .ok_or(ErrorCode::OrderNotFound)?;
    let offset = site::service::display_offset(app).await?;
    Ok(order_view(&app.options_ctx, lang, &o, offset, app.clock.now_ms()))
}

pub struct ListFilter {
    pub match_id: i64,
    pub status: i64,
}

pub async fn lists(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    filter: ListFilter,
    page: i64,
    limit: i64,
    url: String,
) -> Result<Pager<MicroOrder>, AppError> {
    let (rows, total) = repo::user_orders(
        &app.db,
        user_id,
        filter.match_id,
        filter.status,
        limit,
        (page - 1) * limit,
    )
    .await?;
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let data = rows
        .iter()
        .map(|o| order_view(&app.options_ctx, lang, o, offset, now))
        .collect();
    Ok(Pager::new(data, total, page, limit, url))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_rules_list_each_duration_with_its_payout_and_limits_in_usdt() {
        let pairs = [
            ("enabled", "1"),
            ("seconds", "30, 60,90"),
            ("payout_30", "80"),
            ("payout_60", "85.5"),
            ("min_stake", "10"),
            ("max_stake", "10000"),
            ("stake_presets", "10,50"),
            ("blocked_regions", "+1, 44"),
        ];
        let rules = MicroRules::from_pairs(pairs.iter().copied());
        assert!(rules.enabled);
        assert_eq!(
            rules.products,
            vec![
                Product {
                    seconds: 30,
                    payout_ppm: 800_000
                },
                Product {
                    seconds: 60,
                    payout_ppm: 855_000
                }
            ],
            "90 s has no payout rule, so it is not on offer"
        );
        assert_eq!(rules.min_stake, 1_000_000_000);
        assert_eq!(rules.presets, vec![1_000_000_000, 5_000_000_000]);
        assert!(!rules.serves("+1"));
        assert!(!rules.serves("44"));
        assert!(rules.serves("+86"));
        assert!(rules.serves(""), "no area code given is not a blocked region");
    }
}
