//! Caro as an alpha-beta [`Node`]: which points are searched, in what order (by the values
//! of `moves.rs`), what the position is worth, and the threats that decide a game without
//! searching.

use super::{
    board::{Board, other},
    moves::{answers_to_threat, point_value},
    patterns::{SHAPES, Shape},
};
use crate::alpha_beta::{Known, Node};

/// The evaluation's weights of each (empty point, direction) shape, per pair: the side to
/// move's, then the opponent's (a shape is worth more to the side that moves next).
pub(crate) const WEIGHTS: Weights = Weights {
    mine: [0, 0, 2, 9, 26, 67, 96, 192, 0],
    theirs: [0, 0, 4, 6, 25, 34, 63, 160, 0],
};
/// The weights where the player is blind to the opponent's threats: open threes and open
/// fours count as plain ones.
const BLIND: Weights = Weights {
    mine: [0, 1, 5, 12, 14, 14, 54, 54, 0],
    theirs: [0, 1, 4, 10, 12, 12, 45, 45, 0],
};

/// What each shape is worth in the evaluation, to the side to move and to the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Weights {
    pub mine: [i32; SHAPES],
    pub theirs: [i32; SHAPES],
}

impl Weights {
    /// The value of a position whose shape counts are `counts` (the side to move's, then
    /// the opponent's), for the side to move.
    pub(crate) fn value(&self, counts: [&[u32; SHAPES]; 2]) -> i32 {
        let sum = |counts: &[u32; SHAPES], weights: &[i32; SHAPES]| -> i32 {
            counts
                .iter()
                .zip(weights)
                .map(|(&n, &w)| n as i32 * w)
                .sum()
        };
        sum(counts[0], &self.mine) - sum(counts[1], &self.theirs)
    }
}
/// Moves searched below the root, at most (the best by the ordering).
const WIDTH: usize = 18;

/// A Caro position being searched.
#[derive(Clone, Debug)]
pub(crate) struct CaroNode {
    pub board: Board,
    /// The colour whose open threes the searching player does not see, if any.
    blind: Option<u8>,
    /// Whether answers to the opponent's open threes and double fours cost no depth
    /// ([`Node::is_threatened`]): not for the levels that err, whose errors were set
    /// against a beginner with the plain search.
    extends_threats: bool,
    /// Stones on the board at the root: there every candidate is searched.
    root_stones: usize,
    /// The only moves worth searching at the root, when known beforehand.
    root_moves: Option<Vec<usize>>,
    scratch: Vec<usize>,
    /// Candidates keyed for sorting by [`order_key`].
    valued: Vec<u64>,
}

impl CaroNode {
    pub(crate) fn new(board: Board, blind: Option<u8>) -> CaroNode {
        CaroNode {
            root_stones: board.stones(),
            board,
            blind,
            extends_threats: true,
            root_moves: None,
            scratch: Vec::new(),
            valued: Vec::new(),
        }
    }

    /// Lets answers to threats to win in two moves cost depth like any other move.
    pub(crate) fn without_threat_extension(mut self) -> CaroNode {
        self.extends_threats = false;
        self
    }

    /// Searches only `moves` at the root.
    pub(crate) fn with_root_moves(mut self, moves: Vec<usize>) -> CaroNode {
        self.root_moves = Some(moves);
        self
    }

    fn sees_threats_of(&self, colour: u8) -> bool {
        self.blind != Some(colour)
    }

    /// Sorts `cells` by their value for the side to move, best first, keeping at most
    /// `width` of them.
    fn order(&mut self, cells: &mut Vec<usize>, width: usize) {
        let me = self.board.to_move();
        let mut valued = std::mem::take(&mut self.valued);
        valued.clear();
        valued.extend(
            cells
                .iter()
                .map(|&c| order_key(point_value(&self.board, c, me), c)),
        );
        if valued.len() > width {
            valued.select_nth_unstable(width);
            valued.truncate(width);
        }
        valued.sort_unstable();
        cells.clear();
        cells.extend(valued.iter().map(|&key| (key & 0xFFFF) as usize));
        self.valued = valued;
    }
}

/// A candidate's sort key: the higher `value` first, then the lower cell. One integer
/// compares faster than a pair, and candidates are sorted at every node.
fn order_key(value: i32, cell: usize) -> u64 {
    // Flipping the sign bit orders values as unsigned numbers; inverting puts the highest
    // first.
    let descending = !((value as u32) ^ 0x8000_0000);
    u64::from(descending) << 16 | cell as u64
}

impl Node for CaroNode {
    type Move = u16;

