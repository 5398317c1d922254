//! Three `mercato` nodes on one PostgreSQL database and one Redis, behind HAProxy: trading across nodes, events
//! across nodes, failover on kill -9, fencing of a paused owner, revocation and limits across nodes. They need
//! PostgreSQL, `redis-server` and `haproxy`, so they run with `make test-cluster` (part of `make test`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod harness;
mod socket;

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use harness::{Cluster, LEASE_MS};
use mercato::{
    cluster::lease::{self, Claimant},
    db::Db,
};
use serde_json::Value;

/// The published takeover bound: the lease's length and one more attempt to take it.
const TAKEOVER: Duration = Duration::from_millis((LEASE_MS + LEASE_MS / 3) as u64);

fn ok(body: &Value) {
    assert_eq!(body["type"], "ok", "{body}");
}

fn order_form<'a>(side: &'a str, amount: &'a str, price: &'a str) -> [(&'a str, &'a str); 5] {
    [
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", side),
        ("amount", amount),
        ("target_price", price),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL, redis-server and haproxy: make test-cluster"]
async fn users_on_different_nodes_trade_on_one_market_and_a_socket_on_a_third_node_sees_the_trade_and_the_balance()
 {
    let cluster = Cluster::start(&["a", "b", "c"]).await;
    let (owner, _) = cluster.owner(TAKEOVER * 2).await;
    let others: Vec<usize> = (0..3).filter(|i| *i != owner).collect();
    let alice = cluster.signed_up("alice@example.com", others[0]).await;
    let bob = cluster.signed_up("bob@example.com", others[1]).await;
    let mut watcher = socket::Client::connect(&cluster.nodes[others[1]].base()).await;
    watcher.login(&alice).await;
    watcher.subscribe("market_trade:BTC/USDT").await;

    // Alice sells through one follower, Bob buys through the other: both calls reach the owner's book.
    let a = cluster.nodes[others[0]].base();
    let b = cluster.nodes[others[1]].base();
    ok(&cluster
        .post(&a, "/coin/trade", Some(&alice), &order_form("2", "0.1", "50000"))
        .await);
    ok(&cluster
        .post(&b, "/coin/trade", Some(&bob), &order_form("1", "0.1", "50000"))
        .await);

    let trade = watcher.until_event("market_trade", Duration::from_secs(10)).await;
    assert!(trade.to_string().contains("50000"), "{trade}");
    // Alice's balances changed in BTC (sold) and USDT (received); both reach her socket on another node.
    let mut assets = std::collections::HashSet::new();
    while assets.len() < 2 {
        let balance = watcher.until_event("balance", Duration::from_secs(10)).await;
        for asset in ["BTC", "USDT"] {
            if balance.to_string().contains(&format!("\"{asset}\"")) {
                assets.insert(asset);
            }
        }
    }
    assert_eq!(cluster.query_i64("SELECT COUNT(*) FROM spot_trades").await, 1);
    let (clean, report) = cluster.verify_ledger();
    assert!(clean, "{report}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL, redis-server and haproxy: make test-cluster"]
async fn killing_the_owner_five_times_during_a_burst_moves_its_tasks_in_time_and_loses_no_acknowledged_order()
{
    let mut cluster = Cluster::start(&["a", "b", "c"]).await;
    let alice = cluster.signed_up("alice@example.com", 0).await;
    let lb = cluster.lb();
    let acknowledged: Arc<Mutex<HashMap<i64, usize>>> = Arc::default();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    // Bids far below the market, each at a price of its own, so the database shows every acknowledged one.
    let mut burst = tokio::task::JoinSet::new();
    for lane in 0..4 {
        let (http, lb, alice, acked, stop) = (
            cluster.http.clone(),
            lb.clone(),
            alice.clone(),
            acknowledged.clone(),
            stop.clone(),
        );
        burst.spawn(async move {
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                n += 1;
                // Lanes interleave, so no two lanes ever send the same price however many refusals they see.
                let cents = 100_000 + n * 4 + lane;
                let price = format!("{}.{:02}", cents / 100, cents % 100);
                let answer = http
                    .post(format!("{lb}/api/coin/trade"))
                    .header("authorization", &alice)
                    .form(&order_form("1", "0.01", &price))
                    .send()
                    .await;
                if let Ok(answer) = answer
                    && let Ok(body) = answer.json::<Value>().await
                    && body["type"] == "ok"
                {
                    *acked.lock().unwrap().entry(cents).or_default() += 1;
                }
            }
        });
    }
    let mut takeovers = Vec::new();
    for _ in 0..5 {
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let (owner, _) = cluster.owner(TAKEOVER * 2).await;
        cluster.kill(owner);
        let (next, took) = cluster.owner(TAKEOVER + Duration::from_secs(2)).await;
        assert_ne!(next, owner);
        takeovers.push(took);
        cluster.start_node(owner).await;
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    while burst.join_next().await.is_some() {}
    println!("takeovers after kill -9: {takeovers:?} (published bound {TAKEOVER:?})");
    for took in &takeovers {
        assert!(*took <= TAKEOVER, "a takeover took {took:?}");
    }

    let acked = acknowledged.lock().unwrap().clone();
    assert!(acked.len() > 20, "the burst placed orders: {}", acked.len());
    let pool = sqlx::PgPool::connect(&cluster.database_url).await.unwrap();
    // Prices are kept in cents (the pair's two decimals): each acknowledged price is stored exactly once.
    let stored: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT o.price, COUNT(*) FROM spot_orders o JOIN users u ON u.id = o.user_id \
         WHERE u.email = 'alice@example.com' GROUP BY o.price",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    pool.close().await;
    let stored: HashMap<i64, i64> = stored.into_iter().collect();
    for (cents, times) in &acked {
        assert_eq!(*times, 1, "{cents} acknowledged once");
        assert_eq!(
            stored.get(cents),
            Some(&1),
            "the acknowledged order at {cents} cents is stored once"
        );
    }
    assert!(stored.values().all(|n| *n == 1), "no order is stored twice");

    // The book the last owner rebuilt holds every open order: each cancels through the load balancer.
    let open: Vec<i64> = {
        let pool = sqlx::PgPool::connect(&cluster.database_url).await.unwrap();
        let ids = sqlx::query_scalar(
            "SELECT o.id FROM spot_orders o JOIN users u ON u.id = o.user_id \
             WHERE u.email = 'alice@example.com' AND o.status = 1",
        )
        .fetch_all(&pool)
        .await
        .unwrap();
        pool.close().await;
        ids
    };
    for id in &open {
        let id = id.to_string();
        ok(&cluster
            .post(&lb, "/coin/cancel", Some(&alice), &[("id", &id)])
            .await);
    }
    let (clean, report) = cluster.verify_ledger();
    assert!(clean, "{report}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL, redis-server and haproxy: make test-cluster"]
async fn a_paused_owner_loses_its_tasks_and_stops_when_it_wakes_instead_of_writing() {
    let mut cluster = Cluster::start(&["a", "b", "c"]).await;
    let (owner, _) = cluster.owner(TAKEOVER * 2).await;
    let token_before = cluster
        .query_i64("SELECT token FROM leases WHERE name = 'core'")
        .await;
    cluster.signal(owner, "STOP");
    let (next, _) = {
        let start = std::time::Instant::now();
        loop {
            let roles = cluster.roles().await;
            if let Some(i) = (0..3).find(|i| *i != owner && roles[*i].as_deref() == Some("owner")) {
                break (i, start.elapsed());
            }
            assert!(
                start.elapsed() < TAKEOVER * 2,
                "nobody took over from the paused owner"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    };
    assert_ne!(next, owner);
    cluster.signal(owner, "CONT");
    let code = cluster.exited(owner, TAKEOVER).await;
    assert_eq!(
        code,
        Some(mercato::cluster::LOST_LEASE_EXIT),
        "the woken node stops"
    );
    assert!(
        cluster
            .query_i64("SELECT token FROM leases WHERE name = 'core'")
            .await
            > token_before
    );
    let (clean, report) = cluster.verify_ledger();
    assert!(clean, "{report}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL, redis-server and haproxy: make test-cluster"]
async fn a_write_fenced_by_a_lost_lease_is_refused_by_the_database() {
    let cluster = Cluster::start(&[]).await;
    let db = Db::connect(&cluster.database_url).await.unwrap();
    db.migrate().await.unwrap();
    let me = |name: &str| Claimant {
        holder: format!("{name}/1"),
        node_id: name.to_string(),
        url: String::new(),
    };
    let first = lease::acquire(&db, "test", &me("a"), 60_000)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        lease::acquire(&db, "test", &me("b"), 60_000).await.unwrap(),
        None,
        "held: not taken"
    );
    let fenced = db.fenced("test", first);
    fenced.begin().await.unwrap().commit().await.unwrap();
    // The lease runs out (by the database's clock) and another holder takes it.
    cluster
        .exec("UPDATE leases SET expires_at = 0 WHERE name = 'test'")
        .await;
    let second = lease::acquire(&db, "test", &me("b"), 60_000)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(second, first + 1);
    // The old holder writes on, as a node resumed after a pause would; the database refuses its commit.
    let mut late = fenced.begin().await.unwrap();
    mercato::on_tx!(&mut late, c => {
        sqlx::query("UPDATE leases SET node_id = 'stale' WHERE name = 'test'")
            .execute(c)
            .await
            .unwrap();
    });
    assert!(
        late.commit().await.is_err(),
        "the old holder cannot commit a write"
    );
    let node: String = mercato::on_db!(&db, c => {
        sqlx::query_scalar("SELECT node_id FROM leases WHERE name = 'test'")
            .fetch_one(c)
            .await
            .unwrap()
    });
    assert_eq!(node, "b", "the refused write left nothing behind");
    assert!(!lease::renew(&db, "test", &me("a"), first, 60_000).await.unwrap());
    assert!(lease::renew(&db, "test", &me("b"), second, 60_000).await.unwrap());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL, redis-server and haproxy: make test-cluster"]
async fn a_logout_on_one_node_is_refused_on_another_at_once_and_login_failures_count_across_nodes() {
    let cluster = Cluster::start(&["a", "b", "c"]).await;
    let alice = cluster.signed_up("alice@example.com", 0).await;
    let (a, b) = (cluster.nodes[0].base(), cluster.nodes[1].base());
    ok(&cluster.get(&b, "/user/info", Some(&alice)).await);
    ok(&cluster.get(&a, "/user/logout", Some(&alice)).await);
    let refused = cluster.get(&b, "/user/info", Some(&alice)).await;
    assert_eq!(refused["type"], "999", "{refused}");

    // 60 wrong passwords for one account, spread over the three nodes at once: the published number is compared.
    let mut guesses = tokio::task::JoinSet::new();
    for i in 0..60 {
        let base = cluster.nodes[i % 3].base();
        let http = cluster.http.clone();
        guesses.spawn(async move {
            let answer = http
                .post(format!("{base}/api/user/login"))
                .header("x-forwarded-for", format!("10.0.{}.{}", i / 200, i % 200))
                .form(&[
                    ("user_string", "alice@example.com"),
                    ("password", "wrong-password"),
                ])
                .send()
                .await
                .unwrap();
            answer.json::<Value>().await.unwrap()["error"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        });
    }
    let mut by_error: HashMap<String, usize> = HashMap::new();
    while let Some(done) = guesses.join_next().await {
        *by_error.entry(done.unwrap()).or_default() += 1;
    }
    let compared = by_error.get("login_failed").copied().unwrap_or(0);
    assert_eq!(
        compared, 5,
        "only the published 5 failures are compared: {by_error:?}"
    );
    assert_eq!(
        by_error.get("too_many_requests").copied().unwrap_or(0),
        55,
        "{by_error:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL, redis-server and haproxy: make test-cluster"]
async fn two_nodes_with_the_same_name_never_own_the_tasks_together() {
    let mut cluster = Cluster::start(&["same", "same"]).await;
    let (first, _) = cluster.owner(TAKEOVER * 2).await;
    // `owner` fails the test whenever two nodes report owning the tasks at once.
    for _ in 0..10 {
        let roles = cluster.roles().await;
        assert_eq!(
            roles.iter().filter(|r| r.as_deref() == Some("owner")).count(),
            1,
            "{roles:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    cluster.kill(first);
    let (second, _) = cluster.owner(TAKEOVER + Duration::from_secs(2)).await;
    assert_ne!(first, second);
    assert_eq!(cluster.query_i64("SELECT COUNT(*) FROM leases").await, 1);
}

#[path = "../support/ethnode.rs"]
mod ethnode;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL, redis-server, haproxy and tools/ethnode: make test-cluster"]
async fn killing_the_scanning_node_mid_range_misses_no_deposit_and_credits_none_twice() {
    let node = ethnode::EthNode::start().await;
    let env = node.env();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let mut cluster = Cluster::start_with(&["a", "b", "c"], &env).await;
    cluster
        .exec(&format!(
            "INSERT INTO settings (key, value, is_public, updated_at) VALUES ('deposit_xpub_ERC20', '{}', 0, 0) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            ethnode::XPUB
        ))
        .await;
    cluster
        .exec("UPDATE rules SET value = '3' WHERE product = 'chain' AND key = 'confirmations_ERC20'")
        .await;
    let lb = cluster.lb();
    let alice = cluster.signed_up("alice@example.com", 0).await;
    // The demo's faucet funds a new account; the deposits come on top.
    let before = held_eth(&cluster).await;
    let address = cluster
        .get(&lb, "/wallet/get_in_address?currency=2", Some(&alice))
        .await;
    ok(&address);
    let to = address["message"].as_str().unwrap().to_string();

    // Twenty deposits, each in a block of its own, while the scanning node is killed twice; the watcher reads two
    // blocks a round, so each kill lands between or inside ranges.
    let mut sent = Vec::new();
    let mut killed = 0;
    for i in 1..=20u128 {
        sent.push(node.send_eth(&to, i * 10_000_000_000_000_000).await);
        if i % 7 == 0 {
            let (owner, _) = cluster.owner(TAKEOVER * 2).await;
            cluster.kill(owner);
            killed += 1;
            let (next, _) = cluster.owner(TAKEOVER + Duration::from_secs(2)).await;
            assert_ne!(next, owner);
            cluster.start_node(owner).await;
        }
    }
    node.mine(3).await;
    let mut credited = 0;
    for _ in 0..600 {
        credited = cluster
            .query_i64("SELECT COUNT(*) FROM deposits WHERE chain = 'ERC20' AND status = 2")
            .await;
        if credited >= 20 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(killed, 2);
    assert_eq!(credited, 20, "every deposit credited");
    for tx in &sent {
        let times = cluster
            .query_i64(&format!(
                "SELECT COUNT(*) FROM deposits WHERE chain = 'ERC20' AND tx_hash = '{tx}'"
            ))
            .await;
        assert_eq!(times, 1, "{tx} credited once");
    }
    // 0.01 + 0.02 + … + 0.20 ETH, in minor units of 10^-8.
    assert_eq!(held_eth(&cluster).await - before, 210_000_000);
    let (clean, report) = cluster.verify_ledger();
    assert!(clean, "{report}");
}

/// Alice's ETH in her exchange account, in minor units.
async fn held_eth(cluster: &Cluster) -> i64 {
    cluster
        .query_i64(
            "SELECT CAST(COALESCE(SUM(a.available), 0) AS BIGINT) FROM accounts a JOIN users u ON u.id = a.user_id \
             WHERE u.email = 'alice@example.com' AND a.asset_id = 2 AND a.kind = 2",
        )
        .await
}
