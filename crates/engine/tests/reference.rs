//! The book against a naive reference on random command streams: every event and the whole book must agree after
//! every command, the book must never be crossed, and every order's quantity must be accounted for.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use mercato_engine::{Book, CancelReason, Command, Event, RejectReason, Side, Snapshot, TimeInForce};
use rand::{Rng, SeedableRng, rngs::StdRng};

/// The reference: every resting order in one vector, searched from scratch for each command.
#[derive(Default)]
struct Naive {
    orders: Vec<(u64, u64, Side, i64, i64, u64)>,
    seq: u64,
}

impl Naive {
    fn candidates(&self, side: Side, limit: Option<i64>) -> Vec<usize> {
        let mut found: Vec<usize> = (0..self.orders.len())
            .filter(|&i| {
                let (_, _, s, p, _, _) = self.orders[i];
                s == side.opposite()
                    && match (side, limit) {
                        (_, None) => true,
                        (Side::Buy, Some(l)) => p <= l,
                        (Side::Sell, Some(l)) => p >= l,
                    }
            })
            .collect();
        found.sort_by_key(|&i| {
            let (_, _, _, p, _, seq) = self.orders[i];
            (if side == Side::Buy { p } else { -p }, seq)
        });
        found
    }

    fn apply(&mut self, command: Command) -> Vec<Event> {
        let mut events = Vec::new();
        let (id, user, side, limit, qty, tif) = match command {
            Command::Cancel { id } => {
                return match self.orders.iter().position(|o| o.0 == id) {
                    Some(at) => {
                        let order = self.orders.remove(at);
                        vec![Event::Cancelled {
                            id,
                            qty: order.4,
                            reason: CancelReason::User,
                        }]
                    }
                    None => vec![Event::Rejected {
                        id,
                        reason: RejectReason::UnknownOrder,
                    }],
                };
            }
            Command::Limit {
                id,
                user,
                side,
                price,
                qty,
                tif,
            } => {
                if price <= 0 {
                    return vec![Event::Rejected {
                        id,
                        reason: RejectReason::InvalidPrice,
                    }];
                }
                (id, user, side, Some(price), qty, Some(tif))
            }
            Command::Market { id, user, side, qty } => (id, user, side, None, qty, None),
        };
        if qty <= 0 {
            return vec![Event::Rejected {
                id,
                reason: RejectReason::InvalidQty,
            }];
        }
        if self.orders.iter().any(|o| o.0 == id) {
            return vec![Event::Rejected {
                id,
                reason: RejectReason::DuplicateId,
            }];
        }
        let candidates = self.candidates(side, limit);
        if tif == Some(TimeInForce::PostOnly) && !candidates.is_empty() {
            return vec![Event::Cancelled {
                id,
                qty,
                reason: CancelReason::PostOnly,
            }];
        }
        if tif == Some(TimeInForce::Fok) {
            let mut fillable = 0;
            for &i in &candidates {
                if self.orders[i].1 == user {
                    break;
                }
                fillable += self.orders[i].4;
            }
            if fillable < qty {
                return vec![Event::Cancelled {
                    id,
                    qty,
                    reason: CancelReason::Fok,
                }];
            }
        }
        let mut left = qty;
        let mut done = Vec::new();
        for &i in &candidates {
            if left == 0 {
                break;
            }
            let (maker, maker_user, _, price, resting, _) = self.orders[i];
            if maker_user == user {
                self.orders = self
                    .orders
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| !done.contains(j))
                    .map(|(_, o)| *o)
                    .collect();
                events.push(Event::Cancelled {
                    id,
                    qty: left,
                    reason: CancelReason::SelfTrade,
                });
                return events;
            }
            let fill = left.min(resting);
            left -= fill;
            self.orders[i].4 -= fill;
            events.push(Event::Fill {
                taker: id,
                maker,
                taker_side: side,
                price,
                qty: fill,
                maker_remaining: resting - fill,
            });
            if resting == fill {
                done.push(i);
            }
        }
        self.orders = self
            .orders
            .iter()
            .enumerate()
            .filter(|(j, _)| !done.contains(j))
            .map(|(_, o)| *o)
            .collect();
        if left > 0 {
            match (tif, limit) {
                (Some(TimeInForce::Gtc | TimeInForce::PostOnly), Some(price)) => {
                    self.seq += 1;
                    self.orders.push((id, user, side, price, left, self.seq));
                    events.push(Event::Rested {
                        id,
                        side,
                        price,
                        qty: left,
                    });
                }
                _ => events.push(Event::Cancelled {
                    id,
                    qty: left,
                    reason: CancelReason::Unfilled,
                }),
            }
        }
        events
    }

    fn snapshot(&self) -> Snapshot {
        let mut bids: Vec<_> = self.orders.iter().filter(|o| o.2 == Side::Buy).collect();
        bids.sort_by_key(|o| (-o.3, o.5));
        let mut asks: Vec<_> = self.orders.iter().filter(|o| o.2 == Side::Sell).collect();
        asks.sort_by_key(|o| (o.3, o.5));
        Snapshot {
            bids: bids.iter().map(|o| (o.0, o.1, o.3, o.4)).collect(),
            asks: asks.iter().map(|o| (o.0, o.1, o.3, o.4)).collect(),
        }
    }
}

