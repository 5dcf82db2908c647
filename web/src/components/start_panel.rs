//! How a newcomer starts: the first Play of a game (a bare page, no saved game) asks in one
//! step, above the board, whether to play the computer (its level, the person's side, the
//! person moving first unless he picks the other side) or friends at this device. The
//! game's player count (Azacru's 2, 3 or 4) is asked here too; everything else (options,
//! who plays each seat) is in the New game form, one click away. The last choice for the
//! game is offered again.

use engine::GameOptions;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::{
    components::new_game::{
        chosen_options,
        opponent::{DEFAULT_LEVEL, Opponent, first_mover_seat},
    },
    games::{GameUi, seat_label},
    link::ComputerPlayers,
    seats::computer_players,
    t,
};

/// The option that sets how many play, where a game has one.
const PLAYERS: &str = "players";

#[derive(Properties, Debug)]
pub struct Props<G: GameUi> {
    /// Start a game with these options and computer players.
    pub on_start: Callback<(G::Options, ComputerPlayers)>,
    /// Open the whole New game form.
    pub on_more: Callback<()>,
    /// Open the form that starts a game with a friend online, where the site plays
    /// online.
    #[prop_or_default]
    pub on_online: Option<Callback<()>>,
    /// The address of My games, where this browser has online games.
    #[prop_or_default]
    pub my_games: Option<String>,
}

impl<G: GameUi> PartialEq for Props<G> {
    fn eq(&self, other: &Self) -> bool {
        self.on_start == other.on_start
            && self.on_more == other.on_more
            && self.on_online == other.on_online
            && self.my_games == other.my_games
    }
}

#[component]
pub fn StartPanel<G: GameUi>(props: &Props<G>) -> Html {
    let remembered = use_memo((), |_| Opponent::remembered(G::ID));
    let level = use_state(|| match *remembered {
        Some(Opponent::Computer { level, .. }) => level,
        _ => DEFAULT_LEVEL,
    });
    // The person's side: `None` follows whoever moves first.
    let you = use_state(|| match *remembered {
        Some(Opponent::Computer { you, .. }) => Some(you),
        _ => None,
    });
    let players = use_state(|| None::<&'static str>);
    let spec = G::Options::SPECS.iter().find(|spec| spec.key == PLAYERS);
    let options: G::Options = chosen_options(
        &players
            .map(|p| (PLAYERS, p))
            .into_iter()
            .collect::<Vec<_>>(),
    );
    let game = G::new(options.clone());
    let seats: Vec<usize> = game.seats().iter().map(|seat| seat.index()).collect();
    let side = you
        .filter(|s| seats.contains(s))
        .unwrap_or_else(|| first_mover_seat(&game));

    let start = |opponent: Opponent| {
        let (on_start, game, seats) = (props.on_start.clone(), game.clone(), seats.clone());
        Callback::from(move |_: MouseEvent| {
            opponent.remember(G::ID);
            let levels = opponent.levels(&seats);
            on_start.emit((game.options().clone(), computer_players(&game, &levels)));
        })
    };
    let on_computer = start(Opponent::Computer {
        you: side,
        level: *level,
    });
    let on_friend = start(Opponent::Friend);
    let on_level = |l: u8| {
        let level = level.clone();
        Callback::from(move |_: Event| level.set(l))
    };
    let on_side = {
        let you = you.clone();
        Callback::from(move |e: Event| {
            let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(seat) = chosen.parse() {
                you.set(Some(seat));
            }
        })
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |e: Event| {
            let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
            let value = spec.and_then(|spec| spec.values.iter().find(|v| **v == chosen));
            players.set(value.copied());
        })
    };
    let current_players = spec.map(|spec| options.get(spec.key).unwrap_or(spec.default));
    let on_more = props.on_more.reform(|_: MouseEvent| ());

    html! {
        <section class="start-panel" data-testid="start-panel" aria-labelledby="start-title">
            <h2 id="start-title">{ t!("start-title") }</h2>
            if let (Some(spec), Some(current)) = (spec, current_players) {
                <label class="start-players" for="start-players">
                    <span>{ t!("option-players") }</span>
                    <select id="start-players" data-testid="start-players" onchange={on_players}>
                        { for spec.values.iter().map(|value| html! {
                            <option value={*value} selected={*value == current}>
                                { t!(format!("option-players-{value}")) }
                            </option>
                        }) }
                    </select>
                </label>
            }
            <div class="start-choices">
                <div class="start-computer">
                    <fieldset class="levels">
                        <legend>{ t!("new-game-level") }</legend>
                        { for (1..=5u8).map(|l| html! {
                            <label class="level">
                                <input type="radio" name="start-level" value={l.to_string()}
                                       data-testid={format!("start-level-{l}")}
                                       checked={l == *level} onchange={on_level(l)} />
                                <span>{ l }</span>
                            </label>
                        }) }
                    </fieldset>
                    <label for="start-side">
                        <span>{ t!("new-game-you") }</span>
                        <select id="start-side" data-testid="start-side" onchange={on_side}>
                            { for seats.iter().map(|&seat| html! {
                                <option value={seat.to_string()} selected={seat == side}>
                                    { seat_label(&game, seat) }
                                </option>
                            }) }
                        </select>
                    </label>
                    <button class="primary" data-testid="start-computer" onclick={on_computer}>
                        { t!("start-computer") }
                    </button>
                </div>
                <div class="start-friend">
                    <p>{ t!("start-friend-text", count = seats.len()) }</p>
                    <button data-testid="start-friend" onclick={on_friend}>{ t!("start-friend") }</button>
                </div>
                if let Some(on_online) = &props.on_online {
                    <div class="start-friend start-online">
                        <p>{ t!("start-online-text") }</p>
                        <button data-testid="start-online" onclick={on_online.reform(|_: MouseEvent| ())}>
                            { t!("start-online") }
                        </button>
                        if let Some(address) = &props.my_games {
                            <a href={address.clone()} data-testid="my-games-link">{ t!("my-games-open") }</a>
                        }
                    </div>
                }
            </div>
            <button class="link-button" data-testid="start-more" onclick={on_more}>
                { t!("start-more") }
            </button>
        </section>
    }
}
