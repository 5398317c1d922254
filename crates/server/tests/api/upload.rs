use crate::common::{TestApp, error, jpeg, ok, png, webp};

fn stored_files(app: &TestApp) -> usize {
    fn walk(dir: &std::path::Path) -> usize {
        std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| if e.path().is_dir() { walk(&e.path()) } else { 1 })
                    .sum()
            })
            .unwrap_or(0)
    }
    walk(&app.dir.path().join("uploads"))
}

#[tokio::test]
async fn valid_jpeg_png_and_webp_images_are_stored_under_random_names_and_served_back_safely() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("pics@example.com").await;
    for (bytes, ext, mime) in [
        (jpeg(64, 48), "jpg", "image/jpeg"),
        (png(64, 48), "png", "image/png"),
        (webp(64, 48), "webp", "image/webp"),
    ] {
        let body = app.upload(&token, bytes, "holiday photo.bin").await;
        ok(&body);
        let path = body["message"].as_str().unwrap();
        assert!(
            path.starts_with("/upload/") && path.ends_with(&format!(".{ext}")),
            "{path}"
        );
        assert!(
            path.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"/._-".contains(&b))
        );
        let served = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(served.status(), 200);
        let headers = served.headers();
        assert_eq!(headers["content-type"], mime);
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert!(
            headers["content-security-policy"]
                .to_str()
                .unwrap()
                .contains("sandbox")
        );
        let image = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
        assert_eq!((image.width(), image.height()), (64, 48));
    }
    assert_eq!(stored_files(&app), 3);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM uploads WHERE user_id IS NOT NULL")
            .await,
        3
    );
}

#[tokio::test]
async fn executables_truncated_images_polyglots_and_oversized_files_are_refused_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("bad@example.com").await;
    let mut elf = b"\x7fELF\x02\x01\x01\x00".to_vec();
    elf.resize(4096, 0x90);
    let full = jpeg(300, 200);
    let truncated = full[..full.len() / 2].to_vec();
    let mut polyglot = b"\xFF\xD8\xFF\xE0<html><script>alert(document.cookie)</script></html>".to_vec();
    polyglot.extend_from_slice(b"PK\x03\x04 zip payload");
    let mut oversized = png(8, 8);
    oversized.resize(5 * 1024 * 1024 + 10, 0);
    for (bytes, name, code) in [
        (elf, "photo.jpg", "unsupported_file_type"),
        (truncated, "cut.jpg", "unsupported_file_type"),
        (polyglot, "both.jpg", "unsupported_file_type"),
        (
            b"GIF89a\x01\x00\x01\x00".to_vec(),
            "anim.gif",
            "unsupported_file_type",
        ),
        (oversized, "big.png", "file_too_large"),
        (Vec::new(), "empty.png", "file_missing"),
    ] {
        let body = app.upload(&token, bytes, name).await;
        error(&body, code);
        assert!(
            !body.to_string().contains('%'),
            "upload answers never contain a percent sign"
        );
    }
    let huge = vec![0u8; 7 * 1024 * 1024];
    let part = reqwest::multipart::Part::bytes(huge).file_name("huge.png");
    let response = app
        .client
        .post(app.url("/api/upload"))
        .header("Authorization", &token)
        .multipart(reqwest::multipart::Form::new().part("file", part))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 413);
    assert_eq!(stored_files(&app), 0);
    assert_eq!(app.count("SELECT COUNT(*) FROM uploads").await, 0);
}

#[tokio::test]
async fn bytes_hidden_after_a_valid_image_are_removed_by_re_encoding() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("hide@example.com").await;
    let mut bytes = png(32, 32);
    bytes.extend_from_slice(b"<?php system($_GET['c']); ?>");
    let body = app.upload(&token, bytes, "a.png").await;
    ok(&body);
    let served = app
        .client
        .get(app.url(body["message"].as_str().unwrap()))
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert!(!served.windows(5).any(|w| w == b"<?php"));
}

#[tokio::test]
async fn uploading_needs_a_session_and_a_file_part() {
    let app = TestApp::spawn().await;
    let part = reqwest::multipart::Part::bytes(png(4, 4)).file_name("a.png");
    let body: serde_json::Value = app
        .client
        .post(app.url("/api/upload"))
        .multipart(reqwest::multipart::Form::new().part("file", part))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["type"], "999");
    let token = app.signed_up("nofile@example.com").await;
    error(
        &app.post("/upload", Some(&token), &[("x", "1")]).await,
        "file_missing",
    );
}

#[tokio::test]
async fn unknown_and_malformed_upload_paths_are_not_found() {
    let app = TestApp::spawn().await;
    for path in [
        "/upload/2026/01/01/ffffffffffffffffffffffffffffffff.jpg",
        "/upload/2026/01/01/../../../mercato.db",
        "/upload/x",
    ] {
        let status = app.client.get(app.url(path)).send().await.unwrap().status();
        assert_eq!(status, 404, "{path}");
    }
}

#[tokio::test]
async fn a_browser_multipart_body_with_a_mixed_case_boundary_is_read() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("browser@example.com").await;
    let boundary = "----WebKitFormBoundaryQx7ZpLmN3aBcDeFg";
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"Front.PNG\"\r\n\
             Content-Type: image/png\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(&png(20, 10));
    body.extend_from_slice(format!("\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"lang\"\r\n\r\nen\r\n--{boundary}--\r\n").as_bytes());
    let answer: serde_json::Value = app
        .client
        .post(app.url("/api/upload"))
        .header("Authorization", &token)
        .header(
            "Content-Type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    ok(&answer);
}
