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
            <h2 id={title.clone()}>{ name.clone() }</h2>
            <p>{ blurb }</p>
            <div class="actions">
                <a class="button primary" id={format!("{id}-play")} aria-labelledby={named(&format!("{id}-play"))}
                   href={site::game_address(id, "")}>{ t!("home-play") }</a>
                <a class="button" data-testid="continue" data-continue={id.as_str()} hidden=true
                   id={format!("{id}-continue")} aria-labelledby={named(&format!("{id}-continue"))}
                   href={site::game_address(id, CONTINUE)}>{ t!("home-continue") }</a>
                <a class="button" data-testid="learn-link" href={site::learn_address(id)}>
                    { t!("learn-title", game = name.clone()) }
                </a>
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
            { your_games() }
            <ul class="games">{ for GameId::ALL.into_iter().map(card) }</ul>
        </main>
    }
}

/// "Your games": the online games this browser plays that go on, the ones whose move is
/// yours first. Drawn hidden, with the words and links it needs; `static/your-games.js`
/// fills it in from local storage and the server, and shows it when there are any.
fn your_games() -> Html {
    let word = |name: &'static str, text: String| html! { <span data-word={name}>{ text }</span> };
    html! {
        <section class="your-games" data-testid="your-games" hidden=true aria-labelledby="your-games-title">
            <h2 id="your-games-title">{ t!("home-your-games") }</h2>
            <ul></ul>
            <a href={site::game_address(GameId::Caro, "online=mine")} data-testid="your-games-all">
                { t!("my-games-open") }
            </a>
            <div hidden=true data-words="">
                { word("your-move", t!("status-your-move")) }
                { word("their-move", t!("home-their-move")) }
                { word("waiting", t!("home-waiting")) }
                { word("left", t!("home-left", time = "{time}")) }
                { word("days", t!("home-days", days = "{days}")) }
                { for GameId::ALL.into_iter().map(|id| html! {
                    <a data-game={id.as_str()} href={site::game_address(id, "")}>{ t!(format!("game-{id}")) }</a>
                }) }
            </div>
            <script src="your-games.js" defer=true></script>
        </section>
    }
}
