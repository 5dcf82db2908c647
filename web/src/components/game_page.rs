//! A game's page, the same for every game: the title and rules link, the bars, the status
//! line, the game's table (its board), the moves, the move box, the controls, the New
//! game form and the sharing panels. The game fills in what is its own through
//! [`GameUi`].

use std::rc::Rc;

use ai::review::Class;

use yew::prelude::*;

use crate::{
    components::{
        game_frame::{controls, flip_button, person_only, sharing, status_bars, top_bars},
        move_input::MoveInput,
        move_list::MoveList,
        new_game::NewGame,
        review_panel::ReviewPanel,
    },
    games::{GameUi, TableProps},
    hooks::{
        use_computer::{seat_levels, use_computer},
        use_flip::use_flip,
        use_game::use_game,
        use_replay_keys::use_replay_keys,
        use_review::{ReviewAction, ReviewState, use_review},
        use_step::use_step,
    },
    link::GameLink,
    state::{Action, Play},
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
    let review = use_review::<G>(play);
    // A line tried from the review (the computer's, or the person's own moves), played
    // apart from the game, which stays as it was.
    let trial = use_reducer(|| Play::<G>::new(G::Options::default()));
    let trying = use_state_eq(|| false);
    let trying_now = *trying && play.review;
    {
        // Replaying the game (a click in the graph or the move list, the arrow keys)
        // leaves the tried line.
        let trying = trying.clone();
        use_effect_with((play.cursor, play.review), move |_| trying.set(false));
    }
    let shown = if trying_now { &trial } else { play };
    let (step, on_step) = use_step::<G>(shown);
    let computer = use_computer::<G>(play, *busy || play.review);
    let flip = use_flip(G::turned(play));
    let id = G::ID;

    // The position shown in the review, as a link to start a tried line from.
    let tried_from = |extra: Vec<String>| {
        let mut link = play.whole_link();
        link.moves.truncate(play.cursor);
        link.moves.extend(extra);
        link.computer.clear();
        link
    };
    let on_move = if trying_now {
        let trial = trial.clone();
        Callback::from(move |m| {
            trial.dispatch(Action::Play(m));
            trial.dispatch(Action::ConfirmPending);
        })
    } else if play.review {
        let (trial, trying, link) = (trial.clone(), trying.clone(), tried_from(Vec::new()));
        Callback::from(move |m| {
            trial.dispatch(Action::Load(link.clone()));
            trial.dispatch(Action::Play(m));
            trying.set(true);
        })
    } else {
        person_only(&computer, handle.dispatch(Action::Play))
    };
    let reviewed = review.reviewed.as_ref();
    let computer_move = reviewed
        .filter(|_| play.review && !trying_now)
        .and_then(|r| r.looks.get(play.cursor)?.as_ref()?.best);
    let table = TableProps {
        play: shown.clone(),
        live: play.review || !computer.to_move,
        flipped: flip.flipped,
        step: step.clone(),
        on_step,
        on_move,
        mark: computer_move,
        on_page: true,
        on_busy: Callback::from(move |b| busy.set(b)),
    };
    let on_line = {
        let (trial, trying) = (trial.clone(), trying.clone());
        let line = reviewed.and_then(|r| {
            Some((
                r.position(play.cursor),
                r.looks.get(play.cursor)?.clone()?.line,
            ))
        });
        let link = tried_from(Vec::new());
        Callback::from(move |k: usize| {
            let Some((position, moves)) = &line else {
                return;
            };
            let mut position = position.clone();
            let mut link = link.clone();
            for &m in moves.iter().take(k) {
                link.moves.push(position.format_move(m));
                position.play_unchecked(m);
            }
            trial.dispatch(Action::Load(link));
            trying.set(true);
        })
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
    let open_review = handle.dispatch(|_: MouseEvent| Action::Review(true));
    let extra = html! {
        <>
            { G::controls(&table) }
            if !play.review && !play.moves.is_empty() {
                <button data-testid="review-open" onclick={open_review}>{ t!("control-review") }</button>
            }
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
            <p class="status" data-testid="status" aria-live="polite">{ G::status(shown, &step) }</p>
            if trying_now {
                <p class="notice trying" role="status" data-testid="trying">
                    { t!("review-trying", number = play.cursor as i64) }
                    <button data-testid="trying-back" onclick={{ let trying = trying.clone(); move |_: MouseEvent| trying.set(false) }}>
                        { t!("review-back") }
                    </button>
                </p>
            } else {
                { status_bars(&handle, &computer) }
            }
            <div class="play-area">
                <div class="board-column">{ G::table(table) }</div>
                <div class="side-column">
                    if play.review {
                        <ReviewPanel<G> state={(*review).clone()} items={items.clone()} cursor={play.cursor}
                                        on_select={handle.dispatch(Action::GoTo)} {on_line}
                                        on_stop={{ let r = review.clone(); Callback::from(move |()| r.dispatch(ReviewAction::Stop)) }}
                                        on_resume={{ let r = review.clone(); Callback::from(move |()| r.dispatch(ReviewAction::Resume)) }}
                                        on_close={handle.dispatch(|()| Action::Review(false))} />
                    }
                    { G::beside(play) }
                    <MoveList {items} cursor={play.cursor} on_select={handle.dispatch(Action::GoTo)}
                              classes={classes_of(&review, play.review)} />
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

/// Each move's class while the review is open, for the move list's marks.
fn classes_of<G: GameUi>(review: &ReviewState<G>, open: bool) -> Rc<Vec<Option<Class>>> {
    let classes = review
        .reviewed
        .as_ref()
        .filter(|_| open)
        .map(|r| r.verdicts().iter().map(|v| v.map(|v| v.class)).collect())
        .unwrap_or_default();
    Rc::new(classes)
}
