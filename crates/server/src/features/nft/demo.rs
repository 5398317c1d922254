//! Demo content (only with `--demo`, all of it marked demo): two labelled sample artists, generated artworks of
//! each media type (pictures, a looping GIF, a chime, a recorded animation; no outside files), fixed-price listings, auctions ending within the hour, and one blind-box series. The NFT
//! job relists demo works nobody bought, so there is always something to act on.

use super::{
    admin::{self, Actor, Artwork, Series},
    draw::Content,
    repo::{self, Listing},
    seeds::SeedKey,
    service::pay_type,
};
use crate::{db::Db, ids::UserId, market, on_db};

const UNIT: i64 = 100_000_000;
const USDT: i64 = 3;
const HOUR_MS: i64 = 3_600_000;
/// Four seconds of orbits recorded from a canvas in Chromium (`npm run demo-video` in `web/` writes it): the server
/// has no video encoder of its own.
const DRIFT: &[u8] = include_bytes!("../../../assets/nft/drift.webm");

/// A generated picture: layered circles in two colours on a gradient, as an SVG data URL.
pub fn art(hue: u32, label: &str) -> String {
    let (a, b) = (hue % 360, (hue + 140) % 360);
    let svg = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'><defs><linearGradient id='g' x1='0' y1='0' \
         x2='1' y2='1'><stop offset='0' stop-color='hsl({a},70%,22%)'/><stop offset='1' stop-color='hsl({b},70%,45%)'/>\
         </linearGradient></defs><rect width='400' height='400' fill='url(#g)'/><circle cx='{}' cy='170' r='110' \
         fill='hsl({b},85%,65%)' fill-opacity='0.55'/><circle cx='{}' cy='240' r='80' fill='hsl({a},85%,70%)' \
         fill-opacity='0.6'/><text x='200' y='370' font-family='sans-serif' font-size='26' fill='white' \
         text-anchor='middle'>{label}</text></svg>",
        140 + hue % 120,
        220 + hue % 80
    );
    let mut url = String::from("data:image/svg+xml;charset=utf-8,");
    for byte in svg.bytes() {
        if byte.is_ascii_alphanumeric() || b" -_.~:/=,;()'!*".contains(&byte) {
            url.push(char::from(byte));
        } else {
            url.push_str(&format!("%{byte:02X}"));
        }
    }
    url
}

async fn has_demo(db: &Db) -> anyhow::Result<bool> {
    Ok(
        on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM nft_artists WHERE demo = 1")
        .fetch_one(c)
        .await)?
            > 0,
    )
}

/// A looping animation: diagonal bands of colour moving across 96 × 96 pixels in twelve frames.
pub fn prism_gif() -> Vec<u8> {
    let mut palette = [[0u8; 3]; 256];
    for (i, colour) in palette.iter_mut().enumerate() {
        let t = i as f64 / 256.0 * std::f64::consts::TAU;
        let channel = |phase: f64| (127.5 + 127.5 * (t + phase).sin()).round().clamp(0.0, 255.0) as u8;
        *colour = [channel(0.0), channel(2.1), channel(4.2)];
    }
    let frames: Vec<Vec<u8>> = (0..12u32)
        .map(|f| {
            (0..96u32 * 96)
                .map(|p| ((p % 96 + p / 96 + f * 21) % 256) as u8)
                .collect()
        })
        .collect();
    crate::features::upload::encode::encode_gif(96, 96, &palette, &frames, 8)
}

/// A chime: sixteen notes of a pentatonic scale, a quarter second apart, each a decaying tone with an overtone.
pub fn chime() -> Vec<u8> {
    const RATE: f64 = 16_000.0;
    const SCALE: [f64; 5] = [523.25, 587.33, 659.25, 783.99, 880.0];
    const TUNE: [usize; 16] = [0, 2, 4, 3, 1, 3, 4, 2, 0, 1, 2, 4, 3, 2, 1, 0];
    let step = (RATE / 4.0) as usize;
    let mut wave = vec![0f64; step * (TUNE.len() + 3)];
    for (n, note) in TUNE.iter().enumerate() {
        let f = SCALE[*note];
        for (i, sample) in wave[n * step..].iter_mut().enumerate() {
            let t = i as f64 / RATE;
            let tone =
                (std::f64::consts::TAU * f * t).sin() + 0.3 * (std::f64::consts::TAU * 2.0 * f * t).sin();
            *sample += 0.3 * tone * (-4.0 * t).exp();
        }
    }
    let samples: Vec<i16> = wave
        .iter()
        .map(|s| (s * f64::from(i16::MAX)).round().clamp(-32_767.0, 32_767.0) as i16)
        .collect();
    crate::features::upload::encode::encode_ogg_flac(&samples)
}

