//! Property tests for both Karo variants: random legal games, checked against a small
//! independent model of `docs/rules/karo-four.md` and `docs/rules/karo-jumpers.md` (its
//! own board, its own brute-force move lists, win and repetition judges, and its own
//! reading of move tokens).

mod karo_model;

use std::collections::BTreeSet;

use engine::{
    Game, MoveError,
    karo::{
        Colour, First, KaroOptions, Piece,
        four::{self, KaroFour},
        jumpers::{self, KaroJumpers},
    },
    replay,
};
use karo_model::{Model, Mv, Xy, add, name};
use proptest::{prelude::*, test_runner::TestCaseError};

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

proptest! {
    #![proptest_config(config())]

    /// A code with a few characters changed, added or taken out is either refused with a
    /// reason or read as a position that writes the very same code back: never a panic.
    #[test]
    fn test_damaged_codes_are_refused_or_read_exactly(
        plan in plan(),
        cut in 0..SHORT,
        edits in prop::collection::vec((any::<usize>(), 0..3u8, prop::sample::select(b"0123456789trswx./-=abcpz".to_vec())), 1..4),
    ) {
        let (four, _) = play_random_game::<KaroFour>(&plan, cut, |_, _, _| Ok(()))?;
        check_damaged(&four, plan.options, &edits)?;
        let (jumpers, _) = play_random_game::<KaroJumpers>(&plan, cut, |_, _, _| Ok(()))?;
        check_damaged(&jumpers, plan.options, &edits)?;
    }
}

fn check_damaged<G: Karo + PartialEq>(
    game: &G,
    options: KaroOptions,
    edits: &[(usize, u8, u8)],
) -> Result<(), TestCaseError> {
    let mut code = game.to_code().into_bytes();
    for &(at, kind, byte) in edits {
        let at = at % (code.len() + 1);
        match kind {
            0 if at < code.len() => code[at] = byte,
            1 => code.insert(at, byte),
            _ if at < code.len() => {
                code.remove(at);
            }
            _ => {}
        }
    }
    let code = String::from_utf8(code).map_err(|e| TestCaseError::fail(e.to_string()))?;
    if let Ok(read) = G::from_code(options, &code) {
        // Every position has one code: what is accepted is written back unchanged.
        prop_assert_eq!(read.to_code(), code);
        check_code(&read, options)?;
    }
    Ok(())
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
