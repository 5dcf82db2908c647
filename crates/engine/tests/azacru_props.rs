//! Property tests for Azacru: random legal games with 2, 3 and 4 players, checked against
//! the small independent model of `docs/rules/azacru.md` in `azacru_model`.

mod azacru_model;

use std::collections::HashSet;

use azacru_model::{Cell, Model, N, SetUp, field, model_perft, name, sides};

use engine::{
    Game, Outcome, ToMove,
    azacru::{Azacru, AzacruMove, AzacruOptions, Field, Players, Side, Twist},
    replay,
};
use proptest::{prelude::*, test_runner::TestCaseError};

/// No random game may go on longer than this.
const MOVES_BOUND: usize = 5000;

/// How a random game is played.
#[derive(Clone, Debug)]
struct Plan {
    players: u8,
    first: Side,
    /// One number per move; the move is picked by `choice % candidates`.
    choices: Vec<u32>,
    /// How often (in percent) a step onto an own marker is preferred, when there is
    /// one: such steps make long games where positions come back.
    circling: u32,
    /// A set-up position to start from instead of the start of the rules.
    setup: Option<SetUp>,
}

impl Plan {
    fn options(&self) -> AzacruOptions {
        AzacruOptions {
            players: match self.players {
                2 => Players::Two,
                3 => Players::Three,
                _ => Players::Four,
            },
            first: Some(self.first),
        }
    }
}

/// Territories: each side's markers around a seed field (each field goes to the nearest
/// seed), with gaps; one or two chevrons each on free fields of its territory.
fn territories(players: u8) -> impl Strategy<Value = SetUp> {
    let n = sides(players).len();
    let seeds = prop::collection::vec((0..N, 0..N), n);
    let gaps = prop::collection::vec(prop::bool::weighted(0.25), 81);
    let per_side = prop::collection::vec((any::<usize>(), 0usize..8), 1..=2);
    (seeds, gaps, prop::collection::vec(per_side, n)).prop_map(|(seeds, gaps, picks)| {
        let markers: Vec<Option<usize>> = Model::cells()
            .zip(gaps)
            .map(|(cell, gap)| {
                let distance = |s: &Cell| (s.0 - cell.0).abs().max((s.1 - cell.1).abs());
                let nearest = (0..seeds.len()).min_by_key(|&i| distance(&seeds[i]));
                nearest.filter(|_| !gap)
            })
            .collect();
        let mut taken = Vec::new();
        let chevrons = picks
            .iter()
            .enumerate()
            .map(|(side, picks)| {
                let mut placed = Vec::new();
                for &(pick, dir) in picks {
                    let free: Vec<Cell> = Model::cells()
                        .enumerate()
                        .filter(|&(i, c)| markers[i] == Some(side) && !taken.contains(&c))
                        .map(|(_, c)| c)
                        .collect();
                    if let Some(&cell) = free.get(pick % free.len().max(1)) {
                        taken.push(cell);
                        placed.push((cell, dir));
                    }
                }
                placed
            })
            .collect();
        SetUp { markers, chevrons }
    })
}

/// Squares: each side's four markers around one of the four corners where four regions
/// meet, its chevron on one of them, mostly facing so that it can go round the square
/// (a step into the next region and a twist, four times; mostly clockwise for all,
/// which the circling rule of play in `pick` follows); a few stray markers.
fn squares(players: u8) -> impl Strategy<Value = SetUp> {
    let n = sides(players).len();
    let corners = Just(vec![(2, 2), (5, 2), (2, 5), (5, 5)]).prop_shuffle();
    let chevron = (0usize..4, prop::bool::weighted(0.95), 0usize..8);
    let strays = prop::collection::vec(prop::option::weighted(0.03, 0..n), 81);
    (
        corners,
        prop::bool::weighted(0.9),
        prop::collection::vec(chevron, n),
        strays,
    )
        .prop_map(move |(corners, clockwise, chevrons, strays)| {
            let mut markers = strays;
            let mut placed = Vec::new();
            for (side, (&(c, r), &(start, circles, other))) in
                corners.iter().zip(&chevrons).enumerate()
            {
                // Bottom left, bottom right, top right, top left; each facing the
                // diagonal from which the next step and its twist lead on.
                let square = [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)];
                for &(sc, sr) in &square {
                    markers[(sc * N + sr) as usize] = Some(side);
                }
                let facing = match (circles, clockwise) {
                    (true, false) => [3, 1, 7, 5][start],
                    (true, true) => [7, 5, 3, 1][start],
                    (false, _) => other,
                };
                placed.push(vec![(square[start], facing)]);
            }
            SetUp {
                markers,
                chevrons: placed,
            }
        })
}

