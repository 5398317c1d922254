//! Blind-box seeds outside the database (issue 40, item 5): a series' seed derives from a secret kept in a file
//! beside the database and from its id; the database holds only its hash until the reveal, and the server never
//! picks the buyer's seed.

use mercato::features::nft::{draw, seeds::SeedKey};

use super::{Market, UNIT, series};
use crate::common::{assert_ledger_clean, error, ok};

#[tokio::test]
async fn a_series_seed_derives_from_a_secret_outside_the_database_and_is_stored_only_once_revealed() {
    let m = Market::new().await;
    let path = m.app.state.config.server.data_dir.join("nft-seed.key");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "readable by its owner only");
    }
    let key = SeedKey::load(&m.app.state.config).unwrap();
    let id = series(&m, 2).await;
    let seed = key.derive(id);
    let published = m
        .app
        .get("/bind_box/getSeries", None, &[("id", &id.to_string())])
        .await["message"]
        .clone();
    assert_eq!(published["seed_hash"], draw::seed_hash(&seed).as_str());
    assert_eq!(published["seed"], "");
    let stored = m
        .app
        .count(&format!(
            "SELECT COUNT(*) FROM nft_series WHERE seed <> '' OR seed_sealed <> '' OR seed_hash = '{seed}'"
        ))
        .await;
    assert_eq!(
        stored, 0,
        "neither the seed nor anything it opens from is in the database"
    );

    let bob = m.user("bob@example.com", "100").await;
    for n in 1..=2 {
        ok(&m
            .app
            .post(
                "/bind_box/buyNFT",
                Some(&bob),
                &[("code", &format!("BX{id}-{n}")), ("client_seed", "b0b")],
            )
            .await);
    }
    assert_eq!(m.step_at(m.now()).await.revealed, 1);
    let revealed = m
        .app
        .get("/bind_box/getSeries", None, &[("id", &id.to_string())])
        .await["message"]
        .clone();
    assert_eq!(revealed["seed"], seed.as_str());
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn a_blind_box_bought_without_a_buyer_seed_is_refused_and_nothing_is_drawn_or_paid() {
    let m = Market::new().await;
    let id = series(&m, 2).await;
    let bob = m.user("bob@example.com", "100").await;
    let code = format!("BX{id}-1");
    let refused = m
        .app
        .post("/bind_box/buyNFT", Some(&bob), &[("code", &code)])
        .await;
    error(&refused, "invalid_params");
    assert_eq!(refused["field"], "client_seed", "{refused}");
    error(
        &m.app
            .post(
                "/bind_box/buyNFT",
                Some(&bob),
                &[("code", &code), ("client_seed", "  ")],
            )
            .await,
        "invalid_params",
    );
    assert_eq!(m.usdt("bob@example.com").await, 100 * UNIT);
    assert_eq!(
        m.app
            .count(&format!("SELECT sold FROM nft_series WHERE id = {id}"))
            .await,
        0
    );
    assert_eq!(
        m.detail(&code, None).await["owner"].as_i64(),
        Some(m.id("artist@example.com").await)
    );
    // A fixed-price artwork needs no buyer seed.
    let artwork = m.artwork(1, "10", 24).await;
    ok(&m
        .app
        .post("/bind_box/buyNFT", Some(&bob), &[("code", &artwork)])
        .await);
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn a_seed_stored_in_plain_text_before_the_secret_is_sealed_at_start_and_still_reveals_the_committed_seed()
 {
    let m = Market::new().await;
    let id = series(&m, 1).await;
    // A series published before seeds were derived: its seed written in plain text, as the old release did.
    let legacy = "5eed".repeat(16);
    let postgres = m.app.state.config.database_url().starts_with("postgres");
    m.app
        .exec(if postgres {
            "ALTER TABLE nft_series DISABLE TRIGGER tr_nft_series_fixed"
        } else {
            "DROP TRIGGER tr_nft_series_fixed"
        })
        .await;
    m.app
        .exec(&format!(
            "UPDATE nft_series SET seed = '{legacy}', seed_hash = '{}' WHERE id = {id}",
            draw::seed_hash(&legacy)
        ))
        .await;
    if postgres {
        m.app
            .exec("ALTER TABLE nft_series ENABLE TRIGGER tr_nft_series_fixed")
            .await;
    }
    let key = SeedKey::load(&m.app.state.config).unwrap();
    assert_eq!(
        mercato::features::nft::seeds::seal_legacy(&m.app.state.db, &key)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        m.app
            .count(&format!(
                "SELECT COUNT(*) FROM nft_series WHERE id = {id} AND seed = '' AND seed_sealed <> '' \
                 AND seed_sealed NOT LIKE '%{legacy}%'"
            ))
            .await,
        1,
        "the plain seed is gone, sealed under the secret"
    );
    let bob = m.user("bob@example.com", "100").await;
    ok(&m
        .app
        .post(
            "/bind_box/buyNFT",
            Some(&bob),
            &[("code", &format!("BX{id}-1")), ("client_seed", "x1")],
        )
        .await);
    assert_eq!(m.step_at(m.now()).await.revealed, 1);
    let revealed = m
        .app
        .get("/bind_box/getSeries", None, &[("id", &id.to_string())])
        .await["message"]
        .clone();
    assert_eq!(revealed["seed"], legacy.as_str());
    let report = mercato::features::nft::verify::verify_series(&m.app.state.db, id)
        .await
        .unwrap();
    assert_eq!(
        (report.draws, report.problems.len()),
        (1, 0),
        "{:?}",
        report.problems
    );
    assert_ledger_clean(&m.app).await;
}
