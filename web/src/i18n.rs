//! Every word the site shows goes through here. Messages live in
//! `static/locales/<lang>.ftl` (Fluent), one file per language, all with the same ids;
//! a message missing from a translation falls back to English rather than vanishing.
//!
//! English is built in; the other languages are fetched when first chosen
//! ([`load`]), so that a visitor downloads his own language only. English's messages
//! that only some bundles show (a game's own, the review's, the embedding's) are split
//! off at build time (`web/build.rs`) and taken by those bundles ([`take_english`]).
//! A few messages that
//! only the static pages show (each game's rules) live in files of their own,
//! `static/locales/<lang>/<part>.ftl`, which the build's prerender takes
//! ([`take_parts`]); no bundle carries them.

use std::cell::{Cell, RefCell};

mod ftl;
mod load;
mod plural;

use ftl::Messages;
pub use ftl::{Arg, Args};
pub use load::load;

/// A language of the site: its code and its own name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// The BCP 47 code, e.g. `cs`.
    pub code: &'static str,
    /// The language's name in itself, e.g. `Čeština`.
    pub name: &'static str,
}

/// The site's languages; English first, the fallback.
pub const LANGUAGES: [Language; 6] = [
    language("en", "English"),
    language("hu", "Magyar"),
    language("cs", "Čeština"),
    language("ru", "Русский"),
    language("sv", "Svenska"),
    language("vi", "Tiếng Việt"),
];

/// English's messages, the ones every page has from the start.
const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// The parts of English's messages that only some bundles show (`### part:` in
/// `static/locales/en.ftl`), each taken by the bundles that show it ([`take_english`]).
pub mod english {
    macro_rules! part {
        ($name:literal) => {
            include_str!(concat!(env!("OUT_DIR"), "/en-", $name, ".ftl"))
        };
    }
    /// Caro's own.
    pub const CARO: &str = part!("caro");
    /// Azacru's own.
    pub const AZACRU: &str = part!("azacru");
    /// Both Karos'.
    pub const KARO: &str = part!("karo");
    /// Kauri's own.
    pub const KAURI: &str = part!("kauri");
    /// The review panel's.
    pub const REVIEW: &str = part!("review");
    /// The embed dialog's, the embed help page's and the embeds' own.
    pub const EMBEDDING: &str = part!("embedding");
    /// The static pages' own (the not-found page), which only the build's prerender
    /// writes.
    pub const STATIC: &str = part!("static");
    /// The Learn pages' own (a level's words are each course's, `crate::learn`).
    pub const LEARN: &str = part!("learn");
    /// All of them: the build's prerender, which writes every page.
    pub const ALL: [&str; 8] = [CARO, AZACRU, KARO, KAURI, REVIEW, EMBEDDING, STATIC, LEARN];
    /// The home bundle's: all but the Learn pages' (it draws the embed help and "not
    /// found", whose pages name every game).
    pub const HOME: [&str; 7] = [CARO, AZACRU, KARO, KAURI, REVIEW, EMBEDDING, STATIC];
}

/// A file of messages that only some bundles show: its name (`rules-caro`) and its
/// English text.
pub type Part = (&'static str, &'static str);

const fn language(code: &'static str, name: &'static str) -> Language {
    Language { code, name }
}

thread_local! {
    static CURRENT: Cell<usize> = const { Cell::new(0) };
    /// The parts this bundle shows besides the messages every page has.
    static PARTS: Cell<&'static [Part]> = const { Cell::new(&[]) };
    /// The parts of English's messages this bundle shows ([`english`]); natively (the
    /// prerender, the tests) all of them.
    static ENGLISH_PARTS: RefCell<Vec<&'static str>> = RefCell::new(english_at_start());
    /// A language's messages, once they are here (English's are read when first used).
    static BUNDLES: RefCell<Vec<Option<Messages>>> = RefCell::new((0..LANGUAGES.len()).map(|_| None).collect());
}

#[cfg(target_arch = "wasm32")]
fn english_at_start() -> Vec<&'static str> {
    Vec::new()
}

#[cfg(not(target_arch = "wasm32"))]
fn english_at_start() -> Vec<&'static str> {
    english::ALL.to_vec()
}

fn bundle(code: &str, sources: &[&str]) -> Messages {
    let mut messages = Messages::new(code);
    for source in sources {
        // A broken entry is left out; the rest of the file still works, and a unit test
        // keeps the shipped files free of errors.
        let _ = messages.add(source);
    }
    messages
}

