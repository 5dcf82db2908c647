//! Property tests for Kauri: random legal games, checked against a small independent
//! model of `docs/rules/kauri.md` (its own ring, its own sowing, its own judge of the end
//! with the whole history, its own reading of move tokens).

use std::collections::HashMap;

use engine::{
    Game, MoveError, Outcome, Seat, ToMove,
    kauri::{Event, First, Item, Kauri, KauriMove, KauriOptions, Pit, Side},
    replay,
};
use proptest::{prelude::*, test_runner::TestCaseError};

/// Far more moves than any random game was seen to need (the longest of three million
/// was under 5,000): a game that goes on past this has lost its way to the end.
const MOVES_BOUND: usize = 50_000;

/// (stones, cowries) of the twelve pits, S0–S5 then N0–N5.
type Pits = [(u32, u32); 12];

/// A whole position as the repetition rule sees it: pits, stores, side to move.
type State = (Pits, [u32; 2], usize);

fn side_index(side: Side) -> usize {
    match side {
        Side::South => 0,
        Side::North => 1,
    }
}

/// The game as the model sees it, built only from the moves played.
#[derive(Clone, Debug)]
struct Model {
    pits: Pits,
    stores: [u32; 2],
    /// 0 south, 1 north.
    side: usize,
    /// Every position since the start, with how often it occurred (never reset).
    seen: HashMap<State, usize>,
    record: Vec<String>,
    moves: Vec<KauriMove>,
}

impl Model {
    fn new(options: KauriOptions) -> Self {
        let side = match options.first {
            First::South => 0,
            First::North => 1,
        };
        let mut model = Model {
            pits: [(5, 1); 12],
            stores: [0, 0],
            side,
            seen: HashMap::new(),
            record: Vec::new(),
            moves: Vec::new(),
        };
        model.seen.insert(model.state(), 1);
        model
    }

    /// A model of a game set up from a position: its first occurrence.
    fn set_up(game: &Kauri) -> Self {
        let (pits, stores, side) = engine_state(game);
        let mut model = Model {
            pits,
            stores,
            side,
            seen: HashMap::new(),
            record: Vec::new(),
            moves: Vec::new(),
        };
        model.seen.insert(model.state(), 1);
        model
    }

    fn state(&self) -> State {
        (self.pits, self.stores, self.side)
    }

    /// The ring indices of a side's pits, `a` to `f`.
    fn own(side: usize) -> std::ops::Range<usize> {
        side * 6..side * 6 + 6
    }

    fn has_cowrie(&self, side: usize) -> bool {
        Self::own(side).any(|i| self.pits[i].1 > 0)
    }

    fn stones_in_pits(&self) -> u32 {
        self.pits.iter().map(|p| p.0).sum()
    }

    fn larger(&self) -> Option<Outcome> {
        match self.stores[0].cmp(&self.stores[1]) {
            std::cmp::Ordering::Greater => Some(Outcome::Winner(Seat(0))),
            std::cmp::Ordering::Less => Some(Outcome::Winner(Seat(1))),
            std::cmp::Ordering::Equal => None,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.stores.iter().any(|&n| n >= 31) {
            return self.larger();
        }
        if self.stones_in_pits() == 0 {
            if let Some(winner) = self.larger() {
                return Some(winner);
            }
            if !self.has_cowrie(self.side) {
                return Some(Outcome::Winner(Seat(1 - self.side as u8)));
            }
        }
        if self.seen.get(&self.state()).copied().unwrap_or(0) >= 3 {
            return self.larger().or(Some(Outcome::Draw));
        }
        None
    }

    /// Every legal token, sorted.
    fn legal_tokens(&self) -> Vec<String> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let mut tokens: Vec<String> = Self::own(self.side)
            .filter(|&i| self.pits[i].1 > 0)
            .map(|i| char::from(b'a' + (i % 6) as u8).to_string())
            .collect();
        if tokens.is_empty() {
            tokens.push("pass".to_owned());
        }
        tokens
    }

