//! The live bid log: after a bid commits, subscribers of `nft_bids:<code>` receive `nft_bids` with the latest ten.

use crate::{app::AppState, fanout};

pub async fn bid_placed(app: &AppState, code: &str) {
    match super::catalogue::live_bids(app, code).await {
        Ok(bids) => {
            let payload = serde_json::json!({ "code": code, "bids": bids });
            fanout::emit_to_room(&app.fanout, format!("nft_bids:{code}"), "nft_bids", &payload).await;
        }
        Err(err) => tracing::debug!(code = err.code.as_str(), "live bids not sent"),
    }
}
