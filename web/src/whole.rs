//! A game's page comes in two bundles (`crate::bundle`). A first visit gets the first one
//! ([`First`]): the board, its moves and controls, and the first Play's question. It leaves
//! the review, New game and the sharing panels to the game's whole bundle ([`Whole`]), for
//! about 30 KB less to download before the first move on a phone. Their buttons in the
//! first bundle load the page again, with the address saying which part to open
//! (`open=<part>`). The loader takes that away and opens the part once the whole bundle has
//! drawn the page (scripts/boot.template.js). The review is in the address already
//! (`review`) and leads to the whole bundle by itself.

use yew::prelude::*;

use crate::{address, t};

/// What a bundle draws of a game's page: all of it, or a first visit's parts.
pub trait Parts: 'static {
    /// Whether the review, New game and the sharing panels are this bundle's.
    const WHOLE: bool;
}

/// The game's whole page (`Bundle::Game`).
#[derive(Debug)]
pub struct Whole;

impl Parts for Whole {
    const WHOLE: bool = true;
}

/// A first visit's page (`Bundle::First`).
#[derive(Debug)]
pub struct First;

impl Parts for First {
    const WHOLE: bool = false;
}

/// The parts the first bundle leaves to the whole one, by the test ids of what opens
/// them: the loader opens only these.
pub const PARTS: [&str; 4] = ["new-game", "start-more", "embed", "share-panel"];

/// A click that loads the page again with the whole bundle, which opens `part` (one of
/// [`PARTS`]) once it has drawn the page.
pub fn opener<E: 'static>(part: &'static str) -> Callback<E> {
    Callback::from(move |_| address::reload_with(&format!("open={part}")))
}

/// A click that opens the game's review, which is the whole bundle's.
pub fn review_opener<E: 'static>() -> Callback<E> {
    Callback::from(|_| address::reload_with("review"))
}

/// The sharing panel as the first bundle draws it: folded, and opened by the whole bundle.
pub fn share_panel() -> Html {
    let open = opener::<()>("share-panel");
    let onclick = Callback::from(move |e: MouseEvent| {
        e.prevent_default();
        open.emit(());
    });
    html! {
        <details class="share-panel" data-testid="share-panel">
            <summary {onclick}>{ t!("share-panel") }</summary>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_loader_opens_the_same_parts() {
        let loader = include_str!("../../scripts/boot.template.js");
        let listed = format!("const WHOLE_PARTS = {PARTS:?};").replace('"', "'");
        assert!(loader.contains(&listed), "the loader has no `{listed}`");
    }
}
