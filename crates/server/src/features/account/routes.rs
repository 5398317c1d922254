use super::{
    dto::{
        AvatarForm, BindMobileForm, CheckCodeForm, EmailInput, ForgetForm, LoginAnswer, LoginForm,
        LoginPasswordForm, MobileCodeForm, NicknameForm, PayPasswordForm, RegisterForm,
        RegisterWithoutCodeForm, SendCodeForm, TotpCodeForm, TotpDisableForm, TotpLoginForm,
        TotpRecoveryCodes, TotpSetup, TotpStatus, UserInfo, WalletBindForm, WalletChallenge,
        WalletChallengeForm, WalletLink, WalletLoginForm, WalletUnbindForm,
    },
    handlers as h,
};
use crate::http::{
    NoFields,
    routes::{
        Access::{Optional, Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .post(
            "/sms_mail",
            Optional,
            "Send a verification code by e-mail or SMS",
            h::send_code,
        )
        .takes::<SendCodeForm>()
        .answers::<String>()
        .post(
            "/user/check_email",
            Public,
            "Check a verification code without using it up",
            h::check_code,
        )
        .takes::<CheckCodeForm>()
        .answers::<String>()
        .post(
            "/user/register",
            Public,
            "Register with a verification code",
            h::register,
        )
        .takes::<RegisterForm>()
        .answers::<String>()
        .post(
            "/user/registerV1",
            Public,
            "Register without a code, when the published rule allows",
            h::register_without_code,
        )
        .takes::<RegisterWithoutCodeForm>()
        .answers::<String>()
        .post(
            "/user/login",
            Public,
            "Log in; the message is the session token, or for an account with a second factor a challenge and no \
             session",
            h::login,
        )
        .takes::<LoginForm>()
        .answers::<LoginAnswer>()
        .post(
            "/user/login_totp",
            Public,
            "Complete a login that answered a challenge, with a current authenticator code or a recovery code; the \
             message is the session token",
            h::login_totp,
        )
        .takes::<TotpLoginForm>()
        .answers::<String>()
        .read(
            "/user/totp/status",
            User,
            "Whether the second factor is on, and how many recovery codes are left",
            h::totp_status,
        )
        .takes::<NoFields>()
        .answers::<TotpStatus>()
        .post(
            "/user/totp/setup",
            User,
            "Start enrolling an authenticator app: a new secret that waits for a code from it; nothing is on yet",
            h::totp_setup,
        )
        .takes::<NoFields>()
        .answers::<TotpSetup>()
        .post(
            "/user/totp/enable",
            User,
            "Turn the second factor on with a current code of the waiting secret; answers ten one-time recovery codes",
            h::totp_enable,
        )
        .takes::<TotpCodeForm>()
        .answers::<TotpRecoveryCodes>()
        .post(
            "/user/totp/disable",
            User,
            "Turn the second factor off with the login password and a current code or a recovery code",
            h::totp_disable,
        )
        .takes::<TotpDisableForm>()
        .answers::<String>()
        .read(
            "/user/wallet_challenge",
            Optional,
            "A single-use text for a browser wallet to sign, bound to the address and chain, valid 5 minutes; \
             `purpose=bind` with a session links the wallet to the account instead",
            h::wallet_challenge,
        )
        .takes::<WalletChallengeForm>()
        .answers::<WalletChallenge>()
        .post(
            "/user/login_and_register",
            Public,
            "Sign in with a browser wallet's signature of a challenge; opens the account on first use; the message \
             is the session token, or a challenge when the account has a second factor",
            h::wallet_login,
        )
        .takes::<WalletLoginForm>()
        .answers::<LoginAnswer>()
        .post(
            "/user/wallet_bind",
            User,
            "Link a browser wallet to the account with a signed `purpose=bind` challenge",
            h::wallet_bind,
        )
        .takes::<WalletBindForm>()
        .answers::<String>()
        .post(
            "/user/wallet_unbind",
            User,
            "Unlink the account's wallet on a chain, unless it is the only way into the account",
            h::wallet_unbind,
        )
        .takes::<WalletUnbindForm>()
        .answers::<String>()
        .read("/user/wallet_links", User, "The wallets linked to the account", h::wallet_links)
        .takes::<NoFields>()
        .answers::<Vec<WalletLink>>()
        .get("/user/logout", Optional, "Revoke the presented token", h::logout)
        .takes::<NoFields>()
        .answers::<String>()
        .post(
            "/user/forget",
            Public,
            "Reset the password with a code; ends every session",
            h::forget,
        )
        .takes::<ForgetForm>()
        .answers::<String>()
        .read("/user/info", User, "The signed-in user", h::info)
        .takes::<NoFields>()
        .answers::<UserInfo>()
        .post(
            "/sms_send",
            User,
            "Send a code to bind a mobile number",
            h::send_mobile_code,
        )
        .takes::<MobileCodeForm>()
        .answers::<String>()
        .post("/safe/mobile", User, "Bind a mobile number", h::bind_mobile)
        .takes::<BindMobileForm>()
        .answers::<String>()
        .post("/safe/email", User, "Bind an e-mail address", h::bind_email)
        .takes::<EmailInput>()
        .answers::<String>()
        .post(
            "/safe/update_password",
            User,
            "Change the pay password as existing clients do (password, re_password, code of scene pay_password or \
             update_password); ends the other sessions",
            h::update_pay_password,
        )
        .takes::<LoginPasswordForm>()
        .answers::<String>()
        .post(
            "/safe/login_password",
            User,
            "Change the login password (password, re_password, code of scene update_password); ends every session",
            h::update_password,
        )
        .takes::<LoginPasswordForm>()
        .answers::<String>()
        .post(
            "/user/uploadHeadPortrait",
            User,
            "Set the avatar: an own upload or a built-in avatar name",
            h::set_avatar,
        )
        .takes::<AvatarForm>()
        .answers::<String>()
        .post(
            "/user/editNickname",
            User,
            "Set the nickname and signature",
            h::edit_nickname,
        )
        .takes::<NicknameForm>()
        .answers::<String>()
        .post(
            "/safe/pay_password",
            User,
            "Set or reset the pay password",
            h::set_pay_password,
        )
        .takes::<PayPasswordForm>()
        .answers::<String>()
}
