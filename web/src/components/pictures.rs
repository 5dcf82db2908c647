//! Small pictures of each game's board for the home page, drawn by the games' own board
//! components.

use std::rc::Rc;

use engine::{
    GameId,
    azacru::Azacru,
    caro::{Colour, POINTS, Point},
    karo::{four::KaroFour, jumpers::KaroJumpers},
    kauri::Kauri,
};
use yew::prelude::*;

use crate::{
    games::{
        azacru::{
            board::AzacruBoard,
            view::{BoardView, still_view},
        },
        caro::board::CaroBoard,
        karo::rules::picture as karo_picture,
        kauri::{board::KauriBoard, view::Counts},
    },
    link::GameLink,
    state::Play,
};

/// A game of Karo: Four in a Row under way, a tile already moved off the rectangle.
const KARO_FOUR: &str = "g12.1rrttw/1wtrrt/1rwtww/ttwrt1.r0";

/// The picture of a game's board.
pub fn picture(game: GameId) -> Html {
    match game {
        GameId::Caro => caro(),
        // Decorative: the empty label hides them from screen readers.
        GameId::KaroFour => karo_picture::<KaroFour>(Some(KARO_FOUR), "", String::new()),
        GameId::KaroJumpers => karo_picture::<KaroJumpers>(None, "a1-a3 c7-c6", String::new()),
        GameId::Kauri => kauri(),
        GameId::Azacru => azacru(),
    }
}

fn caro() -> Html {
    let mut stones = vec![None; POINTS];
    for (names, colour) in [
        ("h8 i9 g7 j8 g9", Colour::Black),
        ("i8 h9 j10 g8 f6", Colour::White),
    ] {
        for p in names
            .split_whitespace()
            .filter_map(|n| n.parse::<Point>().ok())
        {
            stones[p.index()] = Some(colour);
        }
    }
    let window = "d4".parse().ok().zip("l12".parse().ok());
    html! {
        <CaroBoard stones={Rc::new(stones)} {window}
                   label={String::new()} />
    }
}

/// A game of Kauri a few moves in, a capture made, drawn by the board itself.
fn kauri() -> Html {
    let play = Play::<Kauri>::from_link(&GameLink {
        moves: "c c d b a".split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    });
    html! { <KauriBoard counts={Counts::of(&play.game)} label={String::new()} /> }
}

/// A four-player game a few moves in, drawn by the board itself.
fn azacru() -> Html {
    let moves = "e9-e8 g9-f8r e1-e2 c1-d2l a7-b7 i5-h5 a3-b3 a5-b5 \
                 e8-e7 g1-g2 e2-e3 d2-d3 i7-h6 h5-g5 i3-h3 c9-c8";
    let play = Play::<Azacru>::from_link(&GameLink {
        options: vec!["players=4".to_owned()],
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    });
    let view = BoardView {
        movable: Rc::default(),
        ..still_view(&play.game)
    };
    let window = "a1".parse().ok().zip("i9".parse().ok());
    html! { <AzacruBoard {view} {window} label={String::new()} /> }
}

#[cfg(test)]
mod tests {
    use engine::{Game, karo::KaroOptions};

    use super::*;

    #[test]
    fn test_the_karo_picture_is_a_position() {
        assert!(KaroFour::from_code(KaroOptions::default(), KARO_FOUR).is_ok());
    }
}
