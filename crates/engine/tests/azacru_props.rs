//! Property tests for Azacru: random legal games with 2, 3 and 4 players, checked against
//! a small independent model of `rules/azacru.md` (its own board, its own brute-force
//! move rules, its own reading of tokens, and a repetition count over every position
//! since the start, with no shortcut).

use std::collections::HashSet;

use engine::{
    Game, MoveError, Outcome, ToMove,
    azacru::{Azacru, AzacruMove, AzacruOptions, Field, Players, Side, Twist},
    replay,
};
use proptest::{prelude::*, test_runner::TestCaseError};

/// Fields on a side.
const N: i32 = 9;
/// The eight directions as (column step, row step), clockwise from north.
const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const DIR_NAMES: [&str; 8] = ["n", "ne", "e", "se", "s", "sw", "w", "nw"];
/// No random game may go on longer than this.
const MOVES_BOUND: usize = 5000;

type Cell = (i32, i32);

fn name((c, r): Cell) -> String {
    format!("{}{}", char::from(b'a' + c as u8), r + 1)
}

fn field(c: Cell) -> Field {
    Field::new(c.0 as u8, c.1 as u8).expect("on the board")
}

fn region((c, r): Cell) -> i32 {
    r / 3 * 3 + c / 3
}

/// The start of `rules/azacru.md`, from its table.
fn start(players: u8, side: Side) -> &'static str {
    match (players, side) {
        (2, Side::East) => "a9 se g9 s i5 w g1 n",
        (2, Side::West) => "c9 s a5 e c1 n i1 nw",
        (2, _) => "",
        (_, Side::East) => "g9 s i5 w g1 n",
        (_, Side::West) => "c9 s a5 e c1 n",
        (_, Side::North) => "e9 s a7 e i7 w",
        (3, Side::South) => "",
        (_, Side::South) => "a3 e i3 w e1 n",
    }
}

fn sides(players: u8) -> Vec<Side> {
    match players {
        2 => vec![Side::East, Side::West],
        3 => vec![Side::North, Side::East, Side::West],
        _ => vec![Side::North, Side::East, Side::South, Side::West],
    }
}

/// What a model position holds; two positions are the same when these are equal.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Snapshot {
    markers: [[Option<Side>; 9]; 9],
    chevrons: [[Option<(Side, usize)>; 9]; 9],
    turn: Side,
    triggered: bool,
}

/// A step as the rules describe it.
#[derive(Clone, Debug)]
struct Step {
    from: Cell,
    to: Cell,
    dir: usize,
    path: Vec<Cell>,
    connects: bool,
    removes: bool,
}

#[derive(Clone, Debug)]
struct Model {
    players: u8,
    now: Snapshot,
    turns_left: Option<usize>,
    /// Whether the position now has occurred three times.
    repeated: bool,
    /// Every position since the start, the start first.
    history: Vec<Snapshot>,
    record: Vec<String>,
    moves: Vec<AzacruMove>,
}

impl Model {
    fn new(players: u8, first: Side) -> Self {
        let mut now = Snapshot {
            markers: [[None; 9]; 9],
            chevrons: [[None; 9]; 9],
            turn: first,
            triggered: false,
        };
        for side in sides(players) {
            let words: Vec<&str> = start(players, side).split_whitespace().collect();
            for pair in words.chunks(2) {
                let bytes = pair[0].as_bytes();
                let (c, r) = (i32::from(bytes[0] - b'a'), i32::from(bytes[1] - b'1'));
                let dir = DIR_NAMES
                    .iter()
                    .position(|d| *d == pair[1])
                    .expect("a facing");
                now.chevrons[c as usize][r as usize] = Some((side, dir));
            }
        }
        Model {
            players,
            history: vec![now.clone()],
            now,
            turns_left: None,
            repeated: false,
            record: Vec::new(),
            moves: Vec::new(),
        }
    }

    fn marker(&self, (c, r): Cell) -> Option<Side> {
        self.now.markers[c as usize][r as usize]
    }

    fn chevron(&self, (c, r): Cell) -> Option<(Side, usize)> {
        self.now.chevrons[c as usize][r as usize]
    }

    fn cells() -> impl Iterator<Item = Cell> {
        (0..N).flat_map(|c| (0..N).map(move |r| (c, r)))
    }

    fn fields(&self, side: Side) -> u32 {
        Model::cells()
            .filter(|&c| self.marker(c) == Some(side))
            .count() as u32
    }

    fn chevrons(&self, side: Side) -> usize {
        Model::cells()
            .filter(|&c| self.chevron(c).map(|(s, _)| s) == Some(side))
            .count()
    }

    fn repeated(&self) -> bool {
        self.repeated
    }

    /// Who made the last move.
    fn previous_turn(&self) -> Side {
        let sides = sides(self.players);
        let i = sides
            .iter()
            .position(|&s| s == self.now.turn)
            .expect("in play");
        sides[(i + sides.len() - 1) % sides.len()]
    }

