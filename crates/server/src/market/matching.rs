//! The matching thread (docs/adr/0029-matching-thread.md): every spot market's task runs on one operating-system
//! thread of its own, with a single-threaded runtime and, on PostgreSQL, database connections opened on that
//! thread.
//!
//! A market's task is a serial chain: a batch's statements go to the database one after another, and the next
//! batch waits for the commit of the last. On the shared multi-threaded runtime, a busy worker looks for ready
//! sockets only between runs of many other tasks, so each database reply of the chain waited behind request
//! handling, and the whole market went at the pace of those waits. On a thread of its own the task is woken by
//! the operating system as soon as its reply arrives; the connections must be opened there because a socket is
//! watched by the runtime that opened it.

use tokio::sync::{mpsc, watch};

use super::{Market, repo::OrderRow, spot};
use crate::{AppState, db::Db};

/// Everything one market's task starts with.
pub struct Task {
    pub app: AppState,
    /// The matching thread's connections.
    pub db: Db,
    pub market: Market,
    /// The open orders the book is rebuilt from, in id order.
    pub orders: Vec<OrderRow>,
    pub rx: mpsc::Receiver<spot::Command>,
    /// Where committed outcomes go to be published (on the shared runtime).
    pub publish_tx: mpsc::UnboundedSender<spot::Outcome>,
}

/// A market's task before the thread has its connections.
pub type Pending = (
    Market,
    Vec<OrderRow>,
    mpsc::Receiver<spot::Command>,
    mpsc::UnboundedSender<spot::Outcome>,
);

/// The most connections the matching thread opens on PostgreSQL: markets commit one batch at a time each, and
/// a few of them at once keep one busy market from holding up the others.
const CONNECTIONS: u32 = 4;

/// The running matching thread. Dropping it (or [`Matching::stop`]) tells every market's task to finish the
/// batch it is writing and end; the thread then closes its connections.
pub struct Matching {
    stop: Option<watch::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Matching {
    /// Starts the thread and the tasks of `markets` on it.
    pub fn start(app: AppState, markets: Vec<Pending>) -> anyhow::Result<Self> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let (stop, stopped) = watch::channel(());
        let thread = std::thread::Builder::new()
            .name("matching".into())
            .spawn(move || runtime.block_on(serve(app, markets, stopped)))?;
        Ok(Matching {
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Tells the tasks to end and waits until the thread has closed its connections.
    pub async fn stop(mut self) {
        self.stop.take();
        if let Some(thread) = self.thread.take() {
            let _ = tokio::task::spawn_blocking(move || thread.join()).await;
        }
    }
}

impl Drop for Matching {
    fn drop(&mut self) {
        self.stop.take();
    }
}

async fn serve(app: AppState, markets: Vec<Pending>, stopped: watch::Receiver<()>) {
    let own = match app.db.own_connections(CONNECTIONS).await {
        Ok(own) => own,
        Err(err) => {
            tracing::warn!(%err, "the matching thread shares the server's connections");
            None
        }
    };
    let db = own.clone().unwrap_or_else(|| app.db.clone());
    let mut tasks = tokio::task::JoinSet::new();
    for (market, orders, rx, publish_tx) in markets {
        let task = Task {
            app: app.clone(),
            db: db.clone(),
            market,
            orders,
            rx,
            publish_tx,
        };
        tasks.spawn(spot::run(task, stopped.clone()));
    }
    drop(app);
    while tasks.join_next().await.is_some() {}
    if let Some(own) = own {
        own.close().await;
    }
}
