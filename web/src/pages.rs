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

/// A game's bundle draws its page and its rules; `page` and `rules` are them.
fn game(route: Route, page: impl FnOnce(crate::route::GameLink) -> Html, rules: Html) -> Html {
    match route {
        Route::Rules(game) => html! { <RulesPage {game}>{ rules }</RulesPage> },
        Route::Game(_, link) => page(link),
        _ => html! {},
    }
}

/// Caro's page and rules.
pub fn caro(route: Route, nav: u32) -> Html {
    game(
        route,
        |link| html! { <CaroPage {link} {nav} /> },
        html! { <CaroRules /> },
    )
}

/// Karo: Four in a Row's page and rules.
pub fn karo_four(route: Route, nav: u32) -> Html {
    let page = |link| html! { <KaroPage<KaroFour> {link} {nav} /> };
    game(route, page, html! { <KaroFourRules /> })
}

/// Karo: Jumpers and Crawlers' page and rules.
pub fn karo_jumpers(route: Route, nav: u32) -> Html {
    let page = |link| html! { <KaroPage<KaroJumpers> {link} {nav} /> };
    game(route, page, html! { <KaroJumpersRules /> })
}

/// Kauri's page and rules.
pub fn kauri(route: Route, nav: u32) -> Html {
    game(
        route,
        |link| html! { <KauriPage {link} {nav} /> },
        html! { <KauriRules /> },
    )
}

/// Azacru's page and rules.
pub fn azacru(route: Route, nav: u32) -> Html {
    game(
        route,
        |link| html! { <AzacruPage {link} {nav} /> },
        html! { <AzacruRules /> },
    )
}

/// Caro's embedded board.
pub fn embed_caro(route: Route, _nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <CaroEmbed {settings} {link} /> },
        _ => html! {},
    }
}

/// Karo: Four in a Row's embedded board.
pub fn embed_karo_four(route: Route, _nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <KaroEmbed<KaroFour> {settings} {link} /> },
        _ => html! {},
    }
}

/// Karo: Jumpers and Crawlers' embedded board.
pub fn embed_karo_jumpers(route: Route, _nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => {
            html! { <KaroEmbed<KaroJumpers> {settings} {link} /> }
        }
        _ => html! {},
    }
}

/// Kauri's embedded board.
pub fn embed_kauri(route: Route, _nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <KauriEmbed {settings} {link} /> },
        _ => html! {},
    }
}

/// Azacru's embedded board.
pub fn embed_azacru(route: Route, _nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <AzacruEmbed {settings} {link} /> },
        _ => html! {},
    }
}
