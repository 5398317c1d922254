//! The NFT reads (lists, details, artists, provenance, bids, orders, series) and the small writes that move no
//! money: favourites, artist applications and opening a bought box.

use super::{
    dto::{
        NftArtist, NftArtistDetail, NftBid, NftCurrency, NftDetail, NftListInput, NftMyBid, NftMyBids,
        NftOpened, NftPayOrder, NftProvenanceEntry, NftRow, NftRules, NftSeries,
    },
    repo::{
        self, ArtistRow, Filter, ItemRow, NewArtist,
        auction::{self, order},
        series,
    },
    service::{self, Reader},
};
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::{account::service as account, site},
    i18n::{self, Lang},
    ids::UserId,
    ledger::catalogue,
    money,
};

async fn rows(app: &AppState, items: &[ItemRow], reader: Option<UserId>) -> Result<Vec<NftRow>, AppError> {
    let now = app.clock.now_ms();
    let offset = site::service::display_offset(app).await?;
    let collected = match reader {
        Some(user) => repo::collected_ids(&app.db, user).await?,
        None => Vec::new(),
    };
    let mut out = Vec::with_capacity(items.len());
    for i in items {
        let seed_hash = match i.series_id {
            Some(id) => series::one(&app.db, id).await?.map(|s| s.seed_hash),
            None => None,
        };
        let margin_paid = match reader {
            Some(user) if i.pay_type == service::pay_type::AUCTION && i.status == 1 => {
                auction::margin_of(&app.db, (i.id, i.listing), user)
                    .await?
                    .is_some_and(|m| m.status == auction::margin::HELD)
            }
            _ => false,
        };
        let r = Reader {
            collected: &collected,
            margin_paid,
        };
        out.push(service::row_view(i, seed_hash, &r, now, offset));
    }
    Ok(out)
}

pub async fn list(
    app: &AppState,
    input: &NftListInput,
    reader: Option<UserId>,
) -> Result<Vec<NftRow>, AppError> {
    let (page, limit) = crate::http::pager::page_and_limit(input.page, input.limit);
    let keyword = format!(
        "%{}%",
        input.keyword.as_deref().unwrap_or("").trim().to_lowercase()
    );
    let f = Filter {
        currency: input.currency.unwrap_or(0),
        pay_type: input.pay_type.unwrap_or(0),
        status: input.status.unwrap_or(-1),
        media_type: input.media_type.as_deref().unwrap_or("").trim(),
        keyword: &keyword,
    };
    let items = repo::page(&app.db, &f, limit, (page - 1) * limit).await?;
    rows(app, &items, reader).await
}

async fn visible(app: &AppState, id: Option<i64>, code: Option<&str>) -> Result<ItemRow, AppError> {
    let item = match (id, code.map(str::trim).filter(|c| !c.is_empty())) {
        (_, Some(code)) => repo::by_code(&app.db, code).await?,
        (Some(id), None) => repo::by_id(&app.db, id).await?,
        (None, None) => return Err(AppError::field("code")),
    };
    item.filter(|i| i.hidden == 0).ok_or(ErrorCode::NotFound.into())
}

pub async fn detail(
    app: &AppState,
    id: Option<i64>,
    code: Option<&str>,
    reader: Option<UserId>,
) -> Result<NftDetail, AppError> {
    let item = visible(app, id, code).await?;
    let row = rows(app, std::slice::from_ref(&item), reader)
        .await?
        .pop()
        .ok_or(ErrorCode::NotFound)?;
    let series = match item.series_id {
        Some(id) => Some(series_of(app, id).await?),
        None => None,
    };
    Ok(NftDetail {
        row,
        collect_number: repo::collect_count(&app.db, item.id).await?,
        series,
        draw_input: item.draw_input.clone(),
    })
}

pub async fn series_of(app: &AppState, id: i64) -> Result<NftSeries, AppError> {
    let s = series::one(&app.db, id).await?.ok_or(ErrorCode::NotFound)?;
    let contents = series::contents(&app.db, id).await?;
    let offset = site::service::display_offset(app).await?;
    let next = next_box(app, id).await?;
    Ok(service::series_view(&s, &contents, next, offset))
}

/// A box of the series still for sale, chosen at random so that no box is the obvious first.
async fn next_box(app: &AppState, series_id: i64) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let codes = series::unsold_codes(&app.db, series_id, now).await?;
    if codes.is_empty() {
        return Ok(String::new());
    }
    let pick = usize::try_from(rand::random::<u32>()).unwrap_or(0) % codes.len();
    Ok(codes[pick].clone())
}

pub async fn series_list(app: &AppState) -> Result<Vec<NftSeries>, AppError> {
    let (all, _) = series::list(&app.db, 50, 0).await?;
    let mut out = Vec::with_capacity(all.len());
    for s in all {
        out.push(series_of(app, s.id).await?);
    }
    Ok(out)
}

