use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::AppError;
use crate::ids::UserId;

pub struct SendCodeInput {
    pub user_string: Option<String>,
    pub scene: String,
    pub area_code: Option<String>,
}

/// `/sms_mail`: the scene by `scene`, or by `type` when it names one; `register` by default.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct SendCodeForm {
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub scene: Option<String>,
    pub user_string: Option<String>,
    pub area_code: Option<String>,
}

impl From<SendCodeForm> for SendCodeInput {
    fn from(f: SendCodeForm) -> Self {
        let kind = f.kind.filter(|t| crate::auth::codes::Scene::parse(t).is_some());
        Self {
            user_string: f.user_string,
            scene: f.scene.or(kind).unwrap_or_else(|| "register".to_string()),
            area_code: f.area_code,
        }
    }
}

pub struct CheckCodeInput {
    pub user_string: String,
    /// `None` when the client sent no scene (existing clients' password pages): any live code is accepted.
    pub scene: Option<String>,
    pub code: String,
    pub area_code: Option<String>,
}

/// `/user/check_email`: the code as `email_code` or `code`, the area as `area_code` or `country_code`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct CheckCodeForm {
    pub user_string: String,
    pub scene: Option<String>,
    pub email_code: Option<String>,
    pub code: Option<String>,
    pub area_code: Option<String>,
    pub country_code: Option<String>,
}

impl TryFrom<CheckCodeForm> for CheckCodeInput {
    type Error = AppError;

    fn try_from(f: CheckCodeForm) -> Result<Self, AppError> {
        Ok(Self {
            user_string: f.user_string,
            scene: f.scene.filter(|s| !s.is_empty()),
            code: f.email_code.or(f.code).ok_or(AppError::field("email_code"))?,
            area_code: f.area_code.or(f.country_code),
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

/// `/user/register`: with the code sent to `user_string`; `extension_code` is an invite code.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct RegisterForm {
    pub user_string: String,
    /// Empty after `/user/check_email` found the code right (remembered for a published time).
    pub code: Option<String>,
    pub password: String,
    pub re_password: String,
    pub extension_code: Option<String>,
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub area_code: Option<String>,
}

/// `/user/registerV1`: as `/user/register`, without a code.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct RegisterWithoutCodeForm {
    pub user_string: String,
    pub password: String,
    pub re_password: String,
    pub extension_code: Option<String>,
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub area_code: Option<String>,
}

impl From<RegisterForm> for RegisterInput {
    fn from(f: RegisterForm) -> Self {
        Self {
            user_string: f.user_string,
            code: match f.code.as_deref().map(str::trim) {
                Some(code) if !code.is_empty() => RegisterCode::Given(code.to_string()),
                _ => RegisterCode::Verified,
            },
            password: f.password,
            re_password: f.re_password,
            invite_code: f.extension_code,
            kind: f.kind,
            area_code: f.area_code,
        }
    }
}

impl From<RegisterWithoutCodeForm> for RegisterInput {
    fn from(f: RegisterWithoutCodeForm) -> Self {
        Self {
            user_string: f.user_string,
            code: RegisterCode::Without,
            password: f.password,
            re_password: f.re_password,
            invite_code: f.extension_code,
            kind: f.kind,
            area_code: f.area_code,
        }
    }
}

pub struct LoginInput {
    pub user_string: String,
    pub password: String,
}

/// `/user/login`: `type`, when sent, must be 1 (account and password).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct LoginForm {
    #[serde(rename = "type")]
    pub kind: Option<i64>,
    pub user_string: String,
    pub password: String,
}

impl TryFrom<LoginForm> for LoginInput {
    type Error = AppError;

    fn try_from(f: LoginForm) -> Result<Self, AppError> {
        if f.kind.is_some_and(|t| t != 1) {
            return Err(AppError::field("type"));
        }
        Ok(Self {
            user_string: f.user_string,
            password: f.password,
        })
    }
}

pub struct ForgetInput {
    pub user_string: String,
    pub code: String,
    pub password: String,
    pub re_password: String,
}

/// `/user/forget`: the account as `user_string` or `account`, the confirmation as `re_password` or `repassword`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct ForgetForm {
    pub user_string: Option<String>,
    pub account: Option<String>,
    pub code: String,
    pub password: String,
    pub re_password: Option<String>,
    pub repassword: Option<String>,
}

impl TryFrom<ForgetForm> for ForgetInput {
    type Error = AppError;

    fn try_from(f: ForgetForm) -> Result<Self, AppError> {
        Ok(Self {
            user_string: f
                .user_string
                .or(f.account)
                .ok_or(AppError::field("user_string"))?,
            code: f.code,
            password: f.password,
            re_password: f
                .re_password
                .or(f.repassword)
                .ok_or(AppError::field("re_password"))?,
        })
    }
}

/// A new password with its confirmation and the code that authorises it.
pub struct PasswordChangeInput {
    pub password: String,
    pub re_password: String,
    pub code: String,
}

/// `/safe/update_password`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct LoginPasswordForm {
    pub password: String,
    pub re_password: String,
    pub code: String,
}

/// `/safe/pay_password`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct PayPasswordForm {
    pub pay_password: String,
    pub re_pay_password: String,
    pub code: String,
}

