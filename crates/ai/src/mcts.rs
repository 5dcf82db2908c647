//! Monte Carlo tree search for games of three or four players (Azacru).
//!
//! Each iteration walks down the tree by UCT, every player choosing for himself (max-n:
//! each node keeps the rewards of every seat), adds the children of the leaf it reaches
//! if that was visited before, finishes the game from there with the game's playout moves
//! (random by default; a game may stop them short and judge the position itself), and
//! credits the result to every node on the way. By default a win is worth 1 to its seat, a
//! win shared by k seats 1/k to each.
//!
//! Unlike paranoid alpha-beta, it neither assumes that all the others play against the
//! player nor needs an evaluation: the playouts see when the game will end and who is
//! ahead then, which in Azacru (where the first player stuck ends the game) matters most.
//!
//! Playouts may instead follow move averages ([`Policy::Mast`]): a move that has paid its
//! player well elsewhere in the search is likely good here too.
//!
//! Deterministic for a given seed and node limit; a clock may stop it earlier.

use engine::{Game, Outcome, ToMove};

use crate::{
    alpha_beta::{LINE, Report},
    clock::{Clock, Limits},
    random::Rng,
};

/// Seats a game may have (Azacru's four).
pub const SEATS: usize = 4;

/// The exploration constant of UCT, for rewards between 0 and 1 (in Azacru, values from
/// 0.3 to 1.2 played alike).
const EXPLORATION: f32 = 0.7;

/// How often (in iterations) the clock is read.
const CLOCK_EVERY: u64 = 64;

/// One node: the position after `m`, chosen by the seat `mover`.
#[derive(Clone, Debug)]
struct Node<M> {
    m: Option<M>,
    mover: u8,
    /// The children are `first..first + count` in the arena, once expanded.
    first: u32,
    count: u32,
    expanded: bool,
    visits: u32,
    /// The rewards won through this node, by seat.
    reward: [f32; SEATS],
}

impl<M> Node<M> {
    fn new(m: Option<M>, mover: u8) -> Self {
        Node {
            m,
            mover,
            first: 0,
            count: 0,
            expanded: false,
            visits: 0,
            reward: [0.0; SEATS],
        }
    }

    /// The average reward of this node's mover.
    fn mean(&self) -> f32 {
        self.reward[usize::from(self.mover)] / self.visits.max(1) as f32
    }
}

/// The seat to move, as an index (`None` when the game is over or at a colour choice).
fn mover<G: Game>(game: &G) -> Option<u8> {
    match game.to_move()? {
        ToMove::Seat(seat) if seat.index() < SEATS => Some(seat.0),
        _ => None,
    }
}

/// What the search needs from a game besides its rules: how to finish a game quickly, what
/// its end is worth to each seat, and which moves to try first. Each has a plain default.
pub trait Playout: Game {
    /// The moves a plain playout plays at most; then [`Playout::rewards`] judges the
    /// position unfinished. By default playouts go to the end.
    const PLAYOUT_MOVES: u32 = u32::MAX;

    /// The move a playout plays among `moves` (not empty); by default one at random.
    fn playout_move(&self, moves: &[Self::Move], rng: &mut Rng) -> Self::Move {
        moves[rng.below(moves.len())]
    }

    /// What the position a playout ends in is worth to each seat, from 0 to 1 (summing to
    /// 1). By default the [`win_shares`] of a finished game; a game whose playouts stop
    /// short judges unfinished positions itself.
    fn rewards(&self) -> [f32; SEATS] {
        win_shares(self)
    }

    /// How many move keys [`Playout::move_key`] gives (0: none, so no move averages).
    const MOVE_KEYS: usize = 0;

    /// A number below [`Playout::MOVE_KEYS`] naming `m` alike in every position, for
    /// [`Policy::Mast`]; `None` for a move without one.
    fn move_key(&self, m: Self::Move) -> Option<usize> {
        let _ = m;
        None
    }

    /// Sorts `moves` best first, as far as a cheap look tells: the tree tries them in
    /// this order.
    fn order_moves(&self, moves: &mut [Self::Move]) {
        let _ = moves;
    }
}

