//! A draw in a room: offered by a seat, accepted by every other, declined by one, or
//! withdrawn by a move.

use protocol::{End, EndReason, Outcome, Refusal};

use super::{Event, Room, Settled};
use crate::refused::Refused;

/// A draw offered, and who accepted it so far (the offerer included).
#[derive(Clone, Copy, Debug)]
pub(super) struct DrawOffer {
    /// The seat that offered it.
    pub(super) by: u8,
    /// The ply it was offered at.
    ply: u32,
    /// The seats that accepted it, a bit each.
    accepted: u16,
}

impl Room {
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

    /// A move made ply `ply`: it withdraws the offer that stands, the mover's own or
    /// another seat's, and everyone is told (no seat declined it: a move did).
    pub(super) fn withdraw_draw(&mut self, ply: u32) -> Option<Event> {
        self.draw.take()?;
        Some(Event::DrawDeclined { ply, seat: None })
    }
}
