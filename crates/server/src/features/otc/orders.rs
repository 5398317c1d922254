//! A P2P order's life. Creation takes the amount from the ad and freezes the seller's coins in their legal account
//! in one transaction; release moves the frozen coins to the buyer; cancellation, timeout and a `return` decision
//! unfreeze them. Each step is a conditional update on the order's state, so racing calls do it once.

use super::{
    chat,
    dto::{DisputeInput, OrderInput, PaidInput},
    repo::{self, MessageRow, NewOrder, OrderRow},
    service::{self, MINUTE_MS, asset_of, status},
};
use crate::{
    app::AppState,
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    features::{payees, upload, wallet},
    idempotency::{self, Claim},
    ids::UserId,
    ledger::{self, AccountKind, Leg, Owner, Posting, TxKind},
    money,
};

pub const REASON_CHARS: (usize, usize) = (2, 200);

fn legal(user: UserId) -> Owner {
    Owner::User(user, AccountKind::Legal)
}

async fn escrow(tx: &mut Tx, o: &OrderRow, id: i64, now: i64) -> Result<(), AppError> {
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::OtcEscrow,
            reference: &format!("otc_order:{id}"),
            memo: "",
            idempotency_key: None,
            legs: vec![Leg {
                owner: legal(o.seller_id),
                asset_id: o.asset_id,
                available: -o.amount,
                frozen: o.amount,
            }],
            now,
        },
    )
    .await?;
    Ok(())
}

/// Moves the escrow to the buyer (`to_buyer`) or back to the seller's available balance; once per order.
pub async fn settle(tx: &mut Tx, o: &OrderRow, to_buyer: bool, now: i64) -> Result<(), AppError> {
    let (kind, key, legs) = if to_buyer {
        let legs = vec![
            Leg {
                owner: legal(o.seller_id),
                asset_id: o.asset_id,
                available: 0,
                frozen: -o.amount,
            },
            Leg::available(legal(o.buyer_id), o.asset_id, o.amount),
        ];
        (TxKind::OtcRelease, "release", legs)
    } else {
        let legs = vec![Leg {
            owner: legal(o.seller_id),
            asset_id: o.asset_id,
            available: o.amount,
            frozen: -o.amount,
        }];
        (TxKind::OtcReturn, "return", legs)
    };
    ledger::post(
        tx,
        &Posting {
            kind,
            reference: &format!("otc_order:{}", o.id),
            memo: "",
            idempotency_key: Some(&format!("otc_{key}:{}", o.id)),
            legs,
            now,
        },
    )
    .await?;
    if !to_buyer {
        repo::give_back(tx, o.ad_id, o.amount).await?;
    }
    Ok(())
}

/// Tells both parties an order changed, with the chat line that says how, after the commit.
pub async fn announce(app: &AppState, o: &OrderRow, line: Option<repo::MessageRow>) {
    if let Some(line) = line {
        chat::push(app, o, &line).await;
    }
    notify_changed(&app.db, &app.fanout, o).await;
}

/// Tells both parties an order's status changed; their screens read the order and its chat again.
pub async fn notify_changed(db: &Db, fanout: &crate::fanout::Fanout, o: &OrderRow) {
    let status = match repo::order(db, o.id).await {
        Ok(Some(fresh)) => fresh.status,
        _ => o.status,
    };
    let data = serde_json::json!({ "id": o.id, "status": status });
    for user in [o.buyer_id, o.seller_id] {
        crate::fanout::notify(fanout, user, "otc_order", "changed", &data, &()).await;
    }
}

/// The seller releases an open order's escrow to the buyer, in the caller's transaction with the chat line that
/// says so; answers that line, or `None` when the order was not open any more.
pub async fn release_in(tx: &mut Tx, o: &OrderRow, now: i64) -> Result<Option<MessageRow>, AppError> {
    let from = (status::UNPAID, status::PAID);
    if !repo::close(tx, o.id, from, status::COMPLETED, "", now).await? {
        return Ok(None);
    }
    settle(tx, o, true, now).await?;
    Ok(Some(
        repo::insert_message(tx, o.id, 0, ("system", "released"), now).await?,
    ))
}

/// How long after a merchant saves an ad's terms again an order that names no price is refused
/// (`price_changed`).
pub const REPRICED_MS: i64 = 60_000;

/// Whether the price now is worse for the taker than the one they saw: higher when they buy from the ad (side
/// 1), lower when they sell to it (side 2).
pub fn worse_than_seen(side: i64, seen: i64, now: i64) -> bool {
    if side == 1 { now > seen } else { now < seen }
}

