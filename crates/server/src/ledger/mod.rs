//! The double-entry ledger (ARCHITECTURE §5). Every balance change is a posting whose legs sum to zero per asset,
//! written by [`post`] inside the caller's database transaction, so the business row and the money move commit
//! or fail together. Nothing else writes balances.

pub mod catalogue;
pub mod claims;
pub mod faucet;
mod repo;
pub mod verify;

use std::collections::{BTreeMap, HashMap};

use crate::{
    db::{Tx, unique_violation},
    error::{AppError, ErrorCode},
    ids::{AssetId, UserId},
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
    /// What an earn product pays its interest from, one account per asset, funded by operators.
    EarnReserve,
    /// The principal of open lock-mining positions, one account per asset.
    EarnLocked,
    /// Where an IEO token comes from: minus its total issue, once, when its project is created.
    IeoIssuance,
    /// An IEO token's issuer: the total issue less what was allocated; each project has its own token.
    IeoIssuer,
    /// Payments of open IEO subscriptions, per payment asset, until the sale ends.
    IeoEscrow,
    /// What allocated IEO subscriptions were charged, per payment asset: the issuers' proceeds.
    IeoProceeds,
    /// Allocated IEO tokens until their listing time.
    IeoLocked,
    /// The principal of dual-investment orders not yet settled, one account per asset.
    DualPool,
    /// What dual investment pays its interest and converted principal from, one account per asset, funded by
    /// operators.
    DualReserve,
    /// What loans are disbursed from and repaid into, one account per asset, funded by operators; it also takes
    /// liquidated collateral.
    Lending,
    /// The collateral pledged for pending and active loans, one account per asset.
    LoanCollateral,
    /// What quick buy credits bought coins from, one account per asset, funded by operators; the fiat is received
    /// off the platform.
    QuickBuy,
    /// The stakes of quiz rounds not yet settled, one account per asset.
    QuizPool,
    /// What coupons pay from when they are used, one account per asset, funded by operators.
    Marketing,
    /// The margins of NFT auction bidders until the auction ends (released) or its winner pays or defaults.
    NftEscrow,
    /// The stakes users paid for open options, one account per asset, until settlement moves each to `house` or
    /// back to its user (ADR 68).
    OptionStakes,
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
            SystemRole::EarnReserve => "earn_reserve",
            SystemRole::EarnLocked => "earn_locked",
            SystemRole::IeoIssuance => "ieo_issuance",
            SystemRole::IeoIssuer => "ieo_issuer",
            SystemRole::IeoEscrow => "ieo_escrow",
            SystemRole::IeoProceeds => "ieo_proceeds",
            SystemRole::IeoLocked => "ieo_locked",
            SystemRole::DualPool => "dual_pool",
            SystemRole::DualReserve => "dual_reserve",
            SystemRole::Lending => "lending",
            SystemRole::LoanCollateral => "loan_collateral",
            SystemRole::QuickBuy => "quickbuy",
            SystemRole::QuizPool => "quiz_pool",
            SystemRole::Marketing => "marketing",
            SystemRole::NftEscrow => "nft_escrow",
            SystemRole::OptionStakes => "option_stakes",
        }
    }
}

/// Whose account a leg moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Owner {
    User(UserId, AccountKind),
    System(SystemRole),
}

/// One account's change: signed deltas of its available and frozen amounts, in the asset's minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leg {
    pub owner: Owner,
    pub asset_id: AssetId,
    pub available: i64,
    pub frozen: i64,
}

