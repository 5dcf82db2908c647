//! What a stone makes in one line: the shapes of five-in-a-row under Caro's rules.
//!
//! A stone's shape along a line depends on the five points on each side of it (a five
//! through the stone reaches at most four points away, and the point beyond its end decides
//! whether the opponent has closed it). Seen from the colour placing the stone, each side
//! reads as up to five own-or-empty points, stopped by an opponent's stone or the edge; what
//! lies beyond that stop cannot matter. That leaves 94 readings of a side and 94 × 94 lines,
//! whose shapes are worked out on first use under each rule set and kept for the process.

use std::sync::{
    OnceLock,
    atomic::{AtomicU8, Ordering},
};

use engine::caro::{CaroOptions, Closed, Overline};

/// A point without a stone.
pub(crate) const EMPTY: u8 = 0;
/// Off the board (the edge).
pub(crate) const EDGE: u8 = 3;

// Cells seen from the colour placing a stone.
const FREE: u8 = 0;
const OWN: u8 = 1;
const OPP: u8 = 2;
const WALL: u8 = 3;

/// What placing a stone makes along one line, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub(crate) enum Shape {
    /// No five can ever pass through the stone along this line.
    None,
    /// A five may pass through it some day.
    One,
    /// One more stone makes a three.
    Two,
    /// One more stone makes an open three.
    OpenTwo,
    /// One more stone makes a four.
    Three,
    /// One more stone makes an open four.
    OpenThree,
    /// The next stone can make a winning five; one stone stops it.
    Four,
    /// The next stone makes a winning five, and no one stone stops it.
    OpenFour,
    /// A winning five.
    Five,
}

/// How many shapes there are.
pub(crate) const SHAPES: usize = 9;

impl Shape {
    const ALL: [Shape; SHAPES] = [
        Shape::None,
        Shape::One,
        Shape::Two,
        Shape::OpenTwo,
        Shape::Three,
        Shape::OpenThree,
        Shape::Four,
        Shape::OpenFour,
        Shape::Five,
    ];

    pub(crate) fn from_u8(n: u8) -> Shape {
        Shape::ALL[usize::from(n).min(SHAPES - 1)]
    }
}

/// The rules that decide which rows win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rules {
    overline: Overline,
    closed: Closed,
}

impl Rules {
    fn index(self) -> usize {
        let overline = match self.overline {
            Overline::Win => 0,
            Overline::NoWin => 1,
        };
        let closed = match self.closed {
            Closed::Both => 0,
            Closed::Either => 1,
            Closed::Never => 2,
        };
        overline * 3 + closed
    }
}

/// Readings of one side of a line.
const SIDES: usize = 94;

/// The shapes of every line under one rule set, worked out on first use (0: not yet).
#[derive(Debug)]
pub(crate) struct Table {
    rules: Rules,
    shapes: Box<[AtomicU8]>,
}

impl Table {
    /// The table of a game's rules, shared by every search in the process.
    pub(crate) fn of(options: &CaroOptions) -> &'static Table {
        static TABLES: [OnceLock<Table>; 6] = [const { OnceLock::new() }; 6];
        let rules = Rules {
            overline: options.overline,
            closed: options.closed,
        };
        TABLES[rules.index()].get_or_init(|| Table {
            rules,
            shapes: (0..SIDES * SIDES).map(|_| AtomicU8::new(0)).collect(),
        })
    }

    /// The shape of a stone whose sides read `before` and `after` (from [`side`]).
    pub(crate) fn shape(&self, before: usize, after: usize) -> Shape {
        let slot = &self.shapes[before * SIDES + after];
        match slot.load(Ordering::Relaxed) {
            0 => {
                let shape = shape_of_line(&mut line(before, after), self.rules);
                slot.store(shape as u8 + 1, Ordering::Relaxed);
                shape
            }
            known => Shape::from_u8(known - 1),
        }
    }
}

/// The reading of a side for `colour` (1 or 2), from its five cells nearest first.
const fn reading(cells: [u8; 5], colour: u8) -> usize {
    let mut own = 0;
    let mut k = 0;
    while k < 5 {
        let cell = cells[k];
        if cell == colour {
            own |= 1 << k;
        } else if cell != EMPTY {
            // Stopped after k own-or-empty points, by the opponent (0) or the edge (1).
            return 2 * ((1 << k) - 1) + own * 2 + (cell == EDGE) as usize;
        }
        k += 1;
    }
    62 + own
}

/// The reading of the side of `from` that lies in steps of `step`, for `colour`, from a
/// padded grid (`EDGE` at least five cells deep around the board).
#[cfg(test)]
pub(crate) fn side(cells: &[u8], from: usize, step: isize, colour: u8) -> usize {
    let mut near_first = [EMPTY; 5];
    let mut at = from;
    for cell in &mut near_first {
        at = at.wrapping_add_signed(step);
        *cell = cells[at];
    }
    reading(near_first, colour)
}

