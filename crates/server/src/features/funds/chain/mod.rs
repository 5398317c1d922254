//! Chain watchers (ADR 82): a job per configured network reads the operator's own node block by block, records
//! every transfer to a user's deposit address as a sighting from first sight, and credits it once, through the
//! ledger, when it has the confirmations the published rule required when it was first seen. The scanned height
//! and the sightings move in one transaction, so a watcher stopped at any point (or a node killed, in a cluster,
//! where the job runs under the core lease) resumes from the last recorded block: nothing is missed and, since a
//! credit is keyed by (network, transaction, output), nothing is credited twice. A block that leaves the chain
//! before its transfers are credited takes their sightings with it.

pub mod bitcoin;
pub mod btc_tx;
pub mod credit;
pub mod eip1559;
pub mod ethereum;
pub mod payout;
pub mod rlp;
pub mod scan;
pub mod store;
pub mod tron;
pub mod tron_tx;
pub mod view;

use std::{collections::HashMap, sync::Arc, time::Duration};

use anyhow::Context;

use self::{ethereum::Node, scan::Found, store::NewSighting};
use crate::{
    clock::Clock,
    config::{BitcoinConfig, EthereumConfig, TronConfig},
    db::Db,
    fanout::Fanout,
    features::messages,
    ids::UserId,
    jobs::Jobs,
    ledger::catalogue::{self, AssetRow},
    money,
};

/// The network the Ethereum watcher serves (addresses from `deposit_xpub_ERC20`).
pub const ETHEREUM: &str = "ERC20";
/// The network the TRON watcher serves (addresses from `deposit_xpub_TRC20`).
pub const TRON: &str = "TRC20";
/// The network the Bitcoin watcher serves (addresses from `deposit_xpub_BTC`).
pub const BITCOIN: &str = "BTC";

/// A chain a watcher reads, as configured.
#[derive(Clone)]
pub enum Source {
    Ethereum(EthereumConfig),
    Tron(TronConfig),
    Bitcoin(BitcoinConfig),
}

impl Source {
    pub fn network(&self) -> &'static str {
        match self {
            Source::Ethereum(_) => ETHEREUM,
            Source::Tron(_) => TRON,
            Source::Bitcoin(_) => BITCOIN,
        }
    }

    fn poll_ms(&self) -> u64 {
        match self {
            Source::Ethereum(c) => c.poll_ms,
            Source::Tron(c) => c.poll_ms,
            Source::Bitcoin(c) => c.poll_ms,
        }
    }

    fn batch_blocks(&self) -> u64 {
        match self {
            Source::Ethereum(c) => c.batch_blocks,
            Source::Tron(c) => c.batch_blocks,
            Source::Bitcoin(_) => 1,
        }
    }

    fn start_height(&self) -> Option<u64> {
        match self {
            Source::Ethereum(c) => c.start_height,
            Source::Tron(c) => c.start_height,
            Source::Bitcoin(_) => None,
        }
    }
}

/// A connected node.
enum Connected {
    Ethereum(Node),
    Tron(tron::Node),
    /// Bitcoin Core, with the highest receive index its wallet watches.
    Bitcoin(bitcoin::Node, Option<u32>),
}

impl Connected {
    async fn connect(source: &Source) -> anyhow::Result<Connected> {
        Ok(match source {
            Source::Ethereum(c) => Connected::Ethereum(Node::connect(c).await?),
            Source::Tron(c) => Connected::Tron(tron::Node::connect(c).await?),
            Source::Bitcoin(c) => Connected::Bitcoin(bitcoin::Node::new(c)?, None),
        })
    }

    async fn head(&self) -> anyhow::Result<u64> {
        match self {
            Connected::Ethereum(n) => n.head().await,
            Connected::Tron(n) => n.head().await,
            Connected::Bitcoin(n, _) => Ok(n.tip().await?.0),
        }
    }

    async fn hash_at(&self, height: u64) -> anyhow::Result<Option<String>> {
        match self {
            Connected::Ethereum(n) => n.hash_at(height).await,
            Connected::Tron(n) => n.hash_at(height).await,
            Connected::Bitcoin(..) => Ok(None),
        }
    }

