//! Replaying a game record: the moves from the start position, one token each.

use std::{error::Error, fmt};

use crate::{Game, MoveError};

/// A token of a record that could not be played. It keeps the game up to the last good
/// move, so that nothing before the bad token is lost.
#[derive(Clone, Debug)]
pub struct ReplayError<G: Game> {
    /// Where the bad token stands in the record, counting from 0.
    pub index: usize,
    /// The bad token.
    pub token: String,
    /// Why it was refused.
    pub error: MoveError,
    /// The position after the good moves.
    pub game: G,
    /// The good moves.
    pub moves: Vec<G::Move>,
}

impl<G: Game> fmt::Display for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {} '{}': {}",
            self.index + 1,
            self.token,
            self.error
        )
    }
}

impl<G: Game> Error for ReplayError<G> {}

/// Plays `tokens` from the start position of a game with `options`, returning the final
/// position and the moves.
///
/// # Errors
///
/// [`ReplayError`] at the first token that is malformed or illegal.
///
/// # Examples
///
/// ```
/// use engine::{Game, caro::{Caro, CaroOptions}, replay};
///
/// let err = replay::<Caro>(CaroOptions::default(), ["h8", "h8"]).unwrap_err();
/// assert_eq!(err.to_string(), "move 2 'h8': point already taken");
/// assert_eq!(err.moves.len(), 1);
/// ```
pub fn replay<'a, G: Game>(
    options: G::Options,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Result<(G, Vec<G::Move>), ReplayError<G>> {
    let mut game = G::new(options);
    let mut moves = Vec::new();
    for (index, token) in tokens.into_iter().enumerate() {
        match game.play_token(token) {
            Ok(m) => moves.push(m),
            Err(error) => {
                return Err(ReplayError {
                    index,
                    token: token.to_owned(),
                    error,
                    game,
                    moves,
                });
            }
        }
    }
    Ok((game, moves))
}
