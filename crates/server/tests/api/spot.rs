use serde_json::Value;

use crate::common::{TestApp, accepted_else, assert_ledger_clean, change_parameter, error, ok, operator};

/// Demo mode for the faucet (10,000 USDT, 1 BTC, 10 ETH each), without a price feed so nothing moves by itself.
async fn quiet_demo() -> TestApp {
    TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await
}

/// `(available, frozen)` of one asset in the user's exchange account.
async fn change(app: &TestApp, token: &str, symbol: &str) -> (String, String) {
    let list = app.get("/wallet/list", Some(token), &[]).await;
    let row = list["message"]["change_wallet"]["balance"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["currency_name"] == symbol)
        .cloned()
        .unwrap();
    (
        row["change_balance"].as_str().unwrap().to_string(),
        row["lock_change_balance"].as_str().unwrap().to_string(),
    )
}

async fn order(app: &TestApp, token: &str, side: &str, amount: &str, price: &str) -> Value {
    app.post(
        "/coin/trade",
        Some(token),
        &[
            ("currency_id", "1"),
            ("legal_id", "3"),
            ("type", side),
            ("amount", amount),
            ("target_price", price),
        ],
    )
    .await
}

async fn orders(app: &TestApp, token: &str, query: &[(&str, &str)]) -> Vec<Value> {
    let list = app.get("/coin/list", Some(token), query).await;
    ok(&list);
    list["message"].as_array().unwrap().clone()
}

