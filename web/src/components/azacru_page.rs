//! The Azacru page: status, what to do now, the board, the score, the moves, and the
//! game controls.

use std::rc::Rc;

use ai::Computer;
use engine::{
    Game, GameId, GameOptions, Seat,
    azacru::{Azacru, AzacruOptions, Side},
};
use yew::prelude::*;

use crate::{
    adapters::azacru::{BoardView, board_view, move_items, score_rows, side_name, status},
    components::{
        azacru_actions::AzacruActions,
        azacru_board::AzacruBoard,
        azacru_scores::AzacruScores,
        game_frame::{controls, flip_button, person_only, sharing, status_bars, top_bars},
        move_input::MoveInput,
        move_list::MoveList,
        new_game::NewGame,
    },
    hooks::{
        use_azacru_pick::use_azacru_pick,
        use_computer::{available, seat_levels, use_computer},
        use_flip::use_flip,
        use_game::use_game,
        use_replay_keys::use_replay_keys,
    },
    route::GameLink,
    state::{Action, ComputerSeats, Play},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game the address describes.
    pub link: GameLink,
    /// Counts the address changes made outside the page (typing, back, forward): each
    /// new value sets the game up from `link` again.
    pub nav: u32,
}

#[component]
pub fn AzacruPage(props: &Props) -> Html {
    let handle = use_game::<Azacru>(&props.link, props.nav);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let computer = use_computer::<Azacru>(&handle.play, false);
    let play = &handle.play;
    // The person sits at the bottom: playing North alone, he sees the board turned.
    let flip = use_flip(people(play) == [Side::North]);
    let game = handle.game();
    // While the computer is to move, the board is not the person's.
    let person = !computer.to_move;
    let on_move = match person {
        true => handle.dispatch(Action::Play),
        false => Callback::noop(),
    };
    let pick = use_azacru_pick(game, on_move);
    let view = match person {
        true => board_view(play),
        false => BoardView {
            movable: Rc::default(),
            ..board_view(play)
        },
    };

    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(
            move |(assignments, computer): (Vec<String>, ComputerSeats)| {
                // The form offers only values that fit; anything else keeps its default.
                let options =
                    AzacruOptions::from_assignments(assignments.iter().map(String::as_str))
                        .unwrap_or_default();
                on_new_game.emit((options, computer));
                show.set(false);
            },
        )
    };
    let close_new_game = {
        let show = show_new_game.clone();
        Callback::from(move |()| show.set(false))
    };
    let announcement = move_items(play)
        .get(play.cursor.wrapping_sub(1))
        .map(|item| {
            t!(
                "announce-move",
                mover = item.mover.clone(),
                token = item.token.clone()
            )
        })
        .unwrap_or_default();
    // Only what differs from the defaults: a default `first` follows the number of
    // players chosen in the form.
    let current_options = game.options().non_default();
    let seat_label =
        Callback::from(|seat: Seat| Side::from_seat(seat).map(side_name).unwrap_or_default());

    html! {
        <main class="game-page azacru">
            <div class="page-title">
                <h1>{ t!("game-azacru") }</h1>
                <a href="#/azacru/rules" data-testid="rules-link">{ t!("rules-link") }</a>
            </div>
            { top_bars(&handle) }
            <p class="status" data-testid="status" aria-live="polite">{ status(play) }</p>
            { status_bars(&handle, &computer) }
            <div class="play-area">
                <div class="board-column">
                    if person {
                        <AzacruActions step={pick.step} flipped={flip.flipped} on_twist={pick.on_twist.clone()}
                                       on_preview={pick.on_preview} on_pass={pick.on_pass} />
                    }
                    <div class="board-wrap">
                        <AzacruBoard {view} pick={pick.view} flipped={flip.flipped}
                                     on_field={if person { pick.on_field } else { Callback::noop() }}
                                     on_twist={pick.on_twist} on_cancel={pick.on_cancel} />
                    </div>
                </div>
                <div class="side-column">
                    <AzacruScores rows={Rc::new(score_rows(game))} />
                    <MoveList items={Rc::new(move_items(play))} cursor={play.cursor}
                              on_select={handle.dispatch(Action::GoTo)} />
                </div>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            <MoveInput on_move={person_only(&computer, handle.on_typed(typed_error.clone()))} error={(*typed_error).clone()} example="g1-g2" />
            { controls(&handle, &computer, &show_new_game, &show_embed, flip_button(&flip)) }
            if *show_new_game {
                <NewGame<Azacru> values={current_options} {seat_label} levels={seat_levels(play)}
                                 computer={available(GameId::Azacru)} {on_start} on_cancel={close_new_game} />
            }
            { sharing(&handle, *show_embed, &import_error) }
        </main>
    }
}

/// The sides people play (the computer plays the others).
fn people(play: &Play<Azacru>) -> Vec<Side> {
    play.game
        .seats()
        .iter()
        .filter(|&seat| play.computer_level(play.game.player_in(seat)).is_none())
        .filter_map(Side::from_seat)
        .collect()
}