fn plan() -> impl Strategy<Value = Plan> {
    // From the start of the rules, from territories, and from squares where the
    // chevrons mostly circle (which needs the fixed rule of play, circling 100).
    let start = |players| {
        prop_oneof![
            2 => (Just(None), prop::sample::select(vec![0u32, 50, 90, 100])),
            1 => (territories(players).prop_map(Some), prop::sample::select(vec![0u32, 90, 100])),
            2 => (squares(players).prop_map(Some), prop::sample::select(vec![50u32, 100, 100, 100])),
        ]
    };
    (2u8..=4)
        .prop_flat_map(move |players| {
            (
                Just(players),
                0usize..4,
                prop::collection::vec(any::<u32>(), 1..=200),
                start(players),
            )
        })
        .prop_map(|(players, first, choices, (setup, circling))| {
            let sides = sides(players);
            Plan {
                players,
                first: sides[first % sides.len()],
                choices,
                circling,
                setup,
            }
        })
}

fn pick(plan: &Plan, step: usize, model: &Model, legal: &[String]) -> String {
    let choice = plan.choices[step % plan.choices.len()];
    let circling = model.circling(legal);
    if plan.circling == 100 {
        // Always the last in byte order (a right twist where there is one): a rule of
        // play that depends on the position alone, so once only such steps are played
        // the positions must come round again; it also takes the chevrons of `squares`
        // round their squares clockwise.
        if let Some(last) = circling.last() {
            return (*last).clone();
        }
    } else if choice % 100 < plan.circling && !circling.is_empty() {
        return circling[(choice / 100) as usize % circling.len()].clone();
    }
    legal[choice as usize % legal.len()].clone()
}

/// The game and the model at the start of the plan: the start of the rules, or the
/// set-up position read from the code the model writes.
fn start_game(plan: &Plan) -> Result<(Azacru, Model), TestCaseError> {
    Ok(match &plan.setup {
        None => (
            Azacru::new(plan.options()),
            Model::new(plan.players, plan.first),
        ),
        Some(setup) => {
            let model = Model::from_setup(plan.players, plan.first, setup);
            let code = model.code();
            let game = Azacru::from_code(plan.options(), &code)
                .map_err(|e| TestCaseError::fail(format!("{code}: {e}")))?;
            prop_assert_eq!(game.to_code(), code.clone(), "the code read back");
            (game, model)
        }
    })
}

/// Plays a random legal game to its end, calling `check` on the start position and after
/// every move. Stops after `limit` moves if given.
fn play_random_game(
    plan: &Plan,
    limit: Option<usize>,
    mut check: impl FnMut(&Azacru, &Model, &[AzacruMove]) -> Result<(), TestCaseError>,
) -> Result<(Azacru, Model), TestCaseError> {
    let (mut game, mut model) = start_game(plan)?;
    let mut legal = Vec::new();
    for step in 0..=MOVES_BOUND {
        game.legal_moves(&mut legal);
        check(&game, &model, &legal)?;
        if game.is_over() || limit == Some(step) {
            return Ok((game, model));
        }
        let tokens = model.legal();
        prop_assert!(!tokens.is_empty(), "no legal move, no outcome: {:?}", game);
        let token = pick(plan, step, &model, &tokens);
        let m = game
            .play_token(&token)
            .map_err(|e| TestCaseError::fail(format!("{token}: {e} in {game:?}")))?;
        model.apply(&token, m);
    }
    Err(TestCaseError::fail(format!(
        "no end after {MOVES_BOUND} moves: {game:?}"
    )))
}

