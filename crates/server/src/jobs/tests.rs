use std::sync::{
    Arc,
    atomic::{AtomicUsize, Ordering},
};

use tokio::sync::Notify;

use super::*;

fn counter() -> Arc<AtomicUsize> {
    Arc::new(AtomicUsize::new(0))
}

#[tokio::test(start_paused = true)]
async fn the_first_round_runs_at_once_and_the_next_after_the_period() {
    let jobs = Jobs::default();
    let rounds = counter();
    let seen = rounds.clone();
    jobs.every("test", Duration::from_secs(5), "not done", move || {
        let seen = seen.clone();
        async move { anyhow::Ok(seen.fetch_add(1, Ordering::SeqCst)) }
    });
    tokio::time::sleep(Duration::from_millis(1)).await;
    assert_eq!(rounds.load(Ordering::SeqCst), 1);
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(rounds.load(Ordering::SeqCst), 2);
}

#[tokio::test(start_paused = true)]
async fn a_failed_round_does_not_end_the_job() {
    let jobs = Jobs::default();
    let rounds = counter();
    let seen = rounds.clone();
    jobs.every("test", Duration::from_secs(1), "not done", move || {
        let seen = seen.clone();
        async move {
            seen.fetch_add(1, Ordering::SeqCst);
            anyhow::Result::<()>::Err(anyhow::anyhow!("the database is away"))
        }
    });
    tokio::time::sleep(Duration::from_millis(3500)).await;
    assert_eq!(rounds.load(Ordering::SeqCst), 4);
    assert_eq!(jobs.running(), 1);
}

#[tokio::test(start_paused = true)]
async fn a_stop_lets_the_round_in_flight_finish_and_starts_no_other() {
    let jobs = Arc::new(Jobs::default());
    let (started, release) = (Arc::new(Notify::new()), Arc::new(Notify::new()));
    let (finished, rounds) = (counter(), counter());
    let (on_start, on_release, on_finish, on_round) =
        (started.clone(), release.clone(), finished.clone(), rounds.clone());
    jobs.every("test", Duration::from_millis(10), "not done", move || {
        let (on_start, on_release, on_finish) = (on_start.clone(), on_release.clone(), on_finish.clone());
        on_round.fetch_add(1, Ordering::SeqCst);
        async move {
            on_start.notify_one();
            on_release.notified().await;
            on_finish.fetch_add(1, Ordering::SeqCst);
            anyhow::Ok(())
        }
    });
    started.notified().await;
    let stopping = tokio::spawn({
        let jobs = jobs.clone();
        async move { jobs.stop(Duration::from_secs(10)).await }
    });
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(!stopping.is_finished(), "the stop waits for the round in flight");
    release.notify_one();
    let stopped = stopping.await.unwrap();
    assert_eq!(
        stopped,
        Stopped {
            joined: 1,
            abandoned: 0
        }
    );
    assert_eq!(finished.load(Ordering::SeqCst), 1);
    assert_eq!(
        rounds.load(Ordering::SeqCst),
        1,
        "no round starts after the signal"
    );
    assert_eq!(jobs.running(), 0);
}

#[tokio::test(start_paused = true)]
async fn a_loop_ends_on_the_signal_and_one_that_ignores_it_is_aborted_at_the_deadline() {
    let jobs = Jobs::default();
    jobs.spawn("listens", |mut stop| async move { stop.requested().await });
    jobs.spawn("deaf", |_stop| std::future::pending::<()>());
    assert_eq!(jobs.running(), 2);
    let stopped = jobs.stop(Duration::from_secs(3)).await;
    assert_eq!(
        stopped,
        Stopped {
            joined: 1,
            abandoned: 1
        }
    );
    assert_eq!(jobs.running(), 0);
}

#[tokio::test(start_paused = true)]
async fn a_job_spawned_after_the_stop_ends_at_once() {
    let jobs = Jobs::default();
    jobs.stop(Duration::from_secs(1)).await;
    let rounds = counter();
    let seen = rounds.clone();
    jobs.every("late", Duration::from_secs(1), "not done", move || {
        let seen = seen.clone();
        async move { anyhow::Ok(seen.fetch_add(1, Ordering::SeqCst)) }
    });
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(rounds.load(Ordering::SeqCst), 0);
}
