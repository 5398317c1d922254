//! The book's rules, one example each.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use mercato_engine::{Book, CancelReason, Command, Event, RejectReason, Side, TimeInForce};

fn limit(id: u64, user: u64, side: Side, price: i64, qty: i64) -> Command {
    Command::Limit {
        id,
        user,
        side,
        price,
        qty,
        tif: TimeInForce::Gtc,
    }
}

fn with_tif(command: Command, tif: TimeInForce) -> Command {
    match command {
        Command::Limit {
            id,
            user,
            side,
            price,
            qty,
            ..
        } => Command::Limit {
            id,
            user,
            side,
            price,
            qty,
            tif,
        },
        other => other,
    }
}

#[test]
fn orders_at_one_price_fill_in_arrival_order_at_the_makers_price() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Sell, 101, 5));
    book.apply(limit(2, 2, Side::Sell, 101, 5));
    let events = book.apply(limit(3, 3, Side::Buy, 105, 7));
    assert_eq!(
        events,
        vec![
            Event::Fill {
                taker: 3,
                maker: 1,
                taker_side: Side::Buy,
                price: 101,
                qty: 5,
                maker_remaining: 0
            },
            Event::Fill {
                taker: 3,
                maker: 2,
                taker_side: Side::Buy,
                price: 101,
                qty: 2,
                maker_remaining: 3
            },
        ]
    );
    assert_eq!(book.depth(5).asks, vec![(101, 3)]);
    assert_eq!(book.best_bid(), None);
}

#[test]
fn better_prices_fill_first_and_the_remainder_rests() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Sell, 103, 1));
    book.apply(limit(2, 1, Side::Sell, 102, 1));
    let events = book.apply(limit(3, 2, Side::Buy, 102, 3));
    assert_eq!(
        events[0],
        Event::Fill {
            taker: 3,
            maker: 2,
            taker_side: Side::Buy,
            price: 102,
            qty: 1,
            maker_remaining: 0
        }
    );
    assert_eq!(
        events[1],
        Event::Rested {
            id: 3,
            side: Side::Buy,
            price: 102,
            qty: 2
        }
    );
    assert_eq!((book.best_bid(), book.best_ask()), (Some(102), Some(103)));
}

#[test]
fn immediate_or_cancel_keeps_nothing_in_the_book() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Sell, 100, 2));
    let events = book.apply(with_tif(limit(2, 2, Side::Buy, 100, 5), TimeInForce::Ioc));
    assert_eq!(
        events.last(),
        Some(&Event::Cancelled {
            id: 2,
            qty: 3,
            reason: CancelReason::Unfilled
        })
    );
    assert!(book.is_empty());
}

#[test]
fn fill_or_kill_fills_completely_or_changes_nothing() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Sell, 100, 2));
    book.apply(limit(2, 1, Side::Sell, 101, 2));
    let killed = book.apply(with_tif(limit(3, 2, Side::Buy, 101, 5), TimeInForce::Fok));
    assert_eq!(
        killed,
        vec![Event::Cancelled {
            id: 3,
            qty: 5,
            reason: CancelReason::Fok
        }]
    );
    assert_eq!(book.len(), 2);
    let filled = book.apply(with_tif(limit(4, 2, Side::Buy, 101, 4), TimeInForce::Fok));
    assert_eq!(filled.len(), 2);
    assert!(book.is_empty());
}

#[test]
fn post_only_is_refused_when_it_would_take() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Sell, 100, 2));
    let refused = book.apply(with_tif(limit(2, 2, Side::Buy, 100, 1), TimeInForce::PostOnly));
    assert_eq!(
        refused,
        vec![Event::Cancelled {
            id: 2,
            qty: 1,
            reason: CancelReason::PostOnly
        }]
    );
    let rested = book.apply(with_tif(limit(3, 2, Side::Buy, 99, 1), TimeInForce::PostOnly));
    assert_eq!(
        rested,
        vec![Event::Rested {
            id: 3,
            side: Side::Buy,
            price: 99,
            qty: 1
        }]
    );
}

#[test]
fn a_taker_meeting_its_own_order_has_its_remainder_cancelled() {
    let mut book = Book::new();
    book.apply(limit(1, 9, Side::Sell, 100, 1));
    book.apply(limit(2, 7, Side::Sell, 101, 1));
    let events = book.apply(limit(3, 7, Side::Buy, 102, 3));
    assert_eq!(
        events,
        vec![
            Event::Fill {
                taker: 3,
                maker: 1,
                taker_side: Side::Buy,
                price: 100,
                qty: 1,
                maker_remaining: 0
            },
            Event::Cancelled {
                id: 3,
                qty: 2,
                reason: CancelReason::SelfTrade
            },
        ]
    );
    assert_eq!(book.depth(5).asks, vec![(101, 1)], "the own resting order stays");
}

#[test]
fn market_orders_take_the_best_prices_and_never_rest() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Buy, 99, 2));
    book.apply(limit(2, 1, Side::Buy, 98, 2));
    let events = book.apply(Command::Market {
        id: 3,
        user: 2,
        side: Side::Sell,
        qty: 5,
    });
    assert_eq!(events.len(), 3);
    assert_eq!(
        events[2],
        Event::Cancelled {
            id: 3,
            qty: 1,
            reason: CancelReason::Unfilled
        }
    );
    assert!(book.is_empty());
}

