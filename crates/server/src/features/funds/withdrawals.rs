//! Withdrawals: checked against the published minimum, fee and 24-hour limit of the user's identity level, frozen
//! on request and paid out or returned by an operator.

use serde_json::json;

use super::{
    dto::{ReviewedWithdrawal, WithdrawInfo, WithdrawInput, WithdrawalItem},
    repo::{self, NewWithdrawal, WithdrawalRow},
    service::{
        DAY_MS, DONE, Decision, FAILED, WithdrawRule, asset, audit_entry, btc_equivalent, btc_total, fee,
        status_text,
    },
};
use crate::{
    app::AppState,
    auth::{limits, password},
    clock,
    db::limit_keys,
    error::{AppError, ErrorCode},
    features::{
        account, identity, site,
        wallet::{
            address,
            repo::{self as wallet_repo, AssetRow},
            service::{rule, scale},
        },
    },
    http::pager::DataPage,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money::{self, Scale},
    operators::{
        Operator,
        audit::{self},
    },
};

pub(super) async fn withdraw_rule(
    app: &AppState,
    asset: &AssetRow,
) -> Result<Option<WithdrawRule>, AppError> {
    let read = |key: String| async move { rule(app, "withdraw", &key).await };
    let s = scale(asset);
    let min = money::parse(&read(format!("{}_min", asset.symbol)).await?, s);
    let fee_rate = money::parse(&read(format!("{}_fee_rate", asset.symbol)).await?, Scale::USDT);
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

/// The 24-hour limit of an identity level in satoshi (0 without a level).
/// The 24-hour limit in BTC minor units: the identity level's, raised by the VIP level's where the VIP table gives
/// a fully verified account more (ADR 57).
async fn level_limit(app: &AppState, real_level: i64, vip_level: i64) -> Result<i64, AppError> {
    let key = match real_level {
        2.. => "lv2_withdraw_btc_per_24h",
        1 => "lv1_withdraw_btc_per_24h",
        _ => return Ok(0),
    };
    let identity = money::parse(&rule(app, "identity", key).await?, Scale::USDT).unwrap_or(0);
    Ok(crate::vip::table(&app.db)
        .await?
        .withdraw_limit(vip_level, real_level, identity))
}

async fn used_today(app: &AppState, user_id: UserId, assets: &[AssetRow], now: i64) -> Result<i64, AppError> {
    let withdrawn = repo::withdrawn_since(&app.db, user_id, now - DAY_MS).await?;
    Ok(btc_total(&withdrawn, assets))
}

async fn balance(
    app: &AppState,
    user_id: UserId,
    asset_id: AssetId,
    kind: AccountKind,
) -> Result<i64, AppError> {
    Ok(wallet_repo::balances(&app.db, user_id)
        .await?
        .into_iter()
        .find(|b| b.asset_id == asset_id && b.kind == kind.code())
        .map_or(0, |b| b.available))
}

pub async fn withdraw_info(
    app: &AppState,
    user_id: UserId,
    currency: AssetId,
) -> Result<WithdrawInfo, AppError> {
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
        rate: money::format(rule.fee_rate, Scale::USDT),
        fee_min: money::format(rule.fee_min, s),
        min_number: money::format(rule.min, s),
        legal_balance: money::format(balance(app, user_id, asset.id, AccountKind::Legal).await?, s),
        change_balance: money::format(balance(app, user_id, asset.id, AccountKind::Change).await?, s),
        limit_24h: money::format(
            level_limit(app, user.real_level, user.vip_level).await?,
            Scale::USDT,
        ),
        used_24h: money::format(
            used_today(app, user_id, &assets, app.clock.now_ms()).await?,
            Scale::USDT,
        ),
        networks: asset.networks(),
    })
}

