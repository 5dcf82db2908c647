//! The AI web worker: answers the page's requests for a computer move, so that the page
//! never freezes while the computer thinks (see `web::computer`).

use wasm_bindgen::{JsCast, closure::Closure};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let answer = web::computer::answer(&request, &js_sys::Date::now);
        let _ = replies.post_message(&answer.into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&web::computer::READY.into());
}
