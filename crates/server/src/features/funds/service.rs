//! Rules of money entering and leaving: deposit claims credited only by an operator or a watcher report (once per
//! chain transfer), withdrawals checked against the published minimum, fee and 24-hour limit of the user's
//! identity level, frozen on request and paid out or returned by an operator.

use serde_json::{Value, json};

use super::{
    dto::{
        Adjustment, DepositClaim, DepositItem, DepositReport, WithdrawInfo, WithdrawInput, WithdrawalItem,
    },
    repo::{self, DepositRow, NewDeposit, NewWithdrawal, WithdrawalRow},
};
use crate::{
    app::AppState,
    auth::{limits, password},
    clock::{self, now_ms},
    db::{limit_keys, unique_violation},
    error::{AppError, ErrorCode},
    features::{
        account, identity, site, upload,
        wallet::{
            address, derive,
            repo::{self as wallet_repo, AssetRow},
            service::{rule, scale, usdt_value},
        },
    },
    http::pager::DataPage,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

pub const PENDING: i64 = 1;
pub const DONE: i64 = 2;
pub const FAILED: i64 = 3;

const DAY_MS: i64 = 24 * 3_600_000;
/// Percent rates are read at scale 8, so 100 % is 100 × 10^8.
const PERCENT_UNIT: i64 = 100 * 100_000_000;

/// The published withdrawal rule of one asset, in its minor units (fee rate in percent at scale 8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WithdrawRule {
    pub min: i64,
    pub fee_rate: i64,
    pub fee_min: i64,
}

/// The fee of a withdrawal: the published percentage rounded up (users pay rounded up), at least the minimum fee.
pub fn fee(amount: i64, rule: WithdrawRule) -> i64 {
    let product = i128::from(amount) * i128::from(rule.fee_rate);
    let unit = i128::from(PERCENT_UNIT);
    let rounded_up = (product + unit - 1) / unit;
    i64::try_from(rounded_up).unwrap_or(i64::MAX).max(rule.fee_min)
}

/// The BTC-equivalent (in satoshi) of an amount, at the prices the assets carry.
pub fn btc_equivalent(amount: i64, asset: &AssetRow, btc: &AssetRow) -> i64 {
    if btc.usdt_price <= 0 {
        return i64::MAX;
    }
    money::mul_div_floor(usdt_value(amount, asset), 100_000_000, btc.usdt_price).unwrap_or(i64::MAX)
}

/// The networks an asset moves on.
pub fn networks(asset: &AssetRow) -> Vec<String> {
    asset
        .chains
        .split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_string)
        .collect()
}

async fn withdraw_rule(app: &AppState, asset: &AssetRow) -> Result<Option<WithdrawRule>, AppError> {
    let read = |key: String| async move { rule(app, "withdraw", &key).await };
    let s = scale(asset);
    let min = money::parse(&read(format!("{}_min", asset.symbol)).await?, s);
    let fee_rate = money::parse(&read(format!("{}_fee_rate", asset.symbol)).await?, 8);
    let fee_min = money::parse(&read(format!("{}_fee_min", asset.symbol)).await?, s);
    Ok(match (min, fee_rate, fee_min) {
        (Some(min), Some(fee_rate), Some(fee_min)) => Some(WithdrawRule {
            min,
            fee_rate,
            fee_min,
        }),
        _ => None,
    })
}

/// An asset and every asset, valued at the market index where there is one (the reference prices otherwise),
/// which is how the 24-hour limits count in BTC.
async fn asset(app: &AppState, id: i64) -> Result<(AssetRow, Vec<AssetRow>), AppError> {
    let mut assets = wallet_repo::assets(&app.db).await?;
    for a in &mut assets {
        if let Some(price) = app.market.usdt_price(a.id) {
            a.usdt_price = price;
        }
    }
    let asset = assets
        .iter()
        .find(|a| a.id == id)
        .cloned()
        .ok_or(AppError::field("currency"))?;
    Ok((asset, assets))
}

