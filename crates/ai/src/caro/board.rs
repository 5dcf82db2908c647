//! The board as the Caro engine sees it: stones on a padded grid and, for every empty point,
//! the shape each colour would make there along each line, kept up to date as stones come
//! and go, with counts of every shape for the evaluation.

use engine::{
    Game,
    caro::{Caro, Colour, POINTS, Point, SIZE},
};

use super::patterns::{EDGE, EMPTY, SHAPES, Shape, Table, packed_reading};

/// Cells per row of the padded grid: the 15 points and at least five edge cells.
const STRIDE: usize = 32;
const PAD: usize = 5;
/// Cells of the padded grid: every point has five cells of edge or board on every side.
pub(crate) const CELLS: usize = ROWS * STRIDE;
/// Rows of the padded grid.
const ROWS: usize = SIZE as usize + 2 * PAD;
/// The steps of the four lines: horizontal, vertical and both diagonals.
pub(crate) const DIRECTIONS: [usize; 4] = [1, STRIDE, STRIDE + 1, STRIDE - 1];

/// Colours as the grid holds them.
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;

/// The other colour.
pub(crate) const fn other(colour: u8) -> u8 {
    3 - colour
}

pub(crate) const fn colour_code(colour: Colour) -> u8 {
    match colour {
        Colour::Black => BLACK,
        Colour::White => WHITE,
    }
}

/// The grid cell of a point.
pub(crate) const fn cell(p: Point) -> usize {
    (p.row() as usize + PAD) * STRIDE + p.col() as usize + PAD
}

/// The point of a grid cell, if it is on the board.
pub(crate) fn point(cell: usize) -> Option<Point> {
    let (row, col) = (cell / STRIDE, cell % STRIDE);
    Point::new(
        col.checked_sub(PAD)?.try_into().ok()?,
        row.checked_sub(PAD)?.try_into().ok()?,
    )
}

/// The cells of the board's points, row by row from `a1`.
const BOARD_CELLS: [u16; POINTS] = {
    let mut cells = [0; POINTS];
    let mut i = 0;
    while i < POINTS {
        cells[i] = ((i / SIZE as usize + PAD) * STRIDE + i % SIZE as usize + PAD) as u16;
        i += 1;
    }
    cells
};

/// Lines of the board: 15 rows, 15 columns and 29 diagonals each way.
const LINES: usize = 88;

/// For each cell and direction, the line through it and its position along the line.
static LINE_AT: [[(u8, u8); 4]; CELLS] = {
    let mut at = [[(0, 0); 4]; CELLS];
    let mut i = 0;
    while i < POINTS {
        let (row, col) = (i / SIZE as usize, i % SIZE as usize);
        let cell = (row + PAD) * STRIDE + col + PAD;
        let last = SIZE as usize - 1;
        at[cell] = [
            (row as u8, col as u8),
            ((SIZE as usize + col) as u8, row as u8),
            (
                (2 * SIZE as usize + col + last - row) as u8,
                if row < col { row } else { col } as u8,
            ),
            (
                (2 * SIZE as usize + 2 * last + 1 + col + row) as u8,
                if row < last - col { row } else { last - col } as u8,
            ),
        ];
        i += 1;
    }
    at
};

/// Where a cell's two bits sit in its line's code: five edge cells come first.
const fn line_shift(position: u8) -> u32 {
    2 * (position as u32 + PAD as u32)
}

/// The key of a position where the turn was passed.
const PASS_KEY: u64 = 0x9A55_0F7E_2B1D_C3A7;

/// Random keys of a stone of each colour on each cell (SplitMix64 from a fixed seed).
static ZOBRIST: [[u64; CELLS]; 2] = {
    let mut keys = [[0; CELLS]; 2];
    let mut state: u64 = 0x0CA2_0CA2_5EED_0001;
    let mut i = 0;
    while i < 2 * CELLS {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        keys[i / CELLS][i % CELLS] = z ^ (z >> 31);
        i += 1;
    }
    keys
};

