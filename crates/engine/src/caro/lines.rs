//! Rows of stones and whether they win: the heart of the Caro rules.

use super::{Board, Closed, Colour, Overline, Point};

/// The four line directions: horizontal, vertical and both diagonals.
pub(super) const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// An unbroken run of one colour's stones along one direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Run {
    /// The first stone (the lowest end against the direction).
    pub first: Point,
    /// The direction, one of [`DIRECTIONS`].
    pub direction: (i8, i8),
    /// How many stones it holds.
    pub len: u8,
}

impl Run {
    /// The run of `colour`'s stones through `p` along `direction` (`p` holds `colour`).
    pub fn through(board: &Board, p: Point, direction: (i8, i8), colour: Colour) -> Run {
        let is_own =
            |steps| p.step(direction, steps).and_then(|q| board[q.index()]) == Some(colour);
        let mut back = 0;
        while is_own(-(back + 1)) {
            back += 1;
        }
        let mut ahead = 0;
        while is_own(ahead + 1) {
            ahead += 1;
        }
        Run {
            first: p.step(direction, -back).unwrap_or(p),
            direction,
            len: (back + ahead + 1) as u8,
        }
    }

    /// The run's stones, in order.
    pub fn points(self) -> impl Iterator<Item = Point> {
        (0..self.len as i8).filter_map(move |i| self.first.step(self.direction, i))
    }

    /// Whether the point just beyond one end holds an opponent's stone. An empty point
    /// and the edge of the board are open.
    fn is_closed_at(self, board: &Board, steps: i8, colour: Colour) -> bool {
        self.first
            .step(self.direction, steps)
            .and_then(|q| board[q.index()])
            == Some(colour.opponent())
    }

    /// Whether this run of `colour` wins under the given rules.
    pub fn wins(self, board: &Board, colour: Colour, overline: Overline, closed: Closed) -> bool {
        match self.len {
            6.. => overline == Overline::Win,
            5 => {
                let before = self.is_closed_at(board, -1, colour);
                let after = self.is_closed_at(board, 5, colour);
                match closed {
                    Closed::Both => !(before && after),
                    Closed::Either => !(before || after),
                    Closed::Never => true,
                }
            }
            _ => false,
        }
    }
}
