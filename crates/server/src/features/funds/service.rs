//! Rules of money entering and leaving, without the database: the withdrawal fee and minimum, values in BTC for
//! the 24-hour limits, networks, the states requests move through, and what an operator's decision records.

use crate::{
    app::AppState,
    error::AppError,
    features::wallet::{
        repo::{self as wallet_repo, AssetRow},
        service::usdt_value,
    },
    i18n::{self, Lang},
    ids::AssetId,
    money,
    operators::{Operator, audit::Entry},
};

pub const PENDING: i64 = 1;

pub const DONE: i64 = 2;

pub const FAILED: i64 = 3;

pub(super) const DAY_MS: i64 = 24 * 3_600_000;

/// Percent rates are read at scale 8, so 100 % is 100 × 10^8.
pub(super) const PERCENT_UNIT: i64 = 100 * 100_000_000;

/// The published withdrawal rule of one asset, in its minor units (fee rate in percent at scale 8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WithdrawRule {
    pub min: i64,
    pub fee_rate: i64,
    pub fee_min: i64,
}

/// The fee of a withdrawal: the published percentage rounded up (users pay rounded up), at least the minimum fee.
pub fn fee(amount: i64, rule: WithdrawRule) -> i64 {
    let product = i128::from(amount) * i128::from(rule.fee_rate);
    let unit = i128::from(PERCENT_UNIT);
    let rounded_up = (product + unit - 1) / unit;
    i64::try_from(rounded_up).unwrap_or(i64::MAX).max(rule.fee_min)
}

/// The BTC-equivalent (in satoshi) of an amount, at the prices the assets carry.
pub fn btc_equivalent(amount: i64, asset: &AssetRow, btc: &AssetRow) -> i64 {
    if btc.usdt_price <= 0 {
        return i64::MAX;
    }
    money::mul_div_floor(usdt_value(amount, asset), 100_000_000, btc.usdt_price).unwrap_or(i64::MAX)
}

/// The BTC-equivalent (satoshi) of per-asset withdrawal totals.
pub(super) fn btc_total(withdrawn: &[(AssetId, i64)], assets: &[AssetRow]) -> i64 {
    let Some(btc) = assets.iter().find(|a| a.symbol == "BTC") else {
        return 0;
    };
    withdrawn
        .iter()
        .filter_map(|(asset_id, amount)| {
            let asset = assets.iter().find(|a| a.id == *asset_id)?;
            Some(btc_equivalent(*amount, asset, btc))
        })
        .fold(0i64, i64::saturating_add)
}

pub(super) fn status_text(lang: Lang, prefix: &str, status: i64) -> String {
    i18n::text(lang, &format!("{prefix}_status_{status}"), &[])
}

/// An operator's decision on a waiting request.
#[derive(Debug, Clone)]
pub enum Decision {
    Approve { tx_hash: String },
    Reject { reason: String },
}

pub(super) fn audit_entry<'a>(
    operator: &'a Operator,
    action: &'a str,
    target: &'a str,
    after: &'a str,
    ip: &'a str,
    at: i64,
) -> Entry<'a> {
    Entry {
        before: "pending",
        ..Entry::by(operator, action, target, after, ip, at)
    }
}

/// An asset and every asset, valued at the market index where there is one (the reference prices otherwise),
/// which is how the 24-hour limits count in BTC.
pub(super) async fn asset(app: &AppState, id: AssetId) -> Result<(AssetRow, Vec<AssetRow>), AppError> {
    let mut assets = wallet_repo::assets(&app.db).await?;
    for a in &mut assets {
        if let Some(price) = app.market.usdt_price(a.id) {
            a.usdt_price = price;
        }
    }
    let asset = assets
        .iter()
        .find(|a| a.id == id)
        .cloned()
        .ok_or(AppError::field("currency"))?;
    Ok((asset, assets))
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: WithdrawRule = WithdrawRule {
        min: 1_000_000_000,
        fee_rate: 10_000_000,
        fee_min: 100_000_000,
    };

    #[test]
    fn the_fee_is_the_published_percentage_rounded_up_but_at_least_the_minimum() {
        assert_eq!(
            fee(1_000_000_000_000, RULE),
            1_000_000_000,
            "0.1 % of 10,000 is 10"
        );
        assert_eq!(
            fee(1_000_000_000, RULE),
            100_000_000,
            "0.1 % of 10 is below the 1 minimum"
        );
        let tiny = WithdrawRule {
            min: 0,
            fee_rate: 10_000_000,
            fee_min: 0,
        };
        assert_eq!(fee(1, tiny), 1, "a fraction of a unit rounds up");
    }

    #[test]
    fn amounts_are_valued_in_satoshi_at_reference_prices() {
        let btc = AssetRow {
            id: AssetId(1),
            symbol: "BTC".into(),
            scale: crate::money::Scale::USDT,
            logo: String::new(),
            is_legal: 0,
            is_lever: 1,
            is_match: 1,
            is_micro: 1,
            is_transfer: 1,
            usdt_price: 100_000 * 100_000_000,
            chains: "BTC".into(),
        };
        let usdt = AssetRow {
            id: AssetId(3),
            symbol: "USDT".into(),
            usdt_price: 100_000_000,
            chains: "ERC20,TRC20".into(),
            ..btc.clone()
        };
        assert_eq!(
            btc_equivalent(50_000 * 100_000_000, &usdt, &btc),
            50_000_000,
            "50,000 USDT is half a bitcoin"
        );
        assert_eq!(btc_equivalent(100_000_000, &btc, &btc), 100_000_000);
        assert_eq!(usdt.networks(), vec!["ERC20", "TRC20"]);
    }
}
