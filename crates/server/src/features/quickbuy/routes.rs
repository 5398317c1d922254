use super::{
    dto::{
        IdInput, ListInput, OrderInput, QuickBuyConfig, QuickBuyQuote, QuickOrderView, QuoteInput,
        VoucherInput,
    },
    handlers as h,
};
use crate::http::{
    pager::Pager,
    routes::{
        Access::{Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/quickbuy/config",
            Public,
            "Quick buy countries with their fiat, rate, methods and limits, the coins sold and the published rules",
            h::config,
        )
        .answers::<QuickBuyConfig>()
        .post(
            "/quickbuy/quote",
            User,
            "Lock a quick buy price for the published time; an unsupported country is region_not_supported",
            h::quote,
        )
        .takes::<QuoteInput>()
        .answers::<QuickBuyQuote>()
        .post(
            "/quickbuy/order_create",
            User,
            "Order a locked quote with the payer's details; its coins are reserved; answers the order id",
            h::order,
        )
        .takes::<OrderInput>()
        .answers::<i64>()
        .read("/quickbuy/orders", User, "The user's quick buy orders, newest first", h::orders)
        .takes::<ListInput>()
        .answers::<Pager<QuickOrderView>>()
        .read("/quickbuy/order", User, "One of the user's quick buy orders", h::one)
        .takes::<IdInput>()
        .answers::<QuickOrderView>()
        .post(
            "/quickbuy/voucher",
            User,
            "Attach the bank transfer's voucher; the order goes under review",
            h::voucher,
        )
        .takes::<VoucherInput>()
        .answers::<String>()
        .post("/quickbuy/cancel", User, "Cancel an order still to be paid", h::cancel)
        .takes::<IdInput>()
        .answers::<String>()
}
