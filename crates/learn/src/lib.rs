//! Tessera's lessons: for each game a course of stages, each stage a few short levels, and
//! each level a goal on the game's own board that the engine checks, a par number of
//! moves, the replies of the other side, the hints drawn on the board, and the level's own
//! solution (which the tests play).
//!
//! Lessons are data, one format for all games ([`Course`], read with serde from
//! `lessons/<game>.json`). A level is played through an [`Attempt`], which plays the
//! learner's moves and the replies and says when the goal is reached (with its
//! [`stars`]) or missed.

mod attempt;
pub mod puzzle;
pub mod record;
mod threats;

use engine::{GameId, GameOptions};
use serde::{Deserialize, Serialize};

pub use attempt::{Attempt, LevelError, Progress, Turn};
pub use threats::{block, wins_in_one};

/// A game's lessons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The game, as in addresses (`caro`).
    pub game: String,
    /// Its stages, in the order they are taught.
    pub stages: Vec<Stage>,
}

/// A stage: one idea, taught in a few levels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    /// Its id, unique in the course (`closed-five`); its words are found by it.
    pub id: String,
    /// Its levels, easiest first.
    pub levels: Vec<Level>,
}

/// A level: a position, a goal, and the way to reach it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// The game's options (`key=value`), none for the defaults.
    #[serde(default)]
    pub options: Vec<String>,
    /// The position code the level starts from; none: the game's start.
    #[serde(default)]
    pub position: Option<String>,
    /// Moves played from there before the learner's turn (readable where a code is not:
    /// Caro's stones, each one a legal move).
    #[serde(default)]
    pub setup: Vec<String>,
    /// What the learner must do.
    pub goal: Goal,
    /// The number of the learner's moves that earns three stars.
    pub par: u32,
    /// How the other side answers.
    #[serde(default)]
    pub replies: Replies,
    /// Points the board marks as a hint (move tokens, or cells in the game's notation).
    #[serde(default)]
    pub hints: Vec<String>,
    /// The learner's moves that reach the goal at par, against the replies.
    pub solution: Vec<String>,
}

/// What a level asks of the learner, the side to move at its start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Goal {
    /// Win the game, within this many of the learner's moves if it says so.
    Win {
        /// The most moves the learner may take.
        #[serde(default)]
        within: Option<u32>,
    },
    /// Leave the other side no win in one move: stop the threat.
    Stop,
    /// Reach this score (stones in the store, fields held), within this many moves if
    /// it says so.
    Score {
        /// The score to reach.
        at_least: u32,
        /// The most moves the learner may take.
        #[serde(default)]
        within: Option<u32>,
    },
    /// Play one of these moves (a first lesson's "sow from pit c").
    Play {
        /// The moves that reach the goal.
        moves: Vec<String>,
    },
}

/// How the other side answers the learner.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Replies {
    /// The reply that leaves the learner the fewest wins in one (the first such in the
    /// game's order of moves): the defender's forced block.
    #[default]
    Block,
    /// These moves, one after each of the learner's; where one is not legal (the learner
    /// went elsewhere), the block.
    Scripted(Vec<String>),
}

/// The stars a level done in `moves` of the learner's moves earns against its `par`:
/// three at par or under, two a little over (half the par again, at least one move),
/// one else.
pub fn stars(moves: u32, par: u32) -> u8 {
    if moves <= par {
        3
    } else if moves <= par + (par / 2).max(1) {
        2
    } else {
        1
    }
}

impl Course {
    /// The course's game.
    ///
    /// # Errors
    ///
    /// A sentence naming an unknown game.
    pub fn game_id(&self) -> Result<GameId, String> {
        self.game.parse().map_err(|e| format!("{e}"))
    }
}

impl Level {
    /// The level's options, typed for game `O`.
    ///
    /// # Errors
    ///
    /// A sentence naming the option that is wrong.
    pub fn typed_options<O: GameOptions>(&self) -> Result<O, String> {
        let mut options = O::default();
        for assignment in &self.options {
            options.assign(assignment).map_err(|e| format!("{e}"))?;
        }
        options.validate().map_err(|e| format!("{e}"))?;
        Ok(options)
    }
}
