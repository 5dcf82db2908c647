//! The header of the app's pages, with its language menu.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::{i18n, site, t};

/// The site's header on a page the app draws: the way home and the language menu. A game's
/// page drawn by its file has the same (`pages::static_page`), so that nothing moves
/// when the app draws it again.
pub fn site_header(current: &'static str, on_change: Callback<String>) -> Html {
    html! {
        <header class="site-header">
            <a class="site-name" href={site::home_address()}>{ t!("site-name") }</a>
            <nav>
                <a href={site::home_address()}>{ t!("nav-home") }</a>
                <LanguagePicker {current} {on_change} />
            </nav>
        </header>
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The language shown, e.g. `cs`.
    pub current: &'static str,
    /// The visitor chose this language.
    pub on_change: Callback<String>,
}

#[component]
pub fn LanguagePicker(props: &Props) -> Html {
    let onchange = props
        .on_change
        .reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    html! {
        <select class="language" aria-label={t!("language-label")} data-testid="language" {onchange}>
            { for i18n::LANGUAGES.iter().map(|l| html! {
                <option value={l.code} lang={l.code} selected={l.code == props.current}>{ l.name }</option>
            }) }
        </select>
    }
}