    /// What `play_token` must answer.
    fn verdict(&self, token: &str) -> Result<(), MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        let letter = match token {
            "pass" if self.has_cowrie(self.side) => return Err(MoveError::MustSow),
            "pass" => return Ok(()),
            "a" | "b" | "c" | "d" | "e" | "f" => usize::from(token.as_bytes()[0] - b'a'),
            _ => return Err(MoveError::Malformed),
        };
        if !self.has_cowrie(self.side) {
            Err(MoveError::MustPass)
        } else if self.pits[self.side * 6 + letter].1 == 0 {
            Err(MoveError::NoCowrie)
        } else {
            Ok(())
        }
    }

    /// Plays a legal token the way `docs/rules/kauri.md`, rules 7–13, tells it.
    fn apply(&mut self, token: &str, m: KauriMove) {
        if token != "pass" {
            let from = self.side * 6 + usize::from(token.as_bytes()[0] - b'a');
            let (stones, cowries) = std::mem::take(&mut self.pits[from]);
            let cowrie_at_start: Vec<bool> = self.pits.iter().map(|p| p.1 > 0).collect();
            // The pits in sowing order, round and round, never the starting pit.
            let targets = (1..)
                .map(|k| (from + k) % 12)
                .filter(|&i| i != from)
                .take((stones + cowries) as usize);
            let items = std::iter::repeat_n(true, stones as usize)
                .chain(std::iter::repeat_n(false, cowries as usize));
            for (i, is_stone) in targets.zip(items) {
                let theirs = !Self::own(self.side).contains(&i);
                if is_stone {
                    if theirs && self.pits[i].1 > 0 && self.pits[i].0 == 0 {
                        self.stores[1 - self.side] += 1;
                    } else {
                        self.pits[i].0 += 1;
                    }
                } else {
                    self.pits[i].1 += 1;
                    if theirs && !cowrie_at_start[i] {
                        self.stores[self.side] += std::mem::take(&mut self.pits[i].0);
                    }
                }
            }
        }
        self.side = 1 - self.side;
        *self.seen.entry(self.state()).or_insert(0) += 1;
        self.record.push(token.to_owned());
        self.moves.push(m);
    }
}

/// The engine's position in the model's terms.
fn engine_state(game: &Kauri) -> State {
    let mut pits = [(0, 0); 12];
    for p in Pit::all() {
        pits[p.index()] = (u32::from(game.stones(p)), u32::from(game.cowries(p)));
    }
    let stores = [Side::South, Side::North].map(|s| u32::from(game.store(s)));
    (pits, stores, side_index(game.side_to_move()))
}

/// A set-up position in the cowries-only tie-break, and a cycle of moves that comes back
/// to it: random play almost never repeats a position, so some games follow the cycle
/// for a while (and end in a draw if they follow it twice).
const CYCLE_START: &str = "0c-0cc-0cc-0-0c-0/0c-0c-0c-0c-0-0cc.30-30.n";
const CYCLE: &str = "aaccdbfeaabdef";

/// How a random game is played.
#[derive(Clone, Debug)]
struct Plan {
    options: KauriOptions,
    /// One number per move; the move is picked by `choice % candidates`.
    choices: Vec<u32>,
    /// If set, the game starts from `CYCLE_START` and follows `CYCLE` for this many moves.
    cycle: Option<usize>,
}

fn plan() -> impl Strategy<Value = Plan> {
    (
        prop::sample::select(vec![First::South, First::North]),
        prop::collection::vec(any::<u32>(), 1..=200),
        prop::option::weighted(0.25, 0..=2 * CYCLE.len() + 2),
    )
        .prop_map(|(first, choices, cycle)| Plan {
            options: KauriOptions { first },
            choices,
            cycle,
        })
}

/// The position a plan starts from.
fn start(plan: &Plan) -> Result<Kauri, TestCaseError> {
    match plan.cycle {
        None => Ok(Kauri::new(plan.options)),
        Some(_) => Kauri::from_code(plan.options, CYCLE_START)
            .map_err(|e| TestCaseError::fail(e.to_string())),
    }
}

/// The plan's move at `step` among the `legal` ones.
fn pick(plan: &Plan, step: usize, game: &Kauri, legal: &[KauriMove]) -> Option<KauriMove> {
    if plan.cycle.is_some_and(|n| step < n) {
        let letter = CYCLE.as_bytes()[step % CYCLE.len()];
        return game.parse_move(&char::from(letter).to_string()).ok();
    }
    let choice = plan.choices[step % plan.choices.len()] as usize;
    legal.get(choice % legal.len().max(1)).copied()
}