/// What a finished game gives each seat: 1 to a sole winner, 1/k to each of k seats
/// sharing the win (or drawing).
pub fn win_shares<G: Game>(game: &G) -> [f32; SEATS] {
    let mut reward = [0.0; SEATS];
    match game.outcome() {
        Some(Outcome::Winner(seat)) if seat.index() < SEATS => reward[seat.index()] = 1.0,
        Some(Outcome::Winners(seats)) => {
            let share = 1.0 / seats.len().max(1) as f32;
            for seat in seats.iter().filter(|s| s.index() < SEATS) {
                reward[seat.index()] = share;
            }
        }
        Some(Outcome::Draw) => {
            let share = 1.0 / game.seats().len().max(1) as f32;
            for seat in game.seats().iter().filter(|s| s.index() < SEATS) {
                reward[seat.index()] = share;
            }
        }
        _ => {}
    }
    reward
}

/// How playouts choose their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// The game's [`Playout::playout_move`] (by default a random move).
    Plain,
    /// Move-average sampling (MAST): every move keyed by [`Playout::move_key`] keeps the
    /// average reward of its player over the iterations of this search that played it
    /// (walking down the tree or in a playout). A playout plays the move with the best
    /// average, one never tried first.
    Mast {
        /// How often, in a thousand playout moves, the plain move is played instead.
        explore_per_mille: u32,
        /// The moves a playout plays at most, instead of [`Playout::PLAYOUT_MOVES`]:
        /// better moves than random ones may be followed further.
        playout_moves: u32,
    },
}

/// The rewards of moves by seat and key, for [`Policy::Mast`].
struct MoveAverages {
    keys: usize,
    /// Sum of rewards and times played, at `seat * keys + key`.
    table: Vec<(f32, u32)>,
    /// The entries played in the current iteration.
    played: Vec<usize>,
}

impl MoveAverages {
    fn new(keys: usize) -> Self {
        MoveAverages {
            keys,
            table: vec![(0.0, 0); keys * SEATS],
            played: Vec::new(),
        }
    }

    fn entry(&self, seat: u8, key: Option<usize>) -> Option<usize> {
        key.filter(|&k| k < self.keys)
            .map(|k| usize::from(seat) * self.keys + k)
    }

    /// Notes that `seat` played the move with `key` in this iteration.
    fn record(&mut self, seat: u8, key: Option<usize>) {
        if let Some(entry) = self.entry(seat, key) {
            self.played.push(entry);
        }
    }

    /// The average reward of the move for `seat`: 1 (the most) when never played, a
    /// half for a move without a key.
    fn average(&self, seat: u8, key: Option<usize>) -> f32 {
        match self.entry(seat, key).map(|e| self.table[e]) {
            None => 0.5,
            Some((_, 0)) => 1.0,
            Some((sum, times)) => sum / times as f32,
        }
    }

    /// Credits the iteration's reward to every move it played.
    fn credit(&mut self, reward: &[f32; SEATS]) {
        for &entry in &self.played {
            let (sum, times) = &mut self.table[entry];
            *sum += reward[entry / self.keys];
            *times += 1;
        }
        self.played.clear();
    }
}

/// The move a playout plays among `moves` (not empty) by `policy`.
fn playout_move<G: Playout>(
    position: &G,
    seat: u8,
    moves: &[G::Move],
    policy: Policy,
    averages: &MoveAverages,
    rng: &mut Rng,
) -> G::Move {
    let Policy::Mast {
        explore_per_mille, ..
    } = policy
    else {
        return position.playout_move(moves, rng);
    };
    if (rng.below(1000) as u32) < explore_per_mille {
        return position.playout_move(moves, rng);
    }
    let mut best = (moves[0], f32::NEG_INFINITY);
    for &m in moves {
        let average = averages.average(seat, position.move_key(m));
        if average > best.1 {
            best = (m, average);
        }
    }
    best.0
}

/// A move's score in the [`Report`]: its mean reward, in thousandths.
pub const SCALE: f32 = 1000.0;

