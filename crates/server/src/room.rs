//! One online game as its task holds it: the position, the seats, the clocks, a draw
//! offer, the end. Pure, and in the game's words: every call is given the time and answers
//! with [`Event`]s, a [`Settled`] or a [`Refused`]; what must be stored is handed back to
//! the caller, which stores it before anyone hears of it. So a move goes
//! [`Room::check_move`] → the store → [`Room::apply_move`] → acknowledgement and broadcast.
//!
//! Its values are the protocol crate's plain data where the two mean the same thing (an
//! [`End`], a seat's state, a [`GameState`] snapshot): they carry no framing, and the
//! task alone wraps them in the messages of the wire.

use engine::GameId;
use protocol::{End, EndReason, GameState, Outcome, Refusal, Rematch, SeatPlayer, TimeControl};

use self::{draw::DrawOffer, presence::Seat};
pub use self::{
    event::{Event, Settled},
    record::{Played, Record},
    rematch::Asked,
};
use crate::{clock::Clocks, referee::Referee, refused::Refused};

mod draw;
mod event;
mod presence;
mod record;
mod rematch;

/// The server's time allowances for every game, beyond its time control (the game's own
/// rules are the referee's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// How late a move may arrive after its time ran out and still count (ms).
    pub grace_ms: u64,
    /// How long the seat to move of a live game may stay away before the others may
    /// claim the game (ms).
    pub claim_after_ms: u64,
    /// When this server started (ms since the Unix epoch): a game restored counts no
    /// time before it, so that a server's downtime is nobody's time.
    pub up_since: u64,
}

/// A move checked and not yet stored.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The ply it makes.
    pub ply: u32,
    /// The move, to store.
    pub played: Played,
    /// The end it brings, if it ends the game.
    pub end: Option<End>,
    /// When the next seat's time runs out, if the game goes on.
    pub deadline: Option<u64>,
    after: Referee,
    clocks: Clocks,
}

/// What a move that reached the room comes to.
#[derive(Debug)]
pub enum MoveDecision {
    /// A new move, to store and then apply.
    Play(Box<Checked>),
    /// The very move stored at this ply, sent again: acknowledge it again.
    Again(u32),
    /// The mover's time had run out: the game ends on time instead (store the end).
    Flag(End),
}

/// A game being played.
#[derive(Debug)]
pub struct Room {
    id: String,
    game: GameId,
    options: Vec<String>,
    time: TimeControl,
    referee: Referee,
    moves: Vec<Played>,
    seats: Vec<Seat>,
    clocks: Clocks,
    draw: Option<DrawOffer>,
    end: Option<End>,
    rematch: Rematch,
    spectators: u32,
    timing: Timing,
    /// Whether its result changes its seats' ratings.
    rated: bool,
    /// Who holds each seat through an account (none: anonymous); empty if nobody does.
    players: Vec<Option<SeatPlayer>>,
}

impl Room {
    /// The room of a kept game, its moves replayed by the engine.
    ///
    /// # Errors
    ///
    /// When the kept game does not replay (a database edited by hand, or a game whose
    /// rules changed since): a sentence saying where.
    pub fn restore(record: Record, timing: Timing) -> Result<Self, String> {
        let game: GameId = record.game.parse().map_err(|e| format!("{e}"))?;
        let mut referee = Referee::new(game, &record.options)?;
        for (index, played) in record.moves.iter().enumerate() {
            referee
                .play(&played.token)
                .map_err(|e| format!("move {} '{}': {e}", index + 1, played.token))?;
        }
        let names = referee.seat_names();
        if names.len() != record.secrets.len() {
            return Err(format!(
                "{} secrets for {} seats",
                record.secrets.len(),
                names.len()
            ));
        }
        let clocks = Clocks::restore(
            record.time,
            names.len(),
            (timing.grace_ms, timing.up_since),
            record.started_at,
            record.moves.iter().map(|m| (m.seat, m.at, m.clock_ms)),
        );
        // Nobody is here in a game just loaded: the seats of a game started are away
        // since this server came up at the latest, so an absent mover's countdown starts
        // again rather than being lost.
        let away_since = record.started_at.map(|_| timing.up_since);
        let seats = record
            .secrets
            .into_iter()
            .zip(names)
            .map(|(secret, name)| Seat::new(secret, name, away_since))
            .collect();
        Ok(Room {
            id: record.id,
            game,
            options: record.options,
            time: record.time,
            referee,
            moves: record.moves,
            seats,
            clocks,
            draw: None,
            end: record.end,
            rematch: Rematch {
                next: record.rematch,
                ..Rematch::default()
            },
            spectators: 0,
            timing,
            rated: record.rated,
            players: Vec::new(),
        })
    }

