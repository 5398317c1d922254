use serde::Serialize;

use crate::{error::AppError, http::Params};

pub struct SendCodeInput {
    pub user_string: Option<String>,
    pub scene: String,
    pub area_code: Option<String>,
}

impl SendCodeInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        let kind = p
            .get("type")?
            .filter(|t| crate::auth::codes::Scene::parse(t).is_some());
        let scene = p.get("scene")?.or(kind).unwrap_or("register");
        Ok(Self {
            user_string: p.get("user_string")?.map(str::to_string),
            scene: scene.to_string(),
            area_code: p.get("area_code")?.map(str::to_string),
        })
    }
}

pub struct CheckCodeInput {
    pub user_string: String,
    pub scene: String,
    pub code: String,
    pub area_code: Option<String>,
}

impl CheckCodeInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        Ok(Self {
            user_string: p.required("user_string")?.to_string(),
            scene: p.get("scene")?.unwrap_or("register").to_string(),
            code: p
                .get_any(&["email_code", "code"])?
                .ok_or(AppError::field("email_code"))?
                .to_string(),
            area_code: p.get_any(&["area_code", "country_code"])?.map(str::to_string),
        })
    }
}

/// How a registration proves its address.
pub enum RegisterCode {
    /// A code in the form.
    Given(String),
    /// An empty code after `/user/check_email` found the code right (existing clients).
    Verified,
    /// No code at all (`/user/registerV1`, when the published rule allows it).
    Without,
}

pub struct RegisterInput {
    pub user_string: String,
    pub code: RegisterCode,
    pub password: String,
    pub re_password: String,
    pub invite_code: Option<String>,
    pub kind: Option<String>,
    pub area_code: Option<String>,
}

impl RegisterInput {
    pub fn from_params(p: &Params, with_code: bool) -> Result<Self, AppError> {
        Ok(Self {
            user_string: p.required("user_string")?.to_string(),
            code: match (with_code, p.get("code")?.map(str::trim)) {
                (false, _) => RegisterCode::Without,
                (true, Some(code)) if !code.is_empty() => RegisterCode::Given(code.to_string()),
                (true, _) => RegisterCode::Verified,
            },
            password: p.required("password")?.to_string(),
            re_password: p.required("re_password")?.to_string(),
            invite_code: p.get("extension_code")?.map(str::to_string),
            kind: p.get("type")?.map(str::to_string),
            area_code: p.get("area_code")?.map(str::to_string),
        })
    }
}

pub struct LoginInput {
    pub user_string: String,
    pub password: String,
}

impl LoginInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        if p.int("type")?.is_some_and(|t| t != 1) {
            return Err(AppError::field("type"));
        }
        Ok(Self {
            user_string: p.required("user_string")?.to_string(),
            password: p.required("password")?.to_string(),
        })
    }
}

pub struct ForgetInput {
    pub user_string: String,
    pub code: String,
    pub password: String,
    pub re_password: String,
}

impl ForgetInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        Ok(Self {
            user_string: p
                .get_any(&["user_string", "account"])?
                .ok_or(AppError::field("user_string"))?
                .to_string(),
            code: p.required("code")?.to_string(),
            password: p.required("password")?.to_string(),
            re_password: p
                .get_any(&["re_password", "repassword"])?
                .ok_or(AppError::field("re_password"))?
                .to_string(),
        })
    }
}

/// A new password with its confirmation and the code that authorises it.
pub struct PasswordChangeInput {
    pub password: String,
    pub re_password: String,
    pub code: String,
}

impl PasswordChangeInput {
    pub fn login_password(p: &Params) -> Result<Self, AppError> {
        Ok(Self {
            password: p.required("password")?.to_string(),
            re_password: p.required("re_password")?.to_string(),
            code: p.required("code")?.to_string(),
        })
    }

    pub fn pay_password(p: &Params) -> Result<Self, AppError> {
        Ok(Self {
            password: p.required("pay_password")?.to_string(),
            re_password: p.required("re_pay_password")?.to_string(),
            code: p.required("code")?.to_string(),
        })
    }
}

pub struct MobileInput {
    pub area_code: Option<String>,
    pub mobile: String,
    pub code: Option<String>,
}

impl MobileInput {
    pub fn from_params(p: &Params, with_code: bool) -> Result<Self, AppError> {
        Ok(Self {
            area_code: p.get("area_code")?.map(str::to_string),
            mobile: p.required("mobile")?.to_string(),
            code: if with_code {
                Some(p.required("code")?.to_string())
            } else {
                None
            },
        })
    }
}

pub struct EmailInput {
    pub email: String,
    pub code: String,
}

impl EmailInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        Ok(Self {
            email: p.required("email")?.to_string(),
            code: p.required("code")?.to_string(),
        })
    }
}

/// The *User* object of API-CONTRACT §5.0.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct UserInfo {
    pub id: i64,
    pub account: String,
    pub account_number: String,
    pub email: String,
    pub phone: String,
    pub area_code: String,
    pub nickname: String,
    pub signature: String,
    pub head_portrait: String,
    pub extension_code: String,
    pub score: i64,
    pub level: i64,
    pub real_level: i64,
    pub review_status: i64,
    pub has_pay_password: i64,
    pub create_date: String,
    pub create_date_ts: i64,
}
