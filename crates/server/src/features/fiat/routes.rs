use super::{handlers as h, service::FiatRates};
use crate::http::{
    NoFields,
    routes::{Access::Public, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/fiat/rates",
            Public,
            "Fiat rates against USD for display, with their date and whether they are stale",
            h::rates,
        )
        .takes::<NoFields>()
        .answers::<FiatRates>()
}
