//! Issuing a project: its token becomes a new asset and its total issue is minted once into the token's
//! `ieo_issuer` account from `ieo_issuance`, in the transaction that records the project, its prices, the audit
//! line and the published terms with the allocation rule.

use super::repo::{self, NewAsset, NewProject};
use crate::{
    app::AppState,
    db::{Db, Tx, unique_violation},
    earn::{DAY_MS, ieo::allocation::RULE},
    error::AppError,
    features::upload,
    ids::AssetId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    money::{self, Scale},
    operators::{
        Operator,
        audit::{self, Entry},
    },
    rules,
};

/// A project as an operator describes it; amounts in tokens, prices as `asset id:price` pairs such as
/// `3:0.1,1:0.0000015`, times in unix milliseconds.
#[derive(Debug, Clone)]
pub struct ProjectTerms {
    pub symbol: String,
    pub asset_name: String,
    pub scale: i64,
    pub title: String,
    pub summary: String,
    pub logo: String,
    pub white_paper: String,
    pub website: String,
    pub supply: String,
    /// The most that may be applied for in all; 100 times the supply when absent.
    pub apply_cap: Option<String>,
    pub min_amount: String,
    pub max_amount: String,
    pub prices: String,
    pub start_at: i64,
    pub end_at: i64,
    pub listing_at: i64,
}

fn text<'a>(value: &'a str, most: usize, field: &'static str) -> Result<&'a str, AppError> {
    let value = value.trim();
    if value.chars().count() > most {
        return Err(AppError::field(field));
    }
    Ok(value)
}

fn link<'a>(value: &'a str, field: &'static str) -> Result<&'a str, AppError> {
    let value = text(value, 500, field)?;
    let ok = value.is_empty() || value.starts_with("https://") || value.starts_with("http://");
    if !ok || value.chars().any(char::is_whitespace) {
        return Err(AppError::field(field));
    }
    Ok(value)
}

fn amount(value: &str, scale: Scale, field: &'static str) -> Result<i64, AppError> {
    money::parse(value, scale)
        .filter(|v| *v > 0)
        .ok_or(AppError::field(field))
}

/// Reads `3:0.1,1:0.0000015` into the accepted payment assets and prices, in the order listed.
fn prices(text: &str, assets: &[AssetRow]) -> Result<Vec<(AssetId, i64)>, AppError> {
    let mut out: Vec<(AssetId, i64)> = Vec::new();
    for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (id, price) = pair.split_once(':').ok_or(AppError::field("prices"))?;
        let id: i64 = id.trim().parse().map_err(|_| AppError::field("prices"))?;
        let a = assets
            .iter()
            .find(|a| a.id.get() == id)
            .ok_or(AppError::field("prices"))?;
        let price = amount(price, a.scale, "prices")?;
        if out.iter().any(|(seen, _)| *seen == a.id) {
            return Err(AppError::field("prices"));
        }
        out.push((a.id, price));
    }
    if out.is_empty() {
        return Err(AppError::field("prices"));
    }
    Ok(out)
}

