//! The generic search over a tiny game: tic-tac-toe, played through `engine::Game`.

use ai::{
    Limits, NoClock, Settings,
    alpha_beta::WON,
    generic::{self, Evaluate},
    mcts::{self, Playout, Policy},
    random::{self, Rng},
};
use engine::{
    CodeError, Game, GameId, GameOptions, MoveError, OptionError, OptionSpec, Outcome, Seat, ToMove,
};

#[derive(Clone, Debug, Default, PartialEq)]
struct NoOptions;

impl GameOptions for NoOptions {
    const SPECS: &'static [OptionSpec] = &[];
    fn set(&mut self, key: &str, _: &str) -> Result<(), OptionError> {
        Err(Self::unknown(key))
    }
    fn get(&self, _: &str) -> Option<&'static str> {
        None
    }
}

/// Noughts and crosses: cells 0..9, row by row; X (seat 0) starts.
#[derive(Clone, Debug, Default)]
struct TicTacToe {
    cells: [Option<u8>; 9],
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    fn from_moves(moves: &[usize]) -> Self {
        let mut game = TicTacToe::default();
        for &m in moves {
            game.play(m).expect("legal");
        }
        game
    }

    fn stones(&self) -> usize {
        self.cells.iter().flatten().count()
    }

    fn winner(&self) -> Option<u8> {
        LINES.iter().find_map(|line| {
            let first = self.cells[line[0]]?;
            line.iter()
                .all(|&c| self.cells[c] == Some(first))
                .then_some(first)
        })
    }
}

impl Game for TicTacToe {
    type Move = usize;
    type Options = NoOptions;
    // Any id: the test game is never looked up.
    const ID: GameId = GameId::KaroFour;
    const SEAT_NAMES: &'static [&'static str] = &["x", "o"];

    fn new(_: NoOptions) -> Self {
        TicTacToe::default()
    }
    fn options(&self) -> &NoOptions {
        &NoOptions
    }
    fn to_move(&self) -> Option<ToMove> {
        (!self.is_over()).then_some(ToMove::Seat(Seat((self.stones() % 2) as u8)))
    }
    fn legal_moves(&self, moves: &mut Vec<usize>) {
        moves.clear();
        if !self.is_over() {
            moves.extend((0..9).filter(|&c| self.cells[c].is_none()));
        }
    }
    fn check_move(&self, m: usize) -> Result<(), MoveError> {
        match self.cells.get(m) {
            None => Err(MoveError::NoSuchPoint),
            Some(Some(_)) => Err(MoveError::Occupied),
            Some(None) => Ok(()),
        }
    }
    fn play_unchecked(&mut self, m: usize) {
        self.cells[m] = Some((self.stones() % 2) as u8);
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(seat) => Some(Outcome::Winner(Seat(seat))),
            None if self.stones() == 9 => Some(Outcome::Draw),
            None => None,
        }
    }
    fn parse_move(&self, token: &str) -> Result<usize, MoveError> {
        token.parse().map_err(|_| MoveError::Malformed)
    }
    fn format_move(&self, m: usize) -> String {
        m.to_string()
    }
    fn to_code(&self) -> String {
        self.cells
            .iter()
            .map(|c| match c {
                None => '.',
                Some(0) => 'x',
                Some(_) => 'o',
            })
            .collect()
    }
    fn from_code(_: NoOptions, _: &str) -> Result<Self, CodeError> {
        Err(CodeError::Syntax("not needed"))
    }
}

impl Evaluate for TicTacToe {
    fn evaluate(&self) -> i32 {
        0
    }
    fn order(&self, moves: &mut [usize]) {
        // Centre, then corners, then edges.
        moves.sort_by_key(|&m| match m {
            4 => 0,
            0 | 2 | 6 | 8 => 1,
            _ => 2,
        });
    }
    fn key(&self) -> u64 {
        self.cells
            .iter()
            .fold(0, |key, c| key * 3 + c.map_or(0, |s| u64::from(s) + 1))
    }
}

// Random playouts, a win worth 1 and a draw 1/2 to each.
impl Playout for TicTacToe {}

fn perfect() -> Settings {
    Settings {
        limits: Limits::nodes(9, 1_000_000),
        threat_nodes: 0,
        mistakes: None,
        playouts: Policy::Plain,
    }
}

