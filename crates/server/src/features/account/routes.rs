use super::dto::UserInfo;
use super::handlers as h;
use crate::http::routes::{
    Access::{Optional, Public, User},
    ApiRoutes,
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .post(
            "/sms_mail",
            Optional,
            "Send a verification code by e-mail or SMS",
            h::send_code,
        )
        .answers::<String>()
        .post(
            "/user/check_email",
            Public,
            "Check a verification code without using it up",
            h::check_code,
        )
        .answers::<String>()
        .post(
            "/user/register",
            Public,
            "Register with a verification code",
            h::register,
        )
        .answers::<String>()
        .post(
            "/user/registerV1",
            Public,
            "Register without a code, when the published rule allows",
            h::register_without_code,
        )
        .answers::<String>()
        .post(
            "/user/login",
            Public,
            "Log in; the message is the session token",
            h::login,
        )
        .answers::<String>()
        .get("/user/logout", Optional, "Revoke the presented token", h::logout)
        .answers::<String>()
        .post(
            "/user/forget",
            Public,
            "Reset the password with a code; ends every session",
            h::forget,
        )
        .answers::<String>()
        .read("/user/info", User, "The signed-in user", h::info)
        .answers::<UserInfo>()
        .post(
            "/sms_send",
            User,
            "Send a code to bind a mobile number",
            h::send_mobile_code,
        )
        .answers::<String>()
        .post("/safe/mobile", User, "Bind a mobile number", h::bind_mobile)
        .answers::<String>()
        .post("/safe/email", User, "Bind an e-mail address", h::bind_email)
        .answers::<String>()
        .post(
            "/safe/update_password",
            User,
            "Change the pay password as existing clients do (password, re_password, code of scene pay_password or \
             update_password); ends the other sessions",
            h::update_pay_password,
        )
        .answers::<String>()
        .post(
            "/safe/login_password",
            User,
            "Change the login password (password, re_password, code of scene update_password); ends every session",
            h::update_password,
        )
        .answers::<String>()
        .post(
            "/user/uploadHeadPortrait",
            User,
            "Set the avatar: an own upload or a built-in avatar name",
            h::set_avatar,
        )
        .answers::<String>()
        .post(
            "/user/editNickname",
            User,
            "Set the nickname and signature",
            h::edit_nickname,
        )
        .answers::<String>()
        .post(
            "/safe/pay_password",
            User,
            "Set or reset the pay password",
            h::set_pay_password,
        )
        .answers::<String>()
}
