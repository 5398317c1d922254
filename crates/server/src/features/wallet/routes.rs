use super::{
    dto::{
        Bill, BillInput, ChangeInput, CurrencyList, CurrencyWallet, DetailInput, LedgerLine, RateInput,
        UnitPrice, WalletDetail, WalletList, WalletListInput,
    },
    handlers as h,
};
use crate::http::{
    NoFields,
    pager::{PageInput, Pager},
    routes::{
        Access::{Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/wallet/getRateCurrency",
            Public,
            "The price of one unit of an asset in USDT and CNY (reference prices)",
            h::rate,
        )
        .takes::<RateInput>()
        .answers::<UnitPrice>()
        .read(
            "/currency/list",
            Public,
            "Assets, and the fiat ones apart",
            h::currency_list,
        )
        .takes::<NoFields>()
        .answers::<CurrencyList>()
        .read(
            "/currency/user_currency_list",
            User,
            "Assets with the user's exchange-account row",
            h::user_currency_list,
        )
        .takes::<NoFields>()
        .answers::<Vec<CurrencyWallet>>()
        .read(
            "/wallet/list",
            User,
            "Balances per account kind with their USDT and CNY values",
            h::list,
        )
        .takes::<WalletListInput>()
        .answers::<WalletList>()
        .read("/wallet/detail", User, "One asset in one account kind", h::detail)
        .takes::<DetailInput>()
        .answers::<WalletDetail>()
        .post(
            "/wallet/change",
            User,
            "Move funds between the user's own account kinds",
            h::change,
        )
        .takes::<ChangeInput>()
        .answers::<String>()
        .read(
            "/wallet/hzhistory",
            User,
            "Moves between the user's account kinds, newest first",
            h::moves,
        )
        .takes::<PageInput>()
        .answers::<Pager<LedgerLine>>()
        .read(
            "/wallet/legal_log",
            User,
            "The bill: every ledger line of the user",
            h::bill,
        )
        .takes::<BillInput>()
        .answers::<Bill>()
}