    /// Whether `m`, the last move, was a connection over another player's marker: it
    /// started and ended on the mover's markers, and a field between carried another's.
    fn took_foreign_markers(&self, m: AzacruMove) -> bool {
        let AzacruMove::Step { from, to, .. } = m else {
            return false;
        };
        let before = &self.history[self.history.len() - 2];
        let mover = self.previous_turn();
        let (from, to) = (
            (i32::from(from.col()), i32::from(from.row())),
            (i32::from(to.col()), i32::from(to.row())),
        );
        let k = (to.0 - from.0).abs().max((to.1 - from.1).abs());
        let unit = ((to.0 - from.0) / k, (to.1 - from.1) / k);
        let marker = |c: Cell| before.markers[c.0 as usize][c.1 as usize];
        marker(from) == Some(mover)
            && marker(to) == Some(mover)
            && (1..k).any(|i| {
                marker((from.0 + i * unit.0, from.1 + i * unit.1)).is_some_and(|s| s != mover)
            })
    }

    fn is_over(&self) -> bool {
        self.turns_left == Some(0) || self.repeated()
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let sides = sides(self.players);
        let best = sides.iter().map(|&s| self.fields(s)).max()?;
        let winners: Vec<Side> = sides
            .into_iter()
            .filter(|&s| self.fields(s) == best)
            .collect();
        Some(match winners[..] {
            [one] => Outcome::Winner(one.seat()),
            _ => Outcome::Winners(
                winners
                    .iter()
                    .fold(engine::Seats::default(), |seats, s| seats.with(s.seat())),
            ),
        })
    }

    /// The step from `from` to `to` for the side to move, or the rule that forbids it.
    fn step(&self, from: Cell, to: Cell) -> Result<Step, MoveError> {
        let side = self.now.turn;
        let Some((owner, facing)) = self.chevron(from) else {
            return Err(MoveError::NoChevron);
        };
        if owner != side {
            return Err(MoveError::NoChevron);
        }
        let (dc, dr) = (to.0 - from.0, to.1 - from.1);
        let k = dc.abs().max(dr.abs());
        if k == 0 || (dc != 0 && dr != 0 && dc.abs() != dr.abs()) {
            return Err(MoveError::NotStraight);
        }
        let dir = DIRS
            .iter()
            .position(|&d| d == (dc / k, dr / k))
            .expect("a unit step");
        if ![(facing + 7) % 8, facing, (facing + 1) % 8].contains(&dir) {
            return Err(MoveError::WrongDirection);
        }
        let power = Model::cells()
            .filter(|&c| region(c) == region(from) && self.marker(c) == Some(side))
            .count()
            .max(1);
        if k as usize > power {
            return Err(MoveError::BeyondPower);
        }
        if self.chevron(to).is_some() || self.marker(to).is_some_and(|s| s != side) {
            return Err(MoveError::FieldTaken);
        }
        let path: Vec<Cell> = (1..k)
            .map(|i| (from.0 + i * DIRS[dir].0, from.1 + i * DIRS[dir].1))
            .collect();
        let own_ends = self.marker(from) == Some(side) && self.marker(to) == Some(side);
        let jumps = path.iter().any(|&c| self.chevron(c).is_some());
        if jumps && !own_ends {
            return Err(MoveError::PathBlocked);
        }
        let connects = own_ends && k >= 2 && !jumps;
        let removes = connects
            && path
                .iter()
                .any(|&c| self.marker(c).is_some_and(|s| s != side));
        Ok(Step {
            from,
            to,
            dir,
            path,
            connects,
            removes,
        })
    }

    fn twists(step: &Step) -> &'static [&'static str] {
        if !step.removes && region(step.from) != region(step.to) {
            &["", "l", "r"]
        } else {
            &[""]
        }
    }

    /// Every legal token, by brute force over all pairs of fields.
    fn legal(&self) -> Vec<String> {
        if self.is_over() {
            return Vec::new();
        }
        let mut tokens = Vec::new();
        let side = self.now.turn;
        for from in Model::cells().filter(|&c| self.chevron(c).is_some_and(|(s, _)| s == side)) {
            for to in Model::cells() {
                if let Ok(step) = self.step(from, to) {
                    for twist in Model::twists(&step) {
                        tokens.push(format!("{}-{}{twist}", name(from), name(to)));
                    }
                }
            }
        }
        if tokens.is_empty() {
            tokens.push("pass".into());
        }
        tokens.sort();
        tokens
    }

    /// What `play_token` must answer.
    fn verdict(&self, token: &str) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if token == "pass" {
            return match self.legal()[..] {
                [ref only] if only == "pass" => Ok(()),
                _ => Err(MoveError::PassNotAllowed),
            };
        }
        let (from, to, twist) = read_token(token)?;
        let step = self.step(from, to)?;
        if !Model::twists(&step).contains(&twist) {
            return Err(MoveError::NoTwist);
        }
        Ok(())
    }

    fn next(&self, side: Side) -> Side {
        let sides = sides(self.players);
        let i = sides.iter().position(|&s| s == side).expect("in play");
        sides[(i + 1) % sides.len()]
    }

    /// Plays a legal token.
    fn apply(&mut self, token: &str, m: AzacruMove) {
        let side = self.now.turn;
        if token == "pass" {
            self.turns_left = Some(match self.turns_left {
                None => usize::from(self.players) - 1,
                Some(left) => left - 1,
            });
            self.now.triggered = true;
        } else {
            let (from, to, twist) = read_token(token).expect("a legal token");
            let step = self.step(from, to).expect("a legal step");
            self.now.chevrons[from.0 as usize][from.1 as usize] = None;
            self.now.markers[to.0 as usize][to.1 as usize] = Some(side);
            if step.connects {
                for &(c, r) in &step.path {
                    self.now.markers[c as usize][r as usize] = Some(side);
                }
            }
            if !step.removes {
                let facing = match twist {
                    "l" => (step.dir + 7) % 8,
                    "r" => (step.dir + 1) % 8,
                    _ => step.dir,
                };
                self.now.chevrons[to.0 as usize][to.1 as usize] = Some((side, facing));
            }
            if let Some(left) = &mut self.turns_left {
                *left -= 1;
            }
        }
        self.now.turn = self.next(side);
        self.history.push(self.now.clone());
        self.repeated = self.history.iter().filter(|s| **s == self.now).count() >= 3;
        self.record.push(token.to_owned());
        self.moves.push(m);
    }
}

