//! Wallet rules: which account kinds money may move between, how balances are valued, and how a bill line reads.

use std::collections::HashMap;

use serde_json::json;

use super::{
    channels::deposit_open,
    dto::{
        AccountGroup, Bill, ChangeInput, Currency, CurrencyList, CurrencyWallet, LedgerLine, UnitPrice,
        WalletDetail, WalletList, WalletRow,
    },
    repo::{self, AssetRow, LineFilter, LineRow},
};
use crate::{
    app::AppState,
    clock,
    db::Tx,
    error::{AppError, ErrorCode},
    features::site,
    http::pager::Pager,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money::{self, Scale},
    rules,
};

fn currency(asset: &AssetRow) -> Currency {
    asset.into()
}

pub fn scale(asset: &AssetRow) -> Scale {
    asset.scale
}

/// The assets with each one's USDT price at the market index where one is recorded, else at the operators'
/// reference price (USDC, USD and assets without a market).
pub(crate) async fn priced_assets(app: &AppState) -> Result<Vec<AssetRow>, AppError> {
    let mut assets = repo::assets(&app.db).await?;
    for asset in assets.iter_mut() {
        if let Some(price) = app.market.usdt_price(asset.id) {
            asset.usdt_price = price;
        }
    }
    Ok(assets)
}

/// The value in USDT minor units of an amount of an asset at the price the row carries.
pub fn usdt_value(amount: i64, asset: &AssetRow) -> i64 {
    let unit = scale(asset).unit();
    money::mul_div_floor(amount, asset.usdt_price, unit).unwrap_or(i64::MAX)
}

/// The published pairs of account kinds money may move between (`from-to`, comma-separated).
pub fn allowed_moves(rule: &str) -> Vec<(AccountKind, AccountKind)> {
    rule.split(',')
        .filter_map(|pair| {
            let (from, to) = pair.trim().split_once('-')?;
            Some((AccountKind::parse(from)?, AccountKind::parse(to)?))
        })
        .collect()
}

/// Whether funds may move from one account kind to another: along a published pair, or along two published
/// pairs through a third kind (existing clients' transfer page offers `legal → lever`, which the default rule
/// allows through `change`; ADR 75). Such a move is posted directly, as one transfer.
pub fn may_move(moves: &[(AccountKind, AccountKind)], from: AccountKind, to: AccountKind) -> bool {
    moves.contains(&(from, to))
        || AccountKind::ALL
            .into_iter()
            .any(|via| via != from && via != to && moves.contains(&(from, via)) && moves.contains(&(via, to)))
}

/// Reads the demo faucet rule (`USDT:10000,BTC:1`) into (symbol, amount text).
pub fn faucet_amounts(rule: &str) -> Vec<(String, String)> {
    rule.split(',')
        .filter_map(|item| {
            let (symbol, amount) = item.trim().split_once(':')?;
            Some((symbol.trim().to_string(), amount.trim().to_string()))
        })
        .collect()
}

/// One published rule's value, or "" when there is none.
pub async fn rule(app: &AppState, product: &str, key: &str) -> Result<String, AppError> {
    Ok(rules::list(&app.db, Some(product))
        .await?
        .into_iter()
        .find(|r| r.key == key)
        .map(|r| r.value)
        .unwrap_or_default())
}

/// The legs that pay a new demo account its funds from the faucet, per the published rule.
pub async fn faucet_legs(app: &AppState, user_id: UserId) -> Result<Vec<Leg>, AppError> {
    let assets = repo::assets(&app.db).await?;
    let mut legs = Vec::new();
    for (symbol, amount) in faucet_amounts(&rule(app, "wallet", "demo_faucet").await?) {
        let Some(asset) = assets.iter().find(|a| a.symbol == symbol) else {
            continue;
        };
        let Some(amount) = money::parse(&amount, scale(asset)).filter(|a| *a > 0) else {
            continue;
        };
        legs.push(Leg::available(
            Owner::System(SystemRole::Faucet),
            asset.id,
            -amount,
        ));
        legs.push(Leg::available(
            Owner::User(user_id, AccountKind::Change),
            asset.id,
            amount,
        ));
    }
    Ok(legs)
}

