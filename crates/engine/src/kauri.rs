//! Kauri, the two-row mancala with stones and cowrie shells (`docs/rules/kauri.md`).
//!
//! Twelve pits on a ring, six a side, each starting with 5 stones and 1 cowrie. A player
//! empties one of his pits that holds a cowrie and sows along the ring, stones first, then
//! cowries. A stone sown into an opponent's pit that holds only cowries goes to the
//! opponent's store; a cowrie sown into an opponent's pit that had no cowrie takes its
//! stones into the mover's store. More stones in the store wins; 31 decides early.
//!
//! A move is the pit letter `a`–`f` from the mover's own view, or `pass`. Besides the
//! final position, [`Kauri::play_reporting`] tells what happened drop by drop (see
//! [`Event`]), for the board to animate.
//!
//! # Position code
//!
//! ```text
//! <south a>-…-<south f>/<north a>-…-<north f>.<south store>-<north store>.<s|n>[.<moves>]
//! ```
//!
//! Each row lists its owner's pits from his own `a` to his own `f`, separated by `-`; a
//! pit is its number of stones followed by one `c` per cowrie (`5c`, `0cc`, `12`, `0`).
//! Then the two stores, and the side to move, `s` or `n`. The start position (with
//! `first=south`):
//!
//! ```text
//! 5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s
//! ```
//!
//! Only the positions since the stores last changed can come back (stores never lose
//! stones), so that is the history the repetition rule needs. The pits, stores and side
//! written are those of the first of them: the start, the set-up position the game began
//! from, or the position right after the last capture. The optional last part lists the
//! moves played since, one character each: the pit letter, or `p` for a pass. After South
//! opens with `c`, the code is `5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s.c`. A code without that
//! part starts a fresh history: its position counts as the first occurrence.
//!
//! # Examples
//!
//! ```
//! use engine::{Game, kauri::{Kauri, Pit, Side}};
//!
//! let mut kauri = Kauri::default();
//! kauri.play_token("c")?;
//! let n2 = Pit::from_index(8).expect("N2");
//! assert_eq!((kauri.stones(n2), kauri.cowries(n2)), (5, 2));
//! assert_eq!(kauri.side_to_move(), Side::North);
//! # Ok::<_, engine::MoveError>(())
//! ```

mod code;
mod history;
mod pit;
mod sow;

use std::fmt;

pub use pit::{Letter, PITS, PITS_PER_SIDE, Pit, Side};
pub use sow::{Event, Item};

use crate::{
    CodeError, Game, GameId, GameOptions, MoveError, OptionError, OptionSpec, Outcome, ToMove,
    option_value, options::OptionValue,
};
use history::{History, Key};

/// Stones in the game: 5 in each of the 12 pits.
pub const STONES: u32 = 60;
/// Cowries in the game: 1 in each pit.
pub const COWRIES: u32 = 12;
/// A store holding this many stones has won: more than half of them, and stores never
/// lose stones.
pub const DECISIVE: u32 = 31;
/// How a pit starts: 5 stones and 1 cowrie.
const START_PIT: (u8, u8) = (5, 1);

/// A Kauri move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KauriMove {
    /// Sow the mover's pit with this letter (token `a`–`f`).
    Sow(Letter),
    /// The mover has no cowrie on his side (token `pass`).
    Pass,
}

impl fmt::Display for KauriMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KauriMove::Sow(letter) => letter.fmt(f),
            KauriMove::Pass => f.write_str("pass"),
        }
    }
}

impl std::str::FromStr for KauriMove {
    type Err = MoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "pass" => Ok(KauriMove::Pass),
            _ => s.parse().map(KauriMove::Sow),
        }
    }
}

option_value! {
    /// Who moves first (option `first`).
    First, key = "first" {
        /// South opens.
        South = "south",
        /// North opens.
        North = "north",
    }
}

impl First {
    /// The side that opens.
    pub const fn side(self) -> Side {
        match self {
            First::South => Side::South,
            First::North => Side::North,
        }
    }
}

