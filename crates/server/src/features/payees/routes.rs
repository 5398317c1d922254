use super::handlers as h;
use crate::http::routes::{Access::User, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .post(
            "/user/wallet/save",
            User,
            "Save a withdrawal address with its QR code picture",
            h::save_address,
        )
        .read(
            "/user/wallet/list",
            User,
            "The user's saved addresses",
            h::addresses,
        )
        .read(
            "/user/cash_info",
            User,
            "The user's domestic bank card",
            h::domestic,
        )
        .post(
            "/user/cash_save",
            User,
            "Save the domestic bank card",
            h::save_domestic,
        )
        .read(
            "/user/cash_info_international",
            User,
            "The international card form (labels in the request language) and its saved values",
            h::international,
        )
        .post(
            "/user/cash_save_international",
            User,
            "Save the international card, one value per form field",
            h::save_international,
        )
}