/// Readings of sides packed two bits a cell (0 empty, 1 black, 2 white, 3 edge), as
/// `READINGS[colour - 1][after][bits]`: before a stone the nearest cell is in the top two
/// of the ten bits, after it in the bottom two.
static READINGS: [[[u8; 1024]; 2]; 2] = {
    let mut readings = [[[0; 1024]; 2]; 2];
    let mut colour = 1;
    while colour <= 2 {
        let mut bits = 0;
        while bits < 1024 {
            let mut before = [EMPTY; 5];
            let mut after = [EMPTY; 5];
            let mut d = 0;
            while d < 5 {
                before[d] = ((bits >> (2 * (4 - d))) & 3) as u8;
                after[d] = ((bits >> (2 * d)) & 3) as u8;
                d += 1;
            }
            readings[colour - 1][0][bits] = reading(before, colour as u8) as u8;
            readings[colour - 1][1][bits] = reading(after, colour as u8) as u8;
            bits += 1;
        }
        colour += 1;
    }
    readings
};

/// The reading of a side from its ten bits (see [`READINGS`]).
#[inline]
pub(crate) fn packed_reading(colour: u8, after: bool, bits: u64) -> usize {
    usize::from(READINGS[usize::from(colour - 1)][usize::from(after)][(bits & 0x3FF) as usize])
}

/// The eleven cells around a stone (at index 5, not yet placed) from two side readings.
fn line(before: usize, after: usize) -> [u8; 11] {
    let mut line = [FREE; 11];
    for (reading, direction) in [(before, -1isize), (after, 1)] {
        let (len, own, stop) = if reading >= 62 {
            (5, reading - 62, None)
        } else {
            let len = (0..5)
                .rev()
                .find(|&k| reading >= 2 * ((1 << k) - 1))
                .unwrap_or(0);
            let rest = reading - 2 * ((1 << len) - 1);
            let stop = if rest % 2 == 1 { WALL } else { OPP };
            (len, rest / 2, Some(stop))
        };
        let cell = |d: usize| (5 + direction * d as isize) as usize;
        for d in 1..=5 {
            line[cell(d)] = match d.cmp(&(len + 1)) {
                std::cmp::Ordering::Less if own >> (d - 1) & 1 == 1 => OWN,
                std::cmp::Ordering::Less => FREE,
                std::cmp::Ordering::Equal => stop.unwrap_or(FREE),
                std::cmp::Ordering::Greater => WALL,
            };
        }
    }
    line
}

/// The shape the stone at index 5 of `line` makes once placed.
fn shape_of_line(line: &mut [u8; 11], rules: Rules) -> Shape {
    line[5] = OWN;
    let shape = placed_shape(line, rules);
    line[5] = FREE;
    shape
}

fn placed_shape(line: &mut [u8; 11], rules: Rules) -> Shape {
    if wins_through_centre(line, rules) {
        return Shape::Five;
    }
    if let Some(four) = four_shape(line, rules) {
        return four;
    }
    match best_next(line, rules, four_shape) {
        Some(Shape::OpenFour) => return Shape::OpenThree,
        Some(_) => return Shape::Three,
        None => {}
    }
    let two = best_next(line, rules, |line, rules| {
        let next = best_next(line, rules, four_shape)?;
        Some(if next == Shape::OpenFour {
            Shape::OpenThree
        } else {
            Shape::Three
        })
    });
    match two {
        Some(Shape::OpenThree) => Shape::OpenTwo,
        Some(_) => Shape::Two,
        None if has_room(line, rules) => Shape::One,
        None => Shape::None,
    }
}

/// The best of `shape` over every empty point within four of the centre, with an own
/// stone placed there.
fn best_next(
    line: &mut [u8; 11],
    rules: Rules,
    shape: fn(&mut [u8; 11], Rules) -> Option<Shape>,
) -> Option<Shape> {
    let mut best = None;
    for i in 1..=9 {
        if line[i] != FREE {
            continue;
        }
        line[i] = OWN;
        let found = shape(line, rules);
        line[i] = FREE;
        if found > best {
            best = found;
            if best == Some(Shape::OpenFour) {
                break;
            }
        }
    }
    best
}

/// `Four` or `OpenFour` when a next stone can complete a winning five through the centre.
fn four_shape(line: &mut [u8; 11], rules: Rules) -> Option<Shape> {
    if !has_five_point(line, rules) {
        return None;
    }
    for j in 0..11 {
        if line[j] != FREE {
            continue;
        }
        line[j] = OPP;
        let stopped = !has_five_point(line, rules);
        line[j] = FREE;
        if stopped {
            return Some(Shape::Four);
        }
    }
    Some(Shape::OpenFour)
}

/// Whether some empty point completes a winning five through the centre.
fn has_five_point(line: &mut [u8; 11], rules: Rules) -> bool {
    (1..=9).any(|i| {
        if line[i] != FREE {
            return false;
        }
        line[i] = OWN;
        let wins = wins_through_centre(line, rules);
        line[i] = FREE;
        wins
    })
}

