//! The 20×20 table: its cells, and sets of cells as one 20-bit word per row, so that a
//! whole set moves one step in a handful of shifts.

use std::{
    fmt,
    ops::{BitAnd, BitOr, BitXor, Not},
    str::FromStr,
};

use crate::{MoveError, karo::read_cell};

/// Cells on a side of the table (columns `a`–`t`, rows `1`–`20`).
pub const SIZE: u8 = 20;
/// The bits of one row.
const ROW: u32 = (1 << SIZE) - 1;

/// A cell of the table: column `a`–`t` from the left, row 1–20 from the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u16);

impl Cell {
    /// The bottom-left cell.
    pub const A1: Cell = Cell(0);

    /// The cell at a column and a row counted from 0, if it is on the table.
    #[inline]
    pub const fn new(col: u8, row: u8) -> Option<Cell> {
        if col < SIZE && row < SIZE {
            Some(Cell(row as u16 * SIZE as u16 + col as u16))
        } else {
            None
        }
    }

    /// The column, from 0 (`a`).
    #[inline]
    pub const fn col(self) -> u8 {
        (self.0 % SIZE as u16) as u8
    }

    /// The row, from 0 (row `1`).
    #[inline]
    pub const fn row(self) -> u8 {
        (self.0 / SIZE as u16) as u8
    }

    /// The cell `steps` steps away in direction `(dc, dr)`, if it is on the table.
    #[inline]
    pub const fn step(self, (dc, dr): (i8, i8), steps: i8) -> Option<Cell> {
        let col = self.col() as i8 + dc * steps;
        let row = self.row() as i8 + dr * steps;
        if col < 0 || row < 0 {
            None
        } else {
            Cell::new(col as u8, row as u8)
        }
    }

    /// Whether the two cells share a side.
    #[inline]
    pub const fn shares_side(self, other: Cell) -> bool {
        self.col().abs_diff(other.col()) + self.row().abs_diff(other.row()) == 1
    }

    /// The number that identifies the cell in a repetition key.
    pub(super) const fn index(self) -> u16 {
        self.0
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

impl FromStr for Cell {
    type Err = MoveError;

    /// Reads `i10`; a well-spelled name off the table (`u1`, `a21`) is
    /// [`MoveError::NoSuchCell`], anything else [`MoveError::Malformed`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (col, row) = read_cell(s, SIZE, SIZE)?;
        Cell::new(col, row).ok_or(MoveError::NoSuchCell)
    }
}

/// A set of cells of the table: bit `col` of word `row`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(super) struct Cells([u32; SIZE as usize]);

impl fmt::Debug for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|c| c.to_string()))
            .finish()
    }
}

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells([0; SIZE as usize]);

    /// Just `cell`.
    pub fn single(cell: Cell) -> Cells {
        let mut set = Cells::EMPTY;
        set.insert(cell);
        set
    }

    /// Whether the set holds `cell`.
    #[inline]
    pub const fn has(&self, cell: Cell) -> bool {
        self.0[cell.row() as usize] & 1 << cell.col() != 0
    }

    /// Adds `cell`.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.0[cell.row() as usize] |= 1 << cell.col();
    }

    /// Takes `cell` out.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        self.0[cell.row() as usize] &= !(1 << cell.col());
    }

    /// How many cells the set holds.
    pub fn len(&self) -> u32 {
        self.0.iter().map(|row| row.count_ones()).sum()
    }

    /// Whether the set holds no cell.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&row| row == 0)
    }

    /// The words, row 1 first.
    pub const fn rows(&self) -> &[u32; SIZE as usize] {
        &self.0
    }

    /// The cells, row by row from `a1`.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        (0..SIZE).flat_map(move |row| {
            let mut bits = self.0[row as usize];
            std::iter::from_fn(move || {
                let col = bits.trailing_zeros();
                bits &= bits.wrapping_sub(1);
                (col < u32::from(SIZE)).then(|| Cell(u16::from(row) * u16::from(SIZE) + col as u16))
            })
        })
    }

    /// The first cell, row by row from `a1`.
    pub fn first(&self) -> Option<Cell> {
        let row = self.0.iter().position(|&row| row != 0)?;
        Cell::new(self.0[row].trailing_zeros() as u8, row as u8)
    }

    /// For each of the four sides (below, above, left, right), the cells whose neighbour
    /// on that side is in the set.
    pub fn sides(&self) -> [Cells; 4] {
        let mut below = Cells::EMPTY;
        let mut above = Cells::EMPTY;
        let mut left = Cells::EMPTY;
        let mut right = Cells::EMPTY;
        for r in 0..SIZE as usize {
            let row = self.0[r];
            if r + 1 < SIZE as usize {
                below.0[r + 1] = row;
            }
            if r > 0 {
                above.0[r - 1] = row;
            }
            left.0[r] = (row << 1) & ROW;
            right.0[r] = row >> 1;
        }
        [below, above, left, right]
    }

    /// The cells that share a side with a cell of the set.
    pub fn side_neighbours(&self) -> Cells {
        let [below, above, left, right] = self.sides();
        below | above | left | right
    }
}

