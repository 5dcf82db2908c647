//! A board's roving focus: the board is one tab stop, the arrow keys move the focus among
//! its cells (the board keeps which cell has it), and the focused element follows that
//! cell, as long as the focus is inside the board (a re-render never steals it from the
//! rest of the page).

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Moves the focus to the element of `board` whose `data-cell` is `cell` whenever `cell`
/// changes while the focus is inside `board`.
#[hook]
pub fn use_roving_focus(board: &NodeRef, cell: Option<String>) {
    let board = board.clone();
    use_effect_with(cell, move |cell| {
        let (Some(cell), Some(svg)) = (cell, board.cast::<web_sys::Element>()) else {
            return;
        };
        let active = gloo::utils::document().active_element();
        if active.is_some_and(|a| svg.contains(Some(&a)))
            && let Ok(Some(element)) = svg.query_selector(&format!("[data-cell=\"{cell}\"]"))
            && let Ok(element) = element.dyn_into::<web_sys::SvgElement>()
        {
            let _ = element.focus();
        }
    });
}
