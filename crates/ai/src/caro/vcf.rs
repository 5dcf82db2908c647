//! Victory by continuous fours (VCF): a win where every stone of the attacker makes a four,
//! so that the defender's every reply is forced. The defender's replies are all the stones
//! that stop the four — in Caro also the far end of a five closed at one end — and a
//! defender who makes a four while blocking must be blocked in turn, by a four.
//!
//! A win found here is proved against every defence, so it is played without a search.

use super::{
    board::{Board, other},
    patterns::Shape,
    search::point_value,
};

/// Entries of the table of positions already refuted.
const TABLE_SIZE: usize = 1 << 14;

/// The search for a VCF of the side to move.
pub(crate) struct Vcf<'b> {
    board: &'b mut Board,
    nodes: u64,
    max_nodes: u64,
    /// Hashes of positions (attacker to move) where no VCF was found, with the depth tried.
    refuted: Vec<(u64, u32)>,
}

impl<'b> Vcf<'b> {
    pub(crate) fn new(board: &'b mut Board, max_nodes: u64) -> Self {
        Vcf {
            board,
            nodes: 0,
            max_nodes,
            refuted: vec![(0, 0); TABLE_SIZE],
        }
    }

    /// Positions visited.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The first stone of a VCF for the side to move, searching sequences of up to `depth`
    /// fours; `None` if there is none within the budget.
    pub(crate) fn find(&mut self, depth: u32) -> Option<usize> {
        self.attack(depth)
    }

    fn attack(&mut self, depth: u32) -> Option<usize> {
        if self.nodes >= self.max_nodes {
            return None;
        }
        self.nodes += 1;
        let me = self.board.to_move();
        let op = other(me);
        let mut cells = Vec::new();
        self.board.five_points(me, &mut cells);
        if let Some(&five) = cells.first() {
            return Some(five);
        }
        let slot = (self.board.hash() as usize) & (TABLE_SIZE - 1);
        let (key, tried) = self.refuted[slot];
        if key == self.board.hash() && tried >= depth {
            return None;
        }
        if self.board.count(op, Shape::Five) > 0 {
            // Blocked by the defender's four: the block must be a four of ours.
            self.board.defences(op, &mut cells);
            cells.retain(|&c| self.board.is_four(me, c));
        } else {
            if self.board.has_winning_threat(me) {
                return self.board.winning_threat(me);
            }
            if depth == 0 {
                return None;
            }
            self.board.candidates(&mut cells);
            cells.retain(|&c| self.board.is_four(me, c));
            cells.sort_by_cached_key(|&c| std::cmp::Reverse(point_value(self.board, c, me)));
        }
        for c in cells {
            self.board.play(c);
            let wins = self.all_defences_lose(depth.saturating_sub(1));
            self.board.undo();
            if wins {
                return Some(c);
            }
        }
        if self.nodes < self.max_nodes {
            self.refuted[slot] = (self.board.hash(), depth);
        }
        None
    }

    /// Whether every reply of the defender (to move, facing a four) loses to a VCF.
    fn all_defences_lose(&mut self, depth: u32) -> bool {
        let me = self.board.to_move();
        let attacker = other(me);
        if self.board.count(me, Shape::Five) > 0 {
            return false;
        }
        let mut replies = Vec::new();
        self.board.defences(attacker, &mut replies);
        for r in replies {
            self.board.play(r);
            let wins = self.attack(depth).is_some();
            self.board.undo();
            if !wins {
                return false;
            }
        }
        true
    }
}
