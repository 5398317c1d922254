use super::{
    dto::{
        NftApplyInput, NftArtist, NftArtistDetail, NftBid, NftBidInput, NftBuyInput, NftCodeInput,
        NftCurrency, NftDetail, NftDetailInput, NftIdInput, NftListInput, NftMyBids, NftOpened, NftPageInput,
        NftPayOrder, NftProvenanceEntry, NftResellInput, NftRow, NftRules, NftSeries, NftUidInput,
    },
    handlers as h,
};
use crate::http::routes::{
    Access::{Optional, Public, User},
    ApiRoutes,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/bind_box/getBoxList",
            Optional,
            "Artworks on the NFT market, with filters",
            h::list,
        )
        .takes::<NftListInput>()
        .answers::<Vec<NftRow>>()
        .read(
            "/bind_box/getBoxDetail",
            Optional,
            "One artwork or blind box, with its series",
            h::detail,
        )
        .takes::<NftDetailInput>()
        .answers::<NftDetail>()
        .read("/bind_box/getArtist", Public, "Approved artists", h::artists)
        .takes::<NftPageInput>()
        .answers::<Vec<NftArtist>>()
        .read(
            "/bind_box/getArtistDetail",
            Optional,
            "An artist's page by author id",
            h::artist,
        )
        .takes::<NftUidInput>()
        .answers::<NftArtistDetail>()
        .post(
            "/bind_box/collect",
            User,
            "Adds or removes an artwork from the caller's favourites",
            h::collect,
        )
        .takes::<NftCodeInput>()
        .answers::<String>()
        .read(
            "/bind_box/getNftCurrency",
            Public,
            "Currencies NFT prices use",
            h::currencies,
        )
        .answers::<Vec<NftCurrency>>()
        .read(
            "/bind_box/getRules",
            Public,
            "The published NFT fee, royalty, margin and payment rules",
            h::rules,
        )
        .answers::<NftRules>()
        .read(
            "/bind_box/getCollection",
            User,
            "Artworks the caller collected",
            h::collection,
        )
        .answers::<Vec<NftRow>>()
        .post(
            "/bind_box/buyNFT",
            User,
            "Buys a fixed-price artwork or a blind box",
            h::buy,
        )
        .takes::<NftBuyInput>()
        .answers::<String>()
        .post(
            "/bind_box/marginNFT",
            User,
            "Freezes an auction's margin",
            h::margin,
        )
        .takes::<NftCodeInput>()
        .answers::<String>()
        .post("/bind_box/auctionNFT", User, "Bids in an auction", h::bid)
        .takes::<NftBidInput>()
        .answers::<String>()
        .read(
            "/bind_box/getBindBoxQuotationLog",
            Public,
            "The latest ten bids of an auction",
            h::live_bids,
        )
        .takes::<NftCodeInput>()
        .answers::<Vec<NftBid>>()
        .read("/bind_box/getMyNFTs", User, "Artworks the caller owns", h::mine)
        .answers::<Vec<NftRow>>()
        .read(
            "/bind_box/getMyBindBoxQuotationLog",
            User,
            "The caller's bids",
            h::my_bids,
        )
        .takes::<NftPageInput>()
        .answers::<NftMyBids>()
        .post(
            "/bind_box/openBlindBox",
            User,
            "Opens a bought blind box and shows its verifiable draw",
            h::open_box,
        )
        .takes::<NftCodeInput>()
        .answers::<NftOpened>()
        .post(
            "/bind_box/resellNFT",
            User,
            "Lists an owned artwork for sale again",
            h::resell,
        )
        .takes::<NftResellInput>()
        .answers::<String>()
        .read(
            "/bind_box/getNeedPayNFTOrder",
            User,
            "Won auctions and their pay-by deadlines",
            h::pay_orders,
        )
        .answers::<Vec<NftPayOrder>>()
        .post(
            "/bind_box/readNFTOrderMessage",
            User,
            "Marks a won auction's notice read",
            h::read_order,
        )
        .takes::<NftIdInput>()
        .answers::<String>()
        .post("/bind_box/payNFTOrder", User, "Pays a won auction", h::pay)
        .takes::<NftIdInput>()
        .answers::<String>()
        .read(
            "/bind_box/getProvenance",
            Public,
            "An artwork's owners, prices and times",
            h::provenance,
        )
        .takes::<NftCodeInput>()
        .answers::<Vec<NftProvenanceEntry>>()
        .read(
            "/bind_box/getSeriesList",
            Public,
            "Blind-box series with their commitments",
            h::series_list,
        )
        .answers::<Vec<NftSeries>>()
        .read(
            "/bind_box/getSeries",
            Public,
            "One blind-box series with its commitment",
            h::series,
        )
        .takes::<NftIdInput>()
        .answers::<NftSeries>()
        .post(
            "/bind_box/applyArtist",
            User,
            "Applies to become an artist",
            h::apply,
        )
        .takes::<NftApplyInput>()
        .answers::<String>()
}
