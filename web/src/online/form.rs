//! The form that starts a game with a friend online (`caro/#online=new`, where the game's
//! page leads): the game's options, the clock, and the seat the creator takes. Creating
//! it opens the game at that seat, with the invite links for the others.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::start::{CLOCKS, Choice, DEFAULT_CLOCK, clock_name, create};
use crate::{
    address::{self, Write},
    components::{
        game_frame::page_title,
        new_game::{choices, option_field},
    },
    games::GameUi,
    t,
};

/// A select of `count` choices, each named by `name`, `selected` chosen.
fn select(
    id: &'static str,
    label: String,
    count: usize,
    selected: usize,
    name: impl Fn(usize) -> String,
    chosen: &UseStateHandle<usize>,
) -> Html {
    let onchange = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(i) = value.parse().ok().filter(|&i| i < count) {
                chosen.set(i);
            }
        })
    };
    html! {
        <label for={id}>
            <span>{ label }</span>
            <select {id} data-testid={id} {onchange}>
                { for (0..count).map(|i| html! {
                    <option value={i.to_string()} selected={i == selected}>{ name(i) }</option>
                }) }
            </select>
        </label>
    }
}

#[component]
pub fn OnlineForm<G: GameUi>() -> Html {
    let values = use_state(Vec::new);
    let clock = use_state_eq(|| DEFAULT_CLOCK);
    let seat = use_state_eq(|| 0usize);
    let error = use_state(|| None::<String>);
    let creating = use_state_eq(|| false);
    let (options, choices) = choices::<G::Options>(&values);
    let game = G::new(options.clone());
    // Online seats are the game's players.
    let players = game.player_count();
    let your_seat = (*seat).min(players.saturating_sub(1));
    let on_submit = {
        let (error, creating) = (error.clone(), creating.clone());
        let time = CLOCKS[*clock];
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            creating.set(true);
            let (error, creating) = (error.clone(), creating.clone());
            let failed = Callback::from(move |message| {
                creating.set(false);
                error.set(Some(message));
            });
            let choice = Choice {
                options: options.clone(),
                time,
                seat: your_seat as u8,
            };
            create::<G>(choice, failed);
        })
    };
    // Back to the game's page.
    let on_cancel =
        Callback::from(|_: MouseEvent| address::write(Write::Open, &format!("#/{}", G::ID)));
    html! {
        <main class={classes!("game-page", G::CLASSES)}>
            { page_title(G::ID) }
            <form class="new-game online-form" data-testid="online-form" onsubmit={on_submit}>
                <h2>{ t!("online-form-title") }</h2>
                <p>{ t!("online-form-text") }</p>
                { for choices.iter().map(|choice| option_field(&values, choice)) }
                { select("online-clock", t!("online-form-clock"), CLOCKS.len(), *clock,
                         |i| clock_name(CLOCKS[i]), &clock) }
                { select("online-seat", t!("new-game-you"), players, your_seat,
                         |player| game.player_label(player), &seat) }
                if let Some(message) = &*error {
                    <p class="error" role="alert" data-testid="online-error">{ message.clone() }</p>
                }
                <div class="actions">
                    <button type="submit" data-testid="online-create" disabled={*creating}>
                        { t!("online-form-create") }
                    </button>
                    <button type="button" onclick={on_cancel}>{ t!("new-game-cancel") }</button>
                </div>
            </form>
        </main>
    }
}
