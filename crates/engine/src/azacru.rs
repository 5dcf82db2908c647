//! Azacru, territory for two, three or four players (`docs/rules/azacru.md`).
//!
//! Each player moves arrow-shaped chevrons across a 9×9 board of nine 3×3 regions,
//! leaving a marker on every field a chevron lands on. A chevron moves straight ahead or
//! 45° to either side, as far as its player has markers in its region. A move between two
//! own markers fills the fields between them, but a chevron that takes another player's
//! markers that way leaves the game. The first pass starts the end; the most marked
//! fields win.
//!
//! # Examples
//!
//! ```
//! use engine::{Game, azacru::{Azacru, AzacruOptions, Side}};
//!
//! let mut game = Azacru::new(AzacruOptions::default());
//! assert_eq!(game.turn(), Side::East);
//! game.play_token("g1-g2")?;
//! assert_eq!(game.score(), Some(vec![1, 0]));
//! # Ok::<_, engine::MoveError>(())
//! ```

mod board;
mod code;
mod movegen;
mod notation;
mod repetition;
mod setup;

use std::fmt;

pub use board::{Chevron, Direction, FIELDS, Field, SIZE, Side};
pub use notation::{AzacruMove, Twist};
pub use setup::{AzacruOptions, Players};

use crate::{CodeError, Game, GameId, MoveError, Outcome, Seat, Seats, ToMove};
use board::Board;
use repetition::{Key, TrailStep};

/// An Azacru position, with what the end and the repetition rules need to remember.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Azacru {
    options: AzacruOptions,
    board: Board,
    /// Whose turn it is; kept once the game is over, for the position code.
    turn: Side,
    /// The turns left once a player has passed; the game is over at 0.
    turns_left: Option<u8>,
    /// Whether the position has occurred for the third time, which ends the game.
    repeated: bool,
    /// The steps since the last irreversible move (see the `repetition` module).
    trail: Vec<TrailStep>,
}

impl Default for Azacru {
    fn default() -> Self {
        Azacru::new(AzacruOptions::default())
    }
}

impl fmt::Debug for Azacru {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Azacru")
            .field("options", &self.options)
            .field("code", &self.to_code())
            .finish()
    }
}

impl Azacru {
    /// The side whose turn it is (once the game is over: whose turn it would be).
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The sides that take part, in seat order (also the clockwise turn order).
    pub fn sides(&self) -> &'static [Side] {
        self.options.players.sides()
    }

    /// The chevron on a field, if any.
    #[inline]
    pub fn chevron(&self, field: Field) -> Option<Chevron> {
        self.board.chevron(field)
    }

    /// The owner of the marker on a field, if any.
    #[inline]
    pub fn marker(&self, field: Field) -> Option<Side> {
        self.board.marker(field)
    }

    /// The power of movement of the chevron on `field`, if one stands there: the fields
    /// of its region carrying its owner's markers, but at least 1.
    #[inline]
    pub fn power(&self, field: Field) -> Option<u8> {
        let chevron = self.board.chevron(field)?;
        Some(self.board.power(chevron.side, field))
    }

    /// How many fields carry `side`'s markers: the side's score.
    #[inline]
    pub fn fields(&self, side: Side) -> u32 {
        self.board.markers(side).count_ones()
    }

    /// `side`'s chevrons and their fields, in field order (quicker than asking every
    /// field).
    #[inline]
    pub fn chevrons_of(&self, side: Side) -> impl Iterator<Item = (Field, Chevron)> + '_ {
        board::fields_of(self.board.chevrons(side)).map(move |field| {
            let facing = self.board.facing(field);
            (field, Chevron { side, facing })
        })
    }

    /// How many chevrons `side` has left.
    pub fn chevrons(&self, side: Side) -> u32 {
        self.board.chevrons(side).count_ones()
    }

    /// The turns left before the end, once a player has passed (`None` before).
    pub fn turns_left(&self) -> Option<u8> {
        self.turns_left
    }

    /// Whether the game ended because a position occurred for the third time.
    pub fn is_repetition(&self) -> bool {
        self.repeated
    }

    /// The side after `side` in turn order, among those who take part.
    fn next(&self, side: Side) -> Side {
        let sides = self.sides();
        let i = sides.iter().position(|&s| s == side).unwrap_or(0);
        sides[(i + 1) % sides.len()]
    }

    /// The side before `side` in turn order, among those who take part.
    fn previous(&self, side: Side) -> Side {
        let sides = self.sides();
        let i = sides.iter().position(|&s| s == side).unwrap_or(0);
        sides[(i + sides.len() - 1) % sides.len()]
    }

    fn key(&self) -> Key {
        Key::of(&self.board, self.turn)
    }

    /// Passes the turn on, counting down the end once it has been triggered.
    fn end_turn(&mut self) {
        if let Some(left) = &mut self.turns_left {
            *left = left.saturating_sub(1);
        }
        self.turn = self.next(self.turn);
    }

    fn play_step(&mut self, from: Field, to: Field, twist: Twist) {
        let side = self.turn;
        // Unchecked play of an illegal move may leave any state, but never panics.
        let Ok(plan) = movegen::plan(&self.board, side, from, to) else {
            return;
        };
        let own = self.board.markers(side);
        let changes_no_marker =
            own & to.bit() != 0 && (!plan.effects.connects || plan.path & !own == 0);
        let reversible = changes_no_marker && self.turns_left.is_none();
        if reversible {
            self.trail.push(TrailStep {
                before: self.key(),
                from,
                facing: self.board.facing(from),
                to,
                twist,
            });
        } else {
            self.trail.clear();
        }

        self.board.lift(from);
        let marked = if plan.effects.connects {
            to.bit() | plan.path
        } else {
            to.bit()
        };
        self.board.mark(side, marked);
        if !plan.effects.removes {
            let facing = twist.apply(plan.direction);
            self.board.place(to, Chevron { side, facing });
        }
        self.end_turn();

        if reversible && repetition::occurrences(&self.trail, self.key()) >= 3 {
            self.repeated = true;
        }
    }

    fn pass(&mut self) {
        self.trail.clear();
        let first = self.turns_left.is_none();
        self.end_turn();
        if first {
            // Every other player gets one more turn.
            self.turns_left = Some(self.options.players.count() - 1);
        }
    }
}

