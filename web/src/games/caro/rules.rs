//! Caro's rules page. The words are in the translation files; the diagrams are parts of
//! the real board, set up from move tokens.

use std::rc::Rc;

use engine::caro::{Colour, POINTS, Point};
use yew::prelude::*;

use crate::{
    games::caro::board::CaroBoard,
    games::rules_text::{figure, section},
    t,
};

/// A diagram: black and white stones (point names separated by spaces), the rows to
/// ring, and the part of the board to show.
struct Diagram {
    black: &'static str,
    white: &'static str,
    ringed: &'static str,
    window: (&'static str, &'static str),
}

fn points(names: &str) -> impl Iterator<Item = Point> + '_ {
    names
        .split_whitespace()
        .filter_map(|name| name.parse().ok())
}

fn diagram(d: &Diagram, caption: String) -> Html {
    let mut stones = vec![None; POINTS];
    for (names, colour) in [(d.black, Colour::Black), (d.white, Colour::White)] {
        for p in points(names) {
            stones[p.index()] = Some(colour);
        }
    }
    let window = d.window.0.parse().ok().zip(d.window.1.parse().ok());
    let board = html! {
        <CaroBoard stones={Rc::new(stones)} winning={Rc::new(points(d.ringed).collect::<Vec<_>>())}
                   {window} label={caption.clone()} />
    };
    figure(board, caption)
}

const OPEN_FIVE: Diagram = Diagram {
    black: "d8 e8 f8 g8 h8",
    white: "c8 e9 f7 g9",
    ringed: "d8 e8 f8 g8 h8",
    window: ("b6", "j10"),
};
const CLOSED_FIVE: Diagram = Diagram {
    black: "d8 e8 f8 g8 h8",
    white: "c8 i8 e9 f7",
    ringed: "",
    window: ("b6", "j10"),
};
const EDGE_FIVE: Diagram = Diagram {
    black: "a3 b3 c3 d3 e3",
    white: "f3 b4 c2 d4",
    ringed: "a3 b3 c3 d3 e3",
    window: ("a1", "g5"),
};
const CLOSED_SIX: Diagram = Diagram {
    black: "d8 e8 f8 g8 h8 i8",
    white: "c8 j8 e9 f7 g9",
    ringed: "d8 e8 f8 g8 h8 i8",
    window: ("b6", "k10"),
};

#[component]
pub fn CaroRules() -> Html {
    html! {
        <article class="rules">
            <p class="lead">{ t!("caro-rules-intro") }</p>
            { section("caro-rules-goal-title", "caro-rules-goal") }
            <div class="diagrams">
                { diagram(&OPEN_FIVE, t!("caro-rules-diagram-open")) }
                { diagram(&CLOSED_FIVE, t!("caro-rules-diagram-closed")) }
                { diagram(&EDGE_FIVE, t!("caro-rules-diagram-edge")) }
                { diagram(&CLOSED_SIX, t!("caro-rules-diagram-six")) }
            </div>
            { section("caro-rules-twist-title", "caro-rules-twist") }
            { section("caro-rules-end-title", "caro-rules-end") }
            { section("caro-rules-openings-title", "caro-rules-openings") }
            <ul>
                <li>{ t!("caro-rules-opening-free") }</li>
                <li>{ t!("caro-rules-opening-swap") }</li>
                <li>{ t!("caro-rules-opening-swap2") }</li>
            </ul>
            { section("caro-rules-options-title", "caro-rules-options") }
            <ul>
                <li>{ t!("caro-rules-option-overline") }</li>
                <li>{ t!("caro-rules-option-closed") }</li>
            </ul>
            { section("caro-rules-notation-title", "caro-rules-notation") }
            { section("caro-rules-decisions-title", "caro-rules-decisions") }
        </article>
    }
}

/// The home page's picture of the board: a game under way (decorative, hidden from
/// screen readers by its empty label).
pub fn picture() -> Html {
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
