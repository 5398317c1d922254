use super::{
    dto::{
        AdInput, AdStatusInput, AdsInput, ApplyInput, ChatInput, ChatSendInput, DisputeInput, IdInput,
        MerchantInput, OrderInput, OtcAdView, OtcChatMessage, OtcConfig, OtcMerchantView, OtcMyMerchant,
        OtcOrderView, PageInput, PaidInput, RateInput,
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
            "/otc/config",
            Public,
            "P2P assets, fiat currencies, payment methods and the published rules",
            h::config,
        )
        .answers::<OtcConfig>()
        .read(
            "/otc/ads",
            Public,
            "Online P2P ads of a side with something left, best price first",
            h::ads,
        )
        .takes::<AdsInput>()
        .answers::<Pager<OtcAdView>>()
        .read("/otc/ad", Public, "One P2P ad", h::ad)
        .takes::<IdInput>()
        .answers::<OtcAdView>()
        .read(
            "/otc/merchant",
            Public,
            "A merchant's public record from real orders",
            h::merchant,
        )
        .takes::<MerchantInput>()
        .answers::<OtcMerchantView>()
        .read(
            "/otc/my_merchant",
            User,
            "The user's merchant application or record",
            h::my_merchant,
        )
        .answers::<OtcMyMerchant>()
        .post(
            "/otc/merchant_apply",
            User,
            "Apply to be a merchant, freezing the published security deposit in the legal account",
            h::merchant_apply,
        )
        .takes::<ApplyInput>()
        .answers::<String>()
        .post(
            "/otc/ad_save",
            User,
            "Post or edit one of the merchant's ads; answers its id",
            h::ad_save,
        )
        .takes::<AdInput>()
        .answers::<i64>()
        .post(
            "/otc/ad_status",
            User,
            "Put one of the merchant's ads online or offline",
            h::ad_status,
        )
        .takes::<AdStatusInput>()
        .answers::<String>()
        .read("/otc/my_ads", User, "The merchant's ads, newest first", h::my_ads)
        .takes::<PageInput>()
        .answers::<Pager<OtcAdView>>()
        .post(
            "/otc/order_create",
            User,
            "Take an ad: the seller's coins are frozen in their legal account with the order; answers its id",
            h::order_create,
        )
        .takes::<OrderInput>()
        .answers::<i64>()
        .read(
            "/otc/orders",
            User,
            "Orders where the user buys or sells, newest first",
            h::orders_list,
        )
        .takes::<PageInput>()
        .answers::<Pager<OtcOrderView>>()
        .read("/otc/order", User, "One of the user's orders", h::order)
        .takes::<IdInput>()
        .answers::<OtcOrderView>()
        .post(
            "/otc/order_paid",
            User,
            "The buyer marks an unpaid order paid, with a voucher picture",
            h::order_paid,
        )
        .takes::<PaidInput>()
        .answers::<String>()
        .post(
            "/otc/order_cancel",
            User,
            "The buyer, or a seller who took a buying ad, cancels an unpaid order; the escrow returns",
            h::order_cancel,
        )
        .takes::<IdInput>()
        .answers::<String>()
        .post(
            "/otc/order_release",
            User,
            "The seller releases the coins to the buyer",
            h::order_release,
        )
        .takes::<IdInput>()
        .answers::<String>()
        .post(
            "/otc/order_dispute",
            User,
            "Either party opens a dispute the published time after payment",
            h::order_dispute,
        )
        .takes::<DisputeInput>()
        .answers::<String>()
        .post(
            "/otc/order_rate",
            User,
            "The merchant's counterparty rates a completed order, once",
            h::order_rate,
        )
        .takes::<RateInput>()
        .answers::<String>()
        .read(
            "/otc/chat",
            User,
            "An order's chat, oldest first, after a line",
            h::chat_list,
        )
        .takes::<ChatInput>()
        .answers::<Vec<OtcChatMessage>>()
        .post(
            "/otc/chat_send",
            User,
            "Send text or a picture in an order's chat",
            h::chat_send,
        )
        .takes::<ChatSendInput>()
        .answers::<OtcChatMessage>()
}
