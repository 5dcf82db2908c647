//! The 9×9 board: fields and their names, the nine regions, the eight directions a
//! chevron can face, the four players, and what stands on each field.
//!
//! The small queries are `#[inline]`: the computer players call them millions of times a
//! second, and inlining lets the AI crate compile them into its own code at opt-level 3,
//! where the rest of the engine is built for size (see the workspace's Cargo.toml). The
//! tiniest are `#[inline(always)]`: the move generator, built for size too, would
//! otherwise call them, and over a quarter of the four-player search's time went to such
//! calls.

use std::{fmt, str::FromStr};

use crate::{MoveError, Seat};

/// Fields on a side of the board.
pub const SIZE: u8 = 9;
/// Fields on the board.
pub const FIELDS: usize = SIZE as usize * SIZE as usize;

/// A set of fields, one bit per field (bit `row * 9 + col`): 81 fields fit in a `u128`.
pub(super) type FieldSet = u128;

/// Each field's bit, looked up: WebAssembly has no 128-bit shift, and the call that stands
/// in for one made the computer players' search a fifth slower.
const BITS: [FieldSet; FIELDS] = {
    let mut bits = [0; FIELDS];
    let mut i = 0;
    while i < FIELDS {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// The fields of each region, by region number (see [`Field::region`]).
const REGIONS: [FieldSet; 9] = {
    let mut regions = [0; 9];
    let mut i = 0;
    while i < FIELDS {
        let field = Field(i as u8);
        regions[field.region() as usize] |= field.bit();
        i += 1;
    }
    regions
};

/// The fields of a region.
#[inline(always)]
pub(super) const fn region_fields(region: u8) -> FieldSet {
    REGIONS[region as usize]
}

/// The fields of a set, in index order (`a1`, `b1`, …, `i9`).
#[inline]
pub(super) fn fields_of(mut set: FieldSet) -> impl Iterator<Item = Field> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(Field(index))
    })
}

/// A field: column `a`–`i` from the left, row 1–9 from the bottom (north sits at row 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(u8);

impl Field {
    /// The field at a column and a row counted from 0, if it is on the board.
    #[inline(always)]
    pub const fn new(col: u8, row: u8) -> Option<Field> {
        if col < SIZE && row < SIZE {
            Some(Field(row * SIZE + col))
        } else {
            None
        }
    }

    /// The column, from 0 (`a`).
    #[inline(always)]
    pub const fn col(self) -> u8 {
        self.0 % SIZE
    }

    /// The row, from 0 (row `1`).
    #[inline(always)]
    pub const fn row(self) -> u8 {
        self.0 / SIZE
    }

    /// The index, `row * 9 + col`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The region, 0–8: `a1`–`c3` is 0, `d1`–`f3` is 1, …, `g7`–`i9` is 8.
    #[inline(always)]
    pub const fn region(self) -> u8 {
        self.row() / 3 * 3 + self.col() / 3
    }

    /// The field's bit in a [`FieldSet`].
    #[inline(always)]
    pub(super) const fn bit(self) -> FieldSet {
        BITS[self.0 as usize]
    }

    /// Every field, row by row from `a1`.
    pub fn all() -> impl Iterator<Item = Field> {
        (0..FIELDS as u8).map(Field)
    }

    /// The next field in `direction`, if it is on the board.
    #[inline(always)]
    pub const fn step(self, direction: Direction) -> Option<Field> {
        let (dc, dr) = direction.delta();
        let col = self.col() as i8 + dc;
        let row = self.row() as i8 + dr;
        if col < 0 || row < 0 {
            None
        } else {
            Field::new(col as u8, row as u8)
        }
    }

    /// The direction and the distance from `self` to `to`, if they lie on one line (a
    /// row, a column or a diagonal) and differ.
    #[inline]
    pub fn line_to(self, to: Field) -> Option<(Direction, u8)> {
        let dc = i16::from(to.col()) - i16::from(self.col());
        let dr = i16::from(to.row()) - i16::from(self.row());
        let distance = dc.abs().max(dr.abs());
        if distance == 0 || (dc != 0 && dr != 0 && dc.abs() != dr.abs()) {
            return None;
        }
        let unit = ((dc / distance) as i8, (dr / distance) as i8);
        let direction = Direction::ALL.into_iter().find(|d| d.delta() == unit)?;
        Some((direction, distance as u8))
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

impl FromStr for Field {
    type Err = MoveError;

    /// Reads `e4`. A well-spelled name off the board (`j1`, `a10`, `a0`) is
    /// [`MoveError::NoSuchField`]; anything else (`E4`, `e04`, `e`) is
    /// [`MoveError::Malformed`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bytes = s.as_bytes();
        let (&letter, digits) = bytes.split_first().ok_or(MoveError::Malformed)?;
        let well_spelled = letter.is_ascii_lowercase()
            && !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (digits[0] != b'0' || digits.len() == 1);
        if !well_spelled {
            return Err(MoveError::Malformed);
        }
        match digits {
            [d @ b'1'..=b'9'] => Field::new(letter - b'a', d - b'1').ok_or(MoveError::NoSuchField),
            _ => Err(MoveError::NoSuchField),
        }
    }
}

/// One of the eight directions a chevron can face and move in, clockwise from north.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Towards row 9.
    #[default]
    N,
    /// Towards `i9`.
    NE,
    /// Towards column `i`.
    E,
    /// Towards `i1`.
    SE,
    /// Towards row 1.
    S,
    /// Towards `a1`.
    SW,
    /// Towards column `a`.
    W,
    /// Towards `a9`.
    NW,
}