fn artist_view(a: &ArtistRow) -> NftArtist {
    NftArtist {
        id: a.id,
        author_id: a.user_id,
        nickname: a.nickname.clone(),
        head_portrait: a.head_portrait.clone(),
    }
}

pub async fn artists(app: &AppState, page: i64, limit: i64) -> Result<Vec<NftArtist>, AppError> {
    let (all, _) = repo::artists(&app.db, true, limit, (page - 1) * limit).await?;
    Ok(all.iter().map(artist_view).collect())
}

/// An artist's page by the artist's user id (`author_id`), or by the artist's own id.
pub async fn artist_detail(
    app: &AppState,
    uid: i64,
    reader: Option<UserId>,
) -> Result<NftArtistDetail, AppError> {
    let a = match repo::artist_of_user(&app.db, uid).await? {
        Some(a) => a,
        None => repo::artist(&app.db, uid).await?.ok_or(ErrorCode::NotFound)?,
    };
    if a.status != 1 {
        return Err(ErrorCode::NotFound.into());
    }
    let artworks = repo::by_artist(&app.db, a.id).await?;
    let collects = repo::collected_by(&app.db, UserId(a.user_id)).await?;
    Ok(NftArtistDetail {
        id: a.id,
        nickname: a.nickname.clone(),
        head_portrait: a.head_portrait.clone(),
        signature: a.signature.clone(),
        artworks: rows(app, &artworks, reader).await?,
        collects: rows(app, &collects, reader).await?,
        artworks_collect_number: repo::artist_collect_count(&app.db, a.id).await?,
    })
}

pub async fn currencies(app: &AppState) -> Result<Vec<NftCurrency>, AppError> {
    let p = service::published(&app.db).await?;
    let assets = catalogue::assets(&app.db).await?;
    Ok(p.currencies
        .iter()
        .filter_map(|id| assets.iter().find(|a| a.id.0 == *id))
        .map(|a| NftCurrency {
            id: a.id.0,
            name: a.symbol.clone(),
        })
        .collect())
}

pub async fn rules(app: &AppState) -> Result<NftRules, AppError> {
    Ok(service::rules_view(&service::published(&app.db).await?))
}

pub async fn collection(app: &AppState, user: UserId) -> Result<Vec<NftRow>, AppError> {
    let items = repo::collected_by(&app.db, user).await?;
    rows(app, &items, Some(user)).await
}

pub async fn mine(app: &AppState, user: UserId) -> Result<Vec<NftRow>, AppError> {
    let items = repo::owned_by(&app.db, user).await?;
    rows(app, &items, Some(user)).await
}

pub async fn collect(app: &AppState, lang: Lang, user: UserId, code: &str) -> Result<String, AppError> {
    let item = visible(app, None, Some(code)).await?;
    let mut tx = app.db.begin().await?;
    let now = repo::toggle_collect(&mut tx, user, item.id, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(i18n::text(
        lang,
        if now { "nft_collected" } else { "nft_uncollected" },
        &[],
    ))
}

pub async fn live_bids(app: &AppState, code: &str) -> Result<Vec<NftBid>, AppError> {
    let item = visible(app, None, Some(code)).await?;
    let offset = site::service::display_offset(app).await?;
    Ok(auction::live_bids(&app.db, item.id)
        .await?
        .iter()
        .map(|b| NftBid {
            id: b.id,
            price: money::format(b.price, service::scale(b.scale)),
            currency_name: b.currency_name.clone(),
            head_portrait: b.head_portrait.clone(),
            nick_name: account::shown_name(&b.nick_name, &b.account),
            nft_image: b.nft_image.clone(),
            nft_name: b.nft_name.clone(),
            created: clock::display(b.created_at, offset),
            created_ts: b.created_at,
        })
        .collect())
}

pub async fn my_bids(app: &AppState, user: UserId, page: i64, limit: i64) -> Result<NftMyBids, AppError> {
    let (bids, count) = auction::bids_of(&app.db, user, limit, (page - 1) * limit).await?;
    let offset = site::service::display_offset(app).await?;
    let mut data = Vec::with_capacity(bids.len());
    for b in &bids {
        let code = repo::by_id(&app.db, b.item_id)
            .await?
            .map(|i| i.code)
            .unwrap_or_default();
        data.push(NftMyBid {
            id: b.id,
            code,
            nft_image: b.nft_image.clone(),
            nft_name: b.nft_name.clone(),
            price: money::format(b.price, service::scale(b.scale)),
            currency_name: b.currency_name.clone(),
            created: clock::display(b.created_at, offset),
            created_ts: b.created_at,
            is_expired: i64::from(b.listing != b.item_listing || b.item_status == 0),
        });
    }
    Ok(NftMyBids { code: 0, data, count })
}

pub async fn pay_orders(app: &AppState, user: UserId) -> Result<Vec<NftPayOrder>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let mut out = Vec::new();
    for o in auction::orders_of(&app.db, user).await? {
        let item = repo::by_id(&app.db, o.item_id).await?;
        let margin = item.as_ref().map_or(0, |i| i.margin);
        out.push(NftPayOrder {
            id: o.id,
            code: item.map(|i| i.code).unwrap_or_default(),
            name: o.name.clone(),
            image: o.image.clone(),
            price: money::format(o.price, service::scale(o.scale)),
            margin: money::format(margin.min(o.price), service::scale(o.scale)),
            currency_name: o.currency_name.clone(),
            end_time: clock::display(o.deadline, offset),
            overtime: o.deadline,
            pay_time: o.paid_at.map(|t| clock::display(t, offset)),
            is_read: o.is_read,
            is_pay: i64::from(o.status == order::PAID),
            is_expired: i64::from(
                o.status == order::EXPIRED || (o.status == order::OPEN && o.deadline <= now),
            ),
        });
    }
    Ok(out)
}