    async fn blocks(
        &self,
        from: u64,
        to: u64,
        watched: &HashMap<String, UserId>,
    ) -> anyhow::Result<Vec<scan::Block>> {
        match self {
            Connected::Ethereum(n) => n.blocks(from, to, watched).await,
            Connected::Tron(n) => n.blocks(from, to, watched).await,
            Connected::Bitcoin(..) => Ok(Vec::new()),
        }
    }
}
/// Confirmations a network needs when its rule is missing.
const DEFAULT_CONFIRMATIONS: i64 = 12;

/// What a watcher works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    pub fanout: Arc<Fanout>,
    pub source: Source,
}

impl Ctx {
    fn network(&self) -> &'static str {
        self.source.network()
    }
}

/// What a watcher keeps between rounds: its node and the addresses it watches.
#[derive(Default)]
pub struct Watcher {
    node: Option<Connected>,
    watched: HashMap<String, UserId>,
    since: i64,
}

/// What one round did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Round {
    pub scanned: usize,
    pub seen: usize,
    pub credited: usize,
    /// Withdrawals marked paid at their confirmations.
    pub paid: usize,
    /// The height a reorganisation was rolled back to.
    pub rolled_back_to: Option<i64>,
}

/// Starts a network's watcher, which runs until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    let watcher = Arc::new(tokio::sync::Mutex::new(Watcher::default()));
    let period = Duration::from_millis(ctx.source.poll_ms().max(10));
    let name = match ctx.source {
        Source::Ethereum(_) => "chain_erc20",
        Source::Tron(_) => "chain_trc20",
        Source::Bitcoin(_) => "chain_btc",
    };
    jobs.every(name, period, "chain blocks not scanned this round", move || {
        let (ctx, watcher) = (ctx.clone(), watcher.clone());
        async move { round(&ctx, &mut *watcher.lock().await).await }
    });
}

/// One round: look for a reorganisation under the last scanned block, scan the next blocks, credit what is
/// confirmed.
pub async fn round(ctx: &Ctx, w: &mut Watcher) -> anyhow::Result<Round> {
    if w.node.is_none() {
        let network = ctx.network();
        w.node = Some(
            Connected::connect(&ctx.source)
                .await
                .with_context(|| format!("connecting to the {network} node"))?,
        );
    }
    for (address, user_id, at) in store::addresses_since(&ctx.db, ctx.network(), w.since).await? {
        w.watched.insert(address, user_id);
        w.since = w.since.max(at);
    }
    if let Some(Connected::Bitcoin(node, watching)) = w.node.as_mut() {
        return bitcoin_round(ctx, node, watching, &w.watched).await;
    }
    let Some(node) = w.node.as_ref() else {
        return Ok(Round::default());
    };
    let head = node.head().await?;
    let mut done = Round::default();
    let (from, parent) = match store::tip(&ctx.db, ctx.network()).await? {
        None => (ctx.source.start_height().unwrap_or(head), None),
        Some((height, hash)) => {
            let at = u64::try_from(height).context("height")?;
            if node.hash_at(at).await?.as_deref() != Some(hash.as_str()) {
                done.rolled_back_to = Some(roll_back(ctx, node).await?);
                return Ok(done);
            }
            (at + 1, Some(hash))
        }
    };
    if from <= head {
        let to = head.min(from + ctx.source.batch_blocks().max(1) - 1);
        let mut blocks = node.blocks(from, to, &w.watched).await?;
        blocks.truncate(scan::linked(parent.as_deref(), &blocks));
        done.scanned = blocks.len();
        done.seen = record(ctx, &blocks, &scan::matches(&blocks, &w.watched)).await?;
    }
    done.credited = credit_confirmed(ctx).await?;
    done.paid = match node {
        Connected::Ethereum(n) => payout::confirm(ctx, payout::Receipts::Ethereum(n), head).await?,
        Connected::Tron(n) => payout::confirm(ctx, payout::Receipts::Tron(n), head).await?,
        Connected::Bitcoin(..) => 0,
    };
    Ok(done)
}

