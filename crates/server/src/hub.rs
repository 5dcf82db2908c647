//! The games being played: each game's task, found by id, started from the store when a
//! socket first asks for it. At most one task per game in this process, and, with several
//! servers on one database, in all of them: a task starts only once its server owns the
//! game ([`Store::claim`]), and ends when another asks for it ([`Hub::hand_over`]).
//! Sockets and requests ask a game through [`Hub::join`], [`Hub::act`], [`Hub::snapshot`]
//! and [`Hub::leave`]; the channels to its task are the hub's own.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
    time::{Duration, Instant},
};

use protocol::{ClientMessage, GameState, Refusal, ServerMessage};
use tokio::sync::{mpsc, oneshot};

use crate::{
    refused::Refused,
    room::{Room, Timing},
    secret,
    store::{Claim, Store},
    task::{self, Command, Joined},
};

/// How long a socket waits for another server to hand its game over, or for a silent
/// server's lease to lapse, before it is refused (and comes back).
const HANDOVER_WAIT: Duration = Duration::from_secs(3);

/// How soon a game another server was asked for is asked for again, the first time; each
/// next time twice as late, up to [`HANDOVER_POLL_MAX`].
const HANDOVER_POLL: Duration = Duration::from_millis(50);

/// The longest wait between two asks for one game.
const HANDOVER_POLL_MAX: Duration = Duration::from_millis(400);

/// The games of this server.
pub struct Hub {
    store: Arc<dyn Store>,
    timing: Timing,
    /// Spectators a game may have at once.
    watchers: u32,
    /// Each game's task, with the number it was started as (so that a task that ends
    /// removes itself, never a newer one).
    games: Mutex<HashMap<String, (u64, mpsc::Sender<Command>)>>,
    started: std::sync::atomic::AtomicU64,
    /// The games being loaded now, each behind a gate: the sockets of one game that come
    /// together (after a server's death, all of its games' at once) claim and load it once.
    loading: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub")
            .field("timing", &self.timing)
            .field("watchers", &self.watchers)
            .finish_non_exhaustive()
    }
}

fn unavailable() -> Refused {
    Refused::new(
        Refusal::Unavailable,
        "the game cannot be reached now: try again",
    )
}

impl Hub {
    /// A hub over `store`, whose games take at most `watchers` spectators each.
    pub fn new(store: Arc<dyn Store>, timing: Timing, watchers: u32) -> Arc<Self> {
        Arc::new(Hub {
            store,
            timing,
            watchers,
            games: Mutex::new(HashMap::new()),
            started: std::sync::atomic::AtomicU64::new(0),
            loading: Mutex::new(HashMap::new()),
        })
    }

