//! The Kauri page: status, the board with its sowing animation and speed, the moves, and
//! the game controls. Two people play on one device.

use std::rc::Rc;

use engine::{
    Game, GameId, GameOptions, Seat,
    kauri::{Kauri, KauriMove, KauriOptions, PITS, Side},
};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::{
    adapters::kauri::{Counts, move_items, must_pass, playable, side_name, status},
    components::{
        game_frame::{controls, flip_button, person_only, sharing, status_bars, top_bars},
        kauri_board::KauriBoard,
        move_input::MoveInput,
        move_list::MoveList,
        new_game::NewGame,
    },
    hooks::{
        use_computer::{available, seat_levels, use_computer},
        use_flip::{person_at_top, use_flip},
        use_game::use_game,
        use_replay_keys::use_replay_keys,
        use_sowing::{Speed, use_sowing},
    },
    route::GameLink,
    state::{Action, ComputerSeats},
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
pub fn KauriPage(props: &Props) -> Html {
    let handle = use_game::<Kauri>(&props.link, props.nav);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let speed = use_state(Speed::preferred);
    let play = &handle.play;
    let game = handle.game();
    let sowing = use_sowing(play, *speed);
    // The computer's move is sown like a person's, and its next one waits until the
    // sowing has been shown (or skipped).
    let computer = use_computer::<Kauri>(play, sowing.frame.is_some());
    let flip = use_flip(person_at_top(&play.computer, 0, 1));

    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(
            move |(assignments, computer): (Vec<String>, ComputerSeats)| {
                // The form offers only values that fit; anything else keeps its default.
                let options =
                    KauriOptions::from_assignments(assignments.iter().map(String::as_str))
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
    let on_speed = {
        let speed = speed.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(chosen) = Speed::named(&value) {
                chosen.remember();
                speed.set(chosen);
            }
        })
    };
    let on_sow =
        handle.dispatch(|pit: engine::kauri::Pit| Action::Play(KauriMove::Sow(pit.letter())));
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
    let current_options = game.options().non_default();
    let seat_label = Callback::from(|seat: Seat| {
        side_name(if seat.index() == 0 {
            Side::South
        } else {
            Side::North
        })
    });
    let (counts, hand, drop, store) = match sowing.frame {
        Some(frame) => (frame.counts, frame.hand, frame.drop, frame.store),
        None => (Counts::of(game), None, None, None),
    };
    // While the computer is to move, the board is not the person's.
    let marks = match computer.to_move {
        true => [false; PITS],
        false => playable(game),
    };

    html! {
        <main class="game-page kauri">
            <div class="page-title">
                <h1>{ t!("game-kauri") }</h1>
                <a href="#/kauri/rules" data-testid="rules-link">{ t!("rules-link") }</a>
            </div>
            { top_bars(&handle) }
            <p class="status" data-testid="status" aria-live="polite">{ status(play) }</p>
            { status_bars(&handle, &computer) }
            <p class="sowing-note" data-testid="sowing-note" aria-live="polite">
                { sowing.note.map(|note| note.text()).unwrap_or_default() }
            </p>
            <div class="play-area">
                <div class="board-column">
                    <div class="board-wrap">
                        <KauriBoard {counts} playable={marks} flipped={flip.flipped} {hand} {drop} {store}
                                    {on_sow} travel={sowing.travel}
                                    on_skip={sowing.on_skip.clone()} />
                    </div>
                    <div class="sowing-controls">
                        if must_pass(game) && sowing.frame.is_none() && !computer.to_move {
                            <button data-testid="pass"
                                    onclick={handle.dispatch(|_: MouseEvent| Action::Play(KauriMove::Pass))}>
                                { t!("kauri-pass") }
                            </button>
                        }
                        <label>
                            { t!("kauri-speed") }{ " " }
                            <select data-testid="speed" onchange={on_speed}>
                                { for Speed::ALL.iter().map(|s| html! {
                                    <option value={s.name()} selected={*s == *speed}>
                                        { t!(format!("kauri-speed-{}", s.name())) }
                                    </option>
                                }) }
                            </select>
                        </label>
                    </div>
                </div>
                <MoveList items={Rc::new(move_items(play))} cursor={play.cursor}
                          on_select={handle.dispatch(Action::GoTo)} />
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            <MoveInput on_move={person_only(&computer, handle.on_typed(typed_error.clone()))} error={(*typed_error).clone()} example="c" />
            { controls(&handle, &computer, &show_new_game, &show_embed, flip_button(&flip)) }
            if *show_new_game {
                <NewGame<Kauri> values={current_options} {seat_label} levels={seat_levels(play)}
                                computer={available(GameId::Kauri)} {on_start} on_cancel={close_new_game} />
            }
            { sharing(&handle, *show_embed, &import_error) }
        </main>
    }
}
