//! VIP levels (ADR 57): the published table (rules of product `vip`), the level a user's 30-day trading volume and
//! holdings reach, and the fee discount a level gives at trade time. The table lives in the rules so that every
//! change to it goes through the rules' audit and public changelog, and the trading paths read the same numbers
//! the levels screen shows.

use crate::{
    db::{Db, Tx},
    ids::UserId,
    money::{self, Scale},
    on_db, on_tx,
    rules::{self, RuleRow},
};

/// The levels above 0; level 0 has no threshold and no benefit.
pub const TOP: i64 = 5;

/// One row of the table; amounts in USDT minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    pub level: i64,
    pub volume: i64,
    pub holdings: i64,
    /// Percent off trading fees.
    pub discount: i64,
    /// The 24-hour withdrawal limit in BTC minor units (8 decimals) the level gives an account whose identity is
    /// fully verified; 0 when it gives none beyond the identity level's.
    pub withdraw_btc: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Levels 1 to [`TOP`] in order.
    pub levels: Vec<Level>,
    /// The lowest level that may apply for loans.
    pub loan_level: i64,
}

impl Table {
    /// Reads the table from the rules of product `vip`; a missing or unreadable threshold makes its level
    /// unreachable rather than free.
    pub fn from_rules(rows: &[RuleRow]) -> Table {
        let value = |key: &str| rows.iter().find(|r| r.key == key).map(|r| r.value.as_str());
        let amount = |key: &str| {
            value(key)
                .and_then(|v| money::parse(v, Scale::USDT))
                .filter(|v| *v > 0)
                .unwrap_or(i64::MAX)
        };
        let levels = (1..=TOP)
            .map(|level| Level {
                level,
                volume: amount(&format!("l{level}_volume")),
                holdings: amount(&format!("l{level}_holdings")),
                discount: value(&format!("l{level}_discount"))
                    .and_then(|v| v.parse::<i64>().ok())
                    .map_or(0, |d| d.clamp(0, 100)),
                withdraw_btc: value(&format!("l{level}_withdraw_btc_per_24h"))
                    .and_then(|v| money::parse(v, Scale::new(8)))
                    .map_or(0, |v| v.max(0)),
            })
            .collect();
        let loan_level = value("loan_level")
            .and_then(|v| v.parse::<i64>().ok())
            .map_or(TOP + 1, |l| l.max(1));
        Table { levels, loan_level }
    }

    /// The highest level whose volume or holdings threshold is met.
    pub fn level_for(&self, volume: i64, holdings: i64) -> i64 {
        self.levels
            .iter()
            .filter(|l| volume >= l.volume || holdings >= l.holdings)
            .map(|l| l.level)
            .max()
            .unwrap_or(0)
    }

    /// Percent off trading fees at a level.
    pub fn discount(&self, level: i64) -> i64 {
        self.levels
            .iter()
            .find(|l| l.level == level)
            .map_or(0, |l| l.discount)
    }

    /// The 24-hour withdrawal limit (BTC minor units) of an account at `level` whose identity level gives
    /// `identity_limit`: the higher of the two, and only with a fully verified identity (level 2).
    pub fn withdraw_limit(&self, level: i64, real_level: i64, identity_limit: i64) -> i64 {
        let vip = self
            .levels
            .iter()
            .find(|l| l.level == level)
            .map_or(0, |l| l.withdraw_btc);
        if real_level >= 2 {
            identity_limit.max(vip)
        } else {
            identity_limit
        }
    }

    pub fn next(&self, level: i64) -> Option<Level> {
        self.levels.iter().find(|l| l.level == level + 1).copied()
    }

    pub fn may_borrow(&self, level: i64) -> bool {
        level >= self.loan_level
    }
}

pub async fn table(db: &Db) -> Result<Table, sqlx::Error> {
    Ok(Table::from_rules(&rules::list(db, Some("vip")).await?))
}

/// A fee rate in parts per million after a percent discount; the fee itself is still rounded up where it is
/// charged.
pub fn discounted_ppm(ppm: i64, discount: i64) -> i64 {
    ppm * (100 - discount.clamp(0, 100)) / 100
}

/// The percent off trading fees `level` gives now: nothing to read for level 0.
pub async fn discount_at(db: &Db, level: i64) -> Result<i64, sqlx::Error> {
    if level <= 0 {
        return Ok(0);
    }
    Ok(table(db).await?.discount(level))
}

