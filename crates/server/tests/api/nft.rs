//! The NFT marketplace: fixed-price sales paying fee and royalty to the unit, racing buyers, an auction from
//! margins to payment, a winner who does not pay, resale rules, the status-by-time rule at each boundary, blind
//! boxes whose every draw is recomputed from the revealed seed, and the database refusing to change a published
//! series or a draw. `ledger verify` is clean after each.

mod backing;
mod increments;
mod seeds;
mod terms;

use mercato::{
    clock::Clock,
    features::nft::{draw, job, seeds::SeedKey},
};
use serde_json::Value;

use crate::common::{TestApp, accepted_else, admin_post, assert_ledger_clean, error, ok, operator};

const START_MS: i64 = 20_000 * 86_400_000;
const UNIT: i64 = 100_000_000;
const HOUR: i64 = 3_600_000;

struct Market {
    app: TestApp,
    content: String,
    finance: String,
    artist: i64,
}

fn form<'a>(pairs: &'a [(&'a str, String)]) -> Vec<(&'a str, &'a str)> {
    pairs.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

impl Market {
    async fn new() -> Self {
        let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
            config.market.feed = "none".into();
        })
        .await;
        let content = operator(&app, "content@example.com", "content").await;
        let finance = operator(&app, "finance@example.com", "finance").await;
        app.signed_up("artist@example.com").await;
        let pairs = [
            ("account", "artist@example.com".to_string()),
            ("nickname", "Ada".to_string()),
            ("signature", "Lines".to_string()),
        ];
        let body = admin_post(&app, "/nft/artists/create", &content, &form(&pairs)).await;
        ok(&body);
        let artist = body["message"]["id"].as_i64().unwrap();
        Market {
            app,
            content,
            finance,
            artist,
        }
    }

    fn now(&self) -> i64 {
        self.app.state.clock.now_ms()
    }

    /// Lists an artwork from now for `hours`; answers its code.
    async fn artwork(&self, pay_type: i64, price: &str, hours: i64) -> String {
        let now = self.now();
        let pairs = [
            ("artist_id", self.artist.to_string()),
            ("name", "Dawn".to_string()),
            ("type", "image".to_string()),
            ("image", "/upload/dawn.png".to_string()),
            ("rarity", "R".to_string()),
            ("currency_id", "3".to_string()),
            ("pay_type", pay_type.to_string()),
            ("price", price.to_string()),
            ("per_increase", "5".to_string()),
            ("margin", "10".to_string()),
            ("start_ts", now.to_string()),
            ("end_ts", (now + hours * HOUR).to_string()),
        ];
        let body = admin_post(&self.app, "/nft/artworks/create", &self.content, &form(&pairs)).await;
        ok(&body);
        body["message"]["code"].as_str().unwrap().to_string()
    }

    async fn user(&self, email: &str, usdt: &str) -> String {
        let token = self.app.signed_up(email).await;
        let id = self.id(email).await.to_string();
        let pairs = [
            ("user_id", id),
            ("currency", "3".to_string()),
            ("account", "change".to_string()),
            ("amount", usdt.to_string()),
            ("reason", "Test funds".to_string()),
        ];
        ok(&admin_post(&self.app, "/ledger/adjust", &self.finance, &form(&pairs)).await);
        token
    }

    async fn id(&self, email: &str) -> i64 {
        self.app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
    }

    async fn usdt(&self, email: &str) -> i64 {
        self.app
            .count(&format!(
                "SELECT COALESCE(MAX(a.available), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
                 WHERE u.email = '{email}' AND a.asset_id = 3 AND a.kind = 2"
            ))
            .await
    }

    async fn fees(&self) -> i64 {
        self.app
            .count("SELECT COALESCE(MAX(available), 0) FROM accounts WHERE system_role = 'fees' AND asset_id = 3")
            .await
    }

    async fn escrow(&self) -> i64 {
        self.app
            .count("SELECT COALESCE(MAX(available), 0) FROM accounts WHERE system_role = 'nft_escrow' AND asset_id = 3")
            .await
    }

    /// Pays an auction's margin and bids `price`, both accepted.
    async fn margin_and_bid(&self, token: &str, code: &str, price: &str) {
        ok(&self
            .app
            .post("/bind_box/marginNFT", Some(token), &[("code", code)])
            .await);
        ok(&self
            .app
            .post(
                "/bind_box/auctionNFT",
                Some(token),
                &[("code", code), ("price", price)],
            )
            .await);
    }

    async fn detail(&self, code: &str, token: Option<&str>) -> Value {
        let body = self
            .app
            .get("/bind_box/getBoxDetail", token, &[("code", code)])
            .await;
        ok(&body);
        body["message"].clone()
    }

    async fn step_at(&self, at: i64) -> job::Stepped {
        self.app.state.clock.advance(at - self.now());
        let ctx = job::Ctx {
            db: self.app.state.db.clone(),
            clock: self.app.state.clock.clone(),
            demo: false,
            seeds: SeedKey::load(&self.app.state.config).unwrap(),
        };
        job::step(&ctx, at).await.unwrap()
    }
}