/// The 24-hour limit of an identity level in satoshi (0 without a level).
async fn level_limit(app: &AppState, real_level: i64) -> Result<i64, AppError> {
    let key = match real_level {
        2.. => "lv2_withdraw_btc_per_24h",
        1 => "lv1_withdraw_btc_per_24h",
        _ => return Ok(0),
    };
    Ok(money::parse(&rule(app, "identity", key).await?, 8).unwrap_or(0))
}

/// The BTC-equivalent (satoshi) of per-asset withdrawal totals.
fn btc_total(withdrawn: &[(i64, i64)], assets: &[AssetRow]) -> i64 {
    let Some(btc) = assets.iter().find(|a| a.symbol == "BTC") else {
        return 0;
    };
    withdrawn
        .iter()
        .filter_map(|(asset_id, amount)| {
            let asset = assets.iter().find(|a| a.id == *asset_id)?;
            Some(btc_equivalent(*amount, asset, btc))
        })
        .fold(0i64, i64::saturating_add)
}

async fn used_today(app: &AppState, user_id: i64, assets: &[AssetRow], now: i64) -> Result<i64, AppError> {
    let withdrawn = repo::withdrawn_since(&app.db, user_id, now - DAY_MS).await?;
    Ok(btc_total(&withdrawn, assets))
}

async fn balance(app: &AppState, user_id: i64, asset_id: i64, kind: AccountKind) -> Result<i64, AppError> {
    Ok(wallet_repo::balances(&app.db, user_id)
        .await?
        .into_iter()
        .find(|b| b.asset_id == asset_id && b.kind == kind.code())
        .map_or(0, |b| b.available))
}

pub async fn withdraw_info(app: &AppState, user_id: i64, currency: i64) -> Result<WithdrawInfo, AppError> {
    let (asset, assets) = asset(app, currency).await?;
    let rule = withdraw_rule(app, &asset)
        .await?
        .ok_or(ErrorCode::WithdrawDisabled)?;
    let user = account::repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let s = scale(&asset);
    Ok(WithdrawInfo {
        name: asset.symbol.clone(),
        rate: money::format(rule.fee_rate, 8),
        fee_min: money::format(rule.fee_min, s),
        min_number: money::format(rule.min, s),
        legal_balance: money::format(balance(app, user_id, asset.id, AccountKind::Legal).await?, s),
        change_balance: money::format(balance(app, user_id, asset.id, AccountKind::Change).await?, s),
        limit_24h: money::format(level_limit(app, user.real_level).await?, 8),
        used_24h: money::format(used_today(app, user_id, &assets, now_ms()).await?, 8),
        networks: networks(&asset),
    })
}

async fn check_pay_password(app: &AppState, user_id: i64, given: &str) -> Result<(), AppError> {
    let user = account::repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let stored = user.pay_password_hash.ok_or(ErrorCode::PayPasswordNotSet)?;
    let key = format!("paypw:{user_id}");
    let compare = password::verify(&app.hashing, given.to_string(), Some(stored));
    if limits::guarded_secret(app, &key, app.config.limits.login_failures_per_account, compare).await? {
        Ok(())
    } else {
        Err(AppError::new(ErrorCode::PayPasswordWrong).with_field("pay_password"))
    }
}

