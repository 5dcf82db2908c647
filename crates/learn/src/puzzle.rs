//! Puzzles: positions from games where one move matters, with the line that follows,
//! shipped as data (`puzzles/<game>.json`, written by `tessera puzzles generate`). A
//! puzzle is played as a level ([`Puzzle::level`]): a win found within the solver's moves
//! of its line, the other side answering as lessons do (the block); or, for a defence, the
//! one stone that saves.

use serde::{Deserialize, Serialize};

use crate::{Goal, Level, Replies};

/// A game's puzzles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzles {
    /// The game, as in addresses (`caro`).
    pub game: String,
    /// Its puzzles, easiest first within each theme's order of finding.
    pub puzzles: Vec<Puzzle>,
}

/// A puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Its id, unique among the game's (`caro-17`), and in its address.
    pub id: String,
    /// The game's options (`key=value`), none for the defaults.
    #[serde(default)]
    pub options: Vec<String>,
    /// The position code; the side to move solves.
    pub position: String,
    /// The solver's moves and the replies, in turn, the solver's first: the line the
    /// solver is shown when he asks.
    pub solution: Vec<String>,
    /// What it teaches (`vcf`, `defence`, `four-three`, `closed-five`…).
    pub themes: Vec<String>,
    /// How hard it is, on the players' ratings' scale.
    pub rating: u32,
}

/// The theme of a puzzle whose one move saves the game, rather than wins it.
pub const DEFENCE: &str = "defence";

impl Puzzle {
    /// The solver's moves of its line.
    pub fn solver_moves(&self) -> impl Iterator<Item = &String> {
        self.solution.iter().step_by(2)
    }

    /// The puzzle as a level. A puzzle of one move (a defence, a best move): that move.
    /// Else: a win within the solver's moves of the line, each of the other side's
    /// replies the lessons' block (which the line's replies are, as the generator wrote
    /// them).
    pub fn level(&self) -> Level {
        let moves = u32::try_from(self.solver_moves().count()).unwrap_or(u32::MAX);
        let goal = match self.solution.len() == 1 {
            true => Goal::Play {
                moves: self.solution.iter().take(1).cloned().collect(),
            },
            false => Goal::Win {
                within: Some(moves),
            },
        };
        Level {
            options: self.options.clone(),
            position: Some(self.position.clone()),
            setup: Vec::new(),
            par: match goal {
                Goal::Play { .. } => 1,
                _ => moves,
            },
            goal,
            replies: Replies::Block,
            hints: self.solution.iter().take(1).cloned().collect(),
            solution: self.solver_moves().cloned().collect(),
        }
    }
}
