//! The clocks the server holds: each seat's time left in a live game, the time for the
//! move in a correspondence game. Times are milliseconds since the Unix epoch and are
//! passed in, so that tests set them. No clock runs until every seat has joined and the
//! first move is made: the first mover's time starts counting at his second move's turn,
//! not while the others are still opening their links.

use protocol::TimeControl;

/// A game's clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    time: TimeControl,
    /// Each seat's time left at the start of the turn under way (a live game).
    left: Vec<u64>,
    /// When every seat had joined.
    joined: Option<u64>,
    /// When the turn under way began to count: none until every seat has joined and the
    /// first move is made.
    turn_started: Option<u64>,
    /// How late a move may come after the time has run out and still count, for the
    /// network's delay.
    grace: u64,
}

impl Clocks {
    /// Clocks for `seats` seats, not yet running.
    pub fn new(time: TimeControl, seats: usize, grace: u64) -> Self {
        Clocks {
            time,
            left: vec![time.budget_ms(); seats],
            joined: None,
            turn_started: None,
            grace,
        }
    }

    /// Clocks as they stood after the stored moves (`(seat, at, clock_ms)` each), in a
    /// game whose seats had all joined at `started`, restored by a server up since
    /// `up_since`: the turn under way counts from its start or from then, whichever is
    /// later, so that the time the server was away is given back to the seat to move
    /// (and a flag that fell while it was down is not called).
    pub fn restore(
        time: TimeControl,
        seats: usize,
        (grace, up_since): (u64, u64),
        started: Option<u64>,
        moves: impl IntoIterator<Item = (u8, u64, u64)>,
    ) -> Self {
        let mut clocks = Clocks::new(time, seats, grace);
        let mut last = None;
        for (seat, at, clock_ms) in moves {
            if let Some(left) = clocks.left.get_mut(usize::from(seat)) {
                *left = clock_ms;
            }
            last = Some(at);
        }
        clocks.joined = started;
        clocks.turn_started = started
            .zip(last)
            .map(|(started, at)| at.max(started).max(up_since));
        clocks
    }

    /// Whether every seat has joined (the game has started).
    pub fn started(&self) -> bool {
        self.joined.is_some()
    }

    /// Every seat has joined at `now`, with `ply` moves made: a game that has its first
    /// move counts the turn from now; one without waits for it.
    pub fn start(&mut self, now: u64, ply: u32) {
        self.joined.get_or_insert(now);
        if ply > 0 {
            self.turn_started.get_or_insert(now);
        }
    }

    /// The time `seat` has for its move at the start of its turn.
    fn allowed(&self, seat: u8) -> u64 {
        match self.time {
            TimeControl::Live { .. } => self.left.get(usize::from(seat)).copied().unwrap_or(0),
            TimeControl::Correspondence { .. } => self.time.budget_ms(),
        }
    }

    /// Milliseconds `seat` has left at `now`, when `mover` is to move: a live game's clock
    /// for every seat, a correspondence game's for the seat to move only.
    pub fn left(&self, seat: u8, mover: Option<u8>, now: u64) -> Option<u64> {
        let counting = self.turn_started.filter(|_| mover == Some(seat));
        match (self.time, counting) {
            (_, Some(since)) => Some(self.allowed(seat).saturating_sub(now.saturating_sub(since))),
            (TimeControl::Live { .. }, None) => Some(self.allowed(seat)),
            (TimeControl::Correspondence { .. }, None) => {
                (mover == Some(seat)).then(|| self.allowed(seat))
            }
        }
    }

    /// When `mover` loses on time, grace included, if the clocks run.
    pub fn flag_at(&self, mover: u8) -> Option<u64> {
        Some(self.turn_started? + self.allowed(mover) + self.grace)
    }

    /// Whether `mover`'s time, grace included, has run out at `now`.
    pub fn flagged(&self, mover: u8, now: u64) -> bool {
        self.flag_at(mover).is_some_and(|flag| now > flag)
    }

