//! An online game as this browser knows it: what the server has said (the moves stored,
//! the seats, their clocks, an offer, the end), the move played here and not yet
//! confirmed, and the state of the connection. Pure: the socket ([`super::session`])
//! feeds it the server's messages and sends what it says to send.

use protocol::{
    ClientMessage, End, GameState, PROTOCOL_VERSION, Refusal, Rematch, SeatState, ServerMessage,
};

/// The connection to the server.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Connection {
    /// Opening, the first time.
    #[default]
    Connecting,
    /// Open, and the server has sent the game.
    Open,
    /// Lost: a new connection is being tried.
    Lost,
    /// Closed for good: the server refused this link (see [`Live::refusal`]).
    Refused,
}

/// A move played here, until the server confirms it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unconfirmed {
    /// The ply it was made at (how many moves the game held before it).
    pub ply: u32,
    /// Its token.
    pub token: String,
}

/// The game online, as this browser knows it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Live {
    /// The game as the server last told it, with every move stored (`moves_from` 0); none
    /// until it first answers.
    pub game: Option<GameState>,
    /// The move played here that the server has not yet confirmed.
    pub unconfirmed: Option<Unconfirmed>,
    /// The connection.
    pub connection: Connection,
    /// What the server refused last, for a person, with its kind.
    pub refusal: Option<(Refusal, String)>,
    /// When (the page's milliseconds) the seats' clocks were last read from a message.
    pub clocks_read_at: f64,
    /// The seat that declined the draw offered last, until the next offer or move.
    pub draw_declined: Option<u8>,
}

/// What the server may refuse for good: the socket closes and a new one would be refused
/// too.
fn is_final(code: Refusal) -> bool {
    matches!(
        code,
        Refusal::Protocol
            | Refusal::WrongSecret
            | Refusal::NoSuchGame
            | Refusal::Malformed
            | Refusal::SeatTaken
    )
}

impl Live {
    /// Every move: those stored, then the one played here and not yet confirmed.
    pub fn moves(&self) -> Vec<String> {
        let mut moves = self
            .game
            .as_ref()
            .map(|game| game.moves.clone())
            .unwrap_or_default();
        moves.extend(self.unconfirmed.iter().map(|m| m.token.clone()));
        moves
    }

    /// How many moves the server has stored.
    pub fn ply(&self) -> u32 {
        self.game.as_ref().map_or(0, |game| game.ply)
    }

    /// This browser's seat, if it plays.
    pub fn you(&self) -> Option<u8> {
        self.game.as_ref().and_then(|game| game.you)
    }

    /// Whether this browser's seat is open on another device or tab too.
    pub fn seat_shared(&self) -> bool {
        let Some(game) = &self.game else {
            return false;
        };
        game.you
            .and_then(|you| game.seats.get(usize::from(you)))
            .is_some_and(|seat| seat.devices > 1)
    }

    /// How the game ended, once it has.
    pub fn end(&self) -> Option<&End> {
        self.game.as_ref().and_then(|game| game.end.as_ref())
    }

    /// Whether this browser's seat is to move and may: the game is on, and no move of its
    /// own waits for the server.
    pub fn may_move(&self) -> bool {
        self.game.as_ref().is_some_and(|game| {
            game.end.is_none() && game.you.is_some() && game.to_move == game.you
        }) && self.unconfirmed.is_none()
            && self.connection != Connection::Refused
    }

    /// The rematch asked for once the game is over.
    pub fn rematch(&self) -> Option<&Rematch> {
        self.game.as_ref().map(|game| &game.rematch)
    }

    /// Whether every seat has joined (the clocks run from then).
    pub fn started(&self) -> bool {
        self.game.as_ref().is_some_and(|game| game.started)
    }

    /// Milliseconds left on `seat`'s clock at `now` (the page's milliseconds): the clock
    /// of the seat to move runs from when it was read.
    pub fn clock_ms(&self, seat: u8, now: f64) -> Option<u64> {
        let game = self.game.as_ref()?;
        let left = game.seats.get(usize::from(seat))?.clock_ms?;
        // No clock runs before the first move (`docs/online.md`, "Time").
        let running =
            game.started && game.ply > 0 && game.end.is_none() && game.to_move == Some(seat);
        if !running {
            return Some(left);
        }
        let spent = (now - self.clocks_read_at).max(0.0) as u64;
        Some(left.saturating_sub(spent))
    }

    /// Milliseconds until the absent seat to move may be claimed from, at `now`.
    pub fn claim_in_ms(&self, now: f64) -> Option<u64> {
        let left = self.game.as_ref()?.claim_in_ms?;
        let spent = (now - self.clocks_read_at).max(0.0) as u64;
        Some(left.saturating_sub(spent))
    }