/// Files a withdrawal: identity level (`"998"`), pay password, network and address, minimum, the fee the user saw,
/// the 24-hour limit, then amount and fee frozen in the exchange account with the request row.
pub async fn request_withdrawal(
    app: &AppState,
    lang: Lang,
    user_id: i64,
    input: WithdrawInput,
    key: Option<String>,
) -> Result<Value, AppError> {
    let now = now_ms();
    let currency = input.currency.to_string();
    let claim = key.map(|key| {
        let network = input.network.clone().unwrap_or_default();
        let fields = [
            currency.as_str(),
            &input.number,
            &input.address,
            &network,
            &input.rate,
        ];
        Claim::new(user_id, key, "/wallet/out", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return Ok(answer);
    }
    identity::service::require_level(app, user_id, "withdraw").await?;
    check_pay_password(app, user_id, &input.pay_password).await?;
    let (asset, assets) = asset(app, input.currency).await?;
    let rule = withdraw_rule(app, &asset)
        .await?
        .ok_or(ErrorCode::WithdrawDisabled)?;
    let nets = networks(&asset);
    let network = match input.network.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        Some(n) => nets
            .iter()
            .find(|c| c.eq_ignore_ascii_case(n))
            .cloned()
            .ok_or(AppError::field("type"))?,
        None => nets.first().cloned().ok_or(ErrorCode::WithdrawDisabled)?,
    };
    let target = input.address.trim();
    if !address::is_valid(&network, target) {
        return Err(AppError::new(ErrorCode::InvalidAddress).with_field("address"));
    }
    let amount = money::parse(&input.number, scale(&asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("number"))?;
    if amount < rule.min {
        return Err(ErrorCode::BelowMinimum.into());
    }
    if money::parse(&input.rate, 8) != Some(rule.fee_rate) {
        return Err(ErrorCode::FeeChanged.into());
    }
    let fee = fee(amount, rule);
    let total = amount.checked_add(fee).ok_or(AppError::field("number"))?;
    let user = account::repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let btc = assets
        .iter()
        .find(|a| a.symbol == "BTC")
        .ok_or(ErrorCode::WithdrawDisabled)?;
    let limit = level_limit(app, user.real_level).await?;
    let response = json!(i18n::text(lang, "withdrawal_submitted", &[]));
    // The 24-hour total is read after the user's limit key is taken, in the transaction that records this request,
    // so concurrent requests are counted one after the other (ADR 31).
    let mut tx = app.db.begin().await?;
    limit_keys::take(&mut tx, &format!("withdraw:user:{user_id}"), now).await?;
    let withdrawn = repo::withdrawn_since_tx(&mut tx, user_id, now - DAY_MS).await?;
    if btc_total(&withdrawn, &assets).saturating_add(btc_equivalent(total, &asset, btc)) > limit {
        return Err(ErrorCode::LimitExceeded.into());
    }
    let row = NewWithdrawal {
        user_id,
        asset_id: asset.id,
        chain: &network,
        address: target,
        amount,
        fee,
        now,
    };
    let id = repo::insert_withdrawal(&mut tx, &row).await?;
    let reference = format!("withdrawal:{id}");
    let posting = Posting {
        kind: TxKind::WithdrawRequest,
        reference: &reference,
        memo: "",
        idempotency_key: None,
        legs: vec![Leg {
            owner: Owner::User(user_id, AccountKind::Change),
            asset_id: asset.id,
            available: -total,
            frozen: total,
        }],
        now,
    };
    ledger::post(&mut tx, &posting).await?;
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &response).await? {
        return Ok(earlier);
    }
    Ok(response)
}

fn status_text(lang: Lang, prefix: &str, status: i64) -> String {
    i18n::text(lang, &format!("{prefix}_status_{status}"), &[])
}

fn withdrawal_item(
    row: WithdrawalRow,
    assets: &[AssetRow],
    lang: Lang,
    offset: time::UtcOffset,
) -> WithdrawalItem {
    let asset = assets.iter().find(|a| a.id == row.asset_id);
    let s = asset.map_or(8, scale);
    WithdrawalItem {
        id: row.id,
        number: money::format(row.amount, s),
        fee: money::format(row.fee, s),
        name: asset.map(|a| a.symbol.clone()).unwrap_or_default(),
        address: row.address,
        network: row.chain,
        create_time: clock::display(row.created_at, offset),
        create_time_ts: row.created_at,
        status: row.status,
        status_text: status_text(lang, "withdraw", row.status),
        notes: row.notes,
        tx_hash: row.tx_hash,
    }
}

pub async fn withdrawal_list(
    app: &AppState,
    lang: Lang,
    user_id: i64,
    page: i64,
    limit: i64,
) -> Result<DataPage<WithdrawalItem>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::withdrawals_of(&app.db, user_id, limit, (page - 1) * limit).await?;
    let data = rows
        .into_iter()
        .map(|r| withdrawal_item(r, &assets, lang, offset))
        .collect();
    Ok(DataPage::new(
        data,
        repo::withdrawals_count(&app.db, user_id).await?,
        page,
        limit,
    ))
}

