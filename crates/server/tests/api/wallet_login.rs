//! Browser-wallet sign-in: only a signature over a fresh, single-use challenge for that address and chain opens
//! the account it names.

use k256::ecdsa::SigningKey;
use mercato::clock::Clock;
use serde_json::Value;
use sha3::{Digest, Keccak256};

use crate::common::{SendJson, TestApp, error, ok};

/// A fixed test key per seed; never a real wallet's.
fn key(seed: u8) -> SigningKey {
    SigningKey::from_bytes(&[seed; 32].into()).unwrap()
}

fn account(key: &SigningKey) -> [u8; 20] {
    let point = key.verifying_key().to_encoded_point(false);
    let hash = Keccak256::digest(&point.as_bytes()[1..]);
    hash[12..].try_into().unwrap()
}

fn eth_address(key: &SigningKey) -> String {
    format!("0x{}", hex::encode(account(key)))
}

fn tron_address(key: &SigningKey) -> String {
    mercato::features::wallet::address::tron_address(&account(key))
}

/// What a wallet does with `personal_sign` (prefix `Ethereum`) or TronLink's `signMessageV2` (prefix `TRON`).
fn sign(key: &SigningKey, prefix: &str, text: &str) -> String {
    let mut hasher = Keccak256::new();
    hasher.update(format!("\x19{prefix} Signed Message:\n{}", text.len()).as_bytes());
    hasher.update(text.as_bytes());
    let (signature, recovery) = key.sign_prehash_recoverable(&hasher.finalize()).unwrap();
    let mut bytes = signature.to_bytes().to_vec();
    bytes.push(27 + recovery.to_byte());
    format!("0x{}", hex::encode(bytes))
}

async fn challenge(app: &TestApp, address: &str, chain: &str) -> Value {
    let body = app
        .get(
            "/user/wallet_challenge",
            None,
            &[("address", address), ("chain", chain)],
        )
        .await;
    ok(&body);
    body["message"].clone()
}

async fn login(app: &TestApp, address: &str, chain: &str, nonce: &str, signature: &str) -> Value {
    let fields = [
        ("user_string", address),
        ("chain", chain),
        ("nonce", nonce),
        ("signature", signature),
    ];
    app.post("/user/login_and_register", None, &fields).await
}

