//! Property tests for Caro: random legal games under every combination of options,
//! checked against a small independent model of `docs/rules/caro.md` (its own board, its
//! own brute-force judge of rows, its own reading of move tokens).

use std::collections::BTreeSet;

use engine::{
    Game, MoveError, Outcome, ToMove,
    caro::{Caro, CaroMove, CaroOptions, Closed, Colour, Opening, Overline, POINTS, Person, Point},
    replay,
};
use proptest::{prelude::*, test_runner::TestCaseError};

/// Points on a side of the board, as the model counts them.
const N: i32 = 15;
/// The four line directions (column step, row step).
const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
/// Every move a game can offer: all 225 placements and both colour choices.
const MOVES_BOUND: usize = POINTS + 2;

type Cell = (i32, i32);
/// One flag per cell, by column then row.
type Grid = [[bool; 15]; 15];

fn cell(p: Point) -> Cell {
    (i32::from(p.col()), i32::from(p.row()))
}

fn other(colour: Colour) -> Colour {
    match colour {
        Colour::Black => Colour::White,
        Colour::White => Colour::Black,
    }
}

fn seat_of(colour: Colour) -> engine::Seat {
    match colour {
        Colour::Black => engine::Seat(0),
        Colour::White => engine::Seat(1),
    }
}

/// The name of a cell: column letter, row from 1.
fn name(c: Cell) -> String {
    format!("{}{}", char::from(b'a' + c.0 as u8), c.1 + 1)
}

/// Reads a point token the way `docs/rules/README.md`, rules 3 and 6, spells them: a
/// lower-case letter and a row number without leading zeros. `Err(Malformed)` for
/// anything else, `Err(NoSuchPoint)` for a well-spelled name off the board.
fn read_point(token: &str) -> Result<Cell, MoveError> {
    let bytes = token.as_bytes();
    let Some((&letter, digits)) = bytes.split_first() else {
        return Err(MoveError::Malformed);
    };
    let well_spelled = letter.is_ascii_lowercase()
        && !digits.is_empty()
        && digits.iter().all(u8::is_ascii_digit)
        && (digits[0] != b'0' || digits.len() == 1);
    if !well_spelled {
        return Err(MoveError::Malformed);
    }
    let col = i32::from(letter - b'a');
    let row = if digits.len() > 3 {
        None
    } else {
        let n = digits.iter().fold(0, |n, d| n * 10 + i32::from(d - b'0'));
        (1..=N).contains(&n).then_some(n - 1)
    };
    match row {
        Some(row) if col < N => Ok((col, row)),
        _ => Err(MoveError::NoSuchPoint),
    }
}

/// The game as the model sees it, built only from the moves played.
#[derive(Clone, Debug)]
struct Model {
    options: CaroOptions,
    board: [[Option<Colour>; 15]; 15],
    stones: usize,
    black: Option<Person>,
    last: Option<Cell>,
    record: Vec<String>,
    moves: Vec<CaroMove>,
}

impl Model {
    fn new(options: CaroOptions) -> Self {
        Model {
            options,
            board: [[None; 15]; 15],
            stones: 0,
            black: (options.opening == Opening::Free).then_some(Person::Opener),
            last: None,
            record: Vec::new(),
            moves: Vec::new(),
        }
    }

    fn at(&self, (c, r): Cell) -> Option<Colour> {
        // Negative coordinates wrap to huge unsigned ones: one comparison per axis.
        if (c as u32) < N as u32 && (r as u32) < N as u32 {
            self.board[c as usize][r as usize]
        } else {
            None
        }
    }

    fn next_colour(&self) -> Colour {
        if self.stones.is_multiple_of(2) {
            Colour::Black
        } else {
            Colour::White
        }
    }

    fn choice_due(&self) -> bool {
        self.black.is_none()
            && match self.options.opening {
                Opening::Free => false,
                Opening::Swap => self.stones == 3,
                Opening::Swap2 => self.stones == 3 || self.stones == 5,
            }
    }

    fn may_place(&self) -> bool {
        !(self.black.is_none()
            && match self.options.opening {
                Opening::Free => false,
                Opening::Swap => self.stones == 3,
                Opening::Swap2 => self.stones == 5,
            })
    }

