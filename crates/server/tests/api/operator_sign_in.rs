//! How the tests sign operators in: admin and finance operators enrol a second factor at their first sign-in and
//! give a fresh code from it afterwards, as an operator with an authenticator app does.

use mercato::{auth::totp, on_db};
use serde_json::Value;

use crate::common::{SendJson, TestApp, ok};

/// The password every test operator is created with.
pub const PASSWORD: &str = "operator-pass-1";

/// RFC 4648 base32, as the server hands out second-factor secrets.
pub fn base32_decode(text: &str) -> Vec<u8> {
    let (mut buffer, mut bits, mut out) = (0u32, 0u32, Vec::new());
    for c in text.bytes() {
        let value = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
            .iter()
            .position(|&a| a == c)
            .unwrap() as u32;
        buffer = (buffer << 5) | value;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    out
}

/// `POST /admin/api/login` with an e-mail, a password and, when given, a code.
pub async fn admin_login(app: &TestApp, email: &str, password: &str, code: Option<&str>) -> Value {
    let mut form = vec![("email", email), ("password", password)];
    if let Some(code) = code {
        form.push(("totp", code));
    }
    app.client
        .post(app.url("/admin/api/login"))
        .form(&form)
        .send_json()
        .await
}

/// The code of `secret` for the earliest time step the server still accepts now that is later than the last one
/// the operator used (a code works once).
pub fn code_after(app: &TestApp, secret: &[u8], last_step: i64) -> String {
    let now = app.state.clock.now_ms().div_euclid(30_000);
    let step = (now - 1).max(last_step + 1);
    assert!(step <= now + 1, "no fresh step left in this half minute");
    format!("{:06}", totp::code_at(secret, step).unwrap())
}

/// A fresh code of the operator's active second factor, if it has one.
pub async fn fresh_code(app: &TestApp, email: &str) -> Option<String> {
    let (secret, last_step): (String, i64) = on_db!(&app.state.db, c => sqlx::query_as(
        "SELECT totp_secret, totp_last_step FROM operators WHERE email = $1",
    )
    .bind(email.trim().to_lowercase())
    .fetch_one(c)
    .await)
    .unwrap();
    (!secret.is_empty()).then(|| code_after(app, &hex::decode(secret).unwrap(), last_step))
}

/// Signs an existing operator in and answers its token, enrolling its second factor first when it must.
pub async fn sign_in(app: &TestApp, email: &str) -> String {
    let code = fresh_code(app, email).await;
    let first = admin_login(app, email, PASSWORD, code.as_deref()).await;
    ok(&first);
    let Some(secret) = first["message"]["totp_enrolment"]["secret"].as_str() else {
        return first["message"].as_str().unwrap().to_string();
    };
    let code = code_after(app, &base32_decode(secret), 0);
    let enrolled = admin_login(app, email, PASSWORD, Some(&code)).await;
    ok(&enrolled);
    enrolled["message"].as_str().unwrap().to_string()
}
