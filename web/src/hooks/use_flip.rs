//! Which way round a game page draws its board. Against the computer the person sits at
//! the bottom: when he plays only the player drawn at the top, the board starts turned
//! round. The "Turn the board" button overrides that until the default changes.

use yew::prelude::*;

/// The board's orientation and the button's callback.
#[derive(Debug)]
pub struct Flip {
    /// Drawn turned half round.
    pub flipped: bool,
    pub on_toggle: Callback<MouseEvent>,
}

/// The orientation, starting `turned` (see [`crate::games::GameUi::turned`]).
#[hook]
pub fn use_flip(turned: bool) -> Flip {
    let chosen = use_state_eq(|| None::<bool>);
    {
        // A game with other seats for the computer starts from its own default again.
        let chosen = chosen.clone();
        use_effect_with(turned, move |_| chosen.set(None));
    }
    let flipped = chosen.unwrap_or(turned);
    let on_toggle = Callback::from(move |_: MouseEvent| chosen.set(Some(!flipped)));
    Flip { flipped, on_toggle }
}
