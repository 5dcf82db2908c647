//! Who plays whom, always in view above a game's board: "You (White) · Computer, level 2
//! (Black)", or each side's name and "at this device" when people play every seat. The
//! side to move is marked.

use yew::prelude::*;

use crate::{
    games::{GameUi, seat_label},
    seats::{Player, players},
    state::Play,
    t,
};

/// The match-up line of `play`.
pub fn match_up<G: GameUi>(play: &Play<G>) -> Html {
    let game = &play.game;
    let to_move = G::player_to_move(game);
    let players = players(play);
    let friends = players.iter().all(|(_, p)| *p == Player::Person);
    let sides = players.iter().map(|&(seat, player)| {
        let name = seat_label(game, seat);
        let text = match player {
            Player::You => t!("match-up-you", seat = name),
            Player::Person => name,
            Player::Computer(level) => t!("match-up-computer", level = level, seat = name),
        };
        let moving = game
            .seats()
            .iter()
            .find(|s| s.index() == seat)
            .is_some_and(|s| Some(game.player_in(s)) == to_move);
        let kind = match player {
            Player::You => "you",
            Player::Person => "person",
            Player::Computer(_) => "computer",
        };
        html! {
            <li class={classes!("side", kind, moving.then_some("to-move"))} data-seat={seat.to_string()}
                data-player={kind} aria-current={moving.then_some("true")}>
                { text }
            </li>
        }
    });
    html! {
        <div class="match-up" data-testid="match-up">
            <ul>{ for sides }</ul>
            if friends {
                <span class="where">{ t!("match-up-here") }</span>
            }
        </div>
    }
}
