//! One online game as its task holds it: the position, the seats, the clocks, a draw
//! offer, the end. Pure, and in the game's words: every call is given the time and answers
//! with [`Event`]s, a [`Settled`] or a [`Refused`]; what must be stored is handed back to
//! the caller, which stores it before anyone hears of it. So a move goes
//! [`Room::check_move`] → the store → [`Room::apply_move`] → acknowledgement and broadcast.

use engine::GameId;
use protocol::{End, EndReason, GameState, Outcome, Refusal, SeatState, TimeControl};

use crate::{clock::Clocks, referee::Referee, refused::Refused, secret};

mod event;
mod record;
pub use event::{Event, Settled};
pub use record::{Played, Record};

/// The server's time allowances for every game, beyond its time control (the game's own
/// rules are the referee's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// How late a move may arrive after its time ran out and still count (ms).
    pub grace_ms: u64,
    /// How long the seat to move of a live game may stay away before the others may
    /// claim the game (ms).
    pub claim_after_ms: u64,
}

/// A seat of the room.
#[derive(Clone, Debug)]
struct Seat {
    /// The SHA-256 of its secret.
    secret: String,
    name: String,
    /// How many sockets hold it now.
    connections: u32,
    /// Whether it has ever joined.
    joined: bool,
    /// Since when no socket holds it (after it joined once).
    away_since: Option<u64>,
}

/// A draw offered, and who accepted it so far (the offerer included).
#[derive(Clone, Copy, Debug)]
struct DrawOffer {
    by: u8,
    ply: u32,
    accepted: u16,
}

