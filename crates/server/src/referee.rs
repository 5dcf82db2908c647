//! The engine as referee: a game of any of the five kinds, played from move tokens, with
//! its seats as online play counts them. The server never takes a client's word for a
//! move: every token goes through `tessera-engine`, the code the browsers run.

use std::any::Any;

use engine::{
    Game, GameId, GameOptions, MoveError, Outcome, Seat, ToMove,
    caro::{Caro, Colour, Person},
};
use protocol::Outcome as Result_;

/// What the referee asks of a game, whatever its kind: the engine's [`Game`], with its
/// moves as tokens. Every game is one (`engine::with_game!` picks the kind once, at the
/// start), so a new game needs nothing here.
trait Rules: std::fmt::Debug + Send + Sync {
    fn seats(&self) -> Vec<Seat>;
    fn seat_name(&self, seat: Seat) -> &'static str;
    fn to_move(&self) -> Option<ToMove>;
    /// Plays a move from its token, returning its canonical token.
    fn play(&mut self, token: &str) -> Result<String, MoveError>;
    fn legal_tokens(&self) -> Vec<String>;
    fn score(&self) -> Option<Vec<u32>>;
    fn outcome(&self) -> Option<Outcome>;
    /// A copy, for a move's check on a position of its own.
    fn copy(&self) -> Box<dyn Rules>;
    /// The game as Caro, whose online seats are persons rather than colours.
    fn caro(&self) -> Option<&Caro>;
}