    /// The game's public id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// How many moves the game holds.
    pub fn ply(&self) -> u32 {
        u32::try_from(self.moves.len()).unwrap_or(u32::MAX)
    }

    /// Notes who holds each seat through an account, in seat order.
    pub fn set_players(&mut self, players: Vec<Option<SeatPlayer>>) {
        self.players = players;
    }

    /// Whether its result changes its seats' ratings.
    pub fn is_rated(&self) -> bool {
        self.rated
    }

    /// Which game it is.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// How it ended, once it has.
    pub fn ending(&self) -> Option<&End> {
        self.end.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn to_move(&self) -> Option<u8> {
        if self.end.is_some() {
            None
        } else {
            self.referee.to_move()
        }
    }

    /// When the room must wake up: the moment the seat to move loses on time.
    pub fn next_deadline(&self) -> Option<u64> {
        self.clocks.flag_at(self.to_move()?)
    }

    /// Checks a move `seat` made at `ply`.
    ///
    /// # Errors
    ///
    /// Why the move cannot be played; the game is then sent whole to the mover.
    pub fn check_move(
        &self,
        seat: Option<u8>,
        ply: u32,
        token: &str,
        now: u64,
    ) -> Result<MoveDecision, Refused> {
        let seat =
            seat.ok_or_else(|| Refused::new(Refusal::NotASeat, "a spectator cannot move"))?;
        let stored = usize::try_from(ply).ok().and_then(|p| self.moves.get(p));
        if let Some(stored) = stored {
            return match stored.seat == seat && stored.token == token {
                true => Ok(MoveDecision::Again(ply + 1)),
                false => Err(Refused::new(
                    Refusal::StalePly,
                    format!("the game has moved on: it holds {} moves", self.ply()),
                )),
            };
        }
        self.acting(Some(seat), ply)?;
        if self.to_move() != Some(seat) {
            return Err(Refused::new(Refusal::NotYourTurn, "it is not your turn"));
        }
        if self.clocks.flagged(seat, now) {
            return Ok(MoveDecision::Flag(
                self.forfeit(seat, EndReason::Time { seat }),
            ));
        }
        let mut after = self.referee.clone();
        let canonical = after
            .play(token)
            .map_err(|error| Refused::new(Refusal::Illegal, format!("'{token}': {error}")))?;
        let mut clocks = self.clocks.clone();
        let clock_ms = clocks.moved(seat, now);
        let end = after.outcome().map(|outcome| End {
            outcome,
            reason: EndReason::Rules,
        });
        let deadline = match end {
            Some(_) => None,
            None => after.to_move().and_then(|next| clocks.flag_at(next)),
        };
        Ok(MoveDecision::Play(Box::new(Checked {
            ply: ply + 1,
            played: Played {
                seat,
                token: canonical,
                at: now,
                clock_ms,
            },
            end,
            deadline,
            after,
            clocks,
        })))
    }

    /// Applies a move once it is stored: what every socket of the game is told.
    pub fn apply_move(&mut self, checked: Checked, now: u64) -> Vec<Event> {
        let Checked {
            ply,
            played,
            end,
            after,
            clocks,
            ..
        } = checked;
        self.referee = after;
        self.clocks = clocks;
        let (token, seat) = (played.token.clone(), played.seat);
        self.moves.push(played);
        let mut events = vec![Event::Moved {
            ply,
            token,
            seat,
            seats: self.seat_states(now),
            to_move: if end.is_some() {
                None
            } else {
                self.referee.to_move()
            },
        }];
        events.extend(self.withdraw_draw(ply));
        if let Some(end) = end {
            events.extend(self.end(end));
        }
        events
    }

    /// Ends the game (once it is stored): what every socket is told, unless it had
    /// ended already.
    pub fn end(&mut self, end: End) -> Option<Event> {
        if self.end.is_some() {
            return None;
        }
        self.draw = None;
        self.end = Some(end.clone());
        Some(Event::Ended {
            ply: self.ply(),
            end,
        })
    }

    /// The end when `seat` forfeits the game (resigns, loses on time, is claimed from): of
    /// two seats, the other wins; of three or four (Azacru), the game ends there and the
    /// others share the ranking by their fields, the seat that forfeits last
    /// (`docs/rules/azacru.md`).
    fn forfeit(&self, seat: u8, reason: EndReason) -> End {
        let others: Vec<u8> = (0..self.seat_count()).filter(|&s| s != seat).collect();
        let outcome = match (others.as_slice(), self.referee.score()) {
            ([winner], _) => Outcome::Winner { seat: *winner },
            (_, Some(score)) => {
                let of = |s: u8| score.get(usize::from(s)).copied().unwrap_or(0);
                let best = others.iter().map(|&s| of(s)).max().unwrap_or(0);
                let mut winners: Vec<u8> = others.into_iter().filter(|&s| of(s) == best).collect();
                match winners.as_slice() {
                    [winner] => Outcome::Winner { seat: *winner },
                    _ => {
                        winners.sort_unstable();
                        Outcome::Winners { seats: winners }
                    }
                }
            }
            (_, None) => Outcome::Winners { seats: others },
        };
        End { outcome, reason }
    }

    /// How many seats it has.
    pub fn seat_count(&self) -> u8 {
        u8::try_from(self.seats.len()).unwrap_or(u8::MAX)
    }

    /// Checks that `seat` may act at `ply` in a game that goes on.
    fn acting(&self, seat: Option<u8>, ply: u32) -> Result<u8, Refused> {
        let seat =
            seat.ok_or_else(|| Refused::new(Refusal::NotASeat, "only a player may do this"))?;
        if self.end.is_some() {
            return Err(Refused::new(Refusal::GameOver, "the game is over"));
        }
        if ply != self.ply() {
            return Err(Refused::new(
                Refusal::StalePly,
                format!(
                    "this was meant for ply {ply}; the game holds {} moves",
                    self.ply()
                ),
            ));
        }
        Ok(seat)
    }

    /// `seat` resigns at `ply`: the end to store.
    ///
    /// # Errors
    ///
    /// A spectator, a game over, or another ply.
    pub fn resign(&self, seat: Option<u8>, ply: u32) -> Result<End, Refused> {
        let seat = self.acting(seat, ply)?;
        Ok(self.forfeit(seat, EndReason::Resigned { seat }))
    }

    /// The end when the seat to move has run out of time at `now`, if it has.
    pub fn flag(&self, now: u64) -> Option<End> {
        let mover = self.to_move()?;
        self.clocks
            .flagged(mover, now)
            .then(|| self.forfeit(mover, EndReason::Time { seat: mover }))
    }

    /// The game as `you` see it, with the moves after `from` (all of them when `from` is
    /// past the game's end, which a client of another game's moves would say).
    pub fn snapshot(&self, you: Option<u8>, from: u32, now: u64) -> GameState {
        let from = if from > self.ply() { 0 } else { from };
        GameState {
            id: self.id.clone(),
            game: self.game.to_string(),
            options: self.options.clone(),
            time: self.time,
            ply: self.ply(),
            moves: self
                .moves
                .iter()
                .skip(usize::try_from(from).unwrap_or(0))
                .map(|m| m.token.clone())
                .collect(),
            moves_from: from,
            seats: self.seat_states(now),
            you,
            to_move: self.to_move(),
            started: self.clocks.started(),
            draw_offer: self.draw.map(|offer| offer.by),
            claim_in_ms: self.claim_in(now),
            spectators: self.spectators,
            end: self.end.clone(),
            rematch: self.rematch(),
            players: self.players.clone(),
            rated: self.rated,
        }
    }
}

#[cfg(test)]
mod tests;
