//! The site's language: the one the address asks for, else the visitor's earlier choice,
//! else the browser's; its messages fetched before it is shown (English is built in).
//! A game page opened in a language (the static pages' links carry theirs, `#/caro?lang=vi`)
//! keeps it as the visitor's choice, since the game's address soon drops the `lang`.

use yew::prelude::*;

use crate::{i18n, route::Route};

const LANGUAGE_KEY: &str = "tessera.lang";

fn remembered_language() -> Option<String> {
    let storage = gloo::utils::window().local_storage().ok().flatten()?;
    storage.get_item(LANGUAGE_KEY).ok().flatten()
}

fn remember(code: &str) {
    if let Some(storage) = gloo::utils::window().local_storage().ok().flatten() {
        let _ = storage.set_item(LANGUAGE_KEY, code);
    }
}

fn browser_languages() -> Vec<String> {
    let languages = gloo::utils::window().navigator().languages();
    languages.iter().filter_map(|l| l.as_string()).collect()
}

/// Shows the site in `code`: the messages, and the page's `lang` for screen readers.
fn apply(code: &str) -> &'static str {
    i18n::set_language(code);
    let current = i18n::current().code;
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.set_attribute("lang", current);
    }
    current
}

/// The language the site shows and how to change it.
#[derive(Clone, Debug, PartialEq)]
pub struct LanguageHandle {
    /// The language shown.
    pub shown: &'static str,
    /// Whether the page waits for its first language's messages (it then draws nothing,
    /// rather than a flash of English).
    pub waiting: bool,
    /// The visitor chose a language (it is remembered).
    pub choose: Callback<String>,
}

/// The site's language for the address `fragment`; `redraw` is told just before the site
/// switches to another language, and the pages are drawn again.
#[hook]
pub fn use_language(fragment: &str, redraw: Callback<()>) -> LanguageHandle {
    let from_address = Route::language(fragment);
    let wanted = use_state(|| {
        let remembered = remembered_language();
        i18n::choose(
            from_address.as_deref(),
            remembered.as_deref(),
            browser_languages(),
        )
    });
    let shown = use_state(|| {
        apply(if i18n::is_loaded(*wanted) {
            *wanted
        } else {
            "en"
        })
    });
    let waiting = use_state(|| *shown != *wanted);
    // Not from an embed: a board on another site leaves nothing behind.
    let kept = match Route::parse(fragment) {
        Route::Embed(..) | Route::LearnEmbed(..) => None,
        _ => from_address.as_deref().and_then(i18n::ours),
    };
    use_effect_with(kept, |kept| {
        if let Some(code) = kept {
            remember(code);
        }
    });
    if let Some(code) = from_address.as_deref()
        && let Some(code) = i18n::ours(code)
        && code != *wanted
    {
        wanted.set(code);
    }
    {
        let (shown, waiting) = (shown.clone(), waiting.clone());
        use_effect_with(*wanted, move |&code| {
            wasm_bindgen_futures::spawn_local(async move {
                match i18n::load(code).await {
                    Ok(()) => {
                        if *shown != code {
                            redraw.emit(());
                        }
                        shown.set(apply(code));
                    }
                    // The site stays in the language it shows, which is still readable.
                    Err(why) => web_sys::console::warn_1(&why.into()),
                }
                waiting.set(false);
            });
        });
    }
    let choose = {
        let wanted = wanted.clone();
        Callback::from(move |code: String| {
            if let Some(code) = i18n::ours(&code) {
                remember(code);
                wanted.set(code);
            }
        })
    };
    LanguageHandle {
        shown: *shown,
        waiting: *waiting,
        choose,
    }
}
