//! Tessera's site: a Yew app over the engine. Components draw and report; the engine
//! decides what is legal; the address carries the whole game.

mod address;
mod ai_worker;
mod app;
mod browser;
pub mod bundle;
pub mod components;
pub mod computer;
pub mod crash;
pub mod embed;
pub mod games;
pub mod hooks;
pub mod i18n;
pub mod import;
pub mod learn;
pub mod link;
pub mod mistakes;
pub mod online;
pub mod pages;
mod preferences;
pub mod review;
pub mod route;
pub mod seats;
pub mod site;
mod snapshot;
pub mod state;
mod storage;
pub mod svg;
pub mod whole;

pub use app::App;

/// Starts the site's bundle `bundle`, which draws `pages` and shows `english`, the
/// parts of English's messages it needs besides every page's ([`i18n::english`]).
fn start(bundle: bundle::Bundle, pages: bundle::Pages, english: &[&'static str]) {
    crash::show_on_panic();
    i18n::take_english(english);
    yew::Renderer::<App>::with_props(app::Props { bundle, pages }).render();
}

/// Starts the home bundle, which draws the home page and any page no other bundle draws.
pub fn start_home() {
    start(bundle::Bundle::Home, pages::home, &i18n::english::HOME);
}

/// The English of a bundle that shows all of `G`'s page: its game's, the review panel's
/// and the embedding's (the whole page, an online game, an embed whose link asks for the
/// review).
fn page_english<G: games::GameUi>() -> [&'static str; 3] {
    [G::ENGLISH, i18n::english::REVIEW, i18n::english::EMBEDDING]
}

/// Starts `G`'s page: the body of the bundle's `main`.
pub fn start_page<G: games::GameUi>() {
    let english = page_english::<G>();
    start(
        bundle::Bundle::Game(G::ID),
        pages::game::<G, whole::Whole>,
        &english,
    );
}

/// Starts `G`'s page as a first visit opens it (`bundle::Bundle::First`): its game's
/// English only, as it has neither the review nor the embed dialog.
pub fn start_first<G: games::GameUi>() {
    start(
        bundle::Bundle::First(G::ID),
        pages::game::<G, whole::First>,
        &[G::ENGLISH],
    );
}

/// Starts `G`'s page for a game played online.
pub fn start_online<G: games::GameUi>() {
    i18n::take_parts(&online::MESSAGES);
    let english = page_english::<G>();
    start(bundle::Bundle::Online(G::ID), pages::online::<G>, &english);
}

/// Starts `G`'s board embedded in another site (whose link may ask for the review).
pub fn start_embed<G: games::GameUi>() {
    let english = page_english::<G>();
    start(bundle::Bundle::Embed(G::ID), pages::embed::<G>, &english);
}

/// Starts `G`'s Learn page, with its `lessons` (`learn::CARO`…): the lessons' English
/// words, and the game's own.
pub fn start_learn<G: games::GameUi>(lessons: &'static learn::Lessons) {
    if let Err(why) = learn::take(lessons) {
        web_sys::console::error_1(&format!("the lessons cannot be read: {why}").into());
    }
    i18n::take_parts(&lessons.words);
    start(
        bundle::Bundle::Learn(G::ID),
        pages::learn::<G>,
        &[G::ENGLISH, i18n::english::LEARN],
    );
}

/// Runs a game's AI web worker: answers the page's requests for a computer move with
/// `answer` (one game's, [`computer::answer_in`]), so that the page never freezes while
/// the computer thinks. The body of each `ai-<game>` bundle's `main`.
pub fn serve_computer(answer: fn(&str, &dyn ai::Clock) -> String) {
    use wasm_bindgen::{JsCast, closure::Closure};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let _ = replies.post_message(&answer(&request, &js_sys::Date::now).into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&computer::READY.into());
}
