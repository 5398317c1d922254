//! Coupons at the moment they apply (ADR 58): a coupon is marked used in the transaction of the trade it pays for,
//! and its value comes from the funded `marketing` account, so racing uses of one coupon pay once and a coupon
//! never pays from money that is not there. Issuing and listing coupons is the coupons feature's.

use crate::{
    db::{Db, Tx, limit_keys},
    error::{AppError, ErrorCode},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    on_db, on_tx,
};

/// Kinds of coupon: a contract opening fee, a whole seconds-option stake, and a lock-mining rate boost.
pub const FEE: &str = "fee";
pub const TRIAL: &str = "trial";
pub const BOOST: &str = "boost";

/// What a coupon pays toward a fee: its value, at most the whole fee.
pub fn covers(value: i64, fee: i64) -> i64 {
    value.min(fee).max(0)
}

#[derive(sqlx::FromRow)]
struct Usable {
    kind: String,
    value: i64,
    rate_ppm: i64,
    asset_id: AssetId,
    expires_at: i64,
}

/// Marks the user's coupon `id` of `kind` used for `used_on`, inside the caller's transaction, when it is
/// available, unexpired, in `asset_id` and `marketing` holds what it covers: its value, at most the `cap` of its
/// rate. Answers what it covers and its rate; the caller posts the money in the same transaction.
async fn take(
    tx: &mut Tx,
    (user_id, id): (UserId, i64),
    (kind, asset_id): (&str, AssetId),
    cap: &(dyn Fn(i64) -> i64 + Sync),
    (used_on, now): (&str, i64),
) -> Result<(i64, i64), AppError> {
    let usable = on_tx!(tx, c => sqlx::query_as::<_, Usable>(
        "SELECT k.kind, k.value, k.rate_ppm, k.asset_id, c.expires_at FROM coupons c \
         JOIN coupon_campaigns k ON k.id = c.campaign_id \
         WHERE c.id = $1 AND c.user_id = $2 AND c.status = 1",
    )
    .bind(id)
    .bind(user_id)
    .fetch_optional(c)
    .await)?
    .filter(|u| u.kind == kind && u.asset_id == asset_id && u.expires_at > now)
    .ok_or(ErrorCode::CouponUnusable)?;
    let covered = covers(usable.value, cap(usable.rate_ppm));
    if covered == 0 {
        return Err(ErrorCode::CouponUnusable.into());
    }
    limit_keys::take(tx, &format!("marketing:{asset_id}"), now).await?;
    let held = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT available FROM accounts WHERE user_id IS NULL AND system_role = 'marketing' AND asset_id = $1",
    )
    .bind(asset_id)
    .fetch_optional(c)
    .await)?
    .unwrap_or(0);
    if held < covered {
        return Err(ErrorCode::CouponUnusable.into());
    }
    let marked = on_tx!(tx, c => sqlx::query(
        "UPDATE coupons SET status = 2, used_at = $1, used_on = $2, covered = $3 WHERE id = $4 AND status = 1",
    )
    .bind(now)
    .bind(used_on)
    .bind(covered)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    if marked != 1 {
        return Err(ErrorCode::CouponUnusable.into());
    }
    Ok((covered, usable.rate_ppm))
}

/// Posts `amount` of coupon `id`'s asset from one owner to another (kind 66), inside the caller's transaction.
async fn move_value(
    tx: &mut Tx,
    (id, asset_id, amount): (i64, AssetId, i64),
    (from, to): (Owner, Owner),
    key: Option<&str>,
    (used_on, now): (&str, i64),
) -> Result<(), AppError> {
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::CouponUse,
            reference: &format!("coupon:{id}"),
            memo: used_on,
            idempotency_key: key,
            legs: vec![
                Leg::available(from, asset_id, -amount),
                Leg::available(to, asset_id, amount),
            ],
            now,
        },
    )
    .await?;
    Ok(())
}

/// Uses the user's fee coupon `id` toward `fee` (in the coupon's asset, paid into account `kind`) for the trade
/// `used_on`, inside the caller's transaction: marks it used and posts what it covers from `marketing` to the
/// user's account, so the trade's own posting charges the full fee. Answers what it covered.
pub async fn use_for_fee(
    tx: &mut Tx,
    (user_id, kind): (UserId, AccountKind),
    (id, asset_id): (i64, AssetId),
    fee: i64,
    (used_on, now): (&str, i64),
) -> Result<i64, AppError> {
    let (covered, _) = take(tx, (user_id, id), (FEE, asset_id), &|_| fee, (used_on, now)).await?;
    move_value(
        tx,
        (id, asset_id, covered),
        (Owner::System(SystemRole::Marketing), Owner::User(user_id, kind)),
        None,
        (used_on, now),
    )
    .await?;
    Ok(covered)
}

