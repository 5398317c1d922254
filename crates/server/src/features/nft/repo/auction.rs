//! Auction margins, bids and the pay-by orders of won auctions. Bids and margins belong to one listing of an
//! item (`listing` counts them), so a resale starts with none.

use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

pub mod margin {
    pub const HELD: i64 = 0;
    pub const RELEASED: i64 = 1;
    pub const FORFEITED: i64 = 2;
    pub const APPLIED: i64 = 3;
}

pub mod order {
    pub const OPEN: i64 = 0;
    pub const PAID: i64 = 1;
    pub const EXPIRED: i64 = 2;
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MarginRow {
    pub id: i64,
    pub item_id: i64,
    pub listing: i64,
    pub user_id: i64,
    pub currency_id: i64,
    pub amount: i64,
    pub status: i64,
}

/// Records a bidder's margin for a listing; `None` when they hold one already.
pub async fn insert_margin(
    tx: &mut Tx,
    (item, listing): (i64, i64),
    user: UserId,
    (currency, amount): (i64, i64),
    now: i64,
) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO nft_margins (item_id, listing, user_id, currency_id, amount, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (item_id, listing, user_id) DO NOTHING RETURNING id",
    )
    .bind(item)
    .bind(listing)
    .bind(user)
    .bind(currency)
    .bind(amount)
    .bind(now)
    .fetch_optional(c)
    .await)
}

pub async fn margin_of(
    db: &Db,
    (item, listing): (i64, i64),
    user: UserId,
) -> Result<Option<MarginRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MarginRow>(
        "SELECT id, item_id, listing, user_id, currency_id, amount, status FROM nft_margins \
         WHERE item_id = $1 AND listing = $2 AND user_id = $3",
    )
    .bind(item)
    .bind(listing)
    .bind(user)
    .fetch_optional(c)
    .await)
}

pub async fn held_margin_in(
    tx: &mut Tx,
    (item, listing): (i64, i64),
    user: UserId,
) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM nft_margins WHERE item_id = $1 AND listing = $2 AND user_id = $3 AND status = 0",
    )
    .bind(item)
    .bind(listing)
    .bind(user)
    .fetch_one(c)
    .await
    .map(|n| n > 0))
}

pub async fn held_margins(tx: &mut Tx, (item, listing): (i64, i64)) -> Result<Vec<MarginRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, MarginRow>(
        "SELECT id, item_id, listing, user_id, currency_id, amount, status FROM nft_margins \
         WHERE item_id = $1 AND listing = $2 AND status = 0 ORDER BY id",
    )
    .bind(item)
    .bind(listing)
    .fetch_all(c)
    .await)
}

pub async fn margin_in(tx: &mut Tx, id: i64) -> Result<Option<MarginRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, MarginRow>(
        "SELECT id, item_id, listing, user_id, currency_id, amount, status FROM nft_margins WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(c)
    .await)
}

/// Sets what a held margin row holds (the margin, or the leading bid it backs), if it still holds `from`.
pub async fn set_held(tx: &mut Tx, id: i64, from: i64, to: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_margins SET amount = $1 WHERE id = $2 AND status = 0 AND amount = $3")
        .bind(to)
        .bind(id)
        .bind(from)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}

/// Closes a held margin (released, forfeited or applied); false when it was closed already.
pub async fn close_margin(tx: &mut Tx, id: i64, status: i64, now: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_margins SET status = $1, closed_at = $2 WHERE id = $3 AND status = 0")
        .bind(status)
        .bind(now)
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}

/// Raises an auction's bid in the statement that checks it: the listing is the one bid on, running at `now`,
/// and the price is at least the start price (first bid) or the current bid plus the increment.
pub async fn raise_bid(
    tx: &mut Tx,
    (item, listing): (i64, i64),
    user: UserId,
    price: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_items SET current_bid = $1, current_bidder = $2, bid_count = bid_count + 1 \
         WHERE id = $3 AND listing = $4 AND pay_type = 2 AND status = 1 AND hidden = 0 AND start_at <= $5 \
         AND end_at > $5 AND owner_id <> $2 AND ((current_bid IS NULL AND $1 >= price) \
         OR (current_bid IS NOT NULL AND $1 >= current_bid + per_increase))",
    )
    .bind(price)
    .bind(user)
    .bind(item)
    .bind(listing)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

