//! Every word the site shows goes through here. Messages live in
//! `static/locales/<lang>.ftl` (Fluent), one file per language, all with the same ids;
//! a message missing from a translation falls back to English rather than vanishing.

use std::{
    borrow::Cow,
    cell::{Cell, RefCell},
};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use unic_langid::LanguageIdentifier;

/// A language of the site: its code, its own name, and its messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// The BCP 47 code, e.g. `cs`.
    pub code: &'static str,
    /// The language's name in itself, e.g. `Čeština`.
    pub name: &'static str,
    source: &'static str,
}

/// The site's languages; English first, the fallback.
pub const LANGUAGES: [Language; 6] = [
    language("en", "English", include_str!("../../static/locales/en.ftl")),
    language("hu", "Magyar", include_str!("../../static/locales/hu.ftl")),
    language("cs", "Čeština", include_str!("../../static/locales/cs.ftl")),
    language("ru", "Русский", include_str!("../../static/locales/ru.ftl")),
    language("sv", "Svenska", include_str!("../../static/locales/sv.ftl")),
    language(
        "vi",
        "Tiếng Việt",
        include_str!("../../static/locales/vi.ftl"),
    ),
];

const fn language(code: &'static str, name: &'static str, source: &'static str) -> Language {
    Language { code, name, source }
}

type Bundle = FluentBundle<FluentResource>;

thread_local! {
    static CURRENT: Cell<usize> = const { Cell::new(0) };
    /// Bundles are built the first time their language is used.
    static BUNDLES: RefCell<Vec<Option<Bundle>>> = RefCell::new((0..LANGUAGES.len()).map(|_| None).collect());
}

fn bundle(language: &Language) -> Bundle {
    let lang: LanguageIdentifier = language.code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![lang]);
    // Isolation marks around arguments are for mixed-direction text; in plain UI text
    // they only get in the way (of tests and copy-paste alike).
    bundle.set_use_isolating(false);
    // A broken entry is left out by the parser; the rest of the file still works, and a
    // unit test keeps the shipped files free of errors.
    let resource =
        FluentResource::try_new(language.source.to_owned()).unwrap_or_else(|(res, _)| res);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The language of the site now.
pub fn current() -> Language {
    LANGUAGES[CURRENT.with(Cell::get)]
}

/// Switches the site's language; `false` (and no change) for a code it does not have.
pub fn set_language(code: &str) -> bool {
    match LANGUAGES.iter().position(|l| l.code == code) {
        Some(i) => {
            CURRENT.with(|c| c.set(i));
            true
        }
        None => false,
    }
}

/// The language to show: the address's `lang` if it names one of ours, else the one the
/// visitor chose before, else the first of the browser's that we have, else English.
pub fn choose<'a>(
    from_address: Option<&'a str>,
    remembered: Option<&'a str>,
    browser: impl IntoIterator<Item = String>,
) -> &'static str {
    let ours = |code: &str| {
        // `cs-CZ` is Czech; `sv` is Swedish.
        let base = code
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        LANGUAGES.iter().find(|l| l.code == base).map(|l| l.code)
    };
    from_address
        .and_then(ours)
        .or_else(|| remembered.and_then(ours))
        .or_else(|| browser.into_iter().find_map(|code| ours(&code)))
        .unwrap_or("en")
}

/// The message `id` (or, with a dot, one of its attributes: `id.attr`) with `args`, in
/// the current language. A message missing there comes in English; one missing
/// everywhere shows its id, which is ugly but never blank.
pub fn tr(id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let current = CURRENT.with(Cell::get);
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        [current, 0]
            .into_iter()
            .find_map(|i| {
                let bundle = bundles[i].get_or_insert_with(|| bundle(&LANGUAGES[i]));
                format(bundle, id, args)
            })
            .unwrap_or_else(|| id.to_owned())
    })
}

fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let (name, attribute) = match id.split_once('.') {
        Some((name, attribute)) => (name, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.get_message(name)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text: Cow<'_, str> = bundle.format_pattern(pattern, args, &mut errors);
    Some(text.into_owned())
}

/// `t!("id")` or `t!("id", n = 3, token = "h8")`: a translated message.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr(&$id, None)
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($key), $value);)+
        $crate::i18n::tr(&$id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
