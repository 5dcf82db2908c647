//! Property tests for both Karo variants: random legal games, checked against a small
//! independent model of `rules/karo-four.md` and `rules/karo-jumpers.md` (its own board,
//! its own brute-force move lists, win and repetition judges, and its own reading of move
//! tokens).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use engine::{
    Game, MoveError, Outcome, ToMove,
    karo::{
        Colour, First, KaroOptions, Piece,
        four::{self, KaroFour},
        jumpers::{self, KaroJumpers},
    },
    replay,
};
use proptest::{prelude::*, test_runner::TestCaseError};

/// A cell as (column, row), both from 0.
type Xy = (i32, i32);

const DIRECTIONS: [Xy; 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const SIDES: [Xy; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

fn add((c, r): Xy, (dc, dr): Xy, n: i32) -> Xy {
    (c + dc * n, r + dr * n)
}

fn name((c, r): Xy) -> String {
    format!("{}{}", char::from(b'a' + c as u8), r + 1)
}

fn seat(colour: Colour) -> engine::Seat {
    colour.seat()
}

fn other(colour: Colour) -> Colour {
    match colour {
        Colour::Red => Colour::White,
        Colour::White => Colour::Red,
    }
}

/// Reads a cell name on a `cols`×`rows` board: `Malformed` unless a lower-case letter and
/// a number without leading zeros, `NoSuchCell` off the board.
fn read_cell(text: &str, cols: i32, rows: i32) -> Result<Xy, MoveError> {
    let bytes = text.as_bytes();
    let Some((&letter, digits)) = bytes.split_first() else {
        return Err(MoveError::Malformed);
    };
    if !letter.is_ascii_lowercase()
        || digits.is_empty()
        || !digits.iter().all(u8::is_ascii_digit)
        || (digits[0] == b'0' && digits.len() > 1)
    {
        return Err(MoveError::Malformed);
    }
    let row: i64 = if digits.len() > 6 {
        i64::MAX
    } else {
        text[1..].parse().map_err(|_| MoveError::Malformed)?
    };
    let col = i32::from(letter - b'a');
    if col < cols && (1..=i64::from(rows)).contains(&row) {
        Ok((col, row as i32 - 1))
    } else {
        Err(MoveError::NoSuchCell)
    }
}

/// A move as the model sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Mv {
    Place(Xy),
    Step(Xy, Xy),
    Relocate(Xy, Xy, Xy),
    Pass,
}

impl Mv {
    fn token(self) -> String {
        match self {
            Mv::Place(c) => name(c),
            Mv::Step(a, b) => format!("{}-{}", name(a), name(b)),
            Mv::Relocate(a, b, t) => format!("{}-{}/{}", name(a), name(b), name(t)),
            Mv::Pass => "pass".into(),
        }
    }

    /// Reads a token on a `size`×`size` or 3×8 board; `Relocate` and `Place` only where
    /// `tiles` (karo-four).
    fn read(token: &str, cols: i32, rows: i32, four: bool) -> Result<Mv, MoveError> {
        if token == "pass" {
            return Ok(Mv::Pass);
        }
        let (step, tile) = match token.split_once('/') {
            Some((step, tile)) => (step, Some(tile)),
            None => (token, None),
        };
        let cell = |text| read_cell(text, cols, rows);
        match (step.split_once('-'), tile) {
            (None, None) if four => Ok(Mv::Place(cell(step)?)),
            (Some((a, b)), None) => Ok(Mv::Step(cell(a)?, cell(b)?)),
            (Some((a, b)), Some(t)) if four => Ok(Mv::Relocate(cell(a)?, cell(b)?, cell(t)?)),
            _ => Err(MoveError::Malformed),
        }
    }
}

/// A position key for the repetition count: tiles, pieces with faces, side to move.
type Snapshot = (Vec<Xy>, Vec<(Xy, bool, bool)>, bool);

/// Both variants as the model plays them: tiles (all 24 cells in karo-jumpers), pieces,
/// the side to move, passes, and how often each position has occurred.
#[derive(Clone, Debug)]
struct Model {
    four: bool,
    tiles: BTreeSet<Xy>,
    pieces: BTreeMap<Xy, Piece>,
    to_move: Colour,
    passes: u32,
    seen: HashMap<Snapshot, u32>,
    outcome: Option<Outcome>,
    record: Vec<String>,
    plies: usize,
}

impl Model {
    fn new(four: bool, options: KaroOptions) -> Model {
        let first = options.first.colour();
        let mut model = Model {
            four,
            tiles: BTreeSet::new(),
            pieces: BTreeMap::new(),
            to_move: first,
            passes: 0,
            seen: HashMap::new(),
            outcome: None,
            record: Vec::new(),
            plies: 0,
        };
        if four {
            model.tiles = (7..12).flat_map(|c| (8..12).map(move |r| (c, r))).collect();
        } else {
            model.tiles = (0..3).flat_map(|c| (0..8).map(move |r| (c, r))).collect();
            for c in 0..3 {
                for (r, colour, face_up) in [
                    (0, Colour::White, true),
                    (1, Colour::White, false),
                    (6, Colour::Red, false),
                    (7, Colour::Red, true),
                ] {
                    model.pieces.insert((c, r), Piece { colour, face_up });
                }
            }
        }
        model.count_position();
        model
    }

    fn snapshot(&self) -> Snapshot {
        let pieces = self
            .pieces
            .iter()
            .map(|(&xy, p)| (xy, p.colour == Colour::White, p.face_up))
            .collect();
        (
            self.tiles.iter().copied().collect(),
            pieces,
            self.to_move == Colour::White,
        )
    }

    fn count_position(&mut self) -> u32 {
        let count = self.seen.entry(self.snapshot()).or_insert(0);
        *count += 1;
        *count
    }

    fn placing(&self) -> bool {
        self.four && self.pieces.len() < 12
    }

    fn on_board(&self, (c, r): Xy) -> bool {
        let (cols, rows) = if self.four { (20, 20) } else { (3, 8) };
        (0..cols).contains(&c) && (0..rows).contains(&r)
    }

    fn is_free_tile(&self, xy: Xy) -> bool {
        self.tiles.contains(&xy) && !self.pieces.contains_key(&xy)
    }

    fn own(&self) -> Vec<Xy> {
        self.pieces
            .iter()
            .filter(|(_, p)| p.colour == self.to_move)
            .map(|(&xy, _)| xy)
            .collect()
    }

    fn connected(set: &BTreeSet<Xy>) -> bool {
        let Some(&start) = set.iter().next() else {
            return true;
        };
        let mut seen = BTreeSet::from([start]);
        let mut todo = vec![start];
        while let Some(xy) = todo.pop() {
            for d in SIDES {
                let next = add(xy, d, 1);
                if set.contains(&next) && seen.insert(next) {
                    todo.push(next);
                }
            }
        }
        seen.len() == set.len()
    }

    /// Every legal move, by brute force over the rules.
    fn legal(&self) -> BTreeSet<Mv> {
        let mut moves = BTreeSet::new();
        if self.outcome.is_some() {
            return moves;
        }
        if self.placing() {
            for &xy in &self.tiles {
                if self.is_free_tile(xy) {
                    moves.insert(Mv::Place(xy));
                }
            }
            return moves;
        }
        let own = self.own();
        for &from in &own {
            let piece = self.pieces[&from];
            for d in DIRECTIONS {
                if !self.four {
                    if piece.face_up {
                        let mut n = 1;
                        while self.pieces.contains_key(&add(from, d, n)) {
                            n += 1;
                        }
                        let to = add(from, d, n);
                        if n > 1 && self.on_board(to) {
                            moves.insert(Mv::Step(from, to));
                        }
                    } else if self.on_board(add(from, d, 1)) && self.is_free_tile(add(from, d, 1)) {
                        moves.insert(Mv::Step(from, add(from, d, 1)));
                    }
                    continue;
                }
                if self.is_free_tile(add(from, d, 1)) {
                    moves.insert(Mv::Step(from, add(from, d, 1)));
                }
                if self.pieces.contains_key(&add(from, d, 1)) && self.is_free_tile(add(from, d, 2))
                {
                    moves.insert(Mv::Step(from, add(from, d, 2)));
                }
            }
        }
        if self.four {
            for &tile in &self.tiles {
                let sides = SIDES
                    .iter()
                    .filter(|&&d| self.tiles.contains(&add(tile, d, 1)))
                    .count();
                let mut rest = self.tiles.clone();
                rest.remove(&tile);
                if self.pieces.contains_key(&tile) || sides > 2 || !Self::connected(&rest) {
                    continue;
                }
                for c in 0..20 {
                    for r in 0..20 {
                        let to = (c, r);
                        let touches = SIDES.iter().any(|&d| rest.contains(&add(to, d, 1)));
                        if self.tiles.contains(&to) || to == tile || !touches {
                            continue;
                        }
                        for &from in &own {
                            let (dc, dr) = (to.0 - from.0, to.1 - from.1);
                            let slide = dc.abs().max(dr.abs()) == 1;
                            let jump = (dc.abs() == 2 || dc == 0)
                                && (dr.abs() == 2 || dr == 0)
                                && self
                                    .pieces
                                    .contains_key(&(from.0 + dc / 2, from.1 + dr / 2));
                            if slide || jump {
                                moves.insert(Mv::Relocate(from, to, tile));
                            }
                        }
                    }
                }
            }
        }
        if moves.is_empty() {
            moves.insert(Mv::Pass);
        }
        moves
    }

    fn has_won(&self, colour: Colour) -> bool {
        if !self.four {
            let target = match colour {
                Colour::White => 6..8,
                Colour::Red => 0..2,
            };
            return self
                .pieces
                .iter()
                .filter(|(_, p)| p.colour == colour)
                .all(|((_, r), _)| target.contains(r));
        }
        let up = |xy: Xy| {
            self.pieces
                .get(&xy)
                .is_some_and(|p| p.colour == colour && p.face_up)
        };
        self.pieces.keys().any(|&xy| {
            [(1, 0), (0, 1), (1, 1), (1, -1)]
                .iter()
                .any(|&d| (0..4).all(|n| up(add(xy, d, n))))
        })
    }

    fn apply(&mut self, m: Mv) {
        let mover = self.to_move;
        match m {
            Mv::Place(xy) => {
                self.pieces.insert(
                    xy,
                    Piece {
                        colour: mover,
                        face_up: false,
                    },
                );
            }
            Mv::Step(from, to) | Mv::Relocate(from, to, _) => {
                if let Mv::Relocate(_, _, tile) = m {
                    self.tiles.remove(&tile);
                    self.tiles.insert(to);
                }
                let mut piece = self.pieces.remove(&from).expect("a piece to move");
                let far = (to.0 - from.0).abs().max((to.1 - from.1).abs()) > 1;
                // karo-four turns a piece over on a jump; karo-jumpers on every move.
                if far || !self.four {
                    piece.face_up = !piece.face_up;
                }
                self.pieces.insert(to, piece);
            }
            Mv::Pass => {}
        }
        self.passes = if m == Mv::Pass { self.passes + 1 } else { 0 };
        self.to_move = other(mover);
        self.record.push(m.token());
        self.plies += 1;
        if let Mv::Place(_) = m {
            // Positions with fewer pieces never come back.
            self.seen.clear();
            self.count_position();
            return;
        }
        let count = self.count_position();
        self.outcome = if self.has_won(mover) {
            Some(Outcome::Winner(seat(mover)))
        } else if self.passes >= 2 || count >= 3 {
            Some(Outcome::Draw)
        } else {
            None
        };
    }

    fn to_move(&self) -> Option<ToMove> {
        self.outcome
            .is_none()
            .then_some(ToMove::Seat(seat(self.to_move)))
    }
}

/// What the property tests need of either variant.
trait Karo: Game<Options = KaroOptions> {
    const FOUR: bool;
    const COLS: i32;
    const ROWS: i32;
    fn tile_at(&self, xy: Xy) -> bool;
    fn piece_at(&self, xy: Xy) -> Option<Piece>;
}

impl Karo for KaroFour {
    const FOUR: bool = true;
    const COLS: i32 = 20;
    const ROWS: i32 = 20;
    fn tile_at(&self, (c, r): Xy) -> bool {
        four::Cell::new(c as u8, r as u8).is_some_and(|cell| self.has_tile(cell))
    }
    fn piece_at(&self, (c, r): Xy) -> Option<Piece> {
        four::Cell::new(c as u8, r as u8).and_then(|cell| self.piece(cell))
    }
}

impl Karo for KaroJumpers {
    const FOUR: bool = false;
    const COLS: i32 = 3;
    const ROWS: i32 = 8;
    fn tile_at(&self, (c, r): Xy) -> bool {
        jumpers::Cell::new(c as u8, r as u8).is_some()
    }
    fn piece_at(&self, (c, r): Xy) -> Option<Piece> {
        jumpers::Cell::new(c as u8, r as u8).and_then(|cell| self.piece(cell))
    }
}

/// Whether the engine's board is the model's, tile by tile and piece by piece.
fn same_board<G: Karo>(game: &G, model: &Model) -> Result<(), TestCaseError> {
    for c in 0..G::COLS {
        for r in 0..G::ROWS {
            let xy = (c, r);
            prop_assert_eq!(
                game.tile_at(xy),
                model.tiles.contains(&xy),
                "tile {}",
                name(xy)
            );
            prop_assert_eq!(
                game.piece_at(xy),
                model.pieces.get(&xy).copied(),
                "at {}",
                name(xy)
            );
        }
    }
    Ok(())
}

/// How a random game is played.
#[derive(Clone, Debug)]
struct Plan {
    options: KaroOptions,
    /// One number per move; the move is `choice % candidates`.
    choices: Vec<u32>,
    /// Whether to prefer relocations, so that the field changes shape often.
    relocate: bool,
}

fn plan() -> impl Strategy<Value = Plan> {
    (
        prop::sample::select(vec![First::White, First::Red]),
        prop::collection::vec(any::<u32>(), 1..=64),
        any::<bool>(),
    )
        .prop_map(|(first, choices, relocate)| Plan {
            options: KaroOptions { first },
            choices,
            relocate,
        })
}

/// Plays a random legal game, calling `check` on the start and after every move with the
/// game, the model and the legal moves; stops at the end or after `limit` moves.
fn play_random_game<G: Karo>(
    plan: &Plan,
    limit: usize,
    mut check: impl FnMut(&G, &Model, &[G::Move]) -> Result<(), TestCaseError>,
) -> Result<(G, Model), TestCaseError> {
    let mut game = G::new(plan.options);
    let mut model = Model::new(G::FOUR, plan.options);
    let mut legal = Vec::new();
    for step in 0.. {
        game.legal_moves(&mut legal);
        check(&game, &model, &legal)?;
        if game.outcome().is_some() || step == limit {
            break;
        }
        prop_assert!(!legal.is_empty(), "no legal move, no outcome: {:?}", game);
        let choice = plan.choices[step % plan.choices.len()] as usize;
        let relocations: Vec<G::Move> = legal
            .iter()
            .copied()
            .filter(|&m| game.format_move(m).contains('/'))
            .collect();
        let m = if plan.relocate && !relocations.is_empty() && !choice.is_multiple_of(3) {
            relocations[choice / 3 % relocations.len()]
        } else {
            legal[choice % legal.len()]
        };
        let token = game.format_move(m);
        prop_assert_eq!(game.play(m), Ok(()), "legal move {} refused", token);
        let read = Mv::read(&token, G::COLS, G::ROWS, G::FOUR);
        model.apply(read.map_err(|e| TestCaseError::fail(format!("{token}: {e}")))?);
    }
    Ok((game, model))
}

fn is_url_safe(text: &str) -> bool {
    text.bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-=/.".contains(&b))
}

/// The invariants of every position: the board, the side to move and the outcome agree
/// with the model; karo-four's field has 20 connected tiles with pieces only on them.
fn check_position<G: Karo>(game: &G, model: &Model) -> Result<(), TestCaseError> {
    same_board(game, model)?;
    prop_assert_eq!(game.outcome(), model.outcome, "{:?}", game);
    prop_assert_eq!(game.to_move(), model.to_move());
    if G::FOUR {
        prop_assert_eq!(model.tiles.len(), 20);
        prop_assert!(Model::connected(&model.tiles), "field apart: {:?}", game);
        prop_assert!(model.pieces.keys().all(|xy| model.tiles.contains(xy)));
        let placed = model.pieces.len();
        prop_assert_eq!(placed, model.plies.min(12));
        let red = model
            .pieces
            .values()
            .filter(|p| p.colour == Colour::Red)
            .count();
        prop_assert!(red == placed / 2 || red == placed.div_ceil(2));
    } else {
        prop_assert_eq!(model.pieces.len(), 12);
    }
    Ok(())
}

/// The engine's legal moves are the model's, each once, each `is_legal`, each token
/// canonical and URL-safe.
fn check_legal<G: Karo>(game: &G, model: &Model, legal: &[G::Move]) -> Result<(), TestCaseError> {
    let mut tokens = BTreeSet::new();
    for &m in legal {
        prop_assert!(game.is_legal(m), "{:?} listed but not legal", m);
        let token = game.format_move(m);
        prop_assert!(is_url_safe(&token), "token {:?}", token);
        prop_assert_eq!(game.parse_move(&token), Ok(m));
        prop_assert!(tokens.insert(token.clone()), "{} listed twice", token);
    }
    let expected: BTreeSet<String> = model.legal().into_iter().map(Mv::token).collect();
    prop_assert_eq!(tokens, expected, "in {:?}", game);
    Ok(())
}

fn check_code<G: Karo + PartialEq>(game: &G, options: KaroOptions) -> Result<(), TestCaseError> {
    let code = game.to_code();
    prop_assert!(is_url_safe(&code), "code {:?}", code);
    let read =
        G::from_code(options, &code).map_err(|e| TestCaseError::fail(format!("{code}: {e}")))?;
    prop_assert!(&read == game, "{} read back as {:?}", code, read);
    prop_assert_eq!(read.to_code(), code);
    Ok(())
}

fn config() -> ProptestConfig {
    ProptestConfig::with_cases(16)
}

/// Moves played after the placements in the short games.
const SHORT: usize = 12 + 40;

proptest! {
    #![proptest_config(config())]

    /// Karo-four, move by move: the board and the outcome follow the model, the field
    /// stays 20 connected tiles, and the legal moves are exactly the rules' moves.
    #[test]
    fn test_four_legal_moves_match_the_rules(plan in plan()) {
        play_random_game::<KaroFour>(&plan, SHORT, |game, model, legal| {
            check_position(game, model)?;
            check_legal(game, model, legal)
        })?;
    }

    /// Karo-jumpers, move by move: as above.
    #[test]
    fn test_jumpers_legal_moves_match_the_rules(plan in plan()) {
        play_random_game::<KaroJumpers>(&plan, 150, |game, model, legal| {
            check_position(game, model)?;
            check_legal(game, model, legal)
        })?;
    }

    /// Position codes read back to the same game (history included) and write the same
    /// code again, in both variants.
    #[test]
    fn test_codes_round_trip(plan in plan()) {
        play_random_game::<KaroFour>(&plan, SHORT, |game, _, _| check_code(game, plan.options))?;
        play_random_game::<KaroJumpers>(&plan, 60, |game, _, _| check_code(game, plan.options))?;
    }

    /// Replaying the record of tokens gives the same game, whole and cut short.
    #[test]
    fn test_replay_gives_the_same_game(plan in plan(), cut in 0..SHORT) {
        for limit in [SHORT, cut] {
            let (game, model) = play_random_game::<KaroFour>(&plan, limit, |_, _, _| Ok(()))?;
            let (replayed, _) = replay::<KaroFour>(plan.options, model.record.iter().map(String::as_str))
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&replayed, &game);
            let (game, model) = play_random_game::<KaroJumpers>(&plan, limit, |_, _, _| Ok(()))?;
            let (replayed, _) = replay::<KaroJumpers>(plan.options, model.record.iter().map(String::as_str))
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&replayed, &game);
        }
    }

    /// Tokens that are not legal are refused and change nothing; legal ones are played.
    /// Misspelled tokens are `Malformed`, well-spelled cells off the board `NoSuchCell`.
    #[test]
    fn test_illegal_tokens_are_refused_and_change_nothing(
        plan in plan(),
        cut in 0..SHORT,
        probes in prop::collection::vec(probe(), 1..16),
    ) {
        let (game, model) = play_random_game::<KaroFour>(&plan, cut, |_, _, _| Ok(()))?;
        try_probes(game, model, &probes)?;
        let (game, model) = play_random_game::<KaroJumpers>(&plan, cut, |_, _, _| Ok(()))?;
        try_probes(game, model, &probes)?;
    }
}

