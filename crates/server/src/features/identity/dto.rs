use serde::Serialize;

use crate::{error::AppError, http::Params};

/// Level-1 details: the document and the name on it.
#[derive(Debug, Clone)]
pub struct BasicDetails {
    pub id_type: i64,
    pub name: String,
    pub card_id: String,
}

/// Level-2 pictures: paths of the user's own uploads.
#[derive(Debug, Clone)]
pub struct Pictures {
    pub front: String,
    pub reverse: String,
    pub hand: String,
}

#[derive(Debug, Clone)]
pub enum Submission {
    Basic(BasicDetails),
    Advanced(Pictures),
    Both(BasicDetails, Pictures),
}

fn basic(p: &Params) -> Result<BasicDetails, AppError> {
    let id_type = p.int("id_type")?.ok_or(AppError::field("id_type"))?;
    Ok(BasicDetails {
        id_type,
        name: p.required("name")?.to_string(),
        card_id: p.required("card_id")?.to_string(),
    })
}

fn pictures(p: &Params) -> Result<Pictures, AppError> {
    Ok(Pictures {
        front: p.required("front_pic")?.trim().to_string(),
        reverse: p.required("reverse_pic")?.trim().to_string(),
        hand: p.get("hand_pic")?.unwrap_or_default().trim().to_string(),
    })
}

impl Submission {
    /// `/user/real`: `real_type` 1 files the details, 2 the pictures.
    pub fn one_level(p: &Params) -> Result<Self, AppError> {
        match p.int("real_type")? {
            Some(1) => Ok(Submission::Basic(basic(p)?)),
            Some(2) => Ok(Submission::Advanced(pictures(p)?)),
            _ => Err(AppError::field("real_type")),
        }
    }

    /// `/user/do_real`: everything at once.
    pub fn both_levels(p: &Params) -> Result<Self, AppError> {
        Ok(Submission::Both(basic(p)?, pictures(p)?))
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct RealData {
    pub id_type: i64,
    pub name: String,
    pub card_id: String,
    pub front_pic: String,
    pub reverse_pic: String,
    pub hand_pic: String,
    pub review_status: i64,
    pub advanced_user: i64,
    pub reject_reason: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct RealState {
    pub real_status: i64,
    pub review_status: i64,
    pub advanced_review_status: i64,
    pub real_data: Option<RealData>,
}

/// A review as operators see it: the whole document number, the pictures and other accounts with the same
/// number.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct ReviewItem {
    pub id: i64,
    pub user_id: i64,
    pub account: String,
    pub level: i64,
    pub basic: i64,
    pub id_type: i64,
    pub name: String,
    pub card_id: String,
    pub front_pic: String,
    pub reverse_pic: String,
    pub hand_pic: String,
    pub status: i64,
    pub reject_reason: String,
    pub same_card_users: Vec<i64>,
    pub created_at: String,
    pub created_at_ts: i64,
}
