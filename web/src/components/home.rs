//! The home page: every game, with a picture of its board, a line on it, and the way back
//! into a saved game.

use engine::GameId;
use yew::prelude::*;

use crate::{components::pictures::picture, playable::is_playable, storage, t};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Why the player landed here instead of where the link pointed, if so.
    #[prop_or_default]
    pub notice: Option<String>,
}

fn card(id: GameId) -> Html {
    let name = t!(format!("game-{id}"));
    let blurb = t!(format!("game-{id}.blurb"));
    let saved = is_playable(id)
        .then(|| storage::shelf(id).games.into_iter().next())
        .flatten();
    html! {
        <li class={classes!("game-card", (!is_playable(id)).then_some("coming"))} data-game={id.as_str()}>
            <div class="picture-wrap">{ picture(id) }</div>
            <h2>{ name }</h2>
            <p>{ blurb }</p>
            <div class="actions">
                if is_playable(id) {
                    <a class="button primary" href={format!("#/{id}")}>{ t!("home-play") }</a>
                    if let Some(saved) = saved {
                        <a class="button" data-testid="continue"
                           href={saved.link().to_fragment(id)}>{ t!("home-continue") }</a>
                    }
                    <a class="rules-link" href={format!("#/{id}/rules")}>{ t!("rules-link") }</a>
                } else {
                    <span class="tag">{ t!("home-coming") }</span>
                }
            </div>
        </li>
    }
}

#[component]
pub fn Home(props: &Props) -> Html {
    html! {
        <main class="home">
            if let Some(notice) = &props.notice {
                <p class="notice" role="alert" data-testid="notice">{ notice }</p>
            }
            <p class="tagline">{ t!("site-tagline") }</p>
            <ul class="games">{ for GameId::ALL.into_iter().map(card) }</ul>
        </main>
    }
}
