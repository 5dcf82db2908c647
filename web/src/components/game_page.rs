//! A game's page, the same for every game: the title and rules link, the bars, the status
//! line, the game's table (its board), the moves, the move box, the controls, the New
//! game form and the sharing panels. The game fills in what is its own through
//! [`GameUi`].

use std::rc::Rc;

use yew::prelude::*;

use crate::{
    components::{
        game_frame::{controls, flip_button, person_only, sharing, status_bars, top_bars},
        move_input::MoveInput,
        move_list::MoveList,
        new_game::NewGame,
    },
    games::{GameUi, TableProps},
    hooks::{
        use_computer::{seat_levels, use_computer},
        use_flip::use_flip,
        use_game::use_game,
        use_replay_keys::use_replay_keys,
        use_step::use_step,
    },
    link::GameLink,
    state::Action,
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game the address describes: the page sets it up again on each visit of the
    /// address (`address::Visit`).
    pub link: GameLink,
}

#[component]
pub fn GamePage<G: GameUi>(props: &Props) -> Html {
    let handle = use_game::<G>(&props.link);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let busy = use_state_eq(|| false);
    let play = &handle.play;
    let (step, on_step) = use_step::<G>(play);
    let computer = use_computer::<G>(play, *busy);
    let flip = use_flip(G::turned(play));
    let id = G::ID;

    let table = TableProps {
        play: play.clone(),
        live: !computer.to_move,
        flipped: flip.flipped,
        step: step.clone(),
        on_step,
        on_move: person_only(&computer, handle.dispatch(Action::Play)),
        on_page: true,
        on_busy: Callback::from(move |b| busy.set(b)),
    };
    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(move |start| {
            on_new_game.emit(start);
            show.set(false);
        })
    };
    let close_new_game = {
        let show = show_new_game.clone();
        Callback::from(move |()| show.set(false))
    };
    let items = Rc::new(G::move_items(play));
    let announcement = items
        .get(play.cursor.wrapping_sub(1))
        .map(|item| {
            t!(
                "announce-move",
                mover = item.mover.clone(),
                token = item.token.clone()
            )
        })
        .unwrap_or_default();
    let extra = html! {
        <>
            { G::controls(&table) }
            { flip_button(&flip) }
        </>
    };

    html! {
        <main class={classes!("game-page", G::CLASSES)}>
            <div class="page-title">
                <h1>{ t!(format!("game-{id}")) }</h1>
                <a href={format!("#/{id}/rules")} data-testid="rules-link">{ t!("rules-link") }</a>
            </div>
            { top_bars(&handle) }
            <p class="status" data-testid="status" aria-live="polite">{ G::status(play, &step) }</p>
            { status_bars(&handle, &computer) }
            <div class="play-area">
                <div class="board-column">{ G::table(table) }</div>
                <div class="side-column">
                    { G::beside(play) }
                    <MoveList {items} cursor={play.cursor} on_select={handle.dispatch(Action::GoTo)} />
                </div>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            <MoveInput on_move={person_only(&computer, handle.on_typed(typed_error.clone()))}
                       error={(*typed_error).clone()} example={G::EXAMPLE} />
            { controls(&handle, &computer, &show_new_game, &show_embed, extra) }
            if *show_new_game {
                <NewGame<G> options={play.game.options().clone()} seat_label={Callback::from(G::seat_label)}
                            levels={seat_levels(play)} {on_start} on_cancel={close_new_game} />
            }
            { sharing(&handle, *show_embed, &import_error) }
        </main>
    }
}
