//! Buying at a fixed price (and blind boxes), paying a won auction, and reselling; margins and bids are in
//! `bids`.
//! Each call checks and changes the item in one statement inside the transaction that moves the money, so of
//! racing callers exactly one succeeds; the money moves only through the ledger.

use super::{
    draw,
    dto::{NftBuyInput, NftResellInput},
    repo::{
        self, ItemRow, Listing, Transfer,
        auction::{self, margin, order},
        series,
    },
    seeds::SeedKey,
    service::{self, Published, Split, pay_type},
};
use crate::{
    app::AppState,
    db::Tx,
    error::{AppError, ErrorCode},
    features::wallet,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money,
};

pub(super) fn change(user: i64) -> Owner {
    Owner::User(UserId(user), AccountKind::Change)
}

/// The legs that pay a sale's seller, fee and royalty from `from` legs already made; zero legs are left out.
fn payout_legs(mut legs: Vec<Leg>, item: &ItemRow, seller: i64, s: Split) -> Vec<Leg> {
    let asset = AssetId(item.currency_id);
    for (owner, amount) in [
        (change(seller), s.seller),
        (Owner::System(SystemRole::Fees), s.fee),
        (change(item.author_id), s.royalty),
    ] {
        if amount != 0 {
            legs.push(Leg::available(owner, asset, amount));
        }
    }
    legs
}

pub(super) async fn post(
    tx: &mut Tx,
    kind: TxKind,
    reference: &str,
    legs: Vec<Leg>,
    now: i64,
) -> Result<(), AppError> {
    ledger::post(
        tx,
        &Posting {
            kind,
            reference,
            memo: "",
            idempotency_key: None,
            legs,
            now,
        },
    )
    .await?;
    Ok(())
}

pub(super) async fn earlier(app: &AppState, claim: Option<&Claim>) -> Result<Option<String>, AppError> {
    match claim {
        Some(c) => match idempotency::earlier_answer(&app.db, c).await? {
            Some(answer) => Ok(Some(idempotency::text_of(answer)?)),
            None => Ok(None),
        },
        None => Ok(None),
    }
}

pub(super) async fn finish(
    app: &AppState,
    tx: Tx,
    claim: Option<&Claim>,
    text: String,
) -> Result<String, AppError> {
    let answer = serde_json::Value::from(text.clone());
    match idempotency::commit(tx, &app.db, claim, &answer).await? {
        Some(earlier) => idempotency::text_of(earlier),
        None => Ok(text),
    }
}

pub(super) async fn balances(app: &AppState, users: &[i64], asset: i64) {
    for user in users {
        wallet::service::publish_balance(&app.db, &app.fanout, UserId(*user), AssetId(asset), "change").await;
    }
}

pub(super) async fn listed_item(tx: &mut Tx, code: &str) -> Result<ItemRow, AppError> {
    repo::by_code_in(tx, code.trim())
        .await?
        .filter(|i| i.hidden == 0)
        .ok_or(ErrorCode::NotFound.into())
}

pub async fn buy(
    app: &AppState,
    lang: Lang,
    user: UserId,
    input: NftBuyInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let seed_field = input.client_seed.clone().unwrap_or_default();
    let claim = key.map(|k| {
        Claim::new(
            user,
            k,
            "/bind_box/buyNFT",
            &[input.code.trim(), seed_field.trim()],
            now,
        )
    });
    if let Some(text) = earlier(app, claim.as_ref()).await? {
        return Ok(text);
    }
    // The buyer's own seed enters a box's draw; the server never picks it (ADR 71).
    let client_seed = match seed_field.trim() {
        "" => None,
        s if draw::valid_client_seed(s) => Some(s.to_string()),
        _ => return Err(AppError::field("client_seed")),
    };
    let mut tx = app.db.begin().await?;
    let item = listed_item(&mut tx, &input.code).await?;
    let unopened_box = item.series_id.filter(|_| item.drawn_index.is_none());
    let draw_with = match (unopened_box, client_seed) {
        (None, _) => None,
        (Some(_), None) => return Err(AppError::field("client_seed")),
        (Some(_), Some(seed)) => Some((SeedKey::load(&app.config).map_err(AppError::internal)?, seed)),
    };
    if item.owner_id == user.0 || !repo::sell(&mut tx, &item, user, now).await? {
        return Err(ErrorCode::NotOnSale.into());
    }
    let s = service::split(item.price, &item.terms(), item.owner_id != item.author_id)
        .ok_or(ErrorCode::InvalidPrice)?;
    let transfer = Transfer {
        item_id: item.id,
        kind: if unopened_box.is_some() { "box" } else { "sale" },
        from: Some(item.owner_id),
        to: user.0,
        currency_id: item.currency_id,
        price: item.price,
        fee: s.fee,
        royalty: s.royalty,
        now,
    };
    let purchase = repo::insert_transfer(&mut tx, &transfer).await?;
    if let (Some(series_id), Some((key, seed))) = (unopened_box, &draw_with) {
        draw_box(&mut tx, &item, (series_id, key), purchase, seed).await?;
    }
    let legs = vec![Leg::available(
        change(user.0),
        AssetId(item.currency_id),
        -item.price,
    )];
    let reference = format!("nft_transfer:{purchase}");
    post(
        &mut tx,
        TxKind::NftSale,
        &reference,
        payout_legs(legs, &item, item.owner_id, s),
        now,
    )
    .await?;
    let text = finish(app, tx, claim.as_ref(), i18n::text(lang, "nft_bought", &[])).await?;
    balances(app, &[user.0, item.owner_id, item.author_id], item.currency_id).await;
    Ok(text)
}

