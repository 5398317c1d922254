//! OTC as operators run it: compliance decides merchant applications (a rejection unfreezes the deposit), and a
//! support or compliance operator decides a dispute only as `release` (to the buyer) or `return` (to the seller),
//! with a reason both parties see, and in the public log of money moves. There is deliberately no other outcome and
//! no call that edits an order.

use serde::Serialize;

use super::{
    chat,
    dto::{OtcCase, OtcMerchantView},
    orders,
    repo::{self, MerchantRow},
    service::{self, status},
};
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::{identity, site, wallet},
    http::pager::Pager,
    ids::UserId,
    ledger::{self, AccountKind, Leg, Owner, Posting, TxKind},
    money,
    operators::{
        Operator,
        audit::{self, Entry},
        money_moves,
    },
};

/// A merchant or an application as compliance sees it.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct OtcMerchantAdmin {
    pub user_id: UserId,
    pub account: String,
    pub name: String,
    /// 0 under review, 1 approved, 2 rejected.
    pub status: i64,
    pub deposit: String,
    /// The deposit's asset.
    pub deposit_currency: String,
    pub reason: String,
    pub applied_at: String,
    pub record: OtcMerchantView,
}

pub async fn merchants(
    app: &AppState,
    status: Option<i64>,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<OtcMerchantAdmin>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let (rows, total) =
        repo::merchants_page(&app.db, status.unwrap_or(-1), limit, (page - 1) * limit).await?;
    let assets = crate::ledger::catalogue::assets(&app.db).await?;
    let mut data = Vec::with_capacity(rows.len());
    for m in rows {
        let asset = assets.iter().find(|a| a.id == m.deposit_asset_id);
        let account = repo::names(&app.db, &[m.user_id])
            .await?
            .first()
            .map(|(_, _, account)| account.clone())
            .unwrap_or_default();
        data.push(OtcMerchantAdmin {
            user_id: m.user_id,
            account,
            name: m.name.clone(),
            status: m.status,
            deposit: money::format(m.deposit, asset.map_or(money::Scale::USDT, |a| a.scale)),
            deposit_currency: asset.map(|a| a.symbol.clone()).unwrap_or_default(),
            reason: m.reason.clone(),
            applied_at: clock::display(m.applied_at, offset),
            record: service::merchant_view(app, crate::i18n::Lang::En, &m).await?,
        });
    }
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn decide_merchant(
    app: &AppState,
    operator: &Operator,
    user_id: UserId,
    approve: bool,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let reason = identity::service::check_reason(reason)?;
    let mut tx = app.db.begin().await?;
    let m: MerchantRow = repo::merchant_in(&mut tx, user_id)
        .await?
        .ok_or(AppError::field("user_id"))?;
    let decided = if approve { 1 } else { 2 };
    if !repo::decide_merchant(&mut tx, user_id, decided, &reason, operator.id, now).await? {
        return Err(ErrorCode::NotFound.into());
    }
    if !approve {
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::OtcDepositReturn,
                reference: &format!("otc_merchant:{user_id}"),
                memo: &reason,
                idempotency_key: None,
                legs: vec![Leg {
                    owner: Owner::User(user_id, AccountKind::Legal),
                    asset_id: m.deposit_asset_id,
                    available: m.deposit,
                    frozen: -m.deposit,
                }],
                now,
            },
        )
        .await?;
    }
    let target = format!("otc_merchant:{user_id}");
    audit::record(
        &mut tx,
        &Entry {
            operator_id: Some(operator.id),
            actor: &operator.email,
            action: if approve {
                "otc.merchant.approve"
            } else {
                "otc.merchant.reject"
            },
            target: &target,
            before: "under review",
            after: &reason,
            ip,
            at: now,
        },
    )
    .await?;
    tx.commit().await?;
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, m.deposit_asset_id, "legal").await;
    Ok(())
}

pub async fn orders(
    app: &AppState,
    status: Option<i64>,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<super::dto::OtcOrderView>, AppError> {
    let (rows, total) =
        repo::orders_page(&app.db, 0, status.unwrap_or(-1), limit, (page - 1) * limit).await?;
    let mut data = Vec::with_capacity(rows.len());
    for o in rows {
        data.push(service::order_view(app, &o, 0).await?);
    }
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn case(app: &AppState, id: i64) -> Result<OtcCase, AppError> {
    let o = repo::order(&app.db, id).await?.ok_or(AppError::field("id"))?;
    Ok(OtcCase {
        order: service::order_view(app, &o, 0).await?,
        chat: chat::read(app, &o, 0, 10_000).await?,
    })
}

/// Decides a dispute as `release` or `return`, through the ledger, audited, with the reason as an operator's line
/// in the order's chat.
pub async fn decide_dispute(
    app: &AppState,
    operator: &Operator,
    id: i64,
    outcome: &str,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let to_buyer = match outcome {
        "release" => true,
        "return" => false,
        _ => return Err(AppError::field("outcome")),
    };
    let reason = identity::service::check_reason(reason)?;
    let mut tx = app.db.begin().await?;
    let o = repo::order_in(&mut tx, id).await?.ok_or(AppError::field("id"))?;
    if o.status != status::DISPUTED || !repo::decide(&mut tx, id, outcome, &reason, operator.id, now).await? {
        return Err(ErrorCode::OtcOrderState.into());
    }
    orders::settle(&mut tx, &o, to_buyer, now).await?;
    let line = money_moves::Move {
        kind: money_moves::OTC_DISPUTE,
        asset_id: o.asset_id,
        amount: o.amount,
        category: if to_buyer {
            "released_to_buyer"
        } else {
            "returned_to_seller"
        },
        at: now,
    };
    money_moves::record(&mut tx, &line).await?;
    let key = if to_buyer {
        "decided_release"
    } else {
        "decided_return"
    };
    let system = repo::insert_message(&mut tx, id, 0, ("system", key), now).await?;
    let note = repo::insert_message(&mut tx, id, 0, ("operator", &reason), now).await?;
    let target = format!("otc_order:{id}");
    audit::record(
        &mut tx,
        &Entry {
            operator_id: Some(operator.id),
            actor: &operator.email,
            action: if to_buyer {
                "otc.dispute.release"
            } else {
                "otc.dispute.return"
            },
            target: &target,
            before: "disputed",
            after: &reason,
            ip,
            at: now,
        },
    )
    .await?;
    tx.commit().await?;
    for user in [o.seller_id, o.buyer_id] {
        wallet::service::publish_balance(&app.db, &app.fanout, user, o.asset_id, "legal").await;
    }
    chat::push(app, &o, &system).await;
    orders::announce(app, &o, Some(note)).await;
    Ok(())
}
