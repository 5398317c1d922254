//! Stopping a node stops its background jobs and waits for them, in the process and as the real binary.

use std::io::{BufRead, BufReader, Read};

use mercato::jobs::Stopped;

use crate::common::TestApp;

#[tokio::test]
async fn stopping_the_server_stops_and_joins_every_background_job() {
    let app = TestApp::spawn().await;
    let jobs = app.state.jobs.clone();
    let started = jobs.running();
    assert!(
        started >= 12,
        "every product's job runs on a node alone: {started}"
    );
    app.stop().await;
    assert_eq!(
        jobs.stopped(),
        Some(Stopped {
            joined: started,
            abandoned: 0
        })
    );
    assert_eq!(jobs.running(), 0);
}

#[tokio::test]
async fn the_binary_on_sigterm_joins_its_jobs_before_it_exits() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mercato"))
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(dir.path())
        .env("MERCATO__MARKET__FEED", "none")
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let listening = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .any(|line| line.starts_with("mercato listening on "));
    assert!(listening);
    let term = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let status = child.wait().unwrap();
    let mut log = String::new();
    child.stderr.take().unwrap().read_to_string(&mut log).unwrap();
    assert!(status.success(), "exit {status:?}\n{log}");
    let line = log
        .lines()
        .find(|line| line.contains("background jobs stopped"))
        .unwrap_or_else(|| panic!("no stop line in\n{log}"));
    assert!(line.contains("abandoned=0"), "{line}");
    let joined: usize = line
        .split("joined=")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(joined >= 12, "{line}");
}