proptest! {
    // Whole random games run to thousands of moves: a few suffice to see them end.
    #![proptest_config(ProptestConfig::with_cases(3))]

    /// Both variants to the end: every game ends, with the model's outcome after every
    /// move, and karo-four's field keeps its shape all the way.
    #[test]
    fn test_games_end(plan in plan()) {
        let (game, model) = play_random_game::<KaroFour>(&plan, usize::MAX, |game, model, _| {
            check_outcome(game, model, 64)
        })?;
        prop_assert!(game.outcome().is_some());
        check_position(&game, &model)?;
        let (game, model) = play_random_game::<KaroJumpers>(&plan, usize::MAX, |game, model, _| {
            check_outcome(game, model, 64)
        })?;
        prop_assert!(game.outcome().is_some());
        check_position(&game, &model)?;
    }
}

/// The outcome and the side to move after every move, the field's shape after every
/// move, and the whole board every `every` moves (comparing all 400 cells each time
/// would take most of the test's time).
fn check_outcome<G: Karo>(game: &G, model: &Model, every: usize) -> Result<(), TestCaseError> {
    prop_assert_eq!(game.outcome(), model.outcome, "{:?}", game);
    prop_assert_eq!(game.to_move(), model.to_move());
    if G::FOUR {
        prop_assert_eq!(model.tiles.len(), 20);
        prop_assert!(Model::connected(&model.tiles), "field apart: {:?}", game);
        for (&xy, piece) in &model.pieces {
            prop_assert!(
                model.tiles.contains(&xy) && game.tile_at(xy),
                "no tile under {}",
                name(xy)
            );
            prop_assert_eq!(game.piece_at(xy), Some(*piece));
        }
        if model.plies >= 12 {
            prop_assert_eq!(model.pieces.len(), 12);
        }
    }
    if model.plies.is_multiple_of(every) {
        check_position(game, model)?;
    }
    Ok(())
}