/// A Bitcoin round: the wallet watches every handed-out address, reports what was mined since the last block
/// read and what a reorganisation removed; the sightings and the new tip are recorded together.
async fn bitcoin_round(
    ctx: &Ctx,
    node: &bitcoin::Node,
    watching: &mut Option<u32>,
    watched: &HashMap<String, UserId>,
) -> anyhow::Result<Round> {
    let mut done = Round::default();
    let highest = watched
        .values()
        .map(|u| u32::try_from(u.get()).unwrap_or(0))
        .max();
    if let (Some(highest), Source::Bitcoin(config)) = (highest, &ctx.source)
        && watching.is_none_or(|w| w < highest)
    {
        let Some(account) = crate::features::site::repo::setting(&ctx.db, "deposit_xpub_BTC")
            .await?
            .map(|r| r.value)
            .filter(|v| !v.trim().is_empty())
        else {
            return Ok(done);
        };
        node.watch(&config.wallet, &account, highest).await?;
        *watching = Some(highest);
    }
    let (height, hash) = node.tip().await?;
    let since = store::tip(&ctx.db, BITCOIN)
        .await?
        .map(|(_, h)| h)
        .unwrap_or_default();
    let got = node.since(&since).await?;
    if !got.removed.is_empty() {
        let mut tx = ctx.db.begin().await?;
        for (txid, vout) in &got.removed {
            store::forget(&mut tx, BITCOIN, txid, *vout).await?;
        }
        tx.commit().await?;
    }
    let found: Vec<Found> = got
        .found
        .into_iter()
        .filter_map(|(block, transfer)| {
            let user_id = *watched.get(&transfer.to)?;
            Some(Found {
                user_id,
                height: block.height,
                block_hash: block.hash,
                transfer,
            })
        })
        .collect();
    let tip = scan::Block {
        height,
        hash,
        parent: String::new(),
        transfers: Vec::new(),
    };
    done.scanned = 1;
    done.seen = record(ctx, std::slice::from_ref(&tip), &found).await?;
    done.credited = credit_confirmed(ctx).await?;
    if let Source::Bitcoin(config) = &ctx.source
        && let Some(wallet) = config.hot_wallet.as_deref()
    {
        let hot = bitcoin::Node::for_wallet(config, wallet)?;
        done.paid = payout::confirm(ctx, payout::Receipts::Bitcoin(&hot), height).await?;
    }
    Ok(done)
}

/// Finds the highest kept block the node still has and forgets everything above it.
async fn roll_back(ctx: &Ctx, node: &Connected) -> anyhow::Result<i64> {
    let kept = store::recent(&ctx.db, ctx.network()).await?;
    let mut fork = kept.last().map_or(-1, |(h, _)| h - 1);
    for (height, hash) in &kept {
        if node.hash_at(u64::try_from(*height)?).await?.as_deref() == Some(hash.as_str()) {
            fork = *height;
            break;
        }
    }
    let mut tx = ctx.db.begin().await?;
    let credited_above = store::roll_back(&mut tx, ctx.network(), fork).await?;
    tx.commit().await?;
    if credited_above > 0 {
        tracing::error!(
            fork,
            credited_above,
            "a reorganisation removed blocks with credited deposits"
        );
    } else {
        tracing::warn!(fork, "a reorganisation: blocks above the fork scanned again");
    }
    Ok(fork)
}

/// The published terms of a network and asset: confirmations required and the smallest amount credited.
pub struct Terms {
    pub confirmations: i64,
    pub minimum: i64,
}

async fn chain_rules(db: &Db) -> anyhow::Result<HashMap<String, String>> {
    Ok(crate::rules::list(db, Some("chain"))
        .await?
        .into_iter()
        .map(|r| (r.key, r.value))
        .collect())
}

fn confirmations_of(rules: &HashMap<String, String>, network: &str) -> i64 {
    rules
        .get(&format!("confirmations_{network}"))
        .and_then(|v| v.trim().parse::<i64>().ok())
        .filter(|n| *n >= 1)
        .unwrap_or(DEFAULT_CONFIRMATIONS)
}

/// The confirmations the network's rule requires now.
pub async fn confirmations(db: &Db, network: &str) -> anyhow::Result<i64> {
    Ok(confirmations_of(&chain_rules(db).await?, network))
}