#[tokio::test]
async fn a_sale_pays_the_seller_less_the_fee_and_a_resale_also_pays_the_artist_a_royalty_to_the_unit() {
    let m = Market::new().await;
    let code = m.artwork(1, "100", 24).await;
    let bob = m.user("bob@example.com", "1000").await;
    ok(&m
        .app
        .post("/bind_box/buyNFT", Some(&bob), &[("code", &code)])
        .await);
    // 2.5 % fee; a primary sale pays no royalty.
    assert_eq!(m.usdt("bob@example.com").await, 900 * UNIT);
    assert_eq!(m.usdt("artist@example.com").await, 9_750_000_000);
    assert_eq!(m.fees().await, 250_000_000);
    let row = m.detail(&code, Some(&bob)).await;
    assert_eq!(
        (row["owner"].as_i64(), row["resell_nft_status"].as_i64()),
        (Some(m.id("bob@example.com").await), Some(2))
    );
    error(
        &m.app
            .post("/bind_box/buyNFT", Some(&bob), &[("code", &code)])
            .await,
        "not_on_sale",
    );

    let now = m.now();
    let (start, end) = (now.to_string(), (now + HOUR).to_string());
    let resell = [
        ("code", code.as_str()),
        ("price", "200.00000001"),
        ("pay_type", "1"),
        ("start_time", start.as_str()),
        ("end_time", end.as_str()),
    ];
    ok(&m.app.post("/bind_box/resellNFT", Some(&bob), &resell).await);
    let cara = m.user("cara@example.com", "1000").await;
    ok(&m
        .app
        .post("/bind_box/buyNFT", Some(&cara), &[("code", &code)])
        .await);
    // 200.00000001: fee 5.00000001 (rounded up), royalty 10.00000000 (rounded down), seller the rest.
    assert_eq!(m.usdt("cara@example.com").await, 1000 * UNIT - 20_000_000_001);
    assert_eq!(
        m.usdt("bob@example.com").await,
        900 * UNIT + 20_000_000_001 - 500_000_001 - 1_000_000_000
    );
    assert_eq!(m.usdt("artist@example.com").await, 9_750_000_000 + 1_000_000_000);
    assert_eq!(m.fees().await, 250_000_000 + 500_000_001);

    let history = m
        .app
        .get("/bind_box/getProvenance", None, &[("code", &code)])
        .await;
    let kinds: Vec<&str> = history["message"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["mint", "sale", "sale"]);
    assert_eq!(history["message"][2]["price"], "200.00000001");
    assert_eq!(
        (
            history["message"][2]["from_name"].as_str(),
            history["message"][2]["to_name"].as_str()
        ),
        (Some("b***@example.com"), Some("c***@example.com")),
        "a user without a nickname is shown by the account, masked"
    );
    assert_eq!(
        (
            history["message"][0]["to_name"].as_str(),
            history["message"][1]["from_name"].as_str()
        ),
        (Some("Ada"), Some("Ada")),
        "an artist is shown by the artist's name"
    );
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn of_fifty_racing_purchases_by_ten_buyers_exactly_one_gets_the_artwork_and_only_its_buyer_pays() {
    let m = Market::new().await;
    let code = m.artwork(1, "10", 24).await;
    let mut tokens = Vec::new();
    for n in 0..10 {
        let token = m.user(&format!("b{n}@example.com"), "100").await;
        tokens.extend(std::iter::repeat_n(token, 5));
    }
    let pairs = [("code", code.as_str())];
    let answers = futures_util::future::join_all(
        tokens
            .iter()
            .map(|t| m.app.post("/bind_box/buyNFT", Some(t), &pairs)),
    )
    .await;
    let won = accepted_else(&answers, "not_on_sale");
    assert_eq!(won, 1, "{answers:?}");
    let paid = m
        .app
        .count("SELECT COUNT(*) FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email LIKE 'b%@example.com' AND a.asset_id = 3 AND a.kind = 2 AND a.available = 9000000000")
        .await;
    assert_eq!(paid, 1);
    assert_eq!(
        m.app
            .count("SELECT COUNT(*) FROM nft_transfers WHERE kind = 'sale'")
            .await,
        1
    );
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn an_auction_goes_from_three_margins_through_bids_to_the_winners_payment_and_returns_the_other_margins()
 {
    let m = Market::new().await;
    let code = m.artwork(2, "50", 1).await;
    let (a, b, c) = (
        m.user("a@example.com", "500").await,
        m.user("b@example.com", "500").await,
        m.user("c@example.com", "500").await,
    );
    for t in [&a, &b, &c] {
        ok(&m
            .app
            .post("/bind_box/marginNFT", Some(t), &[("code", &code)])
            .await);
    }
    ok(&m
        .app
        .post("/bind_box/marginNFT", Some(&a), &[("code", &code)])
        .await);
    assert_eq!(
        m.usdt("a@example.com").await,
        490 * UNIT,
        "a margin is frozen once"
    );
    error(
        &m.app
            .post(
                "/bind_box/auctionNFT",
                Some(&a),
                &[("code", &code), ("price", "49"), ("exact", "1")],
            )
            .await,
        "bid_too_low",
    );
    ok(&m
        .app
        .post(
            "/bind_box/auctionNFT",
            Some(&a),
            &[("code", &code), ("price", "50")],
        )
        .await);
    error(
        &m.app
            .post(
                "/bind_box/auctionNFT",
                Some(&b),
                &[("code", &code), ("price", "54")],
            )
            .await,
        "bid_too_low",
    );
    ok(&m
        .app
        .post(
            "/bind_box/auctionNFT",
            Some(&b),
            &[("code", &code), ("price", "55")],
        )
        .await);
    ok(&m
        .app
        .post(
            "/bind_box/auctionNFT",
            Some(&c),
            &[("code", &code), ("price", "70")],
        )
        .await);
    let log = m
        .app
        .post("/bind_box/getBindBoxQuotationLog", None, &[("code", &code)])
        .await;
    assert_eq!(log["message"][0]["price"], "70.00000000");
    assert_eq!(log["message"].as_array().unwrap().len(), 3);
    let mine = m
        .app
        .post("/bind_box/getMyBindBoxQuotationLog", Some(&a), &[])
        .await;
    assert_eq!(
        (
            mine["message"]["count"].as_i64(),
            mine["message"]["data"][0]["is_expired"].as_i64()
        ),
        (Some(1), Some(0))
    );

    let end = START_MS + HOUR;
    assert_eq!(m.step_at(end - 1).await.ended, 0);
    assert_eq!(m.step_at(end).await.ended, 1);
    assert_eq!(
        m.usdt("a@example.com").await,
        500 * UNIT,
        "a loser's margin returns"
    );
    assert_eq!(m.usdt("b@example.com").await, 500 * UNIT);
    assert_eq!(
        m.usdt("c@example.com").await,
        430 * UNIT,
        "the winning bid stays frozen"
    );
    let orders = m.app.post("/bind_box/getNeedPayNFTOrder", Some(&c), &[]).await;
    let order = &orders["message"][0];
    assert_eq!(
        (
            order["price"].as_str(),
            order["is_read"].as_i64(),
            order["overtime"].as_i64()
        ),
        (Some("70.00000000"), Some(0), Some(end + 24 * HOUR))
    );
    let id = order["id"].as_i64().unwrap().to_string();
    ok(&m
        .app
        .post("/bind_box/readNFTOrderMessage", Some(&c), &[("id", &id)])
        .await);
    error(
        &m.app
            .post("/bind_box/payNFTOrder", Some(&a), &[("id", &id)])
            .await,
        "not_found",
    );
    ok(&m
        .app
        .post("/bind_box/payNFTOrder", Some(&c), &[("id", &id)])
        .await);
    error(
        &m.app
            .post("/bind_box/payNFTOrder", Some(&c), &[("id", &id)])
            .await,
        "already_paid",
    );
    // 70 paid, all of it from what the bid froze.
    assert_eq!(m.usdt("c@example.com").await, 430 * UNIT);
    assert_eq!(m.usdt("artist@example.com").await, 7_000_000_000 - 175_000_000);
    let row = m.detail(&code, None).await;
    assert_eq!(row["owner"].as_i64(), Some(m.id("c@example.com").await));
    let orders = m.app.post("/bind_box/getNeedPayNFTOrder", Some(&c), &[]).await;
    assert_eq!(
        (
            orders["message"][0]["is_pay"].as_i64(),
            orders["message"][0]["is_read"].as_i64()
        ),
        (Some(1), Some(1))
    );
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn a_winner_who_does_not_pay_in_a_day_forfeits_the_margin_to_the_seller_and_the_item_stays_theirs() {
    let m = Market::new().await;
    let code = m.artwork(2, "50", 1).await;
    let a = m.user("a@example.com", "500").await;
    m.margin_and_bid(&a, &code, "60").await;
    let end = START_MS + HOUR;
    m.step_at(end).await;
    assert_eq!(m.step_at(end + 24 * HOUR - 1).await.expired, 0);
    assert_eq!(m.step_at(end + 24 * HOUR).await.expired, 1);
    let orders = m.app.post("/bind_box/getNeedPayNFTOrder", Some(&a), &[]).await;
    let id = orders["message"][0]["id"].as_i64().unwrap().to_string();
    assert_eq!(orders["message"][0]["is_expired"].as_i64(), Some(1));
    error(
        &m.app
            .post("/bind_box/payNFTOrder", Some(&a), &[("id", &id)])
            .await,
        "payment_expired",
    );
    assert_eq!(m.usdt("a@example.com").await, 490 * UNIT);
    assert_eq!(m.usdt("artist@example.com").await, 10 * UNIT);
    let row = m.detail(&code, None).await;
    assert_eq!(
        (row["owner"].as_i64(), row["resell_nft_status"].as_i64()),
        (Some(m.id("artist@example.com").await), Some(0))
    );
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn a_resale_needs_the_owner_a_valid_price_and_increment_an_end_after_its_start_and_cannot_be_withdrawn()
{
    let m = Market::new().await;
    let code = m.artwork(1, "10", 24).await;
    let bob = m.user("bob@example.com", "100").await;
    let eve = m.user("eve@example.com", "100").await;
    ok(&m
        .app
        .post("/bind_box/buyNFT", Some(&bob), &[("code", &code)])
        .await);
    let now = m.now();
    let (start, end) = (now.to_string(), (now + HOUR).to_string());
    let resell =
        |price: &'static str, increase: &'static str, pay_type: &'static str, start: String, end: String| {
            vec![
                ("code", code.clone()),
                ("price", price.to_string()),
                ("per_increase", increase.to_string()),
                ("pay_type", pay_type.to_string()),
                ("start_time", start),
                ("end_time", end),
            ]
        };
    let post = |token: String, pairs: Vec<(&'static str, String)>| {
        let app = &m.app;
        async move {
            let f: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
            app.post("/bind_box/resellNFT", Some(&token), &f).await
        }
    };
    error(
        &post(eve.clone(), resell("20", "1", "2", start.clone(), end.clone())).await,
        "not_owner",
    );
    error(
        &post(bob.clone(), resell("0", "1", "2", start.clone(), end.clone())).await,
        "invalid_price",
    );
    error(
        &post(bob.clone(), resell("20", "0", "2", start.clone(), end.clone())).await,
        "invalid_increment",
    );
    error(
        &post(bob.clone(), resell("20", "1", "2", end.clone(), start.clone())).await,
        "end_before_start",
    );
    assert_eq!(
        m.detail(&code, None).await["status"].as_i64(),
        Some(0),
        "a refused resale changes nothing"
    );
    ok(&post(bob.clone(), resell("20", "1", "2", start.clone(), end.clone())).await);
    let row = m.detail(&code, None).await;
    assert_eq!(
        (
            row["pay_type"].as_i64(),
            row["resell_nft_status"].as_i64(),
            row["margin"].as_str()
        ),
        (Some(2), Some(1), Some("2.00000000"))
    );
    error(
        &post(bob.clone(), resell("30", "1", "1", start, end)).await,
        "already_listed",
    );
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn the_status_by_time_is_two_before_the_start_one_until_the_end_and_zero_from_the_end() {
    let m = Market::new().await;
    let now = m.now();
    let pairs = [
        ("artist_id", m.artist.to_string()),
        ("name", "Later".to_string()),
        ("type", "video".to_string()),
        ("image", "/upload/later.mp4".to_string()),
        ("cover", "/upload/later.png".to_string()),
        ("rarity", "N".to_string()),
        ("currency_id", "3".to_string()),
        ("pay_type", "1".to_string()),
        ("price", "10".to_string()),
        ("start_ts", (now + HOUR).to_string()),
        ("end_ts", (now + 2 * HOUR).to_string()),
    ];
    let body = admin_post(&m.app, "/nft/artworks/create", &m.content, &form(&pairs)).await;
    let code = body["message"]["code"].as_str().unwrap().to_string();
    let bob = m.user("bob@example.com", "100").await;
    let at = |ms: i64| {
        m.app.state.clock.advance(ms - m.now());
    };
    at(now + HOUR - 1);
    assert_eq!(m.detail(&code, None).await["buy_status"].as_i64(), Some(2));
    error(
        &m.app
            .post("/bind_box/buyNFT", Some(&bob), &[("code", &code)])
            .await,
        "not_on_sale",
    );
    at(now + HOUR);
    assert_eq!(m.detail(&code, None).await["buy_status"].as_i64(), Some(1));
    at(now + 2 * HOUR - 1);
    assert_eq!(m.detail(&code, None).await["buy_status"].as_i64(), Some(1));
    at(now + 2 * HOUR);
    assert_eq!(m.detail(&code, None).await["buy_status"].as_i64(), Some(0));
    error(
        &m.app
            .post("/bind_box/buyNFT", Some(&bob), &[("code", &code)])
            .await,
        "not_on_sale",
    );
    let list = m
        .app
        .get("/bind_box/getBoxList", None, &[("type", "video")])
        .await;
    assert_eq!(list["message"][0]["cover"], "/upload/later.png");
    assert_ledger_clean(&m.app).await;
}

async fn series(m: &Market, total: i64) -> i64 {
    let now = m.now();
    let contents = r#"[{"name":"Moon","image":"/upload/moon.png","type":"image","rarity":"SR","weight":1},
        {"name":"Sun","image":"/upload/sun.gif","type":"gif","rarity":"R","weight":3},
        {"name":"Star","image":"/upload/star.mp3","type":"audio","rarity":"N","weight":6}]"#;
    let pairs = [
        ("artist_id", m.artist.to_string()),
        ("name", "Sky".to_string()),
        ("cover", "/upload/sky.png".to_string()),
        ("currency_id", "3".to_string()),
        ("price", "5".to_string()),
        ("total", total.to_string()),
        ("start_ts", now.to_string()),
        ("end_ts", (now + 24 * HOUR).to_string()),
        ("contents", contents.to_string()),
    ];
    let body = admin_post(&m.app, "/nft/series/create", &m.content, &form(&pairs)).await;
    ok(&body);
    body["message"]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn every_blind_box_draw_recomputes_from_the_seed_revealed_when_the_series_sells_out() {
    let m = Market::new().await;
    let id = series(&m, 6).await.to_string();
    let bob = m.user("bob@example.com", "100").await;
    let published = m.app.get("/bind_box/getSeries", None, &[("id", &id)]).await["message"].clone();
    assert_eq!(
        published["seed"], "",
        "the seed stays secret while boxes are for sale"
    );
    let seed_hash = published["seed_hash"].as_str().unwrap().to_string();
    let mut opened = Vec::new();
    for n in 0..6 {
        let series = m.app.get("/bind_box/getSeries", None, &[("id", &id)]).await;
        let code = series["message"]["next_box"].as_str().unwrap().to_string();
        let seed = format!("seed{n}");
        ok(&m
            .app
            .post(
                "/bind_box/buyNFT",
                Some(&bob),
                &[("code", &code), ("client_seed", &seed)],
            )
            .await);
        let open = m
            .app
            .post("/bind_box/openBlindBox", Some(&bob), &[("code", &code)])
            .await;
        ok(&open);
        opened.push(open["message"].clone());
    }
    let sold_out = m.app.get("/bind_box/getSeries", None, &[("id", &id)]).await["message"].clone();
    assert_eq!(
        (sold_out["sold"].as_i64(), sold_out["next_box"].as_str()),
        (Some(6), Some(""))
    );
    assert_eq!(m.usdt("bob@example.com").await, 70 * UNIT);
    assert_eq!(m.step_at(m.now()).await.revealed, 1);
    let revealed = m.app.get("/bind_box/getSeries", None, &[("id", &id)]).await["message"].clone();
    let seed = revealed["seed"].as_str().unwrap();
    assert_eq!(draw::seed_hash(seed), seed_hash);
    let contents: Vec<draw::Content> = revealed["contents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| draw::Content {
            index: c["index"].as_i64().unwrap(),
            name: c["name"].as_str().unwrap().into(),
            rarity: c["rarity"].as_str().unwrap().into(),
            media_type: c["type"].as_str().unwrap().into(),
            weight: c["weight"].as_i64().unwrap(),
            image: c["image"].as_str().unwrap().into(),
        })
        .collect();
    assert_eq!(draw::contents_hash(&contents), revealed["contents_hash"]);
    for box_ in &opened {
        let input = box_["draw_input"].as_str().unwrap();
        assert!(
            input.starts_with(&format!("{id}:{}:", box_["code"].as_str().unwrap())),
            "{input}"
        );
        let index = draw::draw(seed, input, &contents).unwrap();
        assert_eq!(Some(index), box_["index"].as_i64());
        assert_eq!(box_["name"], contents[index as usize].name.as_str());
        let row = m.detail(box_["code"].as_str().unwrap(), None).await;
        assert_eq!(
            (row["is_opened"].as_i64(), row["name"].as_str()),
            (Some(1), Some(contents[index as usize].name.as_str()))
        );
    }
    let url = m.app.state.config.database_url();
    let mut cli = std::process::Command::new(env!("CARGO_BIN_EXE_mercato"));
    cli.args(["nft", "verify-draw", "--series", &id, "--data-dir"])
        .arg(&m.app.state.config.server.data_dir)
        .env("MERCATO__DATABASE__URL", "");
    if url.starts_with("postgres") {
        cli.args(["--database-url", &url]);
    }
    let out = tokio::task::spawn_blocking(move || cli.output().unwrap())
        .await
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("6 draws verified"), "{said}");
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn the_database_refuses_to_change_a_published_series_its_contents_or_a_drawn_box() {
    let m = Market::new().await;
    let id = series(&m, 2).await;
    let bob = m.user("bob@example.com", "100").await;
    ok(&m
        .app
        .post(
            "/bind_box/buyNFT",
            Some(&bob),
            &[("code", &format!("BX{id}-1")), ("client_seed", "abc")],
        )
        .await);
    for sql in [
        format!("UPDATE nft_series SET seed = 'mine' WHERE id = {id}"),
        format!("UPDATE nft_series SET seed_hash = 'x' WHERE id = {id}"),
        format!("UPDATE nft_series SET price = 1 WHERE id = {id}"),
        format!("DELETE FROM nft_series_contents WHERE series_id = {id}"),
        format!("UPDATE nft_series_contents SET weight = 1000 WHERE series_id = {id}"),
        format!(
            "INSERT INTO nft_series_contents (series_id, idx, name, image, media_type, rarity, weight) VALUES ({id}, 9, 'Extra', '/x.png', 'image', 'SR', 1000)"
        ),
        format!("UPDATE nft_items SET drawn_index = 0, draw_input = 'x' WHERE code = 'BX{id}-1'"),
        "DELETE FROM nft_transfers".to_string(),
    ] {
        assert!(m.app.try_exec(&sql).await.is_err(), "refused: {sql}");
    }
    error(
        &m.app
            .post(
                "/bind_box/openBlindBox",
                Some(&m.user("eve@example.com", "1").await),
                &[("code", &format!("BX{id}-1"))],
            )
            .await,
        "not_owner",
    );
    error(
        &m.app
            .post(
                "/bind_box/buyNFT",
                Some(&bob),
                &[("code", &format!("BX{id}-2")), ("client_seed", "a:b")],
            )
            .await,
        "invalid_params",
    );
    assert_ledger_clean(&m.app).await;
}

async fn admin_upload(m: &Market, bytes: Vec<u8>, name: &str) -> Value {
    let part = reqwest::multipart::Part::bytes(bytes).file_name(name.to_string());
    let form = reqwest::multipart::Form::new().part("file", part);
    let response = m
        .app
        .client
        .post(m.app.url("/admin/api/upload"))
        .header("Authorization", &m.content)
        .multipart(form)
        .send()
        .await
        .unwrap();
    response.json().await.unwrap()
}

#[tokio::test]
async fn artwork_media_of_each_type_upload_are_served_with_their_type_and_seek_and_disguised_files_are_refused()
 {
    use mercato::features::upload::media::samples;
    let m = Market::new().await;
    for (bytes, name, mime) in [
        (samples::gif(), "loop.gif", "image/gif"),
        (samples::mp3(), "song.mp3", "audio/mpeg"),
        (samples::ogg(), "song.ogg", "audio/ogg"),
        (samples::mp4(), "film.mp4", "video/mp4"),
        (samples::webm(), "film.webm", "video/webm"),
    ] {
        let mut sent = bytes.clone();
        sent.extend(b"<script>alert(1)</script>");
        let body = admin_upload(&m, sent, name).await;
        ok(&body);
        let path = body["message"].as_str().unwrap().to_string();
        let ext = name.rsplit('.').next().unwrap();
        assert!(path.ends_with(&format!(".{ext}")), "{path}");
        let whole = m.app.client.get(m.app.url(&path)).send().await.unwrap();
        assert_eq!(whole.headers()["content-type"], mime);
        assert_eq!(whole.headers()["accept-ranges"], "bytes");
        assert_eq!(
            whole.bytes().await.unwrap().as_ref(),
            bytes.as_slice(),
            "what followed the container is gone"
        );
        let part = m
            .app
            .client
            .get(m.app.url(&path))
            .header("Range", "bytes=2-5")
            .send()
            .await
            .unwrap();
        assert_eq!(part.status(), 206);
        assert_eq!(
            part.headers()["content-range"],
            format!("bytes 2-5/{}", bytes.len()).as_str()
        );
        assert_eq!(part.bytes().await.unwrap().as_ref(), &bytes[2..6]);
        let past = m
            .app
            .client
            .get(m.app.url(&path))
            .header("Range", format!("bytes={}-", bytes.len() + 1))
            .send()
            .await
            .unwrap();
        assert_eq!(past.status(), 416);
    }
    let mut cut = samples::mp4();
    cut.truncate(cut.len() - 4);
    error(&admin_upload(&m, cut, "cut.mp4").await, "unsupported_file_type");
    error(
        &admin_upload(&m, b"<html>not a video</html>".to_vec(), "film.mp4").await,
        "unsupported_file_type",
    );
    let mut renamed = samples::webm();
    renamed[8] = b'x';
    error(
        &admin_upload(&m, renamed, "film.webm").await,
        "unsupported_file_type",
    );
    let mut huge = samples::gif();
    huge.resize(mercato::features::upload::media::MAX_GIF_BYTES + 1, 0);
    error(&admin_upload(&m, huge, "huge.gif").await, "file_too_large");
    let user = m.user("bob@example.com", "1").await;
    error(
        &m.app.upload(&user, samples::mp4(), "film.mp4").await,
        "unsupported_file_type",
    );
    assert_eq!(
        m.app
            .count("SELECT COUNT(*) FROM uploads WHERE format IN ('gif', 'mp3', 'ogg', 'mp4', 'webm')")
            .await,
        5,
        "refused files leave no record"
    );
}

#[tokio::test]
async fn a_user_applies_once_to_be_an_artist_and_is_listed_once_an_operator_approves() {
    let m = Market::new().await;
    let mei = m.app.signed_up("mei@example.com").await;
    error(
        &m.app
            .post("/bind_box/applyArtist", Some(&mei), &[("nickname", "  ")])
            .await,
        "invalid_params",
    );
    let sent = m
        .app
        .post(
            "/bind_box/applyArtist",
            Some(&mei),
            &[("nickname", " Mei Lin "), ("signature", "Ink and salt")],
        )
        .await;
    ok(&sent);
    error(
        &m.app
            .post("/bind_box/applyArtist", Some(&mei), &[("nickname", "Mei again")])
            .await,
        "artist_applied",
    );
    assert!(
        !artist_names(&m.app).await.contains(&"Mei Lin".to_string()),
        "not listed while pending"
    );
    let id = m
        .app
        .count(
            "SELECT a.id FROM nft_artists a JOIN users u ON u.id = a.user_id WHERE u.email = 'mei@example.com' \
             AND a.status = 0",
        )
        .await;
    let pairs = [("id", id.to_string())];
    ok(&admin_post(&m.app, "/nft/artists/approve", &m.content, &form(&pairs)).await);
    assert!(
        artist_names(&m.app).await.contains(&"Mei Lin".to_string()),
        "the trimmed name, listed"
    );
    error(
        &m.app
            .post("/bind_box/applyArtist", Some(&mei), &[("nickname", "Mei")])
            .await,
        "artist_applied",
    );
}

async fn artist_names(app: &TestApp) -> Vec<String> {
    let body = app.get("/bind_box/getArtist", None, &[]).await;
    ok(&body);
    body["message"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["nickname"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn fifty_racing_artist_applications_of_one_user_record_exactly_one() {
    let m = Market::new().await;
    let kai = m.app.signed_up("kai@example.com").await;
    let pairs = [("nickname", "Kai")];
    let answers = futures_util::future::join_all(
        (0..50).map(|_| m.app.post("/bind_box/applyArtist", Some(&kai), &pairs)),
    )
    .await;
    assert_eq!(accepted_else(&answers, "artist_applied"), 1, "{answers:?}");
    assert_eq!(
        m.app
            .count(
                "SELECT COUNT(*) FROM nft_artists a JOIN users u ON u.id = a.user_id \
                 WHERE u.email = 'kai@example.com'"
            )
            .await,
        1
    );
}
