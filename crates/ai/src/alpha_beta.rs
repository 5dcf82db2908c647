//! Negamax alpha-beta over any game that can play and take back moves ([`Node`]): iterative
//! deepening, a transposition table, move ordering (the table's move, killer moves, then the
//! game's own order), principal-variation search with late-move reductions, extensions of
//! forced answers, and a budget of nodes and time.
//!
//! The search is synchronous and allocates only while it warms up, so a web worker can run
//! it; with [`NoClock`](crate::NoClock) its result depends on nothing but the position.

use std::fmt;

use crate::clock::{Budget, Clock, Limits};

/// The score of a game won right now; a win in `n` plies scores `WIN - n`.
pub const WIN: i32 = 1_000_000;
/// Scores at or beyond this (in either sign) are won or lost games, not evaluations.
pub const WON: i32 = WIN - 10_000;
const INFINITY: i32 = WIN + 1;
/// Plies beyond which the search stops extending forced lines.
const MAX_PLY: u32 = 96;

/// A result that a node knows without searching, counted in plies from the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// The side to move wins after this many plies (its own winning move included).
    Win(u32),
    /// The side to move loses after this many plies.
    Loss(u32),
    /// The game is drawn.
    Draw,
}

impl Known {
    /// The score of this result `ply` plies below the root.
    pub const fn score(self, ply: u32) -> i32 {
        match self {
            Known::Win(n) => WIN - (ply + n) as i32,
            Known::Loss(n) => -(WIN - (ply + n) as i32),
            Known::Draw => 0,
        }
    }
}

/// A game position as the search walks it: moves are played and taken back in place.
pub trait Node {
    /// A move; small and copyable.
    type Move: Copy + Eq + fmt::Debug;

    /// A hash of the position (including whose turn it is), for the transposition table.
    fn key(&self) -> u64;

    /// Which side moves: two values, 0 and 1. A side may move several times in a row;
    /// the search negates scores only where the turn passes.
    fn turn(&self) -> u8;

    /// The result, if known without searching (the game is over, or a win is certain).
    fn known(&mut self) -> Option<Known>;

    /// Whether the side to move must answer an immediate threat; the answer costs no
    /// depth (as chess engines extend checks), so that a forced sequence is followed to
    /// its end rather than cut at the horizon.
    fn is_forced(&mut self) -> bool {
        false
    }

    /// Whether the side to move must answer a threat to win in two moves; the answers cost
    /// no depth either, but only within twice the iteration's depth in plies of the root:
    /// such threats, and the fours played against them, can follow one another for long.
    fn is_threatened(&mut self) -> bool {
        false
    }

    /// The position's value for the side to move, when the search goes no deeper.
    fn evaluate(&mut self) -> i32;

    /// Replaces the contents of `moves` with the moves worth searching, best first; or
    /// returns the result when generating them showed it (e.g. the side to move cannot stop
    /// a win).
    fn moves(&mut self, moves: &mut Vec<Self::Move>) -> Option<Known>;

    /// Plays a move from the list `moves` gave.
    fn play(&mut self, m: Self::Move);

