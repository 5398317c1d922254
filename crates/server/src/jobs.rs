//! The background jobs of a node: each product's rounds (settlement, expiry, interest, daily runs) and the
//! long-running loops that feed on events. One runner spawns them all, keeps their handles, and on shutdown
//! tells them to stop and joins them: a round in flight finishes (every round is transactional and conditional,
//! so stopping between rounds loses nothing), and no round starts after the signal.

use std::{future::Future, sync::Mutex, time::Duration};

use tokio::{sync::watch, task::JoinSet};

/// Raised once, when the node stops; a long-running loop selects on it beside its own events.
#[derive(Clone)]
pub struct Stop(watch::Receiver<bool>);

impl Stop {
    /// Completes once the node has been told to stop (at once if it already has).
    pub async fn requested(&mut self) {
        let _ = self.0.wait_for(|stopped| *stopped).await;
    }
}

/// What a stop found: jobs that ended within the deadline and jobs that were still running at it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped {
    pub joined: usize,
    pub abandoned: usize,
}

pub struct Jobs {
    stop: watch::Sender<bool>,
    running: Mutex<JoinSet<&'static str>>,
    stopped: Mutex<Option<Stopped>>,
}

impl Default for Jobs {
    fn default() -> Self {
        Self {
            stop: watch::channel(false).0,
            running: Mutex::new(JoinSet::new()),
            stopped: Mutex::new(None),
        }
    }
}

impl Jobs {
    /// Runs `round` every `period` (the first at once) until the node stops, counting each outcome under `name`
    /// and logging a failed round with `failed` (the next round tries again).
    pub fn every<F, Fut, T>(&self, name: &'static str, period: Duration, failed: &'static str, mut round: F)
    where
        F: FnMut() -> Fut + Send + 'static,
        Fut: Future<Output = anyhow::Result<T>> + Send + 'static,
    {
        self.spawn(name, move |mut stop| async move {
            let mut tick = tokio::time::interval(period);
            loop {
                tokio::select! {
                    biased;
                    () = stop.requested() => return,
                    _ = tick.tick() => {}
                }
                record(name, failed, &round().await);
            }
        });
    }

    /// Runs a long-running loop that ends by itself once `Stop` is raised.
    pub fn spawn<F, Fut>(&self, name: &'static str, job: F)
    where
        F: FnOnce(Stop) -> Fut,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let stop = Stop(self.stop.subscribe());
        let job = job(stop);
        if let Ok(mut running) = self.running.lock() {
            running.spawn(async move {
                job.await;
                name
            });
        }
    }

    /// Runs a loop that may be dropped at any await (it reads, publishes, or writes one transaction at a time,
    /// which a drop rolls back), until the node stops.
    pub fn until_stopped<Fut>(&self, name: &'static str, job: Fut)
    where
        Fut: Future<Output = ()> + Send + 'static,
    {
        self.spawn(name, |mut stop| async move {
            tokio::select! {
                () = stop.requested() => {}
                () = job => {}
            }
        });
    }

    /// How many jobs are running.
    pub fn running(&self) -> usize {
        self.running.lock().map_or(0, |running| running.len())
    }

    /// Tells every job to stop and waits for them, `within` at most; a job still running then is aborted and
    /// named in the log.
    pub async fn stop(&self, within: Duration) -> Stopped {
        self.stop.send_replace(true);
        let mut running = match self.running.lock() {
            Ok(mut running) => std::mem::take(&mut *running),
            Err(_) => {
                return Stopped {
                    joined: 0,
                    abandoned: 0,
                };
            }
        };
        let mut joined = 0;
        let deadline = tokio::time::sleep(within);
        tokio::pin!(deadline);
        loop {
            tokio::select! {
                next = running.join_next() => match next {
                    Some(_) => joined += 1,
                    None => break,
                },
                () = &mut deadline => break,
            }
        }
        let abandoned = running.len();
        if abandoned > 0 {
            tracing::warn!(
                abandoned,
                "jobs still running at the shutdown deadline; aborting them"
            );
            running.abort_all();
        }
        let stopped = Stopped { joined, abandoned };
        if let Ok(mut last) = self.stopped.lock() {
            *last = Some(stopped);
        }
        stopped
    }

    /// What the last stop found, once there was one.
    pub fn stopped(&self) -> Option<Stopped> {
        self.stopped.lock().ok().and_then(|last| *last)
    }
}

/// Counts one round's outcome under `name` and logs a failure.
pub fn record<T>(name: &'static str, failed: &'static str, outcome: &anyhow::Result<T>) {
    crate::telemetry::job_ran(name, outcome);
    if let Err(err) = outcome {
        tracing::warn!(%err, job = name, "{failed}");
    }
}

#[cfg(test)]
mod tests;