/// Pays the faucet legs inside the registration's transaction.
pub async fn pay_faucet(tx: &mut Tx, user_id: UserId, legs: Vec<Leg>, now: i64) -> Result<(), AppError> {
    if legs.is_empty() {
        return Ok(());
    }
    let reference = format!("user:{user_id}");
    let posting = Posting {
        kind: TxKind::Faucet,
        reference: &reference,
        memo: "demo funds",
        idempotency_key: None,
        legs,
        now,
    };
    ledger::post(tx, &posting).await?;
    Ok(())
}

pub async fn currency_list(app: &AppState) -> Result<CurrencyList, AppError> {
    let assets = repo::assets(&app.db).await?;
    Ok(CurrencyList {
        currency: assets.iter().map(currency).collect(),
        legal: assets.iter().filter(|a| a.is_legal == 1).map(currency).collect(),
    })
}

pub(crate) async fn cny_rate(app: &AppState) -> Result<i64, AppError> {
    let text = site::repo::setting(&app.db, "usdt_cny_rate")
        .await?
        .map(|r| r.value)
        .unwrap_or_default();
    Ok(money::parse(&text, Scale::USDT).unwrap_or(0))
}

/// What every row of an asset says besides its balances: the CNY rate and whether deposits of it are open.
#[derive(Clone, Copy)]
struct RowContext {
    cny_rate: i64,
    deposit_open: bool,
}

fn wallet_row(asset: &AssetRow, kind: AccountKind, available: i64, frozen: i64, cx: RowContext) -> WalletRow {
    let cny_rate = cx.cny_rate;
    let cny_price = money::mul_div_floor(asset.usdt_price, cny_rate, 100_000_000).unwrap_or(0);
    let (balance, lock) = (
        Some(money::format(available, scale(asset))),
        Some(money::format(frozen, scale(asset))),
    );
    let mut row = WalletRow {
        id: asset.id,
        currency: asset.id,
        currency_name: asset.symbol.clone(),
        is_charge: i64::from(cx.deposit_open),
        usdt_price: money::format(asset.usdt_price, Scale::USDT),
        cny_price: money::format(cny_price, Scale::USDT),
        ..WalletRow::default()
    };
    match kind {
        AccountKind::Legal => (row.legal_balance, row.lock_legal_balance) = (balance, lock),
        AccountKind::Change => (row.change_balance, row.lock_change_balance) = (balance, lock),
        AccountKind::Lever => (row.lever_balance, row.lock_lever_balance) = (balance, lock),
        AccountKind::Micro => (row.micro_balance, row.lock_micro_balance) = (balance, lock),
    }
    row
}

pub(crate) type Balances = HashMap<(AssetId, i64), (i64, i64)>;

pub(crate) async fn balances(app: &AppState, user_id: UserId) -> Result<Balances, AppError> {
    Ok(repo::balances(&app.db, user_id)
        .await?
        .into_iter()
        .map(|b| ((b.asset_id, b.kind), (b.available, b.frozen)))
        .collect())
}

/// The price of one unit of an asset: `{usdt, rmb}` at the market index, or the operators' reference price for
/// an asset without one.
pub async fn rate(app: &AppState, id: AssetId) -> Result<UnitPrice, AppError> {
    let assets = priced_assets(app).await?;
    let asset = assets.iter().find(|a| a.id == id).ok_or(AppError::field("id"))?;
    let cny = money::mul_div_floor(asset.usdt_price, cny_rate(app).await?, 100_000_000).unwrap_or(0);
    Ok(UnitPrice {
        usdt: money::format(asset.usdt_price, Scale::USDT),
        rmb: money::format(cny, Scale::USDT),
    })
}