    /// Takes back the last move played.
    fn undo(&mut self);
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report<M> {
    /// The best move, or `None` when the root has no move.
    pub best: Option<M>,
    /// Its score for the side to move ([`WIN`] minus plies for a won game).
    pub score: i32,
    /// The deepest iteration completed (0 when the move was forced or known at once).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The root moves whose exact score lies within the margin of the best, best first
    /// (with the best move first). A caller that wants to play a good move other than the
    /// best chooses among these.
    pub scored: Vec<(M, i32)>,
    /// The principal variation: the best move and the moves the search expects after it,
    /// as far as its table knows them (at most [`LINE`] moves); empty without a move.
    pub line: Vec<M>,
    /// Each seat's expected share of the win after the best move, in thousandths, by seat
    /// index: from [`crate::mcts`], which knows it for every seat; empty from alpha-beta.
    pub shares: Vec<u16>,
}

/// The most moves of a [`Report::line`].
pub const LINE: usize = 8;

/// Searches `node` within `limits`, scoring exactly every root move that comes within
/// `margin` of the best (0: only the best move is scored exactly).
///
/// The position is left as it was found.
pub fn search<N: Node>(
    node: &mut N,
    limits: Limits,
    margin: i32,
    clock: &dyn Clock,
) -> Report<N::Move> {
    let mut searcher = Searcher::new(limits, clock);
    let report = searcher.root(node, margin.max(0));
    let line = report
        .best
        .map_or_else(Vec::new, |best| searcher.line(node, best));
    Report {
        nodes: searcher.budget.nodes,
        line,
        ..report
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry<M> {
    key: u64,
    best: Option<M>,
    score: i32,
    depth: i32,
    bound: Bound,
}

/// The transposition table: one entry per slot, the newest wins.
struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
}

impl<M: Copy> Table<M> {
    /// A table sized for a search of about `nodes` nodes.
    fn for_nodes(nodes: u64) -> Self {
        let size = nodes.clamp(1 << 10, 1 << 18).next_power_of_two() as usize;
        Table {
            slots: vec![None; size],
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.slot(key)].filter(|e| e.key == key)
    }

    fn store(&mut self, entry: Entry<M>) {
        let slot = self.slot(entry.key);
        self.slots[slot] = Some(entry);
    }
}

/// Won and lost scores are stored relative to the node, so that they stay right when the
/// same position comes up at another ply.
fn to_table(score: i32, ply: u32) -> i32 {
    match score {
        s if s >= WON => s + ply as i32,
        s if s <= -WON => s - ply as i32,
        s => s,
    }
}

fn from_table(score: i32, ply: u32) -> i32 {
    match score {
        s if s >= WON => s - ply as i32,
        s if s <= -WON => s + ply as i32,
        s => s,
    }
}

struct Searcher<'c, M> {
    budget: Budget<'c>,
    table: Table<M>,
    killers: Vec<[Option<M>; 2]>,
    /// A move list per ply, reused.
    lists: Vec<Vec<M>>,
    /// The depth of the iteration under way: answers to threats to win in two moves cost
    /// no depth only within twice that many plies of the root.
    iteration: i32,
}

impl<'c, M: Copy + Eq + fmt::Debug> Searcher<'c, M> {
    fn new(limits: Limits, clock: &'c dyn Clock) -> Self {
        Searcher {
            budget: Budget::new(limits, clock),
            table: Table::for_nodes(limits.nodes),
            killers: Vec::new(),
            lists: Vec::new(),
            iteration: 0,
        }
    }

    fn root<N: Node<Move = M>>(&mut self, node: &mut N, margin: i32) -> Report<M> {
        let mut moves = Vec::new();
        let known = node.moves(&mut moves);
        let mut report = Report {
            best: moves.first().copied(),
            score: known.map_or(0, |k| k.score(0)),
            depth: 0,
            nodes: 0,
            scored: Vec::new(),
            line: Vec::new(),
            shares: Vec::new(),
        };
        if known.is_some() || moves.is_empty() {
            report.scored = report.best.map(|m| (m, report.score)).into_iter().collect();
            return report;
        }
        let turn = node.turn();
        for depth in 1..=self.budget.limits().depth as i32 {
            self.iteration = depth;
            // (move, exact score if it came within the margin)
            let mut scores: Vec<(M, Option<i32>)> = Vec::with_capacity(moves.len());
            let mut best = -INFINITY;
            for (i, &m) in moves.iter().enumerate() {
                let floor = if i == 0 { -INFINITY } else { best - margin };
                node.play(m);
                let same = node.turn() == turn;
                let mut score = INFINITY;
                if i > 0 {
                    score = self.child(node, same, depth - 1, 1, floor, floor + 1);
                }
                if score > floor && !self.budget.is_stopped() {
                    score = self.child(node, same, depth - 1, 1, floor, INFINITY);
                }
                node.undo();
                if self.budget.is_stopped() {
                    break;
                }
                scores.push((m, (score > floor).then_some(score)));
                best = best.max(score);
            }
            let complete = scores.len() == moves.len();
            if scores.is_empty() {
                break;
            }
            // The moves searched in full come first, by score; the rest keep their order.
            let mut ranked: Vec<(M, i32)> =
                scores.iter().filter_map(|&(m, s)| Some((m, s?))).collect();
            ranked.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            report.best = Some(ranked[0].0);
            report.score = ranked[0].1;
            report.depth = depth as u32 - u32::from(!complete);
            report.scored = ranked
                .iter()
                .copied()
                .filter(|&(_, s)| s >= report.score - margin)
                .collect();
            let searched: Vec<M> = ranked.iter().map(|&(m, _)| m).collect();
            let rest: Vec<M> = moves
                .iter()
                .copied()
                .filter(|m| !searched.contains(m))
                .collect();
            moves = searched.into_iter().chain(rest).collect();
            let decided = report.score.abs() >= WON && WIN - report.score.abs() <= depth;
            if !complete || decided || self.budget.spent() > 0.5 {
                break;
            }
        }
        report
    }

