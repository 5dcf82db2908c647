//! What each bundle draws (see [`crate::bundle`]): a game's functions are instantiated for
//! that game alone, so that a bundle's wasm holds no other game.

use yew::prelude::*;

use crate::{
    components::{
        embed_help::EmbedHelp, game_embed::GameEmbed, game_page::GamePage, home::Home,
        rules::RulesPage,
    },
    games::GameUi,
    route::Route,
    t,
};

/// The home bundle: the home page, the embed help and "not found".
pub fn home(route: Route) -> Html {
    match route {
        Route::EmbedHelp => html! { <EmbedHelp /> },
        Route::NotFound(path) => html! { <Home notice={t!("home-not-found", path = path)} /> },
        _ => html! { <Home /> },
    }
}

/// A game's page.
pub fn game<G: GameUi>(route: Route) -> Html {
    match route {
        Route::Game(_, link) => html! { <GamePage<G> {link} /> },
        _ => html! {},
    }
}

/// A game's rules page.
pub fn rules<G: GameUi>(route: Route) -> Html {
    match route {
        Route::Rules(game) => html! { <RulesPage {game}>{ G::rules() }</RulesPage> },
        _ => html! {},
    }
}

/// A game's embedded board.
pub fn embed<G: GameUi>(route: Route) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <GameEmbed<G> {settings} {link} /> },
        _ => html! {},
    }
}