    fn apply(&mut self, m: CaroMove, token: String) {
        match m {
            CaroMove::Place(p) => {
                let (c, r) = cell(p);
                self.board[c as usize][r as usize] = Some(self.next_colour());
                self.stones += 1;
                self.last = Some((c, r));
            }
            CaroMove::Choose(colour) => {
                // After stone 3 the responder chooses; after stone 5 (swap2) the opener.
                let chooser = if self.stones == 3 {
                    Person::Responder
                } else {
                    Person::Opener
                };
                self.black = Some(match (colour, chooser) {
                    (Colour::Black, chooser) => chooser,
                    (Colour::White, Person::Opener) => Person::Responder,
                    (Colour::White, Person::Responder) => Person::Opener,
                });
            }
        }
        self.record.push(token);
        self.moves.push(m);
    }

    /// Brute force: every maximal run of `colour` on the whole board, in every direction,
    /// that wins under the options.
    fn winning_runs(&self, colour: Colour) -> Vec<Vec<Cell>> {
        let mut runs = Vec::new();
        for (dc, dr) in DIRECTIONS {
            for c in 0..N {
                for r in 0..N {
                    let before = (c - dc, r - dr);
                    if self.at((c, r)) != Some(colour) || self.at(before) == Some(colour) {
                        continue;
                    }
                    let mut len = 0;
                    while self.at((c + len * dc, r + len * dr)) == Some(colour) {
                        len += 1;
                    }
                    let after = (c + len * dc, r + len * dr);
                    // Off the board, `at` is None: the edge is open.
                    let closed_before = self.at(before) == Some(other(colour));
                    let closed_after = self.at(after) == Some(other(colour));
                    let wins = match len {
                        6.. => self.options.overline == Overline::Win,
                        5 => match self.options.closed {
                            Closed::Both => !(closed_before && closed_after),
                            Closed::Either => !(closed_before || closed_after),
                            Closed::Never => true,
                        },
                        _ => false,
                    };
                    if wins {
                        runs.push((0..len).map(|i| (c + i * dc, r + i * dr)).collect());
                    }
                }
            }
        }
        runs
    }

    fn winner(&self) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|&colour| !self.winning_runs(colour).is_empty())
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(colour) => Some(Outcome::Winner(seat_of(colour))),
            None if self.stones == 225 => Some(Outcome::Draw),
            None => None,
        }
    }

    fn to_move(&self) -> Option<ToMove> {
        if self.outcome().is_some() {
            None
        } else if self.choice_due() {
            Some(ToMove::Choice)
        } else {
            Some(ToMove::Seat(seat_of(self.next_colour())))
        }
    }

    /// Every legal move, by the rules alone: whether both colour choices are, and the
    /// cells where a stone may go.
    fn legal_moves(&self) -> (bool, Grid) {
        let mut cells = [[false; 15]; 15];
        if self.outcome().is_some() {
            return (false, cells);
        }
        if self.may_place() {
            for (c, column) in cells.iter_mut().enumerate() {
                for (r, free) in column.iter_mut().enumerate() {
                    *free = self.board[c][r].is_none();
                }
            }
        }
        (self.choice_due(), cells)
    }

    /// What `play_token` must answer: `Ok` for a legal token, else the reason.
    fn verdict(&self, token: &str) -> Result<(), MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        if token == "=b" || token == "=w" {
            return if self.choice_due() {
                Ok(())
            } else {
                Err(MoveError::NoChoiceDue)
            };
        }
        let c = read_point(token)?;
        if !self.may_place() {
            Err(MoveError::ChoiceDue)
        } else if self.at(c).is_some() {
            Err(MoveError::Occupied)
        } else {
            Ok(())
        }
    }

    fn occupied(&self) -> Vec<Cell> {
        (0..N)
            .flat_map(|c| (0..N).map(move |r| (c, r)))
            .filter(|&c| self.at(c).is_some())
            .collect()
    }
}

/// How a random game is played.
#[derive(Clone, Debug)]
struct Plan {
    options: CaroOptions,
    /// One number per move; the move is picked by `choice % candidates`.
    choices: Vec<u32>,
    /// A square (left column, bottom row, side) where stones go while it has room, so that
    /// rows grow, get closed and overlap (plain uniform play rarely makes them).
    window: Option<(i32, i32, i32)>,
}