/// The shapes of one empty cell along one line before a stone changed them.
#[derive(Clone, Copy, Debug)]
struct Change {
    cell: u16,
    direction: u8,
    shapes: [Shape; 2],
    fours: [u8; 2],
}

/// A Caro position for searching: stones are placed and taken back in place.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    cells: [u8; CELLS],
    /// `shapes[colour - 1][cell][direction]`, for empty cells.
    shapes: [[[Shape; 4]; CELLS]; 2],
    /// `counts[colour - 1][shape]`: (empty point, direction) pairs with that shape.
    counts: [[u32; SHAPES]; 2],
    /// `fours[colour - 1][cell]`: directions where a stone there makes a four or better.
    fours: [[u8; CELLS]; 2],
    /// Empty points where `colour - 1` makes two fours or more.
    double_fours: [u32; 2],
    /// Stones within two rows and two columns of each cell.
    near: [u8; CELLS],
    /// The empty points with a stone near them, a bit per column in each grid row: the
    /// candidates, read without scanning the board.
    open_near: [u32; ROWS],
    /// Each line's cells, two bits each as in the grid, edge cells beyond its ends.
    lines: [u64; LINES],
    hash: u64,
    history: Vec<u16>,
    /// Whether the turn was handed over without a stone ([`Board::pass`]).
    passed: bool,
    /// What each stone changed, to take it back without recomputing: the shapes before
    /// (`changes`, from `marks[i]` on for the i-th stone) and the counts before (`saved`).
    changes: Vec<Change>,
    marks: Vec<usize>,
    saved: Vec<([[u32; SHAPES]; 2], [u32; 2])>,
    table: &'static Table,
}

impl Board {
    /// The board of a Caro position.
    pub(crate) fn new(game: &Caro) -> Board {
        let mut board = Board {
            cells: [EDGE; CELLS],
            shapes: [[[Shape::None; 4]; CELLS]; 2],
            counts: [[0; SHAPES]; 2],
            fours: [[0; CELLS]; 2],
            double_fours: [0; 2],
            near: [0; CELLS],
            open_near: [0; ROWS],
            lines: [u64::MAX; LINES],
            hash: 0,
            history: Vec::with_capacity(POINTS),
            passed: false,
            changes: Vec::new(),
            marks: Vec::with_capacity(POINTS),
            saved: Vec::with_capacity(POINTS),
            table: Table::of(game.options()),
        };
        for &c in &BOARD_CELLS {
            let c = usize::from(c);
            board.cells[c] = EMPTY;
            for (line, position) in LINE_AT[c] {
                board.lines[usize::from(line)] &= !(3 << line_shift(position));
            }
        }
        for &c in &BOARD_CELLS {
            for d in 0..4 {
                board.counts[0][Shape::None as usize] += 1;
                board.counts[1][Shape::None as usize] += 1;
                board.refresh(usize::from(c), d);
            }
        }
        board.changes.clear();
        // Stones in any order: the colour to move follows from the count alone.
        for p in Point::all() {
            if let Some(colour) = game.stone(p) {
                board.place(cell(p), colour_code(colour));
            }
        }
        board
    }

    /// The colour of the next stone.
    pub(crate) fn to_move(&self) -> u8 {
        if self.history.len().is_multiple_of(2) != self.passed {
            BLACK
        } else {
            WHITE
        }
    }

    /// Gives the move to the other colour without a stone: to ask what the opponent
    /// threatens. Passing again gives it back.
    pub(crate) fn pass(&mut self) {
        self.passed = !self.passed;
        self.hash ^= PASS_KEY;
    }

    pub(crate) fn stones(&self) -> usize {
        self.history.len()
    }

    pub(crate) fn is_full(&self) -> bool {
        self.history.len() == POINTS
    }

    pub(crate) fn hash(&self) -> u64 {
        self.hash
    }

    pub(crate) fn is_empty(&self, cell: usize) -> bool {
        self.cells[cell] == EMPTY
    }

