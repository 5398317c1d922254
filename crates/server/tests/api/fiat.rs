use std::sync::{
    Arc,
    atomic::{AtomicUsize, Ordering},
};

use axum::{Json, Router, routing::get};
use serde_json::json;

use crate::common::{TestApp, ok};

/// A local stand-in for a rates provider that counts how often it is asked.
async fn fake_provider() -> (String, Arc<AtomicUsize>, tokio::sync::oneshot::Sender<()>) {
    let calls = Arc::new(AtomicUsize::new(0));
    let counter = calls.clone();
    let router = Router::new().route(
        "/latest",
        get(move || {
            counter.fetch_add(1, Ordering::SeqCst);
            async {
                Json(json!({"base": "USD", "rates": {"CNY": 7.25, "EUR": "0.91", "XAU": 0.0003, "USD": 1}}))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/latest", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        axum::serve(listener, router)
            .with_graceful_shutdown(async {
                let _ = stopped.await;
            })
            .await
            .unwrap();
    });
    (url, calls, stop)
}

fn rate(body: &serde_json::Value, code: &str) -> Option<String> {
    body["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["currency_code"] == code)
        .map(|r| r["rate"].as_str().unwrap().to_string())
}

#[tokio::test]
async fn without_a_provider_the_shipped_table_is_served_and_marked_stale() {
    let app = TestApp::spawn().await;
    let body = app.get("/fiat/rates", None, &[]).await;
    ok(&body);
    assert_eq!(body["message"]["stale"], true);
    assert_eq!(body["message"]["source"], "shipped");
    assert_eq!(body["message"]["list"].as_array().unwrap().len(), 11);
}

#[tokio::test]
async fn rates_come_from_the_provider_once_a_day_and_stay_served_stale_when_it_is_gone() {
    let (url, calls, stop) = fake_provider().await;
    let app = TestApp::spawn_with(|config| config.rates.provider_url = Some(url)).await;
    let first = app.get("/fiat/rates", None, &[]).await;
    assert_eq!(first["message"]["stale"], false);
    assert_eq!(rate(&first, "CNY").as_deref(), Some("7.25"));
    assert_eq!(rate(&first, "EUR").as_deref(), Some("0.91"));
    assert_eq!(
        rate(&first, "XAU"),
        None,
        "currencies the app does not offer are dropped"
    );
    let _ = app.get("/fiat/rates", None, &[]).await;
    assert_eq!(
        calls.load(Ordering::SeqCst),
        1,
        "the cached table is fresh for 24 hours"
    );

    stop.send(()).unwrap();
    app.exec("UPDATE fiat_rates SET fetched_at = 0").await;
    let later = app.get("/fiat/rates", None, &[]).await;
    ok(&later);
    assert_eq!(later["message"]["stale"], true);
    assert_eq!(
        rate(&later, "CNY").as_deref(),
        Some("7.25"),
        "the last table stays in use"
    );
}