fn options() -> impl Strategy<Value = CaroOptions> {
    (
        prop::sample::select(vec![Opening::Free, Opening::Swap, Opening::Swap2]),
        prop::sample::select(vec![Overline::Win, Overline::NoWin]),
        prop::sample::select(vec![Closed::Both, Closed::Either, Closed::Never]),
    )
        .prop_map(|(opening, overline, closed)| CaroOptions {
            opening,
            overline,
            closed,
        })
}

fn plan() -> impl Strategy<Value = Plan> {
    (
        options(),
        prop::collection::vec(any::<u32>(), 1..=240),
        prop::option::weighted(0.8, (0..N, 0..N, 5..=10)),
    )
        .prop_map(|(options, choices, window)| Plan {
            options,
            choices,
            window,
        })
}

fn pick(plan: &Plan, step: usize, legal: &[CaroMove]) -> CaroMove {
    let choice = plan.choices[step % plan.choices.len()] as usize;
    // A colour choice, when one is due, half of the time: swap2's first choice comes
    // with 222 placements and would otherwise almost never be taken.
    let chooses: Vec<CaroMove> = legal
        .iter()
        .copied()
        .filter(|m| matches!(m, CaroMove::Choose(_)))
        .collect();
    if !chooses.is_empty() && choice.is_multiple_of(2) {
        return chooses[(choice / 2) % chooses.len()];
    }
    if let Some((left, bottom, side)) = plan.window {
        let inside: Vec<CaroMove> = legal
            .iter()
            .copied()
            .filter(|m| match m {
                CaroMove::Place(p) => {
                    let (c, r) = cell(*p);
                    (left..left + side).contains(&c) && (bottom..bottom + side).contains(&r)
                }
                CaroMove::Choose(_) => false,
            })
            .collect();
        if !inside.is_empty() {
            return inside[(choice / 2) % inside.len()];
        }
    }
    legal[choice % legal.len()]
}

/// Plays a random legal game to its end, calling `check` on the start position and after
/// every move with the game, the model and the legal moves. Stops after `limit` moves if
/// given.
fn play_random_game(
    plan: &Plan,
    limit: Option<usize>,
    mut check: impl FnMut(&Caro, &Model, &[CaroMove]) -> Result<(), TestCaseError>,
) -> Result<(Caro, Model), TestCaseError> {
    let mut game = Caro::new(plan.options);
    let mut model = Model::new(plan.options);
    let mut legal = Vec::new();
    for step in 0..=MOVES_BOUND {
        game.legal_moves(&mut legal);
        check(&game, &model, &legal)?;
        if game.outcome().is_some() || limit == Some(step) {
            return Ok((game, model));
        }
        prop_assert!(!legal.is_empty(), "no legal move, no outcome: {game:?}");
        let m = pick(plan, step, &legal);
        prop_assert_eq!(game.play(m), Ok(()), "legal move {:?} refused", m);
        let token = game.format_move(m);
        model.apply(m, token);
    }
    Err(TestCaseError::fail(format!(
        "no outcome after {MOVES_BOUND} moves: {game:?}"
    )))
}

fn is_url_safe(text: &str) -> bool {
    text.bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-=/.".contains(&b))
}

fn config() -> ProptestConfig {
    ProptestConfig::with_cases(64)
}

