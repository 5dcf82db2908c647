//! Caro, the Vietnamese five-in-a-row (`docs/rules/caro.md`).
//!
//! Freestyle gomoku on a 15×15 board with one twist: a row of exactly five closed at both
//! ends by the opponent does not win. Options change the overline and closed-end rules
//! and add the swap and swap2 openings, where the two persons choose their colours after
//! the first stones.

mod code;
mod lines;
mod point;

use std::fmt;

pub use point::{POINTS, Point, SIZE};

use crate::{
    Game, GameId, GameOptions, MoveError, OptionError, Outcome, Seat, ToMove, option_value,
    options::OptionValue,
};
use lines::{DIRECTIONS, Run};

/// What each point holds.
type Board = [Option<Colour>; POINTS];

/// A stone's colour; black places the first stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Plays stones 1, 3, 5, …
    Black,
    /// Plays stones 2, 4, 6, …
    White,
}

impl Colour {
    /// Both colours, in seat order.
    pub const ALL: [Colour; 2] = [Colour::Black, Colour::White];

    /// The other colour.
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// The colour's seat: black first.
    pub const fn seat(self) -> Seat {
        match self {
            Colour::Black => Seat(0),
            Colour::White => Seat(1),
        }
    }
}

/// One of the two people at the board. The colours they play are fixed from the start in
/// the free opening and chosen during the swap openings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Person {
    /// The person who places the first stones (plays black in the free opening).
    Opener,
    /// The other person.
    Responder,
}

impl Person {
    /// The person's number as a player ([`Game::player_in`]): the opener began.
    pub const fn player(self) -> usize {
        match self {
            Person::Opener => 0,
            Person::Responder => 1,
        }
    }

    /// The other person.
    pub const fn other(self) -> Person {
        match self {
            Person::Opener => Person::Responder,
            Person::Responder => Person::Opener,
        }
    }
}

/// A Caro move: a stone on a point, or a colour choice in a swap opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaroMove {
    /// Place the next stone here (token `h8`).
    Place(Point),
    /// The chooser takes this colour (token `=b` or `=w`).
    Choose(Colour),
}

impl fmt::Display for CaroMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CaroMove::Place(p) => p.fmt(f),
            CaroMove::Choose(Colour::Black) => f.write_str("=b"),
            CaroMove::Choose(Colour::White) => f.write_str("=w"),
        }
    }
}

impl std::str::FromStr for CaroMove {
    type Err = MoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "=b" => Ok(CaroMove::Choose(Colour::Black)),
            "=w" => Ok(CaroMove::Choose(Colour::White)),
            _ => s.parse().map(CaroMove::Place),
        }
    }
}

option_value! {
    /// Who plays which colour (option `opening`).
    Opening, key = "opening" {
        /// Plain alternation: the opener plays black.
        Free = "free",
        /// The opener places three stones, the other person then chooses a colour.
        Swap = "swap",
        /// As swap, but the other person may instead place two more stones and hand the
        /// choice back.
        Swap2 = "swap2",
    }
}

option_value! {
    /// Whether a run of six or more wins (option `overline`).
    Overline, key = "overline" {
        /// Six or more in a row wins.
        Win = "win",
        /// Only exactly five wins.
        NoWin = "nowin",
    }
}

option_value! {
    /// When a five loses its win because the opponent closes its ends (option `closed`).
    Closed, key = "closed" {
        /// Closed at both ends: the seed's rule.
        Both = "both",
        /// Closed at either end.
        Either = "either",
        /// Never: freestyle gomoku.
        Never = "never",
    }
}

/// The options of a Caro game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CaroOptions {
    /// Who plays which colour.
    pub opening: Opening,
    /// Whether six or more wins.
    pub overline: Overline,
    /// When a closed five does not win.
    pub closed: Closed,
}