/// A token to try: built from cells near the pieces, or any text.
#[derive(Clone, Debug)]
enum Probe {
    /// `from-to`, `from-to/tile` or `cell`, from offsets to the `k`-th piece.
    Near(usize, Xy, Xy, Option<Xy>, bool),
    Text(String),
}

fn probe() -> impl Strategy<Value = Probe> {
    let offset = || (-2..=2, -2..=2);
    let texts = prop::sample::select(vec![
        "",
        "pass",
        "PASS",
        "a1",
        "a01",
        "A1",
        "a1-",
        "-a1",
        "a1-a2/",
        "a1/a2",
        "u1",
        "a21",
        "t20-t19",
        "a1-b2-c3",
        "a1-a2/b3/c4",
        "pass/a1",
        "d1-d2",
        "é1",
        " a1",
    ]);
    prop_oneof![
        4 => (any::<usize>(), offset(), offset(), prop::option::of((-6..=6, -6..=6)), any::<bool>())
            .prop_map(|(k, a, b, t, step)| Probe::Near(k, a, b, t, step)),
        1 => "[a-u][0-9]{1,3}(-[a-u][0-9]{1,3}(/[a-u][0-9]{1,2})?)?".prop_map(Probe::Text),
        1 => "\\PC{0,8}".prop_map(Probe::Text),
        1 => texts.prop_map(|t| Probe::Text(t.to_owned())),
    ]
}