    /// The shapes `colour` makes on an empty cell, one per direction.
    pub(crate) fn shapes(&self, colour: u8, cell: usize) -> [Shape; 4] {
        self.shapes[usize::from(colour - 1)][cell]
    }

    /// How many (empty point, direction) pairs give `colour` this shape.
    pub(crate) fn count(&self, colour: u8, shape: Shape) -> u32 {
        self.counts[usize::from(colour - 1)][shape as usize]
    }

    pub(crate) fn counts(&self, colour: u8) -> &[u32; SHAPES] {
        &self.counts[usize::from(colour - 1)]
    }

    /// Places the next stone (of the colour to move) on an empty cell.
    pub(crate) fn play(&mut self, cell: usize) {
        self.place(cell, self.to_move());
    }

    fn place(&mut self, cell: usize, colour: u8) {
        debug_assert_eq!(self.cells[cell], EMPTY);
        self.marks.push(self.changes.len());
        self.saved.push((self.counts, self.double_fours));
        for c in 0..2 {
            for d in 0..4 {
                self.counts[c][self.shapes[c][cell][d] as usize] -= 1;
            }
            if self.fours[c][cell] >= 2 {
                self.double_fours[c] -= 1;
            }
        }
        self.cells[cell] = colour;
        for (line, position) in LINE_AT[cell] {
            self.lines[usize::from(line)] |= u64::from(colour) << line_shift(position);
        }
        self.hash ^= ZOBRIST[usize::from(colour - 1)][cell];
        self.history.push(cell as u16);
        self.touch_near(cell, true);
        self.refresh_lines(cell);
    }

    /// Takes back the last stone.
    pub(crate) fn undo(&mut self) {
        let Some(cell) = self.history.pop() else {
            return;
        };
        let cell = usize::from(cell);
        let colour = self.cells[cell];
        self.cells[cell] = EMPTY;
        for (line, position) in LINE_AT[cell] {
            self.lines[usize::from(line)] &= !(3 << line_shift(position));
        }
        self.hash ^= ZOBRIST[usize::from(colour - 1)][cell];
        self.touch_near(cell, false);
        // The stone's own cell kept its shapes from before it was placed.
        let mark = self.marks.pop().unwrap_or_default();
        for change in self.changes.drain(mark..).rev() {
            let (cell, d) = (usize::from(change.cell), usize::from(change.direction));
            for c in 0..2 {
                self.shapes[c][cell][d] = change.shapes[c];
                self.fours[c][cell] = change.fours[c];
            }
        }
        if let Some((counts, double_fours)) = self.saved.pop() {
            self.counts = counts;
            self.double_fours = double_fours;
        }
    }

    /// Counts a stone placed on (or taken from) `cell` in the cells around it, after the
    /// cell itself has changed.
    fn touch_near(&mut self, cell: usize, add: bool) {
        let step = if add { 1 } else { u8::MAX };
        for row in 0..5 {
            let start = cell + row * STRIDE - 2 * STRIDE - 2;
            let mut open = 0;
            for (k, c) in (start..start + 5).enumerate() {
                self.near[c] = self.near[c].wrapping_add(step);
                if self.cells[c] == EMPTY && self.near[c] > 0 {
                    open |= 1 << k;
                }
            }
            let (grid_row, column) = (start / STRIDE, start % STRIDE);
            let bits = &mut self.open_near[grid_row];
            *bits = (*bits & !(0b11111 << column)) | (open << column);
        }
    }

    /// Recomputes the empty cells within five of `cell` along each line through it.
    fn refresh_lines(&mut self, cell: usize) {
        for (d, &step) in DIRECTIONS.iter().enumerate() {
            for forward in [true, false] {
                let mut at = cell;
                for _ in 0..5 {
                    at = if forward { at + step } else { at - step };
                    match self.cells[at] {
                        EMPTY => self.refresh(at, d),
                        EDGE => break,
                        _ => {}
                    }
                }
            }
        }
    }

