//! What content operators (and the demo seed) create: artists, artworks minted to an artist and listed, and
//! blind-box series published with their commitment. Every creation is audited; a series' commitment is also
//! logged as a published rule. No call here changes a sale, a bid or a draw.

use super::{
    draw::{self, Content},
    repo::{self, NewArtist, NewItem, Transfer, series},
    seeds::SeedKey,
    service::{self, pay_type},
};
use crate::{
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    operators::{Operator, audit},
    rules,
};

pub const MEDIA_TYPES: [&str; 4] = ["image", "gif", "audio", "video"];
pub const RARITIES: [&str; 3] = ["N", "R", "SR"];

/// Who creates: an operator (audited) or the demo seed.
#[derive(Clone, Copy)]
pub struct Actor<'a> {
    pub operator: Option<&'a Operator>,
    pub ip: &'a str,
    pub demo: bool,
    pub now: i64,
}

async fn record(
    tx: &mut Tx,
    by: Actor<'_>,
    action: &str,
    target: &str,
    detail: &str,
) -> Result<(), AppError> {
    if let Some(operator) = by.operator {
        audit::record(
            tx,
            &audit::Entry::by(operator, action, target, detail, by.ip, by.now),
        )
        .await?;
    }
    Ok(())
}

pub async fn create_artist(
    db: &Db,
    by: Actor<'_>,
    user_id: i64,
    (nickname, signature, head_portrait): (&str, &str, &str),
) -> Result<i64, AppError> {
    if nickname.trim().is_empty() {
        return Err(AppError::field("nickname"));
    }
    let mut tx = db.begin().await?;
    let artist = NewArtist {
        user_id,
        nickname: nickname.trim(),
        head_portrait,
        signature,
        status: 1,
        demo: by.demo,
        decided_by: by.operator.map(|o| o.id),
        now: by.now,
    };
    let id = repo::insert_artist(&mut tx, &artist)
        .await?
        .ok_or(AppError::new(ErrorCode::AccountExists).with_field("account"))?;
    record(
        &mut tx,
        by,
        "nft.artist.create",
        &format!("nft_artist:{id}"),
        nickname,
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn decide_artist(db: &Db, by: Actor<'_>, id: i64, approve: bool) -> Result<(), AppError> {
    let operator = by.operator.ok_or(ErrorCode::NotFound)?;
    let mut tx = db.begin().await?;
    if !repo::decide_artist(&mut tx, id, if approve { 1 } else { 2 }, operator.id).await? {
        return Err(ErrorCode::NotFound.into());
    }
    let action = if approve {
        "nft.artist.approve"
    } else {
        "nft.artist.reject"
    };
    record(&mut tx, by, action, &format!("nft_artist:{id}"), "").await?;
    tx.commit().await?;
    Ok(())
}

/// An artwork as an operator describes it, amounts in minor units.
pub struct Artwork<'a> {
    pub artist_id: i64,
    pub name: &'a str,
    pub description: &'a str,
    pub media_type: &'a str,
    pub image: &'a str,
    pub cover: &'a str,
    pub rarity: &'a str,
    pub currency_id: i64,
    pub pay_type: i64,
    pub price: i64,
    pub per_increase: i64,
    pub margin: i64,
    pub start_at: i64,
    pub end_at: i64,
}

fn check_artwork(a: &Artwork<'_>, currencies: &[i64]) -> Result<(), AppError> {
    if a.name.trim().is_empty() || a.name.chars().count() > 64 {
        return Err(AppError::field("name"));
    }
    if !MEDIA_TYPES.contains(&a.media_type) {
        return Err(AppError::field("type"));
    }
    if !RARITIES.contains(&a.rarity) {
        return Err(AppError::field("rarity"));
    }
    if a.image.trim().is_empty() {
        return Err(AppError::field("image"));
    }
    if !currencies.contains(&a.currency_id) {
        return Err(AppError::field("currency_id"));
    }
    if a.pay_type == pay_type::AUCTION && a.margin <= 0 {
        return Err(AppError::field("margin"));
    }
    service::check_listing(
        a.pay_type,
        (Some(a.price), Some(a.per_increase)),
        (a.start_at, a.end_at),
        i64::MIN,
    )?;
    Ok(())
}

fn new_code(prefix: &str) -> String {
    format!("{prefix}{}", hex::encode_upper(rand::random::<[u8; 5]>()))
}

/// Mints an artwork to its artist and lists it; answers (id, code).
pub async fn create_artwork(db: &Db, by: Actor<'_>, a: &Artwork<'_>) -> Result<(i64, String), AppError> {
    let p = service::published(db).await?;
    check_artwork(a, &p.currencies)?;
    let artist = repo::artist(db, a.artist_id)
        .await?
        .filter(|x| x.status == 1)
        .ok_or(AppError::field("artist_id"))?;
    let code = new_code("NFT");
    let mut tx = db.begin().await?;
    let item = NewItem {
        code: &code,
        name: a.name.trim(),
        description: a.description,
        media_type: a.media_type,
        image: a.image,
        cover: a.cover,
        rarity: a.rarity,
        artist_id: artist.id,
        owner_id: artist.user_id,
        currency_id: a.currency_id,
        pay_type: a.pay_type,
        price: a.price,
        per_increase: if a.pay_type == pay_type::AUCTION {
            a.per_increase
        } else {
            0
        },
        margin: if a.pay_type == pay_type::AUCTION {
            a.margin
        } else {
            0
        },
        start_at: a.start_at,
        end_at: a.end_at,
        series_id: None,
        terms: p.terms(),
        demo: by.demo,
        now: by.now,
    };
    let id = repo::insert_item(&mut tx, &item).await?;
    mint(&mut tx, id, artist.user_id, a.currency_id, by.now).await?;
    record(
        &mut tx,
        by,
        "nft.artwork.create",
        &format!("nft_item:{id}"),
        &code,
    )
    .await?;
    tx.commit().await?;
    Ok((id, code))
}

async fn mint(tx: &mut Tx, item: i64, to: i64, currency_id: i64, now: i64) -> Result<(), AppError> {
    let t = Transfer {
        item_id: item,
        kind: "mint",
        from: None,
        to,
        currency_id,
        price: 0,
        fee: 0,
        royalty: 0,
        now,
    };
    repo::insert_transfer(tx, &t).await?;
    Ok(())
}

/// Hides (moderation) or shows an artwork. An auction still listed is not hidden (ADR 71): hiding it would stop
/// everyone but its leading bidder, who would still win; it can be hidden once the listing has ended.
pub async fn hide(db: &Db, by: Actor<'_>, id: i64, hidden: bool) -> Result<(), AppError> {
    let mut tx = db.begin().await?;
    if !repo::set_hidden(&mut tx, id, hidden).await? {
        return Err(match repo::by_id_in(&mut tx, id).await? {
            Some(_) => AppError::new(ErrorCode::Forbidden).with_field("id"),
            None => ErrorCode::NotFound.into(),
        });
    }
    let action = if hidden {
        "nft.artwork.hide"
    } else {
        "nft.artwork.show"
    };
    record(&mut tx, by, action, &format!("nft_item:{id}"), "").await?;
    tx.commit().await?;
    Ok(())
}

/// A blind-box series as an operator describes it.
pub struct Series<'a> {
    pub artist_id: i64,
    pub name: &'a str,
    pub description: &'a str,
    pub cover: &'a str,
    pub currency_id: i64,
    pub price: i64,
    pub total: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub contents: Vec<Content>,
}