/// Signs a fresh challenge with `key` and signs in; answers the token.
async fn sign_in(app: &TestApp, key: &SigningKey, chain: &str) -> String {
    let (address, prefix) = match chain {
        "TRON" => (tron_address(key), "TRON"),
        _ => (eth_address(key), "Ethereum"),
    };
    let c = challenge(app, &address, chain).await;
    let body = login(
        app,
        &address,
        chain,
        c["nonce"].as_str().unwrap(),
        &sign(key, prefix, c["text"].as_str().unwrap()),
    )
    .await;
    ok(&body);
    body["message"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn an_ethereum_wallet_signs_in_and_reaches_the_same_account_each_time() {
    let app = TestApp::spawn().await;
    let key = key(11);
    let c = challenge(&app, &eth_address(&key), "ETH").await;
    let text = c["text"].as_str().unwrap();
    assert!(
        text.contains(" wants you to sign in with your Ethereum account:\n0x"),
        "{text}"
    );
    assert!(
        text.contains(&format!("Nonce: {}", c["nonce"].as_str().unwrap())),
        "{text}"
    );
    assert!(
        text.contains("Version: 1\nChain ID: 1\n") && text.contains("Expiration Time: "),
        "{text}"
    );
    let first = sign_in(&app, &key, "ETH").await;
    let info = app.get("/user/info", Some(&first), &[]).await;
    ok(&info);
    assert_eq!(info["message"]["account"], eth_address(&key));
    let again = sign_in(&app, &key, "ETH").await;
    assert_ne!(first, again);
    let info_again = app.get("/user/info", Some(&again), &[]).await;
    assert_eq!(info_again["message"]["id"], info["message"]["id"]);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE register_type = 'wallet'")
            .await,
        1
    );
}

#[tokio::test]
async fn a_tron_wallet_signs_in_with_its_own_prefix_and_address() {
    let app = TestApp::spawn().await;
    let key = key(12);
    let token = sign_in(&app, &key, "TRON").await;
    let info = app.get("/user/info", Some(&token), &[]).await;
    assert_eq!(info["message"]["account"], tron_address(&key));
    // An Ethereum-style signature of the same challenge is not a TRON signature.
    let c = challenge(&app, &tron_address(&key), "TRON").await;
    let wrong_prefix = sign(&key, "Ethereum", c["text"].as_str().unwrap());
    error(
        &login(
            &app,
            &tron_address(&key),
            "TRON",
            c["nonce"].as_str().unwrap(),
            &wrong_prefix,
        )
        .await,
        "signature_invalid",
    );
}

#[tokio::test]
async fn an_address_alone_or_another_keys_signature_never_signs_in() {
    let app = TestApp::spawn().await;
    let victim = eth_address(&key(13));
    let c = challenge(&app, &victim, "ETH").await;
    let nonce = c["nonce"].as_str().unwrap();
    let unsigned = app
        .post(
            "/user/login_and_register",
            None,
            &[("user_string", &victim), ("chain", "ETH"), ("nonce", nonce)],
        )
        .await;
    error(&unsigned, "signature_required");
    let forged = sign(&key(14), "Ethereum", c["text"].as_str().unwrap());
    error(
        &login(&app, &victim, "ETH", nonce, &forged).await,
        "signature_invalid",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 0);
    assert_eq!(app.count("SELECT COUNT(*) FROM sessions").await, 0);
}

#[tokio::test]
async fn a_used_nonce_is_refused_even_with_its_right_signature() {
    let app = TestApp::spawn().await;
    let key = key(15);
    let address = eth_address(&key);
    let c = challenge(&app, &address, "ETH").await;
    let (nonce, signature) = (
        c["nonce"].as_str().unwrap(),
        sign(&key, "Ethereum", c["text"].as_str().unwrap()),
    );
    ok(&login(&app, &address, "ETH", nonce, &signature).await);
    error(
        &login(&app, &address, "ETH", nonce, &signature).await,
        "challenge_expired",
    );
    error(
        &login(&app, &address, "ETH", "no-such-nonce", &signature).await,
        "challenge_expired",
    );
}

#[tokio::test]
async fn fifty_concurrent_uses_of_one_signed_challenge_sign_in_once() {
    let app = TestApp::spawn().await;
    let key = key(16);
    let address = eth_address(&key);
    let c = challenge(&app, &address, "ETH").await;
    let nonce = c["nonce"].as_str().unwrap().to_string();
    let signature = sign(&key, "Ethereum", c["text"].as_str().unwrap());
    let answers =
        futures_util::future::join_all((0..50).map(|_| login(&app, &address, "ETH", &nonce, &signature)))
            .await;
    let signed_in = answers.iter().filter(|b| b["type"] == "ok").count();
    assert_eq!(signed_in, 1, "{answers:?}");
    assert!(
        answers
            .iter()
            .filter(|b| b["type"] != "ok")
            .all(|b| b["error"] == "challenge_expired")
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM sessions").await, 1);
}

#[tokio::test]
async fn a_challenge_older_than_five_minutes_is_refused() {
    let app = TestApp::spawn_with_clock(Clock::manual(1_800_000_000_000), |_| {}).await;
    let key = key(17);
    let address = eth_address(&key);
    let c = challenge(&app, &address, "ETH").await;
    assert_eq!(c["expires_at"], 1_800_000_000_000_i64 + 300_000);
    app.state.clock.advance(5 * 60_000).unwrap();
    let signature = sign(&key, "Ethereum", c["text"].as_str().unwrap());
    error(
        &login(&app, &address, "ETH", c["nonce"].as_str().unwrap(), &signature).await,
        "challenge_expired",
    );
}

#[tokio::test]
async fn a_challenge_is_bound_to_its_address_and_chain() {
    let app = TestApp::spawn().await;
    let key = key(18);
    let c = challenge(&app, &eth_address(&key), "ETH").await;
    let signature = sign(&key, "TRON", c["text"].as_str().unwrap());
    let other_chain = login(
        &app,
        &tron_address(&key),
        "TRON",
        c["nonce"].as_str().unwrap(),
        &signature,
    )
    .await;
    error(&other_chain, "signature_invalid");
    let c = challenge(&app, &eth_address(&key), "ETH").await;
    let other = key_address_pair(19);
    let signature = sign(&other.0, "Ethereum", c["text"].as_str().unwrap());
    error(
        &login(&app, &other.1, "ETH", c["nonce"].as_str().unwrap(), &signature).await,
        "signature_invalid",
    );
}

fn key_address_pair(seed: u8) -> (SigningKey, String) {
    let key = key(seed);
    let address = eth_address(&key);
    (key, address)
}

#[tokio::test]
async fn malformed_signatures_and_addresses_get_clear_errors_and_change_nothing() {
    let app = TestApp::spawn().await;
    let address = eth_address(&key(20));
    let bad_address = app
        .get(
            "/user/wallet_challenge",
            None,
            &[("address", "0x1234"), ("chain", "ETH"), ("lang", "en")],
        )
        .await;
    error(&bad_address, "invalid_address");
    let bad_chain = app
        .get(
            "/user/wallet_challenge",
            None,
            &[("address", &address), ("chain", "BTC")],
        )
        .await;
    error(&bad_chain, "invalid_params");
    for garbage in ["0x", "not-hex", "0xdeadbeef", &format!("0x{}1b", "00".repeat(64))] {
        let c = challenge(&app, &address, "ETH").await;
        let body = login(&app, &address, "ETH", c["nonce"].as_str().unwrap(), garbage).await;
        error(&body, "signature_invalid");
    }
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 0);
}

#[tokio::test]
async fn a_first_wallet_sign_in_honours_the_invite_code() {
    let app = TestApp::spawn().await;
    let inviter = app.signed_up("inviter@example.com").await;
    let info = app.get("/user/info", Some(&inviter), &[]).await;
    let code = info["message"]["extension_code"].as_str().unwrap().to_string();
    let key = key(21);
    let address = eth_address(&key);
    let c = challenge(&app, &address, "ETH").await;
    let fields = [
        ("user_string", address.as_str()),
        ("chain", "ETH"),
        ("nonce", c["nonce"].as_str().unwrap()),
        ("signature", &sign(&key, "Ethereum", c["text"].as_str().unwrap())),
        ("extension_code", &code),
    ];
    ok(&app.post("/user/login_and_register", None, &fields).await);
    let referred = app
        .count("SELECT COUNT(*) FROM users u JOIN users r ON r.id = u.referrer_id WHERE r.email = 'inviter@example.com'")
        .await;
    assert_eq!(referred, 1);
}

#[tokio::test]
async fn an_email_account_binds_a_wallet_signs_in_with_it_and_unbinds_it() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("binder@example.com").await;
    let key = key(22);
    let address = eth_address(&key);
    let body = app
        .get(
            "/user/wallet_challenge",
            Some(&token),
            &[("address", &address), ("purpose", "bind")],
        )
        .await;
    ok(&body);
    let c = &body["message"];
    assert!(
        c["text"]
            .as_str()
            .unwrap()
            .contains("Link this wallet to the account binder@example.com.")
    );
    let bind = [
        ("address", address.as_str()),
        ("nonce", c["nonce"].as_str().unwrap()),
        ("signature", &sign(&key, "Ethereum", c["text"].as_str().unwrap())),
    ];
    ok(&app.post("/user/wallet_bind", Some(&token), &bind).await);
    let links = app.get("/user/wallet_links", Some(&token), &[]).await;
    assert_eq!(links["message"][0]["address"], address);
    let wallet_token = sign_in(&app, &key, "ETH").await;
    let info = app.get("/user/info", Some(&wallet_token), &[]).await;
    assert_eq!(info["message"]["email"], "binder@example.com");
    ok(&app
        .post("/user/wallet_unbind", Some(&token), &[("chain", "ETH")])
        .await);
    // The wallet now opens an account of its own.
    let fresh = sign_in(&app, &key, "ETH").await;
    let fresh_info = app.get("/user/info", Some(&fresh), &[]).await;
    assert_ne!(fresh_info["message"]["id"], info["message"]["id"]);
}

