//! Small pictures of each game's board for the home page. Caro's is a part of its real
//! board; the others are sketches until their boards are drawn by their own components.

use std::rc::Rc;

use engine::{
    GameId,
    caro::{Colour, POINTS, Point},
};
use yew::prelude::*;

use crate::components::caro_board::CaroBoard;

/// The picture of a game's board.
pub fn picture(game: GameId) -> Html {
    match game {
        GameId::Caro => caro(),
        GameId::KaroFour | GameId::KaroJumpers => karo(game == GameId::KaroJumpers),
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

fn karo(jumpers: bool) -> Html {
    let (cols, rows) = if jumpers { (8, 3) } else { (5, 4) };
    let tiles = (0..cols * rows).map(|i| {
        let (x, y) = (i % cols, i / cols);
        let piece = match (jumpers, x, y) {
            (true, 0..=1, _) => Some("red"),
            (true, 6..=7, _) => Some("white"),
            (false, _, _) if (x * 3 + y * 5) % 7 == 1 => Some("red"),
            (false, _, _) if (x * 3 + y * 5) % 7 == 4 => Some("white"),
            _ => None,
        };
        html! {
            <g>
                <rect class="tile" x={(x * 10 + 1).to_string()} y={(y * 10 + 1).to_string()}
                      width="9" height="9" rx="1" />
                if let Some(side) = piece {
                    <circle class={classes!("piece", side)} cx={(x * 10 + 5).to_string()}
                            cy={(y * 10 + 5).to_string()} r="3.2" />
                }
            </g>
        }
    });
    html! {
        <svg class="picture karo" viewBox={format!("0 0 {} {}", cols * 10 + 1, rows * 10 + 1)} aria-hidden="true">
            { for tiles }
        </svg>
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
