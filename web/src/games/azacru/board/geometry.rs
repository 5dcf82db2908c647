//! Where things go on the Azacru board, in board units (one field is one unit). The only
//! orientation math of the board: everything else asks here.

use engine::azacru::{Field, SIZE, Side};

use crate::svg::num;

/// The margin around the fields: coordinates inside, the players' bands outside.
pub const MARGIN: f32 = 1.0;
/// The whole board's side, margins included.
pub const BOARD: f32 = SIZE as f32 + 2.0 * MARGIN;
/// A chevron pointing north, centred on (0, 0): a dart with a notch at the back.
pub const CHEVRON_PATH: &str = "M0 -0.42 L0.36 0.3 L0 0.14 L-0.36 0.3 Z";

/// The top-left corner of a field's square; turned round (`i9` at the bottom left) when
/// the board is flipped.
pub fn corner(field: Field, flipped: bool) -> (f32, f32) {
    let last = SIZE - 1;
    let (col, row) = match flipped {
        false => (field.col(), field.row()),
        true => (last - field.col(), last - field.row()),
    };
    (MARGIN + f32::from(col), MARGIN + f32::from(last - row))
}

/// The centre of a field.
pub fn centre(field: Field, flipped: bool) -> (f32, f32) {
    let (x, y) = corner(field, flipped);
    (x + 0.5, y + 0.5)
}

/// A region's top-left corner (its side is 3).
pub fn region_corner(region: u8, flipped: bool) -> (f32, f32) {
    let (col, row) = (region % 3 * 3, region / 3 * 3);
    let ends = [Field::new(col, row), Field::new(col + 2, row + 2)];
    let corners = ends.into_iter().flatten().map(|f| corner(f, flipped));
    corners.fold((BOARD, BOARD), |(x, y), (cx, cy)| (x.min(cx), y.min(cy)))
}

/// An angle on the screen: the chevron's `degrees` clockwise from north, turned round
/// with the board.
pub fn screen_degrees(degrees: i32, flipped: bool) -> i32 {
    if flipped { degrees + 180 } else { degrees }
}

/// The edge of the screen a side sits at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    Top,
    Right,
    Bottom,
    Left,
}

pub fn edge(side: Side, flipped: bool) -> Edge {
    match (side, flipped) {
        (Side::North, false) | (Side::South, true) => Edge::Top,
        (Side::East, false) | (Side::West, true) => Edge::Right,
        (Side::South, false) | (Side::North, true) => Edge::Bottom,
        (Side::West, false) | (Side::East, true) => Edge::Left,
    }
}

/// A rectangle: x, y, width, height.
pub type Rect = (f32, f32, f32, f32);

/// How far the middle of the players' bands lies from the board's outer edge.
const BAND_LINE: f32 = 0.3;

/// The band that shows a side's colour along its edge, `thick` units deep, centred on
/// one line whatever its depth (so that its badge sits at the same place).
pub fn band(side: Side, flipped: bool, thick: f32) -> Rect {
    let (outer, long) = (BAND_LINE - thick / 2.0, f32::from(SIZE));
    match edge(side, flipped) {
        Edge::Top => (MARGIN, outer, long, thick),
        Edge::Bottom => (MARGIN, BOARD - outer - thick, long, thick),
        Edge::Left => (outer, MARGIN, thick, long),
        Edge::Right => (BOARD - outer - thick, MARGIN, thick, long),
    }
}

/// The centre of a side's badge (its letter), at the middle of its band.
pub fn badge(side: Side, flipped: bool) -> (f32, f32) {
    let (x, y, w, h) = band(side, flipped, 0.0);
    (x + w / 2.0, y + h / 2.0)
}

/// The view box: the whole board, or a window of fields (lower left, upper right) with
/// a little room around it, and the whole margin where it reaches the board's edge (so
/// that the players' bands show).
pub fn view_box(window: Option<(Field, Field)>) -> String {
    let Some((low, high)) = window else {
        return format!("0 0 {0} {0}", num(BOARD));
    };
    let room = |at_edge: bool| if at_edge { MARGIN } else { 0.15 };
    let last = SIZE - 1;
    let (x, y) = corner(Field::new(low.col(), high.row()).unwrap_or(low), false);
    let (left, right) = (room(low.col() == 0), room(high.col() == last));
    let (top, bottom) = (room(high.row() == last), room(low.row() == 0));
    let cols = f32::from(high.col().saturating_sub(low.col()) + 1);
    let rows = f32::from(high.row().saturating_sub(low.row()) + 1);
    let numbers = [x - left, y - top, cols + left + right, rows + top + bottom];
    numbers.map(num).join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(name: &str, flipped: bool) -> (f32, f32) {
        centre(name.parse().expect("field"), flipped)
    }

    #[test]
    fn test_orientation() {
        assert_eq!(at("a1", false), (1.5, 9.5));
        assert_eq!(at("i9", false), (9.5, 1.5));
        assert_eq!(at("a1", true), (9.5, 1.5));
        assert_eq!(at("e5", true), at("e5", false));
        assert_eq!(region_corner(0, false), (1.0, 7.0));
        assert_eq!(region_corner(8, false), (7.0, 1.0));
        assert_eq!(region_corner(0, true), (7.0, 1.0));
        assert_eq!(edge(Side::North, false), Edge::Top);
        assert_eq!(edge(Side::East, true), Edge::Left);
    }

    #[test]
    fn test_view_boxes() {
        assert_eq!(view_box(None), "0 0 11 11");
        let window = |a: &str, b: &str| Some((a.parse().expect("a"), b.parse().expect("b")));
        assert_eq!(view_box(window("a1", "i9")), "0 0 11 11");
        assert_eq!(view_box(window("b2", "d4")), "1.85 5.85 3.3 3.3");
    }
}