fn is_url_safe(text: &str) -> bool {
    text.bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-=/.".contains(&b))
}

/// The engine's view of the board, compared field by field with the model's.
fn same_board(game: &Azacru, model: &Model) -> Result<(), TestCaseError> {
    for cell in Model::cells() {
        let f = field(cell);
        prop_assert_eq!(
            game.marker(f),
            model.marker(cell),
            "marker on {}",
            name(cell)
        );
        let chevron = game.chevron(f).map(|c| (c.side, c.facing as usize));
        prop_assert_eq!(chevron, model.chevron(cell), "chevron on {}", name(cell));
    }
    // The quick listing of each side's chevrons, against the model's fields.
    for side in Side::ALL {
        let listed: Vec<_> = game
            .chevrons_of(side)
            .map(|(f, c)| (f, c.side, c.facing as usize))
            .collect();
        let mut expected: Vec<_> = Model::cells()
            .filter_map(|cell| match model.chevron(cell) {
                Some((s, facing)) if s == side => Some((field(cell), s, facing)),
                _ => None,
            })
            .collect();
        expected.sort();
        prop_assert_eq!(listed, expected, "chevrons of {:?}", side);
    }
    Ok(())
}

fn config() -> ProptestConfig {
    ProptestConfig::with_cases(48)
}

