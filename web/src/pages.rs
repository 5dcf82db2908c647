//! What each bundle draws (see [`crate::bundle`]): each function names only its own
//! game's components, so that a bundle's wasm holds no other game.

use engine::karo::{four::KaroFour, jumpers::KaroJumpers};
use yew::prelude::*;

use crate::{
    components::{
        azacru_embed::AzacruEmbed,
        azacru_page::AzacruPage,
        azacru_rules::AzacruRules,
        caro_embed::CaroEmbed,
        caro_page::CaroPage,
        caro_rules::CaroRules,
        embed_help::EmbedHelp,
        home::Home,
        karo_embed::KaroEmbed,
        karo_page::KaroPage,
        karo_rules::{KaroFourRules, KaroJumpersRules},
        kauri_embed::KauriEmbed,
        kauri_page::KauriPage,
        kauri_rules::KauriRules,
        rules::RulesPage,
    },
    route::Route,
    t,
};

/// The home bundle: the home page, the embed help and "not found".
pub fn home(route: Route, _nav: u32) -> Html {
    match route {
        Route::EmbedHelp => html! { <EmbedHelp /> },
        Route::NotFound(path) => html! { <Home notice={t!("home-not-found", path = path)} /> },
        _ => html! { <Home /> },
    }
}

/// Caro's bundle.
pub fn caro(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <CaroEmbed {settings} {link} /> },
        Route::Rules(game) => html! { <RulesPage {game}><CaroRules /></RulesPage> },
        Route::Game(_, link) => html! { <CaroPage {link} {nav} /> },
        _ => html! {},
    }
}

/// Karo: Four in a Row's bundle.
pub fn karo_four(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <KaroEmbed<KaroFour> {settings} {link} /> },
        Route::Rules(game) => html! { <RulesPage {game}><KaroFourRules /></RulesPage> },
        Route::Game(_, link) => html! { <KaroPage<KaroFour> {link} {nav} /> },
        _ => html! {},
    }
}

/// Karo: Jumpers and Crawlers' bundle.
pub fn karo_jumpers(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => {
            html! { <KaroEmbed<KaroJumpers> {settings} {link} /> }
        }
        Route::Rules(game) => html! { <RulesPage {game}><KaroJumpersRules /></RulesPage> },
        Route::Game(_, link) => html! { <KaroPage<KaroJumpers> {link} {nav} /> },
        _ => html! {},
    }
}

/// Kauri's bundle.
pub fn kauri(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <KauriEmbed {settings} {link} /> },
        Route::Rules(game) => html! { <RulesPage {game}><KauriRules /></RulesPage> },
        Route::Game(_, link) => html! { <KauriPage {link} {nav} /> },
        _ => html! {},
    }
}

/// Azacru's bundle.
pub fn azacru(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <AzacruEmbed {settings} {link} /> },
        Route::Rules(game) => html! { <RulesPage {game}><AzacruRules /></RulesPage> },
        Route::Game(_, link) => html! { <AzacruPage {link} {nav} /> },
        _ => html! {},
    }
}
