//! Karo: Four in a Row for the board: tiles and pieces, and what may be picked up read
//! from the legal moves: tiles to place on, pieces and their targets, liftable tiles and
//! their drop cells, and, once a tile is dropped, the pieces that may enter it.

use std::rc::Rc;

use engine::{
    Game,
    karo::{
        Colour,
        four::{Cell, FourMove, KaroFour, PIECES, SIZE},
    },
};

use super::view::{Ids, KaroGame, KaroView, Relocation, Tally, colour_name};
use crate::games::must_pass;
use crate::{
    games::dests::Dests,
    games::karo::board::{
        geometry::Spot,
        render::{PieceView, TileView},
        select::{Picks, Touch},
    },
    state::Play,
    t,
};

fn spot(cell: Cell) -> Spot {
    Spot::new(cell.col(), cell.row())
}

/// The ids of the shown position's tiles and pieces, and whether the last move turned
/// a piece over.
fn follow(play: &Play<KaroFour>) -> (Ids, bool) {
    let start = &play.start;
    let mut ids = Ids::new(
        start.tiles().map(spot),
        start
            .tiles()
            .filter(|&c| start.piece(c).is_some())
            .map(spot),
    );
    let mut turned = false;
    for &m in &play.moves[..play.cursor] {
        turned = false;
        match m {
            FourMove::Place(cell) => ids.place(spot(cell)),
            FourMove::Step { from, to } => {
                ids.step(spot(from), spot(to));
                turned = is_jump(from, to);
            }
            FourMove::Relocate { from, to, tile } => {
                ids.relocate(spot(tile), spot(to));
                ids.step(spot(from), spot(to));
                turned = is_jump(from, to);
            }
            FourMove::Pass => {}
        }
    }
    (ids, turned)
}

fn is_jump(from: Cell, to: Cell) -> bool {
    from.col()
        .abs_diff(to.col())
        .max(from.row().abs_diff(to.row()))
        == 2
}

/// What may be picked up, and the moves each touch leads to: a tile dropped on a cell,
/// every relocation of it there (one for each piece that may enter it).
fn picks(game: &KaroFour) -> (Picks, Dests<Touch, FourMove>) {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut dests = Dests::default();
    for m in moves {
        let touch = match m {
            FourMove::Place(cell) => Touch::Place(spot(cell)),
            FourMove::Step { from, to } => Touch::Step(spot(from), spot(to)),
            FourMove::Relocate { tile, to, .. } => Touch::Lift(spot(tile), spot(to)),
            FourMove::Pass => continue,
        };
        dests.push(touch, m);
    }
    (Picks::of(&dests), dests)
}

impl KaroGame for KaroFour {
    const TABLE: (u8, u8) = (SIZE, SIZE);
    const FRAME: Option<(Spot, Spot)> = None;
    const EXAMPLE: &'static str = "h9";
    const CLASSES: &'static str = "karo karo-four";
    const JUMPERS: bool = false;
    const PASS: FourMove = FourMove::Pass;
    const RULES: crate::i18n::Part = (
        "rules-karo-four",
        include_str!("../../../../static/locales/en/rules-karo-four.ftl"),
    );

    fn view(play: &Play<KaroFour>) -> KaroView<FourMove> {
        let game = &play.game;
        let (ids, turned) = follow(play);
        let last = play.last_move();
        let moved_to = match last {
            Some(FourMove::Step { to, .. } | FourMove::Relocate { to, .. }) => Some(to),
            _ => None,
        };
        let tiles: Vec<TileView> = game
            .tiles()
            .map(|cell| TileView {
                id: ids.tile(spot(cell)),
                at: spot(cell),
                piece: game.piece(cell).map(|p| PieceView {
                    id: ids.piece(spot(cell)),
                    colour: p.colour,
                    face_up: p.face_up,
                    turned: turned && moved_to == Some(cell),
                }),
            })
            .collect();
        let (last, gone) = match last {
            Some(FourMove::Relocate { from, to, tile }) => {
                (vec![spot(from), spot(to)], Some(spot(tile)))
            }
            Some(m) => (Self::cells(m), None),
            None => (Vec::new(), None),
        };
        let (picks, dests) = picks(game);
        KaroView {
            tiles: Rc::new(tiles),
            picks: Rc::new(picks),
            dests: Rc::new(dests),
            last: Rc::new(last),
            gone,
            winning: Rc::new(game.winning_cells().into_iter().map(spot).collect()),
            zones: Rc::default(),
        }
    }

    fn rules_page() -> yew::Html {
        yew::html! { <super::rules::KaroFourRules /> }
    }

    fn relocation(m: FourMove) -> Option<Relocation> {
        match m {
            FourMove::Relocate { from, to, tile } => Some(Relocation {
                piece: spot(from),
                tile: spot(tile),
                to: spot(to),
            }),
            _ => None,
        }
    }

    fn cells(m: FourMove) -> Vec<Spot> {
        match m {
            FourMove::Place(cell) => vec![spot(cell)],
            FourMove::Step { from, to } => vec![spot(from), spot(to)],
            FourMove::Relocate { from, to, tile } => vec![spot(from), spot(to), spot(tile)],
            _ => Vec::new(),
        }
    }

    fn side(&self) -> Colour {
        self.side_to_move()
    }

    fn to_play(&self, pending: bool) -> String {
        let colour = colour_name(self.side_to_move());
        if self.is_placing() {
            t!("karo-status-place", colour = colour)
        } else if pending {
            t!("karo-status-enter", colour = colour)
        } else if must_pass(self, Self::PASS) {
            t!("karo-status-pass", colour = colour)
        } else {
            t!("karo-status-move", colour = colour)
        }
    }

