//! The computer's moves: asked of the AI worker (started the first time a computer player
//! is chosen), played when they arrive, never blocking the page.

use std::cell::RefCell;

use ai::Computer;
use ai::Level;
use engine::GameId;
use gloo::timers::callback::Timeout;
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue, closure::Closure};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::prelude::*;

use crate::{
    browser,
    computer::{self, Answer, LookAnswer},
    seats::{computer_to_move, person_redo_count, person_undo_point},
    state::{Action, Play},
};

/// The game's AI worker, started on first use. Its wasm loads asynchronously, and a
/// message that arrives before it listens would be lost, so questions wait until it says
/// `ready`.
struct AiWorker {
    game: GameId,
    worker: Worker,
    ready: bool,
    waiting: Vec<String>,
}

thread_local! {
    static WORKER: RefCell<Option<AiWorker>> = const { RefCell::new(None) };
    /// Whoever waits for the worker's answers (one page at a time).
    static LISTENER: RefCell<Option<Callback<Answer>>> = const { RefCell::new(None) };
    /// Whoever waits for its looks at positions (the page's review).
    static LOOK_LISTENER: RefCell<Option<Callback<LookAnswer>>> = const { RefCell::new(None) };
}

/// Hands the worker's looks at positions to `listener` (`None`: to nobody).
pub(crate) fn listen_looks(listener: Option<Callback<LookAnswer>>) {
    LOOK_LISTENER.with(|l| *l.borrow_mut() = listener);
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
    } else if let Some(answer) = LookAnswer::parse(&text) {
        LOOK_LISTENER.with(|l| {
            if let Some(listener) = &*l.borrow() {
                listener.emit(answer);
            }
        });
    }
}

/// Starts the AI worker from the site's root (the page's `<base>`). A page without an origin of its own
/// (an embed in an iframe sandboxed without `allow-same-origin`) may not start a worker
/// from an address, only from a blob it made; that blob loads the worker's files by their
/// whole addresses (fetched as from another site, as the embed's own files are).
fn start_worker(game: GameId) -> Option<Worker> {
    // The worker script Trunk builds: a classic script with a loader beside it.
    let loader = computer::worker_loader(game);
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Classic);
    let window = web_sys::window()?;
    if window.origin() != "null" {
        return Worker::new_with_options(&format!("./{loader}"), &options).ok();
    }
    // The site's root, which the page names as its `<base>` (`embed/caro/` is in a folder).
    let here = gloo::utils::document().base_uri().ok()??;
    let base = web_sys::Url::new_with_base("./", &here).ok()?.href();
    let base = js_sys::JSON::stringify(&base.into()).ok()?.as_string()?;
    let source = format!(
        "const base = {base};\n\
         const whole = (u) => (typeof u === 'string' ? new URL(u, base).href : u);\n\
         const load = self.importScripts.bind(self);\n\
         self.importScripts = (...urls) => load(...urls.map(whole));\n\
         const get = self.fetch.bind(self);\n\
         self.fetch = (u, o) => get(whole(u), o);\n\
         importScripts('{loader}');\n"
    );
    let parts = js_sys::Array::of1(&source.into());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    Worker::new_with_options(&url, &options).ok()
}

/// The worker the loader started for `game` before the page ran (`tesseraComputer`, see
/// `scripts/boot.template.js`), and whether it said it was ready meanwhile.
fn take_early_worker(game: GameId) -> Option<(Worker, bool)> {
    let early = browser::take_from_loader("tesseraComputer")?;
    let field = |name: &str| Reflect::get(&early, &JsValue::from_str(name)).ok();
    let worker: Worker = field("worker")?.dyn_into().ok()?;
    if field("game")?.as_string().as_deref() != Some(game.as_str()) {
        worker.terminate();
        return None;
    }
    let said: js_sys::Array = field("said")?.dyn_into().ok()?;
    let ready = said
        .iter()
        .any(|m| m.as_string().as_deref() == Some(computer::READY));
    Some((worker, ready))
}

/// Sends a question to `game`'s worker, starting it if need be.
pub(crate) fn ask(game: GameId, question: String) {
    WORKER.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.as_ref().is_none_or(|ai| ai.game != game) {
            if let Some(old) = cell.take() {
                old.worker.terminate();
            }
            let Some((worker, ready)) =
                take_early_worker(game).or_else(|| Some((start_worker(game)?, false)))
            else {
                return;
            };
            let on_message = Closure::<dyn Fn(MessageEvent)>::new(on_worker_message);
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            // The handler lives as long as the page.
            on_message.forget();
            *cell = Some(AiWorker {
                game,
                worker,
                ready,
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
            LISTENER.with(|l| *l.borrow_mut() = Some(listener));
            || LISTENER.with(|l| *l.borrow_mut() = None)
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
        && play.pending.is_none()
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
