//! What was wrong with the link a game came from, with the two ways on.

use yew::prelude::*;

use crate::{state::Notice, t};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub notice: Notice,
    /// How many moves of the link were kept.
    pub kept: usize,
    /// Go on with the game as shown.
    pub on_keep: Callback<()>,
    /// Start a new game instead.
    pub on_new_game: Callback<()>,
}

/// The message for a notice, in the player's language.
pub fn message(notice: &Notice, kept: usize) -> String {
    match notice {
        Notice::BadMove {
            number,
            token,
            error,
        } => {
            let reason = t!(format!("error-{}", error.id()));
            format!(
                "{} {}",
                t!(
                    "notice-bad-move",
                    n = *number,
                    token = token.clone(),
                    reason = reason
                ),
                t!("notice-bad-move-kept", kept = kept)
            )
        }
        Notice::BadOption(error) => t!("notice-bad-option", reason = error.to_string()),
        Notice::BadPosition(error) => t!("notice-bad-position", reason = error.to_string()),
    }
}

#[component]
pub fn NoticeBar(props: &Props) -> Html {
    let on_keep = props.on_keep.reform(|_: MouseEvent| ());
    let on_new_game = props.on_new_game.reform(|_: MouseEvent| ());
    html! {
        <div class="notice" role="alert" data-testid="notice">
            <p>{ message(&props.notice, props.kept) }</p>
            <div class="actions">
                <button onclick={on_keep}>{ t!("notice-keep") }</button>
                <button onclick={on_new_game}>{ t!("notice-new-game") }</button>
            </div>
        </div>
    }
}