#[tokio::test]
async fn crossing_orders_fill_at_the_makers_price_and_settle_balances_fees_and_order_states_exactly() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;

    ok(&order(&app, &alice, "2", "0.1", "50000").await);
    assert_eq!(
        change(&app, &alice, "BTC").await,
        ("0.90000000".into(), "0.10000000".into())
    );
    let resting = orders(&app, &alice, &[("status", "1")]).await;
    assert_eq!(resting.len(), 1);
    assert_eq!(resting[0]["target_price"], "50000.00");
    assert_eq!(resting[0]["amount"], "0.100000");
    assert_eq!(resting[0]["status"], 1);

    // Bob bids 51,000 for 0.1 BTC: he holds 5,100 USDT, fills at alice's 50,000 and gets 100 USDT back.
    ok(&order(&app, &bob, "1", "0.1", "51000").await);
    assert_eq!(
        change(&app, &bob, "USDT").await,
        ("5000.00000000".into(), "0.00000000".into())
    );
    assert_eq!(
        change(&app, &bob, "BTC").await,
        ("1.09990000".into(), "0.00000000".into()),
        "0.1 BTC less 0.1 % fee"
    );
    assert_eq!(
        change(&app, &alice, "USDT").await,
        ("14995.00000000".into(), "0.00000000".into()),
        "5,000 less 5 fee"
    );
    assert_eq!(
        change(&app, &alice, "BTC").await,
        ("0.90000000".into(), "0.00000000".into())
    );

    let mine = orders(&app, &bob, &[]).await;
    assert_eq!(mine[0]["status"], 2);
    assert_eq!(mine[0]["trade_amount"], "0.100000");
    assert_eq!(mine[0]["avg_price"], "50000.00");
    assert_eq!(mine[0]["fee"], "0.00010000");
    assert_eq!(mine[0]["fee_currency"], "BTC");
    let hers = orders(&app, &alice, &[("history", "1")]).await;
    assert_eq!(hers[0]["status"], 2);
    assert_eq!(hers[0]["fee"], "5.00000000");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM spot_trades WHERE price = 5000000 AND qty = 100000")
            .await,
        1
    );
    assert_eq!(
        app.count("SELECT available FROM accounts WHERE system_role = 'fees' AND asset_id = 3")
            .await,
        500_000_000
    );
    assert_eq!(
        app.count("SELECT available FROM accounts WHERE system_role = 'fees' AND asset_id = 1")
            .await,
        10_000
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_fee_rate_changed_by_an_operator_applies_from_the_next_trade_on() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    let admin = operator(&app, "fees@example.com", "admin").await;

    // The market has read its fee rates for Alice's order before the change.
    ok(&order(&app, &alice, "2", "0.1", "50000").await);
    let fee = [("product", "spot"), ("key", "taker_fee"), ("value", "0.2")];
    ok(&change_parameter(&app, &admin, &fee).await);
    ok(&order(&app, &bob, "1", "0.1", "50000").await);
    assert_eq!(
        change(&app, &bob, "BTC").await,
        ("1.09980000".into(), "0.00000000".into()),
        "0.1 BTC less the new 0.2 % taker fee"
    );
    assert_eq!(
        change(&app, &alice, "USDT").await,
        ("14995.00000000".into(), "0.00000000".into()),
        "the maker fee stays 0.1 %"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_market_buy_spends_its_quote_amount_on_the_best_asks_and_a_partly_filled_maker_can_cancel_the_rest()
{
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    ok(&order(&app, &alice, "2", "0.02", "50000").await);
    ok(&order(&app, &alice, "2", "0.2", "50100").await);

    // 2,000 USDT buys 0.02 at 50,000 (1,000 USDT) then 0.019960 at 50,100 (999.99 USDT); a cent is left over.
    ok(&app
        .post(
            "/coin/trade",
            Some(&bob),
            &[
                ("currency_id", "1"),
                ("legal_id", "3"),
                ("type", "1"),
                ("amount", "2000"),
            ],
        )
        .await);
    assert_eq!(
        change(&app, &bob, "USDT").await,
        ("8000.00400000".into(), "0.00000000".into())
    );
    let bought = orders(&app, &bob, &[]).await;
    assert_eq!(bought[0]["order_type"], 2);
    assert_eq!(bought[0]["amount"], "2000.00000000");
    assert_eq!(bought[0]["trade_amount"], "0.039960");
    assert_eq!(bought[0]["status"], 2);

    let open = orders(&app, &alice, &[("status", "1")]).await;
    assert_eq!(open.len(), 1);
    assert_eq!(open[0]["trade_amount"], "0.019960");
    let id = open[0]["id"].as_i64().unwrap().to_string();
    ok(&app.post("/coin/cancel", Some(&alice), &[("id", &id)]).await);
    assert_eq!(
        change(&app, &alice, "BTC").await,
        ("0.96004000".into(), "0.00000000".into())
    );
    error(
        &app.post("/coin/cancel", Some(&alice), &[("id", &id)]).await,
        "order_not_cancellable",
    );
    let cancelled = orders(&app, &alice, &[("history", "1")]).await;
    assert_eq!(cancelled[0]["status"], 3);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_market_sell_fills_what_the_bids_hold_and_gives_back_the_rest() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    ok(&order(&app, &alice, "1", "0.01", "40000").await);
    ok(&app
        .post(
            "/coin/trade",
            Some(&bob),
            &[
                ("currency_id", "1"),
                ("legal_id", "3"),
                ("type", "2"),
                ("amount", "0.05"),
                ("target_price", "0"),
            ],
        )
        .await);
    assert_eq!(
        change(&app, &bob, "BTC").await,
        ("0.99000000".into(), "0.00000000".into())
    );
    assert_eq!(
        change(&app, &bob, "USDT").await,
        ("10399.60000000".into(), "0.00000000".into())
    );
    let sold = orders(&app, &bob, &[]).await;
    assert_eq!(
        (sold[0]["status"].as_i64(), sold[0]["trade_amount"].as_str()),
        (Some(2), Some("0.010000"))
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn orders_beyond_the_balance_or_with_bad_prices_and_amounts_are_refused_and_change_nothing() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    error(
        &order(&app, &alice, "1", "1", "50000").await,
        "insufficient_balance",
    );
    error(
        &order(&app, &alice, "2", "2", "50000").await,
        "insufficient_balance",
    );
    error(&order(&app, &alice, "1", "0.1", "-1").await, "invalid_price");
    error(
        &order(&app, &alice, "1", "0.1", "50000.001").await,
        "invalid_price",
    );
    error(
        &order(&app, &alice, "1", "0.0000001", "50000").await,
        "invalid_amount",
    );
    error(&order(&app, &alice, "1", "0.00001", "100").await, "below_minimum");
    error(&order(&app, &alice, "3", "0.1", "50000").await, "invalid_params");
    let stock = app
        .post(
            "/coin/trade",
            Some(&alice),
            &[
                ("currency_id", "1001"),
                ("legal_id", "3"),
                ("type", "1"),
                ("amount", "1"),
                ("target_price", "100"),
            ],
        )
        .await;
    error(&stock, "trading_disabled");
    assert_eq!(app.count("SELECT COUNT(*) FROM spot_orders").await, 0);
    assert_eq!(
        change(&app, &alice, "USDT").await,
        ("10000.00000000".into(), "0.00000000".into())
    );
    assert_eq!(
        change(&app, &alice, "BTC").await,
        ("1.00000000".into(), "0.00000000".into())
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn nobody_cancels_or_lists_another_users_orders() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let mallory = app.signed_up("mallory@example.com").await;
    ok(&order(&app, &alice, "1", "0.01", "40000").await);
    let id = orders(&app, &alice, &[]).await[0]["id"]
        .as_i64()
        .unwrap()
        .to_string();
    error(
        &app.post("/coin/cancel", Some(&mallory), &[("id", &id)]).await,
        "order_not_found",
    );
    assert!(orders(&app, &mallory, &[]).await.is_empty());
    assert_eq!(orders(&app, &alice, &[("status", "1")]).await.len(), 1);
    let anonymous = app.post("/coin/trade", None, &[("currency_id", "1")]).await;
    assert_eq!(anonymous["type"], "999");
}

#[tokio::test]
async fn the_same_idempotency_key_places_one_order_and_answers_alike() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let form = [
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", "1"),
        ("amount", "0.01"),
        ("target_price", "40000"),
        ("idempotency_key", "k-1"),
    ];
    let first = app.post("/coin/trade", Some(&alice), &form).await;
    let second = app.post("/coin/trade", Some(&alice), &form).await;
    ok(&first);
    assert_eq!(first, second);
    assert_eq!(app.count("SELECT COUNT(*) FROM spot_orders").await, 1);
    let mut other = form;
    other[3] = ("amount", "0.02");
    error(
        &app.post("/coin/trade", Some(&alice), &other).await,
        "idempotency_conflict",
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_hundred_racing_buys_of_the_whole_balance_let_exactly_one_through() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let calls = (0..100).map(|_| order(&app, &alice, "1", "0.2", "50000"));
    let answers = futures_util::future::join_all(calls).await;
    let accepted = accepted_else(&answers, "insufficient_balance");
    assert_eq!(accepted, 1, "10,000 USDT holds one 0.2 BTC bid at 50,000");
    assert_eq!(
        change(&app, &alice, "USDT").await,
        ("0.00000000".into(), "10000.00000000".into())
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn orders_arriving_together_are_each_kept_or_refused_on_their_own() {
    let app = quiet_demo().await;
    let mut users = Vec::new();
    for i in 0..12 {
        users.push(app.signed_up(&format!("user{i}@example.com")).await);
    }
    // Each user sends an order the balance holds and one it does not, all at once, so they share batches.
    let calls = users.iter().flat_map(|u| {
        [
            order(&app, u, "1", "0.01", "50000"),
            order(&app, u, "1", "1", "50000"),
        ]
    });
    let answers = futures_util::future::join_all(calls).await;
    for pair in answers.chunks(2) {
        ok(&pair[0]);
        assert_eq!(pair[1]["error"], "insufficient_balance", "{}", pair[1]);
    }
    for u in &users {
        assert_eq!(
            change(&app, u, "USDT").await,
            ("9500.00000000".into(), "500.00000000".into()),
            "500 USDT held for the one order kept"
        );
        assert_eq!(orders(&app, u, &[]).await.len(), 1);
    }
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn open_orders_survive_a_restart_with_their_time_priority_and_trade_ids_go_on_counting() {
    let first = quiet_demo().await;
    if first.state.db.is_postgres() {
        return; // Each app gets a fresh PostgreSQL database; the SQLite file is what can be reopened here.
    }
    let alice = first.signed_up("alice@example.com").await;
    let bob = first.signed_up("bob@example.com").await;
    let carol = first.signed_up("carol@example.com").await;
    ok(&order(&first, &alice, "2", "0.01", "50000").await);
    ok(&order(&first, &bob, "2", "0.01", "50000").await);
    ok(&order(&first, &carol, "1", "0.002", "50000").await);
    let dir = first.stop().await;
    let data = dir.path().to_path_buf();
    let app = TestApp::spawn_with(move |c| {
        c.server.demo = true;
        c.market.feed = "none".into();
        c.server.data_dir = data;
    })
    .await;
    ok(&order(&app, &carol, "1", "0.01", "50000").await);
    // Alice asked first, so she is filled; Bob still waits.
    assert_eq!(orders(&app, &alice, &[]).await[0]["status"], 2);
    assert_eq!(orders(&app, &bob, &[]).await[0]["status"], 1);
    // The trades made after the restart are numbered after the one made before it.
    assert_eq!(
        app.count("SELECT COUNT(*) FROM spot_trades WHERE id IN (1, 2, 3)")
            .await,
        3
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn verify_reports_an_order_whose_user_or_market_is_missing_and_trades_still_need_real_orders() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    ok(&order(&app, &alice, "1", "0.001", "50000").await);
    assert_ledger_clean(&app).await;
    // A trade must name orders that exist, on both databases, after the orders' table was rebuilt on SQLite.
    let mut tx = app.state.db.begin().await.unwrap();
    let trade = mercato::on_tx!(&mut tx, c => sqlx::query(
        "INSERT INTO spot_trades (market_id, taker_order_id, maker_order_id, taker_side, price, qty, quote_amount, \
         taker_fee, maker_fee, created_at) VALUES (1, 999999, 999998, 1, 1, 1, 1, 0, 0, 0)"
    ).execute(c).await.map(|_| ()));
    assert!(
        trade.is_err(),
        "a trade naming orders that do not exist is refused"
    );
    drop(tx);
    app.exec(
        "INSERT INTO spot_orders (market_id, user_id, side, order_type, price, qty, frozen, status, created_at, \
         updated_at) VALUES (1, 999999, 1, 1, 1, 1, 0, 3, 0, 0), (999999, (SELECT MIN(id) FROM users), 1, 1, 1, 1, 0, \
         3, 0, 0)",
    )
    .await;
    let report = mercato::ledger::verify::verify(&app.state.db).await.unwrap();
    let strays: Vec<&String> = report
        .problems
        .iter()
        .filter(|p| p.starts_with("spot order ") && p.ends_with("does not exist"))
        .collect();
    assert_eq!(strays.len(), 2, "{:?}", report.problems);
    assert!(strays.iter().any(|p| p.contains("user 999999")), "{strays:?}");
    assert!(strays.iter().any(|p| p.contains("market 999999")), "{strays:?}");
}

#[tokio::test]
async fn a_stopped_server_leaves_no_connection_to_its_database_open_not_even_a_markets_own() {
    let Ok(admin_url) = std::env::var("MERCATO_TEST_POSTGRES_URL") else {
        return; // SQLite: the restart test above reopens the file after a stop.
    };
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    ok(&order(&app, &alice, "2", "0.01", "50000").await);
    ok(&order(&app, &bob, "1", "0.01", "50000").await);
    let name = app
        .state
        .config
        .database
        .url
        .rsplit('/')
        .next()
        .unwrap()
        .to_string();
    let admin = sqlx::PgPool::connect(&admin_url).await.unwrap();
    let open = || async {
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = $1")
            .bind(&name)
            .fetch_one(&admin)
            .await
            .unwrap()
    };
    assert!(
        open().await >= 2,
        "the server's pool and the market's own connection are open"
    );
    let stopped = tokio::time::timeout(std::time::Duration::from_secs(30), app.stop()).await;
    assert!(stopped.is_ok(), "the server stops, its markets' tasks with it");
    // A closed connection's backend ends a moment after the close; one left open never does.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while open().await > 0 && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(open().await, 0, "no connection outlives the server");
    admin.close().await;
}

#[tokio::test]
async fn quotations_list_usdt_first_with_spot_pairs_and_simulated_stocks() {
    let app = quiet_demo().await;
    let list = app.get("/currency/quotation_new", None, &[]).await;
    ok(&list);
    assert_eq!(list["message"][0]["name"], "USDT");
    let items = list["message"][0]["quotation"].as_array().unwrap();
    let btc = items.iter().find(|q| q["symbol"] == "BTC/USDT").unwrap();
    assert_eq!(
        (btc["market_from"].as_i64(), btc["open_coin_trade"].as_i64()),
        (Some(1), Some(1))
    );
    let aapl = items.iter().find(|q| q["symbol"] == "AAPL/USDT").unwrap();
    assert_eq!(
        (
            aapl["category"].as_str(),
            aapl["market_from"].as_i64(),
            aapl["simulated"].as_i64()
        ),
        (Some("stock"), Some(2), Some(1))
    );
    assert!(items.len() >= 14);
}

#[tokio::test]
async fn a_trade_shows_in_the_ticker_and_in_every_k_line_period() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    ok(&order(&app, &alice, "2", "0.1", "50000").await);
    ok(&order(&app, &bob, "1", "0.1", "50000").await);
    for period in [
        "1min", "5min", "15min", "30min", "60min", "4hour", "1day", "1week", "1mon", "1H", "1D", "1W", "1M",
        "1Y",
    ] {
        let k = app
            .get(
                "/currency/new_timeshar",
                None,
                &[("symbol", "BTC/USDT"), ("period", period)],
            )
            .await;
        assert_eq!(k["code"], 1, "{period}: {k}");
        let candles = k["data"].as_array().unwrap();
        assert_eq!(candles.len(), 1, "{period}");
        assert_eq!(candles[0]["close"], "50000.00");
        assert_eq!(candles[0]["volume"], "0.100000");
        assert_eq!(candles[0]["vol"], "5000.00000000");
    }
    let list = app.get("/currency/quotation_new", None, &[]).await;
    let btc = list["message"][0]["quotation"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["symbol"] == "BTC/USDT")
        .cloned()
        .unwrap();
    assert_eq!(
        (btc["now_price"].as_str(), btc["volume"].as_str()),
        (Some("50000.00"), Some("0.100000"))
    );
    let bad = app
        .get(
            "/currency/new_timeshar",
            None,
            &[("symbol", "NOPE/USDT"), ("period", "1min"), ("lang", "en")],
        )
        .await;
    assert_eq!(
        (bad["code"].as_i64(), bad["error"].as_str()),
        (Some(-1), Some("invalid_params"))
    );
    assert!(bad.get("type").is_none());
    let bad = app
        .get(
            "/currency/new_timeshar",
            None,
            &[("symbol", "BTC/USDT"), ("period", "2min")],
        )
        .await;
    assert_eq!(bad["code"], -1);
}

#[tokio::test]
async fn a_spot_pair_keeps_candles_of_its_index_apart_from_its_trades_for_the_charts_of_what_the_index_settles()
 {
    let app = TestApp::spawn_with_clock(mercato::clock::Clock::manual(1_800_000_000_000), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    for (second, usdt) in [(0, 50_000), (1, 50_500), (2, 49_800)] {
        let ts = 1_800_000_000_000 + second * 1000;
        mercato::market::index::record(&app.state.market_ctx, ts, "test", &[(1, usdt * 100_000_000)])
            .await
            .unwrap();
    }
    let candles = |source: &'static str| {
        let app = &app;
        async move {
            let k = app
                .get(
                    "/currency/new_timeshar",
                    None,
                    &[("symbol", "BTC/USDT"), ("period", "1min"), ("source", source)],
                )
                .await;
            assert_eq!(k["code"], 1, "{k}");
            k["data"].as_array().unwrap().clone()
        }
    };
    let index = candles("index").await;
    assert_eq!(index.len(), 1);
    assert_eq!(
        (
            &index[0]["open"],
            &index[0]["high"],
            &index[0]["low"],
            &index[0]["close"]
        ),
        (
            &"50000.00".into(),
            &"50500.00".into(),
            &"49800.00".into(),
            &"49800.00".into()
        ),
        "the index's path in that minute"
    );
    assert_eq!(index[0]["volume"], "0.000000", "an index has no volume");
    assert!(candles("").await.is_empty(), "nobody traded: no trade candle");
}

#[tokio::test]
async fn favourites_are_added_once_listed_and_removed_per_user() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    let first = app
        .post("/optional/add", Some(&alice), &[("currency_id", "2")])
        .await;
    let again = app
        .post("/optional/add", Some(&alice), &[("currency_id", "2")])
        .await;
    ok(&first);
    assert_eq!(first["message"]["id"], again["message"]["id"]);
    ok(&app
        .post("/optional/add", Some(&alice), &[("currency_id", "1003")])
        .await);
    error(
        &app.post("/optional/add", Some(&alice), &[("currency_id", "999")])
            .await,
        "not_found",
    );
    let list = app.get("/optional/list", Some(&alice), &[]).await;
    assert_eq!(list["message"].as_array().unwrap().len(), 2);
    assert!(
        app.get("/optional/list", Some(&bob), &[]).await["message"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    error(
        &app.post("/optional/del", Some(&bob), &[("currency_id", "2")])
            .await,
        "not_found",
    );
    ok(&app
        .post("/optional/del", Some(&alice), &[("currency_id", "2")])
        .await);
    assert_eq!(
        app.get("/optional/list", Some(&alice), &[]).await["message"][0]["currency_id"],
        1003
    );
}

#[tokio::test]
async fn a_conversion_pays_at_the_recorded_index_less_the_published_fee_and_keeps_the_samples_in_the_bill() {
    let ts = 1_795_400_000_000;
    let app = TestApp::spawn_with_clock(mercato::clock::Clock::manual(ts), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    let alice = app.signed_up("alice@example.com").await;
    mercato::market::index::record(
        &app.state.market_ctx,
        ts,
        "test",
        &[(1, 9_500_000_000_000), (2, 350_000_000_000)],
    )
    .await
    .unwrap();
    let fee = app
        .post(
            "/user/getTransferFee",
            Some(&alice),
            &[("from_currency_id", "1"), ("to_currency_id", "2")],
        )
        .await;
    ok(&fee);
    assert_eq!(
        (
            fee["message"]["form_price"].as_str(),
            fee["message"]["fee"].as_str()
        ),
        (Some("95000.00000000"), Some("0.2000"))
    );
    error(
        &app.post(
            "/user/getTransferFee",
            Some(&alice),
            &[("from_currency_id", "1"), ("to_currency_id", "1")],
        )
        .await,
        "same_currency",
    );
    ok(&app
        .post(
            "/user/Transfer",
            Some(&alice),
            &[
                ("number", "0.5"),
                ("from_currency_id", "1"),
                ("to_currency_id", "2"),
            ],
        )
        .await);
    // 0.5 BTC = 47,500 USDT = 13.57142857 ETH, less 0.2 % (0.02714286) = 13.54428571.
    assert_eq!(change(&app, &alice, "BTC").await.0, "0.50000000");
    assert_eq!(change(&app, &alice, "ETH").await.0, "23.54428571");
    let bill = app
        .get("/wallet/legal_log", Some(&alice), &[("lang", "en")])
        .await;
    let line = &bill["message"]["list"][0];
    assert_eq!(line["info"], "Conversion");
    error(
        &app.post(
            "/user/Transfer",
            Some(&alice),
            &[
                ("number", "5"),
                ("from_currency_id", "1"),
                ("to_currency_id", "2"),
            ],
        )
        .await,
        "insufficient_balance",
    );
    error(
        &app.post(
            "/user/Transfer",
            Some(&alice),
            &[
                ("number", "0.00000001"),
                ("from_currency_id", "2"),
                ("to_currency_id", "1"),
            ],
        )
        .await,
        "below_minimum",
    );
    let memo = app.count("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 11 AND memo LIKE 'BTC 95000.00000000 USDT (test,%'").await;
    assert_eq!(memo, 1);
    let list = app.get("/user/getTransferList", Some(&alice), &[]).await;
    let names: Vec<&str> = list["message"]["transfer"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t["name"].as_str())
        .collect();
    assert_eq!(names, ["BTC", "ETH", "USDT"]);
    // Past the published age the recorded index values nothing: no conversion at a price the market has left.
    app.state.clock.advance(10_001).unwrap();
    error(
        &app.post(
            "/user/Transfer",
            Some(&alice),
            &[
                ("number", "0.1"),
                ("from_currency_id", "1"),
                ("to_currency_id", "2"),
            ],
        )
        .await,
        "market_closed",
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_k_line_window_shorter_than_its_period_shows_the_candle_it_falls_in() {
    let app = quiet_demo().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    ok(&order(&app, &alice, "2", "0.1", "50000").await);
    ok(&order(&app, &bob, "1", "0.1", "50000").await);
    let now = app.state.clock.now_ms() / 1000;
    // What an existing client asks for its header: the last hour, in day candles.
    for period in ["1day", "1D", "1week", "4hour"] {
        let (from, to) = ((now - 3600).to_string(), (now + 1).to_string());
        let k = app
            .get(
                "/currency/new_timeshar",
                None,
                &[
                    ("symbol", "BTC/USDT"),
                    ("period", period),
                    ("from", &from),
                    ("to", &to),
                ],
            )
            .await;
        let candles = k["data"].as_array().unwrap();
        assert_eq!(candles.len(), 1, "{period}: {k}");
        assert_eq!(
            (candles[0]["high"].clone(), candles[0]["low"].clone()),
            ("50000.00".into(), "50000.00".into())
        );
    }
}
