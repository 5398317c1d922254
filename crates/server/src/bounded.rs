//! A ceiling on CPU- and memory-heavy work (password hashing, image decoding): a fixed set of worker threads,
//! a queue of bounded length in front of them, and a bounded wait for the answer. Past the queue or the wait the
//! caller gets `server_busy` at once, so a flood costs the server a refusal, not a thread and its memory per
//! request (ADR 31).
//!
//! Fixed threads rather than the runtime's blocking pool: each new thread that hashes gets an allocator arena of
//! its own and keeps the memory it used, so a pool that grows under a flood keeps hundreds of MiB after it.

use std::{
    panic::AssertUnwindSafe,
    sync::{
        Arc, Mutex,
        mpsc::{self, SyncSender, TrySendError},
    },
    time::Duration,
};

use crate::error::{AppError, ErrorCode};

/// Jobs allowed to wait per worker.
const QUEUE_PER_WORKER: usize = 16;

type Job = Box<dyn FnOnce() + Send>;

pub struct Gate {
    queue: SyncSender<Job>,
    size: usize,
    wait: Duration,
}

impl Gate {
    /// Starts `workers` threads named after `name`; they end once the gate is dropped.
    pub fn new(name: &str, workers: usize, wait: Duration) -> std::io::Result<Self> {
        let size = workers.max(1);
        let (queue, jobs) = mpsc::sync_channel::<Job>(size * QUEUE_PER_WORKER);
        let jobs = Arc::new(Mutex::new(jobs));
        for i in 0..size {
            let jobs = jobs.clone();
            std::thread::Builder::new()
                .name(format!("{name}-{i}"))
                .spawn(move || {
                    loop {
                        let next = match jobs.lock() {
                            Ok(jobs) => jobs.recv(),
                            Err(_) => return,
                        };
                        match next {
                            // A job that panics loses its answer, not the worker.
                            Ok(job) => drop(std::panic::catch_unwind(AssertUnwindSafe(job))),
                            Err(_) => return,
                        }
                    }
                })?;
        }
        Ok(Self { queue, size, wait })
    }

    /// The number of jobs that may run at once.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Runs `job` on one of the gate's threads and answers its result, or `server_busy` when the queue is full or
    /// the answer takes longer than the wait. A job whose caller has given up by the time a worker takes it is
    /// skipped.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, AppError> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let wrapped: Job = Box::new(move || {
            if !answer.is_closed() {
                let _ = answer.send(job());
            }
        });
        match self.queue.try_send(wrapped) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => return Err(ErrorCode::ServerBusy.into()),
            Err(TrySendError::Disconnected(_)) => {
                return Err(AppError::internal(anyhow::anyhow!("the workers have stopped")));
            }
        }
        match tokio::time::timeout(self.wait, answered).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(_)) => Err(AppError::internal(anyhow::anyhow!(
                "a job ended without an answer"
            ))),
            Err(_) => Err(ErrorCode::ServerBusy.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A gate of one worker, held busy until the answered sender is dropped.
    async fn held_gate(wait: Duration) -> (Arc<Gate>, std::sync::mpsc::Sender<()>) {
        let gate = Arc::new(Gate::new("test", 1, wait).unwrap());
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let (started_tx, started) = tokio::sync::oneshot::channel::<()>();
        let running = gate.clone();
        tokio::spawn(async move {
            running
                .run(move || {
                    let _ = started_tx.send(());
                    let _ = hold.recv();
                })
                .await
        });
        started.await.unwrap();
        (gate, release)
    }

    #[tokio::test]
    async fn jobs_past_the_queue_are_refused_as_busy_at_once_and_queued_ones_run_in_turn() {
        let (gate, release) = held_gate(Duration::from_secs(30)).await;
        let mut queued = Vec::new();
        for i in 0..QUEUE_PER_WORKER {
            let gate = gate.clone();
            queued.push(tokio::spawn(async move { gate.run(move || i).await }));
        }
        // On this single-threaded runtime every spawned task queues its job before this one runs again.
        tokio::task::yield_now().await;
        let refused = gate.run(|| usize::MAX).await.unwrap_err();
        assert_eq!(refused.code, ErrorCode::ServerBusy);
        drop(release);
        for (i, job) in queued.into_iter().enumerate() {
            assert_eq!(job.await.unwrap().unwrap(), i);
        }
    }

    #[tokio::test]
    async fn a_job_not_answered_within_the_wait_is_refused_as_busy_and_then_skipped() {
        let (gate, release) = held_gate(Duration::from_millis(200)).await;
        let ran = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = ran.clone();
        let refused = gate
            .run(move || flag.store(true, std::sync::atomic::Ordering::SeqCst))
            .await
            .unwrap_err();
        assert_eq!(refused.code, ErrorCode::ServerBusy);
        drop(release);
        assert_eq!(gate.run(|| 7).await.unwrap(), 7);
        assert!(!ran.load(std::sync::atomic::Ordering::SeqCst));
    }

    #[tokio::test]
    async fn a_job_that_panics_does_not_take_its_worker_with_it() {
        let gate = Gate::new("test", 1, Duration::from_secs(30)).unwrap();
        assert!(gate.run(|| -> u8 { panic!("boom") }).await.is_err());
        assert_eq!(gate.run(|| 3).await.unwrap(), 3);
    }
}
