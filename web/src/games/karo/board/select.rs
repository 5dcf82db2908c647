//! What the player may pick up, and what a click (or Enter) on a cell means: the board's
//! click-click play, without the DOM.

use std::collections::BTreeMap;

use super::geometry::Spot;
use crate::games::dests::Dests;

/// What can be picked and where it can go, as the adapter read it from the legal moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picks {
    /// Empty tiles a piece may be placed on, e.g. `[h9, i9]`.
    pub place: Vec<Spot>,
    /// Pieces that may move, each with the cells it may go to, e.g. `{i10: [j11, k12]}`.
    pub pieces: BTreeMap<Spot, Vec<Spot>>,
    /// Tiles that may be lifted, each with the cells it may be put on, e.g. `{h9: [g10]}`.
    pub tiles: BTreeMap<Spot, Vec<Spot>>,
    /// While a relocated tile waits for its piece: the tile's new cell. `pieces` then
    /// holds the pieces that may enter it, and one click on such a piece is enough.
    pub enter: Option<Spot>,
}

impl Picks {
    /// What the touches of `dests` let the player pick up, and where each may go: read
    /// from the same moves as the touches, so that the two cannot disagree.
    pub fn of<M: Copy>(dests: &Dests<Touch, M>) -> Picks {
        let mut picks = Picks::default();
        for (touch, _) in dests.iter() {
            match touch {
                Touch::Place(at) => picks.place.push(at),
                Touch::Step(from, to) => picks.pieces.entry(from).or_default().push(to),
                // A tile dropped on a cell is one touch for every piece that may enter it.
                Touch::Lift(from, to) => {
                    let drops = picks.tiles.entry(from).or_default();
                    if !drops.contains(&to) {
                        drops.push(to);
                    }
                }
            }
        }
        picks
    }

    /// Where the thing picked up may go.
    pub fn targets(&self, grab: Grab) -> &[Spot] {
        let map = match grab {
            Grab::Piece(_) => &self.pieces,
            Grab::Tile(_) => &self.tiles,
        };
        map.get(&grab.spot()).map_or(&[], Vec::as_slice)
    }

    /// What a press on `spot` picks up: a piece before the tile under it.
    pub fn grab_at(&self, spot: Spot) -> Option<Grab> {
        if self.pieces.contains_key(&spot) {
            Some(Grab::Piece(spot))
        } else if self.tiles.contains_key(&spot) {
            Some(Grab::Tile(spot))
        } else {
            None
        }
    }

    /// Whether anything may be done on `spot` now, with `selected` held.
    pub fn is_live(&self, selected: Option<Grab>, spot: Spot) -> bool {
        self.place.contains(&spot)
            || self.grab_at(spot).is_some()
            || selected.is_some_and(|g| self.targets(g).contains(&spot))
    }
}

/// A thing picked up: the piece or the tile on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grab {
    /// The piece standing on this cell.
    Piece(Spot),
    /// The tile lying on this cell.
    Tile(Spot),
}

impl Grab {
    /// The cell it was picked up from.
    pub fn spot(self) -> Spot {
        match self {
            Grab::Piece(s) | Grab::Tile(s) => s,
        }
    }
}

/// What the player touched: the board's report, which the adapter's `dests` turn into
/// engine moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// Place a piece on this tile.
    Place(Spot),
    /// Move the piece from the first cell to the second.
    Step(Spot, Spot),
    /// Put the tile from the first cell on the second.
    Lift(Spot, Spot),
}

/// The result of a click: what is selected afterwards, and the touch it completed.
pub fn click(picks: &Picks, selected: Option<Grab>, spot: Spot) -> (Option<Grab>, Option<Touch>) {
    if picks.place.contains(&spot) {
        return (None, Some(Touch::Place(spot)));
    }
    if let Some(grab) = selected
        && picks.targets(grab).contains(&spot)
    {
        return (None, Some(finish(grab, spot)));
    }
    if let (Some(enter), true) = (picks.enter, picks.pieces.contains_key(&spot)) {
        return (None, Some(Touch::Step(spot, enter)));
    }
    match picks.grab_at(spot) {
        // A second click on the same thing puts it down again.
        Some(grab) if selected == Some(grab) => (None, None),
        Some(grab) => (Some(grab), None),
        None => (None, None),
    }
}