pub async fn waiting_withdrawals(
    app: &AppState,
    status: i64,
    page: i64,
    limit: i64,
) -> Result<Vec<WithdrawalItem>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::withdrawals_in(&app.db, status, limit, (page - 1) * limit).await?;
    Ok(rows
        .into_iter()
        .map(|r| withdrawal_item(r, &assets, Lang::En, offset))
        .collect())
}

/// An operator's decision on a waiting request.
#[derive(Debug, Clone)]
pub enum Decision {
    Approve { tx_hash: String },
    Reject { reason: String },
}

fn audit_entry<'a>(
    operator: &'a Operator,
    action: &'a str,
    target: &'a str,
    after: &'a str,
    ip: &'a str,
    at: i64,
) -> Entry<'a> {
    Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action,
        target,
        before: "pending",
        after,
        ip,
        at,
    }
}

/// Pays a waiting withdrawal out to custody (amount) and fees (fee), or returns it to the user; the request, the
/// ledger transaction and the audit record commit together, and a request decided already is `not_found`.
pub async fn decide_withdrawal(
    app: &AppState,
    operator: &Operator,
    id: i64,
    decision: Decision,
    ip: &str,
) -> Result<(), AppError> {
    let row = repo::withdrawal(&app.db, id)
        .await?
        .ok_or(AppError::new(ErrorCode::NotFound).with_field("id"))?;
    let now = now_ms();
    let total = row.amount + row.fee;
    let user = Owner::User(row.user_id, AccountKind::Change);
    let (status, notes, tx_hash, kind, legs) = match &decision {
        Decision::Approve { tx_hash } => {
            let mut legs = vec![
                Leg {
                    owner: user,
                    asset_id: row.asset_id,
                    available: 0,
                    frozen: -total,
                },
                Leg::available(Owner::System(SystemRole::Custody), row.asset_id, row.amount),
            ];
            if row.fee > 0 {
                legs.push(Leg::available(
                    Owner::System(SystemRole::Fees),
                    row.asset_id,
                    row.fee,
                ));
            }
            (
                DONE,
                String::new(),
                tx_hash.trim().to_string(),
                TxKind::WithdrawDone,
                legs,
            )
        }
        Decision::Reject { reason } => (
            FAILED,
            identity::service::check_reason(reason)?,
            String::new(),
            TxKind::WithdrawReturned,
            vec![Leg {
                owner: user,
                asset_id: row.asset_id,
                available: total,
                frozen: -total,
            }],
        ),
    };
    if status == DONE && tx_hash.is_empty() {
        return Err(AppError::field("tx_hash"));
    }
    let mut tx = app.db.begin().await?;
    if repo::decide_withdrawal(&mut tx, id, status, &notes, &tx_hash, operator.id, now).await? == 0 {
        return Err(AppError::new(ErrorCode::NotFound).with_field("id"));
    }
    let reference = format!("withdrawal:{id}");
    let posting = Posting {
        kind,
        reference: &reference,
        memo: &notes,
        idempotency_key: None,
        legs,
        now,
    };
    ledger::post(&mut tx, &posting).await?;
    let (action, after) = match &decision {
        Decision::Approve { .. } => ("withdrawal.approve", format!("paid, tx {tx_hash}")),
        Decision::Reject { .. } => ("withdrawal.reject", format!("returned: {notes}")),
    };
    audit::record(
        &mut tx,
        &audit_entry(operator, action, &reference, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The caller's deposit address per network: derived for this user from the network's extended public key when
/// one is configured, else the platform's address. Multi-network assets answer one address per network.
pub async fn deposit_address(app: &AppState, user_id: i64, currency: i64) -> Result<Value, AppError> {
    let (asset, _) = asset(app, currency).await?;
    let setting = |key: String| async move {
        Ok::<String, AppError>(
            site::repo::setting(&app.db, &key)
                .await?
                .map(|r| r.value)
                .unwrap_or_default(),
        )
    };
    let index = u32::try_from(user_id).map_err(AppError::internal)?;
    let mut found = serde_json::Map::new();
    for network in networks(&asset) {
        let xpub = setting(format!("deposit_xpub_{network}")).await?;
        let value = if xpub.is_empty() {
            setting(format!("deposit_address_{}_{network}", asset.symbol)).await?
        } else {
            derive::deposit_address(&network, &xpub, index).ok_or_else(|| {
                AppError::internal(anyhow::anyhow!("the {network} extended public key is not valid"))
            })?
        };
        if !value.is_empty() {
            found.insert(network.to_lowercase(), json!(value));
        }
    }
    match (networks(&asset).len(), found.len()) {
        (_, 0) => Err(ErrorCode::DepositDisabled.into()),
        (1, _) => Ok(found.into_iter().next().map(|(_, v)| v).unwrap_or(Value::Null)),
        _ => Ok(Value::Object(found)),
    }
}

/// Files a deposit claim; nothing is credited until custody confirms it. With an idempotency key a repeat files
/// nothing new.
pub async fn claim_deposit(
    app: &AppState,
    lang: Lang,
    user_id: i64,
    claim: DepositClaim,
    key: Option<String>,
) -> Result<Value, AppError> {
    let now = now_ms();
    let currency = claim.currency.to_string();
    let kind = claim.kind.to_string();
    let idempotency = key.map(|key| {
        let fields = [
            currency.as_str(),
            &claim.amount,
            &claim.account,
            &kind,
            &claim.voucher,
        ];
        Claim::new(user_id, key, "/wallet/charge_req", &fields, now)
    });
    if let Some(found) = &idempotency
        && let Some(answer) = idempotency::earlier_answer(&app.db, found).await?
    {
        return Ok(answer);
    }
    let (asset, _) = asset(app, claim.currency).await?;
    let amount = money::parse(&claim.amount, scale(&asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("amount"))?;
    if !matches!(claim.kind, 0 | 1) {
        return Err(AppError::field("type"));
    }
    let account = claim.account.trim();
    if account.is_empty() && claim.voucher.is_empty() || account.chars().count() > 200 {
        return Err(AppError::field("account"));
    }
    if !claim.voucher.is_empty() && !upload::service::is_own_upload(app, user_id, &claim.voucher).await? {
        return Err(AppError::field("voucher"));
    }
    let network = networks(&asset).into_iter().next().unwrap_or_default();
    let row = NewDeposit {
        user_id,
        asset_id: asset.id,
        chain: &network,
        amount,
        kind: claim.kind,
        account,
        voucher: &claim.voucher,
        tx_hash: None,
        output_index: None,
        status: PENDING,
        now,
    };
    let response = json!(i18n::text(lang, "deposit_submitted", &[]));
    let mut tx = app.db.begin().await?;
    repo::insert_deposit(&mut tx, &row).await?;
    if let Some(earlier) = idempotency::commit(tx, &app.db, idempotency.as_ref(), &response).await? {
        return Ok(earlier);
    }
    Ok(response)
}

fn deposit_item(row: DepositRow, assets: &[AssetRow], lang: Lang, offset: time::UtcOffset) -> DepositItem {
    let asset = assets.iter().find(|a| a.id == row.asset_id);
    DepositItem {
        id: row.id,
        user_id: row.user_id,
        currency: row.asset_id,
        name: asset.map(|a| a.symbol.clone()).unwrap_or_default(),
        amount: money::format(row.amount, asset.map_or(8, scale)),
        account: row.account,
        voucher: row.voucher,
        status: row.status,
        status_text: status_text(lang, "deposit", row.status),
        notes: row.notes,
        created_at: clock::display(row.created_at, offset),
        created_at_ts: row.created_at,
    }
}

pub async fn deposit_log(
    app: &AppState,
    lang: Lang,
    user_id: i64,
    page: i64,
    limit: i64,
) -> Result<DataPage<DepositItem>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::deposits_of(&app.db, user_id, limit, (page - 1) * limit).await?;
    let data = rows
        .into_iter()
        .map(|r| deposit_item(r, &assets, lang, offset))
        .collect();
    Ok(DataPage::new(
        data,
        repo::deposits_count(&app.db, user_id).await?,
        page,
        limit,
    ))
}

pub async fn waiting_deposits(
    app: &AppState,
    status: i64,
    page: i64,
    limit: i64,
) -> Result<Vec<DepositItem>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::deposits_in(&app.db, status, limit, (page - 1) * limit).await?;
    Ok(rows
        .into_iter()
        .map(|r| deposit_item(r, &assets, Lang::En, offset))
        .collect())
}

fn credit_legs(user_id: i64, asset_id: i64, amount: i64) -> Vec<Leg> {
    vec![
        Leg::available(Owner::System(SystemRole::Custody), asset_id, -amount),
        Leg::available(Owner::User(user_id, AccountKind::Change), asset_id, amount),
    ]
}

/// Credits a pending claim from custody, or rejects it; audited, and a claim decided already is `not_found`.
pub async fn decide_deposit(
    app: &AppState,
    operator: &Operator,
    id: i64,
    decision: Decision,
    ip: &str,
) -> Result<(), AppError> {
    let row = repo::deposit(&app.db, id)
        .await?
        .ok_or(AppError::new(ErrorCode::NotFound).with_field("id"))?;
    let now = now_ms();
    let (status, notes) = match &decision {
        Decision::Approve { .. } => (DONE, String::new()),
        Decision::Reject { reason } => (FAILED, identity::service::check_reason(reason)?),
    };
    let mut tx = app.db.begin().await?;
    if repo::decide_deposit(&mut tx, id, status, &notes, operator.id, now).await? == 0 {
        return Err(AppError::new(ErrorCode::NotFound).with_field("id"));
    }
    let reference = format!("deposit:{id}");
    if status == DONE {
        let posting = Posting {
            kind: TxKind::Deposit,
            reference: &reference,
            memo: "",
            idempotency_key: None,
            legs: credit_legs(row.user_id, row.asset_id, row.amount),
            now,
        };
        ledger::post(&mut tx, &posting).await?;
    }
    let (action, after) = if status == DONE {
        ("deposit.confirm", "credited".to_string())
    } else {
        ("deposit.reject", format!("rejected: {notes}"))
    };
    audit::record(
        &mut tx,
        &audit_entry(operator, action, &reference, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Credits a deposit a chain watcher saw. The same (chain, tx hash, output index) is credited once however often
/// it is reported; a repeat answers with the first deposit's id.
pub async fn report_deposit(
    app: &AppState,
    operator: &Operator,
    report: DepositReport,
    ip: &str,
) -> Result<i64, AppError> {
    let (asset, _) = asset(app, report.currency).await?;
    let network = networks(&asset)
        .into_iter()
        .find(|n| n.eq_ignore_ascii_case(report.chain.trim()))
        .ok_or(AppError::field("chain"))?;
    let tx_hash = report.tx_hash.trim();
    if tx_hash.is_empty() || tx_hash.len() > 128 || report.output_index < 0 {
        return Err(AppError::field("tx_hash"));
    }
    let amount = money::parse(&report.amount, scale(&asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("amount"))?;
    if account::repo::find_by_id(&app.db, report.user_id)
        .await?
        .is_none()
    {
        return Err(AppError::new(ErrorCode::NotFound).with_field("user_id"));
    }
    let now = now_ms();
    let row = NewDeposit {
        user_id: report.user_id,
        asset_id: asset.id,
        chain: &network,
        amount,
        kind: 0,
        account: tx_hash,
        voucher: "",
        tx_hash: Some(tx_hash),
        output_index: Some(report.output_index),
        status: DONE,
        now,
    };
    let mut tx = app.db.begin().await?;
    let id = match repo::insert_deposit(&mut tx, &row).await {
        Ok(id) => id,
        Err(err) if unique_violation(&err).is_some() => {
            drop(tx);
            return existing_report(app, &network, tx_hash, report.output_index).await;
        }
        Err(err) => return Err(err.into()),
    };
    let reference = format!("deposit:{id}");
    let key = format!("chain:{network}:{tx_hash}:{}", report.output_index);
    let posting = Posting {
        kind: TxKind::Deposit,
        reference: &reference,
        memo: "",
        idempotency_key: Some(&key),
        legs: credit_legs(report.user_id, asset.id, amount),
        now,
    };
    ledger::post(&mut tx, &posting).await?;
    audit::record(
        &mut tx,
        &audit_entry(operator, "deposit.report", &reference, &key, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

async fn existing_report(
    app: &AppState,
    chain: &str,
    tx_hash: &str,
    output_index: i64,
) -> Result<i64, AppError> {
    crate::on_db!(&app.db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM deposits WHERE chain = $1 AND tx_hash = $2 AND output_index = $3",
    )
    .bind(chain)
    .bind(tx_hash)
    .bind(output_index)
    .fetch_one(c)
    .await)
    .map_err(AppError::from)
}

/// An operator's correction of one balance, with its reason shown in the user's bill; the other side is the
/// house account. Never a "set balance": the ledger records the difference.
pub async fn adjust(
    app: &AppState,
    operator: &Operator,
    adjustment: Adjustment,
    ip: &str,
) -> Result<(), AppError> {
    let Adjustment {
        user_id,
        currency,
        kind,
        amount,
        reason,
    } = adjustment;
    let (asset, _) = asset(app, currency).await?;
    let reason = identity::service::check_reason(&reason)?;
    let (negative, digits) = match amount.trim().strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, amount.trim()),
    };
    let value = money::parse(digits, scale(&asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("amount"))?;
    let delta = if negative { -value } else { value };
    if account::repo::find_by_id(&app.db, user_id).await?.is_none() {
        return Err(AppError::new(ErrorCode::NotFound).with_field("user_id"));
    }
    let now = now_ms();
    let reference = format!("adjustment:user:{user_id}");
    let posting = Posting {
        kind: TxKind::Adjustment,
        reference: &reference,
        memo: &reason,
        idempotency_key: None,
        legs: vec![
            Leg::available(Owner::User(user_id, kind), asset.id, delta),
            Leg::available(Owner::System(SystemRole::House), asset.id, -delta),
        ],
        now,
    };
    let mut tx = app.db.begin().await?;
    ledger::post(&mut tx, &posting).await?;
    let after = format!(
        "{} {} {}: {reason}",
        money::format(delta, scale(&asset)),
        asset.symbol,
        kind.name()
    );
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action: "ledger.adjust",
        target: &format!("user:{user_id}"),
        before: "",
        after: &after,
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: WithdrawRule = WithdrawRule {
        min: 1_000_000_000,
        fee_rate: 10_000_000,
        fee_min: 100_000_000,
    };

    #[test]
    fn the_fee_is_the_published_percentage_rounded_up_but_at_least_the_minimum() {
        assert_eq!(
            fee(1_000_000_000_000, RULE),
            1_000_000_000,
            "0.1 % of 10,000 is 10"
        );
        assert_eq!(
            fee(1_000_000_000, RULE),
            100_000_000,
            "0.1 % of 10 is below the 1 minimum"
        );
        let tiny = WithdrawRule {
            min: 0,
            fee_rate: 10_000_000,
            fee_min: 0,
        };
        assert_eq!(fee(1, tiny), 1, "a fraction of a unit rounds up");
    }

    #[test]
    fn amounts_are_valued_in_satoshi_at_reference_prices() {
        let btc = AssetRow {
            id: 1,
            symbol: "BTC".into(),
            scale: 8,
            logo: String::new(),
            is_legal: 0,
            is_lever: 1,
            is_match: 1,
            is_micro: 1,
            is_transfer: 1,
            usdt_price: 100_000 * 100_000_000,
            chains: "BTC".into(),
        };
        let usdt = AssetRow {
            id: 3,
            symbol: "USDT".into(),
            usdt_price: 100_000_000,
            chains: "ERC20,TRC20".into(),
            ..btc.clone()
        };
        assert_eq!(
            btc_equivalent(50_000 * 100_000_000, &usdt, &btc),
            50_000_000,
            "50,000 USDT is half a bitcoin"
        );
        assert_eq!(btc_equivalent(100_000_000, &btc, &btc), 100_000_000);
        assert_eq!(networks(&usdt), vec!["ERC20", "TRC20"]);
    }
}
