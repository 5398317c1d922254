//! The double-entry ledger (ARCHITECTURE §5). Every balance change is a posting whose legs sum to zero per asset,
//! written by [`post`] inside the caller's database transaction, so the business row and the money move commit
//! or fail together. Nothing else writes balances.

mod repo;
pub mod verify;

use std::collections::{BTreeMap, HashMap};

use crate::{
    db::{Tx, unique_violation},
    http::{AppError, ErrorCode},
};

/// The kinds of user account, numbered as the API numbers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AccountKind {
    Legal = 1,
    Change = 2,
    Lever = 3,
    Micro = 4,
}

impl AccountKind {
    pub const ALL: [AccountKind; 4] = [
        AccountKind::Legal,
        AccountKind::Change,
        AccountKind::Lever,
        AccountKind::Micro,
    ];

    /// Reads a kind by its API name (`legal`, `change`, `lever`, `micro`) or number (1–4).
    pub fn parse(value: &str) -> Option<AccountKind> {
        Some(match value.trim() {
            "legal" | "1" => AccountKind::Legal,
            "change" | "2" => AccountKind::Change,
            "lever" | "3" => AccountKind::Lever,
            "micro" | "4" => AccountKind::Micro,
            _ => return None,
        })
    }

    pub fn from_code(code: i64) -> Option<AccountKind> {
        AccountKind::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn code(self) -> i64 {
        self as i64
    }

    pub fn name(self) -> &'static str {
        match self {
            AccountKind::Legal => "legal",
            AccountKind::Change => "change",
            AccountKind::Lever => "lever",
            AccountKind::Micro => "micro",
        }
    }
}

/// Accounts of the platform itself. They may go negative: `custody` stands for the outside world, so it holds
/// minus everything users deposited; `faucet` pays demo funds and exists only in demo mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SystemRole {
    Custody,
    Fees,
    House,
    Insurance,
    Rounding,
    Faucet,
    Promotion,
}

impl SystemRole {
    pub fn as_str(self) -> &'static str {
        match self {
            SystemRole::Custody => "custody",
            SystemRole::Fees => "fees",
            SystemRole::House => "house",
            SystemRole::Insurance => "insurance",
            SystemRole::Rounding => "rounding",
            SystemRole::Faucet => "faucet",
            SystemRole::Promotion => "promotion",
        }
    }
}

/// Whose account a leg moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Owner {
    User(i64, AccountKind),
    System(SystemRole),
}

/// One account's change: signed deltas of its available and frozen amounts, in the asset's minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leg {
    pub owner: Owner,
    pub asset_id: i64,
    pub available: i64,
    pub frozen: i64,
}

impl Leg {
    pub fn available(owner: Owner, asset_id: i64, delta: i64) -> Leg {
        Leg {
            owner,
            asset_id,
            available: delta,
            frozen: 0,
        }
    }
}

/// Why money moved; the bill shows it as the line's `type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TxKind {
    Deposit = 1,
    WithdrawRequest = 2,
    WithdrawDone = 3,
    WithdrawReturned = 4,
    Transfer = 5,
    Faucet = 6,
    Adjustment = 7,
    /// A spot order holds what it may spend.
    SpotFreeze = 8,
    /// A spot fill: held funds to the counterparty, fees to `fees`.
    SpotTrade = 9,
    /// A spot order gives back what it no longer needs.
    SpotRelease = 10,
    /// A conversion between assets at index prices.
    Convert = 11,
    /// An option's stake moves to `house` at entry.
    MicroStake = 12,
    /// An option's settlement: `house` pays a win or refunds a tie.
    MicroSettle = 13,
    /// A contract opens: margin frozen in the lever account, the handling fee to `fees`.
    LeverOpen = 14,
    /// A contract closes: margin released, profit from `house` or loss to `house`, any shortfall from `insurance`.
    LeverClose = 15,
    /// A holding contract's overnight fee, to `fees`.
    LeverOvernight = 16,
}

impl TxKind {
    pub fn code(self) -> i64 {
        self as i64
    }

    /// The translation key of the kind's description.
    pub fn text_key(code: i64) -> &'static str {
        match code {
            1 => "ledger_deposit",
            2 => "ledger_withdraw_request",
            3 => "ledger_withdraw_done",
            4 => "ledger_withdraw_returned",
            5 => "ledger_transfer",
            6 => "ledger_faucet",
            7 => "ledger_adjustment",
            8 => "ledger_spot_freeze",
            9 => "ledger_spot_trade",
            10 => "ledger_spot_release",
            11 => "ledger_convert",
            12 => "ledger_micro_stake",
            13 => "ledger_micro_settle",
            14 => "ledger_lever_open",
            15 => "ledger_lever_close",
            16 => "ledger_lever_overnight",
            _ => "ledger_other",
        }
    }
}

/// A balanced set of legs with what explains it.
#[derive(Debug, Clone)]
pub struct Posting<'a> {
    pub kind: TxKind,
    /// The business row the money belongs to, such as `withdrawal:12`.
    pub reference: &'a str,
    /// Shown in the user's bill; an operator correction carries its reason here.
    pub memo: &'a str,
    /// Unique across the ledger when given: a second posting with the same key is refused.
    pub idempotency_key: Option<&'a str>,
    pub legs: Vec<Leg>,
    pub now: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("the legs do not sum to zero per asset, or a leg moves nothing")]
    Unbalanced,
    #[error("a user account would go below zero")]
    Insufficient,
    #[error("a posting with this idempotency key exists")]
    Duplicate,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

