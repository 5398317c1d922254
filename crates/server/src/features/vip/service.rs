//! VIP's views and the arithmetic of a user's volume and holdings in USDT (pure, below).

use std::collections::HashMap;

use super::{
    dto::{VipLevel, VipNext, VipView},
    repo,
};
use crate::{
    app::AppState,
    clock,
    error::AppError,
    features::site,
    ids::{AssetId, UserId},
    ledger,
    money::{self, Scale},
    vip::{self, Level, Table},
};

/// An amount of an asset valued in USDT minor units at `price` (USDT minor units per whole unit), rounded down.
pub fn usdt_value(amount: i64, price: i64, scale: Scale) -> i64 {
    money::mul_div_floor(amount, price, scale.unit()).unwrap_or(i64::MAX)
}

/// Adds `(user, asset, amount)` rows into per-user USDT totals; rows of an asset without a price count nothing.
pub fn add_valued(
    totals: &mut HashMap<UserId, i64>,
    rows: &[(UserId, AssetId, i64)],
    price: impl Fn(AssetId) -> Option<(i64, Scale)>,
) {
    for (user, asset, amount) in rows {
        if let Some((p, scale)) = price(*asset) {
            let v = totals.entry(*user).or_default();
            *v = v.saturating_add(usdt_value(*amount, p, scale));
        }
    }
}

/// USDT with two decimals, rounded down; "-" for a level nobody can reach.
fn usdt(v: i64) -> String {
    if v == i64::MAX {
        return "-".into();
    }
    money::format(v / 1_000_000, Scale::new(2))
}

fn level_view(l: &Level, table: &Table) -> VipLevel {
    VipLevel {
        level: l.level,
        volume: usdt(l.volume),
        holdings: usdt(l.holdings),
        fee_discount: l.discount.to_string(),
        loans: table.may_borrow(l.level),
        withdraw_btc: money::format_short(l.withdraw_btc, Scale::new(8)),
    }
}

pub async fn levels(app: &AppState) -> Result<Vec<VipLevel>, AppError> {
    let table = vip::table(&app.db).await?;
    Ok(table.levels.iter().map(|l| level_view(l, &table)).collect())
}

pub async fn mine(app: &AppState, user: UserId) -> Result<VipView, AppError> {
    let table = vip::table(&app.db).await?;
    let level = vip::level_of(&app.db, user).await?;
    let snap = repo::snapshot(&app.db, user).await?;
    let offset = site::service::display_offset(app).await?;
    let (volume, _, at) = snap.map_or((0, 0, 0), |s| (s.volume, s.holdings, s.computed_at));
    // Holdings are shown as they are now, valued at fresh index prices, so a new account sees what it holds at
    // once; the level itself changes only at the daily run, from that run's figures.
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut held = HashMap::new();
    add_valued(&mut held, &repo::holdings_of(&app.db, user).await?, |asset| {
        let a = assets.iter().find(|a| a.id == asset)?;
        Some((app.market.fresh_usdt_price(asset)?, a.scale))
    });
    let holdings = held.get(&user).copied().unwrap_or(0);
    Ok(VipView {
        level,
        volume_30d: usdt(volume),
        holdings: usdt(holdings),
        computed_at: if at > 0 {
            clock::display(at, offset)
        } else {
            String::new()
        },
        computed_at_ts: at,
        next: table.next(level).map(|n| VipNext {
            level: n.level,
            volume: usdt(n.volume),
            holdings: usdt(n.holdings),
        }),
        levels: table.levels.iter().map(|l| level_view(l, &table)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_a_btc_at_95_000_usdt_is_worth_47_500_usdt() {
        let price = 95_000 * 100_000_000;
        assert_eq!(usdt_value(50_000_000, price, Scale::new(8)), 47_500 * 100_000_000);
    }

    #[test]
    fn volumes_of_several_assets_add_up_per_user_and_unpriced_assets_count_nothing() {
        let mut totals = HashMap::new();
        let rows = [
            (UserId(1), AssetId(3), 1_000 * 100_000_000),
            (UserId(1), AssetId(1), 10_000_000),
            (UserId(2), AssetId(9), 5),
        ];
        add_valued(&mut totals, &rows, |a| match a.get() {
            3 => Some((100_000_000, Scale::new(8))),
            1 => Some((90_000 * 100_000_000, Scale::new(8))),
            _ => None,
        });
        assert_eq!(totals.get(&UserId(1)), Some(&(10_000 * 100_000_000)));
        assert_eq!(totals.get(&UserId(2)), None);
    }

    #[test]
    fn table_amounts_show_two_decimals() {
        assert_eq!(usdt(10_000 * 100_000_000), "10000.00");
    }
}
