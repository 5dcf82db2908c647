//! The pieces: markers as discs, chevrons as arrows, each with its player's letter as a
//! second cue beside the colour. Pieces take no clicks: the fields under them do.

use engine::azacru::{Direction, Field, Side};
use yew::prelude::*;

use crate::svg::num;

use super::geometry::{CHEVRON_PATH, centre, screen_degrees};
use crate::{
    games::azacru::board::side_letter,
    games::azacru::view::{ChevronView, side_class},
};

/// A marker. Keyed by field and owner, so that a marker that appears or changes hands
/// is a new element, and its entrance is animated by the stylesheet.
pub fn marker(field: Field, side: Side, flipped: bool) -> Html {
    let (x, y) = centre(field, flipped);
    html! {
        <g key={format!("{field}{}", side.letter())} class={classes!("marker", side_class(side))}
           transform={format!("translate({} {})", num(x), num(y))}>
            <g class="disc">
                <circle r="0.38" />
                <text class="letter" y="0.01">{ side_letter(side) }</text>
            </g>
        </g>
    }
}

/// A chevron. Keyed by its id, so that a move changes the same element's transforms, and
/// the stylesheet's transitions slide and turn it. The letter stays upright. (Transform
/// attributes, not style attributes: they animate the same, and a strict content
/// security policy allows them.)
pub fn chevron(view: &ChevronView, flipped: bool) -> Html {
    let (x, y) = centre(view.field, flipped);
    let turn = screen_degrees(view.degrees, flipped);
    let side = view.chevron.side;
    html! {
        <g key={view.id} class={classes!("chevron", side_class(side))}
           transform={format!("translate({} {})", num(x), num(y))}>
            <path class="arrow" d={CHEVRON_PATH} transform={format!("rotate({turn})")} />
            <text class="letter" y="0.02">{ side_letter(side) }</text>
        </g>
    }
}

/// The chevron as it would stand after the move, for the twist's preview.
pub fn ghost(field: Field, facing: Direction, side: Side, flipped: bool) -> Html {
    let (x, y) = centre(field, flipped);
    let degrees = Direction::ALL
        .iter()
        .position(|&d| d == facing)
        .map_or(0, |i| i as i32 * 45);
    let turn = screen_degrees(degrees, flipped);
    html! {
        <g class={classes!("chevron", "preview", side_class(side))} data-testid="twist-preview"
           data-facing={facing.as_str()}
           transform={format!("translate({} {})", num(x), num(y))}>
            <path class="arrow" d={CHEVRON_PATH} transform={format!("rotate({turn})")} />
        </g>
    }
}
