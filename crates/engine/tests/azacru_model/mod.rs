//! A small model of `docs/rules/azacru.md` for the property tests, written from the
//! rules alone: its own board, brute-force move rules, its own reading of tokens and of
//! the position code's syntax, and a repetition count over every position since the
//! start, with no shortcut.

use engine::{
    MoveError, Outcome,
    azacru::{AzacruMove, Field, Side},
};

/// Fields on a side.
pub const N: i32 = 9;
/// The eight directions as (column step, row step), clockwise from north.
pub const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
pub const DIR_NAMES: [&str; 8] = ["n", "ne", "e", "se", "s", "sw", "w", "nw"];
pub type Cell = (i32, i32);

pub fn name((c, r): Cell) -> String {
    format!("{}{}", char::from(b'a' + c as u8), r + 1)
}

pub fn field(c: Cell) -> Field {
    Field::new(c.0 as u8, c.1 as u8).expect("on the board")
}

pub fn region((c, r): Cell) -> i32 {
    r / 3 * 3 + c / 3
}

/// The start of `docs/rules/azacru.md`, from the table of its rule 5.
pub fn start(players: u8, side: Side) -> &'static str {
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

pub fn sides(players: u8) -> Vec<Side> {
    match players {
        2 => vec![Side::East, Side::West],
        3 => vec![Side::North, Side::East, Side::West],
        _ => vec![Side::North, Side::East, Side::South, Side::West],
    }
}

/// What a model position holds; two positions are the same when these are equal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub markers: [[Option<Side>; 9]; 9],
    pub chevrons: [[Option<(Side, usize)>; 9]; 9],
    pub turn: Side,
    pub triggered: bool,
}

/// A step as the rules describe it.
#[derive(Clone, Debug)]
pub struct Step {
    pub from: Cell,
    pub to: Cell,
    pub dir: usize,
    pub path: Vec<Cell>,
    pub connects: bool,
    pub removes: bool,
}

#[derive(Clone, Debug)]
pub struct Model {
    pub players: u8,
    pub now: Snapshot,
    pub turns_left: Option<usize>,
    /// Whether the position now has occurred three times.
    pub repeated: bool,
    /// Every position since the start, the start first.
    pub history: Vec<Snapshot>,
    pub record: Vec<String>,
    pub moves: Vec<AzacruMove>,
}

impl Model {
    pub fn new(players: u8, first: Side) -> Self {
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

    pub fn marker(&self, (c, r): Cell) -> Option<Side> {
        self.now.markers[c as usize][r as usize]
    }

    pub fn chevron(&self, (c, r): Cell) -> Option<(Side, usize)> {
        self.now.chevrons[c as usize][r as usize]
    }

    pub fn cells() -> impl Iterator<Item = Cell> {
        (0..N).flat_map(|c| (0..N).map(move |r| (c, r)))
    }

    pub fn fields(&self, side: Side) -> u32 {
        Model::cells()
            .filter(|&c| self.marker(c) == Some(side))
            .count() as u32
    }

    pub fn chevrons(&self, side: Side) -> usize {
        Model::cells()
            .filter(|&c| self.chevron(c).map(|(s, _)| s) == Some(side))
            .count()
    }

    pub fn repeated(&self) -> bool {
        self.repeated
    }

    /// Who made the last move.
    pub fn previous_turn(&self) -> Side {
        let sides = sides(self.players);
        let i = sides
            .iter()
            .position(|&s| s == self.now.turn)
            .expect("in play");
        sides[(i + sides.len() - 1) % sides.len()]
    }

    /// Whether `m`, the last move, was a connection over another player's marker: it
    /// started and ended on the mover's markers, and a field between carried another's.
    pub fn took_foreign_markers(&self, m: AzacruMove) -> bool {
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

    pub fn is_over(&self) -> bool {
        self.turns_left == Some(0) || self.repeated()
    }

    pub fn outcome(&self) -> Option<Outcome> {
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
    pub fn step(&self, from: Cell, to: Cell) -> Result<Step, MoveError> {
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

    pub fn twists(step: &Step) -> &'static [&'static str] {
        if !step.removes && region(step.from) != region(step.to) {
            &["", "l", "r"]
        } else {
            &[""]
        }
    }

    /// Every legal token, by brute force over all pairs of fields.
    pub fn legal(&self) -> Vec<String> {
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
    pub fn verdict(&self, token: &str) -> Result<(), MoveError> {
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

    pub fn next(&self, side: Side) -> Side {
        let sides = sides(self.players);
        let i = sides.iter().position(|&s| s == side).expect("in play");
        sides[(i + 1) % sides.len()]
    }

    /// Plays a legal token.
    pub fn apply(&mut self, token: &str, m: AzacruMove) {
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
    pub fn circling<'a>(&self, legal: &'a [String]) -> Vec<&'a String> {
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
    pub fn from_setup(players: u8, first: Side, setup: &SetUp) -> Self {
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
    pub fn code(&self) -> String {
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

/// Reads a field the way `docs/rules/README.md`, rules 3 and 6, spells them.
pub fn read_field(text: &str) -> Result<Cell, MoveError> {
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
pub fn read_token(token: &str) -> Result<(Cell, Cell, &'static str), MoveError> {
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

/// A set-up position: who marks each field, and the chevrons.
#[derive(Clone, Debug)]
pub struct SetUp {
    /// Per field (column by column), an index into the sides in play, or none.
    pub markers: Vec<Option<usize>>,
    /// Per side in play: its chevrons, each on one of its markers, with a facing.
    pub chevrons: Vec<Vec<(Cell, usize)>>,
}

/// The number of move sequences of `depth` moves, by the model's rules.
pub fn model_perft(model: &Model, depth: u32) -> u64 {
    let legal = model.legal();
    match depth {
        0 => 1,
        1 => legal.len() as u64,
        _ => legal
            .iter()
            .map(|token| {
                let mut child = model.clone();
                let m = token.parse().expect("a model token the engine reads");
                child.apply(token, m);
                model_perft(&child, depth - 1)
            })
            .sum(),
    }
}