/// The value of the user's available trial coupon `id` in `asset_id` at `now`: the stake it pays.
pub async fn trial_value(
    db: &Db,
    (user_id, id): (UserId, i64),
    asset_id: AssetId,
    now: i64,
) -> Result<i64, AppError> {
    let usable = on_db!(db, c => sqlx::query_as::<_, Usable>(
        "SELECT k.kind, k.value, k.rate_ppm, k.asset_id, c.expires_at FROM coupons c \
         JOIN coupon_campaigns k ON k.id = c.campaign_id \
         WHERE c.id = $1 AND c.user_id = $2 AND c.status = 1",
    )
    .bind(id)
    .bind(user_id)
    .fetch_optional(c)
    .await)?
    .filter(|u| u.kind == TRIAL && u.asset_id == asset_id && u.expires_at > now)
    .ok_or(ErrorCode::CouponUnusable)?;
    Ok(usable.value)
}

/// Uses the user's trial coupon `id` to pay a whole stake of `stake` for the order `used_on`, inside the caller's
/// transaction: marks it used, for the caller to post the stake from `marketing` instead of the user.
pub async fn use_for_stake(
    tx: &mut Tx,
    (user_id, id): (UserId, i64),
    (asset_id, stake): (AssetId, i64),
    (used_on, now): (&str, i64),
) -> Result<(), AppError> {
    let (covered, _) = take(tx, (user_id, id), (TRIAL, asset_id), &|_| stake, (used_on, now)).await?;
    if covered != stake {
        return Err(ErrorCode::CouponUnusable.into());
    }
    Ok(())
}

/// Uses the user's boost coupon `id` on the lock-mining position `used_on`, inside the caller's transaction: marks it
/// used and moves the most it can pay — its value, at most `most(rate)` (the extra rate on the amount for the term)
/// — from `marketing` to `earn_reserve`, from which the boost is paid with the interest. Answers that reservation and
/// the coupon's daily rate in parts per million.
pub async fn use_for_boost(
    tx: &mut Tx,
    (user_id, id): (UserId, i64),
    asset_id: AssetId,
    most: &(dyn Fn(i64) -> i64 + Sync),
    (used_on, now): (&str, i64),
) -> Result<(i64, i64), AppError> {
    let (reserved, rate_ppm) = take(tx, (user_id, id), (BOOST, asset_id), most, (used_on, now)).await?;
    let route = (
        Owner::System(SystemRole::Marketing),
        Owner::System(SystemRole::EarnReserve),
    );
    move_value(tx, (id, asset_id, reserved), route, None, (used_on, now)).await?;
    Ok((reserved, rate_ppm))
}

/// Returns what a boost coupon reserved and did not pay (`left`) from `earn_reserve` to `marketing` when its
/// position closes, inside the caller's transaction; the coupon then records what it cost.
pub async fn return_boost(
    tx: &mut Tx,
    id: i64,
    asset_id: AssetId,
    left: i64,
    (used_on, now): (&str, i64),
) -> Result<(), AppError> {
    if left <= 0 {
        return Ok(());
    }
    let returned = on_tx!(tx, c => sqlx::query("UPDATE coupons SET covered = covered - $1 WHERE id = $2 AND covered >= $1")
        .bind(left)
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    if returned != 1 {
        return Err(AppError::internal(anyhow::anyhow!(
            "coupon {id} reserved less than the {left} returned"
        )));
    }
    let route = (
        Owner::System(SystemRole::EarnReserve),
        Owner::System(SystemRole::Marketing),
    );
    let key = format!("coupon_return:{id}");
    move_value(tx, (id, asset_id, left), route, Some(&key), (used_on, now)).await?;
    Ok(())
}

/// How a settled trial order's payout is split: the stake back to `marketing` (at most what is paid), the rest (the
/// profit) to the user.
pub fn trial_split(paid: i64, stake: i64) -> (i64, i64) {
    let to_marketing = paid.min(stake).max(0);
    (to_marketing, paid - to_marketing)
}

#[cfg(test)]
mod tests {
    use super::{covers, trial_split};

    #[test]
    fn a_5_usdt_coupon_pays_a_3_usdt_fee_whole_and_5_of_an_8_usdt_fee() {
        assert_eq!(covers(5, 3), 3);
        assert_eq!(covers(5, 8), 5);
        assert_eq!(covers(5, 0), 0);
    }

    #[test]
    fn a_won_10_usdt_trial_stake_paying_18_returns_10_to_marketing_and_8_to_the_user() {
        assert_eq!(trial_split(18, 10), (10, 8));
        assert_eq!(
            trial_split(10, 10),
            (10, 0),
            "a tie returns the stake to marketing"
        );
        assert_eq!(
            trial_split(0, 10),
            (0, 0),
            "a loss leaves the stake with the house"
        );
    }
}