pub async fn insert_bid(
    tx: &mut Tx,
    (item, listing): (i64, i64),
    user: UserId,
    price: i64,
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO nft_bids (item_id, listing, user_id, price, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(item)
    .bind(listing)
    .bind(user)
    .bind(price)
    .bind(now)
    .fetch_one(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BidRow {
    pub id: i64,
    pub item_id: i64,
    pub listing: i64,
    pub user_id: i64,
    pub price: i64,
    pub nick_name: String,
    pub account: String,
    pub head_portrait: String,
    pub nft_name: String,
    pub nft_image: String,
    pub currency_name: String,
    pub scale: i64,
    pub item_listing: i64,
    pub item_status: i64,
    pub created_at: i64,
}

macro_rules! bids {
    ($rest:expr) => {
        concat!(
            "SELECT b.id, b.item_id, b.listing, b.user_id, b.price, u.nickname AS nick_name, u.account, u.head_portrait, \
             i.name AS nft_name, i.image AS nft_image, s.symbol AS currency_name, s.scale, \
             i.listing AS item_listing, i.status AS item_status, b.created_at FROM nft_bids b \
             JOIN users u ON u.id = b.user_id JOIN nft_items i ON i.id = b.item_id JOIN assets s ON s.id = i.currency_id ",
            $rest
        )
    };
}

/// The latest ten bids of an item's current listing.
pub async fn live_bids(db: &Db, item: i64) -> Result<Vec<BidRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, BidRow>(bids!(
        "WHERE b.item_id = $1 AND b.listing = i.listing ORDER BY b.id DESC LIMIT 10"
    ))
    .bind(item)
    .fetch_all(c)
    .await)
}

pub async fn bids_of(
    db: &Db,
    user: UserId,
    limit: i64,
    offset: i64,
) -> Result<(Vec<BidRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, BidRow>(bids!(
        "WHERE b.user_id = $1 ORDER BY b.id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(user)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM nft_bids WHERE user_id = $1")
        .bind(user)
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

/// Listings whose time is over at `now` and that are still marked listed.
pub async fn due_listings(db: &Db, now: i64) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT id, listing FROM nft_items WHERE status = 1 AND end_at <= $1 ORDER BY end_at LIMIT 200",
    )
    .bind(now)
    .fetch_all(c)
    .await)
}

/// Ends a listing; an item nobody bought or bid on is held by its owner again. False when it ended already.
pub async fn end_listing(tx: &mut Tx, (item, listing): (i64, i64), now: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_items SET status = 0, resell_status = CASE WHEN current_bidder IS NULL THEN 0 ELSE resell_status END \
         WHERE id = $1 AND listing = $2 AND status = 1 AND end_at <= $3",
    )
    .bind(item)
    .bind(listing)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

pub struct NewOrder {
    pub item_id: i64,
    pub listing: i64,
    pub buyer: i64,
    pub seller: i64,
    pub currency_id: i64,
    pub price: i64,
    pub margin_id: i64,
    pub deadline: i64,
    pub now: i64,
}

pub async fn insert_order(tx: &mut Tx, o: &NewOrder) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO nft_orders (item_id, listing, buyer_id, seller_id, currency_id, price, margin_id, deadline, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
    )
    .bind(o.item_id)
    .bind(o.listing)
    .bind(o.buyer)
    .bind(o.seller)
    .bind(o.currency_id)
    .bind(o.price)
    .bind(o.margin_id)
    .bind(o.deadline)
    .bind(o.now)
    .fetch_one(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub item_id: i64,
    pub listing: i64,
    pub buyer_id: i64,
    pub seller_id: i64,
    pub currency_id: i64,
    pub price: i64,
    pub margin_id: i64,
    pub deadline: i64,
    pub status: i64,
    pub is_read: i64,
    pub paid_at: Option<i64>,
    pub name: String,
    pub image: String,
    pub currency_name: String,
    pub scale: i64,
    pub created_at: i64,
}

macro_rules! orders {
    ($rest:expr) => {
        concat!(
            "SELECT o.id, o.item_id, o.listing, o.buyer_id, o.seller_id, o.currency_id, o.price, o.margin_id, \
             o.deadline, o.status, o.is_read, o.paid_at, i.name, i.image, s.symbol AS currency_name, s.scale, \
             o.created_at FROM nft_orders o JOIN nft_items i ON i.id = o.item_id JOIN assets s ON s.id = o.currency_id ",
            $rest
        )
    };
}

pub async fn orders_of(db: &Db, buyer: UserId) -> Result<Vec<OrderRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(orders!("WHERE o.buyer_id = $1 ORDER BY o.id DESC LIMIT 100"))
        .bind(buyer)
        .fetch_all(c)
        .await)
}

pub async fn order_in(tx: &mut Tx, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(orders!("WHERE o.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn mark_read(tx: &mut Tx, id: i64, buyer: UserId) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_orders SET is_read = 1 WHERE id = $1 AND buyer_id = $2")
        .bind(id)
        .bind(buyer)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}

/// Marks an open order paid (before its deadline) or expired (after it); false when it was closed already.
pub async fn close_order(tx: &mut Tx, id: i64, status: i64, now: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_orders SET status = $1, paid_at = CASE WHEN $1 = 1 THEN $2 ELSE NULL END WHERE id = $3 \
         AND status = 0 AND (($1 = 1 AND deadline > $2) OR ($1 = 2 AND deadline <= $2))",
    )
    .bind(status)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

pub async fn due_orders(db: &Db, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM nft_orders WHERE status = 0 AND deadline <= $1 ORDER BY deadline LIMIT 200",
    )
    .bind(now)
    .fetch_all(c)
    .await)
}

/// Hands a paid auction's item to its winner and marks the listing sold.
pub async fn hand_over(
    tx: &mut Tx,
    (item, listing): (i64, i64),
    seller: i64,
    buyer: i64,
) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_items SET owner_id = $1, resell_status = 2 WHERE id = $2 AND listing = $3 AND owner_id = $4 \
         AND status = 0",
    )
    .bind(buyer)
    .bind(item)
    .bind(listing)
    .bind(seller)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

/// After an unpaid auction the seller holds the item again, free to list it anew.
pub async fn back_to_owner(tx: &mut Tx, (item, listing): (i64, i64)) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_items SET resell_status = 0 WHERE id = $1 AND listing = $2 AND status = 0")
        .bind(item)
        .bind(listing)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}
