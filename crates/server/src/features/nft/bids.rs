//! Auction margins and backed bids (ADR 61, ADR 71). A bidder first freezes the listing's margin; a bid then
//! freezes its whole price (at least the margin) in `nft_escrow`, and the bidder it outbids gets all but the
//! margin back, in one posting inside the bid's transaction. So every leading bid is money its bidder holds,
//! and an account cannot lead auctions with more than it has.

use super::{
    dto::NftBidInput,
    repo::{ItemRow, auction},
    sales::{balances, change, earlier, finish, listed_item, post},
    service::{self, pay_type},
};
use crate::{
    app::AppState,
    db::Tx,
    error::{AppError, ErrorCode},
    i18n::{self, Lang},
    idempotency::Claim,
    ids::{AssetId, UserId},
    ledger::{Leg, Owner, SystemRole, TxKind},
    money,
};

pub async fn pay_margin(
    app: &AppState,
    lang: Lang,
    user: UserId,
    code: &str,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|k| Claim::new(user, k, "/bind_box/marginNFT", &[code.trim()], now));
    if let Some(text) = earlier(app, claim.as_ref()).await? {
        return Ok(text);
    }
    let mut tx = app.db.begin().await?;
    let item = listed_item(&mut tx, code).await?;
    if item.pay_type != pay_type::AUCTION || item.status != 1 || now >= item.end_at || item.owner_id == user.0
    {
        return Err(ErrorCode::NotOnSale.into());
    }
    let text = i18n::text(lang, "nft_margin_paid", &[]);
    if item.margin > 0 {
        let Some(id) = auction::insert_margin(
            &mut tx,
            (item.id, item.listing),
            user,
            (item.currency_id, item.margin),
            now,
        )
        .await?
        else {
            return Ok(text);
        };
        let asset = AssetId(item.currency_id);
        let legs = vec![
            Leg::available(change(user.0), asset, -item.margin),
            Leg::available(Owner::System(SystemRole::NftEscrow), asset, item.margin),
        ];
        post(&mut tx, TxKind::NftMargin, &format!("nft_margin:{id}"), legs, now).await?;
    }
    let text = finish(app, tx, claim.as_ref(), text).await?;
    balances(app, &[user.0], item.currency_id).await;
    Ok(text)
}

pub async fn bid(
    app: &AppState,
    lang: Lang,
    user: UserId,
    input: NftBidInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|k| {
        Claim::new(
            user,
            k,
            "/bind_box/auctionNFT",
            &[input.code.trim(), input.price.trim()],
            now,
        )
    });
    if let Some(text) = earlier(app, claim.as_ref()).await? {
        return Ok(text);
    }
    let mut tx = app.db.begin().await?;
    let item = listed_item(&mut tx, &input.code).await?;
    if item.pay_type != pay_type::AUCTION
        || service::buy_status(item.status, item.start_at, item.end_at, now) != 1
    {
        return Err(ErrorCode::NotOnSale.into());
    }
    if item.owner_id == user.0 {
        return Err(ErrorCode::NotOnSale.into());
    }
    let sent = money::parse(&input.price, service::scale(item.scale))
        .filter(|p| *p > 0)
        .ok_or(AppError::new(ErrorCode::InvalidPrice).with_field("price"))?;
    let exact = matches!(input.exact.as_deref().map(str::trim), Some("1" | "true"));
    let price = if exact {
        sent
    } else {
        bid_price(&item, sent).ok_or(AppError::new(ErrorCode::InvalidPrice).with_field("price"))?
    };
    if item.margin > 0 && !auction::held_margin_in(&mut tx, (item.id, item.listing), user).await? {
        // Existing clients expect the margin to be taken with the bid (ADR 75): frozen here, in the bid's
        // transaction, and then raised to the whole price by `back` like any held margin.
        take_margin(&mut tx, &item, user, now).await?;
    }
    if !auction::raise_bid(&mut tx, (item.id, item.listing), user, price, now).await? {
        return Err(ErrorCode::BidTooLow.into());
    }
    let bid = auction::insert_bid(&mut tx, (item.id, item.listing), user, price, now).await?;
    let mut moved = back(&mut tx, &item, (user, price), bid, now).await?;
    if !moved.contains(&user.0) {
        moved.push(user.0);
    }
    let text = finish(app, tx, claim.as_ref(), i18n::text(lang, "nft_bid_placed", &[])).await?;
    balances(app, &moved, item.currency_id).await;
    super::live::bid_placed(app, &item.code).await;
    Ok(text)
}

/// The bid a sent price stands for: existing clients send the increment over the current bid (or over the
/// starting price before the first bid), so a price below that is added to it (ADR 75); a price at or above it is
/// the bid itself. `None` on overflow.
fn bid_price(item: &ItemRow, sent: i64) -> Option<i64> {
    let base = item.current_bid.unwrap_or(item.price);
    if sent < base {
        base.checked_add(sent)
    } else {
        Some(sent)
    }
}

/// Freezes the listing's margin for a bidder who holds none yet, inside the bid's transaction; a margin the
/// bidder held before and lost (released, forfeited) is `margin_required`.
async fn take_margin(tx: &mut Tx, item: &ItemRow, user: UserId, now: i64) -> Result<(), AppError> {
    let Some(id) = auction::insert_margin(
        tx,
        (item.id, item.listing),
        user,
        (item.currency_id, item.margin),
        now,
    )
    .await?
    else {
        return Err(ErrorCode::MarginRequired.into());
    };
    let asset = AssetId(item.currency_id);
    let legs = vec![
        Leg::available(change(user.0), asset, -item.margin),
        Leg::available(Owner::System(SystemRole::NftEscrow), asset, item.margin),
    ];
    post(tx, TxKind::NftMargin, &format!("nft_margin:{id}"), legs, now).await
}

/// Backs the bid just raised: its bidder's held amount becomes the bid (at least the margin) and every other
/// held amount of the listing the margin again, so only the leading bid holds more. One posting; a bidder short
/// of the difference refuses the whole bid. Answers the users whose balance moved.
async fn back(
    tx: &mut Tx,
    item: &ItemRow,
    (user, price): (UserId, i64),
    bid: i64,
    now: i64,
) -> Result<Vec<i64>, AppError> {
    let asset = AssetId(item.currency_id);
    let mut legs = Vec::new();
    let mut escrow = 0i64;
    let mut moved = Vec::new();
    for m in auction::held_margins(tx, (item.id, item.listing)).await? {
        let held = if m.user_id == user.0 {
            price.max(item.margin)
        } else {
            m.amount.min(item.margin)
        };
        let delta = held - m.amount;
        if delta == 0 {
            continue;
        }
        if !auction::set_held(tx, m.id, m.amount, held).await? {
            return Err(AppError::internal(anyhow::anyhow!(
                "margin {} changed under the bid",
                m.id
            )));
        }
        legs.push(Leg::available(change(m.user_id), asset, -delta));
        escrow += delta;
        moved.push(m.user_id);
    }
    if escrow != 0 {
        legs.push(Leg::available(
            Owner::System(SystemRole::NftEscrow),
            asset,
            escrow,
        ));
    }
    if !legs.is_empty() {
        post(tx, TxKind::NftMargin, &format!("nft_bid:{bid}"), legs, now).await?;
    }
    Ok(moved)
}