/// A move checked and not yet stored.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The ply it makes.
    pub ply: u32,
    /// The move as stored.
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
    spectators: u32,
    timing: Timing,
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
            timing.grace_ms,
            record.started_at,
            record.moves.iter().map(|m| (m.seat, m.at, m.clock_ms)),
        );
        let seats = record
            .secrets
            .into_iter()
            .zip(names)
            .map(|(secret, name)| Seat {
                secret,
                name,
                connections: 0,
                joined: record.started_at.is_some(),
                away_since: None,
            })
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
            spectators: 0,
            timing,
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

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// How many sockets are open on the game, seats and spectators.
    pub fn connections(&self) -> u32 {
        self.spectators + self.seats.iter().map(|s| s.connections).sum::<u32>()
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

    /// A socket joins: with a seat's secret, as that seat; without, as a spectator.
    /// Returns the seat, and the time the clocks started when this join started them
    /// (to store).
    ///
    /// # Errors
    ///
    /// A secret that is no seat's.
    pub fn join(
        &mut self,
        secret: Option<&str>,
        now: u64,
    ) -> Result<(Option<u8>, Option<u64>), Refused> {
        let Some(secret) = secret else {
            self.spectators += 1;
            return Ok((None, None));
        };
        let hash = secret::hash(secret);
        let index = self
            .seats
            .iter()
            .position(|s| s.secret == hash)
            .ok_or_else(|| {
                Refused::new(
                    Refusal::WrongSecret,
                    "this link's secret is no seat's of this game",
                )
            })?;
        let seat = &mut self.seats[index];
        seat.connections += 1;
        seat.joined = true;
        seat.away_since = None;
        let starts =
            self.seats.iter().all(|s| s.joined) && !self.clocks.running() && self.end.is_none();
        if starts {
            self.clocks.start(now);
        }
        Ok((u8::try_from(index).ok(), starts.then_some(now)))
    }

    /// A socket of `seat` (none: a spectator's) closed.
    pub fn leave(&mut self, seat: Option<u8>, now: u64) {
        match seat.and_then(|s| self.seats.get_mut(usize::from(s))) {
            Some(seat) => {
                seat.connections = seat.connections.saturating_sub(1);
                if seat.connections == 0 {
                    seat.away_since = Some(now);
                }
            }
            None => self.spectators = self.spectators.saturating_sub(1),
        }
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
                self.leaving(seat, EndReason::Time { seat }),
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
        if let Some(offer) = self.draw.take()
            && offer.by != seat
        {
            events.push(Event::DrawDeclined { ply, seat: None });
        }
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

    /// The end when `seat` leaves the game (resigns, loses on time, is claimed from): of
    /// two seats, the other wins; of three or four (Azacru), the game ends there and the
    /// others share the ranking by their fields, the leaver last (`docs/rules/azacru.md`).
    fn leaving(&self, seat: u8, reason: EndReason) -> End {
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

    fn seat_count(&self) -> u8 {
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
        Ok(self.leaving(seat, EndReason::Resigned { seat }))
    }

    /// `seat` offers a draw at `ply`; an offer by another seat that stands is accepted
    /// instead. The game ends when every seat has now accepted.
    ///
    /// # Errors
    ///
    /// A spectator, a game over, or another ply.
    pub fn offer_draw(&mut self, seat: Option<u8>, ply: u32) -> Result<Settled, Refused> {
        let seat = self.acting(seat, ply)?;
        match self.draw {
            Some(offer) if offer.by != seat => self.answer_draw(Some(seat), ply, true),
            Some(_) => Ok(Settled::GoesOn(Vec::new())),
            None => {
                self.draw = Some(DrawOffer {
                    by: seat,
                    ply,
                    accepted: 1 << seat,
                });
                Ok(Settled::GoesOn(vec![Event::DrawOffered { ply, seat }]))
            }
        }
    }

    /// `seat` answers the draw offered at `ply`. The game ends when every seat has now
    /// accepted.
    ///
    /// # Errors
    ///
    /// A spectator, a game over, another ply, or no offer of another seat's.
    pub fn answer_draw(
        &mut self,
        seat: Option<u8>,
        ply: u32,
        accept: bool,
    ) -> Result<Settled, Refused> {
        let seat = self.acting(seat, ply)?;
        let Some(mut offer) = self
            .draw
            .filter(|offer| offer.by != seat && offer.ply == ply)
        else {
            return Err(Refused::new(
                Refusal::NoDrawOffer,
                "no draw is offered to you",
            ));
        };
        if !accept {
            self.draw = None;
            return Ok(Settled::GoesOn(vec![Event::DrawDeclined {
                ply,
                seat: Some(seat),
            }]));
        }
        offer.accepted |= 1 << seat;
        self.draw = Some(offer);
        let everyone = (1u16 << self.seats.len()) - 1;
        Ok(match offer.accepted == everyone {
            true => Settled::Ends(End {
                outcome: Outcome::Draw,
                reason: EndReason::Agreed,
            }),
            false => Settled::GoesOn(Vec::new()),
        })
    }

    /// Milliseconds until the seat to move of a live game, away, may be claimed from.
    fn claim_in(&self, now: u64) -> Option<u64> {
        if !matches!(self.time, TimeControl::Live { .. }) || !self.clocks.running() {
            return None;
        }
        let mover = self.seats.get(usize::from(self.to_move()?))?;
        let since = mover.away_since.filter(|_| mover.connections == 0)?;
        Some((since + self.timing.claim_after_ms).saturating_sub(now))
    }

    /// `seat` claims the game at `ply` from the seat to move, away past the countdown:
    /// the end to store.
    ///
    /// # Errors
    ///
    /// A spectator, a game over, another ply, or a seat to move that is here, or whose
    /// countdown runs still.
    pub fn claim(&self, seat: Option<u8>, ply: u32, now: u64) -> Result<End, Refused> {
        let seat = self.acting(seat, ply)?;
        let mover = self.to_move().filter(|&mover| mover != seat);
        match (mover, self.claim_in(now)) {
            (Some(mover), Some(0)) => Ok(self.leaving(mover, EndReason::Claimed { seat: mover })),
            (_, Some(left)) => Err(Refused::new(
                Refusal::NotClaimable,
                format!(
                    "the player to move may come back for {} s more",
                    left.div_ceil(1000)
                ),
            )),
            _ => Err(Refused::new(
                Refusal::NotClaimable,
                "the game can be claimed only from a player away on his turn",
            )),
        }
    }

    /// The end when the seat to move has run out of time at `now`, if it has.
    pub fn flag(&self, now: u64) -> Option<End> {
        let mover = self.to_move()?;
        self.clocks
            .flagged(mover, now)
            .then(|| self.leaving(mover, EndReason::Time { seat: mover }))
    }

    fn seat_states(&self, now: u64) -> Vec<SeatState> {
        let mover = self.to_move();
        self.seats
            .iter()
            .enumerate()
            .map(|(index, seat)| SeatState {
                name: seat.name.clone(),
                connected: seat.connections > 0,
                clock_ms: u8::try_from(index)
                    .ok()
                    .and_then(|index| self.clocks.left(index, mover, now)),
            })
            .collect()
    }

    /// Who is here, for every socket.
    pub fn presence(&self, now: u64) -> Event {
        Event::Presence {
            ply: self.ply(),
            seats: self.seat_states(now),
            spectators: self.spectators,
            claim_in_ms: self.claim_in(now),
        }
    }

    /// The game for `you`, with the moves after `from` (all of them when `from` is past
    /// the game's end, which a client of another game's moves would say).
    pub fn state(&self, you: Option<u8>, from: u32, now: u64) -> GameState {
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
            started: self.clocks.running(),
            draw_offer: self.draw.map(|offer| offer.by),
            claim_in_ms: self.claim_in(now),
            spectators: self.spectators,
            end: self.end.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
