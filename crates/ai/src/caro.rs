//! The Caro engine: a gomoku engine that knows Caro's closed-five rule and its options.
//!
//! Each move goes through the same steps, the first that applies deciding:
//!
//! 1. a stone that completes a winning five is played;
//! 2. if the opponent has a five to complete, only the stones that stop it are considered
//!    (in Caro also the far end of a four closed at one end), and a single one is played;
//! 3. a win by continuous fours (`vcf.rs`), and from level 4 a win by continuous threats
//!    (fours and threes, `vct.rs`), proved against every defence, is played;
//! 4. from level 4, if the opponent, given a free move, would win by fours (at level 5:
//!    by fours and threes), only the stones that stop that (or fours of our own) are
//!    searched;
//! 5. alpha-beta searches the points near the stones, seeing open fours and double fours
//!    as won, and answering the opponent's fours, and near the root its open threes (with
//!    a four or a stone that stops them), at no cost in depth (`search.rs`).
//!
//! The lowest levels then pick among the moves the search found nearly as good, answer
//! open threes at the usual cost in depth, and now and then search blind to the
//! opponent's open threes — but steps 1–2 hold at every level.
//!
//! In the swap openings, a colour choice goes to the colour the search prefers, and the
//! stones placed before the choice (which either person may end up owning) are placed to
//! keep the position balanced. At the first choice of swap2, when the search finds neither
//! colour clearly better, the chooser places stones 4 and 5 instead (balanced too) and
//! hands the choice back to the opener.
//!
//! | level | search nodes | depth | budget | forced-win nodes | mistakes |
//! |---|---|---|---|---|---|
//! | 1 | 1,500 | 2 | 0.3 s | none | softmax within 450, blind half the time |
//! | 2 | 6,000 | 4 | 0.5 s | 1,000 (fours) | softmax within 215, blind a fifth of the time |
//! | 3 | 25,000 | 8 | 0.8 s | 8,000 (fours) | none |
//! | 4 | 125,000 | 12 | 1.2 s | 50,000 (fours, threes, the opponent's fours) | none |
//! | 5 | 1,000,000 | 30 | 1.8 s | 300,000 (fours, threes, the opponent's fours and threes) | none |

mod board;
mod moves;
mod patterns;
pub mod referee;
mod search;
mod vcf;
mod vct;

use engine::{
    Game,
    caro::{Caro, CaroMove, Colour, Opening},
};

use crate::{
    Clock, Computer, Level, Limits, Mistakes, Settings, Thought,
    alpha_beta::{self, WIN},
    levels,
    mcts::Policy,
    random::Rng,
};
use board::{Board, other};
use patterns::Shape;
use search::CaroNode;

/// Longest sequence of fours the forced-win search follows.
const VCF_DEPTH: u32 = 20;
/// Most threes in a win by threats the forced-win search looks for.
const VCT_DEPTH: u32 = 4;
/// Forced-win budgets from which wins by threes are searched too, and the opponent's wins
/// by fours are looked for before the search.
const THREATS_FROM_NODES: u64 = 20_000;
/// At the first choice of the swap2 opening, the largest advantage (for either colour, in
/// the search's units: a short probe judges Black's two in a row against a far white stone
/// at 400 to 600) with which the chooser places stones 4 and 5 instead of choosing a
/// colour.
const SWAP2_BALANCED: i32 = 120;
/// Forced-win budgets from which the opponent's wins by threes are looked for too.
const THREES_STOPPED_FROM_NODES: u64 = 200_000;

impl Computer for Caro {
    /// Three stones by a weak player vary the games of a free opening; the swap openings
    /// vary by themselves.
    fn match_opening_plies(&self) -> usize {
        match self.options().opening {
            engine::caro::Opening::Free => 3,
            engine::caro::Opening::Swap | engine::caro::Opening::Swap2 => 0,
        }
    }

