//! The order book's storage.
//!
//! Every resting order is a node in one slab (`Queues::orders`, a vector reused through a free list), linked into
//! its price level's FIFO queue by slab indices (`prev`/`next`). Each price level lives in a second slab
//! (`Queues::levels`) with the head, tail and total quantity of its queue; a [`Ladder`] per side, a sorted vector
//! with the best price last, maps price to level slot and gives the price order. The id index maps an order id
//! straight to its slab slot, so a cancel is a hash lookup and an unlink: no search within the level, no shifting
//! of the orders behind it.

use std::{
    collections::{HashMap, hash_map},
    hash::{BuildHasherDefault, Hasher},
};

use crate::{CancelReason, Command, Event, OrderId, Price, Qty, RejectReason, Side, TimeInForce, UserId};

/// Order ids are chosen by the venue, not by users, so the index can use a fast multiplicative hash instead of a
/// DoS-resistant one.
#[derive(Debug, Clone, Copy, Default)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type IdMap<V> = HashMap<OrderId, V, BuildHasherDefault<IdHasher>>;

/// The slot index that means "none": the end of a queue or of the free list.
const NIL: usize = usize::MAX;

/// One resting order, or a free slot of the order slab.
///
/// While in use: `level` is the slot of its price level, `prev`/`next` its neighbours in that level's queue
/// (`NIL` at the front/back). While free: only `next` means anything, chaining the free list.
#[derive(Debug, Clone, Copy)]
struct Node {
    id: OrderId,
    user: UserId,
    qty: Qty,
    level: usize,
    prev: usize,
    next: usize,
}

/// One price level: the queue of its orders in arrival order and their total quantity.
///
/// While in use: `head`/`tail` are the first and last order of a non-empty queue, `total` is the sum of their
/// quantities, and `ladder(side)` lists this slot under `price`. A level is dropped as soon as its queue is
/// empty, so `head == NIL` only for free slots.
#[derive(Debug, Clone, Copy)]
struct Level {
    price: Price,
    side: Side,
    total: Qty,
    head: usize,
    tail: usize,
}

/// One side's price levels in priority order, worst first, so the best level is the last element.
///
/// Why not a `BTreeMap`: the hot operations all happen near the best price. Matching reads and drops the best
/// level (the last element: a read and a pop), and most passive orders join a level a few ticks from the best,
/// which a search galloping back from the end finds in a few comparisons over one contiguous array; the map
/// descended three nodes of up to eleven keys for each of them. Opening or dropping a level far from the best
/// shifts the better levels behind it, a `memmove` of at most a few kilobytes for the hundreds of levels a book
/// holds.
///
/// `ranks` holds each level's price ranked so that better is greater, see [`Ladder::rank`], strictly ascending;
/// `slots[i]` is the level slot (in `Queues::levels`) of `ranks[i]`.
#[derive(Debug, Clone, Default)]
struct Ladder {
    ranks: Vec<i64>,
    slots: Vec<usize>,
}

impl Ladder {
    /// A price ranked for its side so that a better price is a greater rank: the price itself for bids, its
    /// bitwise complement for asks (`!p == -p - 1`, which reverses the order without overflowing).
    fn rank(side: Side, price: Price) -> i64 {
        match side {
            Side::Buy => price,
            Side::Sell => !price,
        }
    }

    /// Where `rank` is (`Ok`) or would be inserted (`Err`), like `slice::binary_search`.
    ///
    /// Ranks are distinct integers, so at most `best - rank` of them are above `rank`: its place is at least that
    /// far from the end. Books are nearly dense in ticks, so that bound is usually the answer; the search gallops
    /// up from it and bisects what remains, which keeps both near-best and deep prices to a few comparisons.
    fn search(&self, rank: i64) -> Result<usize, usize> {
        let ranks = &self.ranks;
        let len = ranks.len();
        let Some(&best) = ranks.last() else {
            return Err(0);
        };
        if rank >= best {
            return if rank == best { Ok(len - 1) } else { Err(len) };
        }
        let above = usize::try_from(best.abs_diff(rank)).unwrap_or(usize::MAX);
        // `ranks[..lo]` are all below `rank`; `ranks[hi]` is not (the best is above it).
        let mut lo = len.saturating_sub(above.saturating_add(1));
        let mut step = 1;
        let hi = loop {
            let probe = lo.saturating_add(step - 1);
            if probe >= len - 1 {
                break len - 1;
            }
            if ranks[probe] >= rank {
                break probe;
            }
            lo = probe + 1;
            step *= 2;
        };
        match ranks[lo..=hi].binary_search(&rank) {
            Ok(at) => Ok(lo + at),
            Err(at) => Err(lo + at),
        }
    }

