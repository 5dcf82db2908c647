//! Karo: Jumpers and Crawlers for the board: the fixed 3 × 8 tiles, the pieces and
//! where each may go, both targets, and the count of pieces home.

use std::rc::Rc;

use engine::{
    Game,
    karo::{
        Colour,
        jumpers::{COLS, Cell, JumpersMove, KaroJumpers, ROWS},
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

/// How many of a side's pieces stand in its target.
pub fn home(game: &KaroJumpers, colour: Colour) -> u32 {
    KaroJumpers::target(colour)
        .filter(|&c| game.piece(c).is_some_and(|p| p.colour == colour))
        .count() as u32
}

impl KaroGame for KaroJumpers {
    const TABLE: (u8, u8) = (COLS, ROWS);
    const FRAME: Option<(Spot, Spot)> = Some((Spot::new(0, 0), Spot::new(COLS - 1, ROWS - 1)));
    const EXAMPLE: &'static str = "b2-b3";
    const CLASSES: &'static str = "karo karo-jumpers";
    const JUMPERS: bool = true;
    const PASS: JumpersMove = JumpersMove::Pass;
    const RULES: crate::i18n::Part = (
        "rules-karo-jumpers",
        include_str!("../../../../static/locales/en/rules-karo-jumpers.ftl"),
    );

    fn view(play: &Play<KaroJumpers>) -> KaroView<JumpersMove> {
        let game = &play.game;
        let start = &play.start;
        let mut ids = Ids::new(
            Cell::all().map(spot),
            Cell::all().filter(|&c| start.piece(c).is_some()).map(spot),
        );
        for &m in &play.moves[..play.cursor] {
            if let JumpersMove::Step { from, to } = m {
                ids.step(spot(from), spot(to));
            }
        }
        // Every move turns its piece over: crawlers become jumpers and back.
        let last = play.last_move().map(Self::cells).unwrap_or_default();
        let tiles = Cell::all()
            .map(|cell| TileView {
                id: ids.tile(spot(cell)),
                at: spot(cell),
                piece: game.piece(cell).map(|p| PieceView {
                    id: ids.piece(spot(cell)),
                    colour: p.colour,
                    face_up: p.face_up,
                    turned: last.get(1) == Some(&spot(cell)),
                }),
            })
            .collect();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut dests = Dests::default();
        for m in moves {
            if let JumpersMove::Step { from, to } = m {
                dests.push(Touch::Step(spot(from), spot(to)), m);
            }
        }
        let zones = Colour::ALL
            .into_iter()
            .flat_map(|colour| KaroJumpers::target(colour).map(move |c| (spot(c), colour)))
            .collect();
        KaroView {
            tiles: Rc::new(tiles),
            picks: Rc::new(Picks::of(&dests)),
            dests: Rc::new(dests),
            last: Rc::new(last),
            gone: None,
            winning: Rc::default(),
            zones: Rc::new(zones),
        }
    }

    fn rules_page() -> yew::Html {
        yew::html! { <super::rules::KaroJumpersRules /> }
    }

    /// Jumpers and crawlers never move a tile.
    fn relocation(_: JumpersMove) -> Option<Relocation> {
        None
    }

    fn cells(m: JumpersMove) -> Vec<Spot> {
        match m {
            JumpersMove::Step { from, to } => vec![spot(from), spot(to)],
            _ => Vec::new(),
        }
    }

    fn side(&self) -> Colour {
        self.side_to_move()
    }

    fn to_play(&self, _pending: bool) -> String {
        let colour = colour_name(self.side_to_move());
        if must_pass(self, Self::PASS) {
            t!("karo-status-pass", colour = colour)
        } else {
            t!("karo-status-move", colour = colour)
        }
    }

    fn hint(&self) -> String {
        t!("karo-jumpers-hint")
    }

    fn tally(&self) -> Vec<Tally> {
        Colour::ALL
            .into_iter()
            .map(|colour| {
                let count = home(self, colour);
                (colour, count, t!("karo-home", count = count))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{games::karo::view::status, link::GameLink};

    fn play(moves: &str) -> Play<KaroJumpers> {
        Play::from_link(&GameLink {
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        })
    }

    fn s(name: &str) -> Spot {
        spot(name.parse().expect("cell"))
    }

    #[test]
    fn test_a_kept_tap_on_a_piece_only_picks_it_up() {
        use crate::games::GameUi;
        assert_eq!(KaroJumpers::tapped(&play(""), "a1", "mouse"), None);
    }

    #[test]
    fn test_start_offers_white_its_moves() {
        let game = play("");
        let view = KaroJumpers::view(&game);
        assert_eq!(view.tiles.len(), 24);
        assert_eq!(view.zones.len(), 12);
        assert_eq!(status(&game, false), "White to move");
        // A jumper goes over its neighbour, straight or diagonal.
        assert_eq!(view.picks.pieces[&s("a1")], vec![s("c3"), s("a3")]);
        assert!(view.picks.pieces[&s("b2")].contains(&s("b3")));
        assert!(view.picks.tiles.is_empty());
        assert_eq!(
            game.game.tally()[1],
            (Colour::White, 0, "0 of 6 home".to_owned())
        );
    }

    #[test]
    fn test_moves_keep_ids_and_turn_pieces_over() {
        let start = KaroJumpers::view(&play(""));
        let id = |view: &KaroView<JumpersMove>, at: Spot| {
            view.tiles.iter().find(|t| t.at == at).and_then(|t| t.piece)
        };
        let before = id(&start, s("a1")).expect("a jumper");
        let game = play("a1-a3 c7-c6");
        let view = KaroJumpers::view(&game);
        let jumped = id(&view, s("a3")).expect("moved");
        assert_eq!(jumped.id, before.id);
        assert!(!jumped.face_up && !jumped.turned);
        let crawled = id(&view, s("c6")).expect("moved");
        assert!(crawled.face_up && crawled.turned);
        assert_eq!(view.last.as_slice(), [s("c7"), s("c6")]);
        assert_eq!(status(&game, false), "White to move");
    }

    #[test]
    fn test_the_win_says_all_six_are_home() {
        // Five of White's pieces in rows 7 and 8, the sixth crawls in.
        let won = Play::<KaroJumpers>::from_link(&GameLink {
            position: Some("www/ww1/2w/3/3/rrr/rr1/2r.w0".to_owned()),
            moves: vec!["c6-c7".to_owned()],
            ..GameLink::default()
        });
        assert_eq!(status(&won, false), "White wins: all six pieces are home");
    }
}
