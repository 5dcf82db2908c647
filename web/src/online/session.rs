//! The socket of one online game: it opens, says hello with the moves this browser has,
//! sends again a move the server has not confirmed, pings while open, and when lost opens
//! again after a pause that grows to a few seconds (as lichess's round socket does). A
//! connection that has said nothing for a while is taken for dead though it never closed
//! (a phone that left its network), and lost. The game it keeps is a [`Live`], given to
//! the page after every change.

use std::{cell::RefCell, rc::Rc, rc::Weak};

use gloo::timers::callback::{Interval, Timeout};
use protocol::{ClientMessage, ServerMessage};
use wasm_bindgen::{JsCast, closure::Closure};
use web_sys::{MessageEvent, WebSocket};
use yew::Callback;

use super::{live::Live, server};
use crate::link::OnlineLink;

/// How often an open socket pings (the server closes one silent for 10 s).
const PING_MS: u32 = 4_000;
/// How long the server may say nothing (it answers each ping) before the connection is
/// taken for dead.
const DEAD_AFTER_MS: f64 = 9_000.0;
/// The longest pause before a new connection.
const MOST_PAUSE_MS: u32 = 8_000;

/// An online game's connection, open while the value lives.
pub struct Session {
    inner: Rc<RefCell<Inner>>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").finish_non_exhaustive()
    }
}

struct Inner {
    link: OnlineLink,
    live: Live,
    on_change: Callback<Live>,
    socket: Option<WebSocket>,
    /// The socket's handlers, kept while it may call them.
    handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    /// Connections lost in a row, for the pause before the next.
    failures: u32,
    retry: Option<Timeout>,
    ping: Option<Interval>,
    /// When (the page's milliseconds) the server last said anything.
    heard_at: f64,
}

impl Session {
    /// Opens the game of `link`; `on_change` is given the game after every change.
    pub fn open(link: OnlineLink, on_change: Callback<Live>) -> Session {
        let inner = Rc::new(RefCell::new(Inner {
            link,
            live: Live::default(),
            on_change,
            socket: None,
            handlers: Vec::new(),
            failures: 0,
            retry: None,
            ping: None,
            heard_at: 0.0,
        }));
        connect(&inner);
        Session { inner }
    }

    /// Plays a move of this seat: shown at once, sent, and sent again until confirmed.
    pub fn play(&self, token: String) {
        let message = self.inner.borrow_mut().live.play(token);
        if let Some(message) = message {
            send(&self.inner, &message);
            changed(&self.inner);
        }
    }

    /// Sends one of the seat's actions (resign, a draw, a claim), made at the game's ply.
    pub fn act(&self, action: impl FnOnce(u32) -> ClientMessage) {
        let ply = self.inner.borrow().live.ply();
        send(&self.inner, &action(ply));
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let mut inner = self.inner.borrow_mut();
        inner.retry = None;
        inner.ping = None;
        hang_up(&mut inner);
    }
}

/// Closes the socket without hearing of it again.
fn hang_up(inner: &mut Inner) {
    if let Some(socket) = inner.socket.take() {
        socket.set_onopen(None);
        socket.set_onmessage(None);
        socket.set_onclose(None);
        let _ = socket.close();
    }
    inner.handlers.clear();
}

fn changed(inner: &Rc<RefCell<Inner>>) {
    let (live, on_change) = {
        let inner = inner.borrow();
        (inner.live.clone(), inner.on_change.clone())
    };
    on_change.emit(live);
}

fn send(inner: &Rc<RefCell<Inner>>, message: &ClientMessage) {
    let inner = inner.borrow();
    if let Some(socket) = inner
        .socket
        .as_ref()
        .filter(|s| s.ready_state() == WebSocket::OPEN)
    {
        let _ = socket.send_with_str(&protocol::encode(message));
    }
}

fn handler(
    weak: &Weak<RefCell<Inner>>,
    on: impl Fn(&Rc<RefCell<Inner>>, web_sys::Event) + 'static,
) -> Closure<dyn FnMut(web_sys::Event)> {
    let weak = weak.clone();
    Closure::new(move |event: web_sys::Event| {
        if let Some(inner) = weak.upgrade() {
            on(&inner, event);
        }
    })
}

fn connect(inner: &Rc<RefCell<Inner>>) {
    let url = server::socket_url(&inner.borrow().link.id);
    let Ok(socket) = WebSocket::new(&url) else {
        lost(inner);
        return;
    };
    let weak = Rc::downgrade(inner);
    let on_open = handler(&weak, |inner, _| {
        let hello = {
            let mut state = inner.borrow_mut();
            state.live.opened();
            let link = state.link.clone();
            state.live.hello(&link.id, link.key.as_deref())
        };
        send(inner, &hello);
        changed(inner);
    });
    let on_message = handler(&weak, |inner, event| {
        let Some(text) = event
            .dyn_ref::<MessageEvent>()
            .and_then(|event| event.data().as_string())
        else {
            return;
        };
        inner.borrow_mut().heard_at = js_sys::Date::now();
        let Ok(message) = protocol::decode::<ServerMessage>(&text) else {
            return;
        };
        let is_game = matches!(message, ServerMessage::Game(_));
        inner
            .borrow_mut()
            .live
            .receive(message, js_sys::Date::now());
        if is_game {
            inner.borrow_mut().failures = 0;
            let again = inner.borrow().live.resend();
            if let Some(again) = again {
                send(inner, &again);
            }
        }
        changed(inner);
    });
    // A refused link was said before the close (1008): `Live` keeps it from retrying.
    let on_close = handler(&weak, |inner, _| lost(inner));
    socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    let ping = {
        let weak = weak.clone();
        Interval::new(PING_MS, move || {
            let Some(inner) = weak.upgrade() else {
                return;
            };
            let silent = js_sys::Date::now() - inner.borrow().heard_at;
            if silent > DEAD_AFTER_MS {
                // Dead without a close: said at once, and another connection tried, once
                // this timer's call has returned (losing the connection drops the timer).
                wasm_bindgen_futures::spawn_local(async move {
                    hang_up(&mut inner.borrow_mut());
                    lost(&inner);
                });
            } else {
                send(&inner, &ClientMessage::Ping);
            }
        })
    };
    let mut state = inner.borrow_mut();
    state.heard_at = js_sys::Date::now();
    state.socket = Some(socket);
    state.handlers = vec![on_open, on_message, on_close];
    state.ping = Some(ping);
}

/// The socket closed or could not open: unless the server refused the link, a new one
/// after a pause.
fn lost(inner: &Rc<RefCell<Inner>>) {
    let retry = {
        let mut state = inner.borrow_mut();
        state.live.lost();
        state.socket = None;
        state.ping = None;
        state.live.connection != super::live::Connection::Refused
    };
    changed(inner);
    if !retry {
        return;
    }
    let pause = {
        let mut state = inner.borrow_mut();
        state.failures += 1;
        (250u32 << state.failures.min(5)).min(MOST_PAUSE_MS)
    };
    let weak = Rc::downgrade(inner);
    let timer = Timeout::new(pause, move || {
        if let Some(inner) = weak.upgrade() {
            connect(&inner);
        }
    });
    inner.borrow_mut().retry = Some(timer);
}