/// The options of a Kauri game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KauriOptions {
    /// Who moves first.
    pub first: First,
}

impl GameOptions for KauriOptions {
    const SPECS: &'static [OptionSpec] = &[First::SPEC];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            First::KEY => self.first = First::parse(value)?,
            _ => return Err(Self::unknown(key)),
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            First::KEY => Some(self.first.as_str()),
            _ => None,
        }
    }
}

/// The two phases of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Stones are left in the pits: the normal game.
    Stones,
    /// No stone is left in the pits. The larger store has won; at 30–30 this is the
    /// tie-break with cowries only, where a player to move without a cowrie loses.
    CowriesOnly,
}

/// A Kauri position, with the history the repetition rule needs.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Kauri {
    options: KauriOptions,
    /// Stones in each pit, by ring index.
    stones: [u8; PITS],
    /// Cowries in each pit, by ring index.
    cowries: [u8; PITS],
    /// Stones in each store, south then north.
    stores: [u8; 2],
    /// Whose turn it is (or would be, once the game is over).
    side: Side,
    history: History,
    /// Decided after each move: the repetition part needs the history.
    outcome: Option<Outcome>,
}

impl Default for Kauri {
    fn default() -> Self {
        Kauri::new(KauriOptions::default())
    }
}

impl fmt::Debug for Kauri {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Kauri")
            .field("options", &self.options)
            .field("code", &self.to_code())
            .finish()
    }
}

impl Kauri {
    /// The stones in a pit.
    #[inline]
    pub fn stones(&self, pit: Pit) -> u8 {
        self.stones[pit.index()]
    }

    /// The cowries in a pit.
    #[inline]
    pub fn cowries(&self, pit: Pit) -> u8 {
        self.cowries[pit.index()]
    }

    /// The stones in a side's store.
    pub fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    /// The side whose turn it is; once the game is over, the side whose turn it would be.
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The stones left in the pits.
    pub fn stones_in_pits(&self) -> u32 {
        self.stones.iter().map(|&n| u32::from(n)).sum()
    }

    /// Whether any pit on `side` holds a cowrie.
    pub fn has_cowrie(&self, side: Side) -> bool {
        side.pits().any(|pit| self.cowries(pit) > 0)
    }

    /// The phase: stones left, or the cowries-only tie-break.
    #[inline]
    pub fn phase(&self) -> Phase {
        if self.stones.iter().all(|&n| n == 0) {
            Phase::CowriesOnly
        } else {
            Phase::Stones
        }
    }

    /// How many times the current position has occurred (the third ends the game).
    pub fn occurrences(&self) -> usize {
        self.history.count(self.key())
    }

    /// Plays a move like [`Game::play`], and fills `events` (cleared first) with what
    /// happened, drop by drop.
    ///
    /// # Errors
    ///
    /// As [`Game::play`]; the position is then unchanged and `events` empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use engine::{Game, kauri::{Event, Item, Kauri}};
    ///
    /// let mut kauri = Kauri::default();
    /// let mut events = Vec::new();
    /// kauri.play_reporting("f".parse()?, &mut events)?;
    /// assert_eq!(events.len(), 1 + 6);
    /// assert!(matches!(events[6], Event::Sow { item: Item::Cowrie, .. }));
    /// # Ok::<_, engine::MoveError>(())
    /// ```
    pub fn play_reporting(
        &mut self,
        m: KauriMove,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        events.clear();
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.check_move(m)?;
        self.apply(m, |event| events.push(event));
        Ok(())
    }

    #[inline]
    fn key(&self) -> Key {
        Key::new(&self.stones, &self.cowries, self.side)
    }

    /// Plays a move, reporting its steps: the one path of both `play_unchecked` and
    /// `play_reporting`.
    fn apply(&mut self, m: KauriMove, mut report: impl FnMut(Event)) {
        let stores = self.stores;
        match m {
            KauriMove::Sow(letter) => self.sow(Pit::new(self.side, letter), &mut report),
            KauriMove::Pass => report(Event::Pass),
        }
        self.side = self.side.opponent();
        let key = self.key();
        let repeated = if self.stores == stores {
            self.history.record(key) >= 3
        } else {
            self.history.restart(key);
            false
        };
        self.outcome = self.judge(repeated);
    }

