//! One try at a level: the learner's moves, the other side's replies, and whether the
//! goal is reached, still open, or missed.

use std::fmt;

use engine::{Game, MoveError, Outcome, Seat, ToMove};

use crate::{
    Goal, Level, Replies, stars,
    threats::{block, wins_for, wins_in_one},
};

/// Where a try stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The goal is not reached yet: the learner moves.
    Playing,
    /// The goal is reached, in this many of the learner's moves, for these stars.
    Done {
        /// The learner's moves.
        moves: u32,
        /// One to three.
        stars: u8,
    },
    /// The goal can no longer be reached (the move limit passed, the threat not stopped,
    /// another move played, the game lost): Retry.
    Missed,
}

/// What a learner's move led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The other sides' replies, as their tokens, in turn.
    pub replies: Vec<String>,
    /// Where the try stands now.
    pub progress: Progress,
}

/// Why a level cannot be played: its data is wrong (the tests find these first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LevelError {}

/// A try at a level of game `G`.
#[derive(Clone, Debug)]
pub struct Attempt<'a, G: Game> {
    level: &'a Level,
    game: G,
    learner: Seat,
    moves: u32,
    /// The other side's moves so far (the next scripted reply's index).
    replied: usize,
    progress: Progress,
}

impl<'a, G: Game> Attempt<'a, G> {
    /// The level's position, the learner to move.
    ///
    /// # Errors
    ///
    /// The level's options, position or setup are wrong, or the learner has no turn.
    pub fn new(level: &'a Level) -> Result<Self, LevelError> {
        let options = level.typed_options::<G::Options>().map_err(LevelError)?;
        let mut game = match &level.position {
            Some(code) => G::from_code(options, code)
                .map_err(|e| LevelError(format!("position {code}: {e}")))?,
            None => G::new(options),
        };
        for token in &level.setup {
            game.play_token(token)
                .map_err(|e| LevelError(format!("setup {token}: {e}")))?;
        }
        let Some(ToMove::Seat(learner)) = game.to_move() else {
            return Err(LevelError("the learner has no move to make".into()));
        };
        Ok(Attempt {
            level,
            game,
            learner,
            moves: 0,
            replied: 0,
            progress: Progress::Playing,
        })
    }

    /// The position now.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The learner's seat.
    pub fn learner(&self) -> Seat {
        self.learner
    }

    /// Where the try stands.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// The learner plays `token`; the other side replies while the goal is still open.
    ///
    /// # Errors
    ///
    /// The move is not legal (the try goes on), or the try is over.
    pub fn play(&mut self, token: &str) -> Result<Turn, MoveError> {
        if self.progress != Progress::Playing
            || self.game.to_move() != Some(ToMove::Seat(self.learner))
        {
            return Err(MoveError::GameOver);
        }
        let listed = self.listed(token);
        self.game.play_token(token)?;
        self.moves += 1;
        self.progress = self.judge(listed);
        let mut replies = Vec::new();
        if self.progress == Progress::Playing {
            // Every other side moves in turn (Azacru's three or four), until the learner;
            // a threat to stop must be stopped for each of them.
            loop {
                if self.level.goal == Goal::Stop
                    && !self.game.is_over()
                    && wins_in_one(&self.game) > 0
                {
                    self.progress = Progress::Missed;
                    break;
                }
                match self.reply() {
                    Some(reply) => replies.push(reply),
                    None => break,
                }
            }
        }
        if self.progress == Progress::Playing {
            self.progress = self.after_replies();
        }
        Ok(Turn {
            replies,
            progress: self.progress,
        })
    }

    /// Where the try stands after the learner's move (`listed`: one a `play` goal names).
    fn judge(&self, listed: bool) -> Progress {
        let done = self.done();
        let won = wins_for(self.game.outcome(), self.learner);
        match &self.level.goal {
            Goal::Win { .. } if won => done,
            // Judged as each other side comes to move (`play`).
            Goal::Stop if won => done,
            Goal::Stop if self.game.is_over() => Progress::Missed,
            Goal::Score { at_least, .. } if self.score() >= *at_least => done,
            Goal::Play { .. } if listed => done,
            Goal::Play { .. } => Progress::Missed,
            // A win or a score may still come of the replies, within the limit.
            _ => Progress::Playing,
        }
    }

    /// Where the try stands once the other sides replied: a win or a score their moves
    /// gave the learner counts (a Kauri stone sown into his store); a game over otherwise,
    /// or the learner's moves spent, is missed.
    fn after_replies(&self) -> Progress {
        let done = self.done();
        let spent = |within: &Option<u32>| within.is_some_and(|n| self.moves >= n);
        match &self.level.goal {
            Goal::Win { .. } if wins_for(self.game.outcome(), self.learner) => done,
            Goal::Score { at_least, .. } if self.score() >= *at_least => done,
            // Stopped, unless the game ended with another side's win.
            Goal::Stop if !self.others_won() => done,
            _ if self.game.is_over() => Progress::Missed,
            Goal::Win { within } | Goal::Score { within, .. } if spent(within) => Progress::Missed,
            _ => Progress::Playing,
        }
    }

    /// Whether `token`, about to be played, is one of the moves a `play` goal lists (read
    /// in the position it is played in, so that aliases count).
    fn listed(&self, token: &str) -> bool {
        let Goal::Play { moves } = &self.level.goal else {
            return false;
        };
        let played = self.game.parse_move(token).ok();
        played.is_some() && moves.iter().any(|m| self.game.parse_move(m).ok() == played)
    }

    /// The goal reached in the learner's moves so far, with their stars.
    fn done(&self) -> Progress {
        Progress::Done {
            moves: self.moves,
            stars: stars(self.moves, self.level.par),
        }
    }

    /// Whether the game is over, won by other sides than the learner.
    fn others_won(&self) -> bool {
        match self.game.outcome() {
            Some(Outcome::Draw) | None => false,
            outcome => !wins_for(outcome, self.learner),
        }
    }

    /// The learner's score now (none kept: 0). Scores come one a seat taken, in seat
    /// order.
    fn score(&self) -> u32 {
        let index = self.game.seats().iter().position(|s| s == self.learner);
        self.game
            .score()
            .zip(index)
            .and_then(|(scores, index)| scores.get(index).copied())
            .unwrap_or(0)
    }

    /// Plays another side's reply, if one is to move: its token.
    fn reply(&mut self) -> Option<String> {
        if !matches!(self.game.to_move(), Some(ToMove::Seat(seat)) if seat != self.learner) {
            return None;
        }
        let scripted = match &self.level.replies {
            Replies::Scripted(replies) => replies
                .get(self.replied)
                .and_then(|token| self.game.parse_move(token).ok())
                .filter(|&m| self.game.is_legal(m)),
            Replies::Block => None,
        };
        let reply = scripted.or_else(|| block(&self.game))?;
        let token = self.game.format_move(reply);
        self.game.play_unchecked(reply);
        self.replied += 1;
        Some(token)
    }
}