    /// The line from `best`: after it, the table's best move in each position, while it is
    /// one of the position's moves and the game goes on. The position is left as found.
    fn line<N: Node<Move = M>>(&mut self, node: &mut N, best: M) -> Vec<M> {
        let mut line = vec![best];
        node.play(best);
        let mut moves = Vec::new();
        while line.len() < LINE && node.known().is_none() {
            let Some(next) = self.table.probe(node.key()).and_then(|entry| entry.best) else {
                break;
            };
            // A table slot may hold another position's move: only a move of this one counts.
            if node.moves(&mut moves).is_some() || !moves.contains(&next) {
                break;
            }
            node.play(next);
            line.push(next);
        }
        for _ in 0..line.len() {
            node.undo();
        }
        line
    }

    /// The score of the position just reached, for the side that moved into it.
    fn child<N: Node<Move = M>>(
        &mut self,
        node: &mut N,
        same_side: bool,
        depth: i32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if same_side {
            self.negamax(node, depth, ply, alpha, beta)
        } else {
            -self.negamax(node, depth, ply, -beta, -alpha)
        }
    }

    fn negamax<N: Node<Move = M>>(
        &mut self,
        node: &mut N,
        depth: i32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.budget.tick() {
            return 0;
        }
        if let Some(known) = node.known() {
            return known.score(ply);
        }
        let forced = node.is_forced();
        let threatened = !forced && (ply as i32) < 2 * self.iteration && node.is_threatened();
        let depth = if forced || threatened {
            (depth + 1).max(1)
        } else {
            depth
        };
        if depth <= 0 || ply >= MAX_PLY {
            return node.evaluate();
        }
        let key = node.key();
        let mut hint = None;
        if let Some(entry) = self.table.probe(key) {
            hint = entry.best;
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        let ply_index = ply as usize;
        if self.lists.len() <= ply_index {
            self.lists.resize_with(ply_index + 1, Vec::new);
            self.killers.resize(ply_index + 1, [None, None]);
        }
        let mut moves = std::mem::take(&mut self.lists[ply_index]);
        if let Some(known) = node.moves(&mut moves) {
            self.lists[ply_index] = moves;
            return known.score(ply);
        }
        if moves.is_empty() {
            self.lists[ply_index] = moves;
            return node.evaluate();
        }
        let killers = self.killers[ply_index];
        promote(&mut moves, [killers[1], killers[0], hint]);

        let alpha_start = alpha;
        let turn = node.turn();
        let mut best = -INFINITY;
        let mut best_move = None;
        for (i, &m) in moves.iter().enumerate() {
            node.play(m);
            let same = node.turn() == turn;
            let score = if i == 0 {
                self.child(node, same, depth - 1, ply + 1, alpha, beta)
            } else {
                let reduction = i32::from(depth >= 3 && i >= 4 && !forced && !threatened);
                let mut score =
                    self.child(node, same, depth - 1 - reduction, ply + 1, alpha, alpha + 1);
                if score > alpha && reduction > 0 {
                    score = self.child(node, same, depth - 1, ply + 1, alpha, alpha + 1);
                }
                if score > alpha && score < beta {
                    score = self.child(node, same, depth - 1, ply + 1, alpha, beta);
                }
                score
            };
            node.undo();
            if self.budget.is_stopped() {
                self.lists[ply_index] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        let slot = &mut self.killers[ply_index];
                        if slot[0] != Some(m) {
                            slot[1] = slot[0];
                            slot[0] = Some(m);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply_index] = moves;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(Entry {
            key,
            best: best_move,
            score: to_table(best, ply),
            depth,
            bound,
        });
        best
    }
}

/// Moves each of `first` that is in `moves` to the front, the last given ending up first.
fn promote<M: Copy + Eq>(moves: &mut [M], first: [Option<M>; 3]) {
    for m in first.into_iter().flatten() {
        if let Some(i) = moves.iter().position(|&x| x == m) {
            moves[..=i].rotate_right(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NoClock;

    /// Subtraction game: take 1, 2 or 3 counters; whoever takes the last one wins. The side
    /// to move loses exactly when the heap is a multiple of 4. Taking 2 keeps the turn (an
    /// extra move), which the search must follow without negating.
    #[derive(Clone, Debug)]
    struct Heap {
        counters: u32,
        turn: u8,
        history: Vec<(u32, u8)>,
        extra_turns: bool,
        /// Every position counts as a threat to answer ([`Node::is_threatened`]).
        threats: bool,
    }

    impl Node for Heap {
        type Move = u32;
        fn key(&self) -> u64 {
            u64::from(self.counters) << 1 | u64::from(self.turn)
        }
        fn turn(&self) -> u8 {
            self.turn
        }
        fn known(&mut self) -> Option<Known> {
            // Whoever took the last counter won; after an extra turn that is the side to
            // move.
            let &(_, mover) = self.history.last()?;
            match self.counters {
                0 if mover == self.turn => Some(Known::Win(0)),
                0 => Some(Known::Loss(0)),
                _ => None,
            }
        }
        fn is_threatened(&mut self) -> bool {
            self.threats
        }
        fn evaluate(&mut self) -> i32 {
            0
        }
        fn moves(&mut self, moves: &mut Vec<u32>) -> Option<Known> {
            moves.clear();
            moves.extend((1..=3).filter(|&n| n <= self.counters));
            None
        }
        fn play(&mut self, m: u32) {
            self.history.push((self.counters, self.turn));
            self.counters -= m;
            if !(self.extra_turns && m == 2) {
                self.turn ^= 1;
            }
        }
        fn undo(&mut self) {
            if let Some((counters, turn)) = self.history.pop() {
                self.counters = counters;
                self.turn = turn;
            }
        }
    }

    fn heap(counters: u32, extra_turns: bool) -> Heap {
        Heap {
            counters,
            turn: 0,
            history: Vec::new(),
            extra_turns,
            threats: false,
        }
    }

    #[test]
    fn test_subtraction_game_is_solved() {
        for counters in 1..=13 {
            let mut node = heap(counters, false);
            let report = search(&mut node, Limits::nodes(20, 1_000_000), 0, &NoClock);
            if counters % 4 == 0 {
                assert!(report.score <= -WON, "{counters}: {report:?}");
            } else {
                assert!(report.score >= WON, "{counters}: {report:?}");
                assert_eq!(report.best, Some(counters % 4), "{counters}");
            }
            assert_eq!(node.counters, counters, "position restored");
        }
    }

    #[test]
    fn test_the_line_is_the_won_game_played_out() {
        // From 7: take 3 (leaving 4), and whatever the other takes, take the rest of 4.
        let mut node = heap(7, false);
        let report = search(&mut node, Limits::nodes(20, 1_000_000), 0, &NoClock);
        assert_eq!(report.line.first(), Some(&3), "{report:?}");
        assert!(report.line.len() >= 3, "{report:?}");
        // The line is playable, and after the winner's moves the heap is a multiple of 4.
        let mut heap = 7;
        for (i, &m) in report.line.iter().enumerate() {
            assert!((1..=3).contains(&m) && m <= heap, "{report:?}");
            heap -= m;
            if i % 2 == 0 {
                assert_eq!(heap % 4, 0, "{report:?}");
            }
        }
        assert_eq!(node.counters, 7, "position restored");
        // A position with no move has no line.
        let mut over = heap_of(0);
        assert!(
            search(&mut over, Limits::nodes(4, 1_000), 0, &NoClock)
                .line
                .is_empty()
        );
    }

    fn heap_of(counters: u32) -> Heap {
        heap(counters, false)
    }

    #[test]
    fn test_extra_turns_keep_the_sign() {
        // With "take 2 and move again", a heap of 4 is won: take 2, then take 2 again.
        let mut node = heap(4, true);
        let report = search(&mut node, Limits::nodes(10, 100_000), 0, &NoClock);
        assert_eq!(report.best, Some(2));
        assert_eq!(report.score, WIN - 2);
    }

    #[test]
    fn test_answers_to_threats_cost_no_depth_near_the_root() {
        // From 5 the win (take 1, then the rest of 4) ends at the third ply: beyond depth 2,
        // unless answers are free. They are only within twice the depth in plies, so from
        // 13 (a win at the seventh ply at the earliest) depth 2 still sees no end.
        let solved = |counters: u32, threats: bool| {
            let mut node = Heap {
                threats,
                ..heap(counters, false)
            };
            search(&mut node, Limits::nodes(2, 1_000_000), 0, &NoClock).score >= WON
        };
        assert!(!solved(5, false));
        assert!(solved(5, true));
        assert!(!solved(13, true));
    }

    #[test]
    fn test_margin_scores_every_good_move() {
        // From 5, taking 1 wins; 2 and 3 lose. With a huge margin all three are scored.
        let mut node = heap(5, false);
        let report = search(&mut node, Limits::nodes(12, 1_000_000), 3 * WIN, &NoClock);
        assert_eq!(report.scored.len(), 3, "{report:?}");
        assert_eq!(report.scored[0].0, 1);
        assert!(report.scored[1].1 <= -WON);
        let report = search(&mut node, Limits::nodes(12, 1_000_000), 0, &NoClock);
        assert_eq!(report.scored.len(), 1);
    }

    #[test]
    fn test_node_limit_still_gives_a_move() {
        let mut node = heap(40, false);
        let report = search(&mut node, Limits::nodes(40, 50), 0, &NoClock);
        assert!(report.best.is_some());
        assert!(report.nodes <= 50);
    }

    #[test]
    fn test_promote_puts_the_hint_first() {
        let mut moves = [1, 2, 3, 4, 5];
        promote(&mut moves, [Some(4), None, Some(2)]);
        assert_eq!(moves, [2, 4, 1, 3, 5]);
    }
}
