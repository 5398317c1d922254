//! Demo participants (demo mode only): a labelled demo account stakes on both sides of each demo round while it
//! takes guesses, so a user's guess meets a pool on the other side instead of being refunded. The amounts are
//! drawn at random; its stakes come from the demo faucet through the ledger and are settled like anyone's.

use super::{repo, service, settle::Ctx};
use crate::{
    ids::UserId,
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market,
};

/// The demo participant's account, shown wherever its bets appear.
pub const PLAYER: &str = "quiz-player@mercato.demo";
/// Each stake is 20 to 200 USDT.
const STAKE: (i64, i64) = (20 * 100_000_000, 200 * 100_000_000);

fn draw() -> i64 {
    let span = u64::try_from(STAKE.1 - STAKE.0).unwrap_or(1);
    STAKE.0 + i64::try_from(rand::random::<u64>() % span).unwrap_or(0) / 1_000_000 * 1_000_000
}

/// Stakes on both sides of the demo round opening at `opens_at`, once, while it takes guesses at `now`.
pub async fn join(ctx: &Ctx, market_id: i64, opens_at: i64, now: i64) -> anyhow::Result<()> {
    let Some(round) = repo::round_opening(&ctx.db, market_id, opens_at).await? else {
        return Ok(());
    };
    if now < round.opens_at || now >= round.closes_at {
        return Ok(());
    }
    let player = market::demo::ensure_user(&ctx.db, now, PLAYER, "Demo player", "DEMOQUIZ").await?;
    if repo::stakes(&ctx.db, round.id, player).await? != (0, 0) {
        return Ok(());
    }
    let mut tx = ctx.db.begin().await?;
    for side in ["up", "down"] {
        let amount = draw();
        fund(&mut tx, player, amount, now).await?;
        service::stake(&mut tx, round.id, player, (side, amount), now)
            .await
            .map_err(|e| anyhow::anyhow!("demo stake refused: {}", e.code.as_str()))?;
    }
    tx.commit().await?;
    Ok(())
}

async fn fund(tx: &mut crate::db::Tx, player: UserId, amount: i64, now: i64) -> anyhow::Result<()> {
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::Faucet,
            reference: "demo_quiz",
            memo: "demo quiz stake",
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::System(SystemRole::Faucet), market::USDT, -amount),
                Leg::available(Owner::User(player, AccountKind::Change), market::USDT, amount),
            ],
            now,
        },
    )
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_demo_stake_is_a_whole_cent_amount_between_20_and_200_usdt() {
        for _ in 0..1_000 {
            let v = draw();
            assert!((STAKE.0..STAKE.1).contains(&v), "{v}");
            assert_eq!(v % 1_000_000, 0);
        }
    }
}
