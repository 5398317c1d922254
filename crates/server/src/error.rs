//! The one error type of the server and its flat list of codes (API-CONTRACT §2), below every other module.

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
};

macro_rules! error_codes {
    ($($variant:ident => $name:literal,)*) => {
        /// Every error the API can answer, flat (API-CONTRACT §2). The wire name is the `error` field; each
        /// has a message in all nine locale files.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ErrorCode { $($variant,)* }

        impl ErrorCode {
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant,)*];

            pub fn as_str(self) -> &'static str {
                match self { $(ErrorCode::$variant => $name,)* }
            }
        }
    };
}

error_codes! {
    InvalidParams => "invalid_params",
    NotFound => "not_found",
    MethodNotAllowed => "method_not_allowed",
    BodyTooLarge => "body_too_large",
    TooManyRequests => "too_many_requests",
    ServerBusy => "server_busy",
    InternalError => "internal_error",
    FeatureUnavailable => "feature_unavailable",
    RegionNotSupported => "region_not_supported",
    IdempotencyConflict => "idempotency_conflict",
    Forbidden => "forbidden",
    SessionInvalid => "session_invalid",
    IdentityRequired => "identity_required",
    LoginFailed => "login_failed",
    AccountExists => "account_exists",
    AccountFrozen => "account_frozen",
    InvalidCode => "invalid_code",
    CodeExpired => "code_expired",
    PasswordsMismatch => "passwords_mismatch",
    InvalidPassword => "invalid_password",
    InvalidInviteCode => "invalid_invite_code",
    InvalidEmail => "invalid_email",
    InvalidMobile => "invalid_mobile",
    SignatureRequired => "signature_required",
    SignatureInvalid => "signature_invalid",
    ChallengeExpired => "challenge_expired",
    TotpRequired => "totp_required",
    TotpInvalid => "totp_invalid",
    TotpEnabled => "totp_enabled",
    TotpNotEnabled => "totp_not_enabled",
    LastSignInMethod => "last_sign_in_method",
    MarketExists => "market_exists",
    MobileTaken => "mobile_taken",
    EmailTaken => "email_taken",
    ContactBindingRequired => "contact_binding_required",
    AlreadyVerified => "already_verified",
    ReviewPending => "review_pending",
    Level1Required => "level1_required",
    InvalidIdNumber => "invalid_id_number",
    InvalidNickname => "invalid_nickname",
    InvalidProfileSignature => "invalid_profile_signature",
    InsufficientBalance => "insufficient_balance",
    BelowMinimum => "below_minimum",
    AboveMaximum => "above_maximum",
    LimitExceeded => "limit_exceeded",
    PayPasswordNotSet => "pay_password_not_set",
    PayPasswordWrong => "pay_password_wrong",
    FeeChanged => "fee_changed",
    InvalidAddress => "invalid_address",
    SameAccount => "same_account",
    SameCurrency => "same_currency",
    DepositDisabled => "deposit_disabled",
    WithdrawDisabled => "withdraw_disabled",
    PriceChanged => "price_changed",
    MarketClosed => "market_closed",
    MarketUnavailable => "market_unavailable",
    TradingDisabled => "trading_disabled",
    InvalidAmount => "invalid_amount",
    InvalidPrice => "invalid_price",
    InvalidLots => "invalid_lots",
    InvalidLeverage => "invalid_leverage",
    InvalidSeconds => "invalid_seconds",
    ProductUnavailable => "product_unavailable",
    OrderNotFound => "order_not_found",
    OrderNotCancellable => "order_not_cancellable",
    PositionNotFound => "position_not_found",
    NotStarted => "not_started",
    Ended => "ended",
    SoldOut => "sold_out",
    UserLimitExceeded => "user_limit_exceeded",
    AlreadyRedeemed => "already_redeemed",
    RatePublished => "rate_published",
    ReserveShort => "reserve_short",
    FollowLimit => "follow_limit",
    CannotFollowSelf => "cannot_follow_self",
    NotATrader => "not_a_trader",
    NotFollowing => "not_following",
    NotOnSale => "not_on_sale",
    BidTooLow => "bid_too_low",
    InvalidIncrement => "invalid_increment",
    EndBeforeStart => "end_before_start",
    MarginRequired => "margin_required",
    NotOwner => "not_owner",
    AlreadyListed => "already_listed",
    PaymentExpired => "payment_expired",
    AlreadyPaid => "already_paid",
    FileMissing => "file_missing",
    FileTooLarge => "file_too_large",
    ImageTooLarge => "image_too_large",
    UnsupportedFileType => "unsupported_file_type",
    NotEligible => "not_eligible",
    AlreadyApplied => "already_applied",
    LoanNotEligible => "loan_not_eligible",
    LoanCollateralShort => "loan_collateral_short",
    LoanReserveShort => "loan_reserve_short",
    LoanState => "loan_state",
    OtcNotMerchant => "otc_not_merchant",
    OtcMerchantExists => "otc_merchant_exists",
    OtcAdUnavailable => "otc_ad_unavailable",
    OtcPayeeMissing => "otc_payee_missing",
    OtcOrderState => "otc_order_state",
    OtcAppealEarly => "otc_appeal_early",
    QuoteExpired => "quote_expired",
    QuickbuyReserveShort => "quickbuy_reserve_short",
    QuickbuyState => "quickbuy_state",
    SupportRateLimited => "support_rate_limited",
    SupportClosed => "support_closed",
    QuizClosed => "quiz_closed",
    CouponInvalid => "coupon_invalid",
    CouponClaimed => "coupon_claimed",
    CouponSoldOut => "coupon_sold_out",
    CouponNotEligible => "coupon_not_eligible",
    CouponUnusable => "coupon_unusable",
    ChatMuted => "chat_muted",
    ChatRateLimited => "chat_rate_limited",
    ArtistApplied => "artist_applied",
    WithdrawalOnChain => "withdrawal_on_chain",
    SignedTxMismatch => "signed_tx_mismatch",
}

