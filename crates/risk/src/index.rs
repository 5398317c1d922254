//! The risk engine's index of trigger prices for one instrument.
//!
//! Every open position has up to four prices at which something must happen: take-profit, stop-loss,
//! liquidation, and (before it opens) a limit entrust. Scanning every position on every mark tick costs O(n) per
//! tick; keeping the triggers ordered by price makes a tick cost O(k + log n) for the k triggers it crosses, so a
//! tick that crosses nothing costs O(log n) however many positions are open.

use std::{
    collections::{BTreeSet, HashMap},
    hash::{BuildHasherDefault, Hasher},
};

use crate::formula::{Direction, Side};

/// What a trigger does when it fires. The discriminant is the low two bits of the trigger's key (see [`key`]),
/// so one position can hold one trigger of each kind in the same index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TriggerKind {
    /// The user's take-profit price: close the position in profit.
    TakeProfit = 0,
    /// The user's stop-loss price: close the position to cap the loss.
    StopLoss = 1,
    /// The account's liquidation price for this position (see [`crate::formula::liquidation_price`]).
    Liquidation = 2,
    /// A limit order waiting to open a position at its price.
    LimitEntrust = 3,
}

impl TriggerKind {
    /// The way the mark must move for this kind of trigger of a position on `side` to fire: a long takes profit
    /// on a rise and stops out, is liquidated or has its limit entrust (a buy below the mark) filled on a fall; a
    /// short is the mirror image.
    pub fn direction(self, side: Side) -> Direction {
        match (self, side) {
            (TriggerKind::TakeProfit, Side::Long) | (TriggerKind::StopLoss, Side::Short) => Direction::Rises,
            (TriggerKind::Liquidation | TriggerKind::LimitEntrust, Side::Short) => Direction::Rises,
            _ => Direction::Falls,
        }
    }

    fn from_bits(bits: u64) -> TriggerKind {
        match bits & 3 {
            0 => TriggerKind::TakeProfit,
            1 => TriggerKind::StopLoss,
            2 => TriggerKind::Liquidation,
            _ => TriggerKind::LimitEntrust,
        }
    }
}

/// The index key of a position's trigger: `position_id × 4 + kind`, so a position's triggers never collide with
/// each other or with another position's, and [`split`] recovers both parts. `None` when `position_id` is at or
/// above 2^62, where the key would not fit in `u64`.
pub fn key(position_id: u64, kind: TriggerKind) -> Option<u64> {
    position_id.checked_mul(4).map(|base| base | kind as u64)
}

/// The position id and trigger kind a [`key`] was made from. Every `u64` is a valid key, so this cannot fail.
pub fn split(key: u64) -> (u64, TriggerKind) {
    (key >> 2, TriggerKind::from_bits(key))
}

/// Trigger keys are chosen by the venue (position ids), not by users, so the key map can use a fast
/// multiplicative hash instead of a flooding-resistant one (the same choice as the matching engine's id index).
#[derive(Debug, Clone, Copy, Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
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

/// A trigger returned by [`TriggerIndex::fire`]: its key, direction and price.
pub type Fired = (u64, Direction, i64);

/// The trigger prices of one instrument (the server keeps one index per instrument), each under a caller-chosen
/// `u64` key (see [`key`]), at most one trigger per key.
///
/// Layout and invariants:
/// - `rises` and `falls` hold the armed triggers as `(price, key)`, ordered by price, then key, so ties at one
///   price are distinct and the firing order is deterministic; a key is in at most one of them, and the index's
///   triggers are exactly their union.
/// - `by_key` maps every armed key to its direction and price, so a trigger can be found and dropped by key.
///   It may also hold entries of triggers that have fired since (their entry no longer matches an armed trigger);
///   every such key is in `fired`.
/// - `fire` touches only the ordered sets: clearing the fired keys' entries from `by_key` would cost a cache
///   miss per trigger in a map of every trigger, which on a tick after other work dominated the tick's time. The
///   entries are cleared later instead, a couple per [`insert`](Self::insert) and
///   [`remove`](Self::remove), so `by_key` never holds more than the triggers it held at its fullest.
#[derive(Debug, Default, Clone)]
pub struct TriggerIndex {
    rises: BTreeSet<(i64, u64)>,
    falls: BTreeSet<(i64, u64)>,
    by_key: HashMap<u64, (Direction, i64), BuildHasherDefault<KeyHasher>>,
    fired: Vec<u64>,
}

/// How many fired keys each insert or remove clears from the key map: more than one, so clearing keeps ahead of
/// firing whenever the server re-arms or closes what fired.
const TIDY_PER_CALL: usize = 2;

