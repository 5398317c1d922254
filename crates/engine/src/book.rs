use std::{
    collections::{BTreeMap, HashMap, VecDeque},
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Resting {
    id: OrderId,
    user: UserId,
    qty: Qty,
}

/// One price level: orders in time order and their total quantity.
#[derive(Debug, Clone, Default)]
struct Level {
    orders: VecDeque<Resting>,
    total: Qty,
}

/// An order book. Bids and asks are kept by price; within a price, by arrival.
#[derive(Debug, Clone, Default)]
pub struct Book {
    bids: BTreeMap<Price, Level>,
    asks: BTreeMap<Price, Level>,
    index: IdMap<(Side, Price)>,
}

/// The aggregated top of the book: `(price, total quantity)` per level, bids high to low, asks low to high.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Depth {
    pub bids: Vec<(Price, Qty)>,
    pub asks: Vec<(Price, Qty)>,
}

/// Every resting order in priority order per side, enough to rebuild the book exactly.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Snapshot {
    pub bids: Vec<(OrderId, UserId, Price, Qty)>,
    pub asks: Vec<(OrderId, UserId, Price, Qty)>,
}

impl Book {
    pub fn new() -> Book {
        Book::default()
    }

    /// Applies one command and answers what happened, in order.
    pub fn apply(&mut self, command: Command) -> Vec<Event> {
        let mut events = Vec::new();
        self.apply_into(command, &mut events);
        events
    }

    /// Like [`Book::apply`], appending to a caller's buffer so a hot loop allocates nothing.
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
                let left = self.take(id, user, side, None, qty, events);
                if left > 0 && !matches!(events.last(), Some(Event::Cancelled { id: c, .. }) if *c == id) {
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
        if self.index.contains_key(&id) {
            events.push(Event::Rejected {
                id,
                reason: RejectReason::DuplicateId,
            });
            return;
        }
        match tif {
            TimeInForce::PostOnly if self.crosses(side, price) => {
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
        let left = self.take(id, user, side, Some(price), qty, events);
        if left == 0 || matches!(events.last(), Some(Event::Cancelled { id: c, .. }) if *c == id) {
            return;
        }
        match tif {
            TimeInForce::Gtc | TimeInForce::PostOnly => {
                let level = self.side_mut(side).entry(price).or_default();
                level.orders.push_back(Resting { id, user, qty: left });
                level.total += left;
                self.index.insert(id, (side, price));
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

    fn side_mut(&mut self, side: Side) -> &mut BTreeMap<Price, Level> {
        match side {
            Side::Buy => &mut self.bids,
            Side::Sell => &mut self.asks,
        }
    }

    /// The best opposite price an order of `side` may take at `limit` (`None` = market).
    fn best_against(&self, side: Side, limit: Option<Price>) -> Option<Price> {
        let best = match side {
            Side::Buy => self.asks.keys().next().copied(),
            Side::Sell => self.bids.keys().next_back().copied(),
        }?;
        match (side, limit) {
            (_, None) => Some(best),
            (Side::Buy, Some(limit)) => (best <= limit).then_some(best),
            (Side::Sell, Some(limit)) => (best >= limit).then_some(best),
        }
    }

    fn crosses(&self, side: Side, price: Price) -> bool {
        self.best_against(side, Some(price)).is_some()
    }

    /// How much an order could fill at once, stopping at the first resting order of its own user.
    fn fillable(&self, user: UserId, side: Side, price: Price, want: Qty) -> Qty {
        let levels: Box<dyn Iterator<Item = (&Price, &Level)>> = match side {
            Side::Buy => Box::new(self.asks.range(..=price)),
            Side::Sell => Box::new(self.bids.range(price..).rev()),
        };
        let mut found = 0;
        for (_, level) in levels {
            for order in &level.orders {
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

    /// Matches an incoming order against the opposite side; answers the quantity left. A self-trade ends the
    /// order with a `Cancelled { SelfTrade }` event.
    fn take(
        &mut self,
        taker: OrderId,
        user: UserId,
        side: Side,
        limit: Option<Price>,
        mut left: Qty,
        events: &mut Vec<Event>,
    ) -> Qty {
        while left > 0 {
            let Some(price) = self.best_against(side, limit) else {
                break;
            };
            let Book { bids, asks, index } = self;
            let book = match side {
                Side::Buy => asks,
                Side::Sell => bids,
            };
            let Some(level) = book.get_mut(&price) else { break };
            let mut self_trade = false;
            while left > 0 {
                let Some(front) = level.orders.front_mut() else {
                    break;
                };
                if front.user == user {
                    self_trade = true;
                    break;
                }
                let qty = left.min(front.qty);
                front.qty -= qty;
                level.total -= qty;
                left -= qty;
                let maker = front.id;
                let maker_remaining = front.qty;
                if maker_remaining == 0 {
                    level.orders.pop_front();
                }
                events.push(Event::Fill {
                    taker,
                    maker,
                    taker_side: side,
                    price,
                    qty,
                    maker_remaining,
                });
                if maker_remaining == 0 {
                    index.remove(&maker);
                }
            }
            let empty = level.orders.is_empty();
            if empty {
                book.remove(&price);
            }
            if self_trade {
                events.push(Event::Cancelled {
                    id: taker,
                    qty: left,
                    reason: CancelReason::SelfTrade,
                });
                return left;
            }
        }
        left
    }

    /// Removes a resting order; answers its remaining quantity.
    fn remove(&mut self, id: OrderId) -> Option<Qty> {
        let (side, price) = self.index.remove(&id)?;
        let book = self.side_mut(side);
        let level = book.get_mut(&price)?;
        let at = level.orders.iter().position(|o| o.id == id)?;
        let order = level.orders.remove(at)?;
        level.total -= order.qty;
        if level.orders.is_empty() {
            book.remove(&price);
        }
        Some(order.qty)
    }

    pub fn best_bid(&self) -> Option<Price> {
        self.bids.keys().next_back().copied()
    }

    pub fn best_ask(&self) -> Option<Price> {
        self.asks.keys().next().copied()
    }

    /// How many orders rest in the book.
    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// The top `levels` price levels per side.
    pub fn depth(&self, levels: usize) -> Depth {
        Depth {
            bids: self
                .bids
                .iter()
                .rev()
                .take(levels)
                .map(|(p, l)| (*p, l.total))
                .collect(),
            asks: self
                .asks
                .iter()
                .take(levels)
                .map(|(p, l)| (*p, l.total))
                .collect(),
        }
    }

    pub fn snapshot(&self) -> Snapshot {
        let side = |levels: &mut dyn Iterator<Item = (&Price, &Level)>| {
            levels
                .flat_map(|(price, level)| level.orders.iter().map(move |o| (o.id, o.user, *price, o.qty)))
                .collect()
        };
        Snapshot {
            bids: side(&mut self.bids.iter().rev()),
            asks: side(&mut self.asks.iter()),
        }
    }

    /// Rebuilds a book from a snapshot, keeping every order's priority.
    pub fn restore(snapshot: &Snapshot) -> Book {
        let mut book = Book::new();
        for (side, orders) in [(Side::Buy, &snapshot.bids), (Side::Sell, &snapshot.asks)] {
            for &(id, user, price, qty) in orders {
                let level = book.side_mut(side).entry(price).or_default();
                level.orders.push_back(Resting { id, user, qty });
                level.total += qty;
                book.index.insert(id, (side, price));
            }
        }
        book
    }
}
