//! Karo, both variants: what the board, the page and the embed need from a game, and
//! the parts the two variants share (names of colours, the move list, the ids that let
//! tiles and pieces slide from one place to the next).

use std::{collections::HashMap, rc::Rc};

use engine::{
    Game, Outcome,
    karo::{Colour, KaroOptions},
};

use crate::{
    games::karo::board::{
        geometry::{Frame, Spot},
        render::{TileView, colour_class},
        select::{Picks, Touch},
    },
    games::{MoveItem, dests::Dests, items},
    state::Play,
    t,
};

/// A relocation, as the board shows it: the piece that enters the tile, the tile's cell
/// before, and the cell both go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relocation {
    /// Where the entering piece stands.
    pub piece: Spot,
    /// Where the tile lay.
    pub tile: Spot,
    /// Where the tile lies now, with the piece on it.
    pub to: Spot,
}

/// What the board component needs to draw a Karo position, for a variant whose moves are
/// `M`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KaroView<M> {
    /// Every tile and its piece, each with the id it keeps as it moves.
    pub tiles: Rc<Vec<TileView>>,
    /// What may be picked up and where it may go.
    pub picks: Rc<Picks>,
    /// The engine moves each touch leads to (read from the same legal moves as `picks`):
    /// a placement's, a step's, every relocation of a tile dropped on a cell, and while a
    /// tile waits, the relocation each piece that may enter it makes.
    pub dests: Rc<Dests<Touch, M>>,
    /// The cells of the move just shown.
    pub last: Rc<Vec<Spot>>,
    /// The cell a tile has just left.
    pub gone: Option<Spot>,
    /// The pieces of the winning row.
    pub winning: Rc<Vec<Spot>>,
    /// Cells of each side's target (karo-jumpers).
    pub zones: Rc<Vec<(Spot, Colour)>>,
}

/// A line of the tally beside the board: a side, how many pieces to draw for it, and
/// what they mean, e.g. `(Red, 4, "4 in hand")`.
pub type Tally = (Colour, u32, String);

/// What a Karo variant tells its page, its embed and its board.
pub trait KaroGame: Game<Options = KaroOptions> + ai::Computer + PartialEq + 'static {
    /// The table's columns and rows.
    const TABLE: (u8, u8);
    /// The cells shown: all of a fixed board, or `None` to follow the field.
    const FRAME: Option<(Spot, Spot)>;
    /// An example move for the move box.
    const EXAMPLE: &'static str;
    /// The style classes of its page and embed.
    const CLASSES: &'static str;
    /// Whether pieces are named jumpers and crawlers.
    const JUMPERS: bool;
    /// The move that passes.
    const PASS: Self::Move;
    /// Its rules page's words in English (see `GameUi::RULES`).
    const RULES: crate::i18n::Part;

    /// Its rules page's content.
    fn rules_page() -> yew::Html;

    /// The board's view of the shown position.
    fn view(play: &Play<Self>) -> KaroView<Self::Move>;

    /// The move's relocation, if it relocates a tile.
    fn relocation(m: Self::Move) -> Option<Relocation>;

    /// The cells a move touches: where its piece goes from and to (a placement: its
    /// cell), and a relocated tile's new cell.
    fn cells(m: Self::Move) -> Vec<Spot>;

    /// The side whose turn it is (or would be).
    fn side(&self) -> Colour;

    /// The status line's sentence while the game goes on.
    fn to_play(&self, pending: bool) -> String;

    /// The tally beside the board: pieces in hand, or pieces home.
    fn tally(&self) -> Vec<Tally>;

    /// What the person to move does now, in the phase the game is in, for the line
    /// under the board ("3 of 12 placed: click an empty tile").
    fn hint(&self) -> String;
}

/// The view of the position shown while the relocations `pending` (of one tile to one
/// cell) wait for the piece that enters the tile: the tile on its new cell, and those
/// pieces the only things to pick. The plain view while nothing waits.
pub fn waiting<G: KaroGame>(view: KaroView<G::Move>, pending: &[G::Move]) -> KaroView<G::Move> {
    let relocations: Vec<(G::Move, Relocation)> = pending
        .iter()
        .filter_map(|&m| Some((m, G::relocation(m)?)))
        .collect();
    let Some(&(_, Relocation { tile, to, .. })) = relocations.first() else {
        return view;
    };
    let mut tiles = (*view.tiles).clone();
    if let Some(dropped) = tiles.iter_mut().find(|t| t.at == tile) {
        dropped.at = to;
    }
    let mut dests = Dests::default();
    for (m, relocation) in relocations {
        dests.push(Touch::Step(relocation.piece, to), m);
    }
    let picks = Picks {
        enter: Some(to),
        ..Picks::of(&dests)
    };
    KaroView {
        tiles: Rc::new(tiles),
        picks: Rc::new(picks),
        dests: Rc::new(dests),
        gone: Some(tile),
        ..view
    }
}