    fn settings(&self, level: Level) -> Settings {
        let (depth, nodes, time_ms, threat_nodes) = match level.get() {
            1 => (2, 1_500, 300.0, 0),
            2 => (4, 6_000, 500.0, 1_000),
            3 => (8, 25_000, 800.0, 8_000),
            // Few enough nodes that level 5 stays clearly above level 4, which still stays
            // clearly above level 3 (docs/ai-levels.md).
            4 => (12, 125_000, 1_200.0, 50_000),
            _ => (30, 1_000_000, 1_800.0, 300_000),
        };
        // In the fitted evaluation's units, which are about 1.8 times the hand-set ones
        // (the odds unit went from 280 to 500): the same errors in win chances as before.
        let mistakes = match level.get() {
            1 => Some(Mistakes {
                margin: 450,
                temperature: 145,
                overlook_per_mille: 500,
            }),
            2 => Some(Mistakes {
                margin: 215,
                temperature: 70,
                overlook_per_mille: 200,
            }),
            _ => None,
        };
        Settings {
            limits: Limits {
                depth,
                nodes,
                time_ms: Some(time_ms),
            },
            threat_nodes,
            mistakes,
            playouts: Policy::Plain,
        }
    }

    fn think(
        &self,
        settings: &Settings,
        seed: u64,
        clock: &dyn Clock,
    ) -> Option<Thought<CaroMove>> {
        if self.is_over() {
            return None;
        }
        let mut rng = Rng::new(seed);
        let mut board = Board::new(self);
        if self.is_choice_due() {
            let first_swap2_choice = self.options().opening == Opening::Swap2 && self.stones() == 3;
            if first_swap2_choice
                && let Some(stone) = balanced_swap2(&mut board, settings, &mut rng, clock)
            {
                return stone.map(place);
            }
            return Some(choose_colour(self, board, settings, &mut rng, clock));
        }
        let thought = if self.holder(Colour::Black).is_none() {
            opening_stone(&mut board, settings, &mut rng, clock)
        } else {
            best_stone(&mut board, settings, &mut rng, clock)
        };
        thought.map(place)
    }

    /// About four open threes' worth of patterns ahead, by the fitted weights (fitted to
    /// level-3 games: see `docs/review.md`).
    fn odds_unit(&self) -> i32 {
        500
    }
}

/// The move that places a stone on a board's cell.
fn place(cell: usize) -> Option<CaroMove> {
    board::point(cell).map(CaroMove::Place)
}