fn commands() -> usize {
    std::env::var("MERCATO_ENGINE_COMMANDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000)
}

fn random_command(rng: &mut StdRng, next_id: &mut u64, live: &[u64]) -> Command {
    let side = if rng.gen_bool(0.5) { Side::Buy } else { Side::Sell };
    let user = rng.gen_range(1..=6);
    match rng.gen_range(0..100) {
        0..=24 if !live.is_empty() => Command::Cancel {
            id: live[rng.gen_range(0..live.len())],
        },
        25..=27 => Command::Cancel {
            id: rng.gen_range(1..=*next_id + 5),
        },
        28..=35 => {
            *next_id += 1;
            Command::Market {
                id: *next_id,
                user,
                side,
                qty: rng.gen_range(0..=12),
            }
        }
        _ => {
            *next_id += 1;
            let tif = match rng.gen_range(0..10) {
                0 => TimeInForce::Ioc,
                1 => TimeInForce::Fok,
                2 => TimeInForce::PostOnly,
                _ => TimeInForce::Gtc,
            };
            let id = if rng.gen_range(0..200) == 0 && !live.is_empty() {
                live[0]
            } else {
                *next_id
            };
            Command::Limit {
                id,
                user,
                side,
                price: rng.gen_range(-1..=20) + 90,
                qty: rng.gen_range(0..=10),
                tif,
            }
        }
    }
}

fn new_order(command: &Command) -> Option<(u64, i64)> {
    match *command {
        Command::Limit { id, qty, .. } | Command::Market { id, qty, .. } => Some((id, qty)),
        Command::Cancel { .. } => None,
    }
}

#[test]
fn the_book_agrees_with_a_naive_reference_on_random_command_streams() {
    let mut rng = StdRng::seed_from_u64(20_261_122);
    let mut book = Book::new();
    let mut naive = Naive::default();
    let mut next_id = 0;
    for step in 0..commands() {
        let live: Vec<u64> = naive.orders.iter().map(|o| o.0).collect();
        let command = random_command(&mut rng, &mut next_id, &live);
        let events = book.apply(command);
        assert_eq!(events, naive.apply(command), "step {step}: {command:?}");
        if let (Some(bid), Some(ask)) = (book.best_bid(), book.best_ask()) {
            assert!(bid < ask, "step {step}: the book is crossed at {bid}/{ask}");
        }
        if let Some((id, qty)) = new_order(&command)
            && !matches!(events.first(), Some(Event::Rejected { .. }))
        {
            let accounted: i64 = events
                .iter()
                .map(|e| match *e {
                    Event::Fill { taker, qty, .. } if taker == id => qty,
                    Event::Rested { id: r, qty, .. } if r == id => qty,
                    Event::Cancelled { id: c, qty, .. } if c == id => qty,
                    _ => 0,
                })
                .sum();
            assert_eq!(
                accounted, qty,
                "step {step}: order {id} is not fully accounted for"
            );
        }
        if step % 97 == 0 {
            assert_eq!(book.snapshot(), naive.snapshot(), "step {step}");
        }
    }
    assert_eq!(book.snapshot(), naive.snapshot());
}

#[test]
fn a_restored_book_behaves_like_the_original_on_random_command_streams() {
    let mut rng = StdRng::seed_from_u64(20_261_123);
    let mut book = Book::new();
    let mut twin = Book::new();
    let mut next_id = 0;
    for step in 0..commands() {
        if step % 97 == 0 {
            twin = Book::restore(&book.snapshot());
        }
        let snapshot = book.snapshot();
        let live: Vec<u64> = snapshot.bids.iter().chain(&snapshot.asks).map(|o| o.0).collect();
        let command = random_command(&mut rng, &mut next_id, &live);
        assert_eq!(
            book.apply(command),
            twin.apply(command),
            "step {step}: {command:?}"
        );
        assert_eq!(
            (book.best_bid(), book.best_ask(), book.len()),
            (twin.best_bid(), twin.best_ask(), twin.len()),
            "step {step}"
        );
        assert_eq!(book.depth(usize::MAX), twin.depth(usize::MAX), "step {step}");
    }
    assert_eq!(book.snapshot(), twin.snapshot());
}