impl Direction {
    /// Every direction, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The direction turned 45° to the left (counter-clockwise seen from above: N → NW).
    #[inline(always)]
    pub const fn left(self) -> Direction {
        Direction::ALL[(self as usize + 7) % 8]
    }

    /// The direction turned 45° to the right (clockwise: N → NE).
    #[inline(always)]
    pub const fn right(self) -> Direction {
        Direction::ALL[(self as usize + 1) % 8]
    }

    /// One step as (columns, rows).
    #[inline(always)]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The lower-case compass name, as in position codes: `n`, `ne`, … `nw`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Direction::N => "n",
            Direction::NE => "ne",
            Direction::E => "e",
            Direction::SE => "se",
            Direction::S => "s",
            Direction::SW => "sw",
            Direction::W => "w",
            Direction::NW => "nw",
        }
    }

    /// The direction with this compass name.
    pub fn from_name(name: &str) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.as_str() == name)
    }
}

/// A player, named by the side of the board he sits at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Sits at row 9.
    North,
    /// Sits at column `i`.
    East,
    /// Sits at row 1.
    South,
    /// Sits at column `a`.
    West,
}

impl Side {
    /// Every side in seat order, which is also the clockwise turn order.
    pub const ALL: [Side; 4] = [Side::North, Side::East, Side::South, Side::West];

    /// The side's seat: north 0, east 1, south 2, west 3.
    #[inline]
    pub const fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The side in a seat, if the seat is one of the four.
    #[inline]
    pub const fn from_seat(seat: Seat) -> Option<Side> {
        match seat.0 {
            0 => Some(Side::North),
            1 => Some(Side::East),
            2 => Some(Side::South),
            3 => Some(Side::West),
            _ => None,
        }
    }

    /// The index in seat order.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name, as on the command line: `north`, `east`, `south`, `west`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::North => "north",
            Side::East => "east",
            Side::South => "south",
            Side::West => "west",
        }
    }

    /// The initial, as in position codes: `n`, `e`, `s`, `w`.
    pub const fn letter(self) -> char {
        match self {
            Side::North => 'n',
            Side::East => 'e',
            Side::South => 's',
            Side::West => 'w',
        }
    }

    /// The side with this initial.
    pub fn from_letter(letter: char) -> Option<Side> {
        Side::ALL.into_iter().find(|s| s.letter() == letter)
    }
}

/// A chevron: whose it is and where it points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chevron {
    /// The owner.
    pub side: Side,
    /// Where it points.
    pub facing: Direction,
}

/// What stands on each field: markers and chevrons, as one set of fields per side.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Board {
    markers: [FieldSet; 4],
    chevrons: [FieldSet; 4],
    /// The facing of the chevron on each field; north where no chevron stands, so that
    /// equal positions compare equal.
    facing: [Direction; FIELDS],
}

impl Board {
    /// A board with nothing on it.
    pub const fn empty() -> Board {
        Board {
            markers: [0; 4],
            chevrons: [0; 4],
            facing: [Direction::N; FIELDS],
        }
    }

    /// The fields carrying `side`'s markers.
    #[inline(always)]
    pub const fn markers(&self, side: Side) -> FieldSet {
        self.markers[side.index()]
    }

    /// The fields carrying markers of anyone but `side`.
    #[inline(always)]
    pub const fn foreign_markers(&self, side: Side) -> FieldSet {
        let all = self.markers[0] | self.markers[1] | self.markers[2] | self.markers[3];
        all & !self.markers[side.index()]
    }

    /// The fields holding `side`'s chevrons.
    #[inline(always)]
    pub const fn chevrons(&self, side: Side) -> FieldSet {
        self.chevrons[side.index()]
    }

    /// The fields holding any chevron.
    #[inline(always)]
    pub const fn all_chevrons(&self) -> FieldSet {
        self.chevrons[0] | self.chevrons[1] | self.chevrons[2] | self.chevrons[3]
    }

