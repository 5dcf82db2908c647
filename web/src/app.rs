//! The whole site: the header, and the page the address names.

use std::rc::Rc;

use yew::prelude::*;

use crate::{
    address::{self, use_outside_changes},
    bundle::{Bundle, Pages},
    components::language_picker::site_header,
    hooks::use_language::use_language,
    route::Route,
    t,
};

/// The address as the app last read it, and how many times it changed from outside.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    fragment: String,
    count: u32,
}

impl Reducible for Shown {
    type Action = String;

    fn reduce(self: Rc<Self>, fragment: String) -> Rc<Self> {
        Rc::new(Shown {
            fragment,
            count: self.count.wrapping_add(1),
        })
    }
}

/// Which bundle this is, and what it draws.
#[derive(Properties, Clone, Debug)]
pub struct Props {
    /// This bundle.
    pub bundle: Bundle,
    /// Its pages.
    pub pages: Pages,
}

impl PartialEq for Props {
    fn eq(&self, other: &Self) -> bool {
        // One bundle has one set of pages (function pointers are not worth comparing).
        self.bundle == other.bundle
    }
}

const RELOADED_KEY: &str = "tessera.reloaded-for";

/// Loads the page again when its address belongs to another bundle: the loader picks the
/// bundle from the address. Never twice in a row for one address, should the loader and
/// [`Bundle::of`] ever disagree (the page then stays blank rather than loading forever).
fn open_bundle(other_bundle: bool) {
    let window = gloo::utils::window();
    let storage = window.session_storage().ok().flatten();
    if !other_bundle {
        if let Some(storage) = storage {
            let _ = storage.remove_item(RELOADED_KEY);
        }
        return;
    }
    let href = window.location().href().unwrap_or_default();
    if let Some(storage) = storage {
        if storage.get_item(RELOADED_KEY).ok().flatten() == Some(href.clone()) {
            web_sys::console::error_1(
                &"the loader opened the wrong bundle for this address".into(),
            );
            return;
        }
        let _ = storage.set_item(RELOADED_KEY, &href);
    }
    let _ = window.location().reload();
}

/// Its children, drawn anew whenever its key changes (a component's key decides that).
#[component]
fn Redrawn(props: &yew::html::ChildrenProps) -> Html {
    props.children.clone()
}

#[component]
pub fn App(props: &Props) -> Html {
    let location = use_reducer(|| Shown {
        fragment: address::fragment(),
        count: 0,
    });
    use_outside_changes(location.dispatcher().to_callback());

    // A self-test of the crash screen, for the browser tests: no page of the site panics.
    // (`#__crash-test` on a game's page, `#/__crash-test` at the root.)
    if location.fragment.ends_with("__crash-test") {
        panic!("crash screen self-test");
    }
    let route = Route::parse(&location.fragment);
    let other_bundle = !props.bundle.draws(&route);
    use_effect_with(other_bundle, |&other_bundle| open_bundle(other_bundle));
    // An embed's worker keeps only what its boards fetched, for a club's page's next visit.
    let embedded = matches!(route, Route::Embed(..) | Route::LearnEmbed(..));
    use_effect_with(embedded, |&embedded| {
        crate::browser::register_service_worker(if embedded { "./embed/" } else { "./" });
    });
    let language = {
        // The pages are drawn again in the new language, from the address as it is now
        // (moves since the page opened are in it, not in the page's first link).
        let address_now = location.clone();
        let redraw = Callback::from(move |()| address_now.dispatch(address::fragment()));
        use_language(&location.fragment, redraw)
    };
    // A game's page is a file in its language's folder: another language is another page.
    let choose = match &route {
        Route::Game(..) | Route::Online(..) | Route::Learn(..) => {
            let remember = language.choose.clone();
            Callback::from(move |code: String| {
                remember.emit(code.clone());
                address::open_in(&code);
            })
        }
        _ => language.choose.clone(),
    };
    let title = match &route {
        Route::Game(id, _) | Route::Online(id, _) | Route::Rules(id) => {
            format!("{} · {}", t!(format!("game-{id}")), t!("site-name"))
        }
        Route::Learn(id, _) => format!(
            "{} · {}",
            t!("learn-title", game = t!(format!("game-{id}"))),
            t!("site-name")
        ),
        _ => t!("site-name"),
    };
    use_effect_with(title, |title| gloo::utils::document().set_title(title));

    // An embedded board's document takes the host's colours around it (style.css).
    let embed_class = match &route {
        Route::Embed(_, settings, _) | Route::LearnEmbed(_, settings, _) => {
            Some(format!("embedded {}", settings.theme_class()))
        }
        _ => None,
    };
    use_effect_with(embed_class, |class| {
        let root = gloo::utils::document().document_element();
        if let (Some(class), Some(root)) = (class, root) {
            root.set_class_name(class);
        }
    });
    // The page as its file drew it (`pages::game_preview`) stays until this draws its own
    // (the loader then takes it away): never a blank page.
    if other_bundle || language.waiting {
        return html! {};
    }
    // An embedded board stands alone: no site header, and the host's colours around it.
    if let Route::Embed(..) | Route::LearnEmbed(..) = &route {
        // Keyed by the language, as the site's pages are: a new language draws it anew;
        // and by the visit: a host may change the embed's address (only its `#` part).
        let key = format!("{}/{}", language.shown, location.count);
        let embed = (props.pages)(route);
        return html! {
                <Redrawn {key}>{ embed }</Redrawn>
        };
    }
    let page = (props.pages)(route);
    html! {

        // A new language draws every page anew: the key makes that so.
        <div class="site" key={language.shown}>
            { site_header(language.shown, choose) }
            { page }
        </div>
    }
}
