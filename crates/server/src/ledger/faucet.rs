//! Demo mode only: bringing a demo account back to its float from the demo faucet, so a demo's products and
//! counterparties keep working after users have taken from them. Every top-up is an ordinary balanced posting.

use super::{LedgerError, Leg, Owner, Posting, SystemRole, TxKind};
use crate::{db::Tx, ids::AssetId};

/// What a top-up is recorded as: its ledger kind, reference and memo.
pub struct Entry<'a> {
    pub kind: TxKind,
    pub reference: &'a str,
    pub memo: &'a str,
}

/// Posts `target - held` of `asset` from the faucet to `to` when `held` is below a fifth of `target`, in the caller's
/// transaction; answers what was added (0 when the account still held enough).
pub async fn top_up(
    tx: &mut Tx,
    to: Owner,
    asset: AssetId,
    (held, target): (i64, i64),
    entry: &Entry<'_>,
    now: i64,
) -> Result<i64, LedgerError> {
    if held >= target / 5 || held >= target {
        return Ok(0);
    }
    let added = target - held;
    super::post(
        tx,
        &Posting {
            kind: entry.kind,
            reference: entry.reference,
            memo: entry.memo,
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::System(SystemRole::Faucet), asset, -added),
                Leg::available(to, asset, added),
            ],
            now,
        },
    )
    .await?;
    Ok(added)
}
