//! The trait every game implements, and the small types it speaks in.

use std::fmt;

use crate::{CodeError, GameId, GameOptions, MoveError};

/// A seat at the table: its index in the game's seat order (`Game::SEAT_NAMES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index in seat order.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of seats, iterated in seat order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seats(u8);

impl Seats {
    /// The first `n` seats.
    pub const fn first(n: u8) -> Self {
        Seats(((1u16 << n) - 1) as u8)
    }

    /// Whether the set holds `seat`.
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// The set with `seat` added.
    #[must_use]
    pub const fn with(self, seat: Seat) -> Self {
        Seats(self.0 | 1 << seat.0)
    }

    /// How many seats the set holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats, in seat order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8).map(Seat).filter(move |&s| self.contains(s))
    }
}

/// Who decides next in a game that goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToMove {
    /// The player in this seat moves.
    Seat(Seat),
    /// A choice is due that belongs to no seat yet (Caro's colour choice in the swap
    /// openings, where persons choose which colour they will play).
    Choice,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One player won.
    Winner(Seat),
    /// Several players share the win.
    Winners(Seats),
    /// Nobody won.
    Draw,
}

/// A game's rules, over positions of that game.
///
/// The required methods are the rules; the provided ones (`play`, `play_token`,
/// `is_legal`, `is_over`) build on them and are not meant to be overridden.
pub trait Game: Clone + fmt::Debug + Sized {
    /// A move, small and copyable: the hot path of a search never allocates.
    type Move: Copy + Eq + fmt::Debug;
    /// The game's options (rule variants chosen before the start).
    type Options: GameOptions;

    /// The game's id, as in URLs and on the command line.
    const ID: GameId;
    /// The names of every seat the game can have, in seat order.
    const SEAT_NAMES: &'static [&'static str];

    /// The start position with these options.
    fn new(options: Self::Options) -> Self;

    /// The options this game is played with.
    fn options(&self) -> &Self::Options;

    /// The seats taken in this game (all of them, except in games with a variable number
    /// of players).
    fn seats(&self) -> Seats {
        Seats::first(Self::SEAT_NAMES.len() as u8)
    }

    /// Who decides next, or `None` when the game is over.
    fn to_move(&self) -> Option<ToMove>;

    /// How many players take part: one a seat taken.
    fn player_count(&self) -> usize {
        self.seats().len()
    }

    /// The player sitting in `seat`. Players are numbered from 0, the one who began, in
    /// turn order: a game's players, its online seats and the computer's seats on the site
    /// are all counted this way. By default the seat's index; Azacru counts its sides from
    /// the first mover, and Caro's players are persons whose colours a swap opening
    /// chooses during play.
    fn player_in(&self, seat: Seat) -> usize {
        seat.index()
    }

    /// The player who decides next, numbered as by [`Game::player_in`]; `None` once the
    /// game is over (or while a choice that belongs to no player is due: none in these
    /// games, since Caro says whose its colour choice is).
    fn player_to_move(&self) -> Option<usize> {
        match self.to_move()? {
            ToMove::Seat(seat) => Some(self.player_in(seat)),
            ToMove::Choice => None,
        }
    }

    /// The seat that `player` holds now, if any.
    fn seat_of(&self, player: usize) -> Option<Seat> {
        self.seats()
            .iter()
            .find(|&seat| self.player_in(seat) == player)
    }

    /// The name of a player, as the command line and the server write it: by default the
    /// name of the seat it holds (`south`); Caro's are `opener` and `responder`.
    fn player_name(&self, player: usize) -> &'static str {
        self.seat_of(player).map_or("?", Self::seat_name)
    }

    /// Replaces the contents of `moves` with every legal move (nothing once the game is
    /// over). Reusing the vector keeps a search free of allocation.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Why `m` may not be played here, if it may not. Does not look at the outcome: see
    /// [`Game::play`].
    ///
    /// # Errors
    ///
    /// The rule that forbids the move.
    fn check_move(&self, m: Self::Move) -> Result<(), MoveError>;

    /// Plays a move known to be legal. A move that is not legal leaves the position in an
    /// unspecified (but memory-safe) state.
    fn play_unchecked(&mut self, m: Self::Move);

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// The score of each seat, for games that keep one (in seat order; see `seats`).
    fn score(&self) -> Option<Vec<u32>> {
        None
    }

    /// Reads a move token (canonical spelling or an alias the game names).
    ///
    /// # Errors
    ///
    /// [`MoveError`] naming what is wrong with the token; a token that reads well but is
    /// not legal here is refused by [`Game::check_move`], not here.
    fn parse_move(&self, token: &str) -> Result<Self::Move, MoveError>;

    /// The canonical token of a move.
    fn format_move(&self, m: Self::Move) -> String;

    /// The position code: the whole position as URL-safe text.
    fn to_code(&self) -> String;

    /// Reads a position code written by [`Game::to_code`], for a game with these options.
    ///
    /// # Errors
    ///
    /// [`CodeError`] saying which part of the code is wrong, or why the position it
    /// describes cannot arise.
    fn from_code(options: Self::Options, code: &str) -> Result<Self, CodeError>;

    /* FINAL */
    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /* FINAL */
    /// Whether `m` may be played now.
    fn is_legal(&self, m: Self::Move) -> bool {
        !self.is_over() && self.check_move(m).is_ok()
    }

    /* FINAL */
    /// Plays a move if it is legal.
    ///
    /// # Errors
    ///
    /// [`MoveError::GameOver`] once the game has ended, or the rule that forbids the move;
    /// the position is then unchanged.
    fn play(&mut self, m: Self::Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.check_move(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /* FINAL */
    /// Reads a token and plays the move, returning it.
    ///
    /// # Errors
    ///
    /// As [`Game::parse_move`] and [`Game::play`]; the position is then unchanged.
    fn play_token(&mut self, token: &str) -> Result<Self::Move, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let m = self.parse_move(token)?;
        self.play(m)?;
        Ok(m)
    }

    /* FINAL */
    /// The name of a seat, as printed by the command line.
    fn seat_name(seat: Seat) -> &'static str {
        Self::SEAT_NAMES.get(seat.index()).copied().unwrap_or("?")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_seats_iterate_in_order() {
        let seats = Seats::default().with(Seat(3)).with(Seat(0));
        assert_eq!(seats.iter().collect::<Vec<_>>(), vec![Seat(0), Seat(3)]);
        assert_eq!(seats.len(), 2);
        assert_eq!(Seats::first(4).len(), 4);
        assert!(Seats::default().is_empty());
    }
}