impl BitAnd for Cells {
    type Output = Cells;
    fn bitand(mut self, other: Cells) -> Cells {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }
}

impl BitOr for Cells {
    type Output = Cells;
    fn bitor(mut self, other: Cells) -> Cells {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        self
    }
}

impl BitXor for Cells {
    type Output = Cells;
    fn bitxor(mut self, other: Cells) -> Cells {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a ^= b;
        }
        self
    }
}

impl Not for Cells {
    type Output = Cells;
    fn not(mut self) -> Cells {
        for a in &mut self.0 {
            *a = !*a & ROW;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell name")
    }

    fn set(names: &str) -> Cells {
        let mut set = Cells::EMPTY;
        for name in names.split_whitespace() {
            set.insert(cell(name));
        }
        set
    }

    #[test]
    fn test_names_round_trip() {
        for row in 0..SIZE {
            for col in 0..SIZE {
                let c = Cell::new(col, row).expect("on the table");
                assert_eq!(c.to_string().parse::<Cell>(), Ok(c));
            }
        }
        assert_eq!(cell("t20"), Cell::new(19, 19).expect("t20"));
        assert_eq!("u1".parse::<Cell>(), Err(MoveError::NoSuchCell));
        assert_eq!("a21".parse::<Cell>(), Err(MoveError::NoSuchCell));
        assert_eq!("A1".parse::<Cell>(), Err(MoveError::Malformed));
    }

    #[test]
    fn test_sets_iterate_in_order_and_count() {
        let s = set("t20 a1 c1 b2");
        let names: Vec<String> = s.iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["a1", "c1", "b2", "t20"]);
        assert_eq!(s.len(), 4);
        assert_eq!(s.first(), Some(cell("a1")));
        assert!(Cells::EMPTY.is_empty() && Cells::EMPTY.first().is_none());
        assert_eq!((!Cells::EMPTY).len(), 400);
    }

    #[test]
    fn test_side_neighbours_stop_at_the_edges() {
        assert_eq!(set("a1").side_neighbours(), set("a2 b1"));
        assert_eq!(set("t20").side_neighbours(), set("t19 s20"));
        assert_eq!(set("j10").side_neighbours(), set("j9 j11 i10 k10"));
        let [below, above, left, right] = set("j10").sides();
        assert_eq!(below, set("j11"));
        assert_eq!(above, set("j9"));
        assert_eq!(left, set("k10"));
        assert_eq!(right, set("i10"));
    }

    #[test]
    fn test_steps_and_sides() {
        assert_eq!(cell("a1").step((-1, 0), 1), None);
        assert_eq!(cell("a1").step((1, 1), 2), Some(cell("c3")));
        assert_eq!(cell("t20").step((0, 1), 1), None);
        assert!(cell("j10").shares_side(cell("j11")));
        assert!(!cell("j10").shares_side(cell("k11")));
        assert!(!cell("j10").shares_side(cell("j10")));
    }
}
