//! Small pictures of each game's board for the home page. Caro's and Karo's are drawn by
//! their own board components; the others are sketches until their boards are drawn.

use std::rc::Rc;

use engine::{
    GameId,
    caro::{Colour, POINTS, Point},
    karo::{four::KaroFour, jumpers::KaroJumpers},
};
use yew::prelude::*;

use crate::components::{caro_board::CaroBoard, karo_rules::picture as karo_picture};

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
        <CaroBoard stones={Rc::new(stones)} targets={Rc::new(vec![false; POINTS])} {window}
                   label={String::new()} />
    }
}

fn kauri() -> Html {
    let pits = (0..12).map(|i| {
        let (x, y) = (i % 6, i / 6);
        let (cx, cy) = (x * 12 + 18, y * 14 + 9);
        html! {
            <g>
                <circle class="pit" cx={cx.to_string()} cy={cy.to_string()} r="5" />
                <circle class="stone" cx={(cx - 1).to_string()} cy={(cy + 1).to_string()} r="1.3" />
                if (i + 1) % 4 == 0 {
                    <ellipse class="cowrie" cx={(cx + 2).to_string()} cy={(cy - 1).to_string()} rx="1.6" ry="1.1" />
                }
            </g>
        }
    });
    html! {
        <svg class="picture kauri" viewBox="0 0 96 32" aria-hidden="true">
            <rect class="wood" x="0" y="0" width="96" height="32" rx="6" />
            <ellipse class="pit" cx="6" cy="16" rx="4" ry="12" />
            <ellipse class="pit" cx="90" cy="16" rx="4" ry="12" />
            { for pits }
        </svg>
    }
}

fn azacru() -> Html {
    let lines = (0..=9).map(|i| {
        let at = (i * 10).to_string();
        let class = if i % 3 == 0 { "region" } else { "field" };
        html! {
            <>
                <line class={class} x1={at.clone()} y1="0" x2={at.clone()} y2="90" />
                <line class={class} x1="0" y1={at.clone()} x2="90" y2={at} />
            </>
        }
    });
    let chevrons = [
        (1, 1, "north", 180),
        (7, 1, "east", 225),
        (7, 7, "south", 0),
        (1, 7, "west", 45),
    ]
    .into_iter()
    .map(|(x, y, seat, turn)| {
        let (cx, cy) = (x * 10 + 5, y * 10 + 5);
        html! {
            <path class={classes!("chevron", seat)} d="M -3 2 L 0 -3 L 3 2 L 0 0 Z"
                  transform={format!("translate({cx} {cy}) rotate({turn}) scale(1.3)")} />
        }
    });
    html! {
        <svg class="picture azacru" viewBox="-1 -1 92 92" aria-hidden="true">
            <rect class="wood" x="0" y="0" width="90" height="90" />
            { for lines }
            { for chevrons }
        </svg>
    }
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