impl Leg {
    pub fn available(owner: Owner, asset_id: AssetId, delta: i64) -> Leg {
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
    /// A lock-mining deposit: the change account to `earn_locked`.
    LockDeposit = 17,
    /// A day's lock-mining interest, from `earn_reserve` to the change account.
    LockInterest = 18,
    /// A matured position's principal, from `earn_locked` back to the change account.
    LockReturn = 19,
    /// An early redemption: the principal less the penalty back, the penalty to `earn_reserve`.
    LockRedeem = 20,
    /// An operator funds an earn reserve from outside (`custody`).
    EarnReserveFund = 21,
    /// An operator returns an earn reserve's surplus to the outside (`custody`).
    EarnReserveWithdraw = 22,
    /// An IEO token's total issue, from `ieo_issuance` to `ieo_issuer`.
    IeoMint = 30,
    /// An IEO subscription's payment, from the change account to `ieo_escrow`.
    IeoSubscribe = 31,
    /// An IEO allocation: the payment leaves escrow as the charge to `ieo_proceeds` and any refund to the change
    /// account; the allocated tokens move from `ieo_issuer` to `ieo_locked`.
    IeoAllocate = 32,
    /// Allocated IEO tokens unlocked at listing, from `ieo_locked` to the change account.
    IeoRelease = 33,
    /// A dual-investment purchase: the change account to `dual_pool`.
    DualBuy = 40,
    /// A dual-investment settlement: the principal from `dual_pool`, interest (and a converted principal) from
    /// `dual_reserve`.
    DualSettle = 41,
    /// A dual-investment order settled without a price: principal and interest back in the invested asset.
    DualRefund = 42,
    /// An operator funds a dual reserve from outside (`custody`).
    DualReserveFund = 43,
    /// An operator returns a dual reserve's surplus to the outside (`custody`).
    DualReserveWithdraw = 44,
    /// Collateral pledged for a loan, from the change account to `loan_collateral`.
    LoanPledge = 45,
    /// Collateral returned from `loan_collateral` (an application cancelled or rejected, a loan repaid).
    LoanRelease = 46,
    /// A loan paid out from `lending` to the change account.
    LoanDisburse = 47,
    /// A loan repaid: its amount and interest from the change account to `lending`, its collateral back.
    LoanRepay = 48,
    /// A loan's interest collected from the change account into `lending`.
    LoanInterest = 49,
    /// A loan liquidated: its collateral to `lending` and the rest back; any shortfall from `insurance`.
    LoanLiquidate = 50,
    /// An operator funds a lending reserve from outside (`custody`).
    LendingFund = 51,
    /// An operator returns lending reserve funds to the outside (`custody`).
    LendingWithdraw = 52,
    /// A merchant applicant's security deposit is frozen in their legal account.
    OtcDepositFreeze = 53,
    /// A merchant's security deposit is unfrozen (application rejected).
    OtcDepositReturn = 54,
    /// A P2P order escrows the seller's coins: frozen in their legal account.
    OtcEscrow = 55,
    /// A P2P order's escrow goes to the buyer (released by the seller, or by a dispute's decision).
    OtcRelease = 56,
    /// A P2P order's escrow returns to the seller (cancelled, timed out, or returned by a dispute's decision).
    OtcReturn = 57,
    /// Quick buy credits bought coins from the `quickbuy` reserve.
    QuickBuyCredit = 58,
    /// An operator brings quick buy reserve funds from the outside (`custody`).
    QuickBuyFund = 59,
    /// An operator returns quick buy reserve funds to the outside (`custody`).
    QuickBuyWithdraw = 60,
    /// A quiz bet's stake goes into the round's pool.
    QuizBet = 61,
    /// A settled quiz round pays its winners from the pool.
    QuizPayout = 62,
    /// A quiz round returns every stake (tie, a side nobody bet on, or no recorded sample).
    QuizRefund = 63,
    /// A settled quiz round's fee and rounding go to the fee account.
    QuizFee = 64,
    /// An inviter's daily share of the trading fees an invitee paid, from the fee account.
    ReferralRebate = 65,
    /// A coupon pays (part of) a fee from the `marketing` account.
    CouponUse = 66,
    /// An operator brings marketing funds from the outside (`custody`).
    MarketingFund = 67,
    /// An operator returns marketing funds to the outside (`custody`).
    MarketingWithdraw = 68,
    /// A day's extra interest of a lock-mining position a boost coupon raised, from what the coupon reserved in
    /// `earn_reserve`.
    LockBoost = 69,
    /// An NFT sold at a fixed price (or a blind box): the buyer pays the seller, less the platform fee and, on a
    /// resale, the artist's royalty.
    NftSale = 70,
    /// An auction bidder's margin, from the change account to `nft_escrow`.
    NftMargin = 71,
    /// A margin returned from `nft_escrow` when its bidder did not win, or the auction had no winner.
    NftMarginRelease = 72,
    /// A winner who did not pay in time: the margin goes from `nft_escrow` to the seller.
    NftMarginForfeit = 73,
    /// A won auction paid: the margin from `nft_escrow` and the rest from the winner, to the seller, the fee
    /// account and the artist.
    NftAuctionPay = 74,
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
            17 => "ledger_lock_deposit",
            18 => "ledger_lock_interest",
            19 => "ledger_lock_return",
            20 => "ledger_lock_redeem",
            21 => "ledger_earn_reserve_fund",
            22 => "ledger_earn_reserve_withdraw",
            30 => "ledger_ieo_mint",
            31 => "ledger_ieo_subscribe",
            32 => "ledger_ieo_allocate",
            33 => "ledger_ieo_release",
            40 => "ledger_dual_buy",
            41 => "ledger_dual_settle",
            42 => "ledger_dual_refund",
            43 => "ledger_dual_reserve_fund",
            44 => "ledger_dual_reserve_withdraw",
            45 => "ledger_loan_pledge",
            46 => "ledger_loan_release",
            47 => "ledger_loan_disburse",
            48 => "ledger_loan_repay",
            49 => "ledger_loan_interest",
            50 => "ledger_loan_liquidate",
            51 => "ledger_lending_fund",
            52 => "ledger_lending_withdraw",
            53 => "ledger_otc_deposit_freeze",
            54 => "ledger_otc_deposit_return",
            55 => "ledger_otc_escrow",
            56 => "ledger_otc_release",
            57 => "ledger_otc_return",
            58 => "ledger_quickbuy_credit",
            59 => "ledger_quickbuy_fund",
            60 => "ledger_quickbuy_withdraw",
            61 => "ledger_quiz_bet",
            62 => "ledger_quiz_payout",
            63 => "ledger_quiz_refund",
            64 => "ledger_quiz_fee",
            65 => "ledger_referral_rebate",
            66 => "ledger_coupon_use",
            67 => "ledger_marketing_fund",
            68 => "ledger_marketing_withdraw",
            69 => "ledger_lock_boost",
            70 => "ledger_nft_sale",
            71 => "ledger_nft_margin",
            72 => "ledger_nft_margin_release",
            73 => "ledger_nft_margin_forfeit",
            74 => "ledger_nft_auction_pay",
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
    let mut sums: BTreeMap<AssetId, i128> = BTreeMap::new();
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
pub type KnownAccounts = HashMap<(Owner, AssetId), i64>;

/// Writes a posting: the transaction row, each leg as a conditional balance update (a user account never goes
/// below zero) and an entry with the balances after it. Answers the ledger transaction id.
pub async fn post(tx: &mut Tx, posting: &Posting<'_>) -> Result<i64, LedgerError> {
    let ids = post_many(
        tx,
        std::slice::from_ref(posting),
        &KnownAccounts::new(),
        &mut Vec::new(),
    )
    .await?;
    ids.first()
        .copied()
        .ok_or(LedgerError::Db(sqlx::Error::RowNotFound))
}

/// Writes many postings as if one after the other, in three statements whatever their number: their transaction
/// rows, one balance update per account (its deltas summed; the accounts in id order, so two writers lock shared
/// accounts in the same order), and their entries. The balances after each leg are worked back from an account's
/// final balance, so every entry reads exactly as if the legs had been applied one by one, and a user account
/// that would go below zero at any leg refuses the whole call, as the one-by-one writes would have. Answers the
/// ledger transaction ids in the postings' order.
///
/// Account ids in `known` are used as they are; the ids it had to look up are added to `looked_up`, for the
/// caller to add to its known set once the transaction commits (an account opened by a transaction that rolls
/// back must never be remembered).
pub async fn post_many(
    tx: &mut Tx,
    postings: &[Posting<'_>],
    known: &KnownAccounts,
    looked_up: &mut Vec<((Owner, AssetId), i64)>,
) -> Result<Vec<i64>, LedgerError> {
    if postings.is_empty() {
        return Ok(Vec::new());
    }
    for posting in postings {
        check_balanced(&posting.legs)?;
        metrics::counter!("ledger_postings_total", "kind" => posting.kind.code().to_string()).increment(1);
    }
    let mut opened: KnownAccounts = HashMap::new();
    // (posting, account, leg) in the order the legs apply: posting by posting, each in account id order.
    let mut legs: Vec<(usize, i64, &Leg)> = Vec::new();
    for (i, posting) in postings.iter().enumerate() {
        let first = legs.len();
        for leg in &posting.legs {
            let key = (leg.owner, leg.asset_id);
            let id = match known.get(&key).or_else(|| opened.get(&key)) {
                Some(id) => *id,
                None => {
                    let id = repo::account_id(tx, leg.owner, leg.asset_id).await?;
                    opened.insert(key, id);
                    looked_up.push((key, id));
                    id
                }
            };
            legs.push((i, id, leg));
        }
        legs[first..].sort_by_key(|(_, id, _)| *id);
    }
    let transaction_ids = match repo::insert_transactions(tx, postings).await {
        Ok(ids) => ids,
        Err(err) if unique_violation(&err).is_some() => return Err(LedgerError::Duplicate),
        Err(err) => return Err(err.into()),
    };
    let changes = sums_by_account(&legs)?;
    let now = postings.iter().map(|p| p.now).max().unwrap_or_default();
    let after = repo::apply_many(tx, &changes, now).await?;
    if after.len() != changes.len() {
        return Err(LedgerError::Insufficient);
    }
    let entries = entries_back_from(&legs, &transaction_ids, after)?;
    repo::insert_entries(tx, &entries).await?;
    Ok(transaction_ids)
}

/// Each account's summed deltas, in account id order.
fn sums_by_account(legs: &[(usize, i64, &Leg)]) -> Result<Vec<(i64, i64, i64)>, LedgerError> {
    let mut sums: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    for (_, id, leg) in legs {
        let sum = sums.entry(*id).or_default();
        sum.0 = sum.0.checked_add(leg.available).ok_or(LedgerError::Unbalanced)?;
        sum.1 = sum.1.checked_add(leg.frozen).ok_or(LedgerError::Unbalanced)?;
    }
    Ok(sums.into_iter().map(|(id, (a, f))| (id, a, f)).collect())
}

/// The entries of `legs` with the balances after each, worked back from each account's final balance; refuses
/// when a user account would have gone below zero after any of its legs.
fn entries_back_from(
    legs: &[(usize, i64, &Leg)],
    transaction_ids: &[i64],
    after: Vec<(i64, i64, i64)>,
) -> Result<Vec<repo::EntryRow>, LedgerError> {
    let mut balance: HashMap<i64, (i64, i64)> = after.into_iter().map(|(id, a, f)| (id, (a, f))).collect();
    let mut entries = Vec::with_capacity(legs.len());
    for &(i, id, leg) in legs.iter().rev() {
        let (available, frozen) = balance.get(&id).copied().ok_or(LedgerError::Insufficient)?;
        if matches!(leg.owner, Owner::User(..)) && (available < 0 || frozen < 0) {
            return Err(LedgerError::Insufficient);
        }
        let transaction_id = transaction_ids.get(i).copied().ok_or(LedgerError::Unbalanced)?;
        entries.push((transaction_id, id, leg.available, leg.frozen, available, frozen));
        balance.insert(id, (available - leg.available, frozen - leg.frozen));
    }
    entries.reverse();
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALICE: Owner = Owner::User(UserId(1), AccountKind::Change);
    const USDT: AssetId = AssetId(3);

    #[test]
    fn a_posting_balances_per_asset_or_is_refused() {
        let custody = Owner::System(SystemRole::Custody);
        assert!(
            check_balanced(&[
                Leg::available(custody, USDT, -500),
                Leg::available(ALICE, USDT, 500)
            ])
            .is_ok()
        );
        assert!(matches!(
            check_balanced(&[
                Leg::available(custody, USDT, -500),
                Leg::available(ALICE, AssetId(1), 500)
            ]),
            Err(LedgerError::Unbalanced)
        ));
        assert!(matches!(
            check_balanced(&[Leg::available(ALICE, USDT, 1)]),
            Err(LedgerError::Unbalanced)
        ));
        assert!(matches!(check_balanced(&[]), Err(LedgerError::Unbalanced)));
    }

    #[test]
    fn freezing_moves_available_to_frozen_within_one_account_and_balances() {
        let freeze = Leg {
            owner: ALICE,
            asset_id: USDT,
            available: -700,
            frozen: 700,
        };
        assert!(check_balanced(&[freeze]).is_ok());
    }

    #[test]
    fn sums_cannot_overflow_into_a_false_balance() {
        let legs = [
            Leg::available(ALICE, USDT, i64::MAX),
            Leg::available(Owner::User(UserId(2), AccountKind::Change), USDT, i64::MAX),
            Leg::available(Owner::System(SystemRole::Custody), USDT, 2),
        ];
        assert!(matches!(check_balanced(&legs), Err(LedgerError::Unbalanced)));
    }

    #[test]
    fn entries_of_many_postings_read_as_if_each_leg_had_been_applied_in_turn() {
        let freeze = Leg {
            owner: ALICE,
            asset_id: USDT,
            available: -700,
            frozen: 700,
        };
        let fee = Leg::available(ALICE, USDT, -100);
        let house = Leg::available(Owner::System(SystemRole::Fees), USDT, 100);
        // Alice's account 7 ends at 200 available, 700 frozen; the fees account 9 at 100.
        let legs = [(0, 7, &freeze), (1, 7, &fee), (1, 9, &house)];
        let entries = entries_back_from(&legs, &[41, 42], vec![(7, 200, 700), (9, 100, 0)])
            .unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(
            entries,
            vec![
                (41, 7, -700, 700, 300, 700),
                (42, 7, -100, 0, 200, 700),
                (42, 9, 100, 0, 100, 0),
            ]
        );
        let sums = sums_by_account(&legs).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(sums, vec![(7, -800, 700), (9, 100, 0)]);
    }

    #[test]
    fn a_user_balance_below_zero_after_any_leg_refuses_even_when_it_ends_above() {
        let spend = Leg::available(ALICE, USDT, -500);
        let receive = Leg::available(ALICE, USDT, 600);
        // Ends at 150 after -500 then +600: it held 50, so it stood at -450 in between.
        let legs = [(0, 7, &spend), (1, 7, &receive)];
        assert!(matches!(
            entries_back_from(&legs, &[1, 2], vec![(7, 150, 0)]),
            Err(LedgerError::Insufficient)
        ));
        // A system account may stand below zero in between.
        let issue = Leg::available(Owner::System(SystemRole::Custody), USDT, -500);
        let legs = [(0, 8, &issue), (1, 8, &receive)];
        assert!(entries_back_from(&legs, &[1, 2], vec![(8, 150, 0)]).is_ok());
        // An account the update refused is missing from the balances after.
        assert!(matches!(
            entries_back_from(&[(0, 7, &spend)], &[1], vec![]),
            Err(LedgerError::Insufficient)
        ));
    }

    #[test]
    fn account_kinds_read_by_name_or_number() {
        assert_eq!(AccountKind::parse("change"), Some(AccountKind::Change));
        assert_eq!(AccountKind::parse("4"), Some(AccountKind::Micro));
        assert_eq!(AccountKind::parse("spot"), None);
        assert_eq!(AccountKind::from_code(1), Some(AccountKind::Legal));
    }
}
