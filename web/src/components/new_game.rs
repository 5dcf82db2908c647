//! The new-game form: one choice per option of the game, from the game's option specs.

use engine::OptionSpec;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::{state::ComputerSeats, t};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game's options, e.g. `CaroOptions::SPECS`.
    pub specs: &'static [OptionSpec],
    /// The values to start from (the current game's), as `(key, value)`.
    pub values: Vec<(&'static str, &'static str)>,
    /// The seats, by the names players know them by, e.g. `First player`.
    pub seats: Vec<String>,
    /// Who plays each seat now: the computer's level, or 0 for a person.
    #[prop_or_default]
    pub levels: Vec<u8>,
    /// Whether the computer can play this game.
    #[prop_or_default]
    pub computer: bool,
    /// Start a game with these `key=value` assignments and computer players
    /// (`(player, level)`, players from 0).
    pub on_start: Callback<(Vec<String>, ComputerSeats)>,
    pub on_cancel: Callback<()>,
}

#[component]
pub fn NewGame(props: &Props) -> Html {
    let values = use_state(|| props.values.clone());
    let levels = use_state(|| {
        let mut levels = props.levels.clone();
        levels.resize(props.seats.len(), 0);
        levels
    });
    let fields = props.specs.iter().map(|spec| {
        let current = values
            .iter()
            .find(|(key, _)| *key == spec.key)
            .map_or(spec.default, |(_, value)| *value);
        let onchange = {
            let values = values.clone();
            let spec = *spec;
            Callback::from(move |e: Event| {
                let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
                // Only the spec's own values are ever stored, whatever the event says.
                if let Some(value) = spec.values.iter().find(|v| **v == chosen) {
                    let mut next: Vec<_> = (*values).clone();
                    next.retain(|(key, _)| *key != spec.key);
                    next.push((spec.key, *value));
                    values.set(next);
                }
            })
        };
        let id = format!("option-{}", spec.key);
        html! {
            <label for={id.clone()}>
                <span>{ t!(format!("option-{}", spec.key)) }</span>
                <select id={id} name={spec.key} {onchange}>
                    { for spec.values.iter().map(|value| html! {
                        <option value={*value} selected={*value == current}>
                            { t!(format!("option-{}-{value}", spec.key)) }
                        </option>
                    }) }
                </select>
            </label>
        }
    });
    let on_start = {
        let (values, levels) = (values.clone(), levels.clone());
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let assignments = values.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let computer = levels
                .iter()
                .enumerate()
                .filter(|(_, level)| **level > 0)
                .map(|(player, level)| (player, *level))
                .collect();
            on_start.emit((assignments, computer));
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    // Who plays each seat: a person, or the computer at a level (where it plays the game).
    let seats = props.seats.iter().enumerate().map(|(i, seat)| {
        let id = format!("seat-{i}");
        let current = levels.get(i).copied().unwrap_or(0);
        let onchange = {
            let levels = levels.clone();
            Callback::from(move |e: Event| {
                let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
                let mut next = (*levels).clone();
                if let Some(level) = next.get_mut(i) {
                    *level = chosen.parse::<u8>().ok().filter(|l| *l <= 5).unwrap_or(0);
                }
                levels.set(next);
            })
        };
        html! {
            <label for={id.clone()}>
                <span>{ seat }</span>
                <select id={id} name={format!("seat-{i}")} data-testid={format!("seat-{i}")} {onchange}>
                    <option value="0" selected={current == 0}>{ t!("seat-person") }</option>
                    if props.computer {
                        { for (1..=5u8).map(|level| html! {
                            <option value={level.to_string()} selected={current == level}>
                                { t!("seat-computer", level = level) }
                            </option>
                        }) }
                    } else {
                        <option value="computer" disabled=true>{ t!("seat-computer-soon") }</option>
                    }
                </select>
            </label>
        }
    });
    html! {
        <form class="new-game" data-testid="new-game" onsubmit={on_start}>
            <h2>{ t!("new-game-title") }</h2>
            { for fields }
            <fieldset class="seats">
                <legend>{ t!("new-game-players") }</legend>
                { for seats }
            </fieldset>
            <div class="actions">
                <button type="submit" data-testid="start">{ t!("new-game-start") }</button>
                <button type="button" onclick={on_cancel}>{ t!("new-game-cancel") }</button>
            </div>
        </form>
    }
}
