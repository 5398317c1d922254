//! Deposits: claims and watcher reports credited only by an operator or a report (once per chain transfer).

use std::collections::BTreeMap;

use serde_json::json;

use super::{
    dto::{DepositAddress, DepositClaim, DepositItem, DepositReport, ReviewedDeposit},
    repo::{self, DepositRow, NewDeposit},
    service::{DONE, Decision, FAILED, PENDING, asset, audit_entry, status_text},
};
use crate::{
    app::AppState,
    clock,
    db::unique_violation,
    error::{AppError, ErrorCode},
    features::{
        account, identity, messages, site, upload,
        wallet::{
            derive,
            repo::{self as wallet_repo, AssetRow},
            service::scale,
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

/// The caller's deposit address per network: derived for this user from the network's extended public key when
/// one is configured, else the platform's address. Multi-network assets answer one address per network.
pub async fn deposit_address(
    app: &AppState,
    user_id: UserId,
    currency: AssetId,
) -> Result<DepositAddress, AppError> {
    let (asset, _) = asset(app, currency).await?;
    let mut found = BTreeMap::new();
    for network in asset.networks() {
        let value = network_address(app, &asset, &network, user_id).await?;
        if !value.is_empty() {
            found.insert(network.to_lowercase(), value);
        }
    }
    match (asset.networks().len(), found.len()) {
        (_, 0) => Err(ErrorCode::DepositDisabled.into()),
        (1, _) => found
            .into_iter()
            .next()
            .map(|(_, v)| DepositAddress::One(v))
            .ok_or(ErrorCode::DepositDisabled.into()),
        _ => Ok(DepositAddress::PerNetwork(found)),
    }
}

/// The caller's deposit address of an asset on one network: derived from the network's extended public key when
/// one is configured, else the platform's address, else "".
pub async fn network_address(
    app: &AppState,
    asset: &AssetRow,
    network: &str,
    user_id: UserId,
) -> Result<String, AppError> {
    let setting = |key: String| async move {
        Ok::<String, AppError>(
            site::repo::setting(&app.db, &key)
                .await?
                .map(|r| r.value)
                .unwrap_or_default(),
        )
    };
    let xpub = setting(format!("deposit_xpub_{network}")).await?;
    if xpub.is_empty() {
        return setting(format!("deposit_address_{}_{network}", asset.symbol)).await;
    }
    let index = u32::try_from(user_id.get()).map_err(AppError::internal)?;
    let address = derive::deposit_address(network, &xpub, index).ok_or_else(|| {
        AppError::internal(anyhow::anyhow!("the {network} extended public key is not valid"))
    })?;
    let normal = super::chain::scan::normal_address(&address);
    super::chain::store::record_address(&app.db, network, &normal, user_id, app.clock.now_ms()).await?;
    Ok(address)
}

/// Files a deposit claim; nothing is credited until custody confirms it. With an idempotency key a repeat files
/// nothing new.
pub async fn claim_deposit(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    claim: DepositClaim,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
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
        return idempotency::text_of(answer);
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
    let network = asset.networks().into_iter().next().unwrap_or_default();
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
        return idempotency::text_of(earlier);
    }
    idempotency::text_of(response)
}

fn deposit_item(row: DepositRow, assets: &[AssetRow], lang: Lang, offset: time::UtcOffset) -> DepositItem {
    let asset = assets.iter().find(|a| a.id == row.asset_id);
    DepositItem {
        id: row.id,
        user_id: row.user_id,
        currency: row.asset_id,
        name: asset.map(|a| a.symbol.clone()).unwrap_or_default(),
        amount: money::format(row.amount, asset.map_or(Scale::USDT, scale)),
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
    user_id: UserId,
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
) -> Result<Vec<ReviewedDeposit>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::deposits_in(&app.db, status, limit, (page - 1) * limit).await?;
    let ids: Vec<UserId> = rows.iter().map(|r| r.user_id).collect();
    let who = account::repo::contacts(&app.db, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let (email, user_account) = who.of(r.user_id);
            ReviewedDeposit {
                item: deposit_item(r, &assets, Lang::En, offset),
                email,
                user_account,
            }
        })
        .collect())
}

/// Tells the user a deposit arrived, in the transaction that credits it; publish with `messages::service::publish`
/// after the commit.
pub(super) async fn credited_note(
    tx: &mut crate::db::Tx,
    user_id: UserId,
    asset: &AssetRow,
    amount: i64,
    now: i64,
) -> Result<(), AppError> {
    let amount = money::format(amount, scale(asset));
    let args = [("amount", amount.as_str()), ("symbol", asset.symbol.as_str())];
    messages::service::note(tx, user_id, "deposit_credited", &args, now).await?;
    Ok(())
}

pub(super) fn credit_legs(user_id: UserId, asset_id: AssetId, amount: i64) -> Vec<Leg> {
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
    let now = app.clock.now_ms();
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
        let (asset, _) = asset(app, row.asset_id).await?;
        credited_note(&mut tx, row.user_id, &asset, row.amount, now).await?;
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
    if status == DONE {
        messages::service::publish(app, row.user_id).await;
    }
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
    let network = asset
        .networks()
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
    let now = app.clock.now_ms();
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
    credited_note(&mut tx, report.user_id, &asset, amount, now).await?;
    audit::record(
        &mut tx,
        &audit_entry(operator, "deposit.report", &reference, &key, ip, now),
    )
    .await?;
    tx.commit().await?;
    messages::service::publish(app, report.user_id).await;
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
