//! The repetition count: the positions since the count began, and the moves between them
//! (which the position codes carry, so that a game read from a code counts as the game
//! that wrote it).

use crate::{CodeError, Game};

/// The positions of the repetition window as exact keys, and the moves that led from each
/// to the next. The window starts at the start position, at a code's position, or (in
/// karo-four) after the latest placement, since no position with fewer pieces can come
/// back.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct History<K, M> {
    start: K,
    /// Each move of the window with the position it led to.
    later: Vec<(M, K)>,
}

impl<K: Copy + Eq, M: Copy> History<K, M> {
    /// A window that starts (and so far ends) at `start`.
    pub fn new(start: K) -> Self {
        History {
            start,
            later: Vec::new(),
        }
    }

    /// Starts the window afresh at `start`, keeping the vector's room.
    pub fn restart(&mut self, start: K) {
        self.start = start;
        self.later.clear();
    }

    /// Records a move and the position it led to, returning how many times that
    /// position has now occurred.
    pub fn record(&mut self, m: M, key: K) -> usize {
        let earlier = usize::from(self.start == key)
            + self.later.iter().filter(|(_, seen)| *seen == key).count();
        self.later.push((m, key));
        earlier + 1
    }

    /// The moves of the window, oldest first.
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = M> + '_ {
        self.later.iter().map(|&(m, _)| m)
    }
}

/// What reading a code's history needs from a Karo variant beyond [`Game`].
pub(super) trait Rewind: Game {
    /// Whether `m` is a pass.
    fn is_pass(m: Self::Move) -> bool;

    /// The number of passes in a row that ended the game so far.
    fn passes(&self) -> u8;

    /// Takes back `m`, taken to be the move that led here: the board and the side to
    /// move go back, the rest is left as it is.
    ///
    /// # Errors
    ///
    /// When `m` cannot have led here (nothing to take back where it says).
    fn unplay(&mut self, m: Self::Move) -> Result<(), CodeError>;

    /// Makes this board, side to move and `passes` a fresh game: the repetition window
    /// starts here and the outcome follows from the board alone.
    ///
    /// # Errors
    ///
    /// Why no game reaches this position.
    fn restart(&mut self, passes: u8) -> Result<(), CodeError>;

    /// Whether the board, the side to move and the passes are the same (the history and
    /// the outcome may differ).
    fn same_position(&self, other: &Self) -> bool;
}

/// The game that reached `current` by playing `tokens` (the code's history, oldest first)
/// from where they started. `current` was read from the code's board and has no history.
///
/// The tokens are taken back one by one from `current` to find where they started; that
/// position is checked like any code's, and the moves are then played forward with every
/// rule checked, which must lead exactly to `current`.
pub(super) fn replay_history<G: Rewind>(current: G, tokens: &[&str]) -> Result<G, CodeError> {
    if tokens.is_empty() {
        return Ok(current);
    }
    let moves = tokens
        .iter()
        .map(|token| current.parse_move(token))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| CodeError::Syntax("the history holds a token that is not a move"))?;
    let mut start = current.clone();
    for &m in moves.iter().rev() {
        start.unplay(m)?;
    }
    // Passes before the window matter only when the window holds nothing but passes.
    let trailing = moves.iter().rev().take_while(|&&m| G::is_pass(m)).count();
    let start_passes = if trailing == moves.len() {
        current
            .passes()
            .checked_sub(trailing as u8)
            .ok_or(CodeError::Impossible(
                "more passes in the history than counted",
            ))?
    } else {
        0
    };
    start.restart(start_passes)?;
    let mut game = start;
    for m in moves {
        game.play(m)
            .map_err(|_| CodeError::Impossible("the history holds a move that is not legal"))?;
    }
    if game.same_position(&current) {
        Ok(game)
    } else {
        Err(CodeError::Impossible(
            "the history does not lead to this position",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_occurrences_count_the_start_and_every_later_position() {
        let mut history: History<u8, char> = History::new(1);
        assert_eq!(history.record('a', 2), 1);
        assert_eq!(history.record('b', 1), 2);
        assert_eq!(history.record('c', 2), 2);
        assert_eq!(history.record('d', 1), 3);
        assert_eq!(history.moves().collect::<String>(), "abcd");
        history.restart(1);
        assert_eq!(history.record('e', 1), 2);
        assert_eq!(history.moves().collect::<String>(), "e");
    }
}