fn try_probes<G: Karo + PartialEq>(
    mut game: G,
    mut model: Model,
    probes: &[Probe],
) -> Result<(), TestCaseError> {
    let clamp = |(c, r): Xy| (c.clamp(0, G::COLS - 1), r.clamp(0, G::ROWS - 1));
    for probe in probes {
        let token = match probe {
            Probe::Near(k, a, b, tile, step) => {
                let pieces: Vec<Xy> = model.pieces.keys().copied().collect();
                let base = pieces
                    .get(k % pieces.len().max(1))
                    .copied()
                    .unwrap_or((9, 10));
                let from = clamp(add(base, *a, 1));
                let to = clamp(add(from, *b, 1));
                match (tile, step) {
                    (_, false) => name(to),
                    (None, true) => format!("{}-{}", name(from), name(to)),
                    (Some(t), true) => format!(
                        "{}-{}/{}",
                        name(from),
                        name(to),
                        name(clamp(add(base, *t, 1)))
                    ),
                }
            }
            Probe::Text(text) => text.clone(),
        };
        let parsed = Mv::read(&token, G::COLS, G::ROWS, G::FOUR);
        let legal = model.legal();
        let before = game.clone();
        let code = game.to_code();
        match game.play_token(&token) {
            Ok(m) => {
                let read = parsed.map_err(|e| TestCaseError::fail(format!("{token}: {e}")))?;
                prop_assert!(legal.contains(&read), "{} accepted in {:?}", token, before);
                prop_assert_eq!(game.format_move(m), token.clone());
                model.apply(read);
                same_board(&game, &model)?;
            }
            Err(error) => {
                prop_assert!(game == before, "{} changed the game", token);
                prop_assert_eq!(game.to_code(), code);
                match parsed {
                    Err(expected) if model.outcome.is_none() => {
                        prop_assert_eq!(error, expected, "{}", token)
                    }
                    Err(_) => prop_assert!(
                        error == MoveError::GameOver
                            || error == MoveError::Malformed
                            || error == MoveError::NoSuchCell
                    ),
                    Ok(m) => {
                        prop_assert!(
                            !legal.contains(&m),
                            "{} refused ({}) in {:?}",
                            token,
                            error,
                            before
                        );
                        let expected_over = model.outcome.is_some();
                        prop_assert_eq!(
                            error == MoveError::GameOver,
                            expected_over,
                            "{}: {}",
                            token,
                            error
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

#[test]
fn test_model_reads_tokens_like_the_rules() {
    assert_eq!(
        Mv::read("l12-m12/h9", 20, 20, true),
        Ok(Mv::Relocate((11, 11), (12, 11), (7, 8)))
    );
    assert_eq!(Mv::read("a1", 3, 8, false), Err(MoveError::Malformed));
    assert_eq!(Mv::read("d1-a1", 3, 8, false), Err(MoveError::NoSuchCell));
}
