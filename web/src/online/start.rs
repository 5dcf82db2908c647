//! Starting an online game: whether this site offers it, the clocks offered, and the game
//! created on the server and opened at its creator's seat.

use engine::GameOptions;
use protocol::{NewGame, TimeControl};
use yew::prelude::*;

use super::{
    mine::{self, Mine},
    server,
    server::Availability,
};
use crate::{
    address::{self, Write},
    games::GameUi,
    link::OnlineLink,
};

/// The clocks offered, as lichess offers its common ones: live base and increment in
/// seconds, and days a move for correspondence.
pub const CLOCKS: [TimeControl; 8] = [
    TimeControl::Live {
        base: 180,
        increment: 2,
    },
    TimeControl::Live {
        base: 300,
        increment: 3,
    },
    TimeControl::Live {
        base: 600,
        increment: 5,
    },
    TimeControl::Live {
        base: 900,
        increment: 10,
    },
    TimeControl::Live {
        base: 1800,
        increment: 20,
    },
    TimeControl::Correspondence { days: 1 },
    TimeControl::Correspondence { days: 3 },
    TimeControl::Correspondence { days: 7 },
];

/// The clock offered first: ten minutes and five seconds a move.
pub const DEFAULT_CLOCK: usize = 2;

/// A clock's name in the form (`10 min + 5 s`, `3 days a move`).
pub fn clock_name(time: TimeControl) -> String {
    match time {
        TimeControl::Live { base, increment } => crate::t!(
            "online-clock-live",
            minutes = base / 60,
            increment = increment
        ),
        TimeControl::Correspondence { days } => {
            crate::t!("online-clock-correspondence", days = days)
        }
    }
}

/// Whether this site plays online: asked of the server once the page is drawn (none
/// until it answers).
#[hook]
pub fn use_available() -> Option<Availability> {
    let available = use_state_eq(|| None);
    {
        let available = available.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                available.set(Some(server::available().await));
            });
        });
    }
    *available
}

/// What the creator of an online game chose.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<O> {
    /// The game's options.
    pub options: O,
    /// The clock.
    pub time: TimeControl,
    /// The creator's seat, in the server's order (the engine's seats).
    pub seat: u8,
}

/// Creates the game on the server, keeps it in My games with the other seats' invite
/// links, and opens it at the creator's seat. `failed` hears a refusal, for a person.
pub fn create<G: GameUi>(choice: Choice<G::Options>, failed: Callback<String>) {
    let new_game = NewGame {
        game: G::ID.to_string(),
        // What differs from the defaults, as a link writes it.
        options: choice
            .options
            .non_default()
            .into_iter()
            .map(|(key, value)| format!("{key}={value}"))
            .collect(),
        time: choice.time,
    };
    wasm_bindgen_futures::spawn_local(async move {
        let created = match server::create(&new_game).await {
            Ok(created) => created,
            Err(error) => return failed.emit(error),
        };
        let seat = usize::from(choice.seat);
        let key = created.secrets.get(seat).cloned();
        let invites = (0..created.secrets.len())
            .filter(|&s| s != seat)
            .filter_map(|s| Some((u8::try_from(s).ok()?, created.secrets[s].clone())))
            .collect();
        let link = OnlineLink {
            id: created.id,
            key,
        };
        mine::keep(Mine {
            game: G::ID,
            link: link.clone(),
            seat: Some(choice.seat),
            invites,
        });
        address::write(Write::Open, &link.to_fragment(G::ID));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_every_clock_offered_is_one_the_server_takes() {
        for time in CLOCKS {
            assert_eq!(time.check(), Ok(()), "{time:?}");
        }
    }
}
