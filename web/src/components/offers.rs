//! Small bars that ask the player something: resume a saved game, or discard later moves.

use yew::prelude::*;

use crate::t;

#[derive(Properties, PartialEq, Debug)]
pub struct ResumeProps {
    /// How many moves the saved game has.
    pub moves: usize,
    pub on_resume: Callback<()>,
    pub on_decline: Callback<()>,
}

/// "You have a game in progress": resume it or not (it stays saved either way).
#[component]
pub fn ResumeBar(props: &ResumeProps) -> Html {
    html! {
        <div class="offer" role="status" data-testid="resume">
            <p>{ t!("resume-text", moves = props.moves) }</p>
            <div class="actions">
                <button data-testid="resume-yes" onclick={props.on_resume.reform(|_: MouseEvent| ())}>
                    { t!("resume-yes") }
                </button>
                <button onclick={props.on_decline.reform(|_: MouseEvent| ())}>{ t!("resume-no") }</button>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct DiscardProps {
    /// The move that would be played, e.g. `h9`.
    pub token: String,
    /// How many later moves it would discard.
    pub later: usize,
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

/// Playing at an earlier position: discard the later moves, or keep them.
#[component]
pub fn DiscardBar(props: &DiscardProps) -> Html {
    html! {
        <div class="offer" role="alertdialog" data-testid="discard">
            <p>{ t!("discard-text", token = props.token.clone(), later = props.later) }</p>
            <div class="actions">
                <button data-testid="discard-yes" onclick={props.on_confirm.reform(|_: MouseEvent| ())}>
                    { t!("discard-yes") }
                </button>
                <button data-testid="discard-no" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>
                    { t!("discard-no") }
                </button>
            </div>
        </div>
    }
}
