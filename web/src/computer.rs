//! The computer player's side of the site: what the page asks the AI worker and what it
//! answers, as plain text both ways (no serialisation library, and easy to read in the
//! browser's tools).
//!
//! A request is a header, the level and seed, and the game as a record:
//!
//! ```text
//! tessera-ai 1 17
//! level: 3
//! seed: 12345
//! tessera-record 1
//! game: caro
//! moves: h8 i9
//! ```
//!
//! The answer is `<id> ok <move token>` or `<id> error <why>`; the id (17 above) lets the
//! page ignore an answer to a position it has left.

use ai::{Clock, Computer, Level, choose_move};
use engine::{
    GameId, GameOptions, Record,
    azacru::Azacru,
    caro::Caro,
    karo::{four::KaroFour, jumpers::KaroJumpers},
    kauri::Kauri,
    replay_from,
};

/// What the worker says once it listens.
pub const READY: &str = "ready";

/// Writes a request.
pub fn request(id: u32, level: Level, seed: u64, record: &Record) -> String {
    format!("tessera-ai 1 {id}\nlevel: {level}\nseed: {seed}\n{record}")
}

/// What the worker answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The request it answers.
    pub id: u32,
    /// The move's token, or why there is none.
    pub result: Result<String, String>,
}

impl Answer {
    /// Reads an answer; `None` for anything else.
    pub fn parse(text: &str) -> Option<Answer> {
        let (id, rest) = text.split_once(' ')?;
        let id = id.parse().ok()?;
        let result = match rest.split_once(' ')? {
            ("ok", token) => Ok(token.to_owned()),
            ("error", why) => Err(why.to_owned()),
            _ => return None,
        };
        Some(Answer { id, result })
    }
}

/// A request as the worker reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The id its answer repeats.
    pub id: u32,
    /// How strongly to play.
    pub level: Level,
    /// The seed of the computer's choices.
    pub seed: u64,
    /// The game to move in.
    pub record: Record,
}

/// Answers a request for any game.
pub fn answer(text: &str, clock: &dyn Clock) -> String {
    reply(read(text), |r| think(r.level, r.seed, &r.record, clock))
}

/// Answers a request for the game `G` only: each game's worker carries only its own
/// player (a fraction of the download of all five).
pub fn answer_in<G: Computer>(text: &str, clock: &dyn Clock) -> String {
    reply(read(text), |r| match r.record.game {
        game if game == G::ID => think_in::<G>(r.level, r.seed, &r.record, clock),
        game => Err(format!("this worker plays {} only, not {game}", G::ID)),
    })
}

/// The answer to a request, `think`ing about it if it could be read.
fn reply(
    request: Result<Request, String>,
    think: impl FnOnce(&Request) -> Result<String, String>,
) -> String {
    let (id, result) = match request {
        Ok(r) => (r.id, think(&r)),
        Err(why) => (0, Err(why)),
    };
    match result {
        Ok(token) => format!("{id} ok {token}"),
        Err(why) => format!("{id} error {why}"),
    }
}

/// The file that starts `game`'s worker (Trunk's loader for the bundle `ai-<game>`).
pub fn worker_loader(game: GameId) -> String {
    format!("ai-{game}_loader.js")
}

/// Reads a request (as [`request`] writes it), without thinking about it.
///
/// # Errors
///
/// What is missing or unreadable, as the worker's error answer says it.
pub fn read(text: &str) -> Result<Request, String> {
    let mut lines = text.splitn(4, '\n');
    let id = lines
        .next()
        .and_then(|l| l.strip_prefix("tessera-ai 1 "))
        .and_then(|id| id.parse().ok())
        .ok_or("not a request")?;
    let mut field = |key: &str| {
        lines
            .next()
            .and_then(|l| l.strip_prefix(key))
            .map(str::trim)
            .ok_or(format!("no {key}"))
    };
    let level = field("level:")?
        .parse::<Level>()
        .map_err(|e| e.to_string())?;
    let seed = field("seed:")?.parse().map_err(|_| "bad seed")?;
    let record = lines
        .next()
        .ok_or("no record")?
        .parse()
        .map_err(|e: engine::ParseRecordError| e.to_string())?;
    Ok(Request {
        id,
        level,
        seed,
        record,
    })
}

fn think(level: Level, seed: u64, record: &Record, clock: &dyn Clock) -> Result<String, String> {
    match record.game {
        GameId::Caro => think_in::<Caro>(level, seed, record, clock),
        GameId::KaroFour => think_in::<KaroFour>(level, seed, record, clock),
        GameId::KaroJumpers => think_in::<KaroJumpers>(level, seed, record, clock),
        GameId::Kauri => think_in::<Kauri>(level, seed, record, clock),
        GameId::Azacru => think_in::<Azacru>(level, seed, record, clock),
    }
}

