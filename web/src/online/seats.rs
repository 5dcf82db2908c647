//! Who plays an online game, always in view above its board: each seat's name, whether
//! its player is here, its clock, and the seat to move marked; then how many watch.

use yew::prelude::*;

use super::{clock, live::Live};
use crate::{games::GameUi, t};

/// The name of online seat `seat` as players know it (`Black`, `First player`, `North`):
/// an online seat is the engine's player.
pub fn seat_name<G: GameUi>(game: &G, seat: u8) -> String {
    game.player_label(usize::from(seat))
}

/// The seats of `live`'s game with their clocks at `now`.
pub fn seat_list<G: GameUi>(game: &G, live: &Live, now: f64) -> Html {
    let Some(state) = &live.game else {
        return Html::default();
    };
    let seats = state.seats.iter().enumerate().map(|(i, seat)| {
        let i = i as u8;
        let name = seat_name(game, i);
        let you = state.you == Some(i);
        let moving = state.end.is_none() && state.to_move == Some(i);
        let text = match you {
            true => t!("match-up-you", seat = name),
            false => name,
        };
        let presence = match seat.connected {
            true => t!("online-here"),
            false => t!("online-away"),
        };
        let clock = live.clock_ms(i, now).map(|ms| {
            let low = moving && ms < 20_000;
            html! {
                <span class={classes!("clock", moving.then_some("running"), low.then_some("low"))}
                      data-testid="online-clock" role="timer">{ clock::format(ms) }</span>
            }
        });
        html! {
            <li class={classes!("side", if you { "you" } else { "person" }, moving.then_some("to-move"))}
                data-testid="online-seat" data-seat={i.to_string()} data-connected={seat.connected.to_string()}
                aria-current={moving.then_some("true")}>
                <span class={classes!("presence", seat.connected.then_some("here"))} title={presence.clone()}>
                    <span class="visually-hidden">{ presence }</span>
                </span>
                <span class="name">{ text }</span>
                { for clock }
            </li>
        }
    });
    html! {
        <div class="match-up online" data-testid="match-up">
            <ul>{ for seats }</ul>
            if state.spectators > 0 {
                <span class="where" data-testid="online-watching">
                    { t!("online-watching", count = state.spectators) }
                </span>
            }
        </div>
    }
}
