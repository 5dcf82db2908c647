//! The step of a move chosen in several steps ([`GameUi::Step`]), kept for the position
//! it was made in: once the game shows another position (a move, undo, replay, a new
//! game), the step is forgotten, in the same render, and for good (coming back to the
//! position does not bring it back).

use yew::prelude::*;

use crate::{games::GameUi, state::Play};

/// The step for the position shown, and the callback that sets it.
#[hook]
pub fn use_step<G: GameUi>(play: &Play<G>) -> (G::Step, Callback<G::Step>) {
    // The position shown, told apart from the others a step could have been made in.
    let shown = (play.cursor, play.moves.len(), play.last_move());
    let kept = use_state_eq(|| (shown, G::Step::default()));
    let step = match kept.0 == shown {
        true => kept.1.clone(),
        false => G::Step::default(),
    };
    {
        let kept = kept.clone();
        use_effect_with(shown, move |&shown| {
            if kept.0 != shown {
                kept.set((shown, G::Step::default()));
            }
        });
    }
    let on_step = Callback::from(move |step| kept.set((shown, step)));
    (step, on_step)
}
