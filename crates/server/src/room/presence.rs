//! Who is in a room: the seats their secrets open, the sockets on each, the spectators,
//! and the claim on a game whose seat to move stays away.

use protocol::{End, EndReason, Refusal, SeatState, TimeControl};

use super::{Event, Room};
use crate::{refused::Refused, secret};

/// A seat of the room.
#[derive(Clone, Debug)]
pub(super) struct Seat {
    /// The SHA-256 of its secret.
    secret: String,
    /// Its name, as the referee says it.
    name: String,
    /// How many sockets hold it now.
    connections: u32,
    /// Whether it has ever joined.
    joined: bool,
    /// Since when no socket holds it (after it joined once).
    away_since: Option<u64>,
}

impl Seat {
    /// A seat of a game just loaded, with no socket; `joined` once the game has started.
    /// The SHA-256 of its secret.
    pub(super) fn secret(&self) -> &str {
        &self.secret
    }

    /// A seat of a game kept, nobody on it: away since `away_since` in a game started
    /// (none: not yet joined).
    pub(super) fn new(secret: String, name: String, away_since: Option<u64>) -> Self {
        Seat {
            secret,
            name,
            connections: 0,
            joined: away_since.is_some(),
            away_since,
        }
    }
}

impl Room {
    /// How many sockets are open on the game, seats and spectators.
    pub fn connections(&self) -> u32 {
        self.spectators + self.seats.iter().map(|s| s.connections).sum::<u32>()
    }

    /// How many spectators watch.
    pub fn spectators(&self) -> u32 {
        self.spectators
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
        let index = secret::seat_of(self.seats.iter().map(|s| s.secret.as_str()), secret)
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
            self.seats.iter().all(|s| s.joined) && !self.clocks.started() && self.end.is_none();
        if starts {
            self.clocks.start(now, self.ply());
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

    /// Milliseconds until the seat to move of a live game, away, may be claimed from.
    pub(super) fn claim_in(&self, now: u64) -> Option<u64> {
        if !matches!(self.time, TimeControl::Live { .. }) || !self.clocks.started() {
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
            (Some(mover), Some(0)) => Ok(self.forfeit(mover, EndReason::Claimed { seat: mover })),
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

    /// Each seat as everyone sees it at `now`: its name, whether it is here, its clock.
    pub(super) fn seat_states(&self, now: u64) -> Vec<SeatState> {
        let mover = self.to_move();
        self.seats
            .iter()
            .enumerate()
            .map(|(index, seat)| SeatState {
                name: seat.name.clone(),
                connected: seat.connections > 0,
                devices: seat.connections,
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
}
