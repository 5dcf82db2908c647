//! The computer's moves: asked of the AI worker (started the first time a computer player
//! is chosen), played when they arrive, never blocking the page.

use ai::{Computer, Level};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::{
    ai_worker::{ask, listen_answers},
    computer::{self, Answer},
    seats::{computer_to_move, person_redo_count, person_undo_point},
    state::{Action, Play},
};

/// How long a computer's move waits before it is played, in milliseconds.
const COMPUTER_PAUSE_MS: u32 = 350;

/// What the page shows of the computer.
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerState {
    /// The computer is thinking about its move.
    pub thinking: bool,
    /// The move the computer suggests to the person, once asked for a hint.
    pub hint: Option<String>,
    /// A computer player is to move in the shown position: the board is not the person's.
    pub to_move: bool,
    /// Whether the person may ask for a hint now.
    pub can_hint: bool,
    /// Ask for a hint.
    pub on_hint: Callback<()>,
    /// Undo: without computer players the last move; against the computer the person's
    /// last move and the computer's replies after it.
    pub on_undo: Callback<()>,
    /// Redo, the other way round: the next move and, against the computer, its replies
    /// after it (else the computer, to move, would play and drop the rest of the line).
    pub on_redo: Callback<()>,
}

/// Plays the computer's moves in `play` whenever a computer player is to move. While
/// `busy` (a move still being shown, as Kauri's sowing), the computer's answer waits.
#[hook]
pub fn use_computer<G: Computer + 'static>(
    play: &UseReducerHandle<Play<G>>,
    busy: bool,
) -> ComputerState {
    let asked = use_mut_ref(|| 0u32);
    let thinking = use_state(|| false);
    let hint = use_state(|| None::<String>);
    // The computer's move, once it has answered: `(question, token)`.
    let answered = use_state(|| None::<(u32, String)>);

    // Answers: a move for the game, or a hint for the person.
    {
        let (thinking, hint, asked, answered) = (
            thinking.clone(),
            hint.clone(),
            asked.clone(),
            answered.clone(),
        );
        use_effect_with((), move |_| {
            let listener = Callback::from(move |answer: Answer| {
                let id = *asked.borrow();
                // Odd ids are moves, even ids hints; an answer to an older question is late.
                if answer.id != id {
                    return;
                }
                thinking.set(false);
                let Ok(token) = answer.result else { return };
                match id % 2 {
                    1 => answered.set(Some((id, token))),
                    _ => hint.set(Some(token)),
                }
            });
            listen_answers(Some(listener));
            || listen_answers(None)
        });
    }

    // The answered move is played once the page has finished showing the last one, after
    // a moment's pause, so that a person (or watched computers) can follow; it is dropped
    // if the game moved on meanwhile, and the reducer checks it against the position.
    {
        let (asked, play) = (asked.clone(), play.clone());
        use_effect_with(((*answered).clone(), busy), move |(answered, busy)| {
            let timer = match (answered, busy) {
                // Read in the position asked about: while the question is the last one
                // asked, the game has not moved on.
                (Some((id, token)), false) if *asked.borrow() == *id => {
                    let id = *id;
                    let answer = play.game.parse_move(token).ok();
                    answer.map(|m| {
                        Timeout::new(COMPUTER_PAUSE_MS, move || {
                            if *asked.borrow() == id {
                                play.dispatch(Action::Play(m));
                            }
                        })
                    })
                }
                _ => None,
            };
            move || drop(timer)
        });
    }

    // Whenever the position changes: forget old questions; ask if the computer is to move.
    let record = play.whole_link().to_record(G::ID);
    // Not while the game is in its review: the worker looks at positions then.
    let live = play.cursor == play.moves.len()
        && play.new_line.is_none()
        && play.notice.is_none()
        && !play.review;
    let to_move = computer_to_move(play);
    let level = to_move.filter(|_| live && !play.game.is_over());
    {
        let (asked, thinking, hint) = (asked.clone(), thinking.clone(), hint.clone());
        use_effect_with((record.clone(), level), move |(record, level)| {
            let mut id = asked.borrow_mut();
            *id = (*id + 1) | 1;
            hint.set(None);
            thinking.set(level.is_some());
            if let Some(level) = level.and_then(Level::new) {
                let seed = u64::from(*id) ^ ((record.moves.len() as u64) << 32);
                ask(G::ID, computer::request(*id, level, seed, record));
            }
        });
    }

    let on_hint = {
        let (asked, record) = (asked.clone(), record.clone());
        Callback::from(move |()| {
            let mut id = asked.borrow_mut();
            *id = (*id + 2) & !1;
            ask(G::ID, computer::request(*id, Level::MAX, 1, &record));
        })
    };
    let on_undo = {
        let play = play.clone();
        Callback::from(move |()| {
            if play.computer.is_empty() {
                play.dispatch(Action::Undo);
                return;
            }
            play.dispatch(Action::UndoTo(person_undo_point(&play)));
        })
    };

    let on_redo = {
        let play = play.clone();
        Callback::from(move |()| {
            for _ in 0..person_redo_count(&play) {
                play.dispatch(Action::Redo);
            }
        })
    };

    ComputerState {
        thinking: *thinking,
        hint: (*hint).clone(),
        to_move: to_move.is_some(),
        can_hint: !play.game.is_over() && to_move.is_none(),
        on_hint,
        on_undo,
        on_redo,
    }
}
