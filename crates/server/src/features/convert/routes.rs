use super::{
    dto::{ConvertInput, FeeInput, TransferFee, TransferList},
    handlers as h,
};
use crate::http::{
    NoFields,
    routes::{Access::User, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/user/getTransferList",
            User,
            "Assets that convert into each other, with the user's exchange-account balances",
            h::list,
        )
        .takes::<NoFields>()
        .answers::<TransferList>()
        .read(
            "/user/getTransferFee",
            User,
            "Index prices in USDT of two assets and the conversion fee",
            h::fee,
        )
        .takes::<FeeInput>()
        .answers::<TransferFee>()
        .post(
            "/user/Transfer",
            User,
            "Convert one asset into another at index prices, less the fee",
            h::convert,
        )
        .takes::<ConvertInput>()
        .answers::<String>()
}
