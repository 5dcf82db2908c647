//! Where things are on the Karo board: cells, the frame of cells shown, and the one
//! conversion between board cells, SVG units and the screen.
//!
//! One SVG unit is one cell. Column `c` spans x = c..c+1; row `r` (from 0, row 1) spans
//! y = -r-1..-r, so that higher rows are drawn higher up.

use std::fmt;

use crate::svg::num;

/// A cell of a Karo table, by column and row counted from 0: `a1` is (0, 0). Both
/// variants name cells alike, so one board draws both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Spot {
    /// The column, from 0 (`a`).
    pub col: u8,
    /// The row, from 0 (row `1`).
    pub row: u8,
}

impl Spot {
    /// The cell at a column and a row.
    pub const fn new(col: u8, row: u8) -> Spot {
        Spot { col, row }
    }

    /// The top-left corner of the cell, in SVG units.
    pub fn corner(self) -> (f32, f32) {
        (f32::from(self.col), -f32::from(self.row) - 1.0)
    }

    /// The centre of the cell, in SVG units.
    pub fn centre(self) -> (f32, f32) {
        let (x, y) = self.corner();
        (x + 0.5, y + 0.5)
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.col),
            u16::from(self.row) + 1
        )
    }
}

/// The block of cells the board shows, which may reach past the table's edge (those
/// cells are not drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The leftmost column shown.
    pub col0: i16,
    /// The lowest row shown.
    pub row0: i16,
    /// How many columns are shown.
    pub cols: i16,
    /// How many rows are shown.
    pub rows: i16,
    /// Room is kept along the left edge for the rows' numbers and along the bottom for
    /// the columns' letters.
    pub coordinates: bool,
}

/// The table's edge drawn around the frame, in cells.
pub const EDGE: f32 = 0.15;

/// The strip beyond the edge, on the left and at the bottom, where the coordinates are
/// written, in cells.
pub const MARGIN: f32 = 0.35;

impl Frame {
    /// Exactly the cells from `low` to `high` (corners, inclusive).
    pub fn spanning(low: Spot, high: Spot) -> Frame {
        Frame {
            col0: i16::from(low.col),
            row0: i16::from(low.row),
            cols: i16::from(high.col) - i16::from(low.col) + 1,
            rows: i16::from(high.row) - i16::from(low.row) + 1,
            coordinates: false,
        }
    }

    /// Exactly the cells of `bounds` (inclusive corners, as [`bounds`] gives them).
    pub fn around((c0, r0, c1, r1): (i16, i16, i16, i16)) -> Frame {
        Frame {
            col0: c0,
            row0: r0,
            cols: c1 - c0 + 1,
            rows: r1 - r0 + 1,
            coordinates: false,
        }
    }

    /// Whether the frame shows every cell of `bounds` (inclusive corners).
    pub fn holds(self, (c0, r0, c1, r1): (i16, i16, i16, i16)) -> bool {
        c0 >= self.col0
            && r0 >= self.row0
            && c1 < self.col0 + self.cols
            && r1 < self.row0 + self.rows
    }

    /// The SVG view box: the frame, a thin edge of table around it, and the margin for
    /// the coordinates.
    pub fn view_box(self) -> String {
        let (x, y, w, h) = self.view();
        [x, y, w, h].map(num).join(" ")
    }

    /// The rectangle the view box shows, `(x, y, width, height)`.
    pub fn view(self) -> (f32, f32, f32, f32) {
        let (x, y, w, h) = self.rect();
        match self.coordinates {
            true => (x - MARGIN, y, w + MARGIN, h + MARGIN),
            false => (x, y, w, h),
        }
    }

    /// The cells and the edge around them: the part of the view that turns round.
    fn rect(self) -> (f32, f32, f32, f32) {
        (
            f32::from(self.col0) - EDGE,
            -f32::from(self.row0 + self.rows) - EDGE,
            f32::from(self.cols) + 2.0 * EDGE,
            f32::from(self.rows) + 2.0 * EDGE,
        )
    }

    /// Where the coordinates are written: the middle of the left strip (x) and of the
    /// bottom strip (y).
    pub fn margins(self) -> (f32, f32) {
        let (x, y, _, h) = self.rect();
        (x - MARGIN / 2.0, y + h + MARGIN / 2.0)
    }

    /// The centre of the cells, about which a flipped board is turned half round.
    pub fn centre(self) -> (f32, f32) {
        let (x, y, w, h) = self.rect();
        (x + w / 2.0, y + h / 2.0)
    }

    /// The SVG transform that turns the board half round about the view's centre.
    pub fn turn(self) -> String {
        let (cx, cy) = self.centre();
        format!("rotate(180 {} {})", num(cx), num(cy))
    }

