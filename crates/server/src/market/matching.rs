//! The matching thread (docs/adr/0029-matching-thread.md): every spot market's task runs on one operating-system
//! thread of its own, with a single-threaded runtime and, on PostgreSQL, a database connection of its own opened
//! on that thread.
//!
//! A market's task is a serial chain: a batch's statements go to the database one after another, and the next
//! batch waits for the commit of the last. On the shared multi-threaded runtime, a busy worker looks for ready
//! sockets only between runs of many other tasks, so each database reply of the chain waited behind request
//! handling, and the whole market went at the pace of those waits. On a thread of its own the task is woken by
//! the operating system as soon as its reply arrives; its connection must be opened there because a socket is
//! watched by the runtime that opened it. Each market has a connection to itself, so its statements stay prepared
//! on one database backend and one market never waits for another's connection.

use tokio::sync::{mpsc, oneshot, watch};

use super::Ctx;
use super::{Market, repo::OrderRow, spot};

/// Everything one market's task starts with.
pub struct Task {
    pub app: Ctx,
    pub market: Market,
    /// The open orders the book is rebuilt from, in id order.
    pub orders: Vec<OrderRow>,
    pub rx: mpsc::Receiver<spot::Command>,
    /// Where committed outcomes go to be published (on the shared runtime).
    pub publish_tx: mpsc::UnboundedSender<spot::Outcome>,
}

/// How long stopping waits for the markets' tasks to finish the batches they are writing.
const STOP_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// The running matching thread. Dropping it (or [`Matching::stop`]) tells every market's task to finish the
/// batch it is writing, close its connection and end.
pub struct Matching {
    stop: Option<watch::Sender<()>>,
    ended: Option<oneshot::Receiver<()>>,
}

impl Matching {
    /// Starts the thread and the tasks of `markets` on it; answers it with the queue through which books opened
    /// later join it.
    pub fn start(markets: Vec<Task>) -> anyhow::Result<(Self, mpsc::UnboundedSender<Task>)> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let (stop, stopped) = watch::channel(());
        let (ended_tx, ended) = oneshot::channel();
        let (added_tx, added) = mpsc::unbounded_channel();
        std::thread::Builder::new()
            .name("matching".into())
            .spawn(move || {
                runtime.block_on(serve(markets, added, stopped));
                let _ = ended_tx.send(());
            })?;
        let matching = Matching {
            stop: Some(stop),
            ended: Some(ended),
        };
        Ok((matching, added_tx))
    }

    /// Tells the tasks to end and waits (at most [`STOP_WAIT`]) until each has closed its connection.
    pub async fn stop(mut self) {
        self.stop.take();
        if let Some(ended) = self.ended.take()
            && tokio::time::timeout(STOP_WAIT, ended).await.is_err()
        {
            tracing::warn!("the matching thread has not ended after 10 s; stopping without it");
        }
    }
}

impl Drop for Matching {
    fn drop(&mut self) {
        self.stop.take();
    }
}

async fn serve(markets: Vec<Task>, mut added: mpsc::UnboundedReceiver<Task>, stopped: watch::Receiver<()>) {
    let mut tasks = tokio::task::JoinSet::new();
    for task in markets {
        tasks.spawn(spot::run(task, stopped.clone()));
    }
    let mut stopping = stopped.clone();
    loop {
        tokio::select! {
            task = added.recv() => match task {
                Some(task) => {
                    tasks.spawn(spot::run(task, stopped.clone()));
                }
                None => break,
            },
            _ = stopping.changed() => break,
        }
    }
    while tasks.join_next().await.is_some() {}
}