fn english() -> Messages {
    let parts = PARTS.with(Cell::get);
    let sources: Vec<&str> = std::iter::once(ENGLISH)
        .chain(ENGLISH_PARTS.with(|p| p.borrow().clone()))
        .chain(parts.iter().map(|(_, source)| *source))
        .collect();
    bundle("en", &sources)
}

/// Takes the parts shown besides the messages every page has (their English text is
/// given; other languages' are added with [`add`]). Call it before the first message.
pub fn take_parts(parts: &'static [Part]) {
    PARTS.with(|p| p.set(parts));
    BUNDLES.with(|bundles| bundles.borrow_mut()[0] = None);
}

/// Takes the parts of English's messages this bundle shows ([`english`]). Call it before
/// the first message.
pub fn take_english(parts: &[&'static str]) {
    ENGLISH_PARTS.with(|p| *p.borrow_mut() = parts.to_vec());
    BUNDLES.with(|bundles| bundles.borrow_mut()[0] = None);
}

/// The parts this bundle shows: a language's files to fetch besides its own
/// (`cs/online`).
pub fn parts() -> &'static [Part] {
    PARTS.with(Cell::get)
}

/// The language of the site now.
pub fn current() -> Language {
    LANGUAGES[CURRENT.with(Cell::get)]
}

fn index(code: &str) -> Option<usize> {
    LANGUAGES.iter().position(|l| l.code == code)
}

/// The site's own code for `code`, if it is one of the site's languages.
pub fn ours(code: &str) -> Option<&'static str> {
    index(code).map(|i| LANGUAGES[i].code)
}

/// Whether the messages of `code` are here (English's always are).
pub fn is_loaded(code: &str) -> bool {
    match index(code) {
        Some(0) => true,
        Some(i) => BUNDLES.with(|bundles| bundles.borrow()[i].is_some()),
        None => false,
    }
}

/// Takes the messages of `code` from the texts of its `.ftl` files (its own, then the
/// parts'); `false` for a code the site does not have.
pub fn add(code: &str, sources: &[&str]) -> bool {
    let Some(i) = index(code) else {
        return false;
    };
    let bundle = bundle(LANGUAGES[i].code, sources);
    BUNDLES.with(|bundles| bundles.borrow_mut()[i] = Some(bundle));
    true
}

/// Switches the site's language; `false` (and no change) for a code it does not have or
/// whose messages are not here yet.
pub fn set_language(code: &str) -> bool {
    match index(code) {
        Some(i) if is_loaded(code) => {
            CURRENT.with(|c| c.set(i));
            true
        }
        _ => false,
    }
}

/// The language to show: the address's `lang` if it names one of ours, else the one the
/// visitor chose before, else the first of the browser's that we have, else English.
pub fn choose<'a>(
    from_address: Option<&'a str>,
    remembered: Option<&'a str>,
    browser: impl IntoIterator<Item = String>,
) -> &'static str {
    let by_base = |code: &str| {
        // `cs-CZ` is Czech; `sv` is Swedish.
        let base = code
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        ours(&base)
    };
    from_address
        .and_then(by_base)
        .or_else(|| remembered.and_then(by_base))
        .or_else(|| browser.into_iter().find_map(|code| by_base(&code)))
        .unwrap_or("en")
}

/// The message `id` (or, with a dot, one of its attributes: `id.attr`) with `args`, in
/// the current language. A message missing there comes in English; one missing
/// everywhere shows its id, which is ugly but never blank.
pub fn tr(id: &str, args: Option<&Args>) -> String {
    let current = CURRENT.with(Cell::get);
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        [current, 0]
            .into_iter()
            .find_map(|i| {
                let bundle = match i {
                    0 => Some(bundles[0].get_or_insert_with(english)),
                    _ => bundles[i].as_mut(),
                };
                format(bundle?, id, args)
            })
            .unwrap_or_else(|| id.to_owned())
    })
}

fn format(messages: &Messages, id: &str, args: Option<&Args>) -> Option<String> {
    match id.split_once('.') {
        Some((name, attribute)) => messages.format(name, Some(attribute), args),
        None => messages.format(id, None, args),
    }
}

/// `t!("id")` or `t!("id", n = 3, token = "h8")`: a translated message.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr(&$id, None)
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $(args.set(stringify!($key), $value);)+
        $crate::i18n::tr(&$id, Some(&args))
    }};
}

#[cfg(test)]
mod part_tests;
#[cfg(test)]
mod tests;
