//! The browser's address, and the only code that reads or writes it. A game page writes
//! its address in three ways ([`Write`]); a change made outside the page (typing, back,
//! forward, a link followed) reaches every page as a new [`Visit`], which the app provides
//! as a context, so that no counter is passed from component to component.

use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The fragment now (`#/caro?moves=h8`), or an empty string.
pub fn fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// The address as the app last read it, and how many times it changed from outside the
/// page: each new count tells a game page to set itself up from the address again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visit {
    /// The fragment read.
    pub fragment: String,
    /// How many visits came before this one.
    pub count: u32,
}

impl Reducible for Visit {
    type Action = ();

    fn reduce(self: Rc<Self>, (): ()) -> Rc<Self> {
        Rc::new(Visit {
            fragment: fragment(),
            count: self.count.wrapping_add(1),
        })
    }
}

/// The visits, for the app: a new one on every `hashchange` (which [`Write::Replace`] and
/// [`Write::Push`] do not fire), and when the handle is dispatched (a new language draws
/// the page anew from the address as it is now).
#[hook]
pub fn use_visits() -> UseReducerHandle<Visit> {
    let visit = use_reducer(|| Visit {
        fragment: fragment(),
        count: 0,
    });
    {
        let visit = visit.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                visit.dispatch(());
            });
            move || drop(listener)
        });
    }
    visit
}

/// How many visits came before the one shown, for a page under the app.
#[hook]
pub fn use_visit_count() -> u32 {
    use_context::<Visit>().map_or(0, |visit| visit.count)
}

/// How a game page writes its address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Write {
    /// A move: the current history entry changes, so that the back button is not flooded
    /// with one entry per move.
    Replace,
    /// A new game: a new history entry, so that back returns to the old one.
    Push,
    /// Another game's link, as a followed link opens it: a new history entry, and a new
    /// visit that the app routes.
    Open,
}

/// Writes `fragment` into the address, `how` says (nothing when it is there already).
pub fn write(how: Write, fragment: &str) {
    if self::fragment() == fragment {
        return;
    }
    let window = gloo::utils::window();
    let Ok(history) = window.history() else {
        return;
    };
    let _ = match how {
        Write::Replace => history.replace_state_with_url(&JsValue::NULL, "", Some(fragment)),
        Write::Push => history.push_state_with_url(&JsValue::NULL, "", Some(fragment)),
        Write::Open => window.location().set_hash(fragment),
    };
}