    /// The first message on a new connection: the link's seat, and the moves already here.
    pub fn hello(&self, id: &str, key: Option<&str>) -> ClientMessage {
        ClientMessage::Hello {
            protocol: PROTOCOL_VERSION,
            game: id.to_owned(),
            secret: key.map(str::to_owned),
            ply: self.ply(),
        }
    }

    /// A move played here at the game's end: kept as unconfirmed, and the message that
    /// sends it; none when this seat may not move now.
    pub fn play(&mut self, token: String) -> Option<ClientMessage> {
        if !self.may_move() {
            return None;
        }
        let ply = self.ply();
        self.unconfirmed = Some(Unconfirmed {
            ply,
            token: token.clone(),
        });
        Some(ClientMessage::Move { ply, token })
    }

    /// The move to send again on a new connection, once the server has sent the game:
    /// the unconfirmed move, still meant for the position the game is in.
    pub fn resend(&self) -> Option<ClientMessage> {
        let m = self.unconfirmed.as_ref()?;
        (m.ply == self.ply()).then(|| ClientMessage::Move {
            ply: m.ply,
            token: m.token.clone(),
        })
    }

    /// The connection opened (the hello is on its way).
    pub fn opened(&mut self) {
        if self.connection != Connection::Refused {
            self.connection = Connection::Connecting;
        }
    }

    /// The connection was lost: a new one is tried, unless the server refused for good.
    pub fn lost(&mut self) {
        if self.connection != Connection::Refused {
            self.connection = Connection::Lost;
        }
    }

    /// Takes in a message from the server, received at `now`.
    pub fn receive(&mut self, message: ServerMessage, now: f64) {
        match message {
            ServerMessage::Game(state) => self.take_game(state, now),
            ServerMessage::Move {
                ply,
                token,
                seats,
                to_move,
                ..
            } => self.take_move(ply, token, seats, to_move, now),
            ServerMessage::Ack { ply } => self.take_ack(ply),
            ServerMessage::Refused { code, message } => {
                // A link refused for good closes; on an open connection only the seat
                // taken elsewhere does (a frame of this client's own refused does not).
                if code == Refusal::SeatTaken
                    || (is_final(code) && self.connection != Connection::Open)
                {
                    self.connection = Connection::Refused;
                }
                if matches!(
                    code,
                    Refusal::StalePly | Refusal::NotYourTurn | Refusal::Illegal | Refusal::GameOver
                ) {
                    // The game that follows says what is true; the move is not played.
                    self.unconfirmed = None;
                }
                self.refusal = Some((code, message));
            }
            ServerMessage::Presence {
                ply,
                seats,
                spectators,
                claim_in_ms,
            } => {
                let Some(game) = self.game.as_mut().filter(|game| game.ply == ply) else {
                    return;
                };
                game.started |= seats.iter().all(|seat| seat.connected);
                game.seats = seats;
                game.spectators = spectators;
                game.claim_in_ms = claim_in_ms;
                self.clocks_read_at = now;
            }
            ServerMessage::DrawOffered { seat, .. } => {
                if let Some(game) = self.game.as_mut() {
                    game.draw_offer = Some(seat);
                }
                self.draw_declined = None;
            }
            ServerMessage::DrawDeclined { seat, .. } => {
                if let Some(game) = self.game.as_mut() {
                    game.draw_offer = None;
                }
                self.draw_declined = seat;
            }
            ServerMessage::Ended { end, .. } => {
                if let Some(game) = self.game.as_mut() {
                    game.end = Some(end);
                    game.to_move = None;
                    game.draw_offer = None;
                    game.claim_in_ms = None;
                }
                self.unconfirmed = None;
            }
            ServerMessage::Rematch(rematch) => {
                if let Some(game) = self.game.as_mut() {
                    game.rematch = rematch;
                }
            }
            // Shown once the site has accounts' pages (issue 66): a game from the lobby.
            ServerMessage::Rated { .. } | ServerMessage::Pong => {}
        }
    }

    fn take_game(&mut self, mut state: GameState, now: f64) {
        if state.moves_from > 0 {
            // What was missed, after what this browser has.
            let had = self.game.as_ref().map(|game| game.moves.as_slice());
            let from = state.moves_from as usize;
            // (A client that has fewer moves than the server skipped cannot happen with
            // this client's hello: what was sent is kept as it is.)
            if let Some(had) = had.filter(|had| had.len() >= from) {
                let mut moves = had[..from].to_vec();
                moves.append(&mut state.moves);
                state.moves = moves;
                state.moves_from = 0;
            }
        }
        if self
            .unconfirmed
            .as_ref()
            .is_some_and(|m| m.ply != state.ply)
        {
            self.unconfirmed = None;
        }
        self.game = Some(state);
        self.connection = Connection::Open;
        self.clocks_read_at = now;
    }

