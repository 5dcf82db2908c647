//! The field's shape: which tiles can be lifted, where a lifted tile may go, and rows of
//! four. All of it works on whole sets of cells at once (see [`Cells::sides`]); the one
//! search, for a tile whose two side-neighbours might be joined only through it, stops as
//! soon as it finds the other way round.

use super::table::{Cell, Cells};
use crate::MoveError;

/// Whether the set is connected through sides (an empty set is).
pub(super) fn is_connected(set: Cells) -> bool {
    set.first()
        .is_none_or(|start| spread(Cells::single(start), set, None) == set)
}

/// Grows `seen` through sides inside `within` until it stops growing or reaches `goal`.
fn spread(mut seen: Cells, within: Cells, goal: Option<Cell>) -> Cells {
    loop {
        if goal.is_some_and(|goal| seen.has(goal)) {
            return seen;
        }
        let next = (seen | seen.side_neighbours()) & within;
        if next == seen {
            return seen;
        }
        seen = next;
    }
}

/// Why an empty tile of a connected field cannot be lifted, if it cannot: more than two
/// side-neighbours, or the rest of the field would fall apart without it.
pub(super) fn check_lift(tiles: Cells, tile: Cell) -> Result<(), MoveError> {
    let mut neighbours = [None; 4];
    let mut count = 0;
    for direction in [(0, -1), (0, 1), (-1, 0), (1, 0)] {
        if let Some(next) = tile.step(direction, 1).filter(|&next| tiles.has(next)) {
            if count < 2 {
                neighbours[count] = Some(next);
            }
            count += 1;
        }
    }
    let rest = tiles ^ Cells::single(tile);
    let keeps_together = match (count, neighbours[0], neighbours[1]) {
        (3.., _, _) => return Err(MoveError::LiftHeld),
        // A leaf: nothing else was joined through it.
        (1, _, _) => true,
        (2, Some(a), Some(b)) => {
            // Two neighbours at a corner are joined by the tile that fills the square.
            let corner = Cell::new(
                a.col() + b.col() - tile.col(),
                a.row() + b.row() - tile.row(),
            );
            corner.is_some_and(|corner| corner != tile && tiles.has(corner))
                || spread(Cells::single(a), rest, Some(b)).has(b)
        }
        _ => is_connected(rest),
    };
    if keeps_together {
        Ok(())
    } else {
        Err(MoveError::LiftCutsField)
    }
}

/// The tiles of `candidates` (the empty tiles) that can be lifted from the field `tiles`.
pub(super) fn liftable(tiles: Cells, candidates: Cells) -> Cells {
    // Three or four side-neighbours rule a tile out at once, for every tile together.
    let [below, above, left, right] = tiles.sides();
    let held = (below & above & (left | right)) | (left & right & (below | above));
    let mut out = Cells::EMPTY;
    for tile in (candidates & !held).iter() {
        if check_lift(tiles, tile).is_ok() {
            out.insert(tile);
        }
    }
    out
}

/// The cells without a tile that share a side with a tile (where a lifted tile may go),
/// and among them those that share a side with exactly one tile (which lose their place
/// if that very tile is lifted).
pub(super) fn frontier(tiles: Cells) -> (Cells, Cells) {
    let [below, above, left, right] = tiles.sides();
    let any = below | above | left | right;
    let two = (below & above) | (left & right) | ((below | above) & (left | right));
    let frontier = any & !tiles;
    (frontier, frontier & !two)
}

/// Whether `to` (a cell without a tile) shares a side with a tile other than `lifted`.
pub(super) fn touches_rest(tiles: Cells, lifted: Cell, to: Cell) -> bool {
    [(0, -1), (0, 1), (-1, 0), (1, 0)]
        .into_iter()
        .any(|direction| {
            to.step(direction, 1)
                .is_some_and(|next| next != lifted && tiles.has(next))
        })
}

/// Whether four cells of the set follow one another along a row, a column or a diagonal.
pub(super) fn has_four(set: Cells) -> bool {
    let rows = set.rows();
    rows.iter().any(|&x| x & x >> 1 & x >> 2 & x >> 3 != 0)
        || rows.windows(4).any(|w| {
            let [a, b, c, d] = [w[0], w[1], w[2], w[3]];
            a & b & c & d != 0
                || a & b >> 1 & c >> 2 & d >> 3 != 0
                || a & b << 1 & c << 2 & d << 3 != 0
        })
}

/// The cells of the set that belong to four in a line.
pub(super) fn fours(set: Cells) -> Cells {
    let mut out = Cells::EMPTY;
    for cell in set.iter() {
        for direction in [(1, 0), (0, 1), (1, 1), (-1, 1)] {
            let line: Vec<Cell> = (0..4).filter_map(|i| cell.step(direction, i)).collect();
            if line.len() == 4 && line.iter().all(|&c| set.has(c)) {
                for c in line {
                    out.insert(c);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(names: &str) -> Cells {
        let mut set = Cells::EMPTY;
        for name in names.split_whitespace() {
            set.insert(name.parse().expect("a cell name"));
        }
        set
    }

    #[test]
    fn test_connected_through_sides_only() {
        assert!(is_connected(set("a1 a2 b2")));
        assert!(!is_connected(set("a1 b2")), "a corner is not a side");
        assert!(is_connected(Cells::EMPTY));
    }

    #[test]
    fn test_frontier_and_its_lone_cells() {
        let (frontier, lone) = frontier(set("b2 c2"));
        assert_eq!(frontier, set("a2 d2 b1 c1 b3 c3"));
        assert_eq!(lone, frontier);
        let (frontier, lone) = super::frontier(set("a1 b2"));
        assert_eq!(frontier, set("a2 b1 c2 b3"));
        assert_eq!(lone, set("c2 b3"));
    }

    #[test]
    fn test_four_in_every_direction() {
        for four in [
            "a1 b1 c1 d1",
            "q20 r20 s20 t20",
            "a1 a2 a3 a4",
            "c3 d4 e5 f6",
            "q17 r18 s19 t20",
            "d1 c2 b3 a4",
            "t1 s2 r3 q4",
        ] {
            assert!(has_four(set(four)), "{four}");
            assert_eq!(fours(set(four)), set(four));
        }
        for not_four in ["a1 b1 c1 e1", "a1 a2 a3 b4", "t1 a2 b2 c2", "s1 t1 a2 b2"] {
            assert!(!has_four(set(not_four)), "{not_four}");
            assert!(fours(set(not_four)).is_empty());
        }
    }
}
