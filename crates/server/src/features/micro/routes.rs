use super::{
    dto::{ListsInput, PayableCurrency, ResultInput, SecondsOption, SubmitInput},
    handlers as h,
};
use crate::{
    http::{
        NoFields,
        pager::Pager,
        routes::{
            Access::{Optional, Public, User},
            ApiRoutes,
        },
    },
    options::MicroOrder,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/microtrade/seconds",
            Public,
            "Seconds-option durations on offer with their payout ratios and stake limits (published rules)",
            h::seconds,
        )
        .takes::<NoFields>()
        .answers::<Vec<SecondsOption>>()
        .read(
            "/microtrade/payable_currencies",
            Optional,
            "Stake currencies with stake presets and, signed in, the options account balance",
            h::payable_currencies,
        )
        .takes::<NoFields>()
        .answers::<Vec<PayableCurrency>>()
        .post(
            "/microtrade/submit",
            User,
            "Buy a seconds option: entry at the index sample of the accepting second, settled at the expiry second",
            h::submit,
        )
        .takes::<SubmitInput>()
        .answers::<MicroOrder>()
        .read(
            "/microtrade/get_result",
            User,
            "One of the user's options with its entry and settlement evidence",
            h::get_result,
        )
        .takes::<ResultInput>()
        .answers::<MicroOrder>()
        .read(
            "/microtrade/lists",
            User,
            "The user's options, newest first, with the time each open one has left",
            h::lists,
        )
        .takes::<ListsInput>()
        .answers::<Pager<MicroOrder>>()
}
