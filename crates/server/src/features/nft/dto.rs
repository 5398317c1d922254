//! What the NFT calls read and answer (API-CONTRACT §5.13; Mercato's additions in `docs/api/nft.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `getBoxList` and `search`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftListInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    pub currency: Option<i64>,
    pub pay_type: Option<i64>,
    pub status: Option<i64>,
    #[serde(rename = "type")]
    pub media_type: Option<String>,
    pub keyword: Option<String>,
}

/// `getBoxDetail`: by `id` or `code`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftDetailInput {
    pub id: Option<i64>,
    pub code: Option<String>,
}

#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftCodeInput {
    pub code: String,
}

/// `buyNFT`; a blind box needs the buyer's `client_seed` (1–64 letters and digits), which enters its draw; the
/// server never picks one. A fixed-price artwork ignores it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftBuyInput {
    pub code: String,
    pub client_seed: Option<String>,
}

/// `/bind_box/auctionNFT`: `price` is the bid, or as existing clients send it the increment over the current bid
/// when below it (ADR 75); `exact=1` reads it as the bid only, so a stale bid is `bid_too_low`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftBidInput {
    pub code: String,
    pub price: String,
    #[serde(default)]
    pub exact: Option<String>,
}

#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftIdInput {
    pub id: i64,
}

#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftUidInput {
    pub uid: i64,
}

#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftPageInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `resellNFT`: times as "YYYY-MM-DD HH:MM:SS" in the site's display zone, or ms.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftResellInput {
    pub code: String,
    pub price: String,
    pub per_increase: Option<String>,
    pub pay_type: i64,
    pub start_time: String,
    pub end_time: String,
}

#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NftApplyInput {
    pub nickname: String,
    pub signature: Option<String>,
}

/// An artwork, a listing and its state as every NFT list answers it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftRow {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub image: String,
    /// Poster of an audio or video work; the image itself otherwise.
    pub cover: String,
    /// image, gif, audio or video.
    #[serde(rename = "type")]
    pub media_type: String,
    pub description: String,
    /// N, R or SR ("" for an unopened box).
    pub rarity: String,
    pub rarity_status: i64,
    pub currency_id: i64,
    pub currency_name: String,
    pub price: String,
    pub per_increase: String,
    pub margin: String,
    /// 1 fixed price, 2 auction, 3 blind box.
    pub pay_type: i64,
    /// 1 listed, 0 ended.
    pub status: i64,
    /// By time: 2 before the start, 1 between start and end, 0 after the end or when `status` is 0.
    pub buy_status: i64,
    pub current_bid: Option<String>,
    pub current_bidder: Option<i64>,
    pub bid_count: i64,
    pub start_time: String,
    pub end_time: String,
    pub start_ts: i64,
    pub end_ts: i64,
    pub author_id: i64,
    pub author_name: String,
    pub author_avatar: String,
    pub owner: i64,
    /// 0 held, 1 reselling, 2 sold.
    pub resell_nft_status: i64,
    pub is_opened: i64,
    pub seed_hash: Option<String>,
    pub series_id: Option<i64>,
    pub listing: i64,
    pub collect: bool,
    /// The reader holds a margin for the current auction.
    pub margin_paid: bool,
    /// The current listing's own terms, fixed when it started (ADR 71): the platform fee and the artist's royalty
    /// on a resale, in percent, and the hours an auction's winner has to pay.
    pub listing_fee_rate: String,
    pub listing_royalty_rate: String,
    pub listing_pay_hours: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftSeriesContent {
    pub index: i64,
    pub name: String,
    pub image: String,
    #[serde(rename = "type")]
    pub media_type: String,
    pub rarity: String,
    pub weight: i64,
}

/// A blind-box series with its commitment; `seed` is "" until the series is revealed (sold out or ended).
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftSeries {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub cover: String,
    pub currency_id: i64,
    pub currency_name: String,
    pub price: String,
    pub total: i64,
    pub sold: i64,
    pub start_time: String,
    pub end_time: String,
    pub start_ts: i64,
    pub end_ts: i64,
    pub seed_hash: String,
    pub contents_hash: String,
    pub seed: String,
    pub revealed: bool,
    pub contents: Vec<NftSeriesContent>,
    pub author_id: i64,
    pub author_name: String,
    /// The code of a box still for sale, "" when none is.
    pub next_box: String,
}

/// `getBoxDetail`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftDetail {
    #[serde(flatten)]
    pub row: NftRow,
    pub collect_number: i64,
    pub series: Option<NftSeries>,
    pub draw_input: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftArtist {
    pub id: i64,
    pub author_id: i64,
    pub nickname: String,
    pub head_portrait: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftArtistDetail {
    pub id: i64,
    pub nickname: String,
    pub head_portrait: String,
    pub signature: String,
    pub artworks: Vec<NftRow>,
    pub collects: Vec<NftRow>,
    pub artworks_collect_number: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftCurrency {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftBid {
    pub id: i64,
    pub price: String,
    pub currency_name: String,
    pub head_portrait: String,
    pub nick_name: String,
    pub nft_image: String,
    pub nft_name: String,
    pub created: String,
    pub created_ts: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftMyBid {
    pub id: i64,
    pub code: String,
    pub nft_image: String,
    pub nft_name: String,
    pub price: String,
    pub currency_name: String,
    pub created: String,
    pub created_ts: i64,
    /// 1 once the auction it was made in is over.
    pub is_expired: i64,
}

/// `getMyBindBoxQuotationLog`: pages read `message.data`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftMyBids {
    pub code: i64,
    pub data: Vec<NftMyBid>,
    pub count: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftPayOrder {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub image: String,
    pub price: String,
    /// What the margin already covers.
    pub margin: String,
    pub currency_name: String,
    pub end_time: String,
    /// The pay-by deadline, ms.
    pub overtime: i64,
    pub pay_time: Option<String>,
    pub is_read: i64,
    pub is_pay: i64,
    pub is_expired: i64,
}

/// `openBlindBox`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftOpened {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub image: String,
    #[serde(rename = "type")]
    pub media_type: String,
    pub rarity: String,
    pub index: i64,
    pub seed: String,
    pub seed_hash: String,
    pub contents_hash: String,
    pub draw_input: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftProvenanceEntry {
    pub id: i64,
    /// mint, sale, auction or box.
    pub kind: String,
    pub from_uid: Option<i64>,
    pub from_name: String,
    pub to_uid: i64,
    pub to_name: String,
    pub price: String,
    pub currency_name: String,
    pub created: String,
    pub created_ts: i64,
}

/// The published NFT rules.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NftRules {
    /// Percent of a sale price.
    pub fee_rate: String,
    /// Percent of a resale price, to the artist.
    pub royalty_rate: String,
    /// Percent of a resale auction's start price held as margin.
    pub resale_margin_rate: String,
    pub pay_hours: i64,
    pub forfeit_to: String,
}