    /// Whose marker the field carries.
    #[inline]
    pub fn marker(&self, field: Field) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|s| self.markers[s.index()] & field.bit() != 0)
    }

    /// The chevron on the field.
    #[inline]
    pub fn chevron(&self, field: Field) -> Option<Chevron> {
        let side = Side::ALL
            .into_iter()
            .find(|s| self.chevrons[s.index()] & field.bit() != 0)?;
        Some(Chevron {
            side,
            facing: self.facing[field.index()],
        })
    }

    /// The facing of the chevron on the field (north if there is none).
    #[inline]
    pub const fn facing(&self, field: Field) -> Direction {
        self.facing[field.index()]
    }

    /// Puts `side`'s markers on `fields`; other players' markers there go back to them.
    pub fn mark(&mut self, side: Side, fields: FieldSet) {
        for markers in &mut self.markers {
            *markers &= !fields;
        }
        self.markers[side.index()] |= fields;
    }

    /// Puts a chevron on an empty field.
    pub fn place(&mut self, field: Field, chevron: Chevron) {
        self.chevrons[chevron.side.index()] |= field.bit();
        self.facing[field.index()] = chevron.facing;
    }

    /// Takes the chevron off a field.
    pub fn lift(&mut self, field: Field) {
        for chevrons in &mut self.chevrons {
            *chevrons &= !field.bit();
        }
        self.facing[field.index()] = Direction::N;
    }

    /// The power of movement of a chevron of `side` on `field`: the fields of the
    /// field's region carrying `side`'s markers, but at least 1.
    #[inline(always)]
    pub const fn power(&self, side: Side, field: Field) -> u8 {
        let marked = self.markers[side.index()] & region_fields(field.region());
        if marked == 0 {
            1
        } else {
            marked.count_ones() as u8
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str) -> Field {
        name.parse().expect("a field")
    }

    #[test]
    fn test_field_names_round_trip() {
        for f in Field::all() {
            assert_eq!(f.to_string().parse::<Field>(), Ok(f));
        }
        assert_eq!(field("a1").index(), 0);
        assert_eq!(field("i9").index(), FIELDS - 1);
    }

    #[test]
    fn test_field_names_off_the_board_or_misspelled() {
        for name in ["j1", "z9", "a10", "a0", "i99", "a12345"] {
            assert_eq!(name.parse::<Field>(), Err(MoveError::NoSuchField), "{name}");
        }
        for name in ["", "e", "E4", "e04", "4e", "e4 ", "ee4", "é4", "e-4"] {
            assert_eq!(name.parse::<Field>(), Err(MoveError::Malformed), "{name:?}");
        }
    }

    #[test]
    fn test_regions_are_three_by_three() {
        assert_eq!(field("a1").region(), 0);
        assert_eq!(field("c3").region(), 0);
        assert_eq!(field("d3").region(), 1);
        assert_eq!(field("c4").region(), 3);
        assert_eq!(field("e5").region(), 4);
        assert_eq!(field("i9").region(), 8);
        for region in 0..9 {
            assert_eq!(region_fields(region).count_ones(), 9);
        }
        let all = (0..9).fold(0, |all, r| all | region_fields(r));
        assert_eq!(all.count_ones(), 81);
    }

    #[test]
    fn test_left_is_counter_clockwise() {
        assert_eq!(Direction::N.left(), Direction::NW);
        assert_eq!(Direction::N.right(), Direction::NE);
        assert_eq!(Direction::NW.right(), Direction::N);
        for d in Direction::ALL {
            assert_eq!(d.left().right(), d);
            assert_eq!(Direction::from_name(d.as_str()), Some(d));
        }
    }

    #[test]
    fn test_lines_between_fields() {
        assert_eq!(field("e1").line_to(field("e4")), Some((Direction::N, 3)));
        assert_eq!(field("a9").line_to(field("i1")), Some((Direction::SE, 8)));
        assert_eq!(field("c3").line_to(field("a1")), Some((Direction::SW, 2)));
        assert_eq!(field("e1").line_to(field("e1")), None);
        assert_eq!(field("e1").line_to(field("f3")), None);
        assert_eq!(field("a1").step(Direction::S), None);
        assert_eq!(field("a1").step(Direction::NE), Some(field("b2")));
        assert_eq!(field("i5").step(Direction::E), None);
    }

    #[test]
    fn test_power_counts_own_markers_in_the_region() {
        let mut board = Board::empty();
        assert_eq!(board.power(Side::East, field("e5")), 1);
        board.mark(
            Side::East,
            field("d4").bit() | field("f6").bit() | field("g6").bit(),
        );
        board.mark(Side::West, field("e5").bit());
        assert_eq!(board.power(Side::East, field("e5")), 2);
        assert_eq!(board.power(Side::West, field("e5")), 1);
        // A marker taken over no longer counts for its old owner.
        board.mark(Side::West, field("d4").bit());
        assert_eq!(board.power(Side::East, field("e5")), 1);
        assert_eq!(board.power(Side::West, field("d6")), 2);
    }
}
