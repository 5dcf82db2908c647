//! What a person chose on the position shown, kept for that position only: a move chosen
//! in several steps, part-way ([`crate::games::Pending`]), or Azacru's picked chevron.
//! Once the game shows another position (a move, undo, replay, a new game), it is
//! forgotten, in the same render, and for good (coming back to the position does not
//! bring it back).

use engine::Game;
use yew::prelude::*;

use crate::state::Play;

/// The value kept for the position shown (`T::default()` on any other), and the
/// callback that sets it.
#[hook]
pub fn use_kept<G: Game + 'static, T: Clone + Default + PartialEq + 'static>(
    play: &Play<G>,
) -> (T, Callback<T>) {
    // The position shown, told apart from the others a value could have been kept for.
    let shown = (play.cursor, play.moves.len(), play.last_move());
    let kept = use_state_eq(|| (shown, T::default()));
    let value = match kept.0 == shown {
        true => kept.1.clone(),
        false => T::default(),
    };
    {
        let kept = kept.clone();
        use_effect_with(shown, move |&shown| {
            if kept.0 != shown {
                kept.set((shown, T::default()));
            }
        });
    }
    let on_set = Callback::from(move |value| kept.set((shown, value)));
    (value, on_set)
}
