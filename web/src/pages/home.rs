//! The home page: every game, with a picture of its board, a line on it, and the way back
//! into a saved game.

use engine::GameId;
use yew::prelude::*;

use crate::{games::picture, site, t};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Why the player landed here instead of where the link pointed, if so.
    #[prop_or_default]
    pub notice: Option<String>,
}

/// A game's card. Its links are named with the game as well as what they do ("Play
/// Kauri"), for a screen reader that lists the page's links, and open the game in the
/// page's language. The page is static HTML: the loader (`scripts/boot.template.js`) shows
/// Continue where the browser keeps a saved game of it that has not ended, which
/// `#/<game>?continue` opens (`pages::game`).
fn card(id: GameId) -> Html {
    let name = t!(format!("game-{id}"));
    let blurb = t!(format!("blurb-{id}"));
    let title = format!("{id}-title");
    let named = |link: &str| format!("{link} {title}");
    html! {
        <li class="game-card" data-game={id.as_str()}>
            <div class="picture-wrap">{ picture(id) }</div>
            <h2 id={title.clone()}>{ name }</h2>
            <p>{ blurb }</p>
            <div class="actions">
                <a class="button primary" id={format!("{id}-play")} aria-labelledby={named(&format!("{id}-play"))}
                   href={site::game_address(id, "")}>{ t!("home-play") }</a>
                <a class="button" data-testid="continue" data-continue={id.as_str()} hidden=true
                   id={format!("{id}-continue")} aria-labelledby={named(&format!("{id}-continue"))}
                   href={site::game_address(id, CONTINUE)}>{ t!("home-continue") }</a>
                <a class="rules-link" id={format!("{id}-rules")} aria-labelledby={named(&format!("{id}-rules"))}
                   href={site::rules_address(id)}>{ t!("rules-link") }</a>
            </div>
        </li>
    }
}

/// A game's address with this alone opens the game saved last.
pub const CONTINUE: &str = "continue";

#[component]
pub fn Home(props: &Props) -> Html {
    html! {
        <main class="home">
            if let Some(notice) = &props.notice {
                <p class="notice" role="alert" data-testid="notice">{ notice }</p>
            }
            <h1 class="tagline">{ t!("site-tagline") }</h1>
            <ul class="games">{ for GameId::ALL.into_iter().map(card) }</ul>
        </main>
    }
}
