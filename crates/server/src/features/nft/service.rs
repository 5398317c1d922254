//! The NFT rules: the status-by-time rule (SPEC §4), what a sale pays whom, what a resale must say (SPEC §5),
//! the published parameters, and how rows read on the wire.

use time::UtcOffset;

use super::{
    draw::Content,
    dto::{NftRow, NftRules, NftSeries, NftSeriesContent},
    repo::{ItemRow, Terms, series::SeriesRow},
};
use crate::{
    clock,
    db::Db,
    error::{AppError, ErrorCode},
    money::{self, Scale},
    rules,
};

pub const PPM: i128 = 1_000_000;

pub mod pay_type {
    pub const FIXED: i64 = 1;
    pub const AUCTION: i64 = 2;
    pub const BOX: i64 = 3;
}

/// The published NFT parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub currencies: Vec<i64>,
    pub fee_ppm: i64,
    pub royalty_ppm: i64,
    pub resale_margin_ppm: i64,
    pub pay_ms: i64,
}

pub async fn published(db: &Db) -> Result<Published, AppError> {
    let rows = rules::list(db, Some("nft")).await?;
    let value = |key: &str| {
        rows.iter()
            .find(|r| r.key == key)
            .map(|r| r.value.clone())
            .unwrap_or_default()
    };
    let percent = |key: &str, default: i64| money::parse(&value(key), Scale::new(4)).map_or(default, |p| p);
    Ok(Published {
        currencies: value("currencies")
            .split(',')
            .filter_map(|id| id.trim().parse().ok())
            .collect(),
        fee_ppm: percent("fee", 25_000),
        royalty_ppm: percent("royalty", 50_000),
        resale_margin_ppm: percent("resale_margin", 100_000),
        pay_ms: value("pay_hours").trim().parse::<i64>().unwrap_or(24) * 3_600_000,
    })
}

impl Published {
    /// The terms a listing starting now copies.
    pub fn terms(&self) -> Terms {
        Terms {
            fee_ppm: self.fee_ppm,
            royalty_ppm: self.royalty_ppm,
            pay_ms: self.pay_ms,
        }
    }
}

pub fn rules_view(p: &Published) -> NftRules {
    NftRules {
        fee_rate: money::format(p.fee_ppm, Scale::new(4)),
        royalty_rate: money::format(p.royalty_ppm, Scale::new(4)),
        resale_margin_rate: money::format(p.resale_margin_ppm, Scale::new(4)),
        pay_hours: p.pay_ms / 3_600_000,
        forfeit_to: "seller".into(),
    }
}

/// SPEC §4: 2 before the start, 1 between start and end while listed, 0 after the end or when not listed.
pub fn buy_status(status: i64, start_at: i64, end_at: i64, now: i64) -> i64 {
    if now < start_at {
        2
    } else if status == 0 || now >= end_at {
        0
    } else {
        1
    }
}

/// What one sale pays: the platform fee (rounded up), the artist's royalty on a resale (rounded down, the artist
/// receives it) and the seller's rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    pub fee: i64,
    pub royalty: i64,
    pub seller: i64,
}

pub fn split(price: i64, t: &Terms, resale: bool) -> Option<Split> {
    let price128 = i128::from(price);
    let fee = (price128 * i128::from(t.fee_ppm) + PPM - 1) / PPM;
    let royalty = if resale {
        price128 * i128::from(t.royalty_ppm) / PPM
    } else {
        0
    };
    let seller = price128 - fee - royalty;
    if seller < 0 {
        return None;
    }
    Some(Split {
        fee: i64::try_from(fee).ok()?,
        royalty: i64::try_from(royalty).ok()?,
        seller: i64::try_from(seller).ok()?,
    })
}

/// A resale auction's margin: the published share of its start price, rounded up.
pub fn resale_margin(price: i64, p: &Published) -> i64 {
    let m = (i128::from(price) * i128::from(p.resale_margin_ppm) + PPM - 1) / PPM;
    i64::try_from(m).unwrap_or(i64::MAX)
}