/// The level the daily job last gave a user.
pub async fn level_of(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    Ok(
        on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT vip_level FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(c)
        .await)?
        .unwrap_or(0),
    )
}

async fn level_and_table_in(tx: &mut Tx, user_id: UserId) -> Result<(i64, Table), sqlx::Error> {
    let level = on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT vip_level FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(c)
        .await)?
    .unwrap_or(0);
    let rows = on_tx!(tx, c => sqlx::query_as::<_, RuleRow>(
        "SELECT product, key, value, unit, updated_at FROM rules WHERE product = 'vip'",
    )
    .fetch_all(c)
    .await)?;
    Ok((level, Table::from_rules(&rows)))
}

/// Whether a user's level lets them apply for loans, inside a write transaction.
pub async fn may_borrow_in(tx: &mut Tx, user_id: UserId) -> Result<bool, sqlx::Error> {
    let (level, table) = level_and_table_in(tx, user_id).await?;
    Ok(table.may_borrow(level))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(key: &str, value: &str) -> RuleRow {
        RuleRow {
            product: "vip".into(),
            key: key.into(),
            value: value.into(),
            unit: String::new(),
            updated_at: 0,
        }
    }

    fn published() -> Table {
        let mut rows = vec![rule("loan_level", "2")];
        for (level, volume, holdings, discount) in [
            (1, "10000", "1000", "5"),
            (2, "100000", "10000", "10"),
            (3, "1000000", "100000", "15"),
            (4, "5000000", "500000", "20"),
            (5, "20000000", "2000000", "25"),
        ] {
            rows.push(rule(&format!("l{level}_volume"), volume));
            rows.push(rule(&format!("l{level}_holdings"), holdings));
            rows.push(rule(&format!("l{level}_discount"), discount));
        }
        for (level, btc) in [(3, "1000"), (4, "2000"), (5, "5000")] {
            rows.push(rule(&format!("l{level}_withdraw_btc_per_24h"), btc));
        }
        Table::from_rules(&rows)
    }

    #[test]
    fn level_4_raises_a_verified_accounts_500_btc_withdrawal_limit_to_2000_and_an_unverified_ones_not_at_all()
    {
        let btc = 100_000_000;
        let table = published();
        assert_eq!(table.withdraw_limit(4, 2, 500 * btc), 2_000 * btc);
        assert_eq!(
            table.withdraw_limit(4, 1, 200 * btc),
            200 * btc,
            "only with a full identity check"
        );
        assert_eq!(
            table.withdraw_limit(2, 2, 500 * btc),
            500 * btc,
            "level 2 gives no higher limit"
        );
        assert_eq!(table.withdraw_limit(0, 2, 500 * btc), 500 * btc);
        assert_eq!(
            table.withdraw_limit(3, 2, 5_000 * btc),
            5_000 * btc,
            "never lower than the identity's"
        );
    }

    const USDT: i64 = 100_000_000;

    #[test]
    fn a_trader_of_150_000_usdt_with_500_usdt_held_is_level_2() {
        assert_eq!(published().level_for(150_000 * USDT, 500 * USDT), 2);
    }

    #[test]
    fn holdings_alone_reach_a_level_without_any_trading() {
        assert_eq!(published().level_for(0, 120_000 * USDT), 3);
    }

    #[test]
    fn one_cent_below_every_threshold_is_level_0() {
        assert_eq!(published().level_for(10_000 * USDT - 1, 1_000 * USDT - 1), 0);
    }

    #[test]
    fn a_missing_threshold_makes_its_level_unreachable() {
        let table = Table::from_rules(&[rule("l1_discount", "5")]);
        assert_eq!(table.level_for(i64::MAX - 1, i64::MAX - 1), 0);
        assert!(
            !table.may_borrow(5),
            "no loan level published: nobody qualifies by level"
        );
    }

    #[test]
    fn a_level_2_taker_pays_0_09_percent_instead_of_0_1_percent() {
        let t = published();
        assert_eq!(discounted_ppm(1_000, t.discount(2)), 900);
        assert_eq!(discounted_ppm(1_000, t.discount(0)), 1_000);
        assert!(t.may_borrow(2) && !t.may_borrow(1));
        assert_eq!(t.next(2).map(|l| l.level), Some(3));
        assert_eq!(t.next(5), None);
    }
}