impl Model {
    /// The steps among `legal` that change no marker: onto an own marker, filling no
    /// field between.
    fn circling<'a>(&self, legal: &'a [String]) -> Vec<&'a String> {
        let side = self.now.turn;
        legal
            .iter()
            .filter(|t| {
                let Ok((from, to, _)) = read_token(t) else {
                    return false;
                };
                let Ok(step) = self.step(from, to) else {
                    return false;
                };
                self.marker(to) == Some(side)
                    && !(step.connects && step.path.iter().any(|&c| self.marker(c) != Some(side)))
            })
            .collect()
    }

    /// The set-up position, `first` to move.
    fn from_setup(players: u8, first: Side, setup: &SetUp) -> Self {
        let sides = sides(players);
        let mut model = Model::new(players, first);
        model.now.chevrons = [[None; 9]; 9];
        for (i, cell) in Model::cells().enumerate() {
            model.now.markers[cell.0 as usize][cell.1 as usize] =
                setup.markers[i].map(|s| sides[s]);
        }
        for (&side, chevrons) in sides.iter().zip(&setup.chevrons) {
            for &((c, r), dir) in chevrons {
                model.now.chevrons[c as usize][r as usize] = Some((side, dir));
            }
        }
        model.history = vec![model.now.clone()];
        model
    }

    /// The position code of `now`, written from the syntax in the engine's docs.
    fn code(&self) -> String {
        let mut rows = Vec::new();
        for r in (0..N).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for c in 0..N {
                match self.marker((c, r)) {
                    None => empty += 1,
                    Some(side) => {
                        if empty > 0 {
                            row += &empty.to_string();
                            empty = 0;
                        }
                        row.push(side.name().as_bytes()[0].into());
                    }
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        let groups: Vec<String> = sides(self.players)
            .into_iter()
            .map(|side| {
                let mut chevrons = Vec::new();
                for r in (0..N).rev() {
                    for c in 0..N {
                        if let Some((s, dir)) = self.chevron((c, r))
                            && s == side
                        {
                            chevrons.push(format!("{}{}", name((c, r)), DIR_NAMES[dir]));
                        }
                    }
                }
                chevrons.join("-")
            })
            .collect();
        let turn = char::from(self.now.turn.name().as_bytes()[0]);
        format!("{}.{}.{turn}", rows.join("/"), groups.join("/"))
    }
}

/// Reads a field the way `rules/README.md` spells them.
fn read_field(text: &str) -> Result<Cell, MoveError> {
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
    let col = i32::from(letter - b'a');
    match digits {
        [d] if (b'1'..=b'9').contains(d) && col < N => Ok((col, i32::from(d - b'1'))),
        _ => Err(MoveError::NoSuchField),
    }
}

/// Reads a step token (with its aliases) into its fields and canonical twist suffix.
fn read_token(token: &str) -> Result<(Cell, Cell, &'static str), MoveError> {
    let (from, rest) = token.split_once('-').ok_or(MoveError::Malformed)?;
    let (to, twist) = if let Some(to) = rest.strip_suffix(['l', '<']) {
        (to, "l")
    } else if let Some(to) = rest.strip_suffix(['r', '>']) {
        (to, "r")
    } else {
        (rest.strip_suffix('^').unwrap_or(rest), "")
    };
    match (read_field(from), read_field(to)) {
        (Ok(from), Ok(to)) => Ok((from, to, twist)),
        (Err(MoveError::Malformed), _) | (_, Err(MoveError::Malformed)) => {
            Err(MoveError::Malformed)
        }
        (Err(e), _) | (_, Err(e)) => Err(e),
    }
}

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

/// A set-up position: who marks each field, and the chevrons.
#[derive(Clone, Debug)]
struct SetUp {
    /// Per field (column by column), an index into the sides in play, or none.
    markers: Vec<Option<usize>>,
    /// Per side in play: its chevrons, each on one of its markers, with a facing.
    chevrons: Vec<Vec<(Cell, usize)>>,
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