fn check_series(s: &Series<'_>, currencies: &[i64]) -> Result<(), AppError> {
    if s.name.trim().is_empty() || s.name.chars().count() > 48 {
        return Err(AppError::field("name"));
    }
    if !currencies.contains(&s.currency_id) {
        return Err(AppError::field("currency_id"));
    }
    if s.price <= 0 {
        return Err(AppError::new(ErrorCode::InvalidPrice).with_field("price"));
    }
    if !(1..=1000).contains(&s.total) {
        return Err(AppError::field("total"));
    }
    if s.end_at <= s.start_at {
        return Err(AppError::new(ErrorCode::EndBeforeStart).with_field("end_ts"));
    }
    let valid = |c: &Content| {
        !c.name.trim().is_empty()
            && !c.image.trim().is_empty()
            && MEDIA_TYPES.contains(&c.media_type.as_str())
            && RARITIES.contains(&c.rarity.as_str())
            && (1..=1_000_000).contains(&c.weight)
    };
    if s.contents.is_empty() || s.contents.len() > 50 || !s.contents.iter().all(valid) {
        return Err(AppError::field("contents"));
    }
    Ok(())
}

/// Publishes a series: its seed derives from the secret and its id (ADR 71) and only its hash is written until it
/// sells out or ends; its contents and its boxes are written in the same transaction, after which the database
/// refuses any change to either. Answers (id, seed_hash, contents_hash).
pub async fn create_series(
    db: &Db,
    by: Actor<'_>,
    s: &Series<'_>,
    key: &SeedKey,
) -> Result<(i64, String, String), AppError> {
    let p = service::published(db).await?;
    check_series(s, &p.currencies)?;
    let artist = repo::artist(db, s.artist_id)
        .await?
        .filter(|x| x.status == 1)
        .ok_or(AppError::field("artist_id"))?;
    let contents_hash = draw::contents_hash(&s.contents);
    let mut tx = db.begin().await?;
    let row = series::NewSeries {
        artist_id: artist.id,
        name: s.name.trim(),
        description: s.description,
        cover: s.cover,
        currency_id: s.currency_id,
        price: s.price,
        total: s.total,
        start_at: s.start_at,
        end_at: s.end_at,
        contents_hash: &contents_hash,
        demo: by.demo,
        created_by: by.operator.map(|o| o.id),
        now: by.now,
    };
    let id = series::insert(&mut tx, &row).await?;
    let seed_hash = draw::seed_hash(&key.derive(id));
    if !series::commit(&mut tx, id, &seed_hash).await? {
        return Err(AppError::internal(anyhow::anyhow!(
            "series {id} was committed twice"
        )));
    }
    for c in &s.contents {
        series::insert_content(&mut tx, id, c).await?;
    }
    for k in 1..=s.total {
        let code = format!("BX{id}-{k}");
        let name = format!("{} #{k}", s.name.trim());
        let item = NewItem {
            code: &code,
            name: &name,
            description: s.description,
            media_type: "image",
            image: s.cover,
            cover: s.cover,
            rarity: "",
            artist_id: artist.id,
            owner_id: artist.user_id,
            currency_id: s.currency_id,
            pay_type: pay_type::BOX,
            price: s.price,
            per_increase: 0,
            margin: 0,
            start_at: s.start_at,
            end_at: s.end_at,
            series_id: Some(id),
            terms: p.terms(),
            demo: by.demo,
            now: by.now,
        };
        let item_id = repo::insert_item(&mut tx, &item).await?;
        mint(&mut tx, item_id, artist.user_id, s.currency_id, by.now).await?;
    }
    if let Some(operator) = by.operator {
        let key = format!("series:{id}");
        let value = format!("seed_hash={seed_hash} contents_hash={contents_hash}");
        let change = rules::Change {
            product: "nft",
            key: &key,
            old_value: "",
            new_value: &value,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: by.now,
        };
        rules::log_change(&mut tx, &change).await?;
        record(
            &mut tx,
            by,
            "nft.series.create",
            &format!("nft_series:{id}"),
            &value,
        )
        .await?;
    }
    tx.commit().await?;
    Ok((id, seed_hash, contents_hash))
}
