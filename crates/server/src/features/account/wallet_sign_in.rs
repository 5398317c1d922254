//! Signing in with a browser wallet (ADR 48): a single-use challenge bound to an address and chain, valid five
//! minutes; the account that address is linked to (opened on first use); and linking or unlinking a wallet from
//! the security settings, signed the same way.

use rand::Rng;

use super::{
    dto::{LoginAnswer, WalletChallenge, WalletLink},
    repo::{self, ChallengeRow, NewChallenge, UserRow},
    second_factor,
    sign_in::{NewAccount, OnOpen, open_account, referrer},
    signed::{self, Chain},
};
use crate::{
    app::AppState,
    auth::{limits, session},
    db::unique_violation,
    error::{AppError, ErrorCode},
    ids::UserId,
    rules::AccountRules,
};

/// How long a challenge may be signed and used.
pub const CHALLENGE_MS: i64 = 5 * 60_000;

/// Where the request came in, as the challenge names the site: `host[:port]` and `scheme://host[:port]`.
pub struct Site {
    pub domain: String,
    pub uri: String,
}

impl Site {
    /// From the request's absolute URL.
    pub fn of_url(url: &str) -> Site {
        let (scheme, rest) = url.split_once("://").unwrap_or(("http", url));
        let domain = rest.split('/').next().unwrap_or_default().to_ascii_lowercase();
        Site {
            uri: format!("{scheme}://{domain}"),
            domain,
        }
    }

    /// The site a request to `url` speaks for: the configured origin whose host and port it reached, or with none
    /// configured this machine by a loopback name; any other host (a relaying site's) is `forbidden`, so a
    /// challenge never names a site that is not this one.
    pub fn of_request(origins: &[String], url: &str) -> Result<Site, AppError> {
        let reached = Site::of_url(url);
        let site = if origins.is_empty() {
            is_loopback(&reached.domain).then_some(reached)
        } else {
            origins
                .iter()
                .map(|origin| Site::of_url(origin.trim().trim_end_matches('/')))
                .find(|site| site.domain == reached.domain)
        };
        site.ok_or(AppError::new(ErrorCode::Forbidden).with_field("host"))
    }
}

/// Whether `host[:port]` names this machine by a loopback name.
fn is_loopback(domain: &str) -> bool {
    let host = match domain.strip_prefix('[') {
        Some(rest) => rest.split(']').next().unwrap_or_default(),
        None => domain.split(':').next().unwrap_or_default(),
    };
    matches!(host, "localhost" | "127.0.0.1" | "::1")
}

fn chain_of(text: Option<&str>) -> Result<Chain, AppError> {
    Chain::parse(text.unwrap_or_default()).ok_or(AppError::field("chain"))
}

fn address_of(chain: Chain, text: &str, field: &'static str) -> Result<String, AppError> {
    signed::normalize(chain, text).ok_or(AppError::new(ErrorCode::InvalidAddress).with_field(field))
}

fn new_nonce() -> String {
    let bytes: [u8; 12] = rand::thread_rng().r#gen();
    hex::encode(bytes)
}

/// Issues a challenge for `address` on `chain`: to sign in, or with `bind_to` to link the wallet to that account.
pub async fn challenge(
    app: &AppState,
    site: &Site,
    chain: Option<&str>,
    address: &str,
    bind_to: Option<&UserRow>,
    ip: &str,
) -> Result<WalletChallenge, AppError> {
    limits::attempt(
        app,
        &format!("wallet:challenge:ip:{ip}"),
        app.config.limits.login_attempts_per_ip,
    )
    .await?;
    let chain = chain_of(chain)?;
    let address = address_of(chain, address, "address")?;
    let nonce = new_nonce();
    let now = app.clock.now_ms();
    let expires_at = now + CHALLENGE_MS;
    let statement = match bind_to {
        Some(user) => format!("Link this wallet to the account {}.", user.account),
        None => "Sign in with this wallet. Signing costs nothing and moves no funds.".to_string(),
    };
    let text = signed::text(&signed::Challenge {
        chain,
        domain: &site.domain,
        uri: &site.uri,
        address: &address,
        statement: &statement,
        nonce: &nonce,
        issued_at_ms: now,
        expires_at_ms: expires_at,
    });
    let mut tx = app.db.begin().await?;
    let row = NewChallenge {
        nonce: &nonce,
        chain: chain.as_str(),
        address: &address,
        domain: &site.domain,
        purpose: if bind_to.is_some() { "bind" } else { "login" },
        user_id: bind_to.map(|u| u.id),
        text: &text,
        now,
        expires_at,
    };
    repo::insert_challenge(&mut tx, &row).await?;
    tx.commit().await?;
    Ok(WalletChallenge {
        nonce,
        text,
        expires_at,
    })
}

