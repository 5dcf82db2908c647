//! The frame of a rules page: the title and the way to play; the game's own rules (in our
//! own words, with diagrams drawn by its board component) are its children.

use engine::GameId;
use yew::prelude::*;

use crate::{site, t};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub game: GameId,
    /// The game's rules.
    pub children: Html,
}

#[component]
pub fn RulesPage(props: &Props) -> Html {
    let id = props.game;
    let name = t!(format!("game-{id}"));
    html! {
        <main class="rules-page" data-testid="rules">
            <h1>{ t!("rules-title", game = name.clone()) }</h1>
            { props.children.clone() }
            <p class="actions">
                <a class="button" href={site::game_address(id, "")}>{ t!("rules-play", game = name.clone()) }</a>
                <a class="button" href={site::learn_address(id)} data-testid="learn-link">{ t!("learn-title", game = name) }</a>
                <a class="button" href={site::home_address()}>{ t!("nav-home") }</a>
            </p>
        </main>
    }
}
