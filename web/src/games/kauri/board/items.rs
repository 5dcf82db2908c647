//! What lies in a pit or a store, drawn so that it can be counted at a glance: small
//! stones and cowrie shells spread from the middle, or a numeral once there are too many.

use engine::kauri::Item;
use yew::prelude::*;

use crate::svg::num;

/// More items than this in a pit are written as numbers instead of drawn one by one.
const MOST_DRAWN: u8 = 14;
/// More stones than this in a store are drawn as this many and the number.
const STORE_DRAWN: u8 = 40;

/// Where the `k`-th item of a pit lies, relative to the pit's centre: a sunflower spiral,
/// so that each new item has its own place and none covers another.
pub fn spot(k: u8) -> (f32, f32) {
    let k = f32::from(k);
    let r = 1.15 * (k + 0.5).sqrt();
    let angle = k * 2.399_963;
    (r * angle.cos(), r * angle.sin())
}

fn stone(x: f32, y: f32) -> Html {
    html! { <circle class="stone" cx={num(x)} cy={num(y)} r="0.85" /> }
}

fn cowrie(x: f32, y: f32) -> Html {
    html! {
        <g class="cowrie">
            <ellipse cx={num(x)} cy={num(y)} rx="1.25" ry="0.85" />
            <line x1={num(x - 0.7)} y1={num(y)} x2={num(x + 0.7)} y2={num(y)} />
        </g>
    }
}

/// The stones and cowries of a pit centred at (`cx`, `cy`).
pub fn pit_items(cx: f32, cy: f32, stones: u8, cowries: u8) -> Html {
    if stones.saturating_add(cowries) > MOST_DRAWN {
        // Cowries in a row along the top, the stones as a number (see `many`).
        let shells = (0..cowries.min(4)).map(|k| cowrie(cx - 2.1 + 1.4 * f32::from(k), cy - 2.6));
        return html! { <>{ for shells }</> };
    }
    // Cowries first, in the middle, the stones around them.
    let items = (0..cowries + stones).map(|k| {
        let (dx, dy) = spot(k);
        match k < cowries {
            true => cowrie(cx + dx, cy + dy),
            false => stone(cx + dx, cy + dy),
        }
    });
    html! { <>{ for items }</> }
}

/// The number of stones written in a pit too full to draw them one by one.
pub fn many(cx: f32, cy: f32, stones: u8, cowries: u8) -> Html {
    match stones.saturating_add(cowries) > MOST_DRAWN {
        true => {
            html! { <text class="many" x={num(cx)} y={num(cy + 1.6)}>{ stones }</text> }
        }
        false => html! {},
    }
}

/// What travels in one step of the sowing, drawn around (0, 0): one item, or the
/// stones of a capture (a few drawn, standing for them all).
pub fn travelling(item: Item, count: u8) -> Html {
    match item {
        Item::Cowrie => cowrie(0.0, 0.0),
        Item::Stone => {
            let drawn = (0..count.clamp(1, 6)).map(|k| {
                let (dx, dy) = spot(k);
                stone(dx, dy)
            });
            html! { <>{ for drawn }</> }
        }
    }
}

/// The stones of a store centred at `cx`, between `top` and `top + height`: three
/// columns from the bottom up.
pub fn store_items(cx: f32, top: f32, height: f32, stones: u8) -> Html {
    let drawn = (0..stones.min(STORE_DRAWN)).map(|k| {
        let (col, row) = (f32::from(k % 3), f32::from(k / 3));
        stone(cx - 2.0 + 2.0 * col, top + height - 1.2 - 1.9 * row)
    });
    html! { <>{ for drawn }</> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_drawn_items_do_not_overlap_and_stay_in_the_pit() {
        for a in 0..MOST_DRAWN {
            let (xa, ya) = spot(a);
            assert!(xa.hypot(ya) < 4.8, "item {a} inside the pit");
            for b in 0..a {
                let (xb, yb) = spot(b);
                assert!((xa - xb).hypot(ya - yb) > 1.6, "items {a} and {b} apart");
            }
        }
    }
}
