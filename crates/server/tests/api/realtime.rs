//! socket.io at the protocol level, with many clients at once.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::task::JoinSet;
use tokio_tungstenite::tungstenite::Message;

use crate::common::TestApp;

/// Connects one client the way a busy one does: it asks for its topic the moment the server confirms the
/// connection, and reports whether the answer came.
async fn connect_and_subscribe(url: String) -> Result<(), String> {
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .map_err(|e| e.to_string())?;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let message = tokio::time::timeout_at(deadline, ws.next())
            .await
            .map_err(|_| "no answer to the subscription".to_string())?
            .ok_or("closed")?
            .map_err(|e| e.to_string())?;
        let Message::Text(text) = message else { continue };
        let text = text.as_str();
        if text.starts_with('0') {
            ws.send(Message::text("40")).await.map_err(|e| e.to_string())?;
        } else if text.starts_with("40") {
            ws.send(Message::text(r#"421["subscribe",["daymarket"]]"#))
                .await
                .map_err(|e| e.to_string())?;
        } else if let Some(answer) = text.strip_prefix("431") {
            return if answer.contains(r#""ok":true"#) {
                Ok(())
            } else {
                Err(answer.to_string())
            };
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_client_that_subscribes_as_soon_as_it_is_connected_gets_its_answer() {
    let app = TestApp::spawn().await;
    let url = format!(
        "{}/socket.io/?EIO=4&transport=websocket",
        app.base.replacen("http://", "ws://", 1)
    );
    let mut clients = JoinSet::new();
    for _ in 0..600 {
        clients.spawn(connect_and_subscribe(url.clone()));
    }
    let mut failed = Vec::new();
    while let Some(done) = clients.join_next().await {
        if let Err(err) = done.unwrap() {
            failed.push(err);
        }
    }
    assert!(
        failed.is_empty(),
        "{} of 600 clients: {:?}",
        failed.len(),
        &failed[..failed.len().min(3)]
    );
}
