use super::handlers as h;
use crate::http::routes::{Access::User, ApiRoutes};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/user/getTransferList",
            User,
            "Assets that convert into each other, with the user's exchange-account balances",
            h::list,
        )
        .read(
            "/user/getTransferFee",
            User,
            "Index prices in USDT of two assets and the conversion fee",
            h::fee,
        )
        .post(
            "/user/Transfer",
            User,
            "Convert one asset into another at index prices, less the fee",
            h::convert,
        )
}