    /// The outcome of the position, given whether it has just occurred for the third time.
    #[inline]
    fn judge(&self, repeated: bool) -> Option<Outcome> {
        let [south, north] = self.stores.map(u32::from);
        let larger = match south.cmp(&north) {
            std::cmp::Ordering::Greater => Some(Outcome::Winner(Side::South.seat())),
            std::cmp::Ordering::Less => Some(Outcome::Winner(Side::North.seat())),
            std::cmp::Ordering::Equal => None,
        };
        if south >= DECISIVE || north >= DECISIVE {
            return larger;
        }
        if self.phase() == Phase::CowriesOnly {
            // Stones gone: the larger store wins; at 30–30 the tie-break goes on until
            // the player to move has no cowrie.
            if larger.is_some() {
                return larger;
            }
            if !self.has_cowrie(self.side) {
                return Some(Outcome::Winner(self.side.opponent().seat()));
            }
        }
        if repeated {
            return larger.or(Some(Outcome::Draw));
        }
        None
    }
}

impl Game for Kauri {
    type Move = KauriMove;
    type Options = KauriOptions;

    const ID: GameId = GameId::Kauri;
    const SEAT_NAMES: &'static [&'static str] = &["south", "north"];

    fn new(options: KauriOptions) -> Self {
        let stones = [START_PIT.0; PITS];
        let cowries = [START_PIT.1; PITS];
        let side = options.first.side();
        Kauri {
            options,
            stones,
            cowries,
            stores: [0; 2],
            side,
            history: History::new(Key::new(&stones, &cowries, side)),
            outcome: None,
        }
    }

    fn options(&self) -> &KauriOptions {
        &self.options
    }

    fn to_move(&self) -> Option<ToMove> {
        match self.outcome {
            Some(_) => None,
            None => Some(ToMove::Seat(self.side.seat())),
        }
    }

    #[inline]
    fn legal_moves(&self, moves: &mut Vec<KauriMove>) {
        moves.clear();
        if self.is_over() {
            return;
        }
        moves.extend(
            self.side
                .pits()
                .filter(|&pit| self.cowries(pit) > 0)
                .map(|pit| KauriMove::Sow(pit.letter())),
        );
        if moves.is_empty() {
            moves.push(KauriMove::Pass);
        }
    }

    fn check_move(&self, m: KauriMove) -> Result<(), MoveError> {
        let can_sow = self.has_cowrie(self.side);
        match m {
            KauriMove::Pass if can_sow => Err(MoveError::MustSow),
            KauriMove::Pass => Ok(()),
            KauriMove::Sow(_) if !can_sow => Err(MoveError::MustPass),
            KauriMove::Sow(letter) if self.cowries(Pit::new(self.side, letter)) == 0 => {
                Err(MoveError::NoCowrie)
            }
            KauriMove::Sow(_) => Ok(()),
        }
    }

    // Inlined, like the queries it and the AI's search use, so that the search compiles
    // it at opt-level 3 (see the workspace's Cargo.toml).
    #[inline]
    fn play_unchecked(&mut self, m: KauriMove) {
        self.apply(m, |_| {});
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn score(&self) -> Option<Vec<u32>> {
        Some(Side::ALL.map(|side| u32::from(self.store(side))).to_vec())
    }

    fn parse_move(&self, token: &str) -> Result<KauriMove, MoveError> {
        token.parse()
    }

    fn format_move(&self, m: KauriMove) -> String {
        m.to_string()
    }

    fn to_code(&self) -> String {
        code::write(self)
    }

    fn from_code(options: KauriOptions, text: &str) -> Result<Self, CodeError> {
        code::read(options, text)
    }
}

#[cfg(test)]
mod tests;