    fn hint(&self) -> String {
        if self.is_placing() {
            t!(
                "karo-four-hint-place",
                placed = self.placed(),
                all = 2 * PIECES
            )
        } else {
            t!("karo-four-hint")
        }
    }

    fn tally(&self) -> Vec<Tally> {
        if !self.is_placing() {
            return Vec::new();
        }
        Colour::ALL
            .into_iter()
            .map(|colour| {
                let placed = self
                    .tiles()
                    .filter(|&c| self.piece(c).is_some_and(|p| p.colour == colour))
                    .count() as u32;
                let left = PIECES - placed;
                (colour, left, t!("karo-in-hand", count = left))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::karo::view::{status, waiting},
        link::GameLink,
    };

    const PLACEMENTS: &str = "h10 h9 i10 i9 j10 j9 k10 k9 h12 l9 i12 l10";

    fn play(moves: &str) -> Play<KaroFour> {
        Play::from_link(&GameLink {
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        })
    }

    fn s(name: &str) -> Spot {
        let cell: Cell = name.parse().expect("cell");
        spot(cell)
    }

    #[test]
    fn test_a_kept_tap_on_an_empty_tile_places_a_piece() {
        use crate::games::GameUi;
        let start = play("");
        let h9 = "h9".parse().expect("cell");
        assert_eq!(
            KaroFour::tapped(&start, "h9", "touch"),
            Some(FourMove::Place(h9))
        );
        assert_eq!(KaroFour::tapped(&start, "a1", "mouse"), None);
        // Placed already: the tile takes no second piece.
        assert_eq!(KaroFour::tapped(&play("h9"), "h9", "mouse"), None);
    }

    #[test]
    fn test_placing_offers_every_empty_tile() {
        let game = play("h9");
        let view = KaroFour::view(&game);
        assert_eq!(view.picks.place.len(), 19);
        assert!(view.picks.pieces.is_empty() && view.picks.tiles.is_empty());
        assert_eq!(status(&game, false), "Red to place a piece");
        assert_eq!(
            game.game.hint(),
            "1 of 12 pieces placed: click an empty tile to put one of yours on it."
        );
        let tally = game.game.tally();
        assert_eq!(tally[0].1, 6);
        assert_eq!(tally[1], (Colour::White, 5, "5 in hand".to_owned()));
    }

    #[test]
    fn test_moving_offers_pieces_and_the_four_corners() {
        let game = play(PLACEMENTS);
        let view = KaroFour::view(&game);
        assert_eq!(status(&game, false), "White to move");
        assert!(game.game.hint().starts_with("Drag a piece"));
        let corners: Vec<Spot> = view.picks.tiles.keys().copied().collect();
        // Of the four corners only l12 is empty.
        assert_eq!(corners, vec![s("l12")]);
        assert!(view.picks.pieces[&s("i12")].contains(&s("j12")));
        assert!(game.game.tally().is_empty());
    }

    #[test]
    fn test_a_dropped_tile_waits_for_the_pieces_that_may_enter() {
        let game = play(&format!(
            "{PLACEMENTS} i12-j12 h9-h11 j12-k12 j9-j11 k12-k11 k9-i11 h12-i12"
        ));
        let view = KaroFour::view(&game);
        assert!(view.picks.tiles[&s("l12")].contains(&s("g11")));
        let pending = view.dests.moves(Touch::Lift(s("l12"), s("g11")));
        assert_eq!(
            pending.len(),
            3,
            "a tile dropped where three pieces may enter it"
        );
        let waiting = waiting::<KaroFour>(view, &pending);
        let entering: Vec<Spot> = waiting.picks.pieces.keys().copied().collect();
        // h11 slides, i9 jumps h10, i11 jumps h11.
        assert_eq!(entering, vec![s("h11"), s("i9"), s("i11")]);
        assert_eq!(waiting.picks.enter, Some(s("g11")));
        assert_eq!(waiting.gone, Some(s("l12")));
        assert!(waiting.tiles.iter().any(|t| t.at == s("g11")));
        assert!(!waiting.tiles.iter().any(|t| t.at == s("l12")));
        assert_eq!(
            waiting.dests.moves(Touch::Step(s("i9"), s("g11"))),
            [game.game.parse_move("i9-g11/l12").expect("the move")]
        );
        assert_eq!(
            status(&game, true),
            "Red: choose the piece that enters the tile"
        );
    }

    #[test]
    fn test_the_winning_relocation_keeps_ids_and_marks_the_row() {
        let before = play(&format!(
            "{PLACEMENTS} i12-j12 h9-h11 j12-k12 j9-j11 k12-k11 k9-i11 h12-i12"
        ));
        let tile_id = KaroFour::view(&before)
            .tiles
            .iter()
            .find(|t| t.at == s("l12"))
            .map(|t| t.id);
        let won = play(&format!(
            "{PLACEMENTS} i12-j12 h9-h11 j12-k12 j9-j11 k12-k11 k9-i11 h12-i12 i9-g11/l12"
        ));
        let view = KaroFour::view(&won);
        assert_eq!(
            status(&won, false),
            "Red wins with four pieces circle up in a row"
        );
        let moved = view
            .tiles
            .iter()
            .find(|t| t.at == s("g11"))
            .expect("the tile");
        assert_eq!(Some(moved.id), tile_id);
        assert!(moved.piece.is_some_and(|p| p.turned && p.face_up));
        assert_eq!(view.winning.len(), 4);
        assert_eq!(view.gone, Some(s("l12")));
        assert_eq!(view.last.as_slice(), [s("i9"), s("g11")]);
    }
}
