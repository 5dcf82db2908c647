//! A game's page, the same for every game: the title and rules link, the bars, the status
//! line, the game's board, the moves, the move box, the controls, the New
//! game form and the sharing panels. The game fills in what is its own through
//! [`GameUi`]; a first visit's bundle leaves some parts to the whole one ([`Parts`]).

use std::rc::Rc;

use ai::review::Class;

use yew::prelude::*;

use crate::{
    address::{self, Write},
    components::{
        game_frame::{
            controls, flip_button, page_title, person_only, sharing, status_bars, title, toggle,
            top_bars, url,
        },
        match_up::match_up,
        move_input::MoveInput,
        move_list::{MoveList, announcement},
        new_game::NewGame,
        result_panel::{Verdict, result_panel},
        review_panel::{ReviewPanel, practise},
        share::ShareButton,
        start_panel::StartPanel,
    },
    games::{BoardProps, GameUi, Pending},
    hooks::{
        use_computer::{ComputerState, use_computer},
        use_flip::use_flip,
        use_game::use_game,
        use_kept::use_kept,
        use_replay_keys::use_replay_keys,
        use_review::{ReviewState, use_review},
        use_trial::use_trial,
    },
    link::{GameLink, OnlineLink},
    online::{self, server::Availability, start::use_available},
    seats::{person_seat, seat_levels, your_player},
    state::{Action, Play},
    t,
    whole::{self, Parts},
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game the address describes: the page sets it up again on each visit of the
    /// address (`address::Visit`).
    pub link: GameLink,
}

#[component]
pub fn GamePage<G: GameUi, P: Parts>(props: &Props) -> Html {
    let handle = use_game::<G>(&props.link, G::tapped);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    // A bare address asks how to play until a game is started or a move played.
    let started = use_state_eq(|| !props.link.is_bare());
    let show_embed = use_state(|| false);
    // Where the site plays online, a game with a friend online is one choice more; its
    // form is the online bundle's (`crate::online`).
    let on_online = (use_available() == Some(Availability::Online)).then(|| {
        Callback::from(|()| {
            let new = OnlineLink {
                id: OnlineLink::NEW.to_owned(),
                key: None,
            };
            address::write(Write::Open, &new.to_fragment(G::ID));
        })
    });
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let busy = use_state_eq(|| false);
    let play = &handle.play;
    let review = use_review::<G>(play);
    let reviewed = review.reviewed.as_ref().filter(|_| play.review);
    let here = reviewed.and_then(|r| r.look(play.cursor));
    let trial = use_trial::<G>(play, here.map(|look| look.line.clone()));
    let shown = trial.play.as_ref().unwrap_or(play);
    let (pending, on_pending) = use_kept::<G, Pending<G::Move>>(shown);
    // The computer plays in the game, or answers in a tried line.
    let computer = use_computer::<G>(shown, *busy);
    let flip = use_flip(play.game.turned(your_player(play)));
    let better = reviewed
        .filter(|_| trial.play.is_none())
        .and_then(|r| r.better(play.cursor));
    let id = G::ID;

    let board = BoardProps {
        play: shown.clone(),
        // In the review a move on the board tries a line, whoever is to move in the game.
        live: (play.review && trial.play.is_none()) || !computer.to_move,
        flipped: flip.flipped,
        pending: pending.clone(),
        on_pending,
        on_move: match play.review {
            true => trial.on_move.clone(),
            false => person_only(&computer, handle.dispatch(Action::Play)),
        },
        // In the review, on the game's own position, the computer's move where the move
        // shown was not (what the review's text names); else its hint.
        mark: match play.review {
            true => better.as_ref().map(|b| b.best),
            false => computer.hint.as_deref().and_then(|token| {
                let m = play.game.parse_move(token).ok()?;
                play.game.check_move(m).ok().map(|()| m)
            }),
        },
        // The reply the computer expects to its move, in the review.
        reply: better.as_ref().and_then(|b| b.reply),
        mark_from: better.map(|b| b.before),
        on_page: true,
        on_busy: {
            let busy = busy.clone();
            Callback::from(move |b| busy.set(b))
        },
    };
    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        let started = started.clone();
        Callback::from(move |start| {
            on_new_game.emit(start);
            show.set(false);
            started.set(true);
        })
    };
    let asking = !*started
        && handle.resume.is_none()
        && play.moves.is_empty()
        && play.computer.is_empty()
        && !play.set_up
        && !play.review;
    let on_more = match P::WHOLE {
        true => {
            let show = show_new_game.clone();
            Callback::from(move |()| show.set(true))
        }
        false => whole::opener("start-more"),
    };
    // The result panel's New game opens the form, never closes it.
    let open_new_game = match P::WHOLE {
        true => {
            let show = show_new_game.clone();
            Callback::from(move |_: MouseEvent| show.set(true))
        }
        false => whole::opener("new-game"),
    };
    let (on_new_game, on_embed) = match P::WHOLE {
        true => (toggle(&show_new_game), toggle(&show_embed)),
        false => (whole::opener("new-game"), whole::opener("embed")),
    };
    let close_new_game = {
        let show = show_new_game.clone();
        Callback::from(move |()| show.set(false))
    };
    let items = Rc::new(G::move_items(play));
    let announcement = announcement(&items, play.cursor);
    let open_review = match P::WHOLE {
        true => handle.dispatch(|_: MouseEvent| Action::Review(true)),
        false => whole::review_opener(),
    };
    // The end, said to the person, at the game's end and outside the review.
    let at_end = play.cursor == play.moves.len() && play.new_line.is_none();
    let verdict = Verdict::of_game(&play.game, person_seat(play).map(seat))
        .filter(|_| at_end && !play.review);
    let result = verdict.map(|verdict| {
        let next = html! {
            <>
                <button data-testid="result-new-game" class="primary" onclick={open_new_game.clone()}>{ t!("control-new-game") }</button>
                <button data-testid="result-review" onclick={open_review.clone()}>{ t!("control-review") }</button>
                <ShareButton title={title::<G>()} url={url::<G>(&play.whole_link())} testid="result-share" />
            </>
        };
        result_panel(verdict, G::status(play, &[]), next)
    });
    let extra = html! {
        <>
            { G::controls(&board) }
            if !play.review && !play.moves.is_empty() {
                <button data-testid="review-open" onclick={open_review}>{ t!("control-review") }</button>
            }
            { flip_button(&flip) }
        </>
    };

    // My games, beside it (the list says when this browser has none).
    let my_games = on_online.as_ref().map(|_| online::my_games::address(G::ID));

    html! {
        <main class={classes!("game-page", G::CLASSES)}>
            { page_title(id) }
            { top_bars(&handle) }
            if !asking {
                { match_up(shown) }
            }
            <p class="status" data-testid="status" aria-live="polite">
                { spoken_status(shown, &pending, &computer, *busy) }
                if computer.thinking {
                    <span class="thinking" data-testid="thinking" aria-hidden="true"></span>
                }
            </p>
            if let Some(prompt) = prompt(shown, &pending, &computer, *busy, flip.flipped).filter(|_| !asking) {
                <p class="prompt" data-testid="turn-prompt">{ prompt }</p>
            }
            { result.unwrap_or_default() }
            if asking {
                <StartPanel<G> on_start={on_start.clone()} {on_more}
                               on_online={on_online.clone()} my_games={my_games} />
            }
            if trial.play.is_some() {
                <p class="notice trying" role="status" data-testid="trying">
                    { t!("review-trying", number = play.cursor as i64) }
                    <button data-testid="trying-back" onclick={trial.on_back.reform(|_: MouseEvent| ())}>
                        { t!("review-back") }
                    </button>
                </p>
            } else {
                { status_bars(&handle, &computer) }
            }
            <div class={classes!("play-area", play.review.then_some("reviewing"))}>
                <div class="board-column">{ G::board(board) }</div>
                <div class="side-column">
                    if P::WHOLE && play.review {
                        <ReviewPanel<G> state={(*review).clone()} items={items.clone()} cursor={play.cursor}
                                        on_select={handle.dispatch(Action::GoTo)} on_line={Some(trial.on_line.clone())}
                                        answers={Some((trial.answers, trial.on_answers.clone()))}
                                        dispatch={review.dispatcher()}
                                        practise={Some(practise::<G>(play.computer.iter().map(|&(player, _)| player).collect()))}
                                        on_close={handle.dispatch(|()| Action::Review(false))} />
                    }
                    { G::beside(play) }
                    <MoveList {items} cursor={play.cursor} on_select={handle.dispatch(Action::GoTo)}
                              classes={classes_of(&review, play.review)} />
                </div>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            if verdict.is_none() {
                <MoveInput on_move={person_only(&computer, handle.on_typed(typed_error.clone()))}
                           error={(*typed_error).clone()} example={G::EXAMPLE} />
            }
            { controls(&handle, &computer, on_new_game, (*show_embed, on_embed), extra) }
            if P::WHOLE && *show_new_game {
                <NewGame<G> options={play.game.options().clone()}
                            levels={seat_levels(play)} {on_start} on_cancel={close_new_game} {on_online} />
            }

            if P::WHOLE {
                { sharing(&handle, *show_embed, &import_error) }
            } else {
                { whole::share_panel() }
            }
        </main>
    }
}