impl<G: Game + Send + Sync + 'static> Rules for G {
    fn seats(&self) -> Vec<Seat> {
        Game::seats(self).iter().collect()
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        G::seat_name(seat)
    }

    fn to_move(&self) -> Option<ToMove> {
        Game::to_move(self)
    }

    fn play(&mut self, token: &str) -> Result<String, MoveError> {
        let played = self.parse_move(token)?;
        let before = self.clone();
        Game::play(self, played)?;
        Ok(before.format_move(played))
    }

    fn legal_tokens(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.into_iter().map(|m| self.format_move(m)).collect()
    }

    fn score(&self) -> Option<Vec<u32>> {
        Game::score(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn copy(&self) -> Box<dyn Rules> {
        Box::new(self.clone())
    }

    fn caro(&self) -> Option<&Caro> {
        (self as &dyn Any).downcast_ref()
    }
}

/// A game being refereed.
#[derive(Debug)]
pub struct Referee {
    position: Box<dyn Rules>,
    /// The engine's seat of each online seat, in order: the seats taken (Azacru with 3
    /// players has east, west and north). Caro's online seats are its two persons instead.
    seats: Vec<Seat>,
}

/// A game's start from its id and `key=value` options.
fn start<G: Game>(options: &[String]) -> Result<G, String> {
    let options = G::Options::from_assignments(options.iter().map(String::as_str))
        .map_err(|error| error.to_string())?;
    Ok(G::new(options))
}

impl Clone for Referee {
    fn clone(&self) -> Self {
        Referee {
            position: self.position.copy(),
            seats: self.seats.clone(),
        }
    }
}

impl Referee {
    /// The start of `game` with `options`.
    ///
    /// # Errors
    ///
    /// A sentence naming the option that is wrong.
    pub fn new(game: GameId, options: &[String]) -> Result<Self, String> {
        let position: Box<dyn Rules> =
            engine::with_game!(game, G => Box::new(start::<G>(options)?));
        let seats = position.seats();
        Ok(Referee { position, seats })
    }

    /// How many seats the game has.
    pub fn seat_count(&self) -> usize {
        self.seats.len()
    }

    /// Each seat's name, in seat order: the engine's (`south`, `east`), or for Caro the
    /// persons (`opener`, `responder`), whose colours a swap opening chooses during play.
    pub fn seat_names(&self) -> Vec<String> {
        match self.position.caro() {
            Some(_) => vec!["opener".into(), "responder".into()],
            None => self
                .seats
                .iter()
                .map(|&seat| self.position.seat_name(seat).to_owned())
                .collect(),
        }
    }

    /// The online seat of an engine seat.
    fn online(&self, seat: Seat) -> Option<u8> {
        let index = self.seats.iter().position(|&s| s == seat)?;
        u8::try_from(index).ok()
    }

    /// The seat to move, or none once the game is over.
    pub fn to_move(&self) -> Option<u8> {
        match self.position.caro() {
            Some(caro) => caro.person_to_move().map(person_seat),
            None => match self.position.to_move()? {
                ToMove::Seat(seat) => self.online(seat),
                // Only Caro has choices that belong to no seat.
                ToMove::Choice => None,
            },
        }
    }

    /// Plays a move from its token, returning the move's canonical token.
    ///
    /// # Errors
    ///
    /// The engine's reason the token is not a legal move here; the position is then
    /// unchanged.
    pub fn play(&mut self, token: &str) -> Result<String, MoveError> {
        self.position.play(token)
    }

    /// The tokens of every legal move (none once the game is over): for test and bench
    /// players.
    pub fn legal_tokens(&self) -> Vec<String> {
        self.position.legal_tokens()
    }

    /// Each seat's score, in seat order, for games that keep one (Kauri's stores, Azacru's
    /// fields).
    pub fn score(&self) -> Option<Vec<u32>> {
        self.position.score()
    }

    /// How the game ended by its rules, in online seats, once it has.
    pub fn outcome(&self) -> Option<Result_> {
        let outcome = self.position.outcome()?;
        let seat = |seat: Seat| match self.position.caro() {
            Some(caro) => Colour::ALL
                .into_iter()
                .find(|colour| colour.seat() == seat)
                .and_then(|colour| caro.holder(colour))
                .map(person_seat),
            None => self.online(seat),
        };
        Some(match outcome {
            Outcome::Winner(winner) => match seat(winner) {
                Some(winner) => Result_::Winner { seat: winner },
                None => Result_::Draw,
            },
            Outcome::Winners(winners) => {
                let mut seats: Vec<u8> = winners.iter().filter_map(seat).collect();
                seats.sort_unstable();
                Result_::Winners { seats }
            }
            Outcome::Draw => Result_::Draw,
        })
    }
}

/// Caro's online seat of a person.
fn person_seat(person: Person) -> u8 {
    match person {
        Person::Opener => 0,
        Person::Responder => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_each_game_starts_and_names_its_seats() {
        let names = |game, options: &[&str]| {
            let options: Vec<String> = options.iter().map(|s| (*s).to_owned()).collect();
            Referee::new(game, &options).map(|r| r.seat_names())
        };
        assert_eq!(
            names(GameId::Caro, &["opening=swap2"]),
            Ok(vec!["opener".into(), "responder".into()])
        );
        assert_eq!(
            names(GameId::Kauri, &[]),
            Ok(vec!["south".into(), "north".into()])
        );
        assert_eq!(
            names(GameId::Azacru, &["players=3"]).map(|n| n.len()),
            Ok(3)
        );
        assert_eq!(
            names(GameId::Azacru, &["players=4"]).map(|n| n.len()),
            Ok(4)
        );
        assert!(names(GameId::Caro, &["opening=chess"]).is_err());
        assert!(names(GameId::Caro, &["nonsense"]).is_err());
    }

    #[test]
    fn test_a_move_is_checked_and_written_canonically() {
        let mut caro = Referee::new(GameId::Caro, &[]).expect("caro");
        assert_eq!(caro.to_move(), Some(0));
        assert_eq!(caro.play("h8"), Ok("h8".into()));
        assert_eq!(caro.play("h8"), Err(MoveError::Occupied));
        assert_eq!(caro.play("zz99"), Err(MoveError::Malformed));
        assert_eq!(caro.to_move(), Some(1));
    }

    #[test]
    fn test_caro_seats_are_persons_through_the_colour_choice() {
        let mut caro = Referee::new(GameId::Caro, &["opening=swap".into()]).expect("caro");
        for token in ["h8", "i9", "h10"] {
            assert_eq!(caro.to_move(), Some(0));
            caro.play(token).expect("legal");
        }
        // The responder chooses, takes white, and so places the 4th stone too.
        assert_eq!(caro.to_move(), Some(1));
        caro.play("=w").expect("a choice");
        assert_eq!(caro.to_move(), Some(1));
        // The opener holds black; five black stones in a row win for the opener.
        for token in ["a1", "h9", "a2", "h11", "a3", "h12"] {
            caro.play(token).expect("legal");
        }
        assert_eq!(caro.outcome(), Some(Result_::Winner { seat: 0 }));
        assert_eq!(caro.to_move(), None);
    }
}