    /// The point of the board drawn at `point` of the view: itself, or on a flipped
    /// board the point opposite it across the centre.
    pub fn unturn(self, (x, y): (f32, f32), flipped: bool) -> (f32, f32) {
        let (cx, cy) = self.centre();
        match flipped {
            true => (2.0 * cx - x, 2.0 * cy - y),
            false => (x, y),
        }
    }

    /// The cells of the frame that lie on a table of `cols` × `rows`, rows from the top
    /// of the screen, each row from the left.
    pub fn rows_on(self, cols: u8, rows: u8) -> Vec<Vec<Spot>> {
        let on = |i: i16, n: u8| u8::try_from(i).ok().filter(|&i| i < n);
        (self.row0..self.row0 + self.rows)
            .rev()
            .filter_map(|r| on(r, rows))
            .map(|row| {
                (self.col0..self.col0 + self.cols)
                    .filter_map(|c| on(c, cols))
                    .map(|col| Spot::new(col, row))
                    .collect()
            })
            .filter(|row: &Vec<Spot>| !row.is_empty())
            .collect()
    }

    /// The point of the board under a point of the screen, given where the SVG element
    /// lies on the screen (`left, top, width, height`). The SVG keeps its aspect ratio
    /// and is centred in its box (`xMidYMid meet`).
    pub fn to_board(
        self,
        (left, top, width, height): (f64, f64, f64, f64),
        client: (f64, f64),
    ) -> (f32, f32) {
        let (x, y, w, h) = self.view();
        let scale = (width / f64::from(w)).min(height / f64::from(h));
        if !(scale.is_finite() && scale > 0.0) {
            return (f32::NAN, f32::NAN);
        }
        let dx = (width - f64::from(w) * scale) / 2.0;
        let dy = (height - f64::from(h) * scale) / 2.0;
        (
            (f64::from(x) + (client.0 - left - dx) / scale) as f32,
            (f64::from(y) + (client.1 - top - dy) / scale) as f32,
        )
    }
}

/// The cell under a point of the board, if it is one of the table's.
pub fn spot_at((x, y): (f32, f32), cols: u8, rows: u8) -> Option<Spot> {
    if !(x.is_finite() && y.is_finite()) {
        return None;
    }
    let (col, row) = (x.floor(), (-y).floor());
    let fits = |v: f32, n: u8| v >= 0.0 && v < f32::from(n);
    (fits(col, cols) && fits(row, rows)).then(|| Spot::new(col as u8, row as u8))
}

/// The frame of a field that moves (Karo: Four in a Row): its tiles and the ring of
/// cells around them, where a tile may be put (rule 13), as far as the table of
/// `cols` × `rows` goes. While a move is under way (`keep`, a tile waiting for its
/// piece) the frame shown before stays, as long as it still holds every tile, so that
/// the board does not move under the player's hand.
pub fn follow(
    tiles: impl IntoIterator<Item = Spot> + Clone,
    (cols, rows): (u8, u8),
    shown: Option<Frame>,
    keep: bool,
) -> Option<Frame> {
    if let Some(frame) =
        shown.filter(|f| keep && bounds(tiles.clone(), 0).is_some_and(|b| f.holds(b)))
    {
        return Some(frame);
    }
    let (c0, r0, c1, r1) = bounds(tiles, 1)?;
    let last = |n: u8| i16::from(n) - 1;
    Some(Frame::around((
        c0.max(0),
        r0.max(0),
        c1.min(last(cols)),
        r1.min(last(rows)),
    )))
}

