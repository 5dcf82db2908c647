//! The computer's moves: asked of the AI worker (started the first time a computer player
//! is chosen), played when they arrive, never blocking the page.

use std::cell::RefCell;

use ai::Level;
use engine::{Game, GameId};
use gloo::timers::callback::Timeout;
use wasm_bindgen::{JsCast, closure::Closure};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::prelude::*;

use crate::{
    computer::{self, Answer},
    state::{Action, Play},
};

/// The AI worker, started on first use. Its wasm loads asynchronously, and a message that
/// arrives before it listens would be lost, so questions wait until it says `ready`.
struct AiWorker {
    worker: Worker,
    ready: bool,
    waiting: Vec<String>,
}

thread_local! {
    static WORKER: RefCell<Option<AiWorker>> = const { RefCell::new(None) };
    /// Whoever waits for the worker's answers (one page at a time).
    static LISTENER: RefCell<Option<Callback<Answer>>> = const { RefCell::new(None) };
}

fn on_worker_message(event: MessageEvent) {
    let Some(text) = event.data().as_string() else {
        return;
    };
    if text == computer::READY {
        let waiting = WORKER.with(|cell| {
            let mut cell = cell.borrow_mut();
            let ai = cell.as_mut()?;
            ai.ready = true;
            Some((ai.worker.clone(), std::mem::take(&mut ai.waiting)))
        });
        if let Some((worker, waiting)) = waiting {
            for question in waiting {
                let _ = worker.post_message(&question.into());
            }
        }
        return;
    }
    if let Some(answer) = Answer::parse(&text) {
        LISTENER.with(|l| {
            if let Some(listener) = &*l.borrow() {
                listener.emit(answer);
            }
        });
    }
}

/// Sends a question to the worker, starting it if need be.
fn ask(question: String) {
    WORKER.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            // Trunk builds the worker as a classic script with a loader beside it.
            let options = WorkerOptions::new();
            options.set_type(WorkerType::Classic);
            let Ok(worker) = Worker::new_with_options("./ai-worker_loader.js", &options) else {
                return;
            };
            let on_message = Closure::<dyn Fn(MessageEvent)>::new(on_worker_message);
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            // The handler lives as long as the page.
            on_message.forget();
            *cell = Some(AiWorker {
                worker,
                ready: false,
                waiting: Vec::new(),
            });
        }
        if let Some(ai) = cell.as_mut() {
            match ai.ready {
                true => {
                    let _ = ai.worker.post_message(&question.into());
                }
                false => ai.waiting.push(question),
            }
        }
    });
}

/// How long a computer's move waits before it is played, in milliseconds.
const COMPUTER_PAUSE_MS: u32 = 350;

/// What the page shows of the computer.
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerState {
    /// The computer is thinking about its move.
    pub thinking: bool,
    /// The move the computer suggests to the person, once asked for a hint.
    pub hint: Option<String>,
    /// Ask for a hint.
    pub on_hint: Callback<()>,
    /// Take back the person's last move and the computer's replies after it.
    pub on_undo: Callback<()>,
}

/// Plays the computer's moves in `play` whenever a computer player is to move.
/// `player_of` says which player (0: the one who began) decides in a position.
#[hook]
pub fn use_computer<G: Game + 'static>(
    play: &UseReducerHandle<Play<G>>,
    player_of: fn(&G) -> Option<usize>,
) -> ComputerState {
    let asked = use_mut_ref(|| 0u32);
    let thinking = use_state(|| false);
    let hint = use_state(|| None::<String>);

    // Answers: a move for the game, or a hint for the person.
    {
        let (dispatcher, thinking, hint, asked) = (
            play.dispatcher(),
            thinking.clone(),
            hint.clone(),
            asked.clone(),
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
                    1 => {
                        // A moment's pause, so that a person (or two watched computers) can
                        // follow; the move is dropped if the game moved on meanwhile, and
                        // the reducer checks it against the position it finds.
                        let (asked, dispatcher) = (asked.clone(), dispatcher.clone());
                        Timeout::new(COMPUTER_PAUSE_MS, move || {
                            if *asked.borrow() == id {
                                dispatcher.dispatch(Action::PlayToken(token));
                            }
                        })
                        .forget();
                    }
                    _ => hint.set(Some(token)),
                }
            });
            LISTENER.with(|l| *l.borrow_mut() = Some(listener));
            || LISTENER.with(|l| *l.borrow_mut() = None)
        });
    }

    // Whenever the position changes: forget old questions; ask if the computer is to move.
    let record = play.whole_link().to_record(G::ID);
    let live = play.cursor == play.moves.len() && play.pending.is_none() && play.notice.is_none();
    let level = player_of(&play.game)
        .and_then(|p| play.computer_level(p))
        .filter(|_| live && !play.game.is_over());
    {
        let (asked, thinking, hint) = (asked.clone(), thinking.clone(), hint.clone());
        use_effect_with((record.clone(), level), move |(record, level)| {
            let mut id = asked.borrow_mut();
            *id = (*id + 1) | 1;
            hint.set(None);
            thinking.set(level.is_some());
            if let Some(level) = level.and_then(Level::new) {
                let seed = u64::from(*id) ^ ((record.moves.len() as u64) << 32);
                ask(computer::request(*id, level, seed, record));
            }
        });
    }

    let on_hint = {
        let (asked, record) = (asked.clone(), record.clone());
        Callback::from(move |()| {
            let mut id = asked.borrow_mut();
            *id = (*id + 2) & !1;
            ask(computer::request(*id, Level::MAX, 1, &record));
        })
    };
    let on_undo = {
        let play = play.clone();
        Callback::from(move |()| {
            // Back to the last position where a person is to move.
            let mut n = play.moves.len().saturating_sub(1);
            while n > 0
                && player_of(&play.position_after(n))
                    .is_some_and(|p| play.computer_level(p).is_some())
            {
                n -= 1;
            }
            play.dispatch(Action::UndoTo(n));
        })
    };

    ComputerState {
        thinking: *thinking,
        hint: (*hint).clone(),
        on_hint,
        on_undo,
    }
}

/// Whether the site has a computer player for `game`.
pub fn available(game: GameId) -> bool {
    computer::can_play(game)
}