    fn take_move(
        &mut self,
        ply: u32,
        token: String,
        seats: Vec<SeatState>,
        to_move: Option<u8>,
        now: f64,
    ) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let held = game.moves.len() as u32;
        if ply == held + 1 {
            game.moves.push(token);
        } else if ply != held || game.moves.last() != Some(&token) {
            // A gap: the server sends the game to a client that fell behind.
            return;
        }
        game.ply = ply;
        game.seats = seats;
        game.to_move = to_move;
        // A move withdraws a draw offer.
        game.draw_offer = None;
        self.draw_declined = None;
        game.claim_in_ms = None;
        self.clocks_read_at = now;
        if self.unconfirmed.as_ref().is_some_and(|m| m.ply < ply) {
            self.unconfirmed = None;
        }
        self.refusal = None;
    }

    fn take_ack(&mut self, ply: u32) {
        let (Some(game), Some(m)) = (self.game.as_mut(), self.unconfirmed.as_ref()) else {
            return;
        };
        if m.ply + 1 != ply {
            return;
        }
        if game.moves.len() as u32 == m.ply {
            game.moves.push(m.token.clone());
            game.ply = ply;
            // Another's turn now; the move's own message brings the seats.
            game.to_move = None;
        }
        self.unconfirmed = None;
        self.refusal = None;
    }
}

#[cfg(test)]
mod tests {
    use protocol::{Outcome, TimeControl};

    use super::*;

    fn seat(name: &str, clock_ms: u64) -> SeatState {
        SeatState {
            name: name.to_owned(),
            connected: true,
            devices: 1,
            clock_ms: Some(clock_ms),
        }
    }

    fn state(moves: &[&str], you: Option<u8>, to_move: u8) -> GameState {
        GameState {
            id: "Xb3kQ9aZ0c_d".to_owned(),
            game: "caro".to_owned(),
            options: vec![],
            time: TimeControl::Live {
                base: 300,
                increment: 3,
            },
            ply: moves.len() as u32,
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
            moves_from: 0,
            seats: vec![seat("opener", 300_000), seat("responder", 300_000)],
            you,
            to_move: Some(to_move),
            started: true,
            draw_offer: None,
            claim_in_ms: None,
            spectators: 0,
            end: None,
            rematch: Rematch::default(),
            players: Vec::new(),
            rated: false,
        }
    }

    fn moved(ply: u32, token: &str, seat: u8, to_move: u8) -> ServerMessage {
        ServerMessage::Move {
            ply,
            token: token.to_owned(),
            seat,
            seats: vec![seat_state("opener"), seat_state("responder")],
            to_move: Some(to_move),
        }
    }

    fn seat_state(name: &str) -> SeatState {
        seat(name, 299_000)
    }

    #[test]
    fn test_a_move_is_shown_at_once_and_confirmed_once() {
        let mut live = Live::default();
        live.receive(ServerMessage::Game(state(&[], Some(0), 0)), 0.0);
        assert!(live.may_move());
        let sent = live.play("h8".to_owned());
        assert_eq!(
            sent,
            Some(ClientMessage::Move {
                ply: 0,
                token: "h8".to_owned()
            })
        );
        assert_eq!(live.moves(), ["h8"]);
        assert!(!live.may_move(), "one move at a time");
        assert_eq!(live.play("i9".to_owned()), None);
        live.receive(ServerMessage::Ack { ply: 1 }, 10.0);
        assert_eq!(live.unconfirmed, None);
        live.receive(moved(1, "h8", 0, 1), 11.0);
        assert_eq!(live.moves(), ["h8"], "the move's own message adds nothing");
        assert_eq!(live.game.as_ref().and_then(|g| g.to_move), Some(1));
        // The opponent's move arrives.
        live.receive(moved(2, "i9", 1, 0), 20.0);
        assert_eq!(live.moves(), ["h8", "i9"]);
        assert!(live.may_move());
    }

    #[test]
    fn test_a_move_not_confirmed_is_sent_again_after_a_reconnect() {
        let mut live = Live::default();
        live.receive(ServerMessage::Game(state(&["h8"], Some(1), 1)), 0.0);
        live.play("i9".to_owned());
        live.lost();
        assert_eq!(live.connection, Connection::Lost);
        assert_eq!(live.moves(), ["h8", "i9"], "nothing played is lost");
        // The hello says what this browser has; the server sends what it missed.
        assert!(matches!(
            live.hello("Xb3kQ9aZ0c_d", Some("k")),
            ClientMessage::Hello { ply: 1, .. }
        ));
        let mut missed = state(&[], Some(1), 1);
        missed.ply = 1;
        missed.moves_from = 1;
        live.receive(ServerMessage::Game(missed), 5.0);
        assert_eq!(live.connection, Connection::Open);
        assert_eq!(
            live.resend(),
            Some(ClientMessage::Move {
                ply: 1,
                token: "i9".to_owned()
            })
        );
        // Had the move been stored before the cut, the game says so, and it is not sent.
        let mut stored = state(&["h8", "i9"], Some(1), 0);
        stored.moves = vec!["i9".to_owned()];
        stored.moves_from = 1;
        live.receive(ServerMessage::Game(stored), 6.0);
        assert_eq!(live.resend(), None);
        assert_eq!(live.moves(), ["h8", "i9"]);
    }