/// Sets an asset's reference price (USDT per unit). The change is audited and published in the changelog as
/// product `reference_price`, because limits and valuations follow it.
pub async fn set_reference_price(
    app: &AppState,
    operator: &crate::operators::Operator,
    currency: AssetId,
    price: &str,
    ip: &str,
) -> Result<(), AppError> {
    let assets = repo::assets(&app.db).await?;
    let asset = assets
        .iter()
        .find(|a| a.id == currency)
        .ok_or(AppError::field("currency"))?;
    let new_price = money::parse(price, Scale::USDT)
        .filter(|p| *p > 0)
        .ok_or(AppError::field("usdt_price"))?;
    if new_price == asset.usdt_price {
        return Ok(());
    }
    let now = app.clock.now_ms();
    let (old_text, new_text) = (
        money::format(asset.usdt_price, Scale::USDT),
        money::format(new_price, Scale::USDT),
    );
    let mut tx = app.db.begin().await?;
    repo::set_price(&mut tx, asset.id, new_price).await?;
    let entry = crate::operators::audit::Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action: "asset.reference_price",
        target: &format!("asset:{}", asset.symbol),
        before: &old_text,
        after: &new_text,
        ip,
        at: now,
    };
    crate::operators::audit::record(&mut tx, &entry).await?;
    let key = format!("{}_usdt", asset.symbol);
    let line = rules::Change {
        product: "reference_price",
        key: &key,
        old_value: &old_text,
        new_value: &new_text,
        operator_id: operator.id,
        role: operator.role.as_str(),
        at: now,
    };
    rules::log_change(&mut tx, &line).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn wallet_list(
    app: &AppState,
    user_id: UserId,
    only: Option<&str>,
) -> Result<WalletList, AppError> {
    let assets = priced_assets(app).await?;
    let held = balances(app, user_id).await?;
    let rate = cny_rate(app).await?;
    let settings = site::repo::all_settings(&app.db).await?;
    let cx = |asset: &AssetRow| RowContext {
        cny_rate: rate,
        deposit_open: deposit_open(&settings, asset),
    };
    let group = |kind: AccountKind| {
        let mut total: i64 = 0;
        let mut rows = Vec::new();
        for asset in assets
            .iter()
            .filter(|a| only.is_none_or(|o| o.eq_ignore_ascii_case(&a.symbol)))
        {
            let (available, frozen) = held.get(&(asset.id, kind.code())).copied().unwrap_or((0, 0));
            total = total.saturating_add(usdt_value(available.saturating_add(frozen), asset));
            rows.push(wallet_row(asset, kind, available, frozen, cx(asset)));
        }
        let usdt = money::format(total, Scale::USDT);
        AccountGroup {
            balance: rows,
            totle: usdt.clone(),
            usdt_totle: usdt,
            cny: money::format(
                money::mul_div_floor(total, rate, 100_000_000).unwrap_or(0),
                Scale::USDT,
            ),
        }
    };
    Ok(WalletList {
        legal_wallet: group(AccountKind::Legal),
        change_wallet: group(AccountKind::Change),
        micro_wallet: group(AccountKind::Micro),
        lever_wallet: group(AccountKind::Lever),
        ex_rate: money::format(rate, Scale::USDT),
        is_open_ctbi: 0,
    })
}

pub async fn detail(
    app: &AppState,
    user_id: UserId,
    currency: AssetId,
    kind: &str,
) -> Result<WalletDetail, AppError> {
    let kind = AccountKind::parse(kind).ok_or(AppError::field("type"))?;
    let assets = priced_assets(app).await?;
    let asset = assets
        .iter()
        .find(|a| a.id == currency)
        .ok_or(AppError::field("currency"))?;
    let held = balances(app, user_id).await?;
    let (available, frozen) = held.get(&(asset.id, kind.code())).copied().unwrap_or((0, 0));
    let rate = cny_rate(app).await?;
    let settings = site::repo::all_settings(&app.db).await?;
    let cx = RowContext {
        cny_rate: rate,
        deposit_open: deposit_open(&settings, asset),
    };
    Ok(WalletDetail {
        row: wallet_row(asset, kind, available, frozen, cx),
        address: String::new(),
        ex_rate: money::format(rate, Scale::USDT),
        coin_trade_fee: "0".to_string(),
    })
}