fn think(game: &TicTacToe) -> ai::Thought<usize> {
    generic::think(game, &perfect(), 0, &NoClock).expect("a move")
}

#[test]
fn test_the_empty_board_is_a_draw() {
    let thought = think(&TicTacToe::default());
    assert_eq!(thought.score, 0);
    assert_eq!(thought.depth, 9);
}

#[test]
fn test_takes_a_win_and_blocks_a_loss() {
    // X on 0 1, O on 3 4: X wins at 2.
    let thought = think(&TicTacToe::from_moves(&[0, 3, 1, 4]));
    assert_eq!(thought.chosen, 2);
    assert!(thought.score >= WON);
    // X on 0 1, O on 4: O must block at 2.
    let thought = think(&TicTacToe::from_moves(&[0, 4, 1]));
    assert_eq!(thought.chosen, 2);
    // X on 0, O on the edge 1: X wins by force (4, then a double threat).
    let thought = think(&TicTacToe::from_moves(&[0, 1]));
    assert!(thought.score >= WON, "{thought:?}");
}

#[test]
fn test_self_play_is_a_draw_and_never_loses_to_random() {
    let mut game = TicTacToe::default();
    while let Some(t) = generic::think(&game, &perfect(), 0, &NoClock) {
        game.play_unchecked(t.chosen);
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert_never_loses_to_random(|game, _| think(game).chosen);
}

/// Plays `search` (given the position and the game's seed) against random moves, 20 games
/// with alternating starts, and checks that it never loses.
fn assert_never_loses_to_random(search: impl Fn(&TicTacToe, u64) -> usize) {
    let mut moves = Vec::new();
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let mut game = TicTacToe::default();
        let searcher = (seed % 2) as usize;
        while !game.is_over() {
            let m = if game.stones() % 2 == searcher {
                search(&game, seed)
            } else {
                random::choose(&game, &mut rng, &mut moves).expect("a move")
            };
            game.play_unchecked(m);
        }
        assert_ne!(
            game.outcome(),
            Some(Outcome::Winner(Seat(1 - searcher as u8))),
            "seed {seed}"
        );
    }
}

/// The tree search's choice with `nodes` moves played.
fn tree_search(game: &TicTacToe, nodes: u64, seed: u64) -> ai::alpha_beta::Report<usize> {
    mcts::search(
        game,
        Limits::nodes(64, nodes),
        Policy::Plain,
        seed,
        &NoClock,
    )
}

#[test]
fn test_tree_search_takes_a_win_and_blocks_a_loss() {
    for seed in 0..5 {
        let report = tree_search(&TicTacToe::from_moves(&[0, 3, 1, 4]), 20_000, seed);
        assert_eq!(report.best, Some(2), "seed {seed}: win at 2");
        let report = tree_search(&TicTacToe::from_moves(&[0, 4, 1]), 20_000, seed);
        assert_eq!(report.best, Some(2), "seed {seed}: block at 2");
    }
}

#[test]
fn test_tree_search_reports_its_moves_most_tried_first_within_the_node_limit() {
    let game = TicTacToe::from_moves(&[4]);
    let report = tree_search(&game, 5_000, 3);
    // One playout (at most 9 moves) may finish past the limit.
    assert!((5_000..5_009).contains(&report.nodes), "{}", report.nodes);
    assert_eq!(report.best, report.scored.first().map(|&(m, _)| m));
    assert_eq!(report.score, report.scored[0].1);
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert!(report.scored.iter().all(|(m, _)| legal.contains(m)));
    assert!(report.scored.iter().all(|&(_, s)| (0..=1000).contains(&s)));
    assert!(report.depth >= 2, "the tree grew: {}", report.depth);
    assert_eq!(
        report,
        tree_search(&game, 5_000, 3),
        "same seed, same search"
    );
    let over = TicTacToe::from_moves(&[0, 3, 1, 4, 2]);
    assert_eq!(tree_search(&over, 5_000, 3).best, None);
    // One cell left: played without a search.
    let forced = tree_search(&TicTacToe::from_moves(&[0, 1, 2, 4, 3, 5, 7, 6]), 5_000, 3);
    assert_eq!((forced.best, forced.nodes), (Some(8), 0));
}

#[test]
fn test_tree_search_never_loses_to_random() {
    assert_never_loses_to_random(|game, seed| {
        tree_search(game, 20_000, seed).best.expect("a move")
    });
}
