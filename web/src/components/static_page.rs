//! A static page whole (`crate::site`): the site's header, with the other languages as
//! plain links to the same page in them, and the page itself.

use yew::prelude::*;

use crate::{
    components::{home::Home, rules::RulesPage},
    games,
    i18n::{self, LANGUAGES, Language},
    site::{Page, home_address},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub page: Page,
}

#[component]
pub fn StaticPage(props: &Props) -> Html {
    let page = props.page;
    let current = i18n::current();
    let language = |l: &Language| {
        let current = (l.code == current.code).then_some("page");
        html! {
            <li><a href={page.href(l.code)} hreflang={l.code} lang={l.code} aria-current={current}>
                { l.name }
            </a></li>
        }
    };
    html! {
        <div class="site static-page">
            <header class="site-header">
                <a class="site-name" href={home_address()}>{ t!("site-name") }</a>
                <nav>
                    <a href={home_address()}>{ t!("nav-home") }</a>
                    <ul class="languages" aria-label={t!("language-label")} data-testid="languages">
                        { for LANGUAGES.iter().map(language) }
                    </ul>
                </nav>
            </header>
            { match page {
                Page::Home => html! { <Home /> },
                Page::Rules(game) => html! { <RulesPage {game}>{ games::rules(game) }</RulesPage> },
            } }
        </div>
    }
}
