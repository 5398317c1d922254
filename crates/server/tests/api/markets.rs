//! Markets opened at listing: an admin opens a USDT book for an IEO token once its published listing time has
//! come, users trade on it at once, and its index is its own book's last price.

use mercato::{
    clock::Clock,
    earn::DAY_MS,
    market::index::{BOOK, BookFeed, PriceFeed},
};
use serde_json::Value;

use crate::common::{TestApp, admin_post, assert_ledger_clean, error, ok, operator};

const START_MS: i64 = 20_000 * DAY_MS + 3_600_000;
const HOUR: i64 = 3_600_000;

struct Listing {
    app: TestApp,
    admin: String,
    finance: String,
    asset: String,
}

impl Listing {
    /// A NOVA sale that opens in an hour, lasts a day and lists two days after it ends.
    async fn new() -> Self {
        let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
            config.market.feed = "none".into();
        })
        .await;
        let admin = operator(&app, "admin@example.com", "admin").await;
        let finance = operator(&app, "finance@example.com", "finance").await;
        let start = START_MS + HOUR;
        let times = [start, start + DAY_MS, start + 3 * DAY_MS].map(|t| t.to_string());
        let form = [
            ("symbol", "NOVA"),
            ("title", "Nova launch"),
            ("summary", "A token sale"),
            ("white_paper", "https://example.com/paper.pdf"),
            ("website", "https://example.com"),
            ("scale", "8"),
            ("supply", "1000000"),
            ("min_amount", "10"),
            ("max_amount", "1000"),
            ("prices", "3:0.1"),
            ("start_at", &times[0]),
            ("end_at", &times[1]),
            ("listing_at", &times[2]),
        ];
        ok(&admin_post(&app, "/ieo/projects/create", &finance, &form).await);
        let asset = app
            .count("SELECT id FROM assets WHERE symbol = 'NOVA'")
            .await
            .to_string();
        Listing {
            app,
            admin,
            finance,
            asset,
        }
    }

    /// Moves past the listing time; operators' sessions last 12 hours, so both sign in again.
    async fn after_listing(&mut self) {
        self.app.state.clock.advance(4 * DAY_MS + HOUR).unwrap();
        for (email, token) in [
            ("admin@example.com", &mut self.admin),
            ("finance@example.com", &mut self.finance),
        ] {
            *token = crate::operator_sign_in::sign_in(&self.app, email).await;
        }
    }

    async fn open(&self, token: &str, min_qty: &str) -> Value {
        let form = [
            ("currency", self.asset.as_str()),
            ("price_scale", "4"),
            ("qty_scale", "2"),
            ("min_qty", min_qty),
            ("min_notional", "1"),
        ];
        admin_post(&self.app, "/markets/open", token, &form).await
    }

    async fn funded(&self, email: &str, currency: &str, amount: &str) -> String {
        let token = self.app.signed_up(email).await;
        let id = self
            .app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
            .to_string();
        let form = [
            ("user_id", id.as_str()),
            ("currency", currency),
            ("account", "change"),
            ("amount", amount),
            ("reason", "Test funds"),
        ];
        ok(&admin_post(&self.app, "/ledger/adjust", &self.finance, &form).await);
        token
    }

    async fn trade(&self, token: &str, side: &str, amount: &str, price: &str) -> Value {
        let form = [
            ("currency_id", self.asset.as_str()),
            ("legal_id", "3"),
            ("type", side),
            ("amount", amount),
            ("target_price", price),
        ];
        self.app.post("/coin/trade", Some(token), &form).await
    }
}