#[tokio::test]
async fn a_login_challenge_cannot_bind_and_a_wallet_only_account_cannot_unbind_its_wallet() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("other@example.com").await;
    let key = key(23);
    let address = eth_address(&key);
    let c = challenge(&app, &address, "ETH").await;
    let bind = [
        ("address", address.as_str()),
        ("nonce", c["nonce"].as_str().unwrap()),
        ("signature", &sign(&key, "Ethereum", c["text"].as_str().unwrap())),
    ];
    error(
        &app.post("/user/wallet_bind", Some(&token), &bind).await,
        "challenge_expired",
    );
    let wallet_token = sign_in(&app, &key, "ETH").await;
    let refused = app
        .post(
            "/user/wallet_unbind",
            Some(&wallet_token),
            &[("chain", "ETH"), ("lang", "en")],
        )
        .await;
    error(&refused, "last_sign_in_method");
    let password_login = app
        .post(
            "/user/login",
            None,
            &[("user_string", &address), ("password", "")],
        )
        .await;
    assert_ne!(password_login["type"], "ok");
}

/// A challenge asked for with the `Host` a relaying site sends.
async fn challenge_at(app: &TestApp, host: &str, address: &str) -> Value {
    app.client
        .get(app.url("/api/user/wallet_challenge"))
        .header("Host", host)
        .query(&[("address", address), ("chain", "ETH")])
        .send_json()
        .await
}

