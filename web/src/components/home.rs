//! The home page: every game, with a line on each.

use engine::GameId;
use yew::prelude::*;

use crate::t;

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Why the player landed here instead of where the link pointed, if so.
    #[prop_or_default]
    pub notice: Option<String>,
}

#[component]
pub fn Home(props: &Props) -> Html {
    let games = GameId::ALL.iter().map(|&id| {
        let name = t!(format!("game-{id}"));
        let blurb = t!(format!("game-{id}.blurb"));
        html! {
            <li class={classes!("game-card", (!id.is_available()).then_some("coming"))}
                data-game={id.as_str()}>
                <h2>{ name }</h2>
                <p>{ blurb }</p>
                if id.is_available() {
                    <a class="button" href={format!("#/{id}")}>{ t!("home-play") }</a>
                } else {
                    <span class="tag">{ t!("home-coming") }</span>
                }
            </li>
        }
    });
    html! {
        <main class="home">
            if let Some(notice) = &props.notice {
                <p class="notice" role="alert" data-testid="notice">{ notice }</p>
            }
            <p class="tagline">{ t!("site-tagline") }</p>
            <ul class="games">{ for games }</ul>
        </main>
    }
}
