use super::{
    dto::{
        BatchCloseInput, CloseInput, DealInput, LeverAccount, LeverDeal, LeverTrades, ListingInput,
        SetStopInput, SubmitInput,
    },
    handlers as h,
};
use crate::http::routes::{Access::User, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/lever/deal",
            User,
            "A contract instrument's book, the user's holdings in it, leverage and lot choices, and the lever balance",
            h::deal,
        )
        .takes::<DealInput>()
        .answers::<LeverDeal>()
        .post(
            "/lever/submit",
            User,
            "Open a long or short at the mark (market) or when the mark reaches a limit price",
            h::submit,
        )
        .takes::<SubmitInput>()
        .answers::<String>()
        .read(
            "/lever/dealall",
            User,
            "The lever account's risk rate, margins and pnl, with the positions of one instrument",
            h::dealall,
        )
        .takes::<ListingInput>()
        .answers::<LeverAccount>()
        .read(
            "/lever/my_trade",
            User,
            "The user's positions and entrusts by state, with the evidence of every close",
            h::my_trade,
        )
        .takes::<ListingInput>()
        .answers::<LeverTrades>()
        .post(
            "/lever/close",
            User,
            "Close a holding position at the mark, or cancel an entrust",
            h::close,
        )
        .takes::<CloseInput>()
        .answers::<String>()
        .post(
            "/lever/setstop",
            User,
            "Set or clear a position's take-profit and stop-loss prices",
            h::setstop,
        )
        .takes::<SetStopInput>()
        .answers::<String>()
        .post(
            "/lever/batch_close",
            User,
            "Close all holding positions, or only longs or shorts, optionally of one instrument",
            h::batch_close,
        )
        .takes::<BatchCloseInput>()
        .answers::<String>()
}