    /// `seat` moved at `now`: its time used is taken off (a move within the grace leaves
    /// it at zero), the increment added, and the next turn begins. Returns the seat's time
    /// left after the move, which is stored with it.
    pub fn moved(&mut self, seat: u8, now: u64) -> u64 {
        let allowed = self.allowed(seat);
        let Some(since) = self.turn_started else {
            // The first move costs no time; the next turn counts once every seat is here.
            self.turn_started = self.joined.map(|_| now);
            return allowed;
        };
        self.turn_started = Some(now);
        let TimeControl::Live { increment, .. } = self.time else {
            return allowed;
        };
        let left = allowed.saturating_sub(now.saturating_sub(since)) + u64::from(increment) * 1000;
        if let Some(slot) = self.left.get_mut(usize::from(seat)) {
            *slot = left;
        }
        left
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIVE: TimeControl = TimeControl::Live {
        base: 60,
        increment: 2,
    };

    #[test]
    fn test_a_live_clock_runs_for_the_mover_only_once_started() {
        let mut clocks = Clocks::new(LIVE, 2, 500);
        assert_eq!(clocks.left(0, Some(0), 10_000), Some(60_000));
        assert_eq!(clocks.flag_at(0), None);
        // Before every seat has joined, a move costs no time.
        assert_eq!(clocks.moved(0, 5_000), 60_000);
        clocks.start(10_000, 1);
        assert_eq!(clocks.left(1, Some(1), 25_000), Some(45_000));
        assert_eq!(clocks.left(0, Some(1), 25_000), Some(60_000));
        assert_eq!(clocks.moved(1, 25_000), 47_000);
        assert_eq!(clocks.left(0, Some(0), 26_000), Some(59_000));
        assert_eq!(clocks.flag_at(0), Some(25_000 + 60_000 + 500));
    }

    #[test]
    fn test_a_flag_falls_after_the_grace_not_before() {
        let mut clocks = Clocks::new(LIVE, 2, 500);
        clocks.start(0, 1);
        assert!(!clocks.flagged(0, 60_000));
        assert!(!clocks.flagged(0, 60_500));
        assert!(clocks.flagged(0, 60_501));
        // A move within the grace counts, with nothing left but the increment.
        assert_eq!(clocks.moved(0, 60_400), 2_000);
    }

    #[test]
    fn test_a_correspondence_clock_gives_each_move_its_days() {
        let day = 86_400_000;
        let mut clocks = Clocks::new(TimeControl::Correspondence { days: 2 }, 2, 1_000);
        clocks.start(0, 1);
        assert_eq!(clocks.left(0, Some(0), day), Some(day));
        assert_eq!(clocks.left(1, Some(0), day), None);
        clocks.moved(0, day + 5);
        assert_eq!(clocks.left(1, Some(1), day + 5), Some(2 * day));
        assert_eq!(clocks.flag_at(1), Some(3 * day + 5 + 1_000));
    }

    #[test]
    fn test_clocks_restore_from_the_stored_moves() {
        let mut clocks = Clocks::new(LIVE, 2, 500);
        clocks.start(1_000, 0);
        let a = clocks.moved(0, 4_000);
        let b = clocks.moved(1, 9_000);
        let restored = Clocks::restore(
            LIVE,
            2,
            (500, 0),
            Some(1_000),
            [(0, 4_000, a), (1, 9_000, b)],
        );
        assert_eq!(restored, clocks);
        // Moves made before the start leave the turn counting from the start.
        let early = Clocks::restore(LIVE, 2, (500, 0), Some(7_000), [(0, 4_000, 60_000)]);
        assert_eq!(early.flag_at(1), Some(7_000 + 60_000 + 500));
        // A game started without a move runs no clock.
        let waiting = Clocks::restore(LIVE, 2, (500, 0), Some(7_000), []);
        assert!(waiting.started());
        assert_eq!(waiting.flag_at(0), None);
        // Restored by a server that came up at 30 s, after White's turn began at 9 s:
        // White's turn counts from 30 s, and the flag that fell at 9 + 57 + 0.5 s while
        // the server was down is not called.
        let after_downtime = Clocks::restore(
            LIVE,
            2,
            (500, 30_000),
            Some(1_000),
            [(0, 4_000, a), (1, 9_000, b)],
        );
        assert_eq!(after_downtime.flag_at(0), Some(30_000 + a + 500));
        assert!(!after_downtime.flagged(0, 66_000));
    }

    #[test]
    fn test_the_first_move_costs_no_time_and_starts_the_next_turn() {
        let mut clocks = Clocks::new(LIVE, 2, 500);
        clocks.start(1_000, 0);
        assert_eq!(clocks.flag_at(0), None);
        assert_eq!(clocks.left(0, Some(0), 50_000), Some(60_000));
        // Made long after the others came: the first mover keeps his time.
        assert_eq!(clocks.moved(0, 50_000), 60_000);
        assert_eq!(clocks.left(1, Some(1), 53_000), Some(57_000));
        assert_eq!(clocks.flag_at(1), Some(50_000 + 60_000 + 500));
    }
}