pub async fn user_currency_list(app: &AppState, user_id: UserId) -> Result<Vec<CurrencyWallet>, AppError> {
    let assets = repo::assets(&app.db).await?;
    let held = balances(app, user_id).await?;
    let rate = cny_rate(app).await?;
    let settings = site::repo::all_settings(&app.db).await?;
    Ok(assets
        .iter()
        .map(|asset| CurrencyWallet {
            currency: currency(asset),
            wallet: Some(all_accounts_row(
                asset,
                &held,
                RowContext {
                    cny_rate: rate,
                    deposit_open: deposit_open(&settings, asset),
                },
            )),
        })
        .collect())
}

/// One row with the asset's balance in every account kind (zero where the user holds none): existing clients read
/// the contract and options balances from this call as well as the exchange one.
fn all_accounts_row(asset: &AssetRow, held: &Balances, cx: RowContext) -> WalletRow {
    let kinds = [
        AccountKind::Legal,
        AccountKind::Change,
        AccountKind::Lever,
        AccountKind::Micro,
    ];
    let mut row = wallet_row(asset, AccountKind::Change, 0, 0, cx);
    for kind in kinds {
        let (available, frozen) = held.get(&(asset.id, kind.code())).copied().unwrap_or((0, 0));
        let one = wallet_row(asset, kind, available, frozen, cx);
        match kind {
            AccountKind::Legal => {
                (row.legal_balance, row.lock_legal_balance) = (one.legal_balance, one.lock_legal_balance)
            }
            AccountKind::Change => {
                (row.change_balance, row.lock_change_balance) = (one.change_balance, one.lock_change_balance)
            }
            AccountKind::Lever => {
                (row.lever_balance, row.lock_lever_balance) = (one.lever_balance, one.lock_lever_balance)
            }
            AccountKind::Micro => {
                (row.micro_balance, row.lock_micro_balance) = (one.micro_balance, one.lock_micro_balance)
            }
        }
    }
    row
}