/// The stone to play on `board`, by steps 1–4 of the module's description.
fn best_stone(
    board: &mut Board,
    settings: &Settings,
    rng: &mut Rng,
    clock: &dyn Clock,
) -> Thought<usize> {
    let me = board.to_move();
    let op = other(me);
    let known = Thought::known;
    let mut cells = Vec::new();
    board.five_points(me, &mut cells);
    if let Some(&five) = cells.first() {
        return known(five, WIN - 1, 0);
    }
    board.five_points(op, &mut cells);
    if let Some(&their_five) = cells.first() {
        cells.clear();
        board.defences(op, &mut cells);
        match cells[..] {
            // Lost whatever we do: block one of the fives all the same.
            [] => return known(their_five, -(WIN - 2), 0),
            [only] => return Thought::forced(only, 0),
            _ => {}
        }
    }
    // The forced-win searches get shares of the time budget; the main search the rest.
    let start = clock.now_ms();
    let deadline = |share: f64| {
        settings
            .limits
            .time_ms
            .map_or(f64::INFINITY, |t| start + t * share)
    };
    let mut nodes = 0;
    if settings.threat_nodes > 0 {
        let mut vcf = vcf::Vcf::new(clock, deadline(0.25));
        let found = vcf.find(board, VCF_DEPTH, settings.threat_nodes);
        nodes += vcf.nodes();
        if let Some((first, moves)) = found {
            return known(first, WIN - (2 * moves as i32 - 1), nodes);
        }
    }
    if settings.threat_nodes >= THREATS_FROM_NODES && board.count(op, Shape::Five) == 0 {
        let mut vct = vct::Vct::new(clock, deadline(0.4));
        let found = vct.find(board, VCT_DEPTH, settings.threat_nodes / 2);
        nodes += vct.nodes();
        if let Some(first) = found {
            return known(first, WIN - 2 * VCT_DEPTH as i32 - 3, nodes);
        }
    }
    let blind = settings
        .mistakes
        .is_some_and(|m| m.overlooks(rng))
        .then_some(op);
    let mut node = CaroNode::new(board.clone(), blind);
    if settings.mistakes.is_some() {
        node = node.without_threat_extension();
    }
    if blind.is_none()
        && settings.threat_nodes >= THREATS_FROM_NODES
        && board.count(op, Shape::Five) == 0
    {
        let mut fours = WinFinder::Fours(vcf::Vcf::new(clock, deadline(0.5)));
        let (mut stoppers, spent) = stop_forced_win(board, &mut fours, None, settings.threat_nodes);
        nodes += spent;
        if settings.threat_nodes >= THREES_STOPPED_FROM_NODES {
            // Of those, the stones that also stop a win by threes; if none does, the game
            // is lost to good play, and stopping the quicker win by fours resists longest.
            let mut threats = WinFinder::Threats(vct::Vct::new(clock, deadline(0.65)));
            let (refined, spent) = stop_forced_win(
                board,
                &mut threats,
                stoppers.as_deref(),
                settings.threat_nodes,
            );
            nodes += spent;
            if let Some(refined) = refined
                && refined.iter().any(|&c| !board.is_four(me, c))
            {
                stoppers = Some(refined);
            }
        }
        if let Some(stoppers) = stoppers {
            if let [only] = stoppers[..] {
                // The only stone that stops the opponent's win: nothing to search.
                return Thought::forced(only, nodes);
            }
            node = node.with_root_moves(stoppers);
        }
    }
    let margin = settings.mistakes.map_or(0, |m| m.margin);
    let limits = Limits {
        time_ms: settings
            .limits
            .time_ms
            .map(|t| (t - (clock.now_ms() - start)).max(t / 10.0)),
        ..settings.limits
    };
    let report = alpha_beta::search(&mut node, limits, margin, clock);
    let chosen = levels::pick(&report.scored, settings.mistakes.as_ref(), rng)
        .or(report.best)
        .map_or_else(|| fallback(board), usize::from);
    let score = report
        .scored
        .iter()
        .find(|&&(m, _)| usize::from(m) == chosen)
        .map_or(report.score, |&(_, s)| s);
    let line = if report.best.map(usize::from) == Some(chosen) {
        report.line.iter().copied().map(usize::from).collect()
    } else {
        vec![chosen]
    };
    Thought {
        chosen,
        score,
        depth: report.depth,
        nodes: nodes + report.nodes,
        line,
        shares: Vec::new(),
        forced: false,
    }
}

/// A search for the forced wins of the side to move: by fours, or by fours and threes.
enum WinFinder<'c> {
    Fours(vcf::Vcf<'c>),
    Threats(vct::Vct<'c>),
}

impl WinFinder<'_> {
    fn finds(&mut self, board: &mut Board, max_nodes: u64) -> bool {
        match self {
            WinFinder::Fours(vcf) => vcf.find(board, VCF_DEPTH, max_nodes).is_some(),
            WinFinder::Threats(vct) => vct.find(board, VCT_DEPTH, max_nodes).is_some(),
        }
    }

    fn nodes(&self) -> u64 {
        match self {
            WinFinder::Fours(vcf) => vcf.nodes(),
            WinFinder::Threats(vct) => vct.nodes(),
        }
    }
}

/// If the opponent, given a free move, would have a forced win, the moves (among `among`,
/// or every candidate) that stop it: a four of our own, or a stone after which the
/// opponent has no such win (within a share of `max_nodes`). `None` when there is no
/// threat, or nothing stops it (then every move is searched, for the longest resistance).
/// Also returns the nodes spent.
fn stop_forced_win(
    board: &mut Board,
    finder: &mut WinFinder<'_>,
    among: Option<&[usize]>,
    max_nodes: u64,
) -> (Option<Vec<usize>>, u64) {
    let me = board.to_move();
    board.pass();
    let threat = finder.finds(board, max_nodes / 4);
    board.pass();
    if !threat {
        return (None, finder.nodes());
    }
    let mut cells = Vec::new();
    match among {
        Some(among) => cells.extend_from_slice(among),
        None => board.candidates(&mut cells),
    }
    let share = (max_nodes / 2 / cells.len().max(1) as u64).max(500);
    cells.retain(|&c| {
        if board.is_four(me, c) {
            return true;
        }
        board.play(c);
        let still = finder.finds(board, share);
        board.undo();
        !still
    });
    ((!cells.is_empty()).then_some(cells), finder.nodes())
}

