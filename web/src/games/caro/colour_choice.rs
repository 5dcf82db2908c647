//! The colour choice of the swap openings: one sentence and two buttons.

use engine::caro::Colour;
use yew::prelude::*;

use crate::t;

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Why a choice is due and what follows, in one sentence.
    pub explanation: String,
    pub on_choose: Callback<Colour>,
}

#[component]
pub fn ColourChoice(props: &Props) -> Html {
    let choose = |colour| props.on_choose.reform(move |_: MouseEvent| colour);
    html! {
        <div class="colour-choice" data-testid="colour-choice">
            <p>{ &props.explanation }</p>
            <div class="actions">
                <button data-testid="choose-black" onclick={choose(Colour::Black)}>
                    <span class="swatch black"></span>{ t!("choice-take-black") }
                </button>
                <button data-testid="choose-white" onclick={choose(Colour::White)}>
                    <span class="swatch white"></span>{ t!("choice-take-white") }
                </button>
            </div>
        </div>
    }
}
