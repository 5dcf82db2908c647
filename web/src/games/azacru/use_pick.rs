//! Choosing an Azacru move by clicks or keys: the pick (chevron, target, twist), kept
//! for the position it was made in, and the callbacks the board and the action bar call.

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Field, Twist},
};
use yew::prelude::*;

use crate::{
    games::azacru::step::{Step, step},
    games::azacru::view::{Pick, PickView, pick_view},
};

/// The pick and what to do with it.
#[derive(Debug)]
pub struct PickHandle {
    /// What the board shows of the pick.
    pub view: PickView,
    /// What the action bar shows.
    pub step: Step,
    /// A field was clicked or chosen by key.
    pub on_field: Callback<Field>,
    /// A twist was chosen.
    pub on_twist: Callback<Twist>,
    /// The twist to preview on the board (under the pointer or the focus).
    pub on_preview: Callback<Twist>,
    /// Drop the pick.
    pub on_cancel: Callback<()>,
    /// Pass (offered only when forced).
    pub on_pass: Callback<()>,
}

/// The pick for `game`; completed moves go to `on_move`. A pick belongs to the position
/// it was made in: once the position changes (a move, undo, replay), it is dropped.
#[hook]
pub fn use_pick(game: &Azacru, on_move: Callback<AzacruMove>) -> PickHandle {
    let code = game.to_code();
    let state = use_state(|| (String::new(), Pick::Idle));
    let preview = use_state(|| Twist::None);
    let pick = if state.0 == code { state.1 } else { Pick::Idle };
    let view = pick_view(game, pick, *preview);
    let set = {
        let (state, preview, code) = (state.clone(), preview.clone(), code.clone());
        move |next: Pick| {
            preview.set(Twist::None);
            state.set((code.clone(), next));
        }
    };
    let on_field = {
        let (game, on_move, set) = (game.clone(), on_move.clone(), set.clone());
        Callback::from(move |field: Field| {
            let (next, m) = pick.on_field(field, &game);
            set(next);
            if let Some(m) = m {
                on_move.emit(m);
            }
        })
    };
    let on_twist = {
        let (on_move, set) = (on_move.clone(), set.clone());
        Callback::from(move |twist: Twist| {
            if let Some(m) = pick.on_twist(twist) {
                set(Pick::Idle);
                on_move.emit(m);
            }
        })
    };
    let on_preview = Callback::from(move |twist: Twist| preview.set(twist));
    let on_cancel = Callback::from(move |()| set(Pick::Idle));
    let on_pass = on_move.reform(|()| AzacruMove::Pass);
    PickHandle {
        step: step(game, pick, &view),
        view,
        on_field,
        on_twist,
        on_preview,
        on_cancel,
        on_pass,
    }
}
