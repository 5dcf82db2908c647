//! What every game's rules page is written with (each game's `rules` module): sections of
//! text and captioned diagrams. The page around them is `pages::rules::RulesPage`.

use yew::prelude::*;

use crate::t;

/// A section of a game's rules: its heading and its text, both message ids.
pub fn section(title: &str, body: &str) -> Html {
    html! {
        <>
            <h2>{ t!(title) }</h2>
            <p>{ t!(body) }</p>
        </>
    }
}

/// A diagram of a game's rules: a picture of its board, with the caption that also names it.
pub fn figure(picture: Html, caption: String) -> Html {
    html! {
        <figure class="diagram">
            { picture }
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}