impl TriggerIndex {
    /// An empty index.
    pub fn new() -> Self {
        Self::default()
    }

    fn side_of(&self, direction: Direction) -> &BTreeSet<(i64, u64)> {
        match direction {
            Direction::Rises => &self.rises,
            Direction::Falls => &self.falls,
        }
    }

    fn side_of_mut(&mut self, direction: Direction) -> &mut BTreeSet<(i64, u64)> {
        match direction {
            Direction::Rises => &mut self.rises,
            Direction::Falls => &mut self.falls,
        }
    }

    /// Whether a key-map entry describes an armed trigger (and not one that has fired since).
    fn armed(&self, key: u64, (direction, price): (Direction, i64)) -> bool {
        self.side_of(direction).contains(&(price, key))
    }

    /// Clears up to `budget` entries of fired triggers from the key map.
    fn tidy(&mut self, budget: usize) {
        for _ in 0..budget {
            let Some(key) = self.fired.pop() else {
                return;
            };
            if let Some(&entry) = self.by_key.get(&key)
                && !self.armed(key, entry)
            {
                self.by_key.remove(&key);
            }
        }
    }

    /// Sets the trigger under `key` to fire when the mark crosses `price` moving `direction`, replacing any
    /// trigger that key had (a moved stop-loss, a liquidation price recomputed after a balance change) and
    /// returning it. A trigger already crossed by the current mark is kept, not fired: it fires on the next
    /// [`fire`](Self::fire), since triggers are level-triggered. O(log n).
    pub fn insert(&mut self, key: u64, direction: Direction, price: i64) -> Option<(Direction, i64)> {
        let old = self
            .by_key
            .insert(key, (direction, price))
            .filter(|&(old_direction, old_price)| self.side_of_mut(old_direction).remove(&(old_price, key)));
        self.side_of_mut(direction).insert((price, key));
        self.tidy(TIDY_PER_CALL);
        old
    }

    /// Drops the trigger under `key` (a closed position, a cancelled stop); `false` if there was none, including
    /// when it has fired. O(log n).
    pub fn remove(&mut self, key: u64) -> bool {
        let removed = self
            .by_key
            .remove(&key)
            .is_some_and(|(direction, price)| self.side_of_mut(direction).remove(&(price, key)));
        self.tidy(TIDY_PER_CALL);
        removed
    }

    /// The direction and price of the trigger under `key`, if it is armed (a fired trigger is gone). O(log n).
    pub fn get(&self, key: u64) -> Option<(Direction, i64)> {
        self.by_key
            .get(&key)
            .copied()
            .filter(|&entry| self.armed(key, entry))
    }

    /// How many triggers the index holds.
    pub fn len(&self) -> usize {
        self.rises.len() + self.falls.len()
    }

