//! A rematch in a room: once the game is over, each seat may ask for one; when every seat
//! has, the task stores the rematch ([`Room::rematch_record`]) and every socket is told
//! its id. Asks live in memory, as draw offers do; the rematch made is kept with the game.

use protocol::{Refusal, Rematch};

use super::{Event, Record, Room};
use crate::refused::Refused;

/// What an ask for a rematch comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// What everyone is told: who asks now, or the rematch already made.
    Told(Event),
    /// Every seat has asked: store the rematch, then give its id to [`Room::rematched`].
    Agreed,
}

impl Room {
    /// `seat` asks for a rematch (or accepts one), or, with `accept` false, declines it
    /// or takes its own ask back.
    ///
    /// # Errors
    ///
    /// A spectator, or a game that goes on.
    pub fn ask_rematch(&mut self, seat: Option<u8>, accept: bool) -> Result<Asked, Refused> {
        let seat =
            seat.ok_or_else(|| Refused::new(Refusal::NotASeat, "only a player may do this"))?;
        if self.end.is_none() {
            return Err(Refused::new(Refusal::NotOver, "the game is not over yet"));
        }
        let rematch = &mut self.rematch;
        if rematch.next.is_none() {
            match accept {
                true if !rematch.asked.contains(&seat) => {
                    rematch.asked.push(seat);
                    rematch.asked.sort_unstable();
                    rematch.declined = None;
                }
                true => {}
                false => {
                    rematch.asked.clear();
                    rematch.declined = Some(seat);
                }
            }
            if rematch.asked.len() == self.seats.len() {
                return Ok(Asked::Agreed);
            }
        }
        Ok(Asked::Told(self.rematch_event()))
    }

    /// The rematch to store: the same game, options and time, no moves, and each seat's
    /// secret one seat on (two seats swap), so that each link's key opens its new seat.
    pub fn rematch_record(&self, id: String, now: u64) -> Record {
        let mut secrets: Vec<String> = self.seats.iter().map(|s| s.secret().to_owned()).collect();
        secrets.rotate_right(1);
        let setup = (self.options.clone(), self.time);
        Record::new(id, self.game.to_string(), setup, secrets, now)
    }

    /// The rematch was stored as `id` (or another server's was, first): everyone is told.
    pub fn rematched(&mut self, id: String) -> Event {
        self.rematch.next = Some(id);
        self.rematch_event()
    }

    /// The rematch as it stands.
    pub(super) fn rematch(&self) -> Rematch {
        self.rematch.clone()
    }

    fn rematch_event(&self) -> Event {
        Event::Rematch(self.rematch())
    }
}
