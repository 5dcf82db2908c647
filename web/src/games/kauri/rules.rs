//! The Kauri rules page. The words are in the translation files; the diagrams are the real
//! board, set up by playing moves from the start.

use engine::kauri::Kauri;
use yew::prelude::*;

use crate::{
    games::kauri::{board::KauriBoard, view::Counts},
    games::rules_text::{figure, section},
    link::GameLink,
    state::Play,
    t,
};

/// South's opening `c`: `docs/rules/kauri.md`, Example 1.
const OPENING: &str = "c";
/// A stone falls into a pit of only cowries (to South's store), then South's cowrie takes
/// two stones.
const CAPTURES: &str = "c c d b a";

fn diagram(moves: &str, caption: &str) -> Html {
    let play = Play::<Kauri>::from_link(&GameLink {
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    });
    let caption = t!(caption);
    let board = html! { <KauriBoard counts={Counts::of(&play.game)} label={caption.clone()} /> };
    figure(board, caption)
}

#[component]
pub fn KauriRules() -> Html {
    html! {
        <article class="rules">
            <p class="lead">{ t!("kauri-rules-intro") }</p>
            { section("kauri-rules-board-title", "kauri-rules-board") }
            { section("kauri-rules-move-title", "kauri-rules-move") }
            <ul>
                <li>{ t!("kauri-rules-stone-capture") }</li>
                <li>{ t!("kauri-rules-cowrie-capture") }</li>
            </ul>
            <div class="diagrams">
                { diagram("", "kauri-rules-diagram-start") }
                { diagram(OPENING, "kauri-rules-diagram-opening") }
                { diagram(CAPTURES, "kauri-rules-diagram-captures") }
            </div>
            { section("kauri-rules-end-title", "kauri-rules-end") }
            { section("kauri-rules-notation-title", "kauri-rules-notation") }
        </article>
    }
}

/// The home page's picture of the board: a game of Kauri a few moves in, a capture made
/// (decorative).
pub fn picture() -> Html {
    let play = Play::<Kauri>::from_link(&GameLink {
        moves: "c c d b a".split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    });
    html! { <KauriBoard counts={Counts::of(&play.game)} label={String::new()} /> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_diagrams_show_legal_games() {
        for moves in [OPENING, CAPTURES] {
            let play = Play::<Kauri>::from_link(&GameLink {
                moves: moves.split_whitespace().map(str::to_owned).collect(),
                ..GameLink::default()
            });
            assert_eq!(play.notice, None, "{moves}");
        }
    }
}