/// Moves funds between two of the user's own account kinds along a published pair. With an idempotency key, a
/// repeat within 24 h answers as the first call did and moves nothing.
pub async fn change(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: ChangeInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let currency = input.currency_id.to_string();
    let claim = key.map(|key| {
        let fields = [currency.as_str(), &input.number, &input.from, &input.to];
        Claim::new(user_id, key, "/wallet/change", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return idempotency::text_of(answer);
    }
    let from = AccountKind::parse(&input.from).ok_or(AppError::field("from_field"))?;
    let to = AccountKind::parse(&input.to).ok_or(AppError::field("to_field"))?;
    if from == to {
        return Err(ErrorCode::SameAccount.into());
    }
    if !may_move(
        &allowed_moves(&rule(app, "wallet", "transfer_pairs").await?),
        from,
        to,
    ) {
        return Err(AppError::field("to_field"));
    }
    let assets = repo::assets(&app.db).await?;
    let asset = assets
        .iter()
        .find(|a| a.id == input.currency_id)
        .ok_or(AppError::field("currency_id"))?;
    let amount = money::parse(&input.number, scale(asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("number"))?;
    let response = json!(i18n::text(lang, "transferred", &[]));
    let reference = format!("move:{}:{}", from.name(), to.name());
    let posting = Posting {
        kind: TxKind::Transfer,
        reference: &reference,
        memo: "",
        idempotency_key: None,
        legs: vec![
            Leg::available(Owner::User(user_id, from), asset.id, -amount),
            Leg::available(Owner::User(user_id, to), asset.id, amount),
        ],
        now,
    };
    let mut tx = app.db.begin().await?;
    ledger::post(&mut tx, &posting).await?;
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &response).await? {
        return idempotency::text_of(earlier);
    }
    if from == AccountKind::Lever || to == AccountKind::Lever {
        app.lever.refresh(user_id);
    }
    idempotency::text_of(response)
}

fn line(row: LineRow, assets: &[AssetRow], lang: Lang, offset: time::UtcOffset) -> LedgerLine {
    let asset = assets.iter().find(|a| a.id == row.asset_id);
    let scale = asset.map_or(Scale::USDT, scale);
    let kind = AccountKind::from_code(row.kind).map_or("", AccountKind::name);
    let mut info = i18n::text(lang, TxKind::text_key(row.tx_kind), &[]);
    if row.tx_kind == TxKind::Adjustment.code() && !row.memo.is_empty() {
        info = format!("{info}: {}", row.memo);
    }
    LedgerLine {
        id: row.id,
        currency: row.asset_id,
        currency_name: asset.map(|a| a.symbol.clone()).unwrap_or_default(),
        account: kind.to_string(),
        value: money::format(row.available_delta, scale),
        frozen_value: money::format(row.frozen_delta, scale),
        kind: row.tx_kind,
        info,
        transaction_info: row.reference,
        created_time: clock::display(row.created_at, offset),
        created_time_ts: row.created_at,
    }
}

pub async fn bill(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    currency: AssetId,
    kind: &str,
    page: i64,
    limit: i64,
) -> Result<Bill, AppError> {
    let kind = match kind.trim() {
        "" | "0" => 0,
        other => AccountKind::parse(other).ok_or(AppError::field("type"))?.code(),
    };
    let filter = LineFilter {
        asset_id: currency,
        kind,
        tx_kind: 0,
    };
    let assets = repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::lines(&app.db, user_id, filter, limit, (page - 1) * limit).await?;
    Ok(Bill {
        list: rows.into_iter().map(|r| line(r, &assets, lang, offset)).collect(),
        count: repo::lines_count(&app.db, user_id, filter).await?,
        page,
        limit,
        is_open_ctbi: 0,
    })
}

pub async fn moves(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    page: i64,
    limit: i64,
    url: String,
) -> Result<Pager<LedgerLine>, AppError> {
    let filter = LineFilter {
        asset_id: AssetId(0),
        kind: 0,
        tx_kind: TxKind::Transfer.code(),
    };
    let assets = repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::lines(&app.db, user_id, filter, limit, (page - 1) * limit).await?;
    let total = repo::lines_count(&app.db, user_id, filter).await?;
    let data = rows.into_iter().map(|r| line(r, &assets, lang, offset)).collect();
    Ok(Pager::new(data, total, page, limit, url))
}

pub use crate::fanout::balance::{balance_event, publish_balance};

#[cfg(test)]
mod tests {
    use super::*;

    fn btc() -> AssetRow {
        AssetRow {
            id: AssetId(1),
            symbol: "BTC".into(),
            scale: Scale::USDT,
            logo: String::new(),
            is_legal: 0,
            is_lever: 1,
            is_match: 1,
            is_micro: 1,
            is_transfer: 1,
            usdt_price: 95_000 * 100_000_000,
            chains: "BTC".into(),
        }
    }

    #[test]
    fn a_balance_is_valued_at_its_reference_price_in_usdt_minor_units() {
        assert_eq!(usdt_value(50_000_000, &btc()), 47_500 * 100_000_000);
        assert_eq!(usdt_value(1, &btc()), 95_000);
    }

    #[test]
    fn published_move_pairs_are_read_and_unknown_names_dropped() {
        let pairs = allowed_moves("legal-change, change-micro,spot-change,micro");
        assert_eq!(
            pairs,
            vec![
                (AccountKind::Legal, AccountKind::Change),
                (AccountKind::Change, AccountKind::Micro)
            ]
        );
    }

    #[test]
    fn the_faucet_rule_lists_symbols_and_amounts() {
        assert_eq!(
            faucet_amounts("USDT:10000, BTC:1"),
            vec![
                ("USDT".to_string(), "10000".to_string()),
                ("BTC".to_string(), "1".to_string())
            ]
        );
    }
}
