//! The one writer of a game: a task that owns its [`Room`], takes the sockets' commands in
//! turn, stores what must be stored before anyone hears of it, and tells every socket of
//! the game the room's events, each encoded once as the protocol's message, through a
//! broadcast channel. A seat's coming and going is told at once; a spectator's only changes
//! a count, told within [`PRESENCE_EVERY`], so that a crowd joining costs each socket a few
//! messages rather than one a spectator. A game with no socket for a while ends its task;
//! the next socket loads it again from the store.

use std::{
    sync::Arc,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use protocol::{
    ClientMessage, End, GameState, RatingChange, Refusal, SeatPlayer, ServerMessage, encode,
};
use tokio::{
    sync::{broadcast, mpsc, oneshot, watch},
    time::Instant,
};

use crate::{
    ratings,
    refused::Refused,
    room::{Asked, Event, MoveDecision, Room, Settled},
    secret,
    store::{Appended, Rating, Store, StoreError},
};

/// Milliseconds since the Unix epoch, now.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// A message for every socket of a game, encoded once.
pub type Frame = Arc<str>;

/// The last seat taken by one socket alone (`take-seat`): the seat, and the socket that
/// keeps it; the seat's other sockets close.
pub type Taken = Option<(u8, u64)>;

/// What a socket joined as.
#[derive(Debug)]
pub struct Joined {
    /// Its seat, or none for a spectator.
    pub seat: Option<u8>,
    /// Its number in the game's task, which names it when it takes its seat alone.
    pub socket: u64,
    /// The seats taken alone, from now on.
    pub taken: watch::Receiver<Taken>,
    /// The game, with what the socket missed.
    pub state: GameState,
    /// The game's messages to every socket, from now on.
    pub frames: broadcast::Receiver<Frame>,
}

/// What a socket asks of its game's task (through the hub, which builds the replies).
#[derive(Debug)]
pub(crate) enum Command {
    /// A socket joins with a seat's secret, or none, having `ply` moves.
    Join {
        /// The seat's secret.
        secret: Option<String>,
        /// The last ply the client has.
        ply: u32,
        /// The answer.
        reply: oneshot::Sender<Result<Joined, Refused>>,
    },
    /// A socket of `seat` closed.
    Leave {
        /// Its seat.
        seat: Option<u8>,
    },
    /// A socket's message; the answer is what that socket alone is told.
    Act {
        /// The socket's seat.
        seat: Option<u8>,
        /// The socket's number ([`Joined::socket`]).
        socket: u64,
        /// What it said.
        message: ClientMessage,
        /// What it is told (an acknowledgement, a refusal and the game).
        reply: oneshot::Sender<Vec<ServerMessage>>,
    },
    /// The whole game, for a socket that fell behind.
    Snapshot {
        /// The socket's seat.
        seat: Option<u8>,
        /// The answer.
        reply: oneshot::Sender<GameState>,
    },
    /// Another server asks for the game (a socket of it reached that server): the task
    /// ends, gives the game up, and its sockets are told to come back (1012), which
    /// brings them to the new owner.
    HandOver,
}

/// How long a game without sockets keeps its task.
const IDLE: Duration = Duration::from_secs(60);

/// How long a change in the number of spectators may wait to be told: the changes of a
/// crowd coming or going are told together.
pub const PRESENCE_EVERY: Duration = Duration::from_secs(1);

/// The task of one game.
struct Task {
    room: Room,
    store: Arc<dyn Store>,
    frames: broadcast::Sender<Frame>,
    taken: watch::Sender<Taken>,
    /// The number of the next socket to join.
    next_socket: u64,
    /// Spectators the game takes at once.
    watchers: u32,
    /// When the presence a spectator changed is to be told, if it is owed.
    presence_due: Option<Instant>,
    /// The game is another server's now (handed over, or taken over while this one was
    /// away): the task ends.
    gone: bool,
    /// When the game was claimed for this task: a break in this server's leases since
    /// means another server may have played it meanwhile.
    claimed: std::time::Instant,
    /// Whether the task still holds its claim on the game, to give up when it ends.
    owned: bool,
}

/// Runs a game's task, which takes at most `watchers` spectators, until its commands end
/// or it has had no socket for a while. It then calls `retire`, which decides (under the
/// hub's lock) whether it may stop; a command that arrives meanwhile keeps it going.
pub(crate) async fn run(
    room: Room,
    store: Arc<dyn Store>,
    watchers: u32,
    mut commands: mpsc::Receiver<Command>,
    retire: impl Fn(&mpsc::Receiver<Command>) -> bool + Send,
) {
    let (frames, _) = broadcast::channel(64);
    let mut task = Task {
        room,
        store,
        frames,
        taken: watch::Sender::new(None),
        next_socket: 0,
        watchers,
        presence_due: None,
        gone: false,
        claimed: std::time::Instant::now(),
        owned: true,
    };
    // A game loaded after its time ran out ends at once; one that ended rated and was not
    // rated (its server died between the two) is rated now.
    task.load_players().await;
    task.check_flag().await;
    task.rate().await;
    loop {
        let deadline = task.room.next_deadline();
        let wait = deadline.map(|at| Duration::from_millis(at.saturating_sub(now_ms()) + 1));
        let idle = task.room.connections() == 0;
        let due = task.presence_due;
        tokio::select! {
            command = commands.recv() => match command {
                Some(command) => task.handle(command).await,
                None => break,
            },
            () = tokio::time::sleep(wait.unwrap_or(IDLE)), if wait.is_some() => {
                task.check_flag().await;
            }
            () = tokio::time::sleep_until(due.unwrap_or_else(Instant::now)), if due.is_some() => {
                task.tell_presence();
            }
            () = tokio::time::sleep(IDLE), if idle => {
                if retire(&commands) {
                    break;
                }
            }
        }
        if task.gone {
            break;
        }
    }
    // Given up before its sockets hear of it, so that they find the game free when they
    // come back.
    task.give_up().await;
}

/// A rating as shown: rounded to a whole number.
fn rounded(rating: f64) -> u32 {
    // Glicko-2's ratings stay far within u32 (and above 0) in practice; clamped all the same.
    rating.round().clamp(0.0, f64::from(u32::MAX)) as u32
}

/// The refusal of an action on a game another server changed meanwhile.
fn changed_elsewhere() -> Refused {
    Refused::new(
        Refusal::Unavailable,
        "the game was changed elsewhere: reload it",
    )
}

/// A room's event as the protocol's message.
fn message(event: Event) -> ServerMessage {
    match event {
        Event::Moved {
            ply,
            token,
            seat,
            seats,
            to_move,
        } => ServerMessage::Move {
            ply,
            token,
            seat,
            seats,
            to_move,
        },
        Event::DrawOffered { ply, seat } => ServerMessage::DrawOffered { ply, seat },
        Event::DrawDeclined { ply, seat } => ServerMessage::DrawDeclined { ply, seat },
        Event::Rematch(rematch) => ServerMessage::Rematch(rematch),
        Event::Rated { ply, ratings } => ServerMessage::Rated { ply, ratings },
        Event::Ended { ply, end } => ServerMessage::Ended { ply, end },
        Event::Presence {
            ply,
            seats,
            spectators,
            claim_in_ms,
        } => ServerMessage::Presence {
            ply,
            seats,
            spectators,
            claim_in_ms,
        },
    }
}

impl Task {
    /// Encodes each event once and sends it to every socket of the game.
    fn broadcast(&mut self, events: impl IntoIterator<Item = Event>) {
        for event in events {
            if matches!(event, Event::Presence { .. }) {
                // Told now: nothing more is owed.
                self.presence_due = None;
            }
            // No receiver is no error: nobody is watching.
            let _ = self.frames.send(Arc::from(encode(&message(event))));
        }
    }

    /// Who is here, for every socket, now.
    fn tell_presence(&mut self) {
        self.broadcast([self.room.presence(now_ms())]);
    }

    /// A spectator came or went: the count is told with the next presence, within
    /// [`PRESENCE_EVERY`].
    fn owe_presence(&mut self) {
        self.presence_due
            .get_or_insert_with(|| Instant::now() + PRESENCE_EVERY);
    }

    /// Gives the game up, once: another server may claim it. Done before the sockets or
    /// the hub hear that the task ended, so that this server's next task for the game
    /// claims it after, never before. The store's failure here only delays another
    /// server's claim to the lease's end.
    async fn give_up(&mut self) {
        if !std::mem::replace(&mut self.owned, false) {
            return;
        }
        let (store, id) = (Arc::clone(&self.store), self.room.id().to_owned());
        if let Ok(Err(error)) = tokio::task::spawn_blocking(move || store.release(&id)).await {
            tracing::warn!(game = self.room.id(), %error, "a game could not be given up");
        }
    }

    /// Runs blocking store work off the async threads. A write refused because another
    /// server owns the game now ends this task (its copy of the game is stale): its
    /// sockets come back, to the owner.
    async fn stored<T: Send + 'static>(
        &mut self,
        work: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, Refused> {
        let store = Arc::clone(&self.store);
        match tokio::task::spawn_blocking(move || work(store.as_ref())).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(StoreError::Lost)) => {
                self.gone = true;
                Err(changed_elsewhere())
            }
            Ok(Err(error)) => {
                tracing::error!(game = self.room.id(), %error, "the store failed");
                Err(Refused::not_saved())
            }
            Err(error) => {
                tracing::error!(game = self.room.id(), %error, "a store call panicked");
                Err(Refused::not_saved())
            }
        }
    }

    /// Stores an end, then tells everyone.
    async fn finish(&mut self, end: End) -> Result<(), Refused> {
        let id = self.room.id().to_owned();
        let stored = end.clone();
        self.stored(move |store| store.finish(&id, &stored)).await?;
        let ended = self.room.end(end);
        // Rated before anyone hears of the end: whoever then reads the ratings finds them.
        let rated = self.rate().await;
        self.broadcast(ended.into_iter().chain(rated));
        Ok(())
    }

    /// Reads who holds each seat through an account, for the game's page.
    async fn load_players(&mut self) {
        let (id, game) = (self.room.id().to_owned(), self.room.game().to_string());
        let Ok(holders) = self.stored(move |store| store.holders(&id, &game)).await else {
            return;
        };
        if holders.is_empty() {
            return;
        }
        let mut players = vec![None; usize::from(self.room.seat_count())];
        for holder in holders {
            if let Some(place) = players.get_mut(usize::from(holder.seat)) {
                let rating = holder.rating.unwrap_or(ratings::START);
                *place = Some(SeatPlayer {
                    name: holder.name,
                    rating: rounded(rating.rating),
                    provisional: ratings::provisional(&rating),
                });
            }
        }
        self.room.set_players(players);
    }

    /// Rates the game if it is rated and over, once (the store keeps that it was): the
    /// ratings of its seats' accounts change by its result, and the event that says by how
    /// much. A game whose seats are not each a different account's is not rated.
    async fn rate(&mut self) -> Option<Event> {
        let end = self
            .room
            .ending()
            .filter(|_| self.room.is_rated())
            .cloned()?;
        let id = self.room.id().to_owned();
        let (game, seats) = (self.room.game().to_string(), self.room.seat_count());
        let rated = self.stored(move |store| {
            let held = store.seats_of(&id)?;
            let accounts: Vec<i64> = held.iter().map(|(_, account)| *account).collect();
            let every_seat = (0..seats).eq(held.iter().map(|(seat, _)| *seat));
            let distinct = accounts
                .iter()
                .collect::<std::collections::HashSet<_>>()
                .len();
            if !every_seat || distinct != accounts.len() {
                return Ok(None);
            }
            let places = ratings::places(&end.outcome, accounts.len());
            let update = |before: &[Rating]| ratings::after_game(before, &places);
            store.rate(&id, &game, &accounts, (ratings::START, now_ms()), &update)
        });
        let changes = rated.await.ok()??;
        let ratings: Vec<RatingChange> = changes
            .iter()
            .map(|(before, after)| RatingChange {
                before: rounded(before.rating),
                after: rounded(after.rating),
                provisional: ratings::provisional(after),
            })
            .collect();
        self.load_players().await;
        Some(Event::Rated {
            ply: self.room.ply(),
            ratings,
        })
    }

    /// Stores the end an action came to and tells everyone, or tells everyone what it
    /// changed.
    async fn settle(&mut self, settled: Settled) -> Result<(), Refused> {
        match settled {
            Settled::Ends(end) => self.finish(end).await,
            Settled::GoesOn(events) => {
                self.broadcast(events);
                Ok(())
            }
        }
    }

    async fn check_flag(&mut self) {
        if let Some(end) = self.room.flag(now_ms()) {
            let _ = self.finish(end).await;
        }
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Join { secret, ply, reply } => {
                // A copy kept across a break in this server's leases may be stale: not
                // answered (the reply dropped), the hub asks again, of a task that claims
                // the game anew.
                if !self.store.held_since(self.claimed) {
                    self.gone = true;
                    self.give_up().await;
                    return;
                }
                let joined = self.join(secret.as_deref(), ply).await;
                // Not answered from a game found another server's meanwhile: the hub asks
                // again, of a task that claims the game anew.
                if !self.gone {
                    let _ = reply.send(joined);
                }
            }
            Command::Leave { seat } => {
                self.room.leave(seat, now_ms());
                match seat {
                    Some(_) => self.tell_presence(),
                    None => self.owe_presence(),
                }
            }
            Command::Act {
                seat,
                socket,
                message,
                reply,
            } => {
                let answer = match self.act(seat, socket, message).await {
                    Ok(answer) => answer,
                    Err(refused) => vec![
                        refused.into(),
                        ServerMessage::Game(self.room.snapshot(seat, 0, now_ms())),
                    ],
                };
                let _ = reply.send(answer);
            }
            Command::Snapshot { seat, reply } => {
                let _ = reply.send(self.room.snapshot(seat, 0, now_ms()));
            }
            Command::HandOver => self.gone = true,
        }
    }

    async fn join(&mut self, secret: Option<&str>, ply: u32) -> Result<Joined, Refused> {
        let now = now_ms();
        if secret.is_none() && self.room.spectators() >= self.watchers {
            return Err(Refused::new(
                Refusal::Unavailable,
                format!(
                    "this game has {} watchers already: try again later",
                    self.watchers
                ),
            ));
        }
        let (seat, started) = self.room.join(secret, now)?;
        if let Some(at) = started {
            let id = self.room.id().to_owned();
            let deadline = self.room.next_deadline();
            // Not stored, the clocks would start again at the next load: no move is lost.
            let _ = self
                .stored(move |store| store.start(&id, at, deadline))
                .await;
        }
        // Subscribed before the presence is sent, so the joiner hears it too.
        let frames = self.frames.subscribe();
        match seat {
            Some(_) => self.tell_presence(),
            None => self.owe_presence(),
        }
        self.next_socket += 1;
        Ok(Joined {
            seat,
            socket: self.next_socket,
            taken: self.taken.subscribe(),
            state: self.room.snapshot(seat, ply, now),
            frames,
        })
    }

    async fn act(
        &mut self,
        seat: Option<u8>,
        socket: u64,
        message: ClientMessage,
    ) -> Result<Vec<ServerMessage>, Refused> {
        let now = now_ms();
        let settled = match message {
            ClientMessage::Move { ply, token } => return self.play(seat, ply, &token, now).await,
            ClientMessage::Resign { ply } => Settled::Ends(self.room.resign(seat, ply)?),
            ClientMessage::OfferDraw { ply } => self.room.offer_draw(seat, ply)?,
            ClientMessage::AnswerDraw { ply, accept } => {
                self.room.answer_draw(seat, ply, accept)?
            }
            ClientMessage::Claim { ply } => Settled::Ends(self.room.claim(seat, ply, now)?),
            ClientMessage::Rematch { accept } => match self.room.ask_rematch(seat, accept)? {
                Asked::Told(event) => Settled::GoesOn(vec![event]),
                Asked::Agreed => Settled::GoesOn(vec![self.rematch(now).await?]),
            },
            ClientMessage::Ping => return Ok(vec![ServerMessage::Pong]),
            ClientMessage::TakeSeat => {
                let seat = seat.ok_or_else(|| {
                    Refused::new(Refusal::NotASeat, "a spectator has no seat to take")
                })?;
                self.taken.send_replace(Some((seat, socket)));
                return Ok(Vec::new());
            }
            ClientMessage::Hello { .. } => {
                let message = "a socket says hello once, first";
                return Err(Refused::new(Refusal::Malformed, message));
            }
        };
        // Everyone hears of it; the seat that acted has no answer of its own.
        self.settle(settled).await.map(|()| Vec::new())
    }

    /// Stores the rematch every seat asked for (or finds the one another server stored
    /// first): what everyone is told.
    async fn rematch(&mut self, now: u64) -> Result<Event, Refused> {
        let Ok(id) = secret::game_id() else {
            return Err(Refused::new(
                Refusal::Unavailable,
                "no randomness: try again",
            ));
        };
        let (old, record) = (self.room.id().to_owned(), self.room.rematch_record(id, now));
        let made = self
            .stored(move |store| store.rematch(&old, &record))
            .await?;
        Ok(self.room.rematched(made))
    }

    async fn play(
        &mut self,
        seat: Option<u8>,
        ply: u32,
        token: &str,
        now: u64,
    ) -> Result<Vec<ServerMessage>, Refused> {
        match self.room.check_move(seat, ply, token, now)? {
            MoveDecision::Again(ply) => Ok(vec![ServerMessage::Ack { ply }]),
            MoveDecision::Flag(end) => {
                self.finish(end).await?;
                Err(Refused::new(
                    Refusal::GameOver,
                    "your time ran out before the move",
                ))
            }
            MoveDecision::Play(checked) => {
                let id = self.room.id().to_owned();
                let (ply, played, end, deadline) = (
                    checked.ply,
                    checked.played.clone(),
                    checked.end.clone(),
                    checked.deadline,
                );
                let appended = self
                    .stored(move |store| store.append(&id, ply, &played, end.as_ref(), deadline))
                    .await?;
                if appended == Appended::Taken {
                    // Another server stored this ply first: the game is stale here. The
                    // task ends, and its sockets come back to the owner.
                    self.gone = true;
                    return Err(changed_elsewhere());
                }
                let mut events = self.room.apply_move(*checked, now);
                events.extend(self.rate().await);
                // The mover's socket awaits this answer before it reads the broadcast: it
                // is told Ack, then the move, whichever is sent first.
                self.broadcast(events);
                Ok(vec![ServerMessage::Ack { ply }])
            }
        }
    }
}
