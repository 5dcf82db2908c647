//! Computer players for Tessera's games.
//!
//! Every game with a computer player implements [`Computer`]: the levels it offers and how
//! it thinks. The command line and the site's web worker call [`choose_move`] (or
//! [`think`], which also says how deep it looked). The searches are synchronous and bounded
//! by nodes and by the caller's [`Clock`], never by threads, so they run the same natively
//! and in a web worker; for a given seed (and no time limit reached) they choose the same
//! move on every machine.
//!
//! - [`alpha_beta`]: negamax alpha-beta with iterative deepening, a transposition table
//!   and move ordering, over any [`alpha_beta::Node`].
//! - [`generic`]: that search over any [`engine::Game`] with an evaluation: alpha-beta
//!   with two players (paranoid alpha-beta, one against all, with more).
//! - [`mcts`]: Monte Carlo tree search, each player for himself, over any [`engine::Game`]
//!   of up to four players.
//! - [`azacru`]: Azacru's evaluation (fields, chevrons, power) with two players, the tree
//!   search with three or four.
//! - [`caro`]: a gomoku engine for Caro: threat patterns under Caro's closed-five rule, a
//!   forced-win search, and alpha-beta over candidate points.
//! - [`karo`]: the evaluations of both Karo variants (lines of four and relocations; the
//!   race of jumpers and crawlers) for [`generic`].
//! - [`kauri`]: Kauri's evaluation (stores, capture threats, playable pits) for [`generic`].
//! - [`review`]: the game review: each position judged, each move classified by the win
//!   chance it gave away, and each player's accuracy (thresholds: `docs/review.md`).
//! - [`levels`]: levels 1 to 5 and the human-looking mistakes of the lowest (each
//!   level's budget and measured strength, game by game: `docs/ai-levels.md`).
//!
//! # Examples
//!
//! ```
//! use ai::{Level, NoClock, choose_move};
//! use engine::{Game, caro::Caro};
//!
//! let mut game = Caro::default();
//! for token in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"] {
//!     game.play_token(token)?;
//! }
//! let m = choose_move(&game, Level::MIN, 7, &NoClock).expect("the game goes on");
//! // Even the weakest level takes a win in one (g8 or l8).
//! assert!(["g8", "l8"].contains(&game.format_move(m).as_str()));
//! # Ok::<_, engine::MoveError>(())
//! ```

#![warn(missing_docs)]

pub mod alpha_beta;
pub mod azacru;
pub mod caro;
mod clock;
pub mod generic;
pub mod karo;
pub mod kauri;
pub mod levels;
pub mod mcts;
pub mod random;
pub mod review;
#[cfg(test)]
mod shared_out;
#[cfg(test)]
mod testing;
mod thought;

use engine::Game;

pub use clock::{Clock, Limits, NoClock};
pub use levels::{Level, Mistakes, Settings};
pub use thought::Thought;

/// A game the computer can play.
pub trait Computer: Game {
    /// What each level means in this game, with its options (with Azacru's three or four
    /// players the levels are not those of two).
    fn settings(&self, level: Level) -> Settings;

    /// Chooses a move within `settings`, reproducibly from `seed`; `None` when the game is
    /// over.
    fn think(
        &self,
        settings: &Settings,
        seed: u64,
        clock: &dyn Clock,
    ) -> Option<Thought<Self::Move>>;

    /// How many moves of a level-1 player open each pair of a match's games, so that the
    /// pairs differ (`tessera match`): a move each by default.
    fn match_opening_plies(&self) -> usize {
        2
    }

    /// The score, in this game's search units, at which the side to move is taken to be
    /// three times as likely to win as to lose (a win chance of 75 %): the scale on which
    /// the game review turns scores into win chances (`docs/review.md`). Searches that
    /// give every seat's share of the win ([`Thought::shares`]) do not need it.
    fn odds_unit(&self) -> i32;
}

/// The move the computer plays at `level`, or `None` when the game is over.
///
/// `clock` gives milliseconds: natively a closure over `std::time::Instant`; in a web
/// worker `&js_sys::Date::now` (or `performance.now`). The level's time budget is
/// measured on it; [`NoClock`] leaves only the node limits.
pub fn choose_move<G: Computer>(
    game: &G,
    level: Level,
    seed: u64,
    clock: &dyn Clock,
) -> Option<G::Move> {
    think(game, &game.settings(level), seed, clock).map(|t| t.chosen)
}

/// The computer's move within `settings` (a level's, or one made up, e.g. a time budget
/// alone), with its score, depth and node count.
pub fn think<G: Computer>(
    game: &G,
    settings: &Settings,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Thought<G::Move>> {
    game.think(settings, seed, clock)
}
