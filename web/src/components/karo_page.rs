//! A Karo page, for either variant: status, the board with what may be picked up, the
//! pieces in hand or home, the moves, and the game controls. The board reports picks;
//! the page turns them into move tokens and has the engine check them.

use std::{marker::PhantomData, rc::Rc};

use engine::{GameOptions, Seat, karo::KaroOptions};
use yew::prelude::*;

use crate::{
    adapters::karo::{KaroGame, Relocation, colour_name, frame, move_items, must_pass, status},
    components::{
        game_frame::{controls, flip_button, person_only, sharing, status_bars, top_bars},
        karo_board::{KaroBoard, geometry::Spot, render::colour_class, select::Pick},
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
    state::{Action, ComputerSeats, Play},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props<G: KaroGame> {
    /// The game the address describes.
    pub link: GameLink,
    /// Counts the address changes made outside the page: each new value sets the game
    /// up from `link` again.
    pub nav: u32,
    #[prop_or_default]
    pub game: PhantomData<G>,
}

/// The move a pick stands for, if the engine takes it here: a placement, a step, or the
/// step that enters a relocated tile (`l12-m12/h9`).
pub fn pick_move<G: KaroGame>(
    game: &G,
    pick: Pick,
    pending: Option<Relocation>,
) -> Option<G::Move> {
    let token = match (pick, pending) {
        (Pick::Place(at), _) => at.to_string(),
        (Pick::Step(from, to), Some((tile, new))) if to == new => format!("{from}-{to}/{tile}"),
        (Pick::Step(from, to), _) => format!("{from}-{to}"),
        (Pick::Lift(..), _) => return None,
    };
    let m = game.parse_move(&token).ok()?;
    game.is_legal(m).then_some(m)
}

/// What dropping a tile on a cell comes to: the move itself when one piece alone can
/// enter it (the board then shows it go there), else a wait for the player's choice.
pub fn lift<G: KaroGame>(
    play: &Play<G>,
    from: Spot,
    to: Spot,
) -> Option<Result<G::Move, Relocation>> {
    let entering = G::view(play, Some((from, to))).picks;
    entering.enter?;
    let mut pieces = entering.pieces.keys();
    Some(match (pieces.next(), pieces.next()) {
        (Some(&only), None) => {
            pick_move(&play.game, Pick::Step(only, to), Some((from, to))).ok_or((from, to))
        }
        _ => Err((from, to)),
    })
}

/// The pieces beside the board: in hand while they are placed, or home in the race.
pub fn tally<G: KaroGame>(game: &G) -> Html {
    let lines = game.tally().into_iter().map(|(colour, count, text)| {
        let discs = (0..count).map(|i| {
            html! { <circle class={classes!("disc", colour_class(colour))} cx={(i * 10 + 5).to_string()} cy="5" r="4" /> }
        });
        html! {
            <li class={colour_class(colour)}>
                <span class="side">{ colour_name(colour) }</span>
                if count > 0 {
                    <svg class="discs" viewBox="0 0 60 10" aria-hidden="true">{ for discs }</svg>
                }
                <span class="count">{ text }</span>
            </li>
        }
    });
    html! { <ul class="karo-tally" data-testid="tally">{ for lines }</ul> }
}

#[component]
pub fn KaroPage<G: KaroGame>(props: &Props<G>) -> Html {
    let handle = use_game::<G>(&props.link, props.nav);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let waiting = use_state(|| None::<Relocation>);
    let computer = use_computer::<G>(&handle.play, false);
    // The computer numbers the players in seat order, Red then White; White's home rows
    // (jumpers) are drawn at the bottom.
    let flip = use_flip(person_at_top(&handle.play.computer, 1, 0));
    let play = &handle.play;
    // A tile waits for its piece only in the position it was dropped in.
    {
        let waiting = waiting.clone();
        use_effect_with((play.moves.len(), play.cursor), move |_| waiting.set(None));
    }
    let view = G::view(play, *waiting);
    let pending = (*waiting).filter(|_| view.picks.enter.is_some());
    let mut view = if pending.is_none() && waiting.is_some() {
        G::view(play, None)
    } else {
        view
    };
    // While the computer is to move, the board is not the person's.
    if computer.to_move {
        view.picks = Rc::default();
    }

    let on_pick = {
        let (play, waiting) = (play.clone(), waiting.clone());
        Callback::from(move |pick: Pick| {
            if let Pick::Lift(from, to) = pick {
                match lift(&play, from, to) {
                    Some(Ok(m)) => play.dispatch(Action::Play(m)),
                    Some(Err(relocation)) => waiting.set(Some(relocation)),
                    None => {}
                }
                return;
            }
            if let Some(m) = pick_move(&play.game, pick, *waiting) {
                waiting.set(None);
                play.dispatch(Action::Play(m));
            }
        })
    };
    let on_cancel = {
        let waiting = waiting.clone();
        Callback::from(move |()| waiting.set(None))
    };
    let on_pass = {
        let play = play.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(m) = play.game.parse_move("pass") {
                play.dispatch(Action::Play(m));
            }
        })
    };
    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(
            move |(assignments, computer): (Vec<String>, ComputerSeats)| {
                let mut options = KaroOptions::default();
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
    let on_typed = typed_move(play, &typed_error);
    let items = move_items(play);
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
    let current_options: Vec<(&'static str, &'static str)> = KaroOptions::SPECS
        .iter()
        .filter_map(|spec| Some((spec.key, play.game.options().get(spec.key)?)))
        .collect();
    let id = G::ID;
    let name = t!(format!("game-{id}"));
    let passing = must_pass(&play.game) && play.cursor == play.moves.len() && !computer.to_move;

    html! {
        <main class={classes!("game-page", "karo", id.as_str())}>
            <div class="page-title">
                <h1>{ name }</h1>
                <a href={format!("#/{id}/rules")} data-testid="rules-link">{ t!("rules-link") }</a>
            </div>
            { top_bars(&handle) }
            <p class="status" data-testid="status" aria-live="polite">{ status(play, pending.is_some()) }</p>
            { status_bars(&handle, &computer) }
            <div class="play-area">
                <div class="karo-table">
                    <div class="board-wrap">
                        <KaroBoard flipped={flip.flipped} tiles={view.tiles} picks={view.picks} table={G::TABLE} frame={frame::<G>()}
                                   zones={view.zones} last={view.last} gone={view.gone} winning={view.winning}
                                   jumpers={G::JUMPERS} {on_pick} on_cancel={on_cancel.clone()}
                                   label={t!(format!("{id}-board-label"))} />
                    </div>
                    <div class="karo-prompt" data-testid="prompt">
                        if let Some((from, to)) = pending {
                            <p role="status" data-testid="relocation">
                                { t!("karo-pending", from = from.to_string(), to = to.to_string()) }
                            </p>
                            <button data-testid="cancel-relocation" onclick={on_cancel.reform(|_: MouseEvent| ())}>
                                { t!("karo-pending-cancel") }
                            </button>
                        } else if !play.game.is_over() {
                            <p class="hint">{ t!(format!("{id}-hint")) }</p>
                        }
                    </div>
                    { tally(&play.game) }
                </div>
                <MoveList items={Rc::new(items)} cursor={play.cursor}
                          on_select={handle.dispatch(Action::GoTo)} />
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            <MoveInput on_move={person_only(&computer, on_typed)} error={(*typed_error).clone()} example={G::EXAMPLE} />
            { controls(&handle, &computer, &show_new_game, &show_embed, html! {
                <>
                    if passing {
                        <button data-testid="pass" onclick={on_pass}>{ t!("karo-pass") }</button>
                    }
                    { flip_button(&flip) }
                </>
            }) }
            if *show_new_game {
                <NewGame<G> values={current_options}
                         seat_label={Callback::from(|seat: Seat| match seat.0 {
                             0 => t!("karo-red"),
                             _ => t!("karo-white"),
                         })}
                         levels={seat_levels(play)} computer={available(id)}
                         {on_start} on_cancel={close_new_game} />
            }
            { sharing(&handle, *show_embed, &import_error) }
        </main>
    }
}

/// The move box: a typed move is read as a person types (spaces and capitals do not
/// matter) and checked by the engine.
fn typed_move<G: KaroGame>(
    play: &UseReducerHandle<Play<G>>,
    error: &UseStateHandle<Option<String>>,
) -> Callback<String> {
    let (play, error) = (play.clone(), error.clone());
    Callback::from(move |text: String| {
        let token = text.trim().to_lowercase();
        let checked = play
            .game
            .parse_move(&token)
            .and_then(|m| play.game.check_move(m).map(|()| m))
            .and_then(|m| match play.game.is_over() {
                true => Err(engine::MoveError::GameOver),
                false => Ok(m),
            });
        match checked {
            Ok(m) => {
                error.set(None);
                play.dispatch(Action::Play(m));
            }
            Err(e) => error.set(Some(t!(
                "move-input-refused",
                token = token,
                reason = t!(format!("error-{}", e.id()))
            ))),
        }
    })
}