#[tokio::test]
async fn an_admin_opens_a_usdt_book_for_an_ieo_token_at_listing_and_users_trade_on_it_at_once() {
    let mut l = Listing::new().await;
    error(&l.open(&l.admin, "1").await, "not_started");
    l.after_listing().await;
    let opened = l.open(&l.admin, "1").await;
    ok(&opened);
    assert_eq!(opened["message"]["symbol"], "NOVA/USDT");
    error(&l.open(&l.admin, "1").await, "market_exists");
    let published = l
        .app
        .count("SELECT COUNT(*) FROM rule_changes WHERE product = 'markets' AND key = 'NOVA/USDT'")
        .await;
    assert_eq!(published, 1, "the market's terms are in the public changelog");

    let seller = l.funded("seller@example.com", &l.asset, "100").await;
    let buyer = l.funded("buyer@example.com", "3", "100").await;
    ok(&l.trade(&seller, "2", "10", "1.5").await);
    ok(&l.trade(&buyer, "1", "10", "1.5").await);
    let filled = l
        .app
        .count("SELECT COUNT(*) FROM spot_orders o JOIN markets m ON m.id = o.market_id WHERE m.symbol = 'NOVA/USDT' AND o.status = 2")
        .await;
    assert_eq!(filled, 2, "both orders filled against each other");

    // Its index is the last price of its own book, and no other feed may price it.
    let mut feed = BookFeed::new(l.app.state.market.clone());
    let id = l
        .app
        .count("SELECT id FROM markets WHERE symbol = 'NOVA/USDT'")
        .await;
    assert_eq!(feed.source(), BOOK);
    assert_eq!(feed.prices(0), vec![(id, 150_000_000)]);
    assert!(feed.claims().contains(&id));
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn only_an_admin_opens_a_market_and_bad_terms_change_nothing() {
    let mut l = Listing::new().await;
    l.after_listing().await;
    error(&l.open(&l.finance, "1").await, "forbidden");
    error(&l.open(&l.admin, "0").await, "invalid_params");
    let usdt = [
        ("currency", "3"),
        ("price_scale", "4"),
        ("qty_scale", "2"),
        ("min_qty", "1"),
        ("min_notional", "1"),
    ];
    error(
        &admin_post(&l.app, "/markets/open", &l.admin, &usdt).await,
        "invalid_params",
    );
    let too_fine = [
        ("currency", l.asset.as_str()),
        ("price_scale", "6"),
        ("qty_scale", "4"),
        ("min_qty", "1"),
        ("min_notional", "1"),
    ];
    error(
        &admin_post(&l.app, "/markets/open", &l.admin, &too_fine).await,
        "invalid_params",
    );
    let btc = [
        ("currency", "1"),
        ("price_scale", "2"),
        ("qty_scale", "4"),
        ("min_qty", "1"),
        ("min_notional", "1"),
    ];
    error(
        &admin_post(&l.app, "/markets/open", &l.admin, &btc).await,
        "market_exists",
    );
    assert_eq!(
        l.app
            .count("SELECT COUNT(*) FROM markets WHERE index_from_book = 1")
            .await,
        0
    );
}

/// The USDT a user holds in their exchange account, in minor units.
async fn usdt_of(app: &TestApp, email: &str) -> i64 {
    app.count(&format!(
        "SELECT CAST(COALESCE(SUM(a.available), 0) AS BIGINT) FROM accounts a JOIN users u ON u.id = a.user_id \
         WHERE u.email = '{email}' AND a.asset_id = 3"
    ))
    .await
}

#[tokio::test]
async fn a_token_pumped_by_trading_with_oneself_converts_at_no_price_so_the_house_pays_nothing() {
    let mut l = Listing::new().await;
    l.after_listing().await;
    ok(&l.open(&l.admin, "1").await);
    let holder = l.funded("holder@example.com", &l.asset, "50000").await;
    let pump = l.funded("pump@example.com", "3", "200").await;
    // Two accounts of one attacker trade a single token at 1000 times its sale price of 0.1 USDT.
    ok(&l.trade(&holder, "2", "1", "100").await);
    ok(&l.trade(&pump, "1", "1", "100").await);
    let now = l.app.state.clock.now_ms() / 1000 * 1000;
    let mut feed = BookFeed::new(l.app.state.market.clone());
    // The book's task records the fill after answering the order; wait for its ticker, not for time.
    let mut pumped = feed.prices(now);
    for _ in 0..500 {
        if !pumped.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        pumped = feed.prices(now);
    }
    assert_eq!(pumped.len(), 1, "the book priced its market at the pumped trade");
    mercato::market::index::record(&l.app.state.market_ctx, now, BOOK, &pumped)
        .await
        .unwrap();
    let before = usdt_of(&l.app, "holder@example.com").await;

    let into_usdt = [
        ("number", "49999"),
        ("from_currency_id", l.asset.as_str()),
        ("to_currency_id", "3"),
    ];
    error(
        &l.app.post("/user/Transfer", Some(&holder), &into_usdt).await,
        "market_closed",
    );
    let from_usdt = [
        ("number", "100"),
        ("from_currency_id", "3"),
        ("to_currency_id", l.asset.as_str()),
    ];
    error(
        &l.app.post("/user/Transfer", Some(&pump), &from_usdt).await,
        "market_closed",
    );
    assert_eq!(usdt_of(&l.app, "holder@example.com").await, before);
    assert_eq!(
        l.app
            .count("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 11")
            .await,
        0,
        "no conversion was posted either way"
    );
    let list = l.app.get("/user/getTransferList", Some(&holder), &[]).await;
    let offered: Vec<String> = list["message"]["transfer"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap().to_string())
        .collect();
    assert!(!offered.contains(&"NOVA".to_string()), "{offered:?}");
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn no_quiz_round_or_dual_product_settles_on_a_market_its_own_book_prices() {
    let mut l = Listing::new().await;
    l.after_listing().await;
    ok(&l.open(&l.admin, "1").await);
    let content = operator(&l.app, "content@example.com", "content").await;
    let now = l.app.state.clock.now_ms() / 1000 * 1000;
    let times = [now, now + 60_000, now + 70_000].map(|t| t.to_string());
    let round = [
        ("market", "NOVA/USDT"),
        ("opens_at", &times[0]),
        ("closes_at", &times[1]),
        ("settles_at", &times[2]),
    ];
    let refused = admin_post(&l.app, "/quiz/rounds/create", &content, &round).await;
    error(&refused, "invalid_params");
    assert_eq!(refused["field"], "market");
    let dual = [
        ("currency", l.asset.as_str()),
        ("type", "call"),
        ("name", "Dual"),
        ("rate", "36.5"),
        ("exercise_price", "1"),
        ("total_number", "10"),
        ("user_limit", "1"),
        ("minutes", "5"),
    ];
    let refused = admin_post(&l.app, "/dual/products/create", &l.finance, &dual).await;
    error(&refused, "invalid_params");
    assert_eq!(refused["field"], "currency");
    assert_eq!(
        l.app
            .count("SELECT (SELECT COUNT(*) FROM quiz_rounds) + (SELECT COUNT(*) FROM dual_products)")
            .await,
        0
    );
}
