use axum::{
    Router,
    routing::{get, post},
};

use super::{
    adjustments, chat, coupons, dual, earn, handlers as h, ieo, liabilities, loans, markets, nft, otc,
    people, quickbuy, quiz, support, traders,
};
use crate::app::AppState;

/// Routes under `/admin/api`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/login", post(h::login))
        .route("/logout", post(h::logout))
        .route("/me", get(h::me).post(h::me))
        .route("/audit", get(h::audit).post(h::audit))
        .route("/parameters", post(h::change_parameter))
        .route("/settings", get(h::settings).post(h::settings))
        .route("/users/find", get(h::find_user).post(h::find_user))
        .route(
            "/users/sessions",
            get(people::user_sessions).post(people::user_sessions),
        )
        .route("/users/sessions/end", post(people::end_user_sessions))
        .route("/users/totp/reset", post(people::reset_user_totp))
        .route("/operators", get(people::operators).post(people::operators))
        .route("/operators/create", post(people::create_operator))
        .route("/users/freeze", post(h::freeze_user))
        .route("/users/unfreeze", post(h::unfreeze_user))
        .route(
            "/identity/reviews",
            get(h::identity_reviews).post(h::identity_reviews),
        )
        .route("/identity/approve", post(h::identity_approve))
        .route("/identity/reject", post(h::identity_reject))
        .route("/uploads", get(h::view_upload))
        .route("/upload", post(h::upload))
        .route("/content/list", get(h::content_list).post(h::content_list))
        .route("/content/save", post(h::content_save))
        .route("/menu/list", get(h::menu_list).post(h::menu_list))
        .route("/menu/save", post(h::menu_save))
        .route("/messages/send", post(h::send_message))
        .route("/deposits", get(h::deposits).post(h::deposits))
        .route("/deposits/confirm", post(h::deposit_confirm))
        .route("/deposits/reject", post(h::deposit_reject))
        .route("/deposits/notify", post(h::deposit_notify))
        .route("/withdrawals", get(h::withdrawals).post(h::withdrawals))
        .route("/withdrawals/approve", post(h::withdrawal_approve))
        .route("/withdrawals/reject", post(h::withdrawal_reject))
        .route("/chain/withdrawals/export", post(h::chain_export))
        .route("/chain/withdrawals/import", post(h::chain_import))
        .route("/chain/withdrawals/abandon", post(h::chain_abandon))
        .route("/ledger/adjust", post(adjustments::adjust))
        .route(
            "/ledger/adjustments",
            get(adjustments::requests).post(adjustments::requests),
        )
        .route("/ledger/adjustments/approve", post(adjustments::approve))
        .route("/ledger/adjustments/reject", post(adjustments::reject))
        .route("/assets/price", post(h::reference_price))
        .route("/ledger/verify", get(h::ledger_verify).post(h::ledger_verify))
        .route("/users/balances", get(h::user_balances).post(h::user_balances))
        .route("/lockming/reserve/fund", post(earn::lockming_fund_reserve))
        .route(
            "/lockming/reserve/withdraw",
            post(earn::lockming_withdraw_surplus),
        )
        .route(
            "/lockming/products",
            get(earn::lockming_products).post(earn::lockming_products),
        )
        .route("/lockming/products/create", post(earn::lockming_create_product))
        .route("/lockming/products/open", post(earn::lockming_open_product))
        .route("/lockming/products/close", post(earn::lockming_close_product))
        .route("/lockming/rates/publish", post(earn::lockming_publish_rate))
        .route(
            "/follow/applications",
            get(traders::applications).post(traders::applications),
        )
        .route("/follow/approve", post(traders::approve))
        .route("/follow/reject", post(traders::reject))
        .route("/ieo/projects/create", post(ieo::create_project))
        .route("/dual/reserve/fund", post(dual::fund_reserve))
        .route("/dual/reserve/withdraw", post(dual::withdraw_surplus))
        .route("/dual/products", get(dual::products).post(dual::products))
        .route("/dual/products/create", post(dual::create_product))
        .route("/dual/products/open", post(dual::open_product))
        .route("/dual/products/close", post(dual::close_product))
        .route("/liabilities/snapshot", post(liabilities::snapshot))
        .route("/loans", get(loans::list).post(loans::list))
        .route("/loans/approve", post(loans::approve))
        .route("/loans/reject", post(loans::reject))
        .route("/loans/eligibility", post(loans::eligibility))
        .route("/loans/offers", get(loans::offers).post(loans::offers))
        .route("/loans/offers/save", post(loans::save_offer))
        .route("/loans/reserve/fund", post(loans::fund_reserve))
        .route("/loans/reserve/withdraw", post(loans::withdraw_reserve))
        .route("/otc/merchants", get(otc::merchants).post(otc::merchants))
        .route("/otc/merchants/decide", post(otc::decide_merchant))
        .route("/otc/orders", get(otc::orders).post(otc::orders))
        .route("/otc/order", get(otc::order).post(otc::order))
        .route("/otc/disputes/decide", post(otc::decide_dispute))
        .route("/quickbuy/orders", get(quickbuy::orders).post(quickbuy::orders))
        .route("/quickbuy/confirm", post(quickbuy::confirm))
        .route("/quickbuy/reject", post(quickbuy::reject))
        .route(
            "/quickbuy/countries",
            get(quickbuy::countries).post(quickbuy::countries),
        )
        .route("/quickbuy/countries/save", post(quickbuy::save_country))
        .route(
            "/quickbuy/reserve",
            get(quickbuy::reserve).post(quickbuy::reserve),
        )
        .route("/quickbuy/reserve/fund", post(quickbuy::fund_reserve))
        .route("/quickbuy/reserve/withdraw", post(quickbuy::withdraw_reserve))
        .route(
            "/support/conversations",
            get(support::conversations).post(support::conversations),
        )
        .route(
            "/support/conversation",
            get(support::conversation).post(support::conversation),
        )
        .route("/support/reply", post(support::reply))
        .route("/support/close", post(support::close))
        .route("/quiz/rounds", get(quiz::rounds).post(quiz::rounds))
        .route("/quiz/rounds/create", post(quiz::create))
        .route("/nft/artists", get(nft::artists).post(nft::artists))
        .route("/nft/artists/create", post(nft::create_artist))
        .route("/nft/artists/approve", post(nft::approve_artist))
        .route("/nft/artists/reject", post(nft::reject_artist))
        .route("/nft/artworks", get(nft::artworks).post(nft::artworks))
        .route("/nft/artworks/create", post(nft::create_artwork))
        .route("/nft/artworks/hide", post(nft::hide))
        .route("/nft/series", get(nft::series).post(nft::series))
        .route("/nft/series/create", post(nft::create_series))
        .route(
            "/coupons/campaigns",
            get(coupons::campaigns).post(coupons::campaigns),
        )
        .route("/coupons/campaigns/create", post(coupons::create))
        .route("/coupons/campaigns/end", post(coupons::end))
        .route("/coupons/issue", post(coupons::issue))
        .route("/coupons/reserve", get(coupons::reserve).post(coupons::reserve))
        .route("/coupons/reserve/fund", post(coupons::fund_reserve))
        .route("/coupons/reserve/withdraw", post(coupons::withdraw_reserve))
        .route("/chat/messages", get(chat::messages).post(chat::messages))
        .route("/chat/delete", post(chat::delete))
        .route("/chat/mute", post(chat::mute))
        .route("/chat/unmute", post(chat::unmute))
        .route("/chat/mutes", get(chat::mutes).post(chat::mutes))
        .route("/markets/open", post(markets::open))
        .route("/totp/setup", post(h::totp_setup))
        .route("/totp/enable", post(h::totp_enable))
        .route("/totp/disable", post(h::totp_disable))
}