impl GameOptions for CaroOptions {
    const SPECS: &'static [crate::OptionSpec] = &[Opening::SPEC, Overline::SPEC, Closed::SPEC];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            Opening::KEY => self.opening = Opening::parse(value)?,
            Overline::KEY => self.overline = Overline::parse(value)?,
            Closed::KEY => self.closed = Closed::parse(value)?,
            _ => return Err(Self::unknown(key)),
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            Opening::KEY => Some(self.opening.as_str()),
            Overline::KEY => Some(self.overline.as_str()),
            Closed::KEY => Some(self.closed.as_str()),
            _ => None,
        }
    }
}

/// A Caro position.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Caro {
    options: CaroOptions,
    board: Board,
    stones: u8,
    /// Who holds black, once decided (from the start in the free opening).
    black: Option<Person>,
    /// The colour that completed a winning row, once one has.
    winner: Option<Colour>,
}

impl Default for Caro {
    fn default() -> Self {
        Caro::new(CaroOptions::default())
    }
}

impl fmt::Debug for Caro {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Caro")
            .field("options", &self.options)
            .field("code", &self.to_code())
            .finish()
    }
}

impl Caro {
    /// The stone on a point, if any.
    pub fn stone(&self, p: Point) -> Option<Colour> {
        self.board[p.index()]
    }

    /// How many stones are on the board.
    pub fn stones(&self) -> usize {
        usize::from(self.stones)
    }

    /// The colour of the next stone: black on odd stone numbers, white on even ones.
    pub fn next_colour(&self) -> Colour {
        if self.stones.is_multiple_of(2) {
            Colour::Black
        } else {
            Colour::White
        }
    }

    /// Who plays `colour`, once that is decided.
    pub fn holder(&self, colour: Colour) -> Option<Person> {
        self.black.map(|black| match colour {
            Colour::Black => black,
            Colour::White => black.other(),
        })
    }

    /// Whether a colour choice (`=b` or `=w`) may be played now.
    pub fn is_choice_due(&self) -> bool {
        self.black.is_none()
            && match self.options.opening {
                Opening::Free => false,
                Opening::Swap => self.stones == 3,
                Opening::Swap2 => self.stones == 3 || self.stones == 5,
            }
    }

    /// Whether a stone may be placed now (during a swap opening only the choice may come).
    fn may_place(&self) -> bool {
        !(self.black.is_none()
            && match self.options.opening {
                Opening::Free => false,
                Opening::Swap => self.stones == 3,
                Opening::Swap2 => self.stones == 5,
            })
    }

    /// The person who moves next (places the next stone or makes the due choice), or
    /// `None` once the game is over.
    pub fn person_to_move(&self) -> Option<Person> {
        if self.is_over() {
            return None;
        }
        Some(match self.black {
            // During a swap opening: the opener places stones 1–3, the other person
            // chooses or places stones 4 and 5, and the opener then chooses.
            None => match self.stones {
                0..=2 | 5 => Person::Opener,
                _ => Person::Responder,
            },
            Some(_) => self.holder(self.next_colour())?,
        })
    }

    /// The points of every winning row, once the game is won, each point once.
    pub fn winning_points(&self) -> Vec<Point> {
        let Some(colour) = self.winner else {
            return Vec::new();
        };
        let mut points: Vec<Point> = self.winning_runs(colour).flat_map(Run::points).collect();
        points.sort_unstable();
        points.dedup();
        points
    }

    /// Every winning row of `colour` on the board. A row's verdict never changes once
    /// made (stones never move, and the game stops at the first win), so the rows can be
    /// found from the stones alone.
    fn winning_runs(&self, colour: Colour) -> impl Iterator<Item = Run> + '_ {
        Point::all()
            .filter(move |&p| self.stone(p) == Some(colour))
            .flat_map(move |p| {
                DIRECTIONS
                    .iter()
                    .map(move |&d| Run::through(&self.board, p, d, colour))
                    .filter(move |run| run.first == p && self.is_winning(*run, colour))
            })
    }

    fn is_winning(&self, run: Run, colour: Colour) -> bool {
        run.wins(
            &self.board,
            colour,
            self.options.overline,
            self.options.closed,
        )
    }

    /// Whether the stone on `p` completes a winning row.
    fn completes_win(&self, p: Point, colour: Colour) -> bool {
        DIRECTIONS
            .iter()
            .any(|&d| self.is_winning(Run::through(&self.board, p, d, colour), colour))
    }
}