/// Counts a box's sale on its series and fixes its draw from the committed seed (derived from the secret and
/// checked against the commitment) and this purchase.
async fn draw_box(
    tx: &mut Tx,
    item: &ItemRow,
    (series_id, key): (i64, &SeedKey),
    purchase: i64,
    client_seed: &str,
) -> Result<(), AppError> {
    if !series::count_sale(tx, series_id).await? {
        return Err(ErrorCode::SoldOut.into());
    }
    let s = series::one_in(tx, series_id).await?.ok_or(ErrorCode::NotFound)?;
    let seed = key.committed_seed(&s).ok_or_else(|| {
        AppError::internal(anyhow::anyhow!(
            "the NFT seed secret does not give series {series_id}'s committed seed"
        ))
    })?;
    let contents = series::contents_in(tx, series_id).await?;
    let input = draw::draw_input(series_id, &item.code, purchase, client_seed);
    let index = draw::draw(&seed, &input, &contents)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("series {series_id} has no contents")))?;
    series::set_draw(tx, item.id, &input, index).await?;
    Ok(())
}

pub async fn pay(
    app: &AppState,
    lang: Lang,
    user: UserId,
    id: i64,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|k| Claim::new(user, k, "/bind_box/payNFTOrder", &[&id.to_string()], now));
    if let Some(text) = earlier(app, claim.as_ref()).await? {
        return Ok(text);
    }
    let mut tx = app.db.begin().await?;
    let o = auction::order_in(&mut tx, id)
        .await?
        .filter(|o| o.buyer_id == user.0)
        .ok_or(ErrorCode::NotFound)?;
    match o.status {
        order::PAID => return Err(ErrorCode::AlreadyPaid.into()),
        order::EXPIRED => return Err(ErrorCode::PaymentExpired.into()),
        _ => {}
    }
    if !auction::close_order(&mut tx, id, order::PAID, now).await? {
        return Err(ErrorCode::PaymentExpired.into());
    }
    let m = auction::margin_in(&mut tx, o.margin_id)
        .await?
        .ok_or(ErrorCode::NotFound)?;
    if !auction::close_margin(&mut tx, m.id, margin::APPLIED, now).await? {
        return Err(ErrorCode::AlreadyPaid.into());
    }
    let item = repo::by_id_in(&mut tx, o.item_id)
        .await?
        .ok_or(ErrorCode::NotFound)?;
    if !auction::hand_over(&mut tx, (o.item_id, o.listing), o.seller_id, o.buyer_id).await? {
        return Err(ErrorCode::NotOnSale.into());
    }
    let s = service::split(o.price, &item.terms(), o.seller_id != item.author_id)
        .ok_or(ErrorCode::InvalidPrice)?;
    let asset = AssetId(o.currency_id);
    let applied = m.amount.min(o.price);
    let mut legs = vec![Leg::available(
        Owner::System(SystemRole::NftEscrow),
        asset,
        -m.amount,
    )];
    if o.price > applied {
        legs.push(Leg::available(change(user.0), asset, -(o.price - applied)));
    }
    if m.amount > applied {
        legs.push(Leg::available(change(user.0), asset, m.amount - applied));
    }
    let transfer = Transfer {
        item_id: o.item_id,
        kind: "auction",
        from: Some(o.seller_id),
        to: user.0,
        currency_id: o.currency_id,
        price: o.price,
        fee: s.fee,
        royalty: s.royalty,
        now,
    };
    let purchase = repo::insert_transfer(&mut tx, &transfer).await?;
    let legs = payout_legs(legs, &item, o.seller_id, s);
    post(
        &mut tx,
        TxKind::NftAuctionPay,
        &format!("nft_transfer:{purchase}"),
        legs,
        now,
    )
    .await?;
    let text = finish(app, tx, claim.as_ref(), i18n::text(lang, "nft_paid", &[])).await?;
    balances(app, &[user.0, o.seller_id, item.author_id], o.currency_id).await;
    Ok(text)
}

pub async fn resell(
    app: &AppState,
    lang: Lang,
    user: UserId,
    input: NftResellInput,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let offset = crate::features::site::service::display_offset(app).await?;
    let p: Published = service::published(&app.db).await?;
    let item = repo::by_code(&app.db, input.code.trim())
        .await?
        .filter(|i| i.hidden == 0)
        .ok_or(ErrorCode::NotFound)?;
    if item.owner_id != user.0 {
        return Err(ErrorCode::NotOwner.into());
    }
    if item.status == 1 {
        return Err(ErrorCode::AlreadyListed.into());
    }
    if item.series_id.is_some() && item.opened == 0 {
        return Err(ErrorCode::NotOnSale.into());
    }
    let sc = service::scale(item.scale);
    let time = |text: &str, field: &'static str| {
        crate::clock::parse_display(text, offset).ok_or(AppError::field(field))
    };
    let times = (
        time(&input.start_time, "start_time")?,
        time(&input.end_time, "end_time")?,
    );
    let amounts = (
        money::parse(&input.price, sc),
        input.per_increase.as_deref().and_then(|v| money::parse(v, sc)),
    );
    let (price, per_increase) = service::check_listing(input.pay_type, amounts, times, now)?;
    let listing = Listing {
        pay_type: input.pay_type,
        price,
        per_increase,
        margin: if input.pay_type == pay_type::AUCTION {
            service::resale_margin(price, &p)
        } else {
            0
        },
        start_at: times.0,
        end_at: times.1,
        terms: p.terms(),
    };
    let mut tx = app.db.begin().await?;
    if !repo::relist(&mut tx, item.id, user, &listing).await? {
        return Err(ErrorCode::AlreadyListed.into());
    }
    tx.commit().await?;
    Ok(i18n::text(lang, "nft_listed", &[]))
}