    /// The best level as `(rank, level slot)`.
    fn best(&self) -> Option<(i64, usize)> {
        Some((*self.ranks.last()?, *self.slots.last()?))
    }

    /// Level slots best first, as far as `rank` (inclusive).
    fn down_to(&self, rank: i64) -> impl Iterator<Item = usize> + '_ {
        self.ranks
            .iter()
            .rev()
            .zip(self.slots.iter().rev())
            .take_while(move |&(&r, _)| r >= rank)
            .map(|(_, &slot)| slot)
    }

    /// Level slots best first.
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.slots.iter().rev().copied()
    }

    /// Forgets the level at `rank`, if listed.
    fn remove(&mut self, rank: i64) {
        if self.ranks.last() == Some(&rank) {
            self.ranks.pop();
            self.slots.pop();
        } else if let Ok(at) = self.search(rank) {
            self.ranks.remove(at);
            self.slots.remove(at);
        }
    }
}

/// Every resting order, queued per price level, without the id index. The slabs keep their peak size; freed slots
/// are reused before the vectors grow.
#[derive(Debug, Clone)]
struct Queues {
    /// The order slab; a slot is either linked into exactly one level's queue or on the free list.
    orders: Vec<Node>,
    /// The first free slot of `orders` (`NIL` when none), chained through `Node::next`.
    free_order: usize,
    /// The level slab; a slot is either listed in exactly one side's ladder or in `free_levels`.
    levels: Vec<Level>,
    free_levels: Vec<usize>,
    /// Price to level slot, per side, best last.
    bids: Ladder,
    asks: Ladder,
}

impl Default for Queues {
    fn default() -> Queues {
        Queues {
            orders: Vec::new(),
            free_order: NIL,
            levels: Vec::new(),
            free_levels: Vec::new(),
            bids: Ladder::default(),
            asks: Ladder::default(),
        }
    }
}

impl Queues {
    fn ladder(&self, side: Side) -> &Ladder {
        match side {
            Side::Buy => &self.bids,
            Side::Sell => &self.asks,
        }
    }

    /// The best price of `side` and its level slot.
    fn best(&self, side: Side) -> Option<(Price, usize)> {
        let (rank, level) = self.ladder(side).best()?;
        // The rank is its own inverse: `!!p == p`.
        Some((Ladder::rank(side, rank), level))
    }

    /// The best level an order of `side` may take at `limit` (`None` = market), as `(price, level slot)`.
    fn best_against(&self, side: Side, limit: Option<Price>) -> Option<(Price, usize)> {
        let (best, level) = self.best(side.opposite())?;
        let within = match (side, limit) {
            (_, None) => true,
            (Side::Buy, Some(limit)) => best <= limit,
            (Side::Sell, Some(limit)) => best >= limit,
        };
        within.then_some((best, level))
    }