/// The touch made by putting `grab` down on `target`.
pub fn finish(grab: Grab, target: Spot) -> Touch {
    match grab {
        Grab::Piece(from) => Touch::Step(from, target),
        Grab::Tile(from) => Touch::Lift(from, target),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(name: &str) -> Spot {
        let bytes = name.as_bytes();
        let row: u8 = name[1..].parse().expect("row");
        Spot::new(bytes[0] - b'a', row - 1)
    }

    fn picks() -> Picks {
        Picks {
            pieces: [(s("i10"), vec![s("j11"), s("k12")])].into(),
            tiles: [(s("h9"), vec![s("g10"), s("m12")])].into(),
            ..Picks::default()
        }
    }

    #[test]
    fn test_picks_are_read_from_the_touches() {
        let mut dests = Dests::default();
        dests.push(Touch::Place(s("h9")), 1);
        dests.push(Touch::Step(s("i10"), s("j11")), 2);
        dests.push(Touch::Step(s("i10"), s("k12")), 3);
        // Two relocations of one tile to one cell (two pieces may enter it): one drop.
        dests.push(Touch::Lift(s("h9"), s("g10")), 4);
        dests.push(Touch::Lift(s("h9"), s("g10")), 5);
        let picks = Picks::of(&dests);
        assert_eq!(picks.place, [s("h9")]);
        assert_eq!(picks.pieces[&s("i10")], [s("j11"), s("k12")]);
        assert_eq!(picks.tiles[&s("h9")], [s("g10")]);
        assert_eq!(picks.enter, None);
    }

    #[test]
    fn test_click_a_piece_then_a_target() {
        let p = picks();
        assert_eq!(
            click(&p, None, s("i10")),
            (Some(Grab::Piece(s("i10"))), None)
        );
        assert_eq!(
            click(&p, Some(Grab::Piece(s("i10"))), s("k12")),
            (None, Some(Touch::Step(s("i10"), s("k12"))))
        );
        // Elsewhere: nothing happens and the selection goes.
        assert_eq!(
            click(&p, Some(Grab::Piece(s("i10"))), s("a1")),
            (None, None)
        );
        assert_eq!(
            click(&p, Some(Grab::Piece(s("i10"))), s("i10")),
            (None, None)
        );
    }

    #[test]
    fn test_click_a_tile_then_a_cell_then_the_piece_that_enters() {
        let p = picks();
        assert_eq!(click(&p, None, s("h9")), (Some(Grab::Tile(s("h9"))), None));
        assert_eq!(
            click(&p, Some(Grab::Tile(s("h9"))), s("g10")),
            (None, Some(Touch::Lift(s("h9"), s("g10"))))
        );
        // Another selectable thing takes the selection over.
        assert_eq!(
            click(&p, Some(Grab::Tile(s("h9"))), s("i10")),
            (Some(Grab::Piece(s("i10"))), None)
        );
        let entering = Picks {
            pieces: [(s("h11"), vec![s("g10")])].into(),
            enter: Some(s("g10")),
            ..Picks::default()
        };
        assert_eq!(
            click(&entering, None, s("h11")),
            (None, Some(Touch::Step(s("h11"), s("g10"))))
        );
    }

    #[test]
    fn test_placing_takes_one_click() {
        let p = Picks {
            place: vec![s("h9")],
            ..Picks::default()
        };
        assert_eq!(
            click(&p, None, s("h9")),
            (None, Some(Touch::Place(s("h9"))))
        );
        assert!(p.is_live(None, s("h9")));
        assert!(!p.is_live(None, s("h10")));
    }
}
