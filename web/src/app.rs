//! The whole site: the header, and the page the address names.

use std::rc::Rc;

use engine::{
    GameId,
    karo::{four::KaroFour, jumpers::KaroJumpers},
};
use gloo::events::EventListener;
use yew::prelude::*;

use crate::{
    address,
    components::{
        azacru_embed::AzacruEmbed, azacru_page::AzacruPage, caro_embed::CaroEmbed,
        caro_page::CaroPage, embed_help::EmbedHelp, home::Home, karo_embed::KaroEmbed,
        karo_page::KaroPage, kauri_embed::KauriEmbed, kauri_page::KauriPage,
        language_picker::LanguagePicker, rules::RulesPage,
    },
    i18n,
    route::Route,
    t,
};

/// The address as the app last saw it, and how many times it changed from outside.
#[derive(Clone, Debug, PartialEq)]
struct Address {
    fragment: String,
    nav: u32,
}

impl Reducible for Address {
    type Action = String;

    fn reduce(self: Rc<Self>, fragment: String) -> Rc<Self> {
        Rc::new(Address {
            fragment,
            nav: self.nav.wrapping_add(1),
        })
    }
}

const LANGUAGE_KEY: &str = "tessera.lang";

fn remembered_language() -> Option<String> {
    let storage = gloo::utils::window().local_storage().ok().flatten()?;
    storage.get_item(LANGUAGE_KEY).ok().flatten()
}

fn browser_languages() -> Vec<String> {
    let languages = gloo::utils::window().navigator().languages();
    languages.iter().filter_map(|l| l.as_string()).collect()
}

/// Shows the site in `code`: the messages, and the page's `lang` for screen readers.
fn apply_language(code: &str) -> &'static str {
    i18n::set_language(code);
    let current = i18n::current().code;
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.set_attribute("lang", current);
    }
    current
}

#[component]
pub fn App() -> Html {
    let location = use_reducer(|| Address {
        fragment: address::fragment(),
        nav: 0,
    });
    {
        let location = location.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                location.dispatch(address::fragment());
            });
            move || drop(listener)
        });
    }

    // A self-test of the crash screen, for the browser tests: no page of the site panics.
    if location.fragment == "#/__crash-test" {
        panic!("crash screen self-test");
    }
    let route = Route::parse(&location.fragment);
    // Not from an embed: a board on another site leaves nothing behind.
    let embedded = matches!(route, Route::Embed(..));
    use_effect_with(embedded, |&embedded| {
        if !embedded {
            crate::browser::register_service_worker();
        }
    });
    let from_address = Route::language(&location.fragment);
    let language = use_state(|| {
        let remembered = remembered_language();
        apply_language(i18n::choose(
            from_address.as_deref(),
            remembered.as_deref(),
            browser_languages(),
        ))
    });
    if let Some(code) = from_address.as_deref()
        && code != *language
        && i18n::LANGUAGES.iter().any(|l| l.code == code)
    {
        language.set(apply_language(code));
    }
    let on_language = {
        let (language, location) = (language.clone(), location.clone());
        Callback::from(move |code: String| {
            let code = apply_language(&code);
            if let Some(storage) = gloo::utils::window().local_storage().ok().flatten() {
                let _ = storage.set_item(LANGUAGE_KEY, code);
            }
            // The pages are drawn again in the new language, from the address as it is now
            // (moves since the page opened are in it, not in the page's first link).
            location.dispatch(address::fragment());
            language.set(code);
        })
    };
    let title = match &route {
        Route::Game(id, _) | Route::Rules(id) => {
            format!("{} · {}", t!(format!("game-{id}")), t!("site-name"))
        }
        _ => t!("site-name"),
    };
    use_effect_with(title, |title| gloo::utils::document().set_title(title));

    // An embedded board stands alone: no site header, and the host's colours around it.
    if let Route::Embed(id, settings, link) = route {
        let root = gloo::utils::document().document_element();
        if let Some(root) = root {
            root.set_class_name(&format!("embedded {}", settings.theme_class()));
        }
        return match id {
            GameId::Caro => html! { <CaroEmbed {settings} {link} /> },
            GameId::Azacru => html! { <AzacruEmbed {settings} {link} /> },
            GameId::KaroFour => html! { <KaroEmbed<KaroFour> {settings} {link} /> },
            GameId::KaroJumpers => html! { <KaroEmbed<KaroJumpers> {settings} {link} /> },
            GameId::Kauri => html! { <KauriEmbed {settings} {link} /> },
        };
    }

    let page = match route {
        Route::Home => html! { <Home /> },
        Route::Game(GameId::Caro, link) => html! { <CaroPage {link} nav={location.nav} /> },
        Route::Game(GameId::Azacru, link) => html! { <AzacruPage {link} nav={location.nav} /> },
        Route::Game(GameId::Kauri, link) => html! { <KauriPage {link} nav={location.nav} /> },
        Route::Game(GameId::KaroFour, link) => {
            html! { <KaroPage<KaroFour> {link} nav={location.nav} /> }
        }
        Route::Game(GameId::KaroJumpers, link) => {
            html! { <KaroPage<KaroJumpers> {link} nav={location.nav} /> }
        }
        Route::Rules(game) => html! { <RulesPage {game} /> },
        Route::EmbedHelp => html! { <EmbedHelp /> },
        Route::Embed(..) => html! {},
        Route::NotFound(path) => html! { <Home notice={t!("home-not-found", path = path)} /> },
    };
    html! {
        // A new language draws every page anew: the key makes that so.
        <div class="site" key={*language}>
            <header class="site-header">
                <a class="site-name" href="#/">{ t!("site-name") }</a>
                <nav>
                    <a href="#/">{ t!("nav-home") }</a>
                    <LanguagePicker current={*language} on_change={on_language} />
                </nav>
            </header>
            { page }
        </div>
    }
}