    /// The orders of a level's queue, front to back.
    fn queue(&self, level: usize) -> impl Iterator<Item = &Node> + '_ {
        let mut slot = self.levels.get(level).map_or(NIL, |l| l.head);
        std::iter::from_fn(move || {
            let node = self.orders.get(slot)?;
            slot = node.next;
            Some(node)
        })
    }

    /// The slot of the level at `side` and `price`, opened when there is none yet.
    fn level_for(&mut self, side: Side, price: Price) -> usize {
        let Queues {
            levels,
            free_levels,
            bids,
            asks,
            ..
        } = self;
        let ladder = match side {
            Side::Buy => bids,
            Side::Sell => asks,
        };
        let rank = Ladder::rank(side, price);
        match ladder.search(rank) {
            Ok(at) => ladder.slots[at],
            Err(at) => {
                let fresh = Level {
                    price,
                    side,
                    total: 0,
                    head: NIL,
                    tail: NIL,
                };
                let slot = match free_levels.pop() {
                    Some(slot) => {
                        levels[slot] = fresh;
                        slot
                    }
                    None => {
                        levels.push(fresh);
                        levels.len() - 1
                    }
                };
                ladder.ranks.insert(at, rank);
                ladder.slots.insert(at, slot);
                slot
            }
        }
    }

    /// Appends an order to the back of the queue at `side` and `price`, opening the level if needed; answers the
    /// order's slot.
    fn push_back(&mut self, id: OrderId, user: UserId, side: Side, price: Price, qty: Qty) -> usize {
        let level = self.level_for(side, price);
        let tail = self.levels[level].tail;
        let node = Node {
            id,
            user,
            qty,
            level,
            prev: tail,
            next: NIL,
        };
        let slot = if self.free_order == NIL {
            self.orders.push(node);
            self.orders.len() - 1
        } else {
            let slot = self.free_order;
            self.free_order = self.orders[slot].next;
            self.orders[slot] = node;
            slot
        };
        if tail == NIL {
            self.levels[level].head = slot;
        } else {
            self.orders[tail].next = slot;
        }
        let level = &mut self.levels[level];
        level.tail = slot;
        level.total += qty;
        slot
    }

    /// Unlinks the order in `slot` from its queue and frees the slot, dropping its level if the queue is now
    /// empty; answers the order's quantity and whether the level was dropped.
    fn remove(&mut self, slot: usize) -> (Qty, bool) {
        let Node {
            qty,
            level,
            prev,
            next,
            ..
        } = self.orders[slot];
        if prev == NIL {
            self.levels[level].head = next;
        } else {
            self.orders[prev].next = next;
        }
        if next == NIL {
            self.levels[level].tail = prev;
        } else {
            self.orders[next].prev = prev;
        }
        self.orders[slot].next = self.free_order;
        self.free_order = slot;
        let queue = &mut self.levels[level];
        queue.total -= qty;
        if queue.head != NIL {
            return (qty, false);
        }
        let rank = Ladder::rank(queue.side, queue.price);
        self.free_levels.push(level);
        match queue.side {
            Side::Buy => self.bids.remove(rank),
            Side::Sell => self.asks.remove(rank),
        }
        (qty, true)
    }

    /// How much an order of `user` could fill from `levels` (slots, best first), stopping at the first resting
    /// order of its own user or once `want` is reached.
    fn fillable(&self, user: UserId, want: Qty, levels: impl Iterator<Item = usize>) -> Qty {
        let mut found = 0;
        for level in levels {
            for order in self.queue(level) {
                if order.user == user {
                    return found;
                }
                found += order.qty;
                if found >= want {
                    return found;
                }
            }
        }
        found
    }
}

/// An order book. Bids and asks are kept by price; within a price, by arrival.
///
/// Invariants between commands: every resting order is in exactly one price level's queue and in the id index
/// under its id; no price level is empty; the best bid is below the best ask.
#[derive(Debug, Clone, Default)]
pub struct Book {
    queues: Queues,
    /// Order id to its slot in `queues.orders`.
    index: IdMap<usize>,
}

/// The aggregated top of the book: `(price, total quantity)` per level, bids high to low, asks low to high.
///
/// Every listed level holds at least one resting order, so its total is positive.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Depth {
    /// Bid levels, best (highest) price first.
    pub bids: Vec<(Price, Qty)>,
    /// Ask levels, best (lowest) price first.
    pub asks: Vec<(Price, Qty)>,
}

/// Every resting order in priority order per side, enough to rebuild the book exactly.
///
/// Rows are `(id, user, price, remaining quantity)`: by price, best first, then by arrival within a price.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Snapshot {
    /// Resting buy orders, highest price first.
    pub bids: Vec<(OrderId, UserId, Price, Qty)>,
    /// Resting sell orders, lowest price first.
    pub asks: Vec<(OrderId, UserId, Price, Qty)>,
}

impl Book {
    /// An empty book.
    pub fn new() -> Book {
        Book::default()
    }

    /// Applies one command and answers what happened, in order.
    pub fn apply(&mut self, command: Command) -> Vec<Event> {
        let mut events = Vec::new();
        self.apply_into(command, &mut events);
        events
    }

