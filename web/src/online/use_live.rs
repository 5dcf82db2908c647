//! The hooks of a live game, on its page and in a club's embed: the socket, opened once
//! the site is known to play online, the game it keeps, and the board following it.

use std::{cell::RefCell, rc::Rc};

use engine::Game;
use yew::prelude::*;

use super::{
    live::Live,
    mine::{self, Mine},
    server::Availability,
    session::Session,
    start::use_available,
};
use crate::{
    link::{GameLink, OnlineLink},
    state::{Action, Play},
    t,
};

/// A live game as a page draws it.
#[derive(Debug)]
pub struct LiveGame<G: Game + 'static> {
    /// The game as the server last told it, with the move not yet confirmed.
    pub live: UseStateHandle<Live>,
    /// The board's game: the server's line, each move played into it as its message
    /// arrives, and this seat's own move at once.
    pub play: UseReducerHandle<Play<G>>,
    /// The socket, once open.
    pub session: Rc<RefCell<Option<Session>>>,
    /// Why there is no game to show, when there is none: this site does not play online
    /// (a static copy), or its server cannot be reached.
    pub unavailable: Option<String>,
    /// The line the board was last given, as the server's tokens.
    shown: Rc<RefCell<GameLink>>,
}

impl<G: Game + 'static> LiveGame<G> {
    /// Plays this seat's move: on the board at once (the page marks it as on its way
    /// while `live` holds it unconfirmed), and sent to the server in its token.
    pub fn play_move(&self, m: G::Move) {
        if !self.live.may_move() || self.play.cursor < self.play.moves.len() {
            return;
        }
        let token = self.play.game.format_move(m);
        self.shown.borrow_mut().moves.push(token.clone());
        self.play.dispatch(Action::Play(m));
        if let Some(session) = &*self.session.borrow() {
            session.play(token);
        }
    }
}

/// The ordinary link of the game as the server holds it (its options and every move).
pub fn game_link(live: &Live) -> GameLink {
    GameLink {
        options: live
            .game
            .as_ref()
            .map(|g| g.options.clone())
            .unwrap_or_default(),
        moves: live.moves(),
        ..GameLink::default()
    }
}

/// Brings the board to the server's line, as a message brings it: a move added at the end
/// arrives (its token read once, by the reducer), anything else loads the game anew.
fn follow<G: Game>(
    play: &UseReducerDispatcher<Play<G>>,
    shown: &RefCell<GameLink>,
    target: GameLink,
) {
    let before = shown.replace(target.clone());
    if before == target {
        return;
    }
    let one_more = before.options == target.options
        && target.moves.len() == before.moves.len() + 1
        && target.moves.starts_with(&before.moves);
    match target.moves.last().filter(|_| one_more) {
        Some(token) => play.dispatch(Action::Arrive(token.clone())),
        None => play.dispatch(Action::Load(target)),
    }
}

/// The live game of `link`; `keep` keeps it in My games once the server knows it (not
/// for a club's embed).
#[hook]
pub fn use_live_game<G: Game + 'static>(link: &OnlineLink, keep: bool) -> LiveGame<G> {
    let live = use_state(Live::default);
    let play = use_reducer(|| Play::<G>::new(G::Options::default()));
    let shown = use_mut_ref(GameLink::default);
    let session = use_mut_ref(|| None::<Session>);
    // The socket opens once the site is known to play online (a static copy has no
    // server to refuse it). Each change it brings goes to the game and the board at once.
    let available = use_available();
    {
        let (live, session) = (live.clone(), session.clone());
        let (board, shown) = (play.dispatcher(), shown.clone());
        use_effect_with(
            (link.clone(), available == Some(Availability::Online)),
            move |(link, on)| {
                if *on {
                    // Another game (a rematch opened in this page) starts from nothing: the
                    // last one's board and end are not this one's.
                    shown.replace(GameLink::default());
                    board.dispatch(Action::Load(GameLink::default()));
                    live.set(Live::default());
                    let on_change = Callback::from(move |next: Live| {
                        follow(&board, &shown, game_link(&next));
                        live.set(next);
                    });
                    *session.borrow_mut() = Some(Session::open(link.clone(), on_change));
                }
                move || drop(session.borrow_mut().take())
            },
        );
    }
    {
        // Kept in My games once the server knows the link, with this browser's seat (a
        // creator's entry keeps its invites).
        let link = link.clone();
        let known = live.game.as_ref().map(|game| game.you).filter(|_| keep);
        use_effect_with(known, move |known| {
            if let Some(seat) = *known {
                mine::keep(Mine {
                    game: G::ID,
                    link,
                    seat,
                    invites: Vec::new(),
                });
            }
        });
    }
    LiveGame {
        live,
        play,
        session,
        unavailable: match available {
            Some(Availability::Static) => Some(t!("online-unavailable")),
            Some(Availability::Unreachable) => Some(t!("online-unreachable")),
            _ => None,
        },
        shown,
    }
}
