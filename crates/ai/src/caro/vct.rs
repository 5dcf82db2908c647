//! Victory by continuous threats (VCT): a win where every stone of the attacker makes a
//! four or a three that threatens to win (an open four or two fours with the next stone),
//! so that the defender must answer each one. Against a three the defender's answers are
//! every stone that takes the threat away and every four of its own (which the attacker
//! must then block); positions where the threes run out are finished by a VCF search.
//!
//! As with `vcf.rs`, a win found is proved against every defence.

use super::{
    board::{Board, other},
    moves::{answers_to_threat, point_value},
    patterns::Shape,
    vcf::Vcf,
};
use crate::Clock;

/// Longest sequence of fours the VCF at the leaves follows.
const LEAF_VCF_DEPTH: u32 = 8;
/// Nodes each VCF at a leaf may spend.
const LEAF_VCF_NODES: u64 = 400;

/// The search for a VCT of the side to move.
pub(crate) struct Vct<'c> {
    vcf: Vcf<'c>,
    nodes: u64,
    max_nodes: u64,
    clock: &'c dyn Clock,
    deadline_ms: f64,
    out_of_time: bool,
}

impl<'c> Vct<'c> {
    /// A search that gives up at `deadline_ms` by `clock`.
    pub(crate) fn new(clock: &'c dyn Clock, deadline_ms: f64) -> Self {
        Vct {
            vcf: Vcf::new(clock, deadline_ms),
            nodes: 0,
            max_nodes: 0,
            clock,
            deadline_ms,
            out_of_time: false,
        }
    }

    /// Positions visited, the leaf VCFs included.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes + self.vcf.nodes()
    }

    fn is_spent(&mut self) -> bool {
        if self.nodes() >= self.max_nodes || self.out_of_time {
            return true;
        }
        if self.nodes.is_multiple_of(64) && self.clock.now_ms() >= self.deadline_ms {
            self.out_of_time = true;
        }
        self.out_of_time
    }

    /// The first stone of a VCT for the side to move with up to `max_depth` threes, trying
    /// fewer threes first, within `max_nodes` more nodes.
    pub(crate) fn find(
        &mut self,
        board: &mut Board,
        max_depth: u32,
        max_nodes: u64,
    ) -> Option<usize> {
        self.max_nodes = self.nodes().saturating_add(max_nodes);
        for depth in 1..=max_depth {
            if let Some(first) = self.attack(board, depth) {
                return Some(first);
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
        if board.count(op, Shape::Five) > 0 {
            // A counter-four: block it, keeping a threat of our own.
            board.defences(op, &mut cells);
            for b in cells {
                board.play(b);
                let threat = board.count(me, Shape::Five) > 0 || board.has_winning_threat(me);
                let wins = threat && self.all_defences_lose(board, depth);
                board.undo();
                if wins {
                    return Some(b);
                }
            }
            return None;
        }
        if board.has_winning_threat(me) {
            return board.winning_threat(me);
        }
        if let Some((first, _)) = self.vcf.find(board, LEAF_VCF_DEPTH, LEAF_VCF_NODES) {
            return Some(first);
        }
        if depth == 0 {
            return None;
        }
        board.candidates(&mut cells);
        cells.retain(|&c| {
            board.is_four(me, c)
                || board
                    .shapes(me, c)
                    .iter()
                    .any(|&s| s == Shape::Three || s == Shape::OpenThree)
        });
        cells.sort_by_cached_key(|&c| std::cmp::Reverse(point_value(board, c, me)));
        for c in cells {
            let four = board.is_four(me, c);
            board.play(c);
            let threat = four || board.has_winning_threat(me);
            let wins = threat && self.all_defences_lose(board, depth - u32::from(!four));
            board.undo();
            if wins {
                return Some(c);
            }
        }
        None
    }

    /// Whether every answer of the defender (to move, facing a four or a winning threat)
    /// loses to a VCT.
    fn all_defences_lose(&mut self, board: &mut Board, depth: u32) -> bool {
        let me = board.to_move();
        let attacker = other(me);
        if board.count(me, Shape::Five) > 0 {
            return false;
        }
        let mut replies = Vec::new();
        if board.count(attacker, Shape::Five) > 0 {
            board.defences(attacker, &mut replies);
        } else {
            answers_to_threat(board, attacker, &mut replies);
        }
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
