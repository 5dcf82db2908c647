//! The new-game form: one choice per option of the game, from the game's option specs.

use engine::OptionSpec;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::t;

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game's options, e.g. `CaroOptions::SPECS`.
    pub specs: &'static [OptionSpec],
    /// The values to start from (the current game's), as `(key, value)`.
    pub values: Vec<(&'static str, &'static str)>,
    /// The seats, by the names players know them by, e.g. `First player`.
    pub seats: Vec<String>,
    /// Start a game with these `key=value` assignments.
    pub on_start: Callback<Vec<String>>,
    pub on_cancel: Callback<()>,
}

#[component]
pub fn NewGame(props: &Props) -> Html {
    let values = use_state(|| props.values.clone());
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
        let values = values.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(values.iter().map(|(k, v)| format!("{k}={v}")).collect());
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    // Who plays each seat. Only people can, until the computer players arrive; the
    // choice is here so that they slot in without changing the form.
    let seats = props.seats.iter().enumerate().map(|(i, seat)| {
        let id = format!("seat-{i}");
        html! {
            <label for={id.clone()}>
                <span>{ seat }</span>
                <select id={id} name={format!("seat-{i}")}>
                    <option value="person" selected=true>{ t!("seat-person") }</option>
                    <option value="computer" disabled=true>{ t!("seat-computer-soon") }</option>
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
