use serde::Serialize;

use crate::{
    error::AppError,
    features::content::{repo::MenuRow, service::NewsEdit},
    http::Params,
    i18n::Lang,
    ids::UserId,
};

pub struct LoginInput {
    pub email: String,
    pub password: String,
    /// The one-time code, for operators who turned the second factor on.
    pub totp: Option<String>,
}

impl LoginInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        Ok(Self {
            email: p.required("email")?.trim().to_lowercase(),
            password: p.required("password")?.to_string(),
            totp: p.get("totp")?.map(str::to_string),
        })
    }
}

#[derive(Debug, Serialize)]
pub struct OperatorInfo {
    pub id: i64,
    pub email: String,
    pub role: String,
}

#[derive(Debug, Serialize)]
pub struct AuditLine {
    pub id: i64,
    pub actor: String,
    pub action: String,
    pub target: String,
    pub before: String,
    pub after: String,
    pub ip: String,
    pub created_at: String,
    pub created_at_ts: i64,
}

pub struct NewsEditInput(pub NewsEdit);

impl NewsEditInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        let text_lang = match p.get("text_lang")? {
            Some(code) => Some(Lang::parse(code).ok_or(AppError::field("text_lang"))?),
            None => None,
        };
        let cover = match p.flag("clear_cover")? {
            Some(true) => Some(String::new()),
            _ => p.get("cover")?.map(str::to_string),
        };
        Ok(Self(NewsEdit {
            id: p.int("id")?,
            c_id: p.int("c_id")?,
            cover,
            is_popup: p.flag("is_popup")?,
            is_shown: p.flag("is_shown")?,
            sort: p.int("sort")?,
            text_lang,
            title: p.get("title")?.map(str::to_string),
            abstract_text: p.get("abstract")?.map(str::to_string),
            content: p.get("content")?.map(str::to_string),
        }))
    }
}

pub struct MenuInput(pub MenuRow);

impl MenuInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        Ok(Self(MenuRow {
            id: p.int("id")?.unwrap_or(0),
            title: p.required("title")?.trim().to_string(),
            icon: p.get("icon")?.unwrap_or_default().trim().to_string(),
            url: p.required("url")?.trim().to_string(),
            open_type: p.int("open_type")?.unwrap_or(1),
            is_financial: p.flag("is_financial")?.map_or(0, i64::from),
            is_shown: p.flag("is_shown")?.map_or(1, i64::from),
            sort: p.int("sort")?.unwrap_or(0),
        }))
    }
}

#[derive(Debug, Serialize)]
pub struct SettingLine {
    pub key: String,
    pub value: String,
    pub is_public: i64,
}

#[derive(Debug, Serialize)]
pub struct UserSummary {
    pub id: UserId,
    pub account: String,
    pub email: String,
    pub phone: String,
    pub real_level: i64,
    pub review_status: i64,
    pub status: String,
    /// Whether the user turned on an authenticator second factor (compliance may clear a lost one).
    pub totp_enabled: bool,
}

#[derive(Debug, Serialize)]
pub struct TotpSetup {
    pub secret: String,
    pub otpauth_url: String,
}