/// A signature checked against its challenge, which it used up.
struct Signed {
    chain: Chain,
    address: String,
    challenge: ChallengeRow,
}

/// Uses the challenge up, then checks that it is fresh, for this purpose, address and chain, issued for the site
/// this request reached, and that the address's key signed its text (which names that site).
async fn check(
    app: &AppState,
    site: &Site,
    chain: Option<&str>,
    address: &str,
    nonce: Option<&str>,
    signature: Option<&str>,
    purpose: &str,
) -> Result<Signed, AppError> {
    let signature = signature
        .filter(|s| !s.trim().is_empty())
        .ok_or(AppError::new(ErrorCode::SignatureRequired).with_field("signature"))?;
    let chain = chain_of(chain)?;
    let address = address_of(chain, address, "user_string")?;
    let now = app.clock.now_ms();
    let nonce = nonce.unwrap_or_default().trim();
    let mut tx = app.db.begin().await?;
    let used = repo::use_challenge(&mut tx, nonce, now).await?;
    tx.commit().await?;
    let challenge = match used {
        Some(c) if c.expires_at > now && c.purpose == purpose => c,
        _ => return Err(AppError::new(ErrorCode::ChallengeExpired).with_field("nonce")),
    };
    let bound =
        challenge.chain == chain.as_str() && challenge.address == address && challenge.domain == site.domain;
    if !bound || signed::signer(chain, &challenge.text, signature).as_deref() != Some(address.as_str()) {
        return Err(AppError::new(ErrorCode::SignatureInvalid).with_field("signature"));
    }
    Ok(Signed {
        chain,
        address,
        challenge,
    })
}

/// What `/user/login_and_register` is given.
pub struct WalletLogin<'a> {
    pub address: &'a str,
    pub chain: Option<&'a str>,
    pub nonce: Option<&'a str>,
    pub signature: Option<&'a str>,
    pub invite_code: Option<&'a str>,
}

/// Signs in the account the signing wallet is linked to, opening one on first use; answers a session token, or a
/// challenge when the account has a second factor (ADR 78).
pub async fn login(
    app: &AppState,
    site: &Site,
    input: WalletLogin<'_>,
    ip: &str,
    user_agent: &str,
) -> Result<LoginAnswer, AppError> {
    limits::attempt(
        app,
        &format!("login:ip:{ip}"),
        app.config.limits.login_attempts_per_ip,
    )
    .await?;
    let signed = check(
        app,
        site,
        input.chain,
        input.address,
        input.nonce,
        input.signature,
        "login",
    )
    .await?;
    let chain = signed.chain.as_str();
    let user_id = match repo::user_of_wallet(&app.db, chain, &signed.address).await? {
        Some(id) => id,
        None => open(app, &signed, input.invite_code).await?,
    };
    let user = repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::LoginFailed)?;
    if user.status != "active" {
        return Err(ErrorCode::AccountFrozen.into());
    }
    if second_factor::enabled(app, user.id).await? {
        // The wallet's signature is the first factor; the code's failures count under the wallet's address.
        let login = signed.address.to_lowercase();
        return Ok(LoginAnswer::Challenge(
            second_factor::challenge(app, user.id, &login).await?,
        ));
    }
    let mut tx = app.db.begin().await?;
    let token = session::create(app, &mut tx, user.id, ip, user_agent).await?;
    tx.commit().await?;
    Ok(LoginAnswer::Session(token))
}

