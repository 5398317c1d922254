use super::{
    dto::{LiabilitiesKey, LiabilitiesView, ProofInput},
    handlers as h,
};
use crate::{
    http::{
        NoFields,
        pager::{DataPage, PageInput},
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
            "The newest proof-of-liabilities snapshot: its Merkle sum tree's root (hex), users counted, the total \
             per asset that every proof's path must add up to, and the root's signature; a server publishes its \
             first when it first starts",
            h::latest,
        )
        .takes::<NoFields>()
        .answers::<LiabilitiesView>()
        .read(
            "/liabilities/history",
            Public,
            "Every published snapshot, newest first: root, time, totals and signature; each stays provable",
            h::history,
        )
        .takes::<PageInput>()
        .answers::<DataPage<LiabilitiesView>>()
        .read(
            "/liabilities/proof",
            User,
            "The caller's inclusion proof in a snapshot (the newest unless `snapshot_id` is given): their leaf \
             (salt, balances) and the siblings up to the root, with the root's signature, checkable offline with \
             `mercato liabilities verify`",
            h::proof,
        )
        .takes::<ProofInput>()
        .answers::<Proof>()
        .read(
            "/liabilities/key",
            Public,
            "The ed25519 public key every snapshot's root is signed with, and when the next daily snapshot is due",
            h::key,
        )
        .takes::<NoFields>()
        .answers::<LiabilitiesKey>()
}
