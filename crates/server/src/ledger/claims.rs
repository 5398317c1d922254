//! The users' claims held in system accounts (ADR 68): what each product holds for each user, as the proof of
//! liabilities counts it in their leaf and `ledger verify` reconciles it with the holding account.

/// A product's claims of users held in a system account: the account's role, and the `(user, asset, amount)` rows
/// of what it holds for each user (open positions, orders, bets and margins). `ledger verify` checks the account
/// holds exactly what these rows add up to.
pub struct Claim {
    pub product: &'static str,
    pub role: &'static str,
    pub by_user: &'static str,
}

/// Every product that holds users' money in a system account. Contract margins are frozen in the user's own lever
/// account and counted with it.
pub const CLAIMS: [Claim; 8] = [
    Claim {
        product: "lock mining principal",
        role: "earn_locked",
        by_user: "SELECT user_id, asset_id, amount FROM lock_positions WHERE status = 1",
    },
    Claim {
        product: "dual investment principal",
        role: "dual_pool",
        by_user: "SELECT user_id, pay_asset_id, principal FROM dual_orders WHERE status IN (1, 2)",
    },
    Claim {
        product: "IEO subscription payments",
        role: "ieo_escrow",
        by_user: "SELECT user_id, pay_asset_id, paid FROM ieo_subscriptions WHERE status = 1",
    },
    Claim {
        product: "IEO allocations not yet released",
        role: "ieo_locked",
        by_user: "SELECT s.user_id, p.asset_id, s.allocated FROM ieo_subscriptions s \
                  JOIN ieo_projects p ON p.id = s.project_id WHERE s.status = 2 AND s.released_at IS NULL",
    },
    Claim {
        product: "loan collateral",
        role: "loan_collateral",
        by_user: "SELECT user_id, collateral_asset_id, collateral FROM loans WHERE status IN (0, 1)",
    },
    Claim {
        product: "NFT auction margins",
        role: "nft_escrow",
        by_user: "SELECT user_id, currency_id, amount FROM nft_margins WHERE status = 0",
    },
    Claim {
        product: "open quiz bets",
        role: "quiz_pool",
        by_user: "SELECT user_id, CAST(3 AS BIGINT), amount FROM quiz_bets WHERE status = 0",
    },
    Claim {
        product: "open option stakes",
        role: "option_stakes",
        by_user: "SELECT user_id, asset_id, stake FROM micro_orders WHERE status = 1 AND stake_held = 1",
    },
];
