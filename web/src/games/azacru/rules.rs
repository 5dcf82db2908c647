//! Azacru's rules page. The words are in the translation files; the diagrams are the
//! real board, set up from options, position codes and move tokens.

use engine::azacru::{Azacru, Field, Twist};
use yew::prelude::*;

use crate::{
    games::azacru::board::AzacruBoard,
    games::azacru::view::{PickView, pick_view, steps, still_view},
    games::rules_text::{figure, section},
    link::GameLink,
    state::Play,
    t,
};

/// A diagram: a game (options, a position code, moves), the chevron to show picked,
/// and the part of the board to show.
struct Diagram {
    options: &'static [&'static str],
    position: Option<&'static str>,
    moves: &'static str,
    picked: Option<&'static str>,
    window: (&'static str, &'static str),
    caption: &'static str,
}

/// `docs/rules/azacru.md`, Example 2: east's markers on a1, b1, c3 and c6, west's on c5; east's
/// chevron on c3 faces north with power 3.
const WORKED_EXAMPLE: &str = "8w/9/9/2e6/2w6/9/2e6/9/ee7.c3n/i9sw.e";

const DIAGRAMS: [Diagram; 4] = [
    Diagram {
        options: &[],
        position: None,
        moves: "",
        picked: None,
        window: ("a1", "i9"),
        caption: "azacru-rules-diagram-two",
    },
    Diagram {
        options: &["players=4"],
        position: None,
        moves: "",
        picked: None,
        window: ("a1", "i9"),
        caption: "azacru-rules-diagram-four",
    },
    Diagram {
        options: &[],
        position: Some(WORKED_EXAMPLE),
        moves: "",
        picked: Some("c3"),
        window: ("a1", "f6"),
        caption: "azacru-rules-diagram-power",
    },
    Diagram {
        options: &[],
        position: Some(WORKED_EXAMPLE),
        moves: "c3-c6",
        picked: None,
        window: ("a1", "f6"),
        caption: "azacru-rules-diagram-connection",
    },
];

fn diagram(d: &Diagram) -> Html {
    let play = Play::from_link(&GameLink {
        options: d.options.iter().map(|s| (*s).to_owned()).collect(),
        position: d.position.map(str::to_owned),
        moves: d.moves.split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    });
    let game = &play.game;
    let view = still_view(game);
    let pick = d
        .picked
        .and_then(|name| name.parse::<Field>().ok())
        .map_or_else(PickView::default, |f| {
            pick_view(game, &steps(game), Some(f), &[], Twist::None)
        });
    let window = d.window.0.parse().ok().zip(d.window.1.parse().ok());
    let caption = t!(d.caption);
    let board = html! { <AzacruBoard {view} {pick} {window} label={caption.clone()} /> };
    figure(board, caption)
}

#[component]
pub fn AzacruRules() -> Html {
    html! {
        <article class="rules">
            <p class="lead">{ t!("azacru-rules-intro") }</p>
            { section("azacru-rules-goal-title", "azacru-rules-goal") }
            { section("azacru-rules-start-title", "azacru-rules-start") }
            <div class="diagrams">
                { diagram(&DIAGRAMS[0]) }
                { diagram(&DIAGRAMS[1]) }
            </div>
            { section("azacru-rules-move-title", "azacru-rules-move") }
            { section("azacru-rules-connection-title", "azacru-rules-connection") }
            <div class="diagrams">
                { diagram(&DIAGRAMS[2]) }
                { diagram(&DIAGRAMS[3]) }
            </div>
            { section("azacru-rules-twist-title", "azacru-rules-twist") }
            { section("azacru-rules-end-title", "azacru-rules-end") }
            { section("azacru-rules-site-title", "azacru-rules-site") }
            { section("azacru-rules-notation-title", "azacru-rules-notation") }
            { section("azacru-rules-decisions-title", "azacru-rules-decisions") }
        </article>
    }
}

/// The home page's picture of the board: a four-player game a few moves in (decorative).
pub fn picture() -> Html {
    let moves = "e9-e8 g9-f8r e1-e2 c1-d2l a7-b7 i5-h5 a3-b3 a5-b5 \
                 e8-e7 g1-g2 e2-e3 d2-d3 i7-h6 h5-g5 i3-h3 c9-c8";
    let play = Play::<Azacru>::from_link(&GameLink {
        options: vec!["players=4".to_owned()],
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    });
    let view = still_view(&play.game);
    let window = "a1".parse().ok().zip("i9".parse().ok());
    html! { <AzacruBoard {view} {window} label={String::new()} /> }
}
