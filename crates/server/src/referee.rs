//! The engine as referee: a game of any of the five kinds, played from move tokens, with
//! its seats as online play counts them: an online seat is the engine's player
//! ([`Game::player_in`]). The server never takes a client's word for a move: every token
//! goes through `tessera-engine`, the code the browsers run.

use engine::{Game, GameId, GameOptions, MoveError, Outcome};
use protocol::Outcome as Result_;

/// What the referee asks of a game, whatever its kind: the engine's [`Game`], with its
/// moves as tokens. Every game is one (`engine::with_game!` picks the kind once, at the
/// start), so a new game needs nothing here.
trait Position: std::fmt::Debug + Send + Sync {
    fn player_count(&self) -> usize;
    fn player_names(&self) -> Vec<String>;
    fn player_to_move(&self) -> Option<usize>;
    /// Plays a move from its token, returning its canonical token.
    fn play(&mut self, token: &str) -> Result<String, MoveError>;
    fn legal_tokens(&self) -> Vec<String>;
    /// Each player's score, for games that keep one.
    fn score(&self) -> Option<Vec<u32>>;
    /// How the game ended, with the winners as players.
    fn outcome(&self) -> Option<Result_>;
    /// A copy, for a move's check on a position of its own.
    fn copy(&self) -> Box<dyn Position>;
}

impl<G: Game + Send + Sync + 'static> Position for G {
    fn player_count(&self) -> usize {
        Game::player_count(self)
    }

    fn player_names(&self) -> Vec<String> {
        (0..self.player_count())
            .map(|player| self.player_name(player).to_owned())
            .collect()
    }

    fn player_to_move(&self) -> Option<usize> {
        Game::player_to_move(self)
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

    /// The engine's scores, one a seat taken in seat order, by player instead.
    fn score(&self) -> Option<Vec<u32>> {
        let scores = Game::score(self)?;
        let mut by_player = vec![0; scores.len()];
        for (seat, score) in self.seats().iter().zip(scores) {
            if let Some(slot) = by_player.get_mut(self.player_in(seat)) {
                *slot = score;
            }
        }
        Some(by_player)
    }

    fn outcome(&self) -> Option<Result_> {
        let player = |seat| u8::try_from(self.player_in(seat)).ok();
        Some(match Game::outcome(self)? {
            Outcome::Winner(winner) => match player(winner) {
                Some(seat) => Result_::Winner { seat },
                None => Result_::Draw,
            },
            Outcome::Winners(winners) => {
                let mut seats: Vec<u8> = winners.iter().filter_map(player).collect();
                seats.sort_unstable();
                Result_::Winners { seats }
            }
            Outcome::Draw => Result_::Draw,
        })
    }

    fn copy(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}

/// A game being refereed.
#[derive(Debug)]
pub struct Referee {
    position: Box<dyn Position>,
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
        let position: Box<dyn Position> =
            engine::with_game!(game, G => Box::new(start::<G>(options)?));
        Ok(Referee { position })
    }

    /// How many seats the game has: one a player.
    pub fn seat_count(&self) -> usize {
        self.position.player_count()
    }

    /// Each online seat's name: its player's (`south`, `east`; Caro's persons
    /// `opener` and `responder`, whose colours a swap opening chooses during play).
    pub fn seat_names(&self) -> Vec<String> {
        self.position.player_names()
    }

    /// The seat to move, or none once the game is over.
    pub fn to_move(&self) -> Option<u8> {
        u8::try_from(self.position.player_to_move()?).ok()
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

    /// Each seat's score, by online seat, for games that keep one (Kauri's stores,
    /// Azacru's fields).
    pub fn score(&self) -> Option<Vec<u32>> {
        self.position.score()
    }

    /// How the game ended by its rules, in online seats, once it has.
    pub fn outcome(&self) -> Option<Result_> {
        self.position.outcome()
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

    #[test]
    fn test_online_seats_are_players_counted_from_the_first_mover() {
        use engine::azacru::{Azacru, AzacruOptions, Side};

        let options = ["first=west".to_owned()];
        let mut azacru = Referee::new(GameId::Azacru, &options).expect("azacru");
        assert_eq!(azacru.seat_names(), ["west", "east"]);
        assert_eq!(azacru.to_move(), Some(0));
        let mut engine_game =
            Azacru::new(AzacruOptions::from_assignments(["first=west"]).expect("options"));
        // Until the two sides' fields differ, so that the order shows.
        while engine_game.fields(Side::West) == engine_game.fields(Side::East) {
            let token = azacru.legal_tokens().pop().expect("the game goes on");
            azacru.play(&token).expect("legal");
            engine_game.play_token(&token).expect("legal");
        }
        // Each score is its online seat's: west's fields first.
        let fields = |side| engine_game.fields(side);
        assert_eq!(
            azacru.score(),
            Some(vec![fields(Side::West), fields(Side::East)])
        );
    }
}