async fn login_at(app: &TestApp, host: &str, address: &str, nonce: &str, signature: &str) -> Value {
    let fields = [
        ("user_string", address),
        ("chain", "ETH"),
        ("nonce", nonce),
        ("signature", signature),
    ];
    app.client
        .post(app.url("/api/user/login_and_register"))
        .header("Host", host)
        .form(&fields)
        .send_json()
        .await
}

#[tokio::test]
async fn a_phishing_site_relaying_a_sign_in_with_its_own_host_gets_no_challenge_and_no_session() {
    let app = TestApp::spawn().await;
    let key = key(31);
    let address = eth_address(&key);
    // The relaying site asks for a challenge naming itself, for the victim's wallet to show as the site.
    error(&challenge_at(&app, "phish.example", &address).await, "forbidden");
    // A challenge of this site, relayed: the sign-in arrives with the relaying site's host and is refused.
    let c = challenge(&app, &address, "ETH").await;
    let signature = sign(&key, "Ethereum", c["text"].as_str().unwrap());
    let nonce = c["nonce"].as_str().unwrap();
    error(
        &login_at(&app, "phish.example", &address, nonce, &signature).await,
        "forbidden",
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE register_type = 'wallet'")
            .await,
        0
    );
}

#[tokio::test]
async fn challenges_name_only_the_configured_origin_and_sign_in_only_there() {
    let app = TestApp::spawn_with(|config| {
        config.server.site_origins = vec![
            "https://mercato.example".into(),
            "https://www.mercato.example".into(),
        ];
    })
    .await;
    let key = key(32);
    let address = eth_address(&key);
    error(&challenge_at(&app, "phish.example", &address).await, "forbidden");
    let local = app
        .get(
            "/user/wallet_challenge",
            None,
            &[("address", &address), ("chain", "ETH")],
        )
        .await;
    error(&local, "forbidden");

    let c = challenge_at(&app, "mercato.example", &address).await;
    ok(&c);
    let text = c["message"]["text"].as_str().unwrap();
    assert!(
        text.starts_with("mercato.example wants you to sign in")
            && text.contains("URI: https://mercato.example\n"),
        "{text}"
    );
    let nonce = c["message"]["nonce"].as_str().unwrap();
    let signature = sign(&key, "Ethereum", text);
    // Signed for one origin, used at another: the signed domain is not the one the sign-in reached.
    error(
        &login_at(&app, "www.mercato.example", &address, nonce, &signature).await,
        "signature_invalid",
    );
    let c = challenge_at(&app, "mercato.example", &address).await;
    let text = c["message"]["text"].as_str().unwrap();
    let nonce = c["message"]["nonce"].as_str().unwrap();
    ok(&login_at(
        &app,
        "mercato.example",
        &address,
        nonce,
        &sign(&key, "Ethereum", text),
    )
    .await);
}