    fn refresh(&mut self, cell: usize, d: usize) {
        let (line, position) = LINE_AT[cell][d];
        let code = self.lines[usize::from(line)];
        let shift = line_shift(position);
        let (before, after) = (code >> (shift - 10), code >> (shift + 2));
        let new = [BLACK, WHITE].map(|colour| {
            self.table.shape(
                packed_reading(colour, false, before),
                packed_reading(colour, true, after),
            )
        });
        let old = [self.shapes[0][cell][d], self.shapes[1][cell][d]];
        if new == old {
            return;
        }
        self.changes.push(Change {
            cell: cell as u16,
            direction: d as u8,
            shapes: old,
            fours: [self.fours[0][cell], self.fours[1][cell]],
        });
        for c in 0..2 {
            let (shape, old) = (new[c], old[c]);
            if shape != old {
                self.counts[c][old as usize] -= 1;
                self.counts[c][shape as usize] += 1;
                self.shapes[c][cell][d] = shape;
                let fours = &mut self.fours[c][cell];
                match (old >= Shape::Four, shape >= Shape::Four) {
                    (false, true) => {
                        *fours += 1;
                        if *fours == 2 {
                            self.double_fours[c] += 1;
                        }
                    }
                    (true, false) => {
                        if *fours == 2 {
                            self.double_fours[c] -= 1;
                        }
                        *fours -= 1;
                    }
                    _ => {}
                }
            }
        }
    }

