use serde::Serialize;

use crate::http::{AppError, Params};

pub struct LoginInput {
    pub email: String,
    pub password: String,
}

impl LoginInput {
    pub fn from_params(p: &Params) -> Result<Self, AppError> {
        Ok(Self {
            email: p.required("email")?.trim().to_lowercase(),
            password: p.required("password")?.to_string(),
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