pub async fn create(
    app: &AppState,
    user_id: UserId,
    input: OrderInput,
    key: Option<String>,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|key| {
        let fields = [
            input.ad_id.to_string(),
            input.amount.clone(),
            input.method.clone(),
            input.price.clone(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/otc/order_create", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return answer.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    let assets = crate::ledger::catalogue::assets(&app.db).await?;
    let fiats = service::fiats(app).await?;
    let seen = match input.price.trim() {
        "" => None,
        text => Some(
            money::parse(text, service::FIAT)
                .filter(|p| *p > 0)
                .ok_or(AppError::field("price"))?,
        ),
    };
    let listed = repo::ad(&app.db, input.ad_id)
        .await?
        .filter(|ad| ad.status == 1 && ad.user_id != user_id)
        .ok_or(ErrorCode::OtcAdUnavailable)?;
    let a = asset_of(&assets, listed.asset_id)?;
    let amount = money::parse(&input.amount, a.scale)
        .filter(|v| *v > 0)
        .ok_or(AppError::field("amount"))?;
    let (buyer, seller) = if listed.side == 1 {
        (user_id, listed.user_id)
    } else {
        (listed.user_id, user_id)
    };
    let card = payees::service::domestic(app, seller).await?;
    let mut tx = app.db.begin().await?;
    // Taking from the ad holds its row until the commit, so the terms read next are the ones the order gets: a
    // merchant saving new terms meanwhile waits, and the price is checked against what the user saw here.
    if !repo::take(&mut tx, listed.id, amount).await? {
        return Err(ErrorCode::OtcAdUnavailable.into());
    }
    let ad = repo::ad_in(&mut tx, listed.id)
        .await?
        .ok_or(ErrorCode::OtcAdUnavailable)?;
    let method = service::METHODS
        .into_iter()
        .find(|m| *m == input.method.trim() && ad.methods.split(',').any(|x| x == *m))
        .ok_or(AppError::field("method"))?;
    let price = service::price_now(app, &ad, &fiats).ok_or(ErrorCode::MarketUnavailable)?;
    let repriced = match seen {
        Some(seen) => worse_than_seen(ad.side, seen, price),
        None => ad.updated_at > ad.created_at && now - ad.updated_at < REPRICED_MS,
    };
    if repriced {
        return Err(ErrorCode::PriceChanged.into());
    }
    let fiat_amount = service::fiat_of(amount, a.scale, price).ok_or(AppError::field("amount"))?;
    if !(ad.min_fiat..=ad.max_fiat).contains(&fiat_amount) {
        return Err(AppError::field("amount"));
    }
    let payee = service::payee_for(&card, method).ok_or(ErrorCode::OtcPayeeMissing)?;
    let payee = serde_json::to_string(&payee).map_err(AppError::internal)?;
    let new = NewOrder {
        ad: &ad,
        buyer_id: buyer,
        seller_id: seller,
        price,
        amount,
        fiat_amount,
        method,
        payee: &payee,
        pay_by: now + ad.window_minutes * MINUTE_MS,
        now,
    };
    let id = repo::insert_order(&mut tx, &new).await?;
    let o = repo::order_in(&mut tx, id).await?.ok_or(ErrorCode::NotFound)?;
    escrow(&mut tx, &o, id, now).await?;
    let answer = serde_json::Value::from(id);
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &answer).await? {
        return earlier.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    wallet::service::publish_balance(&app.db, &app.fanout, seller, o.asset_id, "legal").await;
    announce(app, &o, None).await;
    Ok(id)
}

/// An order the user is a party of, read in the transaction.
async fn party_order(tx: &mut Tx, user_id: UserId, id: i64) -> Result<OrderRow, AppError> {
    repo::order_in(tx, id)
        .await?
        .filter(|o| o.buyer_id == user_id || o.seller_id == user_id)
        .ok_or(AppError::field("id"))
}

pub async fn own(app: &AppState, user_id: UserId, id: i64) -> Result<OrderRow, AppError> {
    repo::order(&app.db, id)
        .await?
        .filter(|o| o.buyer_id == user_id || o.seller_id == user_id)
        .ok_or(AppError::field("id"))
}

pub async fn paid(app: &AppState, user_id: UserId, input: PaidInput) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let voucher = input.voucher.trim().to_string();
    if !voucher.is_empty() && !upload::service::is_own_upload(app, user_id, &voucher).await? {
        return Err(AppError::field("voucher"));
    }
    let mut tx = app.db.begin().await?;
    let o = party_order(&mut tx, user_id, input.id).await?;
    if o.buyer_id != user_id || !repo::mark_paid(&mut tx, o.id, &voucher, now).await? {
        return Err(ErrorCode::OtcOrderState.into());
    }
    let line = repo::insert_message(&mut tx, o.id, 0, ("system", "paid"), now).await?;
    tx.commit().await?;
    announce(app, &o, Some(line)).await;
    Ok(())
}

/// Cancels an unpaid order (`reason` buyer, seller or timeout) and returns its escrow, in one transaction; answers the
/// chat line that says so, or `None` when the order was not unpaid any more.
pub async fn cancel_in(
    db: &Db,
    o: &OrderRow,
    reason: &str,
    now: i64,
) -> Result<Option<MessageRow>, AppError> {
    let mut tx = db.begin().await?;
    if !repo::close(
        &mut tx,
        o.id,
        (status::UNPAID, status::UNPAID),
        status::CANCELLED,
        reason,
        now,
    )
    .await?
    {
        return Ok(None);
    }
    settle(&mut tx, o, false, now).await?;
    let key = if reason == "timeout" {
        "timeout"
    } else {
        "cancelled"
    };
    let line = repo::insert_message(&mut tx, o.id, 0, ("system", key), now).await?;
    tx.commit().await?;
    Ok(Some(line))
}

/// Cancels an unpaid order: the buyer may, and so may a seller who took the order from a merchant's buying ad
/// (their own coins went into escrow at their own call); a merchant who sells waits for the window, as the buyer's
/// payment may be on its way.
pub async fn cancel(app: &AppState, user_id: UserId, id: i64) -> Result<(), AppError> {
    let o = own(app, user_id, id).await?;
    let reason = if o.buyer_id == user_id {
        "buyer"
    } else if o.seller_id == user_id && o.merchant_id != user_id {
        "seller"
    } else {
        return Err(ErrorCode::OtcOrderState.into());
    };
    let line = cancel_in(&app.db, &o, reason, app.clock.now_ms())
        .await?
        .ok_or(ErrorCode::OtcOrderState)?;
    wallet::service::publish_balance(&app.db, &app.fanout, o.seller_id, o.asset_id, "legal").await;
    announce(app, &o, Some(line)).await;
    Ok(())
}

pub async fn release(app: &AppState, user_id: UserId, id: i64) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let o = party_order(&mut tx, user_id, id).await?;
    if o.seller_id != user_id {
        return Err(ErrorCode::OtcOrderState.into());
    }
    let line = release_in(&mut tx, &o, now)
        .await?
        .ok_or(ErrorCode::OtcOrderState)?;
    tx.commit().await?;
    for user in [o.seller_id, o.buyer_id] {
        wallet::service::publish_balance(&app.db, &app.fanout, user, o.asset_id, "legal").await;
    }
    announce(app, &o, Some(line)).await;
    Ok(())
}

pub fn check_reason(reason: &str) -> Result<String, AppError> {
    let reason = reason.trim();
    let count = reason.chars().count();
    if (REASON_CHARS.0..=REASON_CHARS.1).contains(&count) {
        Ok(reason.to_string())
    } else {
        Err(AppError::field("reason"))
    }
}

pub async fn dispute(app: &AppState, user_id: UserId, input: DisputeInput) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let reason = check_reason(&input.reason)?;
    let appeal_minutes = service::published(app).await?.appeal_minutes;
    let mut tx = app.db.begin().await?;
    let o = party_order(&mut tx, user_id, input.id).await?;
    if o.status != status::PAID {
        return Err(ErrorCode::OtcOrderState.into());
    }
    if now < service::appeal_at(o.paid_at, appeal_minutes) {
        return Err(ErrorCode::OtcAppealEarly.into());
    }
    if !repo::open_dispute(&mut tx, o.id, user_id, &reason, now).await? {
        return Err(ErrorCode::OtcOrderState.into());
    }
    let line = repo::insert_message(&mut tx, o.id, 0, ("system", "disputed"), now).await?;
    tx.commit().await?;
    announce(app, &o, Some(line)).await;
    Ok(())
}

pub async fn rate(app: &AppState, user_id: UserId, id: i64, rating: i64) -> Result<(), AppError> {
    if !(1..=5).contains(&rating) {
        return Err(AppError::field("rating"));
    }
    own(app, user_id, id).await?;
    if !repo::rate(&app.db, id, user_id, rating).await? {
        return Err(ErrorCode::OtcOrderState.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_price_is_worse_when_a_buyer_pays_more_or_a_seller_gets_less_than_they_saw() {
        assert!(worse_than_seen(1, 100, 101));
        assert!(!worse_than_seen(1, 100, 99));
        assert!(worse_than_seen(2, 100, 99));
        assert!(!worse_than_seen(2, 100, 100));
    }

    #[test]
    fn a_dispute_reason_has_two_to_two_hundred_characters() {
        assert!(check_reason(" x ").is_err());
        assert_eq!(check_reason(" no coins ").ok(), Some("no coins".into()));
        assert!(check_reason(&"a".repeat(201)).is_err());
    }
}
