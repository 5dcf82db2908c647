//! Which way round a game page draws its board. Against the computer the person sits at
//! the bottom: when he plays only the player drawn at the top, the board starts turned
//! round. The "Turn the board" button overrides that until the default changes.

use yew::prelude::*;

use crate::link::ComputerSeats;

/// The board's orientation and the button's callback.
#[derive(Debug)]
pub struct Flip {
    /// Drawn turned half round.
    pub flipped: bool,
    pub on_toggle: Callback<MouseEvent>,
}

/// The orientation, starting `turned` (see [`person_at_top`]).
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

/// Whether the person plays only the player drawn at the top of the unturned board: the
/// computer plays `bottom` (the player drawn at the bottom) and not `top`. Players are
/// numbered as the computer numbers them.
pub fn person_at_top(computer: &ComputerSeats, bottom: usize, top: usize) -> bool {
    let plays = |player| computer.iter().any(|&(p, _)| p == player);
    plays(bottom) && !plays(top)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_person_sits_at_the_bottom() {
        assert!(!person_at_top(&vec![], 0, 1), "two people");
        assert!(
            person_at_top(&vec![(0, 3)], 0, 1),
            "the person plays the top"
        );
        assert!(
            !person_at_top(&vec![(1, 3)], 0, 1),
            "the person plays the bottom"
        );
        assert!(
            person_at_top(&vec![(1, 3)], 1, 0),
            "Karo: White is drawn at the bottom"
        );
        assert!(
            !person_at_top(&vec![(0, 3), (1, 5)], 0, 1),
            "computer against computer"
        );
    }
}