proptest! {
    #![proptest_config(config())]

    /// The game agrees with the model after every move: board, turn, score, outcome and
    /// the legal moves; a field holds at most one marker and one chevron, so markers lie
    /// on at most 81 fields; chevrons leave only through their own connection; and every
    /// game ends.
    #[test]
    fn test_games_follow_the_rules_and_end(plan in plan()) {
        let mut before: Option<Vec<usize>> = None;
        let sides = sides(plan.players);
        let (game, _) = play_random_game(&plan, None, |game, model, legal| {
            same_board(game, model)?;
            let to_move = (!model.is_over()).then_some(ToMove::Seat(model.now.turn.seat()));
            prop_assert_eq!(game.to_move(), to_move);
            prop_assert_eq!(game.outcome(), model.outcome());
            prop_assert_eq!(legal.is_empty(), game.is_over());
            prop_assert_ne!(game.outcome(), Some(Outcome::Draw));
            let mut tokens: Vec<String> = legal.iter().map(|&m| game.format_move(m)).collect();
            tokens.sort();
            prop_assert_eq!(&tokens, &model.legal());
            let score: Vec<u32> = sides.iter().map(|&s| model.fields(s)).collect();
            prop_assert_eq!(game.score(), Some(score.clone()));
            let marked = Field::all().filter(|&f| game.marker(f).is_some()).count() as u32;
            prop_assert_eq!(score.iter().sum::<u32>(), marked);
            prop_assert!(marked <= 81);
            let chevrons: Vec<usize> = sides.iter().map(|&s| game.chevrons(s) as usize).collect();
            let model_chevrons: Vec<usize> = sides.iter().map(|&s| model.chevrons(s)).collect();
            prop_assert_eq!(&chevrons, &model_chevrons);
            let standing = Field::all().filter(|&f| game.chevron(f).is_some()).count();
            prop_assert_eq!(chevrons.iter().sum::<usize>(), standing);
            // Only the mover's chevron may go, and only by a connection that took another
            // player's markers.
            if let (Some(before), Some(&last)) = (&before, model.moves.last()) {
                let mover = model.previous_turn();
                for (&side, (&b, &a)) in sides.iter().zip(before.iter().zip(&chevrons)) {
                    let lost = b.checked_sub(a);
                    if side != mover || lost == Some(0) {
                        prop_assert_eq!(lost, Some(0), "{:?} lost a chevron on {:?}", side, last);
                        continue;
                    }
                    prop_assert_eq!(lost, Some(1));
                    prop_assert!(model.took_foreign_markers(last), "{:?} removed by {:?}", side, last);
                }
            }
            before = Some(chevrons);
            Ok(())
        })?;
        prop_assert!(game.is_over());
    }

    /// Every listed move is legal, listed once, and its token (and its aliases) reads
    /// back to it; no move that is not listed is legal.
    #[test]
    fn test_legal_moves_are_legal_and_tokens_round_trip(plan in plan()) {
        play_random_game(&plan, None, |game, model, legal| {
            for (i, &m) in legal.iter().enumerate() {
                prop_assert!(game.is_legal(m), "{:?} listed but not legal", m);
                prop_assert!(!legal[..i].contains(&m), "{:?} listed twice", m);
                let token = game.format_move(m);
                prop_assert!(is_url_safe(&token), "token {:?}", token);
                prop_assert_eq!(game.parse_move(&token), Ok(m));
                let alias = match token.as_bytes().last() {
                    Some(b'l') => token.replace('l', "<"),
                    Some(b'r') => token.replace('r', ">"),
                    _ if token == "pass" => token.clone(),
                    _ => format!("{token}^"),
                };
                prop_assert_eq!(game.parse_move(&alias), Ok(m), "alias {:?}", alias);
            }
            // Every step of a chevron of the side to move, to every field, every twist.
            let listed: HashSet<AzacruMove> = legal.iter().copied().collect();
            let side = model.now.turn;
            for from in Field::all().filter(|&f| game.chevron(f).is_some_and(|c| c.side == side)) {
                for to in Field::all() {
                    for twist in Twist::ALL {
                        let m = AzacruMove::Step { from, to, twist };
                        prop_assert_eq!(game.is_legal(m), listed.contains(&m), "{:?}", m);
                    }
                }
            }
            prop_assert_eq!(game.is_legal(AzacruMove::Pass), legal.contains(&AzacruMove::Pass));
            Ok(())
        })?;
    }

    /// The position code reads back to the same position after every move, writes the
    /// same code again, and is URL-safe; the game read from it goes on the same way.
    #[test]
    fn test_position_code_round_trips_after_every_move(plan in plan()) {
        let options = plan.options();
        play_random_game(&plan, None, |game, _, legal| {
            let code = game.to_code();
            prop_assert!(is_url_safe(&code), "code {:?}", code);
            let read = Azacru::from_code(options, &code)
                .map_err(|e| TestCaseError::fail(format!("{code}: {e}")))?;
            prop_assert_eq!(&read, game, "code {}", code);
            prop_assert_eq!(read.to_code(), code);
            prop_assert_eq!(read.outcome(), game.outcome());
            let mut again = Vec::new();
            read.legal_moves(&mut again);
            prop_assert_eq!(again, legal.to_vec());
            Ok(())
        })?;
    }

    /// Replaying the record of tokens gives the same position and moves, for the whole
    /// game and for a prefix of it.
    #[test]
    fn test_replaying_the_record_gives_the_same_position(
        plan in plan(),
        cut in 0..=300usize,
    ) {
        for limit in [None, Some(cut)] {
            let (game, model) = play_random_game(&plan, limit, |_, _, _| Ok(()))?;
            let (mut replayed, _) = start_game(&plan)?;
            let mut moves = Vec::new();
            for token in &model.record {
                moves.push(replayed.play_token(token)
                    .map_err(|e| TestCaseError::fail(format!("{token}: {e}")))?);
            }
            if plan.setup.is_none() {
                let record = model.record.iter().map(String::as_str);
                let (from_start, _) = replay::<Azacru>(plan.options(), record)
                    .map_err(|e| TestCaseError::fail(format!("{:?}: {e}", model.record)))?;
                prop_assert_eq!(&from_start, &game);
            }
            prop_assert_eq!(&replayed, &game);
            prop_assert_eq!(replayed.to_code(), game.to_code());
            prop_assert_eq!(moves, model.moves.clone());
        }
    }

    /// Tokens that are not legal are refused with the rules' reason and change nothing;
    /// legal ones are played. Nothing panics.
    #[test]
    fn test_illegal_tokens_are_refused_and_change_nothing(
        plan in plan(),
        cut in 0..=300usize,
        probes in prop::collection::vec(probe(), 1..16),
    ) {
        let (mut game, mut model) = play_random_game(&plan, Some(cut), |_, _, _| Ok(()))?;
        for probe in probes {
            let token = match probe {
                Probe::FromChevron(k, to, suffix) => {
                    let side = model.now.turn;
                    let own: Vec<Cell> = Model::cells()
                        .filter(|&c| model.chevron(c).is_some_and(|(s, _)| s == side))
                        .collect();
                    let from = own.get(k % own.len().max(1)).copied().unwrap_or((4, 4));
                    format!("{}-{}{suffix}", name(from), name(to))
                }
                Probe::Text(text) => text,
            };
            let expected = model.verdict(&token);
            let before = game.clone();
            match game.play_token(&token) {
                Ok(m) => {
                    prop_assert_eq!(expected, Ok(()), "{:?} accepted in {:?}", token, before);
                    let canonical = game.format_move(m);
                    model.apply(&canonical, m);
                    same_board(&game, &model)?;
                }
                Err(error) => {
                    prop_assert_eq!(Err(error), expected, "{:?} in {:?}", token, before);
                    prop_assert_eq!(&game, &before, "{:?} changed the game", token);
                }
            }
        }
    }
}

