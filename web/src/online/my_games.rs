//! My games (`caro/#online=mine`): the online games this browser plays or watches, from
//! its local storage, each with what the server says of it now (whose move, the time left
//! for it, or how it ended) and this browser's own link, to go on on another device.

use engine::{GameId, Seat};
use protocol::GameState;
use yew::prelude::*;

use super::{
    clock,
    mine::{self, Mine},
    result, server,
};
use crate::{
    components::{result_panel::Verdict, share::link_field},
    link::OnlineLink,
    t,
};

/// What the server said of one game: its state, none when it has no such game, or why
/// it could not be asked.
type Answer = Result<Option<GameState>, String>;

/// Where a game stands for this browser, as the list says it and as `data-turn` names it.
fn standing(
    mine: &Mine,
    answer: Option<&Answer>,
    read_at: f64,
    now: f64,
) -> (&'static str, String) {
    let state = match answer {
        None => return ("unknown", t!("online-connecting")),
        Some(Err(error)) => return ("unknown", error.clone()),
        Some(Ok(None)) => return ("gone", t!("my-games-gone")),
        Some(Ok(Some(state))) => state,
    };
    if let Some(end) = &state.end {
        // The result as the result panel says it, for this browser's seat.
        let verdict = Verdict::of(&result::outcome(&end.outcome), mine.seat.map(Seat));
        return ("over", t!(format!("result-{}", verdict.name())));
    }
    if !state.started {
        return ("waiting", t!("my-games-waiting"));
    }
    let left = state
        .to_move
        .and_then(|seat| state.seats.get(usize::from(seat))?.clock_ms)
        .map(|ms| ms.saturating_sub((now - read_at).max(0.0) as u64))
        .map(|ms| t!("my-games-left", time = clock::format(ms)));
    let (turn, text) = match mine.seat.is_some() && state.to_move == mine.seat {
        true => ("you", t!("status-your-move")),
        false => ("them", t!("my-games-their-move")),
    };
    let text = match left {
        Some(left) => format!("{text} · {left}"),
        None => text,
    };
    (turn, text)
}

#[component]
pub fn MyGames() -> Html {
    let games = use_memo((), |_| mine::games());
    let answers = use_state(Vec::<(String, Answer)>::new);
    let read_at = use_state(js_sys::Date::now);
    {
        let (games, answers, read_at) = (games.clone(), answers.clone(), read_at.clone());
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                let mut got = Vec::new();
                for mine in games.iter() {
                    got.push((mine.link.id.clone(), server::game(&mine.link.id).await));
                }
                read_at.set(js_sys::Date::now());
                answers.set(got);
            });
        });
    }
    let now = clock::use_now(true, 1000);
    let rows = games.iter().map(|mine| {
        let answer = answers
            .iter()
            .find(|(id, _)| *id == mine.link.id)
            .map(|(_, a)| a);
        let (turn, text) = standing(mine, answer, *read_at, now);
        let game: GameId = mine.game;
        let address = url_of(mine);
        html! {
            <li class="my-game" data-testid="my-game" data-turn={turn}>
                <a href={address.clone()}>{ t!(format!("game-{game}")) }</a>
                <span class="standing">{ text }</span>
                if mine.link.key.is_some() {
                    { link_field("my-game-link", t!("my-games-your-link"), &address) }
                }
            </li>
        }
    });
    html! {
        <main class="game-page my-games">
            <h1>{ t!("my-games-title") }</h1>
            if games.is_empty() {
                <p>{ t!("my-games-empty") }</p>
            }
            <ul>{ for rows }</ul>
        </main>
    }
}

/// The whole address of this browser's link of a game.
fn url_of(mine: &Mine) -> String {
    crate::address::url(&mine.link.to_fragment(mine.game))
}

/// The address of My games from game `game`'s page.
pub fn address(game: GameId) -> String {
    let mine = OnlineLink {
        id: OnlineLink::MINE.to_owned(),
        key: None,
    };
    crate::address::url(&mine.to_fragment(game))
}