/// The point near the stones that looks best at a glance, for when the search had nothing
/// to say (every move loses): it makes the most of our shapes and spoils the most of the
/// opponent's.
fn fallback(board: &Board) -> usize {
    let mut cells = Vec::new();
    board.candidates(&mut cells);
    let me = board.to_move();
    cells
        .iter()
        .copied()
        .max_by_key(|&c| (moves::point_value(board, c, me), std::cmp::Reverse(c)))
        .unwrap_or_else(|| {
            (0..board::CELLS)
                .find(|&c| board.is_empty(c))
                .unwrap_or_default()
        })
}

/// A stone placed before the colours are chosen, which either person may end up owning:
/// the centre first, then points near the stones that leave the position balanced, with
/// the seed choosing among the most balanced.
fn opening_stone(
    board: &mut Board,
    settings: &Settings,
    rng: &mut Rng,
    clock: &dyn Clock,
) -> Thought<usize> {
    let mut cells = Vec::new();
    board.candidates(&mut cells);
    if board.stones() == 0 {
        return Thought::known(cells[0], 0, 0);
    }
    let probe = probe_settings(settings, cells.len());
    let mut nodes = 0;
    let mut balance: Vec<(usize, i32)> = Vec::new();
    for &c in &cells {
        board.play(c);
        let mut node = CaroNode::new(board.clone(), None);
        let report = alpha_beta::search(&mut node, probe.limits, 0, clock);
        nodes += report.nodes;
        board.undo();
        balance.push((c, report.score.abs()));
    }
    balance.sort_by_key(|&(c, imbalance)| (imbalance, c));
    let tolerance = balance[0].1 + 15;
    let near_best = balance.iter().take_while(|&&(_, i)| i <= tolerance).count();
    let (chosen, imbalance) = balance[rng.below(near_best.min(4))];
    Thought {
        depth: probe.limits.depth,
        ..Thought::known(chosen, -imbalance, nodes)
    }
}

/// At the first choice of swap2: if the three stones are balanced, judged as
/// [`opening_stone`] judges its stones (within [`SWAP2_BALANCED`]), stone 4 (and stone 5
/// follows), which hands the colour choice back to the opener; `None` to choose a colour.
fn balanced_swap2(
    board: &mut Board,
    settings: &Settings,
    rng: &mut Rng,
    clock: &dyn Clock,
) -> Option<Thought<usize>> {
    let mut cells = Vec::new();
    board.candidates(&mut cells);
    let probe = probe_settings(settings, cells.len());
    let mut node = CaroNode::new(board.clone(), None);
    let report = alpha_beta::search(&mut node, probe.limits, 0, clock);
    if report.score.abs() > SWAP2_BALANCED {
        return None;
    }
    let stone = opening_stone(board, settings, rng, clock);
    Some(Thought {
        nodes: report.nodes + stone.nodes,
        ..stone
    })
}

/// Limits for judging each of `candidates` moves with a share of the level's budget.
fn probe_settings(settings: &Settings, candidates: usize) -> Settings {
    let share = settings.limits.nodes / (4 * candidates.max(1) as u64);
    Settings {
        limits: Limits {
            depth: settings.limits.depth.min(4),
            nodes: share.max(200),
            time_ms: settings
                .limits
                .time_ms
                .map(|t| t / candidates.max(1) as f64),
        },
        ..*settings
    }
}

/// A win by continuous fours for the side to move: every one of its stones makes a four
/// (or completes the five), so that each reply of the opponent is forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedWin {
    /// The first stone.
    pub first: CaroMove,
    /// How many stones of the winner the win takes, the five included (1: it wins now).
    pub moves: u32,
}