/// A resale's terms once checked (SPEC §5): a valid price, an increment for an auction, an end after the start
/// and after now.
pub fn check_listing(
    pay_type: i64,
    (price, per_increase): (Option<i64>, Option<i64>),
    (start_at, end_at): (i64, i64),
    now: i64,
) -> Result<(i64, i64), AppError> {
    if pay_type != pay_type::FIXED && pay_type != pay_type::AUCTION {
        return Err(AppError::field("pay_type"));
    }
    let price = price
        .filter(|p| *p > 0)
        .ok_or(AppError::new(ErrorCode::InvalidPrice).with_field("price"))?;
    let increase = if pay_type == pay_type::AUCTION {
        per_increase
            .filter(|p| *p > 0)
            .ok_or(AppError::new(ErrorCode::InvalidIncrement).with_field("per_increase"))?
    } else {
        0
    };
    if end_at <= start_at {
        return Err(AppError::new(ErrorCode::EndBeforeStart).with_field("end_time"));
    }
    if end_at <= now {
        return Err(AppError::field("end_time"));
    }
    Ok((price, increase))
}

/// The least an auction accepts next: the start price first, then the current bid plus the increment.
pub fn min_bid(current: Option<i64>, price: i64, per_increase: i64) -> i64 {
    current.map_or(price, |c| c.saturating_add(per_increase))
}

pub fn scale(s: i64) -> Scale {
    Scale::new(u32::try_from(s).unwrap_or(8).min(Scale::MAX))
}

pub fn rarity_status(rarity: &str) -> i64 {
    match rarity {
        "SR" => 3,
        "R" => 2,
        "N" => 1,
        _ => 0,
    }
}

pub struct Reader<'a> {
    pub collected: &'a [i64],
    pub margin_paid: bool,
}

pub fn row_view(
    i: &ItemRow,
    seed_hash: Option<String>,
    reader: &Reader<'_>,
    now: i64,
    offset: UtcOffset,
) -> NftRow {
    let sc = scale(i.scale);
    NftRow {
        id: i.id,
        code: i.code.clone(),
        name: i.name.clone(),
        image: i.image.clone(),
        cover: if i.cover.is_empty() {
            i.image.clone()
        } else {
            i.cover.clone()
        },
        media_type: i.media_type.clone(),
        description: i.description.clone(),
        rarity: i.rarity.clone(),
        rarity_status: rarity_status(&i.rarity),
        currency_id: i.currency_id,
        currency_name: i.currency_name.clone(),
        price: money::format(i.price, sc),
        per_increase: money::format(i.per_increase, sc),
        margin: money::format(i.margin, sc),
        pay_type: i.pay_type,
        status: i.status,
        buy_status: buy_status(i.status, i.start_at, i.end_at, now),
        current_bid: i.current_bid.map(|b| money::format(b, sc)),
        current_bidder: i.current_bidder,
        bid_count: i.bid_count,
        start_time: clock::display(i.start_at, offset),
        end_time: clock::display(i.end_at, offset),
        start_ts: i.start_at,
        end_ts: i.end_at,
        author_id: i.author_id,
        author_name: i.author_name.clone(),
        author_avatar: i.author_avatar.clone(),
        owner: i.owner_id,
        resell_nft_status: i.resell_status,
        is_opened: i.opened,
        seed_hash,
        series_id: i.series_id,
        listing: i.listing,
        collect: reader.collected.contains(&i.id),
        margin_paid: reader.margin_paid,
        listing_fee_rate: money::format(i.fee_ppm, Scale::new(4)),
        listing_royalty_rate: money::format(i.royalty_ppm, Scale::new(4)),
        listing_pay_hours: i.pay_ms / 3_600_000,
    }
}