#[test]
fn test_perft_matches_the_model() {
    for players in [2, 3, 4] {
        let plan = Plan {
            players,
            first: sides(players)[0],
            choices: vec![0],
            circling: 0,
            setup: None,
        };
        let game = Azacru::new(plan.options());
        let model = Model::new(players, plan.first);
        for depth in 1..=3 {
            assert_eq!(
                engine::perft(&game, depth),
                model_perft(&model, depth),
                "{players} players, depth {depth}"
            );
        }
    }
}

/// A token to try on a game.
#[derive(Clone, Debug)]
enum Probe {
    /// From the `k`-th chevron of the side to move (mod their number) to a field, with a
    /// suffix.
    FromChevron(usize, Cell, &'static str),
    /// A text.
    Text(String),
}

fn probe() -> impl Strategy<Value = Probe> {
    let texts = prop::sample::select(vec![
        "", "pass", "PASS", "pas", "e1", "e1-", "-e1", "e1-e2-e3", "E1-e2", "e01-e2", "e1-e2x",
        "e1-e2ll", "e1-e2<>", "e1-e2^l", "j1-j2", "a10-a9", "a0-a1", "e1-e1", "e1--e2", "é1-e2",
        "e1 e2", "e1-e2 ",
    ]);
    prop_oneof![
        6 => (
            any::<usize>(),
            (0..N, 0..N),
            prop::sample::select(vec!["", "l", "r", "<", ">", "^"]),
        ).prop_map(|(k, to, s)| Probe::FromChevron(k, to, s)),
        2 => "[a-k][0-9]{1,2}-[a-k][0-9]{1,2}[lr<>^x]?".prop_map(Probe::Text),
        1 => "[a-z0-9<>^ -]{0,6}".prop_map(Probe::Text),
        1 => "\\PC{0,6}".prop_map(Probe::Text),
        1 => texts.prop_map(|t| Probe::Text(t.to_owned())),
    ]
}
