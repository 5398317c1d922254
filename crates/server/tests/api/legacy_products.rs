//! A compiled existing client's product pages (ADR 75): lock-mining orders, the trade page's day candles, mail,
//! help and languages, each request as the client sends it.

use crate::{common::ok, lockming::Lock};

#[tokio::test]
async fn lock_mining_orders_send_the_day_rate_as_a_fraction_the_client_multiplies_by_one_hundred() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let alice = lock.user("frac@example.com", "1500").await;
    ok(&lock.deposit(&alice, product, "1000").await);
    let order = &lock.orders(&alice).await[0];
    assert_eq!(
        order["day_rate"], "0.003500",
        "0.35 % a day, shown as 0.0035 × 100"
    );
    assert_eq!(order["day_rate_percent"], "0.3500");
}