impl From<LoginPasswordForm> for PasswordChangeInput {
    fn from(f: LoginPasswordForm) -> Self {
        Self {
            password: f.password,
            re_password: f.re_password,
            code: f.code,
        }
    }
}

impl From<PayPasswordForm> for PasswordChangeInput {
    fn from(f: PayPasswordForm) -> Self {
        Self {
            password: f.pay_password,
            re_password: f.re_pay_password,
            code: f.code,
        }
    }
}

pub struct MobileInput {
    pub area_code: Option<String>,
    pub mobile: String,
    pub code: Option<String>,
}

/// `/sms_send`: the number to send a binding code to.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct MobileCodeForm {
    pub area_code: Option<String>,
    pub mobile: String,
}

/// `/safe/mobile`: the number and the code sent to it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct BindMobileForm {
    pub area_code: Option<String>,
    pub mobile: String,
    pub code: String,
}

impl From<MobileCodeForm> for MobileInput {
    fn from(f: MobileCodeForm) -> Self {
        Self {
            area_code: f.area_code,
            mobile: f.mobile,
            code: None,
        }
    }
}

impl From<BindMobileForm> for MobileInput {
    fn from(f: BindMobileForm) -> Self {
        Self {
            area_code: f.area_code,
            mobile: f.mobile,
            code: Some(f.code),
        }
    }
}

/// `/safe/email`: the address and the code sent to it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct EmailInput {
    pub email: String,
    pub code: String,
}

/// `/user/uploadHeadPortrait`: an own upload path or a built-in avatar name.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct AvatarForm {
    pub head_portrait: String,
}

/// `/user/editNickname`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NicknameForm {
    pub nickname: String,
    pub signature: Option<String>,
}

/// The *User* object of API-CONTRACT §5.0.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct UserInfo {
    pub id: UserId,
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

/// `/user/wallet_challenge`: the address that will sign and its chain (`ETH` or `TRON`); `purpose=bind` with a
/// session asks for a challenge that links the wallet to the signed-in account.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct WalletChallengeForm {
    pub address: String,
    pub chain: Option<String>,
    pub purpose: Option<String>,
}

/// What the wallet signs: `text`, valid until `expires_at` (ms) and only once.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct WalletChallenge {
    pub nonce: String,
    pub text: String,
    pub expires_at: i64,
}

/// `/user/login_and_register`: the signature of the challenge's text by `user_string`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct WalletLoginForm {
    pub user_string: String,
    pub chain: Option<String>,
    pub nonce: Option<String>,
    pub signature: Option<String>,
    pub extension_code: Option<String>,
}

/// `/user/wallet_bind`: links a wallet to the signed-in account with a `purpose=bind` challenge it signed.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct WalletBindForm {
    pub address: String,
    pub chain: Option<String>,
    pub nonce: Option<String>,
    pub signature: Option<String>,
}

/// `/user/wallet_unbind`: the chain whose wallet to unlink.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct WalletUnbindForm {
    pub chain: Option<String>,
}

/// A wallet linked to the account.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct WalletLink {
    pub chain: String,
    pub address: String,
    pub linked_at: i64,
}

/// What `/user/login` answers: the session token as always, or for an account with a second factor a challenge
/// and no session.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum LoginAnswer {
    /// The session token (every account without a second factor).
    Session(String),
    /// The second factor is on: `/user/login_totp` completes the sign-in with this challenge and a code.
    Challenge(TotpChallenge),
}

/// A sign-in waiting for its second factor: `challenge` is valid until `expires_at` (ms) and once.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TotpChallenge {
    /// Always 1: tells a challenge from a session token.
    pub totp_required: u8,
    pub challenge: String,
    pub expires_at: i64,
}

/// `/user/login_totp`: the challenge `/user/login` answered and a current code of the authenticator app (also read
/// from `totp_code` or `google_code`) or one of the recovery codes (in `code` or `recovery_code`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct TotpLoginForm {
    pub challenge: String,
    #[serde(alias = "totp_code", alias = "google_code")]
    pub code: Option<String>,
    pub recovery_code: Option<String>,
}

/// `/user/totp/enable`: a current code from the secret `/user/totp/setup` answered.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct TotpCodeForm {
    #[serde(alias = "totp_code", alias = "google_code")]
    pub code: String,
}

/// `/user/totp/disable`: the login password and a current code (or a recovery code).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct TotpDisableForm {
    pub password: String,
    #[serde(alias = "totp_code", alias = "google_code")]
    pub code: String,
}

/// `/user/totp/setup`: the secret to add to an authenticator app, as text and as the address its camera reads.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TotpSetup {
    pub secret: String,
    pub otpauth_url: String,
}

/// `/user/totp/enable`: the one-time recovery codes, shown this once.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TotpRecoveryCodes {
    pub recovery_codes: Vec<String>,
}

/// `/user/totp/status`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TotpStatus {
    /// 1 when sign-in and withdrawals need a code.
    pub enabled: u8,
    /// 1 when a secret waits for its first code.
    pub pending: u8,
    pub enabled_at_ts: Option<i64>,
    pub recovery_codes_left: i64,
}
