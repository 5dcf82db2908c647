//! Victory by continuous fours (VCF): a win where every stone of the attacker makes a four,
//! so that the defender's every reply is forced. The defender's replies are all the stones
//! that stop the four — in Caro also the far end of a five closed at one end — and a
//! defender who makes a four while blocking must be blocked in turn, by a four.
//!
//! A win found here is proved against every defence, so it is played without a search.

use super::{
    board::{Board, other},
    moves::point_value,
    patterns::Shape,
};
use crate::{Clock, NoClock};

/// Entries of the table of positions already refuted.
const TABLE_SIZE: usize = 1 << 14;

/// Searches for VCFs, remembering the positions refuted across searches.
pub(crate) struct Vcf<'c> {
    nodes: u64,
    max_nodes: u64,
    /// Hashes of positions (attacker to move) where no VCF was found, with the depth tried.
    refuted: Vec<(u64, u32)>,
    clock: &'c dyn Clock,
    /// When to give up, by `clock`.
    deadline_ms: f64,
    out_of_time: bool,
}

impl<'c> Vcf<'c> {
    /// A search that gives up at `deadline_ms` by `clock`.
    pub(crate) fn new(clock: &'c dyn Clock, deadline_ms: f64) -> Self {
        Vcf {
            nodes: 0,
            max_nodes: 0,
            refuted: vec![(0, 0); TABLE_SIZE],
            clock,
            deadline_ms,
            out_of_time: false,
        }
    }

    /// A search limited by nodes only.
    pub(crate) fn untimed() -> Vcf<'static> {
        Vcf::new(&NoClock, f64::INFINITY)
    }

    fn is_spent(&mut self) -> bool {
        if self.nodes >= self.max_nodes || self.out_of_time {
            return true;
        }
        if self.nodes.is_multiple_of(128) && self.clock.now_ms() >= self.deadline_ms {
            self.out_of_time = true;
        }
        self.out_of_time
    }

    /// Positions visited, all searches included.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The first stone of a shortest VCF for the side to move and how many of its own
    /// moves the win takes (the five included), trying sequences of up to `max_depth` fours
    /// before the decisive threat; `None` if there is none within the budget.
    ///
    /// Depth `d` finds exactly the wins in at most `d + 2` moves: `d` fours, then an open
    /// four or a double four (or a four that leaves a five), then the five.
    pub(crate) fn find(
        &mut self,
        board: &mut Board,
        max_depth: u32,
        max_nodes: u64,
    ) -> Option<(usize, u32)> {
        self.max_nodes = self.nodes.saturating_add(max_nodes);
        for depth in 0..=max_depth {
            if let Some(first) = self.attack(board, depth) {
                let mut fives = Vec::new();
                board.five_points(board.to_move(), &mut fives);
                let moves = if fives.is_empty() { depth + 2 } else { 1 };
                return Some((first, moves));
            }
            if self.is_spent() {
                break;
            }
        }
        None
    }

    fn attack(&mut self, board: &mut Board, depth: u32) -> Option<usize> {
        if self.is_spent() {
            return None;
        }
        self.nodes += 1;
        let me = board.to_move();
        let op = other(me);
        let mut cells = Vec::new();
        board.five_points(me, &mut cells);
        if let Some(&five) = cells.first() {
            return Some(five);
        }
        let slot = (board.hash() as usize) & (TABLE_SIZE - 1);
        let (key, tried) = self.refuted[slot];
        if key == board.hash() && tried >= depth {
            return None;
        }
        if board.count(op, Shape::Five) > 0 {
            // Blocked by the defender's four: the block must be a four of ours.
            board.defences(op, &mut cells);
            cells.retain(|&c| board.is_four(me, c));
        } else {
            if board.has_winning_threat(me) {
                return board.winning_threat(me);
            }
            if depth == 0 {
                return None;
            }
            board.candidates(&mut cells);
            cells.retain(|&c| board.is_four(me, c));
            cells.sort_by_cached_key(|&c| std::cmp::Reverse(point_value(board, c, me)));
        }
        for c in cells {
            board.play(c);
            let wins = self.all_defences_lose(board, depth.saturating_sub(1));
            board.undo();
            if wins {
                return Some(c);
            }
        }
        if !self.is_spent() {
            self.refuted[slot] = (board.hash(), depth);
        }
        None
    }

    /// Whether every reply of the defender (to move, facing a four) loses to a VCF.
    fn all_defences_lose(&mut self, board: &mut Board, depth: u32) -> bool {
        let me = board.to_move();
        let attacker = other(me);
        if board.count(me, Shape::Five) > 0 {
            return false;
        }
        let mut replies = Vec::new();
        board.defences(attacker, &mut replies);
        for r in replies {
            board.play(r);
            let wins = self.attack(board, depth).is_some();
            board.undo();
            if !wins {
                return false;
            }
        }
        true
    }
}