/// Opens the account of a wallet seen for the first time; when the same wallet's first sign-ins race, the one that
/// loses finds the account the other opened.
async fn open(app: &AppState, signed: &Signed, invite_code: Option<&str>) -> Result<UserId, AppError> {
    let rules = AccountRules::load(&app.db).await?;
    let referrer_id = referrer(app, &rules, invite_code).await?;
    let account = NewAccount {
        account: &signed.address,
        register_type: "wallet",
        email: None,
        phone: None,
        area_code: "",
        // No password opens this account: an empty hash never verifies.
        password_hash: "",
        referrer_id,
    };
    match open_account(app, &account, OnOpen::Link(signed.chain, &signed.address)).await {
        Ok(id) => Ok(id),
        Err(err) if err.code == ErrorCode::AccountExists => {
            repo::user_of_wallet(&app.db, signed.chain.as_str(), &signed.address)
                .await?
                .ok_or(err)
        }
        Err(err) => Err(err),
    }
}

/// Links a wallet to the signed-in account with a bind challenge issued to this account.
pub async fn bind(
    app: &AppState,
    site: &Site,
    user: &UserRow,
    chain: Option<&str>,
    address: &str,
    nonce: Option<&str>,
    signature: Option<&str>,
) -> Result<(), AppError> {
    let signed = check(app, site, chain, address, nonce, signature, "bind").await?;
    if signed.challenge.user_id != Some(user.id) {
        return Err(AppError::new(ErrorCode::ChallengeExpired).with_field("nonce"));
    }
    let mut tx = app.db.begin().await?;
    let linked = repo::insert_wallet_link(
        &mut tx,
        user.id,
        signed.chain.as_str(),
        &signed.address,
        app.clock.now_ms(),
    )
    .await;
    match linked {
        Ok(()) => {}
        Err(err) if unique_violation(&err).is_some() => {
            return Err(AppError::new(ErrorCode::AccountExists).with_field("address"));
        }
        Err(err) => return Err(err.into()),
    }
    tx.commit().await?;
    Ok(())
}

/// Unlinks the account's wallet on `chain`, unless it is the only way into the account.
pub async fn unbind(app: &AppState, user: &UserRow, chain: Option<&str>) -> Result<(), AppError> {
    let chain = chain_of(chain)?;
    if user.email.is_none() && user.phone.is_none() {
        return Err(ErrorCode::LastSignInMethod.into());
    }
    let mut tx = app.db.begin().await?;
    let removed = repo::delete_wallet_link(&mut tx, user.id, chain.as_str()).await?;
    tx.commit().await?;
    if removed == 0 {
        return Err(AppError::new(ErrorCode::NotFound).with_field("chain"));
    }
    Ok(())
}

pub async fn wallets(app: &AppState, user_id: UserId) -> Result<Vec<WalletLink>, AppError> {
    Ok(repo::wallets_of(&app.db, user_id)
        .await?
        .into_iter()
        .map(|(chain, address, linked_at)| WalletLink {
            chain,
            address,
            linked_at,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::Site;

    #[test]
    fn a_challenge_names_only_a_configured_origin_or_without_one_this_machine() {
        let origins = vec!["https://Mercato.example/".to_string()];
        let site = Site::of_request(&origins, "http://mercato.example/api/user/wallet_challenge").ok();
        assert_eq!(
            site.map(|s| (s.domain, s.uri)),
            Some(("mercato.example".into(), "https://mercato.example".into()))
        );
        assert!(Site::of_request(&origins, "http://phish.example/api/x").is_err());
        assert!(Site::of_request(&origins, "http://mercato.example:8443/api/x").is_err());
        assert!(Site::of_request(&[], "http://127.0.0.1:8080/api/x").is_ok());
        assert!(Site::of_request(&[], "http://[::1]:8080/api/x").is_ok());
        assert!(Site::of_request(&[], "http://localhost/api/x").is_ok());
        assert!(Site::of_request(&[], "http://mercato.example/api/x").is_err());
        assert!(Site::of_request(&[], "http://localhost.phish.example/api/x").is_err());
    }

    #[test]
    fn the_site_is_named_by_the_host_the_request_reached() {
        let site = Site::of_url("https://example.com:8443/api/user/wallet_challenge");
        assert_eq!(site.domain, "example.com:8443");
        assert_eq!(site.uri, "https://example.com:8443");
    }
}
