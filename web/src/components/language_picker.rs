//! The language menu of the site header.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::{i18n, t};

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
