use super::{dto::LiabilitiesView, handlers as h};
use crate::{
    http::{
        NoFields,
        routes::{
            Access::{Public, User},
            ApiRoutes,
        },
    },
    liabilities::tree::Proof,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/liabilities/latest",
            Public,
            "The newest proof-of-liabilities snapshot: its Merkle sum tree's root (hex), users counted, and the \
             total per asset that every proof's path must add up to; `not_found` before the first",
            h::latest,
        )
        .takes::<NoFields>()
        .answers::<LiabilitiesView>()
        .read(
            "/liabilities/proof",
            User,
            "The caller's inclusion proof in the newest snapshot: their leaf (salt, balances) and the siblings up \
             to the root, checkable offline with `mercato liabilities verify`",
            h::proof,
        )
        .takes::<NoFields>()
        .answers::<Proof>()
}