impl Game for Azacru {
    type Move = AzacruMove;
    type Options = AzacruOptions;

    const ID: GameId = GameId::Azacru;
    const SEAT_NAMES: &'static [&'static str] = &["north", "east", "south", "west"];

    fn new(options: AzacruOptions) -> Self {
        let mut board = Board::empty();
        for &side in options.players.sides() {
            for &(field, facing) in setup::start_layout(options.players, side) {
                board.place(field, Chevron { side, facing });
            }
        }
        Azacru {
            options,
            board,
            turn: options.first(),
            turns_left: None,
            repeated: false,
            trail: Vec::new(),
        }
    }

    fn options(&self) -> &AzacruOptions {
        &self.options
    }

    fn seats(&self) -> Seats {
        self.options.seats()
    }

    fn to_move(&self) -> Option<ToMove> {
        (!self.is_over()).then_some(ToMove::Seat(self.turn.seat()))
    }

    /// Sides counted in turn order from the one who moves first: with two players east
    /// and west (seats 1 and 3) are players 0 and 1.
    fn player_in(&self, seat: Seat) -> usize {
        let sides = self.sides();
        let place = |side: Side| sides.iter().position(|&s| s == side).unwrap_or(0);
        let first = place(self.options().first());
        let side = Side::from_seat(seat).unwrap_or(sides[0]);
        (place(side) + sides.len() - first) % sides.len()
    }

    fn legal_moves(&self, moves: &mut Vec<AzacruMove>) {
        moves.clear();
        if self.is_over() {
            return;
        }
        movegen::generate(&self.board, self.turn, moves);
        if moves.is_empty() {
            moves.push(AzacruMove::Pass);
        }
    }

    fn check_move(&self, m: AzacruMove) -> Result<(), MoveError> {
        match m {
            AzacruMove::Pass if movegen::has_step(&self.board, self.turn) => {
                Err(MoveError::PassNotAllowed)
            }
            AzacruMove::Pass => Ok(()),
            AzacruMove::Step { from, to, twist } => {
                let plan = movegen::plan(&self.board, self.turn, from, to)?;
                if twist != Twist::None && !movegen::may_twist(from, to, plan.effects) {
                    return Err(MoveError::NoTwist);
                }
                Ok(())
            }
        }
    }

    fn play_unchecked(&mut self, m: AzacruMove) {
        match m {
            AzacruMove::Step { from, to, twist } => self.play_step(from, to, twist),
            AzacruMove::Pass => self.pass(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.repeated && self.turns_left != Some(0) {
            return None;
        }
        let best = self.sides().iter().map(|&s| self.fields(s)).max()?;
        let winners = self
            .sides()
            .iter()
            .filter(|&&s| self.fields(s) == best)
            .fold(Seats::default(), |seats, side| seats.with(side.seat()));
        Some(match winners.iter().next() {
            Some(seat) if winners.len() == 1 => Outcome::Winner(seat),
            _ => Outcome::Winners(winners),
        })
    }

    fn score(&self) -> Option<Vec<u32>> {
        Some(self.sides().iter().map(|&s| self.fields(s)).collect())
    }

    fn parse_move(&self, token: &str) -> Result<AzacruMove, MoveError> {
        token.parse()
    }

    fn format_move(&self, m: AzacruMove) -> String {
        m.to_string()
    }

    fn to_code(&self) -> String {
        code::write(self)
    }

    fn from_code(options: AzacruOptions, text: &str) -> Result<Self, CodeError> {
        code::read(options, text)
    }
}

#[cfg(test)]
mod tests;
