//! The computer's web worker, as the page talks to it: started on first use (or taken
//! over from the loader, which may start it beside the page), sent questions once it says
//! it is ready, its answers handed to whoever listens. What the messages say is
//! `crate::computer`'s; when to ask is the hooks' (`use_computer`, `use_review`).

use std::cell::RefCell;

use engine::GameId;
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue, closure::Closure};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::Callback;

use crate::{
    browser,
    computer::{self, Answer, LookAnswer},
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

/// Hands the worker's answers (moves and hints) to `listener` (`None`: to nobody).
pub(crate) fn listen_answers(listener: Option<Callback<Answer>>) {
    LISTENER.with(|l| *l.borrow_mut() = listener);
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