/// Records the project with its new token and mints the total issue; answers the project's id and the published
/// terms.
async fn issue(
    tx: &mut Tx,
    assets: &[AssetRow],
    t: &ProjectTerms,
    demo: bool,
    created_by: Option<i64>,
    now: i64,
) -> Result<(i64, String), AppError> {
    let symbol = t.symbol.trim().to_uppercase();
    let symbol_ok = (2..=10).contains(&symbol.len()) && symbol.chars().all(|c| c.is_ascii_alphanumeric());
    if !symbol_ok {
        return Err(AppError::field("symbol"));
    }
    let scale = Scale::of(t.scale).ok_or(AppError::field("scale"))?;
    let title = text(&t.title, 100, "title")?;
    if title.is_empty() {
        return Err(AppError::field("title"));
    }
    let logo = text(&t.logo, 200, "logo")?;
    if !logo.is_empty() && !upload::service::is_upload_path(logo) {
        return Err(AppError::field("logo"));
    }
    let supply = amount(&t.supply, scale, "supply")?;
    let apply_cap = match &t.apply_cap {
        Some(cap) => amount(cap, scale, "apply_cap")?,
        None => supply.saturating_mul(100),
    };
    let min_amount = amount(&t.min_amount, scale, "min_amount")?;
    let max_amount = amount(&t.max_amount, scale, "max_amount")?;
    if apply_cap < supply {
        return Err(AppError::field("apply_cap"));
    }
    if max_amount < min_amount {
        return Err(AppError::field("max_amount"));
    }
    if t.end_at <= t.start_at {
        return Err(AppError::field("end_at"));
    }
    if t.listing_at < t.end_at {
        return Err(AppError::field("listing_at"));
    }
    let prices = prices(&t.prices, assets)?;
    let asset_name = text(&t.asset_name, 100, "asset_name")?;
    let asset_id = match repo::insert_asset(
        tx,
        &NewAsset {
            symbol: &symbol,
            name: if asset_name.is_empty() { title } else { asset_name },
            scale: t.scale,
            logo,
        },
    )
    .await
    {
        Ok(id) => id,
        Err(err) if unique_violation(&err).is_some() => return Err(AppError::field("symbol")),
        Err(err) => return Err(err.into()),
    };
    let id = repo::insert_project(
        tx,
        &NewProject {
            asset_id,
            title,
            summary: text(&t.summary, 1000, "summary")?,
            logo,
            white_paper: link(&t.white_paper, "white_paper")?,
            website: link(&t.website, "website")?,
            supply,
            apply_cap,
            min_amount,
            max_amount,
            start_at: t.start_at,
            end_at: t.end_at,
            listing_at: t.listing_at,
            demo,
            created_by,
            now,
        },
    )
    .await?;
    let mut listed = Vec::new();
    for (sort, (pay, price)) in (0_i64..).zip(&prices) {
        repo::insert_price(tx, id, *pay, *price, sort).await?;
        let a = assets
            .iter()
            .find(|a| a.id == *pay)
            .ok_or(AppError::field("prices"))?;
        listed.push(format!("{} {}", money::format(*price, a.scale), a.symbol));
    }
    let key = format!("ieo_mint:{id}");
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::IeoMint,
            reference: &format!("ieo_project:{id}"),
            memo: title,
            idempotency_key: Some(&key),
            legs: vec![
                Leg::available(Owner::System(SystemRole::IeoIssuance), asset_id, -supply),
                Leg::available(Owner::System(SystemRole::IeoIssuer), asset_id, supply),
            ],
            now,
        },
    )
    .await?;
    let f = |v: i64| money::format(v, scale);
    let terms = format!(
        "{symbol}: supply {}, price {}, {}-{} per user, applications up to {}, sale {}-{} ms, listing {} ms; {RULE}",
        f(supply),
        listed.join(" or "),
        f(min_amount),
        f(max_amount),
        f(apply_cap),
        t.start_at,
        t.end_at,
        t.listing_at
    );
    Ok((id, terms))
}

/// An operator publishes a project before its sale opens; answers its id.
pub async fn create_project(
    app: &AppState,
    operator: &Operator,
    terms: ProjectTerms,
    ip: &str,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    if terms.start_at <= now {
        return Err(AppError::field("start_at"));
    }
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut tx = app.db.begin().await?;
    let (id, published) = issue(&mut tx, &assets, &terms, false, Some(operator.id), now).await?;
    let key = format!("project:{id}");
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "ieo",
            key: &key,
            old_value: "",
            new_value: &published,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    let target = format!("ieo_project:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "ieo.project.create", &target, &published, ip, now),
    )
    .await?;
    tx.commit().await?;
    rules::note_change();
    Ok(id)
}

/// On a demo server: one labelled sample project on sale and one in warm-up, paid in USDT. Done once.
pub async fn seed_demo(db: &Db, now: i64) -> Result<(), AppError> {
    let assets = ledger::catalogue::assets(db).await?;
    let mut tx = db.begin().await?;
    if repo::demo_projects(&mut tx).await? > 0 {
        return Ok(());
    }
    let samples = [
        ("DEMOA", "Demo Aurora launch", now - DAY_MS, now + 6 * DAY_MS),
        (
            "DEMOB",
            "Demo Borealis launch",
            now + 3 * DAY_MS,
            now + 10 * DAY_MS,
        ),
    ];
    for (symbol, title, start_at, end_at) in samples {
        let terms = ProjectTerms {
            symbol: symbol.to_string(),
            asset_name: title.to_string(),
            scale: 8,
            title: title.to_string(),
            summary: format!("{title}: a sample sale of a demo server, with no value outside it."),
            logo: String::new(),
            white_paper: String::new(),
            website: String::new(),
            supply: "1000000".to_string(),
            apply_cap: None,
            min_amount: "100".to_string(),
            max_amount: "100000".to_string(),
            prices: "3:0.05".to_string(),
            start_at,
            end_at,
            listing_at: end_at + 2 * DAY_MS,
        };
        issue(&mut tx, &assets, &terms, true, None, now).await?;
    }
    tx.commit().await?;
    Ok(())
}
