//! The Caro page: status, board, colour choice, moves, and the game controls.

use std::rc::Rc;

use engine::{
    Game, GameId, GameOptions, Seat,
    caro::{Caro, CaroMove, CaroOptions},
};
use yew::prelude::*;

use crate::{
    adapters::caro::{board_view, choice_explanation, move_items, status},
    components::{
        caro_board::CaroBoard,
        colour_choice::ColourChoice,
        game_frame::{controls, flip_button, person_only, sharing, status_bars, top_bars},
        move_input::MoveInput,
        move_list::MoveList,
        new_game::NewGame,
    },
    hooks::{
        use_computer::{available, seat_levels, use_computer},
        use_flip::{person_at_top, use_flip},
        use_game::use_game,
        use_replay_keys::use_replay_keys,
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
pub fn CaroPage(props: &Props) -> Html {
    let handle = use_game::<Caro>(&props.link, props.nav);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let computer = use_computer::<Caro>(&handle.play, false);
    let flip = use_flip(person_at_top(&handle.play.computer, 0, 1));
    let play = &handle.play;
    let game = handle.game();
    let mut view = board_view(play);
    // While the computer is to move, the board and the colour choice are not the person's.
    if computer.to_move {
        view.targets = Rc::new(vec![false; view.targets.len()]);
        view.next = None;
    }

    let on_place = handle.dispatch(|p| Action::Play(CaroMove::Place(p)));
    let on_choose = handle.dispatch(|c| Action::Play(CaroMove::Choose(c)));
    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(
            move |(assignments, computer): (Vec<String>, ComputerSeats)| {
                let mut options = CaroOptions::default();
                for assignment in &assignments {
                    // The form offers only valid values; anything else keeps its default.
                    let _ = options.assign(assignment);
                }
                on_new_game.emit((options, computer));
                show.set(false);
            },
        )
    };
    let close_new_game = {
        let show = show_new_game.clone();
        Callback::from(move |()| show.set(false))
    };
    // A typed move is read as a person types: spaces and capitals do not matter.
    let on_typed = handle.on_typed(typed_error.clone());
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
    let current_options: Vec<(&'static str, &'static str)> = CaroOptions::SPECS
        .iter()
        .filter_map(|spec| Some((spec.key, game.options().get(spec.key)?)))
        .collect();

    html! {
        <main class="game-page caro">
            <div class="page-title">
                <h1>{ t!("game-caro") }</h1>
                <a href="#/caro/rules" data-testid="rules-link">{ t!("rules-link") }</a>
            </div>
            { top_bars(&handle) }
            <p class="status" data-testid="status" aria-live="polite">{ status(game) }</p>
            { status_bars(&handle, &computer) }
            if let (false, Some(explanation)) = (computer.to_move, choice_explanation(game)) {
                <ColourChoice {explanation} {on_choose} />
            }
            <div class="play-area">
                <div class="board-wrap">
                    <CaroBoard flipped={flip.flipped} stones={view.stones} targets={view.targets} next={view.next}
                               last={view.last} winning={view.winning} {on_place} />
                </div>
                <MoveList items={Rc::new(move_items(play))} cursor={play.cursor}
                          on_select={handle.dispatch(Action::GoTo)} />
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            <MoveInput on_move={person_only(&computer, on_typed)} error={(*typed_error).clone()} example="h8" />
            { controls(&handle, &computer, &show_new_game, &show_embed, flip_button(&flip)) }
            if *show_new_game {
                <NewGame<Caro> values={current_options}
                         seat_label={Callback::from(|seat: Seat| match seat.0 {
                             0 => t!("person-opener-title"),
                             _ => t!("person-responder-title"),
                         })}
                         levels={seat_levels(play)} computer={available(GameId::Caro)}
                         {on_start} on_cancel={close_new_game} />
            }
            { sharing(&handle, *show_embed, &import_error) }
        </main>
    }
}
