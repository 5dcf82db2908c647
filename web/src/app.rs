//! The whole site: the header, and the page the address names.

use std::rc::Rc;

use engine::GameId;
use gloo::events::EventListener;
use yew::prelude::*;

use crate::{
    address,
    components::{
        caro_embed::CaroEmbed, caro_page::CaroPage, embed_help::EmbedHelp, home::Home,
        rules::RulesPage,
    },
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

    let route = Route::parse(&location.fragment);
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
            _ => {
                html! { <p class="notice">{ t!("home-not-yet", game = t!(format!("game-{id}"))) }</p> }
            }
        };
    }

    let page = match route {
        Route::Home => html! { <Home /> },
        Route::Game(GameId::Caro, link) => html! { <CaroPage {link} nav={location.nav} /> },
        Route::Game(id, _) => {
            let game = t!(format!("game-{id}"));
            html! { <Home notice={t!("home-not-yet", game = game)} /> }
        }
        Route::Rules(game) => html! { <RulesPage {game} /> },
        Route::EmbedHelp => html! { <EmbedHelp /> },
        Route::Embed(..) => html! {},
        Route::NotFound(path) => html! { <Home notice={t!("home-not-found", path = path)} /> },
    };
    html! {
        <>
            <header class="site-header">
                <a class="site-name" href="#/">{ t!("site-name") }</a>
                <nav><a href="#/">{ t!("nav-home") }</a></nav>
            </header>
            { page }
        </>
    }
}