    /// Appends the empty cells within two rows and columns of a stone (the centre on an
    /// empty board).
    pub(crate) fn candidates(&self, out: &mut Vec<usize>) {
        if self.history.is_empty() {
            out.push(cell(Point::CENTRE));
            return;
        }
        for (row, &bits) in self.open_near.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                out.push(row * STRIDE + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
    }

    /// Appends every cell where `colour` would complete a winning five.
    pub(crate) fn five_points(&self, colour: u8, out: &mut Vec<usize>) {
        if self.count(colour, Shape::Five) == 0 {
            return;
        }
        // A five point touches one of the colour's stones, so it is near one.
        let start = out.len();
        self.candidates(out);
        let mut kept = start;
        for i in start..out.len() {
            if self.shapes(colour, out[i]).contains(&Shape::Five) {
                out[kept] = out[i];
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Whether `colour`, to move, could win in two of its moves whatever the opponent does
    /// in between: an open four or two fours in one stone (the opponent having no five to
    /// complete first).
    pub(crate) fn has_winning_threat(&self, colour: u8) -> bool {
        self.count(colour, Shape::OpenFour) > 0 || self.double_fours[usize::from(colour - 1)] > 0
    }

    /// A cell where `colour` makes an open four or two fours.
    pub(crate) fn winning_threat(&self, colour: u8) -> Option<usize> {
        if self.count(colour, Shape::OpenFour) > 0 {
            return BOARD_CELLS.iter().map(|&c| usize::from(c)).find(|&c| {
                self.cells[c] == EMPTY && self.shapes(colour, c).contains(&Shape::OpenFour)
            });
        }
        self.first_double_four(colour)
    }

    fn first_double_four(&self, colour: u8) -> Option<usize> {
        if self.double_fours[usize::from(colour - 1)] == 0 {
            return None;
        }
        let fours = &self.fours[usize::from(colour - 1)];
        BOARD_CELLS
            .iter()
            .map(|&c| usize::from(c))
            .find(|&c| self.cells[c] == EMPTY && fours[c] >= 2)
    }

    /// Whether a stone of `colour` on the empty `cell` makes a four or better.
    pub(crate) fn is_four(&self, colour: u8, cell: usize) -> bool {
        self.fours[usize::from(colour - 1)][cell] > 0
    }

    /// Appends every move of the colour to move that leaves `attacker` (the other colour)
    /// without a winning five: taking a five point, or in Caro closing the far end of a five
    /// that is already closed at one end (and under `closed=either`, either end).
    pub(crate) fn defences(&mut self, attacker: u8, out: &mut Vec<usize>) {
        debug_assert_eq!(self.to_move(), other(attacker));
        let mut fives = Vec::new();
        self.five_points(attacker, &mut fives);
        let mut tries: Vec<usize> = fives.clone();
        for &f in &fives {
            for (d, &step) in DIRECTIONS.iter().enumerate() {
                if self.shapes(attacker, f)[d] != Shape::Five {
                    continue;
                }
                // The ends of the five that the stone on `f` would make.
                let mut at = f + step;
                while self.cells[at] == attacker {
                    at += step;
                }
                tries.push(at);
                let mut at = f - step;
                while self.cells[at] == attacker {
                    at -= step;
                }
                tries.push(at);
            }
        }
        tries.sort_unstable();
        tries.dedup();
        for c in tries {
            if self.cells[c] != EMPTY {
                continue;
            }
            self.play(c);
            if self.count(attacker, Shape::Five) == 0 {
                out.push(c);
            }
            self.undo();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::{self, Rng};
    use engine::caro::{CaroMove, CaroOptions};

    fn from_moves(options: CaroOptions, moves: &str) -> Caro {
        engine::replay::<Caro>(options, moves.split_whitespace())
            .expect("legal moves")
            .0
    }

    fn at(name: &str) -> usize {
        cell(name.parse().expect("a point"))
    }

    #[test]
    fn test_cells_and_points_round_trip() {
        for p in Point::all() {
            assert_eq!(point(cell(p)), Some(p));
        }
        assert_eq!(point(0), None);
        assert_eq!(point(cell(Point::CENTRE) + 8), None);
    }

    /// The board's five points are exactly the points where the engine says a stone wins,
    /// under every rule set, in random positions.
    #[test]
    fn test_five_points_agree_with_the_rules() {
        let mut moves = Vec::new();
        for options in all_rules() {
            for seed in 0..12 {
                let mut rng = Rng::new(seed);
                let mut game = Caro::new(options);
                let mut board = Board::new(&game);
                // Random stones crowded into a small area, where rows form often.
                for _ in 0..70 {
                    let colour = colour_code(game.next_colour());
                    let mut winners = Vec::new();
                    board.five_points(colour, &mut winners);
                    winners.sort_unstable();
                    let mut expected = Vec::new();
                    for p in Point::all().filter(|p| game.stone(*p).is_none()) {
                        let mut after = game.clone();
                        after.play_unchecked(CaroMove::Place(p));
                        if after.is_over() && after.stones() < POINTS {
                            expected.push(cell(p));
                        }
                    }
                    assert_eq!(winners, expected, "{options:?} seed {seed}: {game:?}");
                    let Some(m) = random_near_centre(&game, &mut rng, &mut moves) else {
                        break;
                    };
                    if let CaroMove::Place(p) = m {
                        game.play_unchecked(m);
                        board.play(cell(p));
                    }
                    if game.is_over() {
                        break;
                    }
                }
            }
        }
    }

    fn random_near_centre(
        game: &Caro,
        rng: &mut Rng,
        moves: &mut Vec<CaroMove>,
    ) -> Option<CaroMove> {
        for _ in 0..50 {
            let m = random::choose(game, rng, moves)?;
            if let CaroMove::Place(p) = m
                && p.col().abs_diff(7) <= 3
                && p.row().abs_diff(7) <= 3
            {
                return Some(m);
            }
        }
        random::choose(game, rng, moves)
    }

    fn all_rules() -> Vec<CaroOptions> {
        use engine::GameOptions;
        let mut all = Vec::new();
        for overline in ["overline=win", "overline=nowin"] {
            for closed in ["closed=both", "closed=either", "closed=never"] {
                all.push(CaroOptions::from_assignments([overline, closed]).expect("valid"));
            }
        }
        all
    }

    /// Shapes on empty points agree (on stones they are stale and not looked at).
    fn assert_same_shapes(board: &Board, fresh: &Board) {
        for &c in &BOARD_CELLS {
            let c = usize::from(c);
            if board.is_empty(c) {
                for colour in [BLACK, WHITE] {
                    assert_eq!(
                        board.shapes(colour, c),
                        fresh.shapes(colour, c),
                        "{colour} at {:?}",
                        point(c)
                    );
                    let shapes = board.shapes(colour, c);
                    let fours = shapes.iter().filter(|&&s| s >= Shape::Four).count();
                    assert_eq!(board.is_four(colour, c), fours > 0);
                }
            }
        }
    }

    #[test]
    fn test_lines_number_every_point_once() {
        let mut seen = std::collections::HashSet::new();
        for p in Point::all() {
            for (d, (line, position)) in LINE_AT[cell(p)].into_iter().enumerate() {
                assert!(usize::from(line) < LINES);
                assert!(seen.insert((line, position)), "{p} {d}");
                // The next point along the direction is next along the line.
                let next = cell(p) + DIRECTIONS[d];
                if point(next).is_some() {
                    assert_eq!(LINE_AT[next][d], (line, position + 1), "{p} {d}");
                }
            }
        }
        assert_eq!(seen.len(), 4 * POINTS);
    }

    #[test]
    fn test_undo_restores_everything() {
        let game = from_moves(CaroOptions::default(), "h8 i9 i8 g8 j7 h9 j9 k9 g7");
        let fresh = Board::new(&game);
        let mut board = fresh.clone();
        let mut rng = Rng::new(5);
        let mut cands = Vec::new();
        for _ in 0..30 {
            cands.clear();
            board.candidates(&mut cands);
            // The candidates kept up stone by stone are the empty points near a stone.
            let scanned: Vec<usize> = BOARD_CELLS
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| board.cells[c] == EMPTY && board.near[c] > 0)
                .collect();
            assert_eq!(cands, scanned);
            board.play(cands[rng.below(cands.len())]);
        }
        for _ in 0..30 {
            board.undo();
        }
        assert_eq!(board.cells, fresh.cells);
        assert_same_shapes(&board, &fresh);
        assert_eq!(board.counts, fresh.counts);
        assert_eq!(board.near, fresh.near);
        assert_eq!(board.open_near, fresh.open_near);
        assert_eq!(board.lines, fresh.lines);
        assert_eq!(board.double_fours, fresh.double_fours);
        assert_eq!(board.hash, fresh.hash);
    }

    #[test]
    fn test_incremental_shapes_match_a_fresh_board() {
        let mut game = from_moves(CaroOptions::default(), "h8 i9 i8 g8 j7 h9");
        let mut board = Board::new(&game);
        for token in ["j9", "k9", "g7", "f6", "k10", "e5"] {
            game.play_token(token).expect("legal");
            board.play(at(token));
            let fresh = Board::new(&game);
            assert_same_shapes(&board, &fresh);
            assert_eq!(board.counts, fresh.counts, "after {token}");
            assert_eq!(board.double_fours, fresh.double_fours, "after {token}");
        }
    }

    #[test]
    fn test_defences_include_the_far_end_of_a_closed_four() {
        // Black: h8 i8 j8 k8 with white on g8: l8 wins for black, and white stops it at l8
        // or, in Caro, at m8 (the five g8-closed h8..l8 would be closed at both ends).
        let game = from_moves(CaroOptions::default(), "h8 g8 i8 a1 j8 a3 k8");
        let mut board = Board::new(&game);
        let mut out = Vec::new();
        board.defences(BLACK, &mut out);
        out.sort_unstable();
        assert_eq!(out, [at("l8"), at("m8")]);
        let options = CaroOptions {
            closed: engine::caro::Closed::Never,
            ..CaroOptions::default()
        };
        let game = from_moves(options, "h8 g8 i8 a1 j8 a3 k8");
        let mut board = Board::new(&game);
        out.clear();
        board.defences(BLACK, &mut out);
        assert_eq!(out, [at("l8")]);
    }
}