/// Whether the run of own stones through the centre wins.
fn wins_through_centre(line: &[u8; 11], rules: Rules) -> bool {
    let mut first = 5;
    while first > 0 && line[first - 1] == OWN {
        first -= 1;
    }
    let mut last = 5;
    while last < 10 && line[last + 1] == OWN {
        last += 1;
    }
    match last - first + 1 {
        6.. => rules.overline == Overline::Win,
        5 => {
            // A five through the centre lies within 1..=9, so both ends are in the line.
            let before = line[first - 1] == OPP;
            let after = line[last + 1] == OPP;
            match rules.closed {
                Closed::Both => !(before && after),
                Closed::Either => !(before || after),
                Closed::Never => true,
            }
        }
        _ => false,
    }
}

/// Whether some five points through the centre, free of the opponent and the edge, would
/// win once filled.
fn has_room(line: &mut [u8; 11], rules: Rules) -> bool {
    (1..=5).any(|start| {
        let window = start..start + 5;
        if line[window.clone()].iter().any(|&c| c == OPP || c == WALL) {
            return false;
        }
        let saved = *line;
        line[window].fill(OWN);
        let wins = wins_through_centre(line, rules);
        *line = saved;
        wins
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of the `x` in a line written with `x` (the stone placed), `X` own, `O`
    /// opponent, `|` edge and `.` empty, under the default rules unless given.
    fn shape(text: &str, options: CaroOptions) -> Shape {
        let cells: Vec<u8> = text
            .bytes()
            .map(|b| match b {
                b'X' | b'x' => 1,
                b'O' => 2,
                b'|' => EDGE,
                _ => EMPTY,
            })
            .collect();
        let centre = text.find('x').expect("an x");
        let mut padded = vec![EDGE; 6];
        padded.extend(&cells);
        padded.extend([EDGE; 6]);
        let at = centre + 6;
        padded[at] = EMPTY;
        let table = Table::of(&options);
        table.shape(side(&padded, at, -1, 1), side(&padded, at, 1, 1))
    }

    fn rules(closed: Closed, overline: Overline) -> CaroOptions {
        CaroOptions {
            closed,
            overline,
            ..CaroOptions::default()
        }
    }

    #[test]
    fn test_fives_follow_the_closed_rule() {
        let caro = CaroOptions::default();
        assert_eq!(shape("..XXxXX..", caro), Shape::Five);
        assert_eq!(shape(".OXXxXXO.", caro), Shape::None, "dead five");
        assert_eq!(shape(".OXXxXX..", caro), Shape::Five);
        assert_eq!(shape("|XXxXXO.", caro), Shape::Five, "the edge is open");
        assert_eq!(shape("OXXXxXXO", caro), Shape::Five, "six");
        let either = rules(Closed::Either, Overline::Win);
        assert_ne!(shape(".OXXxXX..", either), Shape::Five);
        assert_eq!(shape("|XXxXX..", either), Shape::Five);
        let never = rules(Closed::Never, Overline::Win);
        assert_eq!(shape(".OXXxXXO.", never), Shape::Five);
        let exact = rules(Closed::Both, Overline::NoWin);
        assert_ne!(shape("..XXXxXX..", exact), Shape::Five);
    }

    #[test]
    fn test_a_four_closed_at_one_end_is_stopped_at_the_far_end() {
        let caro = CaroOptions::default();
        // O X X X X . . : the five at the first gap would be closed by O at both ends if O
        // takes the second: one stone stops it, so it is a plain four.
        assert_eq!(shape("OXXXx...", caro), Shape::Four);
        // With both sides open it is an open four, even in Caro.
        assert_eq!(shape("..XXXx...", caro), Shape::OpenFour);
        // Open at both ends but an opponent two points away: O . X X X X . O
        // Either five point, taken, leaves the other five closed at both ends.
        assert_eq!(shape("O.XXXx.O", caro), Shape::Four);
        let never = rules(Closed::Never, Overline::Win);
        assert_eq!(shape("O.XXXx.O", never), Shape::OpenFour);
    }

    #[test]
    fn test_threes_and_twos() {
        let caro = CaroOptions::default();
        assert_eq!(shape("...XXx...", caro), Shape::OpenThree);
        assert_eq!(shape("..X.Xx...", caro), Shape::OpenThree);
        assert_eq!(shape("OXXx.....", caro), Shape::Three);
        assert_eq!(shape("....Xx....", caro), Shape::OpenTwo);
        assert_eq!(shape("OXx......", caro), Shape::Two);
        assert_eq!(shape("....x....", caro), Shape::One);
        assert_eq!(shape("O..x.O", caro), Shape::None);
    }

    #[test]
    fn test_side_readings_are_all_distinct() {
        let mut seen = std::collections::HashSet::new();
        for reading in 0..SIDES {
            let line = line(reading, 0);
            let text: Vec<u8> = line[..5].to_vec();
            assert!(seen.insert(text), "reading {reading}");
        }
        assert_eq!(seen.len(), SIDES);
    }
}