impl Game for Caro {
    type Move = CaroMove;
    type Options = CaroOptions;

    const ID: GameId = GameId::Caro;
    const SEAT_NAMES: &'static [&'static str] = &["black", "white"];

    fn new(options: CaroOptions) -> Self {
        Caro {
            options,
            board: [None; POINTS],
            stones: 0,
            black: (options.opening == Opening::Free).then_some(Person::Opener),
            winner: None,
        }
    }

    fn options(&self) -> &CaroOptions {
        &self.options
    }

    /// The opener is player 0 and the responder 1, whichever colours they hold.
    fn player_in(&self, seat: Seat) -> usize {
        let colour = if seat == Colour::Black.seat() {
            Colour::Black
        } else {
            Colour::White
        };
        self.holder(colour).map_or(seat.index(), Person::player)
    }

    /// The person to move, colour choices included.
    fn player_to_move(&self) -> Option<usize> {
        self.person_to_move().map(Person::player)
    }

    fn player_name(&self, player: usize) -> &'static str {
        match player {
            0 => "opener",
            _ => "responder",
        }
    }

    fn to_move(&self) -> Option<ToMove> {
        if self.is_over() {
            None
        } else if self.is_choice_due() {
            Some(ToMove::Choice)
        } else {
            Some(ToMove::Seat(self.next_colour().seat()))
        }
    }

    fn legal_moves(&self, moves: &mut Vec<CaroMove>) {
        moves.clear();
        if self.is_over() {
            return;
        }
        if self.is_choice_due() {
            moves.extend(Colour::ALL.map(CaroMove::Choose));
        }
        if self.may_place() {
            moves.extend(
                Point::all()
                    .filter(|p| self.board[p.index()].is_none())
                    .map(CaroMove::Place),
            );
        }
    }

    fn check_move(&self, m: CaroMove) -> Result<(), MoveError> {
        match m {
            CaroMove::Choose(_) if !self.is_choice_due() => Err(MoveError::NoChoiceDue),
            CaroMove::Choose(_) => Ok(()),
            CaroMove::Place(_) if !self.may_place() => Err(MoveError::ChoiceDue),
            CaroMove::Place(p) if self.board[p.index()].is_some() => Err(MoveError::Occupied),
            CaroMove::Place(_) => Ok(()),
        }
    }

    fn play_unchecked(&mut self, m: CaroMove) {
        match m {
            CaroMove::Place(p) => {
                let colour = self.next_colour();
                self.board[p.index()] = Some(colour);
                self.stones += 1;
                if self.completes_win(p, colour) {
                    self.winner = Some(colour);
                }
            }
            CaroMove::Choose(colour) => {
                let chooser = self.person_to_move().unwrap_or(Person::Responder);
                self.black = Some(match colour {
                    Colour::Black => chooser,
                    Colour::White => chooser.other(),
                });
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.winner {
            Some(colour) => Some(Outcome::Winner(colour.seat())),
            None if self.stones() == POINTS => Some(Outcome::Draw),
            None => None,
        }
    }

    fn parse_move(&self, token: &str) -> Result<CaroMove, MoveError> {
        token.parse()
    }

    fn format_move(&self, m: CaroMove) -> String {
        m.to_string()
    }

    fn to_code(&self) -> String {
        code::write(self)
    }

    fn from_code(options: CaroOptions, text: &str) -> Result<Self, crate::CodeError> {
        code::read(options, text)
    }
}

#[cfg(test)]
mod tests;