    #[test]
    fn test_a_refused_move_is_taken_back_and_the_game_follows() {
        let mut live = Live::default();
        live.receive(ServerMessage::Game(state(&[], Some(0), 0)), 0.0);
        live.play("h8".to_owned());
        live.receive(
            ServerMessage::Refused {
                code: Refusal::Illegal,
                message: "'h8': no".to_owned(),
            },
            1.0,
        );
        assert_eq!(live.moves(), Vec::<String>::new());
        assert!(live.refusal.is_some());
        assert_eq!(
            live.connection,
            Connection::Open,
            "a move's refusal is not final"
        );
    }

    #[test]
    fn test_a_wrong_secret_closes_for_good() {
        let mut live = Live::default();
        live.receive(
            ServerMessage::Refused {
                code: Refusal::WrongSecret,
                message: "no seat".to_owned(),
            },
            0.0,
        );
        live.lost();
        assert_eq!(live.connection, Connection::Refused);
    }

    #[test]
    fn test_the_clock_to_move_runs_and_the_others_stand() {
        let mut live = Live::default();
        // Before the first move no clock runs.
        live.receive(ServerMessage::Game(state(&[], Some(0), 0)), 0.0);
        assert_eq!(live.clock_ms(0, 900.0), Some(300_000));
        live.receive(
            ServerMessage::Game(state(&["h8", "a1"], Some(0), 0)),
            1_000.0,
        );
        assert_eq!(live.clock_ms(0, 3_500.0), Some(297_500));
        assert_eq!(live.clock_ms(1, 3_500.0), Some(300_000));
        live.receive(
            ServerMessage::Ended {
                ply: 2,
                end: End {
                    outcome: Outcome::Winner { seat: 1 },
                    reason: protocol::EndReason::Resigned { seat: 0 },
                },
            },
            4_000.0,
        );
        assert_eq!(
            live.clock_ms(0, 9_000.0),
            Some(300_000),
            "stopped at the end"
        );
        assert!(!live.may_move());
    }

    #[test]
    fn test_a_draw_offer_stands_until_a_move() {
        let mut live = Live::default();
        live.receive(ServerMessage::Game(state(&[], Some(1), 0)), 0.0);
        live.receive(ServerMessage::DrawOffered { ply: 0, seat: 0 }, 1.0);
        assert_eq!(live.game.as_ref().and_then(|g| g.draw_offer), Some(0));
        live.receive(moved(1, "h8", 0, 1), 2.0);
        assert_eq!(live.game.as_ref().and_then(|g| g.draw_offer), None);
    }

    #[test]
    fn test_a_seat_taken_elsewhere_closes_for_good() {
        let mut live = Live::default();
        live.receive(ServerMessage::Game(state(&[], Some(0), 0)), 0.0);
        assert_eq!(live.connection, Connection::Open);
        live.receive(
            ServerMessage::Refused {
                code: Refusal::Malformed,
                message: "no".into(),
            },
            1.0,
        );
        assert_eq!(live.connection, Connection::Open);
        live.receive(
            ServerMessage::Refused {
                code: Refusal::SeatTaken,
                message: "taken".into(),
            },
            2.0,
        );
        live.lost();
        assert_eq!(live.connection, Connection::Refused);
    }

    #[test]
    fn test_a_declined_draw_is_said_until_the_next_move() {
        let mut live = Live::default();
        live.receive(ServerMessage::Game(state(&[], Some(0), 0)), 0.0);
        live.receive(ServerMessage::DrawOffered { ply: 0, seat: 0 }, 1.0);
        live.receive(
            ServerMessage::DrawDeclined {
                ply: 0,
                seat: Some(1),
            },
            2.0,
        );
        assert_eq!(live.game.as_ref().and_then(|g| g.draw_offer), None);
        assert_eq!(live.draw_declined, Some(1));
        live.receive(moved(1, "h8", 0, 1), 3.0);
        assert_eq!(live.draw_declined, None);
    }

    #[test]
    fn test_a_rematch_asked_and_made_is_kept() {
        let mut live = Live::default();
        live.receive(ServerMessage::Game(state(&[], Some(0), 0)), 0.0);
        let made = Rematch {
            asked: vec![0, 1],
            declined: None,
            next: Some("Yc4lR0bA1d_e".into()),
        };
        live.receive(ServerMessage::Rematch(made.clone()), 1.0);
        assert_eq!(live.rematch(), Some(&made));
    }
}