#[test]
fn bad_commands_are_refused_and_change_nothing() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Buy, 99, 2));
    let before = book.snapshot();
    assert_eq!(
        book.apply(limit(1, 1, Side::Buy, 98, 1)),
        vec![Event::Rejected {
            id: 1,
            reason: RejectReason::DuplicateId
        }]
    );
    assert_eq!(
        book.apply(limit(2, 1, Side::Buy, 0, 1)),
        vec![Event::Rejected {
            id: 2,
            reason: RejectReason::InvalidPrice
        }]
    );
    assert_eq!(
        book.apply(limit(3, 1, Side::Buy, 99, 0)),
        vec![Event::Rejected {
            id: 3,
            reason: RejectReason::InvalidQty
        }]
    );
    assert_eq!(
        book.apply(Command::Cancel { id: 42 }),
        vec![Event::Rejected {
            id: 42,
            reason: RejectReason::UnknownOrder
        }]
    );
    assert_eq!(book.snapshot(), before);
}

#[test]
fn a_cancel_frees_the_level_and_a_snapshot_restores_every_priority() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Buy, 99, 2));
    book.apply(limit(2, 2, Side::Buy, 99, 3));
    book.apply(limit(3, 3, Side::Sell, 101, 1));
    assert_eq!(
        book.apply(Command::Cancel { id: 1 }),
        vec![Event::Cancelled {
            id: 1,
            qty: 2,
            reason: CancelReason::User
        }]
    );
    let restored = Book::restore(&book.snapshot());
    assert_eq!(restored.snapshot(), book.snapshot());
    assert_eq!(restored.depth(10), book.depth(10));
}

#[test]
fn cancels_anywhere_in_a_queue_keep_the_others_in_arrival_order() {
    let mut book = Book::new();
    for id in 1..=5 {
        book.apply(limit(id, id, Side::Sell, 100, 1));
    }
    book.apply(limit(6, 6, Side::Sell, 101, 1));
    for id in [3, 1, 5] {
        assert_eq!(
            book.apply(Command::Cancel { id }),
            vec![Event::Cancelled {
                id,
                qty: 1,
                reason: CancelReason::User
            }]
        );
    }
    assert_eq!(
        book.apply(Command::Cancel { id: 3 }),
        vec![Event::Rejected {
            id: 3,
            reason: RejectReason::UnknownOrder
        }]
    );
    book.apply(limit(7, 7, Side::Sell, 100, 1));
    assert_eq!(
        book.snapshot().asks,
        vec![(2, 2, 100, 1), (4, 4, 100, 1), (7, 7, 100, 1), (6, 6, 101, 1)]
    );
    assert_eq!(book.depth(5).asks, vec![(100, 3), (101, 1)]);
    let makers: Vec<u64> = book
        .apply(limit(8, 8, Side::Buy, 100, 3))
        .iter()
        .filter_map(|e| match *e {
            Event::Fill { maker, .. } => Some(maker),
            _ => None,
        })
        .collect();
    assert_eq!(makers, vec![2, 4, 7]);
    assert_eq!(
        (book.best_bid(), book.best_ask(), book.len()),
        (None, Some(101), 1)
    );
    book.apply(Command::Cancel { id: 6 });
    assert!(book.is_empty());
    assert_eq!(book.best_ask(), None);
    book.apply(limit(9, 9, Side::Sell, 100, 2));
    assert_eq!(book.depth(5).asks, vec![(100, 2)]);
    assert_eq!(book.best_ask(), Some(100));
}

#[test]
fn the_best_price_follows_levels_opening_and_closing() {
    let mut book = Book::new();
    book.apply(limit(1, 1, Side::Buy, 95, 1));
    book.apply(limit(2, 1, Side::Buy, 97, 1));
    book.apply(limit(3, 1, Side::Buy, 96, 1));
    book.apply(limit(4, 1, Side::Sell, 99, 1));
    book.apply(limit(5, 1, Side::Sell, 98, 1));
    assert_eq!((book.best_bid(), book.best_ask()), (Some(97), Some(98)));
    book.apply(Command::Cancel { id: 3 });
    assert_eq!(book.best_bid(), Some(97), "a level behind the best closes");
    book.apply(Command::Cancel { id: 2 });
    assert_eq!(book.best_bid(), Some(95), "the best level closes");
    book.apply(Command::Market {
        id: 6,
        user: 2,
        side: Side::Buy,
        qty: 1,
    });
    assert_eq!(book.best_ask(), Some(99), "a fill empties the best level");
    assert_eq!(book.depth(5).bids, vec![(95, 1)]);
}

#[test]
fn apply_into_appends_and_ignores_what_the_buffer_already_holds() {
    let mut book = Book::new();
    let market = Command::Market {
        id: 1,
        user: 1,
        side: Side::Buy,
        qty: 2,
    };
    let unfilled = Event::Cancelled {
        id: 1,
        qty: 2,
        reason: CancelReason::Unfilled,
    };
    let mut events = Vec::new();
    book.apply_into(market, &mut events);
    book.apply_into(market, &mut events);
    assert_eq!(events, vec![unfilled, unfilled]);
}