    fn key(&self) -> u64 {
        self.board.hash()
    }

    fn turn(&self) -> u8 {
        self.board.to_move() - 1
    }

    fn known(&mut self) -> Option<Known> {
        let me = self.board.to_move();
        let op = other(me);
        if self.board.count(me, Shape::Five) > 0 {
            return Some(Known::Win(1));
        }
        if self.board.is_full() {
            return Some(Known::Draw);
        }
        if self.board.count(op, Shape::Five) == 0
            && self.sees_threats_of(me)
            && self.board.has_winning_threat(me)
        {
            return Some(Known::Win(3));
        }
        None
    }

    fn is_forced(&mut self) -> bool {
        self.board.count(other(self.board.to_move()), Shape::Five) > 0
    }

    /// An open three or a double four of the opponent's: few moves answer it.
    fn is_threatened(&mut self) -> bool {
        let op = other(self.board.to_move());
        self.extends_threats && self.sees_threats_of(op) && self.board.has_winning_threat(op)
    }

    fn evaluate(&mut self) -> i32 {
        let me = self.board.to_move();
        let op = other(me);
        let counts = [self.board.counts(me), self.board.counts(op)];
        let mine = if self.sees_threats_of(me) {
            &WEIGHTS
        } else {
            &BLIND
        }
        .mine;
        let theirs = if self.sees_threats_of(op) {
            &WEIGHTS
        } else {
            &BLIND
        }
        .theirs;
        Weights { mine, theirs }.value(counts)
    }

    fn moves(&mut self, moves: &mut Vec<u16>) -> Option<Known> {
        moves.clear();
        let me = self.board.to_move();
        let op = other(me);
        let mut cells = std::mem::take(&mut self.scratch);
        cells.clear();
        if self.board.count(op, Shape::Five) > 0 {
            self.board.defences(op, &mut cells);
            if cells.is_empty() {
                self.scratch = cells;
                return Some(Known::Loss(2));
            }
        } else {
            if self.sees_threats_of(op) && self.board.has_winning_threat(op) {
                // Only a four of ours, or a stone that takes the threat away, can help.
                answers_to_threat(&mut self.board, op, &mut cells);
                if cells.is_empty() {
                    self.scratch = cells;
                    return Some(Known::Loss(4));
                }
            } else {
                self.board.candidates(&mut cells);
            }
        }
        if self.board.stones() == self.root_stones {
            if let Some(only) = &self.root_moves
                && cells.iter().any(|c| only.contains(c))
            {
                cells.retain(|c| only.contains(c));
            }
            self.order(&mut cells, usize::MAX);
        } else {
            self.order(&mut cells, WIDTH);
        }
        moves.extend(cells.iter().map(|&c| c as u16));
        self.scratch = cells;
        None
    }

    fn play(&mut self, m: u16) {
        self.board.play(usize::from(m));
    }

    fn undo(&mut self) {
        self.board.undo();
    }
}

#[cfg(test)]
mod tests {
    use super::{Board, CaroNode, order_key, other};
    use crate::alpha_beta::Node;
    use engine::caro::{Caro, CaroOptions};

    #[test]
    fn test_only_levels_without_errors_extend_answers_to_threes() {
        // Black's open three h8 i8 j8, White to move.
        let game = engine::replay::<Caro>(CaroOptions::default(), "h8 a1 i8 a3 j8".split(' '))
            .expect("legal moves")
            .0;
        let board = Board::new(&game);
        let black = other(board.to_move());
        assert!(CaroNode::new(board.clone(), None).is_threatened());
        assert!(!CaroNode::new(board.clone(), Some(black)).is_threatened());
        assert!(
            !CaroNode::new(board, None)
                .without_threat_extension()
                .is_threatened()
        );
    }

    #[test]
    fn test_order_keys_sort_the_best_value_first_then_the_lower_cell() {
        let candidates = [
            (5, 40),
            (-3, 41),
            (5, 39),
            (i32::MIN, 1),
            (20_000, 700),
            (0, 2),
        ];
        let mut by_pairs = candidates.to_vec();
        by_pairs.sort_by_key(|&(value, cell)| (std::cmp::Reverse(value), cell));
        let mut by_keys: Vec<u64> = candidates.iter().map(|&(v, c)| order_key(v, c)).collect();
        by_keys.sort_unstable();
        let cells: Vec<usize> = by_keys.iter().map(|&k| (k & 0xFFFF) as usize).collect();
        assert_eq!(cells, by_pairs.iter().map(|&(_, c)| c).collect::<Vec<_>>());
    }
}