fn think_in<G: Computer>(
    level: Level,
    seed: u64,
    record: &Record,
    clock: &dyn Clock,
) -> Result<String, String> {
    let options = G::Options::from_assignments(record.options.iter().map(String::as_str))
        .map_err(|e| e.to_string())?;
    let start = match &record.position {
        Some(code) => G::from_code(options, code).map_err(|e| e.to_string())?,
        None => G::new(options),
    };
    let (game, _) =
        replay_from(start, record.moves.iter().map(String::as_str)).map_err(|e| e.to_string())?;
    let m = choose_move(&game, level, seed, clock).ok_or("the game is over")?;
    Ok(game.format_move(m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ai::NoClock;

    fn record(moves: &str) -> Record {
        let mut record = Record::new(GameId::Caro);
        record.moves = moves.split_whitespace().map(str::to_owned).collect();
        record
    }

    #[test]
    fn test_request_and_answer() {
        let level = Level::new(2).expect("level");
        let text = request(7, level, 99, &record("h8 a1 i8 a2 j8 a3 k8 a4"));
        let answer = Answer::parse(&answer(&text, &NoClock)).expect("an answer");
        assert_eq!(answer.id, 7);
        let token = answer.result.expect("a move");
        assert!(
            ["g8", "l8"].contains(&token.as_str()),
            "takes the win: {token}"
        );
    }

    #[test]
    fn test_a_game_s_worker_answers_for_its_game_only() {
        let level = Level::new(2).expect("level");
        let text = request(5, level, 1, &record("h8 a1 i8 a2 j8 a3 k8 a4"));
        let answer = Answer::parse(&answer_in::<Caro>(&text, &NoClock)).expect("an answer");
        assert!(answer.result.is_ok(), "{answer:?}");
        let answer = Answer::parse(&answer_in::<Kauri>(&text, &NoClock)).expect("an answer");
        assert_eq!(answer.id, 5);
        assert_eq!(
            answer.result,
            Err("this worker plays kauri only, not caro".to_owned())
        );
    }

    #[test]
    fn test_every_game_gets_a_legal_move() {
        for (game, options) in [
            (GameId::Kauri, ""),
            (GameId::KaroFour, ""),
            (GameId::KaroJumpers, ""),
            (GameId::Azacru, ""),
            (GameId::Azacru, "players=4"),
        ] {
            let mut record = Record::new(game);
            record.options = options.split_whitespace().map(str::to_owned).collect();
            let text = answer(&request(3, Level::MIN, 1, &record), &NoClock);
            let token = Answer::parse(&text)
                .and_then(|a| a.result.ok())
                .unwrap_or_else(|| panic!("{game}: {text}"));
            let mut moves = record.clone();
            moves.moves.push(token.clone());
            assert!(replay_record(&moves).is_ok(), "{game}: {token} is legal");
        }
    }

    /// Whether the record's moves replay (every move legal).
    fn replay_record(record: &Record) -> Result<(), String> {
        fn replay<G: engine::Game>(record: &Record) -> Result<(), String> {
            let options = G::Options::from_assignments(record.options.iter().map(String::as_str))
                .map_err(|e| e.to_string())?;
            replay_from(G::new(options), record.moves.iter().map(String::as_str))
                .map(|_| ())
                .map_err(|e| e.to_string())
        }
        match record.game {
            GameId::Caro => replay::<Caro>(record),
            GameId::KaroFour => replay::<KaroFour>(record),
            GameId::KaroJumpers => replay::<KaroJumpers>(record),
            GameId::Kauri => replay::<Kauri>(record),
            GameId::Azacru => replay::<Azacru>(record),
        }
    }

    #[test]
    fn test_bad_requests_get_an_error_not_a_panic() {
        for text in [
            "",
            "hello",
            "tessera-ai 1 3\nlevel: 9\nseed: 1\n",
            "tessera-ai 1 3\nlevel: 2\nseed: x\n",
        ] {
            let answer = Answer::parse(&answer(text, &NoClock)).expect("an answer");
            assert!(answer.result.is_err(), "{text:?}");
        }
        let over = request(4, Level::MIN, 1, &record("h8 a1 i8 a2 j8 a3 k8 a4 l8"));
        assert_eq!(
            Answer::parse(&answer(&over, &NoClock)).map(|a| a.result),
            Some(Err("the game is over".into()))
        );
        assert_eq!(Answer::parse("x ok h8"), None);
        assert_eq!(Answer::parse("3 maybe h8"), None);
    }
}
