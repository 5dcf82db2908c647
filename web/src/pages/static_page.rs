//! A page of the site as its file holds it (`crate::site`): the site's header, with the
//! other languages as plain links to the same page in them, and the page itself; a game's
//! page and embed as they stand before the game's bundle runs.

use engine::GameId;
use yew::prelude::*;

use crate::{
    components::language_picker::site_header,
    games,
    i18n::{self, LANGUAGES, Language},
    site::{Page, home_address},
    t,
};

use super::{
    game_preview::{EmbedPreview, GamePreview},
    home::Home,
    rules::RulesPage,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub page: Page,
}

/// The site's header, with the other languages as links to the same page in them.
fn header(page: Page) -> Html {
    let current = i18n::current();
    let language = |l: &Language| {
        let current = (l.code == current.code).then_some("page");
        html! {
            <li><a href={page.href(l.code)} hreflang={l.code} lang={l.code} aria-current={current}>
                // A phone shows the codes, which fit in one line; its screen reader reads
                // the code, as shown, and then the name.
                <span class="language-code">{ l.code.to_uppercase() }</span>{ " " }
                <span class="language-name">{ l.name }</span>
            </a></li>
        }
    };
    html! {
        <header class="site-header">
            <a class="site-name" href={home_address()}>{ t!("site-name") }</a>
            <nav>
                <a href={home_address()}>{ t!("nav-home") }</a>
                <ul class="languages" aria-label={t!("language-label")} data-testid="languages">
                    { for LANGUAGES.iter().map(language) }
                </ul>
            </nav>
        </header>
    }
}

/// A game's page before its bundle runs, by its id (the prerender draws every game's).
fn preview(game: GameId) -> Html {
    engine::with_game!(game, G => html! { <GamePreview<G> /> })
}

/// A game's Learn page before its bundle runs, at its course's first level (the course
/// taken for this page: `crate::learn::take`).
fn learn_preview(game: GameId) -> Html {
    let link = crate::learn::LessonLink::default();
    engine::with_game!(game, G => html! { <super::learn::LearnPage<G> {link} /> })
}

/// A game's embedded lesson before its bundle runs: its course's first level (the
/// course taken for this page).
fn learn_embed_preview(game: GameId) -> Html {
    let settings = crate::embed::settings::EmbedSettings::default();
    engine::with_game!(game, G => html! {
        <super::learn_embed::LearnEmbed<G> {settings} query={String::new()} />
    })
}

/// A game's embedded board before its bundle runs, by its id.
fn embed_preview(game: GameId) -> Html {
    engine::with_game!(game, G => html! { <EmbedPreview<G> /> })
}

#[component]
pub fn StaticPage(props: &Props) -> Html {
    let page = props.page;
    match page {
        Page::Home => html! { <div class="site static-page">{ header(page) }<Home /></div> },
        Page::Rules(game) => html! {
            <div class="site static-page">
                { header(page) }
                <RulesPage {game}>{ games::rules(game) }</RulesPage>
            </div>
        },
        // The game's bundle draws its page beside these, and the loader takes them away.
        Page::Game(game) => html! {
            <div class="site prerendered">
                { site_header(i18n::current().code, Callback::noop()) }
                { preview(game) }
            </div>
        },
        Page::Learn(game) => html! {
            <div class="site prerendered">
                { site_header(i18n::current().code, Callback::noop()) }
                { learn_preview(game) }
            </div>
        },
        Page::Embed(game) => {
            html! { <div class="prerendered">{ embed_preview(game) }</div> }
        }
        Page::LearnEmbed(game) => {
            html! { <div class="prerendered">{ learn_embed_preview(game) }</div> }
        }
        // The header's languages lead to the home page in each: the address that was not
        // found is no page in any.
        Page::NotFound => html! {
            <div class="site static-page">
                { header(Page::Home) }
                <Home notice={t!("home-no-page")} />
            </div>
        },
    }
}
