//! A text box for moves in notation: for keyboards, screen readers, and people who think
//! in coordinates.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::t;

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Checks a typed move: `Ok` when it was played, else the reason it was not.
    pub on_move: Callback<String>,
    /// Why the last typed move was refused.
    #[prop_or_default]
    pub error: Option<String>,
    /// An example move, e.g. `h8`.
    pub example: &'static str,
}

#[component]
pub fn MoveInput(props: &Props) -> Html {
    let input = use_node_ref();
    let onsubmit = {
        let (input, on_move) = (input.clone(), props.on_move.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(field) = input.cast::<HtmlInputElement>() {
                on_move.emit(field.value());
                field.set_value("");
            }
        })
    };
    html! {
        <form class="move-input" {onsubmit}>
            <label for="move-input">{ t!("move-input-label") }</label>
            <input id="move-input" ref={input} type="text" autocomplete="off" spellcheck="false"
                   placeholder={props.example} data-testid="move-input"
                   aria-describedby={props.error.as_ref().map(|_| "move-input-error")} />
            <button type="submit">{ t!("move-input-play") }</button>
            if let Some(error) = &props.error {
                <p class="error" id="move-input-error" role="alert" data-testid="move-input-error">{ error }</p>
            }
        </form>
    }
}