/// The cells `spots` span, widened by `margin` on every side.
pub fn bounds(spots: impl IntoIterator<Item = Spot>, margin: i16) -> Option<(i16, i16, i16, i16)> {
    spots.into_iter().fold(None, |acc, s| {
        let (c, r) = (i16::from(s.col), i16::from(s.row));
        Some(match acc {
            None => (c - margin, r - margin, c + margin, r + margin),
            Some((c0, r0, c1, r1)) => (
                c0.min(c - margin),
                r0.min(r - margin),
                c1.max(c + margin),
                r1.max(r + margin),
            ),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_spot_names_and_places() {
        assert_eq!(Spot::new(7, 8).to_string(), "h9");
        assert_eq!(Spot::new(19, 19).to_string(), "t20");
        assert_eq!(Spot::new(2, 0).centre(), (2.5, -0.5));
    }

    #[test]
    fn test_the_frame_follows_the_field_and_its_ring() {
        // h9–l12 and a cell around: g8–m13, 7 by 6.
        let start: Vec<Spot> = (7..=11)
            .flat_map(|c| (8..=11).map(move |r| Spot::new(c, r)))
            .collect();
        let frame = follow(start.iter().copied(), (20, 20), None, false).expect("a frame");
        assert_eq!(frame, Frame::around((6, 7, 12, 12)));
        assert_eq!(frame.view_box(), "5.85 -13.15 7.3 6.3");
        // A tile moved up into the ring: the frame grows to hold its ring too...
        let mut moved = start.clone();
        moved[0] = Spot::new(8, 12);
        let grown = follow(moved.iter().copied(), (20, 20), Some(frame), false);
        assert_eq!(grown, Some(Frame::around((6, 7, 12, 13))));
        // ...but not while the move is under way: the tile still lies in the frame.
        assert_eq!(
            follow(moved.iter().copied(), (20, 20), Some(frame), true),
            Some(frame)
        );
        // Beyond the table's edge there are no cells to show.
        let corner = [Spot::new(0, 0), Spot::new(1, 0)];
        assert_eq!(
            follow(corner, (20, 20), None, false),
            Some(Frame::around((0, 0, 2, 1)))
        );
        assert_eq!(follow([], (20, 20), None, false), None);
    }

    #[test]
    fn test_the_coordinates_have_their_margin() {
        let frame = Frame {
            coordinates: true,
            ..Frame::spanning(Spot::new(0, 0), Spot::new(2, 7))
        };
        // 0.35 more on the left and at the bottom; the cells turn about their own centre.
        assert_eq!(frame.view_box(), "-0.5 -8.15 3.65 8.65");
        let (left, bottom) = frame.margins();
        assert_eq!((num(left), num(bottom)), ("-0.325".into(), "0.325".into()));
        let (cx, cy) = frame.centre();
        assert!((cx - 1.5).abs() < 1e-4 && (cy + 4.0).abs() < 1e-4);
        // 36.5 by 86.5 pixels, ten per unit: a1's corner is 5 pixels in from the left.
        let rect = (100.0, 50.0, 36.5, 86.5);
        assert_eq!(
            spot_at(frame.to_board(rect, (106.0, 131.0)), 3, 8),
            Some(Spot::new(0, 0))
        );
        assert_eq!(spot_at(frame.to_board(rect, (103.0, 131.0)), 3, 8), None);
    }

    #[test]
    fn test_screen_points_find_their_cells() {
        let frame = Frame::spanning(Spot::new(0, 0), Spot::new(2, 7));
        assert_eq!(frame.view_box(), "-0.15 -8.15 3.3 8.3");
        // 33 by 83 pixels: ten per unit, the edge 1.5 pixels wide.
        let rect = (100.0, 50.0, 33.0, 83.0);
        let at = |x, y| spot_at(frame.to_board(rect, (x, y)), 3, 8);
        assert_eq!(at(102.0, 126.0), Some(Spot::new(0, 0)));
        assert_eq!(at(125.0, 52.0), Some(Spot::new(2, 7)));
        assert_eq!(at(99.0, 126.0), None);
        assert_eq!(at(102.0, 133.0), None);
        // A wider box centres the board: the same cell, 20 pixels further right.
        let wide = (100.0, 50.0, 73.0, 83.0);
        assert_eq!(
            spot_at(frame.to_board(wide, (122.0, 126.0)), 3, 8),
            Some(Spot::new(0, 0))
        );
    }

    #[test]
    fn test_a_flipped_board_finds_the_cell_across_the_centre() {
        let frame = Frame::spanning(Spot::new(0, 0), Spot::new(2, 7));
        let rect = (100.0, 50.0, 33.0, 83.0);
        // Where a1 is drawn unflipped, the flipped board shows c8.
        let at = |flipped| {
            spot_at(
                frame.unturn(frame.to_board(rect, (102.0, 126.0)), flipped),
                3,
                8,
            )
        };
        assert_eq!(at(false), Some(Spot::new(0, 0)));
        assert_eq!(at(true), Some(Spot::new(2, 7)));
        let (cx, cy) = frame.centre();
        assert!((cx - 1.5).abs() < 1e-4 && (cy + 4.0).abs() < 1e-4);
    }

    #[test]
    fn test_frame_rows_stay_on_the_table() {
        let frame = Frame {
            col0: -1,
            row0: 18,
            cols: 3,
            rows: 3,
            coordinates: false,
        };
        let rows = frame.rows_on(20, 20);
        assert_eq!(
            rows,
            vec![
                vec![Spot::new(0, 19), Spot::new(1, 19)],
                vec![Spot::new(0, 18), Spot::new(1, 18)]
            ]
        );
    }
}