    /// The store the games are kept in.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// How many games have a task now.
    pub fn active(&self) -> usize {
        self.games
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// The task of game `id`, started from the store when it has none.
    async fn task(self: &Arc<Self>, id: &str) -> Result<mpsc::Sender<Command>, Refused> {
        if let Some(sender) = self.running(id) {
            return Ok(sender);
        }
        if !secret::looks_like_id(id) {
            return Err(no_such_game());
        }
        let gate = {
            let mut loading = self.loading.lock().unwrap_or_else(PoisonError::into_inner);
            Arc::clone(loading.entry(id.to_owned()).or_default())
        };
        let task = {
            let _turn = gate.lock().await;
            // Started by the socket that went through the gate first.
            match self.running(id) {
                Some(sender) => Ok(sender),
                None => self.load(id).await,
            }
        };
        let mut loading = self.loading.lock().unwrap_or_else(PoisonError::into_inner);
        // Nobody else at the gate (only the map and this call hold it): it goes.
        if Arc::strong_count(&gate) == 2 {
            loading.remove(id);
        }
        task
    }

    /// Claims game `id`, reads it from the store and starts its task.
    async fn load(self: &Arc<Self>, id: &str) -> Result<mpsc::Sender<Command>, Refused> {
        // Owned before it is read: its owner until now stores nothing more.
        let timing = match self.own(id).await? {
            // The time the game had no server is nobody's, as after a restart.
            Claim::TakenOver => Timing {
                up_since: task::now_ms(),
                ..self.timing
            },
            Claim::Ours | Claim::Elsewhere | Claim::Lapsing(_) => self.timing,
        };
        let store = Arc::clone(&self.store);
        let key = id.to_owned();
        let stored = tokio::task::spawn_blocking(move || store.load(&key))
            .await
            .map_err(|_| unavailable())?
            .map_err(|error| {
                tracing::error!(game = id, %error, "a game could not be read");
                unavailable()
            })?
            .ok_or_else(no_such_game)?;
        let room = Room::restore(stored, timing).map_err(|error| {
            tracing::error!(game = id, %error, "a stored game does not replay");
            unavailable()
        })?;
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, sender)) = games.get(id).filter(|(_, s)| !s.is_closed()) {
            return Ok(sender.clone());
        }
        let (sender, receiver) = mpsc::channel(256);
        let number = self
            .started
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        games.insert(id.to_owned(), (number, sender.clone()));
        let hub = Arc::clone(self);
        let key = id.to_owned();
        let retire = move |receiver: &mpsc::Receiver<Command>| {
            let mut games = hub.games.lock().unwrap_or_else(PoisonError::into_inner);
            if !receiver.is_empty() {
                return false;
            }
            if games.get(&key).is_some_and(|(n, _)| *n == number) {
                games.remove(&key);
            }
            true
        };
        let store = Arc::clone(&self.store);
        tokio::spawn(task::run(room, store, self.watchers, receiver, retire));
        Ok(sender)
    }

    /// Makes this server the owner of game `id`, waiting a little for another server that
    /// owns it to hand it over.
    async fn own(&self, id: &str) -> Result<Claim, Refused> {
        let asked = Instant::now();
        let mut poll = HANDOVER_POLL;
        loop {
            let store = Arc::clone(&self.store);
            let key = id.to_owned();
            let claim = tokio::task::spawn_blocking(move || store.claim(&key))
                .await
                .map_err(|_| unavailable())?
                .map_err(|error| {
                    tracing::error!(game = id, %error, "a game could not be claimed");
                    unavailable()
                })?;
            let wait = match claim {
                // Asked again soon (a live owner gives a game up within milliseconds), then
                // less and less often (it may be dying).
                Claim::Elsewhere => {
                    let next = (poll * 2).min(HANDOVER_POLL_MAX);
                    std::mem::replace(&mut poll, next)
                }
                // Asked again once its lease has lapsed, not every poll: a server's death
                // makes hundreds of games wait at once.
                Claim::Lapsing(left) => left.max(HANDOVER_POLL),
                owned => return Ok(owned),
            };
            let left = HANDOVER_WAIT.saturating_sub(asked.elapsed());
            if left.is_zero() {
                return Err(Refused::new(
                    Refusal::Unavailable,
                    "the game is moving between servers: try again",
                ));
            }
            tokio::time::sleep(wait.min(left)).await;
        }
    }

    /// Hands over each game another server asks for ([`Store::handovers`]) for as long as
    /// the server runs: its task ends, and its sockets come back to that server.
    pub async fn hand_over(self: Arc<Self>) {
        let Some(mut asked) = self.store.handovers() else {
            return;
        };
        while let Some(id) = asked.recv().await {
            if let Some(sender) = self.running(&id) {
                tracing::info!(game = id, "handed over to another server");
                let _ = sender.send(Command::HandOver).await;
            }
        }
    }

    fn running(&self, id: &str) -> Option<mpsc::Sender<Command>> {
        let games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        games
            .get(id)
            .filter(|(_, s)| !s.is_closed())
            .map(|(_, s)| s.clone())
    }

    /// A socket joins game `id` with a seat's secret (none: to watch), having the moves
    /// up to `ply`.
    ///
    /// # Errors
    ///
    /// No such game, a secret that is no seat's, a spectator over the game's limit, or a
    /// game that cannot be reached.
    pub async fn join(
        self: &Arc<Self>,
        id: &str,
        secret: Option<String>,
        ply: u32,
    ) -> Result<Joined, Refused> {
        let make = |reply| Command::Join {
            secret: secret.clone(),
            ply,
            reply,
        };
        self.ask(id, make).await?
    }

    /// Socket number `socket` of `seat` (none: a spectator's) says `message` to game `id`:
    /// what that socket alone is told (an acknowledgement; a refusal and the game).
    ///
    /// # Errors
    ///
    /// A game that cannot be reached.
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        (seat, socket): (Option<u8>, u64),
        message: ClientMessage,
    ) -> Result<Vec<ServerMessage>, Refused> {
        let make = |reply| Command::Act {
            seat,
            socket,
            message: message.clone(),
            reply,
        };
        self.ask(id, make).await
    }

    /// Game `id` whole, as `seat` (none: a spectator) sees it.
    ///
    /// # Errors
    ///
    /// No such game, or a game that cannot be reached.
    pub async fn snapshot(
        self: &Arc<Self>,
        id: &str,
        seat: Option<u8>,
    ) -> Result<GameState, Refused> {
        self.ask(id, |reply| Command::Snapshot { seat, reply })
            .await
    }

    /// A socket of `seat` left game `id`: its task, if it runs, is told without waiting.
    pub async fn leave(&self, id: &str, seat: Option<u8>) {
        if let Some(sender) = self.running(id) {
            let _ = sender.send(Command::Leave { seat }).await;
        }
    }

    /// Sends `make(reply)` to game `id`'s task and waits for its answer. A task that
    /// ended meanwhile (idle, or failed) is started again once.
    async fn ask<T>(
        self: &Arc<Self>,
        id: &str,
        make: impl Fn(oneshot::Sender<T>) -> Command,
    ) -> Result<T, Refused> {
        for _ in 0..2 {
            let sender = self.task(id).await?;
            let (reply, answer) = oneshot::channel();
            if sender.send(make(reply)).await.is_err() {
                self.forget(id, &sender);
                continue;
            }
            match answer.await {
                Ok(value) => return Ok(value),
                // The task failed while answering: it is gone; start it again.
                Err(_) => self.forget(id, &sender),
            }
        }
        Err(unavailable())
    }

    /// Loads game `id` if it is not loaded, so that its task runs its clocks (the sweep of
    /// games whose time ran out).
    pub async fn wake(self: &Arc<Self>, id: &str) {
        if let Err(Refused { message, .. }) = self.task(id).await {
            tracing::warn!(game = id, message, "an overdue game could not be loaded");
        }
    }

    fn forget(&self, id: &str, sender: &mpsc::Sender<Command>) {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        if games.get(id).is_some_and(|(_, s)| s.same_channel(sender)) {
            games.remove(id);
        }
    }
}

fn no_such_game() -> Refused {
    Refused::new(Refusal::NoSuchGame, "no game has this id")
}
