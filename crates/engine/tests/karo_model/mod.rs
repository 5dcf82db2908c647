//! The model the Karo property tests check the engine against: both rule files written
//! out plainly, with sets and maps instead of bitboards, brute force instead of cleverness.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use engine::{
    MoveError, Outcome, ToMove,
    karo::{Colour, KaroOptions, Piece},
};

/// A cell as (column, row), both from 0.
pub type Xy = (i32, i32);

pub const DIRECTIONS: [Xy; 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
pub const SIDES: [Xy; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

pub fn add((c, r): Xy, (dc, dr): Xy, n: i32) -> Xy {
    (c + dc * n, r + dr * n)
}

pub fn name((c, r): Xy) -> String {
    format!("{}{}", char::from(b'a' + c as u8), r + 1)
}

pub fn seat(colour: Colour) -> engine::Seat {
    colour.seat()
}

pub fn other(colour: Colour) -> Colour {
    match colour {
        Colour::Red => Colour::White,
        Colour::White => Colour::Red,
    }
}

/// Reads a cell name on a `cols`×`rows` board: `Malformed` unless a lower-case letter and
/// a number without leading zeros, `NoSuchCell` off the board.
pub fn read_cell(text: &str, cols: i32, rows: i32) -> Result<Xy, MoveError> {
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
pub enum Mv {
    Place(Xy),
    Step(Xy, Xy),
    Relocate(Xy, Xy, Xy),
    Pass,
}

impl Mv {
    pub fn token(self) -> String {
        match self {
            Mv::Place(c) => name(c),
            Mv::Step(a, b) => format!("{}-{}", name(a), name(b)),
            Mv::Relocate(a, b, t) => format!("{}-{}/{}", name(a), name(b), name(t)),
            Mv::Pass => "pass".into(),
        }
    }

    /// Reads a token on a `size`×`size` or 3×8 board; `Relocate` and `Place` only where
    /// `tiles` (karo-four).
    pub fn read(token: &str, cols: i32, rows: i32, four: bool) -> Result<Mv, MoveError> {
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
pub type Snapshot = (Vec<Xy>, Vec<(Xy, bool, bool)>, bool);

/// Both variants as the model plays them: tiles (all 24 cells in karo-jumpers), pieces,
/// the side to move, passes, and how often each position has occurred.
#[derive(Clone, Debug)]
pub struct Model {
    pub four: bool,
    pub tiles: BTreeSet<Xy>,
    pub pieces: BTreeMap<Xy, Piece>,
    pub to_move: Colour,
    pub passes: u32,
    pub seen: HashMap<Snapshot, u32>,
    pub outcome: Option<Outcome>,
    pub record: Vec<String>,
    pub plies: usize,
}

impl Model {
    pub fn new(four: bool, options: KaroOptions) -> Model {
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

    pub fn snapshot(&self) -> Snapshot {
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

    pub fn count_position(&mut self) -> u32 {
        let count = self.seen.entry(self.snapshot()).or_insert(0);
        *count += 1;
        *count
    }

    pub fn placing(&self) -> bool {
        self.four && self.pieces.len() < 12
    }

    pub fn on_board(&self, (c, r): Xy) -> bool {
        let (cols, rows) = if self.four { (20, 20) } else { (3, 8) };
        (0..cols).contains(&c) && (0..rows).contains(&r)
    }

    pub fn is_free_tile(&self, xy: Xy) -> bool {
        self.tiles.contains(&xy) && !self.pieces.contains_key(&xy)
    }

    pub fn own(&self) -> Vec<Xy> {
        self.pieces
            .iter()
            .filter(|(_, p)| p.colour == self.to_move)
            .map(|(&xy, _)| xy)
            .collect()
    }

    pub fn connected(set: &BTreeSet<Xy>) -> bool {
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
    pub fn legal(&self) -> BTreeSet<Mv> {
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

    pub fn has_won(&self, colour: Colour) -> bool {
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

    pub fn apply(&mut self, m: Mv) {
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

    pub fn to_move(&self) -> Option<ToMove> {
        self.outcome
            .is_none()
            .then_some(ToMove::Seat(seat(self.to_move)))
    }
}