    /// Like [`Book::apply`], appending to a caller's buffer so a hot loop allocates nothing. Events already in
    /// the buffer are left alone and do not affect the outcome.
    pub fn apply_into(&mut self, command: Command, events: &mut Vec<Event>) {
        match command {
            Command::Limit {
                id,
                user,
                side,
                price,
                qty,
                tif,
            } => self.limit(id, user, side, price, qty, tif, events),
            Command::Market { id, user, side, qty } => {
                if qty <= 0 {
                    events.push(Event::Rejected {
                        id,
                        reason: RejectReason::InvalidQty,
                    });
                    return;
                }
                if self.index.contains_key(&id) {
                    events.push(Event::Rejected {
                        id,
                        reason: RejectReason::DuplicateId,
                    });
                    return;
                }
                if let Some(left @ 1..) = self.take(id, user, side, None, qty, events) {
                    events.push(Event::Cancelled {
                        id,
                        qty: left,
                        reason: CancelReason::Unfilled,
                    });
                }
            }
            Command::Cancel { id } => match self.remove(id) {
                Some(qty) => events.push(Event::Cancelled {
                    id,
                    qty,
                    reason: CancelReason::User,
                }),
                None => events.push(Event::Rejected {
                    id,
                    reason: RejectReason::UnknownOrder,
                }),
            },
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn limit(
        &mut self,
        id: OrderId,
        user: UserId,
        side: Side,
        price: Price,
        qty: Qty,
        tif: TimeInForce,
        events: &mut Vec<Event>,
    ) {
        if price <= 0 {
            events.push(Event::Rejected {
                id,
                reason: RejectReason::InvalidPrice,
            });
            return;
        }
        if qty <= 0 {
            events.push(Event::Rejected {
                id,
                reason: RejectReason::InvalidQty,
            });
            return;
        }
        let crosses = self.queues.best_against(side, Some(price)).is_some();
        if !crosses && matches!(tif, TimeInForce::Gtc | TimeInForce::PostOnly) {
            // Nothing can fill, so the order rests whole: one index lookup both checks the id and records it.
            match self.index.entry(id) {
                hash_map::Entry::Occupied(_) => events.push(Event::Rejected {
                    id,
                    reason: RejectReason::DuplicateId,
                }),
                hash_map::Entry::Vacant(entry) => {
                    entry.insert(self.queues.push_back(id, user, side, price, qty));
                    events.push(Event::Rested { id, side, price, qty });
                }
            }
            return;
        }
        if self.index.contains_key(&id) {
            events.push(Event::Rejected {
                id,
                reason: RejectReason::DuplicateId,
            });
            return;
        }
        match tif {
            TimeInForce::PostOnly if crosses => {
                events.push(Event::Cancelled {
                    id,
                    qty,
                    reason: CancelReason::PostOnly,
                });
                return;
            }
            TimeInForce::Fok if self.fillable(user, side, price, qty) < qty => {
                events.push(Event::Cancelled {
                    id,
                    qty,
                    reason: CancelReason::Fok,
                });
                return;
            }
            _ => {}
        }
        let Some(left @ 1..) = self.take(id, user, side, Some(price), qty, events) else {
            return;
        };
        match tif {
            TimeInForce::Gtc | TimeInForce::PostOnly => {
                let slot = self.queues.push_back(id, user, side, price, left);
                self.index.insert(id, slot);
                events.push(Event::Rested {
                    id,
                    side,
                    price,
                    qty: left,
                });
            }
            TimeInForce::Ioc | TimeInForce::Fok => {
                events.push(Event::Cancelled {
                    id,
                    qty: left,
                    reason: CancelReason::Unfilled,
                });
            }
        }
    }

    /// How much an order could fill at once, stopping at the first resting order of its own user.
    fn fillable(&self, user: UserId, side: Side, price: Price, want: Qty) -> Qty {
        let queues = &self.queues;
        let against = side.opposite();
        let levels = queues.ladder(against).down_to(Ladder::rank(against, price));
        queues.fillable(user, want, levels)
    }

    /// Matches an incoming order against the opposite side; answers the quantity left, or `None` when a
    /// self-trade ended the order (after a `Cancelled { SelfTrade }` event for its remainder).
    fn take(
        &mut self,
        taker: OrderId,
        user: UserId,
        side: Side,
        limit: Option<Price>,
        mut left: Qty,
        events: &mut Vec<Event>,
    ) -> Option<Qty> {
        let Book { queues, index } = self;
        while left > 0 {
            let Some((price, level)) = queues.best_against(side, limit) else {
                break;
            };
            loop {
                let maker = queues.levels[level].head;
                let order = &mut queues.orders[maker];
                if order.user == user {
                    events.push(Event::Cancelled {
                        id: taker,
                        qty: left,
                        reason: CancelReason::SelfTrade,
                    });
                    return None;
                }
                let qty = left.min(order.qty);
                order.qty -= qty;
                left -= qty;
                let (maker_id, maker_remaining) = (order.id, order.qty);
                queues.levels[level].total -= qty;
                events.push(Event::Fill {
                    taker,
                    maker: maker_id,
                    taker_side: side,
                    price,
                    qty,
                    maker_remaining,
                });
                if maker_remaining != 0 {
                    // The maker outlasted the taker: `left` is 0.
                    break;
                }
                index.remove(&maker_id);
                let (_, dropped) = queues.remove(maker);
                if dropped || left <= 0 {
                    break;
                }
            }
        }
        Some(left)
    }

    /// Removes a resting order; answers its remaining quantity.
    fn remove(&mut self, id: OrderId) -> Option<Qty> {
        let slot = self.index.remove(&id)?;
        Some(self.queues.remove(slot).0)
    }

    /// The highest resting buy price, if any.
    pub fn best_bid(&self) -> Option<Price> {
        self.queues.best(Side::Buy).map(|(price, _)| price)
    }

    /// The lowest resting sell price, if any; above [`Book::best_bid`] whenever both exist.
    pub fn best_ask(&self) -> Option<Price> {
        self.queues.best(Side::Sell).map(|(price, _)| price)
    }

    /// How many orders rest in the book.
    pub fn len(&self) -> usize {
        self.index.len()
    }

    /// Whether no order rests in the book.
    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// The top `levels` price levels per side.
    pub fn depth(&self, levels: usize) -> Depth {
        let side = |side: Side| -> Vec<(Price, Qty)> {
            let row = |level: usize| {
                let level = &self.queues.levels[level];
                (level.price, level.total)
            };
            self.queues.ladder(side).iter().take(levels).map(row).collect()
        };
        Depth {
            bids: side(Side::Buy),
            asks: side(Side::Sell),
        }
    }

    /// Every resting order in priority order; [`Book::restore`] rebuilds this exact book from it.
    pub fn snapshot(&self) -> Snapshot {
        let side = |side: Side| -> Vec<(OrderId, UserId, Price, Qty)> {
            let rows = |level: usize| {
                let price = self.queues.levels[level].price;
                self.queues
                    .queue(level)
                    .map(move |o| (o.id, o.user, price, o.qty))
            };
            self.queues.ladder(side).iter().flat_map(rows).collect()
        };
        Snapshot {
            bids: side(Side::Buy),
            asks: side(Side::Sell),
        }
    }

    /// Rebuilds a book from a snapshot, keeping every order's priority: within a price, rows queue in the order
    /// they are listed. The rows are trusted as they are (as [`Book::snapshot`] writes them: unique ids, positive
    /// prices and quantities, bids below asks); nothing is matched.
    pub fn restore(snapshot: &Snapshot) -> Book {
        let mut book = Book::new();
        for (side, orders) in [(Side::Buy, &snapshot.bids), (Side::Sell, &snapshot.asks)] {
            for &(id, user, price, qty) in orders {
                let slot = book.queues.push_back(id, user, side, price, qty);
                book.index.insert(id, slot);
            }
        }
        book
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};

    use super::Ladder;

    /// The ladder's search against `slice::binary_search`, on dense, sparse and extreme ranks, for ranks that are
    /// listed, between listed ones, beyond both ends and at the ends of `i64`.
    #[test]
    fn the_ladder_search_agrees_with_a_binary_search() {
        let mut rng = StdRng::seed_from_u64(16);
        for round in 0..2_000 {
            let len = rng.gen_range(0..64);
            let gap = [1, 2, 7, 1 << 20, 1 << 61][round % 5];
            let mut ranks: Vec<i64> = (0..len).map(|_| rng.gen_range(-gap..=gap) * 3).collect();
            if round % 7 == 0 {
                ranks.extend([i64::MIN, i64::MAX, i64::MIN + 1, i64::MAX - 1]);
            }
            ranks.sort_unstable();
            ranks.dedup();
            let slots = (0..ranks.len()).collect();
            let ladder = Ladder {
                ranks: ranks.clone(),
                slots,
            };
            let mut probes: Vec<i64> = ranks
                .iter()
                .flat_map(|&r| [r.saturating_sub(1), r, r.saturating_add(1)])
                .collect();
            probes.extend([
                i64::MIN,
                i64::MAX,
                0,
                rng.r#gen(),
                rng.gen_range(-gap * 3..=gap * 3),
            ]);
            for rank in probes {
                assert_eq!(
                    ladder.search(rank),
                    ranks.binary_search(&rank),
                    "{rank} in {ranks:?}"
                );
            }
        }
    }
}