impl ErrorCode {
    /// The envelope `type`: the two session/identity codes have their own, everything else is `"error"`.
    pub fn envelope_type(self) -> &'static str {
        match self {
            ErrorCode::SessionInvalid => "999",
            ErrorCode::IdentityRequired => "998",
            _ => "error",
        }
    }
}

/// The one error type of the API. It renders as an envelope in the request's language (see
/// `http::middleware::render_errors`); internal causes are logged, never shown.
#[derive(Debug)]
pub struct AppError {
    pub code: ErrorCode,
    pub field: Option<&'static str>,
    /// A more precise message of the same code (a key of the locales' `[errors]` table), and values for its
    /// `{name}` placeholders.
    pub message: Option<&'static str>,
    pub args: Vec<(&'static str, String)>,
    pub status: StatusCode,
    pub source: Option<anyhow::Error>,
}

impl AppError {
    pub fn new(code: ErrorCode) -> Self {
        Self {
            code,
            field: None,
            message: None,
            args: Vec::new(),
            status: StatusCode::OK,
            source: None,
        }
    }

    /// A missing or malformed request field.
    pub fn field(field: &'static str) -> Self {
        Self {
            field: Some(field),
            ..Self::new(ErrorCode::InvalidParams)
        }
    }

    pub fn with_field(mut self, field: &'static str) -> Self {
        self.field = Some(field);
        self
    }

    /// Answers the same code with the more precise message `key`, its `{name}` placeholders filled from `args`.
    pub fn with_message(mut self, key: &'static str, args: Vec<(&'static str, String)>) -> Self {
        self.message = Some(key);
        self.args = args;
        self
    }

    pub fn with_status(mut self, status: StatusCode) -> Self {
        self.status = status;
        self
    }

    pub fn internal(err: impl Into<anyhow::Error>) -> Self {
        Self {
            source: Some(err.into()),
            ..Self::new(ErrorCode::InternalError)
        }
    }
}

impl From<ErrorCode> for AppError {
    fn from(code: ErrorCode) -> Self {
        AppError::new(code)
    }
}

impl From<sqlx::Error> for AppError {
    fn from(err: sqlx::Error) -> Self {
        AppError::internal(err)
    }
}

impl From<anyhow::Error> for AppError {
    fn from(err: anyhow::Error) -> Self {
        AppError::internal(err)
    }
}

/// Carried from `AppError::into_response` to the middleware that knows the language and request id.
#[derive(Debug, Clone)]
pub struct PendingError {
    pub code: ErrorCode,
    pub field: Option<&'static str>,
    pub message: Option<&'static str>,
    pub args: Vec<(&'static str, String)>,
}

impl AppError {
    /// What the answer's message is written from.
    pub fn pending(&self) -> PendingError {
        PendingError {
            code: self.code,
            field: self.field,
            message: self.message,
            args: self.args.clone(),
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if let Some(source) = &self.source {
            tracing::error!(error = ?source, code = self.code.as_str(), "request failed");
        }
        let mut response = self.status.into_response();
        response.extensions_mut().insert(self.pending());
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LOCALE_SOURCES, Lang, error_text};

    #[test]
    fn every_error_code_has_a_message_in_all_nine_languages() {
        for (lang, source) in LOCALE_SOURCES {
            let file: toml::Table = toml::from_str(source).unwrap();
            let errors = file["errors"].as_table().unwrap();
            for code in ErrorCode::ALL {
                let message = errors.get(code.as_str()).and_then(|v| v.as_str());
                assert!(
                    message.is_some_and(|m| !m.trim().is_empty()),
                    "locale {lang} lacks {}",
                    code.as_str()
                );
            }
            for precise in [
                "invalid_params_field",
                "market_closed_hours",
                "ieo_above_user_maximum",
            ] {
                assert!(errors.contains_key(precise), "locale {lang} lacks {precise}");
            }
        }
    }

    #[test]
    fn wire_names_are_unique_snake_case() {
        let mut names: Vec<_> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
        assert!(names.iter().all(|n| {
            n.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        }));
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ErrorCode::ALL.len());
    }

    #[test]
    fn session_and_identity_codes_use_their_string_envelope_types() {
        assert_eq!(ErrorCode::SessionInvalid.envelope_type(), "999");
        assert_eq!(ErrorCode::IdentityRequired.envelope_type(), "998");
        assert_eq!(ErrorCode::LoginFailed.envelope_type(), "error");
        assert_eq!(
            error_text(Lang::En, "passwords_mismatch", &[]),
            "The two passwords are inconsistent"
        );
    }
}