async fn check_pay_password(app: &AppState, user_id: UserId, given: &str) -> Result<(), AppError> {
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

/// Files a withdrawal: identity level (`"998"`), pay password, the authenticator code once the second factor is on
/// (its time step recorded with the request, ADR 78), network and address, minimum, the fee the user saw, the
/// 24-hour limit, then amount and fee frozen in the exchange account with the request row.
pub async fn request_withdrawal(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: WithdrawInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
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
        return idempotency::text_of(answer);
    }
    identity::service::require_level(app, user_id, "withdraw").await?;
    check_pay_password(app, user_id, &input.pay_password).await?;
    let second_factor =
        account::second_factor::for_money_move(app, user_id, input.totp_code.as_deref()).await?;
    let (asset, assets) = asset(app, input.currency).await?;
    let rule = withdraw_rule(app, &asset)
        .await?
        .ok_or(ErrorCode::WithdrawDisabled)?;
    let (network, target) = destination(app, user_id, &asset, &input).await?;
    let target = target.as_str();
    let amount = money::parse(&input.number, scale(&asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("number"))?;
    if amount < rule.min {
        return Err(ErrorCode::BelowMinimum.into());
    }
    if money::parse(&input.rate, Scale::USDT) != Some(rule.fee_rate) {
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
    let limit = level_limit(app, user.real_level, user.vip_level).await?;
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
    if let Some(proof) = second_factor
        && !account::second_factor::spend(&mut tx, user_id, proof, now).await?
    {
        return Err(AppError::new(ErrorCode::TotpInvalid).with_field("totp_code"));
    }
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
        return idempotency::text_of(earlier);
    }
    idempotency::text_of(response)
}

/// Where a withdrawal goes: an address on one of the asset's networks, or, when the address is empty (existing
/// clients' bank withdrawal), the user's saved bank card, paid out off-chain by finance like any reviewed request.
/// `type` is a network name, or as existing clients send it a kind (ADR 75): `0` on-chain, the network read
/// from the address's format, `1` the bank card.
async fn destination(
    app: &AppState,
    user_id: UserId,
    asset: &AssetRow,
    input: &WithdrawInput,
) -> Result<(String, String), AppError> {
    let target = input.address.trim();
    let asked = input.network.as_deref().map(str::trim).filter(|n| !n.is_empty());
    let to_card = match asked {
        Some("1") => true,
        Some(n) => target.is_empty() && n.eq_ignore_ascii_case(BANK),
        None => target.is_empty(),
    };
    if to_card {
        for kind in ["domestic", "international"] {
            if let Some(card) = crate::features::payees::repo::card(&app.db, user_id, kind).await? {
                return Ok((BANK.to_string(), format!("{kind}:{card}")));
            }
        }
        return Err(AppError::new(ErrorCode::InvalidAddress).with_field("address"));
    }
    let nets = asset.networks();
    if nets.is_empty() {
        return Err(ErrorCode::WithdrawDisabled.into());
    }
    let network = match asked {
        Some(n) if n != "0" => nets
            .iter()
            .find(|c| c.eq_ignore_ascii_case(n))
            .cloned()
            .ok_or(AppError::field("type"))?,
        // On-chain without a network name: the asset's network whose address format this address has.
        _ => address::network_among(&nets, target)
            .ok_or(AppError::new(ErrorCode::InvalidAddress).with_field("address"))?,
    };
    if !address::is_valid(&network, target) {
        return Err(AppError::new(ErrorCode::InvalidAddress).with_field("address"));
    }
    Ok((network, target.to_string()))
}

/// The "network" of a withdrawal to the user's saved bank card.
pub const BANK: &str = "BANK";

fn withdrawal_item(
    row: WithdrawalRow,
    assets: &[AssetRow],
    lang: Lang,
    offset: time::UtcOffset,
) -> WithdrawalItem {
    let asset = assets.iter().find(|a| a.id == row.asset_id);
    let s = asset.map_or(Scale::USDT, scale);
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
        chain: None,
    }
}

pub async fn withdrawal_list(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    page: i64,
    limit: i64,
) -> Result<DataPage<WithdrawalItem>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::withdrawals_of(&app.db, user_id, limit, (page - 1) * limit).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut chain = super::chain::payout::progress(&app.db, &ids).await?;
    let data = rows
        .into_iter()
        .map(|r| {
            let on_chain = chain.remove(&r.id);
            WithdrawalItem {
                chain: on_chain,
                ..withdrawal_item(r, &assets, lang, offset)
            }
        })
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
) -> Result<Vec<ReviewedWithdrawal>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::withdrawals_in(&app.db, status, limit, (page - 1) * limit).await?;
    let ids: Vec<UserId> = rows.iter().map(|r| r.user_id).collect();
    let who = account::repo::contacts(&app.db, &ids).await?;
    let withdrawal_ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut chain = super::chain::payout::progress(&app.db, &withdrawal_ids).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let user_id = r.user_id;
        let (email, login) = who.of(user_id);
        let on_chain = chain.remove(&r.id);
        out.push(ReviewedWithdrawal {
            item: WithdrawalItem {
                chain: on_chain,
                ..withdrawal_item(r, &assets, Lang::En, offset)
            },
            user_id,
            email,
            account: login,
        });
    }
    Ok(out)
}

/// What paying a withdrawal posts: its frozen amount and fee leave the user, the amount to custody (which paid it
/// on chain) and the fee to fees.
pub(super) fn paid_legs(row: &repo::WithdrawalRow) -> Vec<Leg> {
    let mut legs = vec![
        Leg {
            owner: Owner::User(row.user_id, AccountKind::Change),
            asset_id: row.asset_id,
            available: 0,
            frozen: -(row.amount + row.fee),
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
    legs
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
    let now = app.clock.now_ms();
    let total = row.amount + row.fee;
    let user = Owner::User(row.user_id, AccountKind::Change);
    let (status, notes, tx_hash, kind, legs) = match &decision {
        Decision::Approve { tx_hash } => (
            DONE,
            String::new(),
            tx_hash.trim().to_string(),
            TxKind::WithdrawDone,
            paid_legs(&row),
        ),
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
    // Read after the update holds the row: an export committed first is seen, one racing waits for this.
    if super::chain::payout::on_chain(&mut tx, id).await? {
        return Err(ErrorCode::WithdrawalOnChain.into());
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
    let assets = wallet_repo::assets(&app.db).await?;
    let asset = assets.iter().find(|a| a.id == row.asset_id);
    let amount = money::format(row.amount, asset.map_or(Scale::USDT, scale));
    let symbol = asset.map(|a| a.symbol.clone()).unwrap_or_default();
    let (key, detail) = match &decision {
        Decision::Approve { .. } => ("withdrawal_done", ("tx_hash", tx_hash.as_str())),
        Decision::Reject { .. } => ("withdrawal_returned", ("reason", notes.as_str())),
    };
    let args = [("amount", amount.as_str()), ("symbol", symbol.as_str()), detail];
    crate::features::messages::service::note(&mut tx, row.user_id, key, &args, now).await?;
    tx.commit().await?;
    crate::features::messages::service::publish(app, row.user_id).await;
    Ok(())
}
