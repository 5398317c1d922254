//! The matching engine: one order book per market, changed only by [`Book::apply`], which takes a [`Command`] and
//! returns the [`Event`]s it caused. It is pure (no I/O, no clock, no async): ids and sequence come from the
//! caller, so replaying the same commands always gives the same events and the same book.
//!
//! Rules: prices are integer ticks and quantities integer lots; orders match by price, then time; a fill happens
//! at the resting (maker) order's price; a taker meeting its own resting order has its remainder cancelled
//! (self-trade prevention, a published rule); the book is never left crossed.

mod book;

pub use book::{Book, Depth, Snapshot};

/// An order's id, unique per market and given by the caller.
pub type OrderId = u64;
/// The owner of an order, used only for self-trade prevention.
pub type UserId = u64;
/// A price in integer ticks of the quote currency.
pub type Price = i64;
/// A quantity in integer lots of the base currency.
pub type Qty = i64;

/// Which side of the book an order takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Buy,
    Sell,
}

impl Side {
    /// The side an order of this side matches against.
    pub fn opposite(self) -> Side {
        match self {
            Side::Buy => Side::Sell,
            Side::Sell => Side::Buy,
        }
    }
}

/// How long a limit order lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeInForce {
    /// Good till cancelled: the remainder rests in the book.
    Gtc,
    /// Immediate or cancel: what does not fill at once is cancelled.
    Ioc,
    /// Fill or kill: fills completely at once, or nothing happens.
    Fok,
    /// Maker only: refused if any part would fill at once.
    PostOnly,
}

/// What the book is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// A limit order at `price`.
    Limit {
        id: OrderId,
        user: UserId,
        side: Side,
        price: Price,
        qty: Qty,
        tif: TimeInForce,
    },
    /// A market order for a base quantity: fills against the best prices, never rests.
    Market {
        id: OrderId,
        user: UserId,
        side: Side,
        qty: Qty,
    },
    /// Cancels a resting order.
    Cancel { id: OrderId },
}

/// Why an order left the book, or never entered it, without filling completely.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancelReason {
    /// The owner cancelled it.
    User,
    /// Immediate-or-cancel, or a market order's unfilled remainder.
    Unfilled,
    /// Fill-or-kill that could not fill completely.
    Fok,
    /// Post-only that would have filled at once.
    PostOnly,
    /// It would have traded with its owner's own resting order.
    SelfTrade,
}

/// Why a command was refused; a refused command changes nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RejectReason {
    /// The id is already resting in the book.
    DuplicateId,
    /// Prices must be positive.
    InvalidPrice,
    /// Quantities must be positive.
    InvalidQty,
    /// There is no resting order with this id.
    UnknownOrder,
}

/// What happened. Quantity is conserved: for every new order, the sum of its fills, its resting quantity and its
/// cancelled quantity equals the quantity it came with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A taker traded `qty` with a resting maker at the maker's price.
    Fill {
        taker: OrderId,
        maker: OrderId,
        taker_side: Side,
        price: Price,
        qty: Qty,
        maker_remaining: Qty,
    },
    /// The order's remainder rests in the book.
    Rested {
        id: OrderId,
        side: Side,
        price: Price,
        qty: Qty,
    },
    /// The order's remainder (`qty`) left or never entered the book.
    Cancelled {
        id: OrderId,
        qty: Qty,
        reason: CancelReason,
    },
    /// The command was refused and changed nothing.
    Rejected { id: OrderId, reason: RejectReason },
}