/// A shortest win by continuous fours (VCF) for the side to move, if one is found within
/// `max_nodes`; `None` also when a colour choice is due or the game is over. A win found is
/// proved against every defence, the far-end blocks of Caro's closed fives included.
///
/// # Examples
///
/// ```
/// use ai::caro::forced_win;
/// use engine::{Game, caro::Caro};
///
/// let mut game = Caro::default();
/// for token in ["h8", "a1", "i8", "a2", "j8", "a3"] {
///     game.play_token(token)?;
/// }
/// // Black's open three h8 i8 j8 becomes an open four: a win in two moves.
/// let win = forced_win(&game, 10_000).expect("a forced win");
/// assert_eq!(win.moves, 2);
/// assert!(["g8", "k8"].contains(&game.format_move(win.first).as_str()));
/// # Ok::<_, engine::MoveError>(())
/// ```
pub fn forced_win(game: &Caro, max_nodes: u64) -> Option<ForcedWin> {
    if game.is_over() || game.is_choice_due() {
        return None;
    }
    let mut board = Board::new(game);
    let (first, moves) = vcf::Vcf::untimed().find(&mut board, VCF_DEPTH, max_nodes)?;
    Some(ForcedWin {
        first: CaroMove::Place(board::point(first)?),
        moves,
    })
}

/// The balanced three-stone openings that engine matches start from
/// (`data/caro-openings*.txt`, written by `examples/caro_openings.rs`): rule 9's when
/// `rule` is 9, as an overline that does not win changes some judgements; else rule 8's.
pub fn openings(rule: u8) -> Vec<Vec<String>> {
    read_openings(if rule == 9 {
        include_str!("../data/caro-openings-rule9.txt")
    } else {
        include_str!("../data/caro-openings.txt")
    })
}

/// The openings of a text in the format of [`openings`]' files: one a line, its moves
/// separated by spaces; `#` begins a comment, and lines without moves are skipped.
pub fn read_openings(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or(""))
        .map(|moves| moves.split_whitespace().map(str::to_owned).collect())
        .filter(|moves: &Vec<String>| !moves.is_empty())
        .collect()
}

/// The stone of a player who looks one stone ahead, as a beginner plays: a five if he has
/// one, the block of the opponent's five, else the point that makes the most of his
/// shapes and spoils the most of the opponent's. The model of a beginner that level 1
/// must lose to (`examples/caro_beginner.rs`).
pub fn glance(game: &Caro) -> Option<CaroMove> {
    if game.is_over() {
        return None;
    }
    let mut board = Board::new(game);
    let me = board.to_move();
    let mut cells = Vec::new();
    board.five_points(me, &mut cells);
    if cells.is_empty() {
        board.defences(other(me), &mut cells);
    }
    place(cells.first().copied().unwrap_or_else(|| fallback(&board)))
}

/// How many (empty point, direction) pairs give each shape (weakest first, as the
/// evaluation counts them) to the side to move, then to the opponent; with
/// [`evaluation_weights`], what the search's evaluation of a position is made of. For
/// fitting the weights to games (`examples/caro_weights.rs`).
pub fn shape_counts(game: &Caro) -> [[u32; patterns::SHAPES]; 2] {
    let board = Board::new(game);
    let me = board.to_move();
    [*board.counts(me), *board.counts(other(me))]
}

/// The evaluation's weight of each shape, as [`shape_counts`] orders them: for the side to
/// move, then for the opponent. A position is worth the counts times these, the
/// opponent's subtracted.
pub fn evaluation_weights() -> [[i32; patterns::SHAPES]; 2] {
    [search::WEIGHTS.mine, search::WEIGHTS.theirs]
}

/// The colour choice of a swap opening: the colour the search prefers for its holder.
fn choose_colour(
    game: &Caro,
    mut board: Board,
    settings: &Settings,
    rng: &mut Rng,
    clock: &dyn Clock,
) -> Thought<CaroMove> {
    let next = game.next_colour();
    let judge = Settings {
        limits: Limits {
            nodes: settings.limits.nodes / 2,
            ..settings.limits
        },
        mistakes: None,
        ..*settings
    };
    // The score is for the colour of the next stone, which moves first after the choice.
    let thought = best_stone(&mut board, &judge, rng, clock);
    let undecided = settings.mistakes.map_or(0, |m| m.margin / 4);
    let take_next = if thought.score.abs() <= undecided {
        rng.below(2) == 0
    } else {
        thought.score > 0
    };
    let colour = if take_next { next } else { next.opponent() };
    let score = if take_next {
        thought.score
    } else {
        -thought.score
    };
    Thought {
        depth: thought.depth,
        ..Thought::known(CaroMove::Choose(colour), score, thought.nodes)
    }
}

#[cfg(test)]
mod tests;