/// The frame a variant's board shows, if it is fixed.
pub fn frame<G: KaroGame>() -> Option<Frame> {
    G::FRAME.map(|(low, high)| Frame::spanning(low, high))
}

/// The colour's name, capitalised for the start of a sentence.
pub fn colour_name(colour: Colour) -> String {
    match colour {
        Colour::Red => t!("karo-red"),
        Colour::White => t!("karo-white"),
    }
}

/// The status line: whose turn and what to do, or how the game ended.
pub fn status<G: KaroGame>(play: &Play<G>, pending: bool) -> String {
    match play.game.outcome() {
        // Each variant says how it was won: four circles up in a row, or all six home.
        Some(Outcome::Winner(seat)) => {
            t!(
                format!("{}-status-wins", G::ID),
                colour = colour_name(Colour::ALL[seat.index()])
            )
        }
        Some(_) => {
            let passes = play.moves[..play.cursor]
                .iter()
                .rev()
                .take(2)
                .filter(|&&m| m == G::PASS)
                .count();
            t!(if passes == 2 {
                "karo-status-draw-passes"
            } else {
                "karo-status-draw-repetition"
            })
        }
        None => play.game.to_play(pending),
    }
}

/// The move list: each move with the colour that made it.
pub fn move_items<G: KaroGame>(play: &Play<G>) -> Vec<MoveItem> {
    items(&play.start, &play.moves, |game, m| {
        let colour = game.side();
        MoveItem {
            token: game.format_move(m),
            mover: colour_name(colour),
            mark: colour_class(colour),
        }
    })
}

/// Ids for tiles and pieces, followed through the moves, so that the board can tell a
/// piece that moved from one that vanished and another that appeared.
#[derive(Clone, Debug, Default)]
pub struct Ids {
    tiles: HashMap<Spot, u32>,
    pieces: HashMap<Spot, u32>,
    next: u32,
}

impl Ids {
    /// Ids for the tiles and pieces of a start position, in the order given.
    pub fn new(
        tiles: impl IntoIterator<Item = Spot>,
        pieces: impl IntoIterator<Item = Spot>,
    ) -> Ids {
        let mut ids = Ids::default();
        for spot in tiles {
            ids.tiles.insert(spot, ids.next);
            ids.next += 1;
        }
        for spot in pieces {
            ids.place(spot);
        }
        ids
    }

    /// A new piece on `spot`.
    pub fn place(&mut self, spot: Spot) {
        self.pieces.insert(spot, self.next);
        self.next += 1;
    }

    /// The piece on `from` went to `to`.
    pub fn step(&mut self, from: Spot, to: Spot) {
        if let Some(id) = self.pieces.remove(&from) {
            self.pieces.insert(to, id);
        }
    }

    /// The tile on `from` went to `to`.
    pub fn relocate(&mut self, from: Spot, to: Spot) {
        if let Some(id) = self.tiles.remove(&from) {
            self.tiles.insert(to, id);
        }
    }

    /// The id of the tile on `spot` (a fresh one if it had none, which a consistent
    /// replay never needs).
    pub fn tile(&self, spot: Spot) -> u32 {
        self.tiles
            .get(&spot)
            .copied()
            .unwrap_or(u32::MAX - 1 - u32::from(spot.col) * 32 - u32::from(spot.row))
    }

    /// The id of the piece on `spot`.
    pub fn piece(&self, spot: Spot) -> u32 {
        self.pieces
            .get(&spot)
            .copied()
            .unwrap_or(u32::MAX / 2 - u32::from(spot.col) * 32 - u32::from(spot.row))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_ids_follow_tiles_and_pieces() {
        let (a, b, c) = (Spot::new(0, 0), Spot::new(1, 0), Spot::new(2, 0));
        let mut ids = Ids::new([a, b], [a]);
        assert_eq!((ids.tile(a), ids.tile(b), ids.piece(a)), (0, 1, 2));
        ids.place(b);
        ids.step(a, c);
        ids.relocate(a, c);
        assert_eq!((ids.piece(c), ids.piece(b), ids.tile(c)), (2, 3, 0));
    }
}