/// Searches the seat to move in `game` by Monte Carlo tree search within `limits` (nodes
/// are moves played, in the tree and in the playouts; the depth limit is not used), its
/// playouts by `policy`, reproducibly from `seed`. The report's best move is the one tried
/// most; `scored` lists it and the other moves tried at least a tenth as often, most tried
/// first, each with its mean reward for the player in thousandths ([`SCALE`]); its depth
/// is the deepest the tree went.
pub fn search<G: Playout>(
    game: &G,
    limits: Limits,
    policy: Policy,
    seed: u64,
    clock: &dyn Clock,
) -> Report<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let root_mover = match mover(game) {
        Some(seat) if moves.len() > 1 => seat,
        // Over (no move), or nothing to think about (a pass, say).
        _ => {
            let only = moves.first().filter(|_| moves.len() == 1).copied();
            return Report {
                best: only,
                score: 0,
                depth: 0,
                nodes: 0,
                scored: only.map(|m| (m, 0)).into_iter().collect(),
                line: only.into_iter().collect(),
                shares: Vec::new(),
            };
        }
    };
    let mut rng = Rng::new(seed);
    let mut tree = vec![Node::new(None, root_mover)];
    let mut path = Vec::new();
    let started = clock.now_ms();
    let (mut nodes, mut iterations, mut deepest) = (0u64, 0u64, 0u32);
    let mut position = game.clone();
    // Plain playouts give the averages no keys, so they record nothing, and stop at the
    // game's own length.
    let (keys, playout_moves) = match policy {
        Policy::Mast { playout_moves, .. } => (G::MOVE_KEYS, playout_moves),
        Policy::Plain => (0, G::PLAYOUT_MOVES),
    };
    let mut averages = MoveAverages::new(keys);
    loop {
        position.clone_from(game);
        path.clear();
        path.push(0usize);
        let mut at = 0;
        // Down the tree by UCT.
        while tree[at].expanded && tree[at].count > 0 {
            at = select(&tree, at);
            let m = tree[at].m.expect("every child has a move");
            if let Some(seat) = mover(&position) {
                averages.record(seat, position.move_key(m));
            }
            position.play_unchecked(m);
            path.push(at);
            nodes += 1;
        }
        // Add the children of a leaf visited before (or of the root).
        if !tree[at].expanded && (tree[at].visits > 0 || at == 0) {
            tree[at].expanded = true;
            if let Some(next) = mover(&position) {
                position.legal_moves(&mut moves);
                position.order_moves(&mut moves);
                tree[at].first = tree.len() as u32;
                tree[at].count = moves.len() as u32;
                tree.extend(moves.iter().map(|&m| Node::new(Some(m), next)));
                if let Some(m) = moves.first() {
                    at = tree[at].first as usize;
                    position.play_unchecked(*m);
                    path.push(at);
                    nodes += 1;
                }
            }
        }
        deepest = deepest.max(path.len() as u32 - 1);
        // The rest of the game by playout moves.
        let mut playout = 0;
        while playout < playout_moves
            && let Some(seat) = mover(&position)
        {
            playout += 1;
            position.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = playout_move(&position, seat, &moves, policy, &averages, &mut rng);
            averages.record(seat, position.move_key(m));
            position.play_unchecked(m);
            nodes += 1;
        }
        let reward = position.rewards();
        averages.credit(&reward);
        for &i in &path {
            let node = &mut tree[i];
            node.visits += 1;
            for (sum, r) in node.reward.iter_mut().zip(reward) {
                *sum += r;
            }
        }
        iterations += 1;
        if nodes >= limits.nodes
            || iterations % CLOCK_EVERY == 0
                && limits
                    .time_ms
                    .is_some_and(|ms| clock.now_ms() - started >= ms)
        {
            break;
        }
    }
    let root = &tree[0];
    let mut children: Vec<&Node<G::Move>> = tree[root.first as usize..][..root.count as usize]
        .iter()
        .collect();
    children.sort_by(|a, b| {
        (b.visits, b.mean())
            .partial_cmp(&(a.visits, a.mean()))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let most = children.first().map_or(0, |c| c.visits);
    let scored: Vec<(G::Move, i32)> = children
        .iter()
        .filter(|c| c.visits > 0 && u64::from(c.visits) * 10 >= u64::from(most))
        .filter_map(|c| Some((c.m?, (c.mean() * SCALE) as i32)))
        .collect();
    let shares = children.first().map_or_else(Vec::new, |best| {
        let visits = best.visits.max(1) as f32;
        best.reward
            .iter()
            .map(|&r| (r / visits * SCALE) as u16)
            .collect()
    });
    Report {
        best: scored.first().map(|&(m, _)| m),
        score: scored.first().map_or(0, |&(_, score)| score),
        depth: deepest,
        nodes,
        scored,
        line: line(&tree),
        shares,
    }
}

/// The line the tree expects: from the root, the child tried most at each step, as far
/// as the tree went (at most [`LINE`] moves).
fn line<M: Copy>(tree: &[Node<M>]) -> Vec<M> {
    let mut line = Vec::new();
    let mut at = 0;
    while line.len() < LINE {
        let node = &tree[at];
        let first = node.first as usize;
        let children = tree
            .get(first..first + node.count as usize)
            .unwrap_or_default();
        let Some((i, child)) = children
            .iter()
            .enumerate()
            .filter(|(_, c)| c.visits > 0)
            .max_by(|(_, a), (_, b)| {
                // As the report ranks the root's moves: the most tried, then the best mean.
                (a.visits, a.mean())
                    .partial_cmp(&(b.visits, b.mean()))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
        else {
            break;
        };
        let Some(m) = child.m else {
            break;
        };
        line.push(m);
        at = first + i;
    }
    line
}

/// The child of `at` that UCT picks: an untried one first (in the order the moves were
/// sorted), else the best mean reward for its mover plus the exploration bonus.
fn select<M>(tree: &[Node<M>], at: usize) -> usize {
    let node = &tree[at];
    let range = node.first as usize..(node.first + node.count) as usize;
    let log_visits = ln(node.visits);
    let mut best = (range.start, f32::NEG_INFINITY);
    for i in range {
        let child = &tree[i];
        if child.visits == 0 {
            return i;
        }
        let value = child.mean() + EXPLORATION * (log_visits / child.visits as f32).sqrt();
        if value > best.1 {
            best = (i, value);
        }
    }
    best.0
}

/// About ln `n` (within 0.06), by IEEE-exact operations only: `f32::ln` may round
/// differently from one platform to another (the system's library natively, Rust's own in
/// WebAssembly), which would change a search's moves.
fn ln(n: u32) -> f32 {
    let n = n.max(1);
    let whole = n.ilog2();
    // log2(1 + f) ≈ f on [0, 1).
    let fraction = (n - (1 << whole)) as f32 / (1u64 << whole) as f32;
    (whole as f32 + fraction) * std::f32::consts::LN_2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_move_averages_credit_each_seat_its_own_reward() {
        let mut averages = MoveAverages::new(10);
        assert_eq!(
            averages.average(0, Some(3)),
            1.0,
            "never played: tried first"
        );
        assert_eq!(averages.average(0, None), 0.5, "no key");
        assert_eq!(averages.average(0, Some(10)), 0.5, "a key out of range");
        averages.record(0, Some(3));
        averages.record(2, Some(3));
        averages.credit(&[0.25, 0.0, 0.75, 0.0]);
        averages.record(0, Some(3));
        averages.credit(&[0.75, 0.0, 0.25, 0.0]);
        assert_eq!(averages.average(0, Some(3)), 0.5);
        assert_eq!(averages.average(2, Some(3)), 0.75);
        assert_eq!(averages.average(1, Some(3)), 1.0, "another seat's move");
    }

    #[test]
    fn test_the_line_follows_the_moves_tried_most() {
        // The root's children are 1 and 2; 2's are 3 and 4; 3 was never expanded.
        let node = |m: u32, visits: u32, first: u32, count: u32| Node {
            first,
            count,
            visits,
            ..Node::new(Some(m), 0)
        };
        let tree = vec![
            node(0, 20, 1, 2),
            node(1, 6, 0, 0),
            node(2, 14, 3, 2),
            node(3, 9, 0, 0),
            node(4, 4, 0, 0),
        ];
        assert_eq!(line(&tree), vec![2, 3]);
        assert_eq!(
            line(&tree[..1]),
            Vec::<u32>::new(),
            "children out of the arena"
        );
    }

    #[test]
    fn test_ln_is_close() {
        for n in [1u32, 2, 3, 7, 100, 1_000, 65_535, 1 << 20, u32::MAX] {
            let error = (ln(n) - (n as f32).ln()).abs();
            assert!(
                error < 0.06,
                "ln {n}: {} against {}",
                ln(n),
                (n as f32).ln()
            );
        }
        assert_eq!(ln(0), 0.0);
    }
}