impl From<LedgerError> for AppError {
    fn from(err: LedgerError) -> Self {
        match err {
            LedgerError::Insufficient => ErrorCode::InsufficientBalance.into(),
            LedgerError::Duplicate => ErrorCode::IdempotencyConflict.into(),
            other => AppError::internal(other),
        }
    }
}

/// Refuses a posting that would create or destroy money: per asset the deltas of available and frozen amounts
/// must sum to zero, and every leg must move something.
pub fn check_balanced(legs: &[Leg]) -> Result<(), LedgerError> {
    if legs.is_empty() || legs.iter().any(|l| l.available == 0 && l.frozen == 0) {
        return Err(LedgerError::Unbalanced);
    }
    let mut sums: BTreeMap<i64, i128> = BTreeMap::new();
    for leg in legs {
        *sums.entry(leg.asset_id).or_default() += i128::from(leg.available) + i128::from(leg.frozen);
    }
    if sums.values().all(|s| *s == 0) {
        Ok(())
    } else {
        Err(LedgerError::Unbalanced)
    }
}

/// Account ids known to exist in committed data, by owner and asset. Accounts are never deleted and their ids
/// never reused, so a writer that posts all day (a market's task) can keep these and skip the lookup.
pub type KnownAccounts = HashMap<(Owner, i64), i64>;

/// Writes a posting: the transaction row, then each leg as a conditional balance update (a user account never
/// goes below zero) and an entry with the balances after it. Accounts are locked in id order, so two postings
/// touching the same accounts cannot deadlock. Answers the ledger transaction id.
pub async fn post(tx: &mut Tx, posting: &Posting<'_>) -> Result<i64, LedgerError> {
    post_known(tx, posting, &KnownAccounts::new(), &mut Vec::new()).await
}

/// [`post`] for a writer that keeps [`KnownAccounts`]: ids in `known` are used as they are, and the ids it had
/// to look up are added to `looked_up`, for the caller to add to its known set once the transaction commits
/// (an account opened by a transaction that rolls back must never be remembered).
pub async fn post_known(
    tx: &mut Tx,
    posting: &Posting<'_>,
    known: &KnownAccounts,
    looked_up: &mut Vec<((Owner, i64), i64)>,
) -> Result<i64, LedgerError> {
    check_balanced(&posting.legs)?;
    let mut legs = Vec::with_capacity(posting.legs.len());
    for leg in &posting.legs {
        let key = (leg.owner, leg.asset_id);
        let id = match known.get(&key) {
            Some(id) => *id,
            None => {
                let id = repo::account_id(tx, leg.owner, leg.asset_id).await?;
                looked_up.push((key, id));
                id
            }
        };
        legs.push((id, leg));
    }
    legs.sort_by_key(|(id, _)| *id);
    let transaction_id = match repo::insert_transaction(tx, posting).await {
        Ok(id) => id,
        Err(err) if unique_violation(&err).is_some() => return Err(LedgerError::Duplicate),
        Err(err) => return Err(err.into()),
    };
    for (account_id, leg) in legs {
        let (available, frozen) = repo::apply(tx, account_id, leg.available, leg.frozen, posting.now)
            .await?
            .ok_or(LedgerError::Insufficient)?;
        repo::insert_entry(tx, transaction_id, account_id, leg, available, frozen).await?;
    }
    Ok(transaction_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALICE: Owner = Owner::User(1, AccountKind::Change);

    #[test]
    fn a_posting_balances_per_asset_or_is_refused() {
        let custody = Owner::System(SystemRole::Custody);
        assert!(check_balanced(&[Leg::available(custody, 3, -500), Leg::available(ALICE, 3, 500)]).is_ok());
        assert!(matches!(
            check_balanced(&[Leg::available(custody, 3, -500), Leg::available(ALICE, 1, 500)]),
            Err(LedgerError::Unbalanced)
        ));
        assert!(matches!(
            check_balanced(&[Leg::available(ALICE, 3, 1)]),
            Err(LedgerError::Unbalanced)
        ));
        assert!(matches!(check_balanced(&[]), Err(LedgerError::Unbalanced)));
    }

    #[test]
    fn freezing_moves_available_to_frozen_within_one_account_and_balances() {
        let freeze = Leg {
            owner: ALICE,
            asset_id: 3,
            available: -700,
            frozen: 700,
        };
        assert!(check_balanced(&[freeze]).is_ok());
    }

    #[test]
    fn sums_cannot_overflow_into_a_false_balance() {
        let legs = [
            Leg::available(ALICE, 3, i64::MAX),
            Leg::available(Owner::User(2, AccountKind::Change), 3, i64::MAX),
            Leg::available(Owner::System(SystemRole::Custody), 3, 2),
        ];
        assert!(matches!(check_balanced(&legs), Err(LedgerError::Unbalanced)));
    }

    #[test]
    fn account_kinds_read_by_name_or_number() {
        assert_eq!(AccountKind::parse("change"), Some(AccountKind::Change));
        assert_eq!(AccountKind::parse("4"), Some(AccountKind::Micro));
        assert_eq!(AccountKind::parse("spot"), None);
        assert_eq!(AccountKind::from_code(1), Some(AccountKind::Legal));
    }
}
