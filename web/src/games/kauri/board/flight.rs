//! Items travelling across the board while a move is sown: drawn as a new element for
//! each step, and given their path once in the page.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::svg::num;

use super::{items::travelling, place_centre};
use crate::games::kauri::sowing::Travel;

/// Items on their way from one place to another. A new element for every step (its
/// key), so that the CSS animation runs afresh from the start to the end point, which
/// [`launch`] gives it.
pub fn flight(travel: Travel, flipped: bool) -> Html {
    let f = travel.flight;
    let ((x0, y0), (x1, y1)) = (place_centre(f.from, flipped), place_centre(f.to, flipped));
    html! {
        <g class="flying" key={travel.key.to_string()} data-testid="flying"
           data-from={format!("{} {}", num(x0), num(y0))} data-to={format!("{} {}", num(x1), num(y1))}
           data-millis={travel.millis.to_string()}>
            { travelling(f.item, f.count) }
        </g>
    }
}

/// Gives the travelling items on `board` their path and time as CSS properties. Not a
/// `style` attribute in the markup: the site's Content Security Policy refuses those,
/// while it lets scripts set styles. Runs before the browser draws the new element, so
/// it is never seen without its path.
pub fn launch(board: &web_sys::Element) {
    let Ok(Some(flying)) = board.query_selector(".flying") else {
        return;
    };
    let Ok(flying) = flying.dyn_into::<web_sys::SvgElement>() else {
        return;
    };
    let style = flying.style();
    for (attribute, names) in [
        ("data-from", ["--from-x", "--from-y"]),
        ("data-to", ["--to-x", "--to-y"]),
    ] {
        let value = flying.get_attribute(attribute).unwrap_or_default();
        // Lengths in px are the drawing's own units in an SVG element's transform.
        for (name, v) in names.iter().zip(value.split(' ')) {
            let _ = style.set_property(name, &format!("{v}px"));
        }
    }
    if let Some(millis) = flying.get_attribute("data-millis") {
        let _ = style.set_property("animation-duration", &format!("{millis}ms"));
    }
}