pub async fn read_order(app: &AppState, lang: Lang, user: UserId, id: i64) -> Result<String, AppError> {
    let mut tx = app.db.begin().await?;
    if !auction::mark_read(&mut tx, id, user).await? {
        return Err(ErrorCode::NotFound.into());
    }
    tx.commit().await?;
    Ok(i18n::text(lang, "nft_read", &[]))
}

pub async fn provenance(app: &AppState, code: &str) -> Result<Vec<NftProvenanceEntry>, AppError> {
    let item = visible(app, None, Some(code)).await?;
    let offset = site::service::display_offset(app).await?;
    Ok(repo::provenance(&app.db, item.id)
        .await?
        .into_iter()
        .map(|t| NftProvenanceEntry {
            id: t.id,
            kind: t.kind,
            from_uid: t.from_user,
            from_name: account::shown_name(
                t.from_name.as_deref().unwrap_or_default(),
                t.from_account.as_deref().unwrap_or_default(),
            ),
            to_uid: t.to_user,
            to_name: account::shown_name(&t.to_name, &t.to_account),
            price: money::format(t.price, service::scale(t.scale)),
            currency_name: t.currency_name,
            created: clock::display(t.created_at, offset),
            created_ts: t.created_at,
        })
        .collect())
}

pub async fn apply_artist(
    app: &AppState,
    lang: Lang,
    user: UserId,
    nickname: &str,
    signature: &str,
) -> Result<String, AppError> {
    let nickname = nickname.trim();
    if nickname.is_empty() || nickname.chars().count() > 32 {
        return Err(AppError::field("nickname"));
    }
    if signature.chars().count() > 200 {
        return Err(AppError::field("signature"));
    }
    let mut tx = app.db.begin().await?;
    let artist = NewArtist {
        user_id: user.0,
        nickname,
        head_portrait: "",
        signature: signature.trim(),
        status: 0,
        demo: false,
        decided_by: None,
        now: app.clock.now_ms(),
    };
    if repo::insert_artist(&mut tx, &artist).await?.is_none() {
        return Err(ErrorCode::ArtistApplied.into());
    }
    tx.commit().await?;
    Ok(i18n::text(lang, "nft_artist_applied", &[]))
}

/// Opens a box the caller bought: its draw was fixed at the purchase; opening shows it.
pub async fn open_box(app: &AppState, user: UserId, code: &str) -> Result<NftOpened, AppError> {
    let item = visible(app, None, Some(code)).await?;
    let series_id = item.series_id.ok_or(ErrorCode::NotFound)?;
    if item.owner_id != user.0 {
        return Err(ErrorCode::NotOwner.into());
    }
    let index = item.drawn_index.ok_or(ErrorCode::NotOnSale)?;
    let s = series::one(&app.db, series_id)
        .await?
        .ok_or(ErrorCode::NotFound)?;
    let contents = series::contents(&app.db, series_id).await?;
    let drawn = contents
        .iter()
        .find(|c| c.index == index)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("box {code}: drawn content missing")))?;
    if item.opened == 0 {
        let mut tx = app.db.begin().await?;
        series::open(&mut tx, item.id, user.0, drawn).await?;
        tx.commit().await?;
    }
    Ok(NftOpened {
        id: item.id,
        code: item.code.clone(),
        name: drawn.name.clone(),
        image: drawn.image.clone(),
        media_type: drawn.media_type.clone(),
        rarity: drawn.rarity.clone(),
        index,
        seed: service::revealed_seed(&s),
        seed_hash: s.seed_hash.clone(),
        contents_hash: s.contents_hash.clone(),
        draw_input: item.draw_input.clone(),
    })
}