pub async fn seed(db: &Db, data_dir: &std::path::Path, key: &SeedKey, now: i64) -> anyhow::Result<()> {
    if has_demo(db).await? {
        return Ok(());
    }
    let by = Actor {
        operator: None,
        ip: "",
        demo: true,
        now,
    };
    let err = |e: crate::error::AppError| anyhow::anyhow!("demo NFT not set: {}", e.code.as_str());
    let mut artists = Vec::new();
    for (account, nickname, signature) in [
        (
            "nft-aurora@mercato.demo",
            "Aurora (demo)",
            "Generated gradients and orbits",
        ),
        (
            "nft-kite@mercato.demo",
            "Kite Studio (demo)",
            "Shapes drawn by code",
        ),
    ] {
        let user = market::demo::ensure_user(db, now, account, nickname, &account[..8]).await?;
        let id = admin::create_artist(db, by, user.0, (nickname, signature, ""))
            .await
            .map_err(err)?;
        artists.push(id);
    }
    let kite = repo::artist(db, artists[1])
        .await?
        .map(|a| a.user_id)
        .unwrap_or_default();
    let save = |bytes: Vec<u8>| async move {
        crate::features::upload::service::save_generated(db, data_dir, UserId(kite), &bytes, now)
            .await
            .map_err(err)
    };
    let media = [
        (
            "Prism Loop",
            "A generated looping animation.",
            "gif",
            save(prism_gif()).await?,
            String::new(),
            35,
        ),
        (
            "Chime",
            "Sixteen notes of a pentatonic scale, generated.",
            "audio",
            save(chime()).await?,
            art(30, "Chime"),
            18,
        ),
        (
            "Drift",
            "Orbits drawn by code and recorded.",
            "video",
            save(DRIFT.to_vec()).await?,
            art(250, "Drift"),
            60,
        ),
    ];
    for (name, description, media_type, file, cover, price) in &media {
        let work = Artwork {
            artist_id: artists[1],
            name,
            description,
            media_type,
            image: file,
            cover,
            rarity: "R",
            currency_id: USDT,
            pay_type: pay_type::FIXED,
            price: price * UNIT,
            per_increase: 0,
            margin: 0,
            start_at: now - 60_000,
            end_at: now + 7 * 24 * HOUR_MS,
        };
        admin::create_artwork(db, by, &work).await.map_err(err)?;
    }
    let works: [(&str, u32, i64, i64, &str); 6] = [
        ("Orbit No. 1", 12, pay_type::FIXED, 20, "N"),
        ("Tide", 200, pay_type::FIXED, 45, "R"),
        ("Lanterns", 48, pay_type::FIXED, 150, "SR"),
        ("Night Garden", 300, pay_type::FIXED, 30, "N"),
        ("Comet Auction", 90, pay_type::AUCTION, 50, "SR"),
        ("Harbor Auction", 170, pay_type::AUCTION, 25, "R"),
    ];
    for (n, (name, hue, kind, price, rarity)) in works.iter().enumerate() {
        let image = art(*hue, name);
        let auction = *kind == pay_type::AUCTION;
        let a = Artwork {
            artist_id: artists[n % 2],
            name,
            description: "A generated demo artwork.",
            media_type: "image",
            image: &image,
            cover: "",
            rarity,
            currency_id: USDT,
            pay_type: *kind,
            price: price * UNIT,
            per_increase: if auction { 5 * UNIT } else { 0 },
            margin: if auction { 10 * UNIT } else { 0 },
            start_at: now - 60_000,
            end_at: if auction {
                now + HOUR_MS * (1 + n as i64 % 2) / 2
            } else {
                now + 7 * 24 * HOUR_MS
            },
        };
        admin::create_artwork(db, by, &a).await.map_err(err)?;
    }
    let contents: Vec<Content> = [
        ("Polaris", "SR", 2),
        ("Vega", "R", 8),
        ("Sirius", "R", 10),
        ("Rigel", "N", 40),
        ("Deneb", "N", 40),
    ]
    .iter()
    .enumerate()
    .map(|(i, (name, rarity, weight))| Content {
        index: i as i64,
        name: (*name).into(),
        rarity: (*rarity).into(),
        media_type: "image".into(),
        weight: *weight,
        image: art(40 * i as u32 + 10, name),
    })
    .collect();
    let cover = art(260, "?");
    let s = Series {
        artist_id: artists[0],
        name: "Constellations (demo)",
        description: "Fifty boxes; the odds of each star are published, and the seed is revealed when the series sells out or ends.",
        cover: &cover,
        currency_id: USDT,
        price: 10 * UNIT,
        total: 50,
        start_at: now - 60_000,
        end_at: now + 14 * 24 * HOUR_MS,
        contents,
    };
    admin::create_series(db, by, &s, key).await.map_err(err)?;
    Ok(())
}

/// Lists again the demo works whose listing ended unsold and that their artist still holds: auctions for the
/// next half hour or hour, fixed prices for a week.
pub async fn keep(db: &Db, now: i64) -> anyhow::Result<()> {
    let terms = super::service::published(db)
        .await
        .map_err(|e| anyhow::anyhow!("{}", e.code.as_str()))?
        .terms();
    let idle = on_db!(db, c => sqlx::query_as::<_, (i64, i64, i64, i64, i64)>(
        "SELECT i.id, i.owner_id, i.pay_type, i.price, i.per_increase FROM nft_items i \
         JOIN nft_artists a ON a.id = i.artist_id WHERE i.demo = 1 AND i.status = 0 AND i.series_id IS NULL \
         AND i.owner_id = a.user_id AND i.resell_status = 0 LIMIT 20",
    )
    .fetch_all(c)
    .await)?;
    for (n, (id, owner, kind, price, per_increase)) in idle.into_iter().enumerate() {
        let auction = kind == pay_type::AUCTION;
        let l = Listing {
            pay_type: kind,
            price,
            per_increase,
            margin: if auction { 10 * UNIT } else { 0 },
            start_at: now,
            end_at: if auction {
                now + HOUR_MS * (1 + n as i64 % 2) / 2
            } else {
                now + 7 * 24 * HOUR_MS
            },
            terms,
        };
        let mut tx = db.begin().await?;
        repo::relist(&mut tx, id, UserId(owner), &l).await?;
        tx.commit().await?;
    }
    Ok(())
}
