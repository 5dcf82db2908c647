//! "Put it on your site" on a Learn page: the `<iframe>` snippets of the level or puzzle
//! shown (and of the puzzle of the day) for a club's page, drawn by `pages::learn_embed`.

use yew::prelude::*;

use crate::{address, components::share::CopyButton, i18n, t};

#[derive(Properties, PartialEq, Debug)]
pub struct SnippetProps {
    /// The game.
    pub game: engine::GameId,
    /// What can be embedded from here: each its words and its embed's address (a fragment
    /// of the root, `#/embed/learn/caro?stage=five&level=1`).
    pub choices: Vec<(String, String)>,
}

/// "Put it on your site", folded: the `<iframe>` snippet of each choice (the level shown,
/// a puzzle, the puzzle of the day), in the page's language, to copy. The snippets are
/// written once it is first opened, from the page's own address (which a page's file,
/// written before any address is known, has not).
#[component]
pub fn EmbedSnippets(props: &SnippetProps) -> Html {
    let opened = use_state_eq(|| false);
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |_: Event| opened.set(true))
    };
    let title = t!("learn-title", game = t!(format!("game-{}", props.game)));
    let choices = props.choices.iter().filter(|_| *opened);
    html! {
        <details class="embed-snippets" data-testid="embed-snippets" {ontoggle}>
            <summary>{ t!("learn-embed-summary") }</summary>
            { for choices.map(|(words, fragment)| {
                let snippet = crate::components::embed_dialog::snippet(&address::url(fragment), &title);
                html! {
                    <label class="link-field">
                        <span>{ words.clone() }</span>
                        <textarea readonly=true rows="4" data-testid="level-snippet" value={snippet.clone()} />
                        <CopyButton text={AttrValue::from(snippet)} />
                    </label>
                }
            }) }
        </details>
    }
}

/// The address (a fragment of the root) of `game`'s embed showing `query` (a level's or a
/// puzzle's), in the page's language.
pub fn embed_fragment(game: engine::GameId, query: &str) -> String {
    match i18n::current().code {
        "en" => format!("#/embed/learn/{game}?{query}"),
        code => format!("#/embed/learn/{game}?{query}&lang={code}"),
    }
}
