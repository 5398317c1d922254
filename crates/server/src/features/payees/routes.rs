use super::{
    dto::{
        AddressInput, AddressItem, DeleteAddressInput, DomesticCard, DomesticCardInput, InternationalCard,
        InternationalCardInput,
    },
    handlers as h,
};
use crate::http::{
    NoFields,
    pager::{DataPage, PageInput},
    routes::{Access::User, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .post(
            "/user/wallet/save",
            User,
            "Save a withdrawal address with its QR code picture",
            h::save_address,
        )
        .takes::<AddressInput>()
        .answers::<String>()
        .post(
            "/user/delwallet",
            User,
            "Remove one of the user's saved addresses",
            h::delete_address,
        )
        .takes::<DeleteAddressInput>()
        .answers::<String>()
        .read(
            "/user/wallet/list",
            User,
            "The user's saved addresses",
            h::addresses,
        )
        .takes::<PageInput>()
        .answers::<DataPage<AddressItem>>()
        .read(
            "/user/cash_info",
            User,
            "The user's domestic bank card",
            h::domestic,
        )
        .takes::<NoFields>()
        .answers::<DomesticCard>()
        .post(
            "/user/cash_save",
            User,
            "Save the domestic bank card",
            h::save_domestic,
        )
        .takes::<DomesticCardInput>()
        .answers::<String>()
        .read(
            "/user/cash_info_international",
            User,
            "The international card form (labels in the request language) and its saved values",
            h::international,
        )
        .takes::<NoFields>()
        .answers::<InternationalCard>()
        .post(
            "/user/cash_save_international",
            User,
            "Save the international card, one value per form field",
            h::save_international,
        )
        .takes::<InternationalCardInput>()
        .answers::<String>()
}
