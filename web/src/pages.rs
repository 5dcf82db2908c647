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

/// A rules bundle draws the frame of the rules page around the game's rules.
fn rules(route: Route, content: Html) -> Html {
    match route {
        Route::Rules(game) => html! { <RulesPage {game}>{ content }</RulesPage> },
        _ => html! {},
    }
}

/// Caro's rules.
pub fn rules_caro(route: Route, _nav: u32) -> Html {
    rules(route, html! { <CaroRules /> })
}

/// Karo: Four in a Row's rules.
pub fn rules_karo_four(route: Route, _nav: u32) -> Html {
    rules(route, html! { <KaroFourRules /> })
}

/// Karo: Jumpers and Crawlers' rules.
pub fn rules_karo_jumpers(route: Route, _nav: u32) -> Html {
    rules(route, html! { <KaroJumpersRules /> })
}

/// Kauri's rules.
pub fn rules_kauri(route: Route, _nav: u32) -> Html {
    rules(route, html! { <KauriRules /> })
}

/// Azacru's rules.
pub fn rules_azacru(route: Route, _nav: u32) -> Html {
    rules(route, html! { <AzacruRules /> })
}

/// Caro's page.
pub fn caro(route: Route, nav: u32) -> Html {
    match route {
        Route::Game(_, link) => html! { <CaroPage {link} {nav} /> },
        _ => html! {},
    }
}

/// Karo: Four in a Row's page.
pub fn karo_four(route: Route, nav: u32) -> Html {
    match route {
        Route::Game(_, link) => html! { <KaroPage<KaroFour> {link} {nav} /> },
        _ => html! {},
    }
}

/// Karo: Jumpers and Crawlers' page.
pub fn karo_jumpers(route: Route, nav: u32) -> Html {
    match route {
        Route::Game(_, link) => html! { <KaroPage<KaroJumpers> {link} {nav} /> },
        _ => html! {},
    }
}

/// Kauri's page.
pub fn kauri(route: Route, nav: u32) -> Html {
    match route {
        Route::Game(_, link) => html! { <KauriPage {link} {nav} /> },
        _ => html! {},
    }
}

/// Azacru's page.
pub fn azacru(route: Route, nav: u32) -> Html {
    match route {
        Route::Game(_, link) => html! { <AzacruPage {link} {nav} /> },
        _ => html! {},
    }
}

/// Caro's embedded board; `nav` sets it up afresh when the address changes
/// (a host may change only its `#` part).
pub fn embed_caro(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <CaroEmbed key={nav} {settings} {link} /> },
        _ => html! {},
    }
}

/// Karo: Four in a Row's embedded board; `nav` sets it up afresh when the address changes
/// (a host may change only its `#` part).
pub fn embed_karo_four(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => {
            html! { <KaroEmbed<KaroFour> key={nav} {settings} {link} /> }
        }
        _ => html! {},
    }
}

/// Karo: Jumpers and Crawlers' embedded board; `nav` sets it up afresh when the address changes
/// (a host may change only its `#` part).
pub fn embed_karo_jumpers(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => {
            html! { <KaroEmbed<KaroJumpers> key={nav} {settings} {link} /> }
        }
        _ => html! {},
    }
}

/// Kauri's embedded board; `nav` sets it up afresh when the address changes
/// (a host may change only its `#` part).
pub fn embed_kauri(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <KauriEmbed key={nav} {settings} {link} /> },
        _ => html! {},
    }
}

/// Azacru's embedded board; `nav` sets it up afresh when the address changes
/// (a host may change only its `#` part).
pub fn embed_azacru(route: Route, nav: u32) -> Html {
    match route {
        Route::Embed(_, settings, link) => html! { <AzacruEmbed key={nav} {settings} {link} /> },
        _ => html! {},
    }
}