    /// Whether the index holds no trigger.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Removes and returns every trigger that `mark` crosses: `Rises` triggers with `price <= mark` and `Falls`
    /// triggers with `price >= mark`, ordered by price, then key (ascending), both directions merged. The caller
    /// acts on them (and re-inserts any it decides to keep); those not crossed stay.
    ///
    /// Cost O(k + log n) for k fired out of n: each direction's crossed triggers are one end of its ordered set,
    /// cut off with one `split_off`, so the triggers that stay are never visited, and the key map is left to be
    /// cleared later (see [`TriggerIndex`]).
    pub fn fire(&mut self, mark: i64) -> Vec<Fired> {
        let risen = match mark.checked_add(1) {
            Some(above) => {
                let stay = self.rises.split_off(&(above, 0));
                std::mem::replace(&mut self.rises, stay)
            }
            None => std::mem::take(&mut self.rises),
        };
        let fallen = self.falls.split_off(&(mark, 0));
        let mut fired = Vec::with_capacity(risen.len() + fallen.len());
        let mut risen = risen.into_iter().peekable();
        let mut fallen = fallen.into_iter().peekable();
        loop {
            let next = match (risen.peek(), fallen.peek()) {
                (Some(r), Some(f)) if r <= f => risen.next().map(|t| (t, Direction::Rises)),
                (_, Some(_)) => fallen.next().map(|t| (t, Direction::Falls)),
                (Some(_), None) => risen.next().map(|t| (t, Direction::Rises)),
                (None, None) => None,
            };
            let Some(((price, key), direction)) = next else {
                break;
            };
            fired.push((key, direction, price));
        }
        self.fired.extend(fired.iter().map(|&(key, _, _)| key));
        fired
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_the_position_id_times_4_plus_the_kind_and_splits_back() {
        // Position 7's liquidation trigger: 7 × 4 + 2 = 30.
        assert_eq!(key(7, TriggerKind::Liquidation), Some(30));
        assert_eq!(split(30), (7, TriggerKind::Liquidation));
        for kind in [
            TriggerKind::TakeProfit,
            TriggerKind::StopLoss,
            TriggerKind::Liquidation,
            TriggerKind::LimitEntrust,
        ] {
            for id in [0, 1, 12_345, (1 << 62) - 1] {
                assert_eq!(key(id, kind).map(split), Some((id, kind)));
            }
        }
    }

    #[test]
    fn a_position_id_of_2_to_the_62_has_no_key() {
        assert_eq!(key(1 << 62, TriggerKind::TakeProfit), None);
    }

    #[test]
    fn a_long_takes_profit_on_a_rise_and_stops_liquidates_or_fills_its_entrust_on_a_fall() {
        use TriggerKind::*;
        assert_eq!(TakeProfit.direction(Side::Long), Direction::Rises);
        assert_eq!(StopLoss.direction(Side::Long), Direction::Falls);
        assert_eq!(Liquidation.direction(Side::Long), Direction::Falls);
        assert_eq!(LimitEntrust.direction(Side::Long), Direction::Falls);
        assert_eq!(TakeProfit.direction(Side::Short), Direction::Falls);
        assert_eq!(StopLoss.direction(Side::Short), Direction::Rises);
        assert_eq!(Liquidation.direction(Side::Short), Direction::Rises);
        assert_eq!(LimitEntrust.direction(Side::Short), Direction::Rises);
    }

    #[test]
    fn a_long_liquidated_at_47500_fires_at_47500_but_not_at_47500_01() {
        let mut index = TriggerIndex::new();
        index.insert(30, Direction::Falls, 4_750_000);
        assert!(index.fire(4_750_001).is_empty());
        assert_eq!(index.len(), 1);
        assert_eq!(index.fire(4_750_000), vec![(30, Direction::Falls, 4_750_000)]);
        assert!(index.is_empty());
        assert_eq!(index.get(30), None);
    }

    #[test]
    fn a_take_profit_at_52000_fires_on_a_rise_to_52000_and_not_at_51999_99() {
        let mut index = TriggerIndex::new();
        index.insert(4, Direction::Rises, 5_200_000);
        assert!(index.fire(5_199_999).is_empty());
        assert_eq!(index.fire(5_200_000), vec![(4, Direction::Rises, 5_200_000)]);
    }

    #[test]
    fn a_tick_fires_only_what_it_crossed_ordered_by_price_then_key() {
        let mut index = TriggerIndex::new();
        index.insert(9, Direction::Falls, 120);
        index.insert(3, Direction::Falls, 110);
        index.insert(8, Direction::Falls, 110);
        index.insert(5, Direction::Falls, 90);
        index.insert(6, Direction::Rises, 100);
        index.insert(7, Direction::Rises, 200);
        // Mark 105: Falls at 110, 110, 120 and Rises at 100 are crossed; Falls at 90 and Rises at 200 stay.
        assert_eq!(
            index.fire(105),
            vec![
                (6, Direction::Rises, 100),
                (3, Direction::Falls, 110),
                (8, Direction::Falls, 110),
                (9, Direction::Falls, 120),
            ]
        );
        assert_eq!(index.len(), 2);
        assert_eq!(index.get(5), Some((Direction::Falls, 90)));
        assert_eq!(index.get(7), Some((Direction::Rises, 200)));
    }

    #[test]
    fn a_rising_and_a_falling_trigger_at_the_mark_both_fire_in_key_order() {
        let mut index = TriggerIndex::new();
        index.insert(2, Direction::Falls, 100);
        index.insert(1, Direction::Rises, 100);
        assert_eq!(
            index.fire(100),
            vec![(1, Direction::Rises, 100), (2, Direction::Falls, 100)]
        );
    }

    #[test]
    fn inserting_under_a_used_key_moves_the_trigger_instead_of_adding_one() {
        let mut index = TriggerIndex::new();
        assert_eq!(index.insert(1, Direction::Falls, 100), None);
        // A stop-loss moved from 100 down to 80 and turned into a take-profit at 150.
        assert_eq!(
            index.insert(1, Direction::Falls, 80),
            Some((Direction::Falls, 100))
        );
        assert_eq!(
            index.insert(1, Direction::Rises, 150),
            Some((Direction::Falls, 80))
        );
        assert_eq!(index.len(), 1);
        assert!(index.fire(90).is_empty());
        assert_eq!(index.fire(150), vec![(1, Direction::Rises, 150)]);
    }

    #[test]
    fn a_removed_trigger_never_fires_and_removing_it_twice_says_false() {
        let mut index = TriggerIndex::new();
        index.insert(1, Direction::Falls, 100);
        assert!(index.remove(1));
        assert!(!index.remove(1));
        assert!(index.fire(50).is_empty());
    }

    #[test]
    fn a_trigger_inserted_past_the_mark_fires_on_the_next_tick() {
        let mut index = TriggerIndex::new();
        // The mark is already 90 when a long's stop-loss is set at 95: the next tick, even unchanged, fires it.
        index.insert(1, Direction::Falls, 95);
        assert_eq!(index.fire(90), vec![(1, Direction::Falls, 95)]);
    }

    #[test]
    fn the_key_map_entries_of_1000_fired_triggers_are_cleared_by_the_next_500_inserts() {
        let mut index = TriggerIndex::new();
        for key in 0..1_000 {
            index.insert(key, Direction::Falls, 100);
        }
        assert_eq!(index.fire(100).len(), 1_000);
        // The tick left the fired keys' entries in the key map, but none of them is visible.
        assert_eq!(index.by_key.len(), 1_000);
        assert!((0..1_000).all(|key| index.get(key).is_none()));
        assert!(!index.remove(7));
        // Re-arming 500 of them clears two entries each: only the re-armed ones are left.
        for key in 0..500 {
            index.insert(key, Direction::Rises, 200);
        }
        assert_eq!(index.by_key.len(), 500);
        assert!(index.fired.is_empty());
        assert_eq!(index.len(), 500);
        assert_eq!(index.get(3), Some((Direction::Rises, 200)));
    }

    #[test]
    fn a_trigger_fired_then_re_armed_at_the_same_price_is_armed_and_fires_again() {
        let mut index = TriggerIndex::new();
        index.insert(1, Direction::Falls, 100);
        assert_eq!(index.fire(90).len(), 1);
        // Re-armed before its old entry was cleared: the insert reports nothing replaced.
        assert_eq!(index.insert(1, Direction::Falls, 100), None);
        index.insert(2, Direction::Falls, 50);
        assert_eq!(index.get(1), Some((Direction::Falls, 100)));
        assert_eq!(index.fire(90), vec![(1, Direction::Falls, 100)]);
        assert_eq!(index.get(1), None);
        assert_eq!(index.len(), 1);
    }

    /// The layout invariants of [`TriggerIndex`], checked from the inside.
    fn check_layout(index: &TriggerIndex) {
        let armed = |set: &BTreeSet<(i64, u64)>, direction| {
            set.iter()
                .all(|&(price, key)| index.by_key.get(&key) == Some(&(direction, price)))
        };
        assert!(armed(&index.rises, Direction::Rises));
        assert!(armed(&index.falls, Direction::Falls));
        for (&key, &entry) in &index.by_key {
            assert!(
                index.armed(key, entry) || index.fired.contains(&key),
                "key {key} is neither armed nor waiting to be cleared"
            );
        }
    }

    #[test]
    fn the_key_map_holds_every_armed_trigger_and_only_fired_keys_besides_on_random_streams() {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(20_261_206);
        let mut index = TriggerIndex::new();
        let mut most = 0;
        for step in 0..20_000 {
            let key = rng.gen_range(0..300);
            let price = rng.gen_range(0..100);
            match rng.gen_range(0..10) {
                0..=5 => {
                    let direction = if rng.gen_bool(0.5) {
                        Direction::Rises
                    } else {
                        Direction::Falls
                    };
                    index.insert(key, direction, price);
                }
                6..=7 => {
                    index.remove(key);
                }
                _ => {
                    index.fire(price);
                }
            }
            most = most.max(index.len());
            // Never more entries than the most triggers armed at once, plus those of the last tick.
            assert!(index.by_key.len() <= most + index.fired.len(), "step {step}");
            if step % 101 == 0 {
                check_layout(&index);
            }
        }
        check_layout(&index);
    }

    #[test]
    fn marks_at_the_ends_of_i64_fire_everything_on_their_side() {
        let mut index = TriggerIndex::new();
        index.insert(1, Direction::Rises, i64::MAX);
        index.insert(2, Direction::Rises, i64::MIN);
        index.insert(3, Direction::Falls, i64::MIN);
        index.insert(4, Direction::Falls, i64::MAX);
        assert_eq!(
            index.fire(i64::MAX),
            vec![
                (2, Direction::Rises, i64::MIN),
                (1, Direction::Rises, i64::MAX),
                (4, Direction::Falls, i64::MAX),
            ]
        );
        assert_eq!(index.fire(i64::MIN), vec![(3, Direction::Falls, i64::MIN)]);
    }
}