proptest! {
    #![proptest_config(config())]

    /// Invariant 1: the game ends within 225 stones, and there are legal moves exactly
    /// while it goes on; the board, the side to move and the colour holders follow the
    /// moves.
    #[test]
    fn test_every_game_ends_and_moves_run_out_only_at_the_end(plan in plan()) {
        let (game, model) = play_random_game(&plan, None, |game, model, legal| {
            prop_assert!(model.stones <= POINTS);
            prop_assert_eq!(game.stones(), model.stones);
            prop_assert_eq!(legal.is_empty(), game.outcome().is_some());
            prop_assert_eq!(game.is_over(), game.outcome().is_some());
            prop_assert_eq!(game.to_move().is_none(), game.outcome().is_some());
            prop_assert_eq!(game.to_move(), model.to_move());
            prop_assert_eq!(game.is_choice_due(), model.choice_due());
            prop_assert_eq!(game.holder(Colour::Black), model.black);
            if model.stones == POINTS {
                prop_assert!(game.outcome().is_some(), "full board, game goes on");
            }
            for p in Point::all() {
                prop_assert_eq!(game.stone(p), model.at(cell(p)), "at {}", p);
            }
            Ok(())
        })?;
        prop_assert!(game.outcome().is_some());
        prop_assert!(game.stones() <= POINTS);
        let choices = model.moves.iter().filter(|m| matches!(m, CaroMove::Choose(_))).count();
        prop_assert_eq!(model.moves.len(), game.stones() + choices);
        prop_assert!(choices <= usize::from(plan.options.opening != Opening::Free));
        if game.outcome() == Some(Outcome::Draw) {
            prop_assert_eq!(game.stones(), POINTS);
        }
    }

    /// Invariant 2: the legal moves are exactly the rules' legal moves, each is
    /// `is_legal` (and no other move is), and each token round-trips.
    #[test]
    fn test_legal_moves_are_legal_and_their_tokens_round_trip(plan in plan()) {
        play_random_game(&plan, None, |game, model, legal| {
            let mut choices = Vec::new();
            let mut cells = [[false; 15]; 15];
            for &m in legal {
                prop_assert!(game.is_legal(m), "{:?} listed but not legal", m);
                let token = game.format_move(m);
                prop_assert!(is_url_safe(&token), "token {:?}", token);
                prop_assert_eq!(game.parse_move(&token), Ok(m), "token {:?}", token);
                // The canonical spelling, read independently.
                match m {
                    CaroMove::Place(p) => {
                        prop_assert_eq!(read_point(&token), Ok(cell(p)));
                        let (c, r) = cell(p);
                        let seen = std::mem::replace(&mut cells[c as usize][r as usize], true);
                        prop_assert!(!seen, "{:?} listed twice", m);
                    }
                    CaroMove::Choose(colour) => {
                        let expected = if colour == Colour::Black { "=b" } else { "=w" };
                        prop_assert_eq!(token.as_str(), expected);
                        prop_assert!(!choices.contains(&colour), "{:?} listed twice", m);
                        choices.push(colour);
                    }
                }
            }
            // Either both colours are offered or none.
            prop_assert!(choices.len() != 1, "only {:?} offered", choices);
            prop_assert_eq!((choices.len() == 2, cells), model.legal_moves(), "{:?}", game);
            // No move that is not listed is legal.
            for p in Point::all() {
                let (c, r) = cell(p);
                let m = CaroMove::Place(p);
                prop_assert_eq!(game.is_legal(m), cells[c as usize][r as usize], "{:?}", m);
            }
            for colour in Colour::ALL {
                let m = CaroMove::Choose(colour);
                prop_assert_eq!(game.is_legal(m), choices.contains(&colour), "{:?}", m);
            }
            Ok(())
        })?;
    }

    /// Invariant 3: the position code reads back to the same position after every move,
    /// writes the same code again, and is URL-safe.
    #[test]
    fn test_position_code_round_trips_after_every_move(plan in plan()) {
        play_random_game(&plan, None, |game, _, _| {
            let code = game.to_code();
            prop_assert!(is_url_safe(&code), "code {:?}", code);
            let read = Caro::from_code(plan.options, &code)
                .map_err(|e| TestCaseError::fail(format!("{code}: {e}")))?;
            prop_assert_eq!(&read, game, "code {}", code);
            prop_assert_eq!(read.to_code(), code);
            prop_assert_eq!(read.outcome(), game.outcome());
            prop_assert_eq!(read.winning_points(), game.winning_points());
            Ok(())
        })?;
    }

    /// Invariant 4: replaying the record of tokens gives the same position and moves,
    /// for the whole game and for a prefix of it.
    #[test]
    fn test_replaying_the_record_gives_the_same_position(
        plan in plan(),
        cut in 0..=MOVES_BOUND,
    ) {
        for limit in [None, Some(cut)] {
            let (game, model) = play_random_game(&plan, limit, |_, _, _| Ok(()))?;
            let record = model.record.iter().map(String::as_str);
            let (replayed, moves) = replay::<Caro>(plan.options, record)
                .map_err(|e| TestCaseError::fail(format!("{:?}: {e}", model.record)))?;
            prop_assert_eq!(&replayed, &game);
            prop_assert_eq!(replayed.to_code(), game.to_code());
            prop_assert_eq!(moves, model.moves);
        }
    }

    /// Invariant 5: the outcome and the winning points agree with a brute-force scan of
    /// the whole board under `docs/rules/caro.md`, rules 4–9, 16 and 17.
    #[test]
    fn test_outcome_matches_a_brute_force_scan_of_the_board(plan in plan()) {
        play_random_game(&plan, None, |game, model, _| {
            let black = model.winning_runs(Colour::Black);
            let white = model.winning_runs(Colour::White);
            prop_assert!(
                black.is_empty() || white.is_empty(),
                "both colours have a winning row: {:?}", game
            );
            let (winner, runs) = match (black.is_empty(), white.is_empty()) {
                (false, _) => (Some(Colour::Black), black),
                (_, false) => (Some(Colour::White), white),
                _ => (None, Vec::new()),
            };
            let expected = match winner {
                Some(colour) => Some(Outcome::Winner(seat_of(colour))),
                None if model.stones == POINTS => Some(Outcome::Draw),
                None => None,
            };
            prop_assert_eq!(game.outcome(), expected, "{:?}", game);
            let expected: BTreeSet<Cell> = runs.iter().flatten().copied().collect();
            let points = game.winning_points();
            // Each point once, even the stone where two winning rows cross.
            prop_assert_eq!(points.len(), expected.len(), "{:?} in {:?}", points, game);
            let got: BTreeSet<Cell> = points.into_iter().map(cell).collect();
            prop_assert_eq!(got, expected, "{:?}", game);
            // The game stops at the first win: the last stone completed every winning row,
            // and it is the winner's.
            if let Some(winner) = winner {
                let last = model.last.ok_or_else(|| TestCaseError::fail("no stone"))?;
                prop_assert_eq!(model.at(last), Some(winner));
                for run in &runs {
                    prop_assert!(run.contains(&last), "{:?} misses the last stone", run);
                }
            }
            Ok(())
        })?;
    }

    /// Invariant 6: tokens that are not legal (occupied points, choices when none is due,
    /// points when a choice is due, off-board names, malformed text, any move after the
    /// end) are refused with the right error and change nothing; legal ones are played.
    #[test]
    fn test_illegal_tokens_are_refused_and_change_nothing(
        plan in plan(),
        cut in 0..=MOVES_BOUND,
        probes in prop::collection::vec(probe(), 1..12),
    ) {
        let (mut game, mut model) = play_random_game(&plan, Some(cut), |_, _, _| Ok(()))?;
        for probe in probes {
            let token = match probe {
                Probe::Occupied(k) => {
                    let occupied = model.occupied();
                    match occupied.get(k % occupied.len().max(1)) {
                        Some(&c) => name(c),
                        None => continue,
                    }
                }
                Probe::Text(text) => text,
            };
            let expected = model.verdict(&token);
            let before = game.clone();
            let code = game.to_code();
            match game.play_token(&token) {
                Ok(m) => {
                    prop_assert_eq!(expected, Ok(()), "{:?} accepted in {:?}", token, before);
                    prop_assert_eq!(game.format_move(m), token.clone());
                    model.apply(m, token);
                    prop_assert_eq!(game.stones(), model.stones);
                }
                Err(error) => {
                    prop_assert_eq!(Err(error), expected, "{:?} in {:?}", token, before);
                    prop_assert_eq!(&game, &before, "{:?} changed the game", token);
                    prop_assert_eq!(game.to_code(), code);
                }
            }
        }
    }
}

/// A token to try on a game.
#[derive(Clone, Debug)]
enum Probe {
    /// The `k`-th occupied point (mod their number).
    Occupied(usize),
    /// A text.
    Text(String),
}

fn probe() -> impl Strategy<Value = Probe> {
    let texts = prop::sample::select(vec![
        "", "pass", "H8", "h08", " h8", "h8 ", "h", "8", "=B", "=", "==b", "=bw", "=x", "b=",
        "h-8", "p3", "z1", "a16", "a0", "a00", "o99", "a100", "é8", "h8=b", "h8/", "h.8",
    ]);
    prop_oneof![
        3 => any::<usize>().prop_map(Probe::Occupied),
        2 => prop::sample::select(vec!["=b", "=w"]).prop_map(|t| Probe::Text(t.to_owned())),
        2 => "[a-q][0-9]{1,5}".prop_map(Probe::Text),
        2 => "[a-z0-9=./ -]{0,4}".prop_map(Probe::Text),
        1 => "\\PC{0,6}".prop_map(Probe::Text),
        1 => texts.prop_map(|t| Probe::Text(t.to_owned())),
    ]
}