pub fn series_view(s: &SeriesRow, contents: &[Content], next_box: String, offset: UtcOffset) -> NftSeries {
    NftSeries {
        id: s.id,
        name: s.name.clone(),
        description: s.description.clone(),
        cover: s.cover.clone(),
        currency_id: s.currency_id,
        currency_name: s.currency_name.clone(),
        price: money::format(s.price, scale(s.scale)),
        total: s.total,
        sold: s.sold,
        start_time: clock::display(s.start_at, offset),
        end_time: clock::display(s.end_at, offset),
        start_ts: s.start_at,
        end_ts: s.end_at,
        seed_hash: s.seed_hash.clone(),
        contents_hash: s.contents_hash.clone(),
        seed: revealed_seed(s),
        revealed: s.revealed_at.is_some(),
        contents: contents
            .iter()
            .map(|c| NftSeriesContent {
                index: c.index,
                name: c.name.clone(),
                image: c.image.clone(),
                media_type: c.media_type.clone(),
                rarity: c.rarity.clone(),
                weight: c.weight,
            })
            .collect(),
        author_id: s.author_id,
        author_name: s.author_name.clone(),
        next_box,
    }
}

/// The seed, once revealed; "" before.
pub fn revealed_seed(s: &SeriesRow) -> String {
    if s.revealed_at.is_some() {
        s.seed.clone()
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Published {
        Published {
            currencies: vec![3],
            fee_ppm: 25_000,
            royalty_ppm: 50_000,
            resale_margin_ppm: 100_000,
            pay_ms: 86_400_000,
        }
    }

    #[test]
    fn the_status_by_time_is_two_before_the_start_one_during_and_zero_after_the_end() {
        assert_eq!(buy_status(1, 100, 200, 99), 2);
        assert_eq!(buy_status(1, 100, 200, 100), 1);
        assert_eq!(buy_status(1, 100, 200, 199), 1);
        assert_eq!(buy_status(1, 100, 200, 200), 0);
        assert_eq!(buy_status(0, 100, 200, 150), 0);
        assert_eq!(buy_status(0, 100, 200, 50), 2);
    }

    #[test]
    fn a_primary_sale_pays_the_fee_rounded_up_and_no_royalty() {
        let s = split(1_000_000_001, &rules().terms(), false).unwrap();
        assert_eq!(s.fee, 25_000_001);
        assert_eq!(s.royalty, 0);
        assert_eq!(s.fee + s.royalty + s.seller, 1_000_000_001);
    }

    #[test]
    fn a_resale_pays_the_artist_a_royalty_rounded_down() {
        let s = split(1_000_000_019, &rules().terms(), true).unwrap();
        assert_eq!(s.royalty, 50_000_000);
        assert_eq!(s.fee, 25_000_001);
        assert_eq!(s.seller, 1_000_000_019 - 75_000_001);
    }

    #[test]
    fn a_resale_needs_a_price_an_increment_for_an_auction_and_an_end_after_its_start() {
        let now = 1_000;
        let code = |r: Result<(i64, i64), AppError>| r.err().map(|e| e.code);
        assert_eq!(
            code(check_listing(1, (Some(0), None), (now, now + 10), now)),
            Some(ErrorCode::InvalidPrice)
        );
        assert_eq!(
            code(check_listing(2, (Some(5), Some(0)), (now, now + 10), now)),
            Some(ErrorCode::InvalidIncrement)
        );
        assert_eq!(
            code(check_listing(2, (Some(5), Some(1)), (now + 10, now + 10), now)),
            Some(ErrorCode::EndBeforeStart)
        );
        assert_eq!(
            check_listing(1, (Some(5), None), (now, now + 10), now).unwrap(),
            (5, 0)
        );
        assert_eq!(
            check_listing(2, (Some(5), Some(2)), (now, now + 10), now).unwrap(),
            (5, 2)
        );
    }

    #[test]
    fn the_first_bid_must_reach_the_start_price_and_later_ones_the_increment() {
        assert_eq!(min_bid(None, 100, 10), 100);
        assert_eq!(min_bid(Some(150), 100, 10), 160);
    }

    #[test]
    fn a_resale_auction_margin_is_its_published_share_rounded_up() {
        assert_eq!(resale_margin(1_001, &rules()), 101);
    }
}
