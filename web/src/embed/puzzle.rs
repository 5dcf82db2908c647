//! Puzzle mode: the visitor must find the given moves; the replies are played for him.

/// What became of a move tried in a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt<M> {
    /// Not the move: refused.
    Wrong,
    /// The move, and the opponent's reply to play after it, if the line goes on.
    Right {
        /// The reply to play for the opponent.
        reply: Option<M>,
    },
}

/// A puzzle: the line of moves to find from the shown position (the solver's moves and
/// the replies, alternating), and how far the visitor has come.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle<M> {
    line: Vec<M>,
    found: usize,
}

impl<M: Copy + PartialEq> Puzzle<M> {
    /// A puzzle whose solution is `line`.
    pub fn new(line: Vec<M>) -> Self {
        Puzzle { line, found: 0 }
    }

    /// Checks the visitor's move; a right one moves the puzzle on past it and its reply.
    pub fn attempt(&mut self, m: M) -> Attempt<M> {
        if self.line.get(self.found) != Some(&m) {
            return Attempt::Wrong;
        }
        let reply = self.line.get(self.found + 1).copied();
        self.found += if reply.is_some() { 2 } else { 1 };
        Attempt::Right { reply }
    }

    /// Whether there is a line to find at all (a puzzle, not a plain game).
    pub fn has_line(&self) -> bool {
        !self.line.is_empty()
    }

    /// Whether every move of the line has been found.
    pub fn is_solved(&self) -> bool {
        self.found >= self.line.len()
    }

    /// Takes back the visitor's last move and its reply (for undo).
    pub fn take_back(&mut self) -> usize {
        let back = match self.found {
            0 => 0,
            n if n % 2 == 0 => 2,
            _ => 1,
        };
        self.found -= back;
        back
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_right_moves_bring_their_replies_and_wrong_ones_are_refused() {
        let mut puzzle = Puzzle::new(vec!['a', 'b', 'c']);
        assert!(!puzzle.is_solved());
        assert_eq!(puzzle.attempt('x'), Attempt::Wrong);
        assert_eq!(
            puzzle.attempt('b'),
            Attempt::Wrong,
            "a reply is not the visitor's"
        );
        assert_eq!(puzzle.attempt('a'), Attempt::Right { reply: Some('b') });
        assert_eq!(puzzle.attempt('c'), Attempt::Right { reply: None });
        assert!(puzzle.is_solved());
        assert_eq!(puzzle.take_back(), 1);
        assert_eq!(puzzle.take_back(), 2);
        assert_eq!(puzzle.take_back(), 0);
        assert_eq!(puzzle.attempt('a'), Attempt::Right { reply: Some('b') });
    }
}