/// The terms as the rules read now; a sighting keeps those of its first sight.
pub async fn terms(db: &Db, network: &str, asset: &AssetRow) -> anyhow::Result<Terms> {
    let rules = chain_rules(db).await?;
    let confirmations = confirmations_of(&rules, network);
    let minimum = rules
        .get(&format!("min_deposit_{}", asset.symbol))
        .and_then(|v| money::parse(v, asset.scale))
        .unwrap_or(0);
    Ok(Terms {
        confirmations,
        minimum,
    })
}

/// The asset a transfer pays in, when it moves on `network`.
fn asset_of<'a>(assets: &'a [AssetRow], symbol: &str, network: &str) -> Option<&'a AssetRow> {
    assets
        .iter()
        .find(|a| a.symbol.eq_ignore_ascii_case(symbol) && a.networks().iter().any(|n| n == network))
}

/// Records scanned blocks and the sightings in them in one transaction; answers how many sightings were new.
async fn record(ctx: &Ctx, blocks: &[scan::Block], found: &[Found]) -> anyhow::Result<usize> {
    if blocks.is_empty() {
        return Ok(0);
    }
    let assets = catalogue::assets(&ctx.db).await?;
    let now = ctx.clock.now_ms();
    let mut tx = ctx.db.begin().await?;
    store::save_blocks(&mut tx, ctx.network(), blocks, now).await?;
    let mut new = Vec::new();
    for f in found {
        let Some(asset) = asset_of(&assets, &f.transfer.asset, ctx.network()) else {
            continue;
        };
        let Some(amount) = scan::to_minor(f.transfer.value, f.transfer.decimals, asset.scale.digits()) else {
            tracing::warn!(tx = %f.transfer.tx_hash, "a transfer too large for the ledger, not recorded");
            continue;
        };
        let terms = terms(&ctx.db, ctx.network(), asset).await?;
        let status = if amount < terms.minimum.max(1) {
            store::BELOW_MINIMUM
        } else {
            store::CONFIRMING
        };
        let sighting = NewSighting {
            found: f,
            asset_id: asset.id,
            amount,
            required: terms.confirmations,
            status,
        };
        if let Some(id) = store::insert_sighting(&mut tx, ctx.network(), &sighting, now).await? {
            let shown = money::format(amount, asset.scale);
            let args = [("amount", shown.as_str()), ("symbol", asset.symbol.as_str())];
            let key = if status == store::CONFIRMING {
                "deposit_seen"
            } else {
                "deposit_below_minimum"
            };
            messages::service::note(&mut tx, f.user_id, key, &args, now)
                .await
                .map_err(|e| anyhow::anyhow!("note: {}", e.code.as_str()))?;
            new.push(id);
        }
    }
    tx.commit().await?;
    for id in &new {
        view::announce(ctx, *id, "seen").await;
    }
    Ok(new.len())
}

/// Credits every confirming sighting that has reached its confirmations at the scanned tip.
async fn credit_confirmed(ctx: &Ctx) -> anyhow::Result<usize> {
    let Some((tip, _)) = store::tip(&ctx.db, ctx.network()).await? else {
        return Ok(0);
    };
    let assets = catalogue::assets(&ctx.db).await?;
    let mut credited = 0;
    for row in store::confirming_by(&ctx.db, ctx.network(), tip).await? {
        let tip = u64::try_from(tip).unwrap_or(0);
        let height = u64::try_from(row.block_height).unwrap_or(u64::MAX);
        if i64::try_from(scan::confirmations(tip, height)).unwrap_or(0) < row.required {
            continue;
        }
        let Some(asset) = assets.iter().find(|a| a.id == row.asset_id) else {
            continue;
        };
        if credit::credit(&ctx.db, &row, asset, ctx.clock.now_ms())
            .await
            .map_err(|e| anyhow::anyhow!("sighting {}: {}", row.id, e.code.as_str()))?
            .is_some()
        {
            credited += 1;
            view::announce(ctx, row.id, "credited").await;
            crate::fanout::balance::publish_balance(
                &ctx.db,
                &ctx.fanout,
                row.user_id,
                row.asset_id,
                "change",
            )
            .await;
        }
    }
    Ok(credited)
}