/// Plays a random legal game to its end, calling `check` on the start position and after
/// every move. Stops after `limit` moves if given.
fn play_random_game(
    plan: &Plan,
    limit: Option<usize>,
    mut check: impl FnMut(&Kauri, &Model, &[KauriMove]) -> Result<(), TestCaseError>,
) -> Result<(Kauri, Model), TestCaseError> {
    let mut game = start(plan)?;
    let mut model = match plan.cycle {
        None => Model::new(plan.options),
        Some(_) => Model::set_up(&game),
    };
    let mut legal = Vec::new();
    for step in 0..=MOVES_BOUND {
        game.legal_moves(&mut legal);
        check(&game, &model, &legal)?;
        if game.outcome().is_some() || limit == Some(step) {
            return Ok((game, model));
        }
        prop_assert!(!legal.is_empty(), "no legal move, no outcome: {game:?}");
        let m = pick(plan, step, &game, &legal)
            .ok_or_else(|| TestCaseError::fail(format!("no move at {step}")))?;
        prop_assert_eq!(game.play(m), Ok(()), "legal move {:?} refused", m);
        let token = game.format_move(m);
        model.apply(&token, m);
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

    /// Invariant 1: 60 stones and 12 cowries are always there (pits plus stores), the
    /// game always ends, and the engine follows the model move by move: pits, stores,
    /// side to move and outcome.
    #[test]
    fn test_every_game_ends_and_conserves_stones_and_cowries(plan in plan()) {
        let (game, model) = play_random_game(&plan, None, |game, model, legal| {
            let stones: u32 = Pit::all().map(|p| u32::from(game.stones(p))).sum::<u32>()
                + u32::from(game.store(Side::South))
                + u32::from(game.store(Side::North));
            let cowries: u32 = Pit::all().map(|p| u32::from(game.cowries(p))).sum();
            prop_assert_eq!((stones, cowries), (60, 12), "{:?}", game);
            prop_assert_eq!(engine_state(game), model.state(), "{:?}", model.record);
            prop_assert_eq!(game.outcome(), model.outcome(), "{:?}", model.record);
            prop_assert_eq!(legal.is_empty(), game.outcome().is_some());
            prop_assert_eq!(game.to_move().is_none(), game.outcome().is_some());
            if game.outcome().is_none() {
                prop_assert_eq!(game.to_move(), Some(ToMove::Seat(Seat(model.side as u8))));
            }
            prop_assert_eq!(game.score(), Some(model.stores.to_vec()));
            Ok(())
        })?;
        prop_assert!(game.outcome().is_some());
        prop_assert_eq!(game.outcome(), model.outcome());
    }

    /// Invariant 2: the legal moves are exactly the rules' legal moves, each is
    /// `is_legal` (and no other move is), and each token round-trips.
    #[test]
    fn test_legal_moves_are_legal_and_their_tokens_round_trip(plan in plan()) {
        play_random_game(&plan, None, |game, model, legal| {
            let mut tokens = Vec::new();
            for &m in legal {
                prop_assert!(game.is_legal(m), "{:?} listed but not legal", m);
                let token = game.format_move(m);
                prop_assert!(is_url_safe(&token), "token {:?}", token);
                prop_assert_eq!(game.parse_move(&token), Ok(m), "token {:?}", token);
                tokens.push(token);
            }
            tokens.sort();
            let listed = tokens.len();
            tokens.dedup();
            prop_assert_eq!(tokens.len(), listed, "a move listed twice");
            prop_assert_eq!(&tokens, &model.legal_tokens(), "{:?}", game);
            for token in ["a", "b", "c", "d", "e", "f", "pass"] {
                let m = game.parse_move(token).map_err(|e| TestCaseError::fail(e.to_string()))?;
                prop_assert_eq!(game.is_legal(m), tokens.iter().any(|t| t == token), "{}", token);
            }
            Ok(())
        })?;
    }

    /// Invariant 3: the position code reads back to the same position (with its history)
    /// after every move, writes the same code again, and is URL-safe. (Reading a code
    /// replays its moves, so past 64 moves without a capture only the codes with 128,
    /// 256, 512, … moves and the last one are read.)
    #[test]
    fn test_position_code_round_trips_after_every_move(plan in plan()) {
        play_random_game(&plan, None, |game, _, _| {
            let code = game.to_code();
            let moves = code.split('.').nth(3).map_or(0, str::len);
            if moves > 64 && !moves.is_power_of_two() && !game.is_over() {
                return Ok(());
            }
            prop_assert!(is_url_safe(&code), "code {:?}", code);
            let read = Kauri::from_code(plan.options, &code)
                .map_err(|e| TestCaseError::fail(format!("{code}: {e}")))?;
            prop_assert_eq!(&read, game, "code {}", code);
            prop_assert_eq!(read.to_code(), code);
            prop_assert_eq!(read.outcome(), game.outcome());
            prop_assert_eq!(read.occurrences(), game.occurrences());
            Ok(())
        })?;
    }

    /// Invariant 4: replaying the record of tokens gives the same position and moves,
    /// for the whole game and for a prefix of it.
    #[test]
    fn test_replaying_the_record_gives_the_same_position(
        plan in plan(),
        cut in 0..=300usize,
    ) {
        for limit in [None, Some(cut)] {
            let (game, model) = play_random_game(&plan, limit, |_, _, _| Ok(()))?;
            let record = model.record.iter().map(String::as_str);
            let replayed = if plan.cycle.is_some() {
                let mut replayed = start(&plan)?;
                for token in record {
                    replayed.play_token(token).map_err(|e| TestCaseError::fail(e.to_string()))?;
                }
                replayed
            } else {
                let (replayed, moves) = replay::<Kauri>(plan.options, record)
                    .map_err(|e| TestCaseError::fail(format!("{:?}: {e}", model.record)))?;
                prop_assert_eq!(moves, model.moves);
                replayed
            };
            prop_assert_eq!(&replayed, &game);
            prop_assert_eq!(replayed.to_code(), game.to_code());
        }
    }

    /// Invariant 5: the drop-by-drop report of every move, applied to the position before
    /// it, gives the position after it; it lifts what the pit held and sows exactly that,
    /// stones first.
    #[test]
    fn test_drop_by_drop_report_replays_to_the_same_position(plan in plan()) {
        let mut game = start(&plan)?;
        let mut legal = Vec::new();
        let mut events = Vec::new();
        for step in 0..=MOVES_BOUND {
            game.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            let Some(m) = pick(&plan, step, &game, &legal) else {
                break;
            };
            let (mut pits, mut stores, side) = engine_state(&game);
            let mut quiet = game.clone();
            quiet.play_unchecked(m);
            prop_assert_eq!(game.play_reporting(m, &mut events), Ok(()));
            prop_assert_eq!(&game, &quiet, "reporting and playing agree");
            let mut sown = Vec::new();
            let mut lifted = None;
            for (i, &event) in events.iter().enumerate() {
                match event {
                    Event::Lift { pit, stones, cowries } => {
                        prop_assert_eq!(i, 0, "lift first");
                        prop_assert_eq!(side_index(pit.side()), side);
                        prop_assert_eq!(pits[pit.index()], (u32::from(stones), u32::from(cowries)));
                        prop_assert!(cowries > 0);
                        pits[pit.index()] = (0, 0);
                        lifted = Some((pit, stones, cowries));
                    }
                    Event::Sow { pit, item } => {
                        prop_assert!(lifted.is_some_and(|(from, _, _)| from != pit), "{:?}", event);
                        match item {
                            Item::Stone => pits[pit.index()].0 += 1,
                            Item::Cowrie => pits[pit.index()].1 += 1,
                        }
                        sown.push(item);
                    }
                    Event::Capture { pit, stones, store } => {
                        prop_assert!(stones > 0);
                        prop_assert!(side_index(pit.side()) != side, "captures on the other side");
                        prop_assert!(pits[pit.index()].0 >= u32::from(stones));
                        pits[pit.index()].0 -= u32::from(stones);
                        stores[side_index(store)] += u32::from(stones);
                    }
                    Event::Pass => {
                        prop_assert_eq!(events.len(), 1);
                        prop_assert_eq!(m, KauriMove::Pass);
                    }
                }
            }
            if let Some((_, stones, cowries)) = lifted {
                let expected: Vec<Item> = std::iter::repeat_n(Item::Stone, stones.into())
                    .chain(std::iter::repeat_n(Item::Cowrie, cowries.into()))
                    .collect();
                prop_assert_eq!(sown, expected);
            }
            prop_assert_eq!((pits, stores, 1 - side), engine_state(&game), "{:?}", events);
        }
        prop_assert!(game.is_over());
    }

    /// Invariant 6: tokens that are not legal (pits without a cowrie, a pass with a
    /// cowrie to sow, pits when a pass is due, malformed text, any move after the end)
    /// are refused with the right error and change nothing; legal ones are played.
    #[test]
    fn test_illegal_tokens_are_refused_and_change_nothing(
        plan in plan(),
        cut in 0..=300usize,
        probes in prop::collection::vec(probe(), 1..12),
    ) {
        let (mut game, mut model) = play_random_game(&plan, Some(cut), |_, _, _| Ok(()))?;
        for token in probes {
            let expected = model.verdict(&token);
            let before = game.clone();
            let code = game.to_code();
            match game.play_token(&token) {
                Ok(m) => {
                    prop_assert_eq!(expected, Ok(()), "{:?} accepted in {:?}", token, before);
                    prop_assert_eq!(game.format_move(m), token.clone());
                    model.apply(&token, m);
                    prop_assert_eq!(engine_state(&game), model.state());
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

fn probe() -> impl Strategy<Value = String> {
    let texts = prop::sample::select(vec![
        "", "A", "F", "g", "z", "Pass", "PASS", "p", "pas", "passs", " a", "a ", "aa", "a1", "S0",
        "N5", "0", "-", "é", "pass ",
    ]);
    prop_oneof![
        6 => prop::sample::select(vec!["a", "b", "c", "d", "e", "f", "pass"]).prop_map(str::to_owned),
        2 => "[a-z0-9=./ -]{0,4}",
        1 => "\\PC{0,6}",
        1 => texts.prop_map(str::to_owned),
    ]
}
