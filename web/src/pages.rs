//! What each bundle draws (see [`crate::bundle`]): a game's functions are instantiated for
//! that game alone, so that a bundle's wasm holds no other game.

pub mod embed_help;
pub mod embed_snippets;
pub mod game_embed;
pub mod game_page;
pub mod game_preview;
pub mod home;
pub mod learn;
pub mod learn_embed;
pub mod mistakes;
pub mod puzzle;
pub mod rules;
pub mod static_page;

use yew::prelude::*;

use embed_help::EmbedHelp;
use game_embed::GameEmbed;
use game_page::GamePage;
use home::{CONTINUE, Home};
use learn::LearnPage;
use learn_embed::LearnEmbed;
use mistakes::MistakePage;
use puzzle::PuzzlePage;

use crate::{
    games::GameUi,
    link::OnlineLink,
    online::{form::OnlineForm, my_games::MyGames, page::OnlinePage, watch::OnlineEmbed},
    route::Route,
    storage::{self, Saved},
    t,
    whole::Parts,
};

/// The home bundle: the embed help and "not found" (with the games, as on the home page).
pub fn home(route: Route) -> Html {
    match route {
        Route::EmbedHelp => html! { <EmbedHelp /> },
        Route::NotFound(path) => html! { <Home notice={t!("home-not-found", path = path)} /> },
        _ => html! {},
    }
}

/// A game's page. `#/<game>?continue` (the home page's Continue) opens the game saved
/// last that has not ended, or a new one.
pub fn game<G: GameUi, P: Parts>(route: Route) -> Html {
    match route {
        Route::Game(_, link) if link.options == [CONTINUE] => {
            let link = storage::shelf(G::ID)
                .games
                .iter()
                .find(|saved| !saved.is_over::<G>())
                .map(Saved::link)
                .unwrap_or_default();
            html! { <GamePage<G, P> {link} /> }
        }
        Route::Game(_, link) => html! { <GamePage<G, P> {link} /> },
        _ => html! {},
    }
}

/// A game's page played online, and a live game's embed.
pub fn online<G: GameUi>(route: Route) -> Html {
    match route {
        Route::Embed(_, settings, _) => html! { <OnlineEmbed<G> {settings} /> },
        Route::Online(_, link) if link.is_new() => html! { <OnlineForm<G> /> },
        Route::Online(_, link) if link.id == OnlineLink::MINE => html! { <MyGames /> },
        Route::Online(_, link) => html! { <OnlinePage<G> {link} /> },
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

/// A game's Learn page, and its lessons and puzzles in another site's frame.
pub fn learn<G: GameUi>(route: Route) -> Html {
    match route {
        Route::Learn(_, query) => match crate::learn::LessonLink::parse(&query) {
            crate::learn::LessonLink {
                puzzle: Some(id), ..
            } => html! { <PuzzlePage<G> {id} /> },
            crate::learn::LessonLink {
                mistake: Some(number),
                ..
            } => html! { <MistakePage<G> {number} /> },
            link => html! { <LearnPage<G> {link} /> },
        },
        Route::LearnEmbed(_, settings, query) => html! { <LearnEmbed<G> {settings} {query} /> },
        _ => html! {},
    }
}
