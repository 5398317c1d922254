//! A demo server's labelled sample products: BTC and ETH, call and put, and a BTC call whose term is five
//! minutes, so there is always a settlement to watch. Each is created again when the sale of the last one
//! closes, its reserve funded from the demo `faucet` with exactly what it may take, and put on sale.

use super::{DAY_MS, Kind, MINUTE_MS, next_settle_moment, products, repo};
use crate::{
    db::Db,
    ids::AssetId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind},
    market::USDT,
    settings,
};

struct Sample {
    name: &'static str,
    coin: AssetId,
    kind: Kind,
    days: i64,
    minutes: i64,
    apr_ppm: i64,
    /// The reference price against the index, in percent.
    moneyness: i64,
}

const SAMPLES: [Sample; 5] = [
    Sample {
        name: "Demo BTC call 3 days",
        coin: AssetId(1),
        kind: Kind::Call,
        days: 3,
        minutes: 0,
        apr_ppm: 200_000,
        moneyness: 102,
    },
    Sample {
        name: "Demo BTC put 3 days",
        coin: AssetId(1),
        kind: Kind::Put,
        days: 3,
        minutes: 0,
        apr_ppm: 250_000,
        moneyness: 98,
    },
    Sample {
        name: "Demo ETH call 7 days",
        coin: AssetId(2),
        kind: Kind::Call,
        days: 7,
        minutes: 0,
        apr_ppm: 180_000,
        moneyness: 103,
    },
    Sample {
        name: "Demo ETH put 7 days",
        coin: AssetId(2),
        kind: Kind::Put,
        days: 7,
        minutes: 0,
        apr_ppm: 220_000,
        moneyness: 97,
    },
    Sample {
        name: "Demo BTC call 5 minutes",
        coin: AssetId(1),
        kind: Kind::Call,
        days: 0,
        minutes: 5,
        apr_ppm: 100_000,
        moneyness: 100,
    },
];

/// `price` rounded to three significant whole USDT: 97 851 USDT is 97 800.
fn round_price(price: i64) -> i64 {
    let whole = price / crate::money::Scale::USDT.unit();
    let mut step = 1;
    while whole / step >= 1_000 {
        step *= 10;
    }
    (whole / step).max(1) * step * crate::money::Scale::USDT.unit()
}

/// Creates, funds and opens the sample products that are not on sale at `now`.
pub async fn keep(db: &Db, now: i64) -> anyhow::Result<()> {
    let names: Vec<&str> = SAMPLES.iter().map(|s| s.name).collect();
    if products::demo_selling_count(db, &names, now).await? == names.len() {
        return Ok(());
    }
    let offset = settings::display_offset(db).await?;
    let mut tx = db.begin().await?;
    crate::db::limit_keys::take(&mut tx, "dual_demo", now).await?;
    let mut opened = 0;
    for s in &SAMPLES {
        if products::demo_selling(&mut tx, s.name, now).await? {
            continue;
        }
        let Some(market_id) = products::coin_market(&mut tx, s.coin).await? else {
            continue;
        };
        let Some(index) = products::latest_price(&mut tx, market_id).await? else {
            continue;
        };
        let exercise_price = round_price(index / 100 * s.moneyness);
        let (start_at, settle_at, term_minutes) = if s.days > 0 {
            let start = next_settle_moment(now + 3_600_000, offset);
            (start, start + s.days * DAY_MS, s.days * 1_440)
        } else {
            (
                now + s.minutes * MINUTE_MS,
                now + 2 * s.minutes * MINUTE_MS,
                s.minutes,
            )
        };
        let (total_number, user_limit) = if s.days > 0 { (1_000, 100) } else { (100, 10) };
        let id = products::insert_product(
            &mut tx,
            &products::NewProduct {
                asset_id: s.coin,
                market_id,
                kind: s.kind,
                name: s.name,
                apr_ppm: s.apr_ppm,
                exercise_price,
                days: s.days,
                term_minutes,
                total_number,
                user_limit,
                start_at,
                settle_at,
                demo: true,
                now,
            },
        )
        .await?;
        let Some(p) = repo::product(&mut tx, id).await? else {
            continue;
        };
        let need = p.terms().need(total_number);
        let mut legs = Vec::new();
        for (asset, amount) in [(s.coin, need.coin), (USDT, need.usdt)] {
            let amount = i64::try_from(amount)?;
            if amount > 0 {
                legs.push(Leg::available(Owner::System(SystemRole::Faucet), asset, -amount));
                legs.push(Leg::available(
                    Owner::System(SystemRole::DualReserve),
                    asset,
                    amount,
                ));
            }
        }
        let key = format!("demo_dual_reserve:{id}");
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::DualReserveFund,
                reference: &format!("dual_product:{id}"),
                memo: s.name,
                idempotency_key: Some(&key),
                legs,
                now,
            },
        )
        .await?;
        products::put_on_sale(&mut tx, id, None, now).await?;
        opened += 1;
    }
    if opened > 0 {
        tx.commit().await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn reference_prices_keep_three_significant_whole_usdt() {
        let usdt = 100_000_000;
        assert_eq!(super::round_price(97_851 * usdt + 5), 97_800 * usdt);
        assert_eq!(super::round_price(3_605 * usdt), 3_600 * usdt);
        assert_eq!(super::round_price(152 * usdt), 152 * usdt);
    }
}