/// The status line, spoken to the person who plays the computer alone: "Your move" or
/// "The computer is thinking…"; otherwise, and in a review, a replay or a game over, the
/// game's own line.
fn spoken_status<G: GameUi>(
    play: &Play<G>,
    pending: &[G::Move],
    computer: &ComputerState,
    busy: bool,
) -> String {
    let at_end = play.cursor == play.moves.len() && play.new_line.is_none();
    if busy && at_end && person_seat(play).is_none() {
        return G::busy_status(play);
    }
    if play.review || !at_end || play.game.is_over() || person_seat(play).is_none() {
        return G::status(play, pending);
    }
    if computer.to_move {
        return t!("computer-thinking");
    }
    if busy {
        return t!("status-computer-moves");
    }
    t!("status-your-move")
}

/// What the person to move does now, under the status line, while the board is his.
fn prompt<G: GameUi>(
    play: &Play<G>,
    pending: &[G::Move],
    computer: &ComputerState,
    busy: bool,
    flipped: bool,
) -> Option<String> {
    let at_end = play.cursor == play.moves.len() && play.new_line.is_none();
    let his = at_end && !play.review && !play.game.is_over() && !computer.to_move && !busy;
    his.then(|| G::prompt(play, pending, your_player(play), flipped))
        .flatten()
}

/// Each move's class while the review is open, for the move list's marks.
pub fn classes_of<G: GameUi>(review: &ReviewState<G>, open: bool) -> Rc<Vec<Option<Class>>> {
    let classes = review
        .reviewed
        .as_ref()
        .filter(|_| open)
        .map(|r| r.verdicts().iter().map(|v| v.map(|v| v.class)).collect())
        .unwrap_or_default();
    Rc::new(classes)
}

/// The seat at `index`.
fn seat(index: usize) -> engine::Seat {
    engine::Seat(u8::try_from(index).unwrap_or(u8::MAX))
}
