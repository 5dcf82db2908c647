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
//!
//! The game review asks for a look at a position instead: `review: <level>` in place of
//! `level:`, answered by `<id> look <look>` (see [`write_look`]) or `<id> look-error <why>`.

use std::cell::RefCell;

use ai::{
    Clock, Computer, Level, choose_move,
    review::{self, Look},
};
use engine::{GameId, Record};

/// What the worker says once it listens.
pub const READY: &str = "ready";

/// Writes a request.
pub fn request(id: u32, level: Level, seed: u64, record: &Record) -> String {
    format!("tessera-ai 1 {id}\nlevel: {level}\nseed: {seed}\n{record}")
}

/// Writes a request for a look at the position after the record's moves, searched as
/// the review searches at `level`.
pub fn look_request(id: u32, level: Level, seed: u64, record: &Record) -> String {
    format!("tessera-ai 1 {id}\nreview: {level}\nseed: {seed}\n{record}")
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
        let (id, result) = read_answer(text, ["ok", "error"])?;
        Some(Answer { id, result })
    }
}

/// An answer `<id> <kind> <text>` of one of two kinds, the answer's and its error's: the
/// id and the text as a result; `None` for any other kind.
fn read_answer(text: &str, [ok, error]: [&str; 2]) -> Option<(u32, Result<String, String>)> {
    let (id, rest) = text.split_once(' ')?;
    let id = id.parse().ok()?;
    let (kind, text) = rest.split_once(' ')?;
    let result = match kind {
        _ if kind == ok => Ok(text.to_owned()),
        _ if kind == error => Err(text.to_owned()),
        _ => return None,
    };
    Some((id, result))
}

/// What the worker said about a position for the review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LookAnswer {
    /// The request it answers.
    pub id: u32,
    /// The look, as [`write_look`] wrote it, or why there is none.
    pub result: Result<String, String>,
}

impl LookAnswer {
    /// Reads an answer to a look request; `None` for anything else.
    pub fn parse(text: &str) -> Option<LookAnswer> {
        let (id, result) = read_answer(text, ["look", "look-error"])?;
        Some(LookAnswer { id, result })
    }
}

/// A request as the worker reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The id its answer repeats.
    pub id: u32,
    /// How strongly to play, or to search for the review.
    pub level: Level,
    /// A look at the position for the review, rather than a move.
    pub look: bool,
    /// The seed of the computer's choices.
    pub seed: u64,
    /// The game to move in.
    pub record: Record,
}

/// Answers a request for any game.
pub fn answer(text: &str, clock: &dyn Clock) -> String {
    reply(read(text), |r| think(r, clock))
}

/// Answers a request for the game `G` only: each game's worker carries only its own
/// player (a fraction of the download of all five).
pub fn answer_in<G: Computer>(text: &str, clock: &dyn Clock) -> String {
    reply(read(text), |r| match r.record.game {
        game if game == G::ID => think_in::<G>(r, clock),
        game => Err(format!("this worker plays {} only, not {game}", G::ID)),
    })
}

/// The answer to a request, `think`ing about it if it could be read.
fn reply(
    request: Result<Request, String>,
    think: impl FnOnce(&Request) -> Result<String, String>,
) -> String {
    let (id, look, result) = match request {
        Ok(r) => (r.id, r.look, think(&r)),
        Err(why) => (0, false, Err(why)),
    };
    match (result, look) {
        (Ok(token), false) => format!("{id} ok {token}"),
        (Err(why), false) => format!("{id} error {why}"),
        (Ok(look), true) => format!("{id} look {look}"),
        (Err(why), true) => format!("{id} look-error {why}"),
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
    let (look, level) = match lines.next() {
        Some(line) => match line.split_once(':') {
            Some(("level", level)) => (false, level),
            Some(("review", level)) => (true, level),
            _ => return Err("no level:".into()),
        },
        None => return Err("no level:".into()),
    };
    let level = level.trim().parse::<Level>().map_err(|e| e.to_string())?;
    let mut field = |key: &str| {
        lines
            .next()
            .and_then(|l| l.strip_prefix(key))
            .map(str::trim)
            .ok_or(format!("no {key}"))
    };
    let seed = field("seed:")?.parse().map_err(|_| "bad seed")?;
    let record = lines
        .next()
        .ok_or("no record")?
        .parse()
        .map_err(|e: engine::ParseRecordError| e.to_string())?;
    Ok(Request {
        id,
        level,
        look,
        seed,
        record,
    })
}

fn think(request: &Request, clock: &dyn Clock) -> Result<String, String> {
    engine::with_game!(request.record.game, G => think_in::<G>(request, clock))
}

fn think_in<G: Computer>(request: &Request, clock: &dyn Clock) -> Result<String, String> {
    let Request {
        level,
        seed,
        ref record,
        ..
    } = *request;
    let game = record.replay::<G>()?.game;
    if request.look {
        return Ok(look_at(&game, level, seed, clock));
    }
    let m = choose_move(&game, level, seed, clock).ok_or("the game is over")?;
    Ok(game.format_move(m))
}

thread_local! {
    /// The looks the worker's last look took on its way (after a stone placed by rule, a
    /// forced answer), as written, by level, seed and position code: the review asks for
    /// them next.
    static AHEAD: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// The look at `game`, written; taken on the way by the look before it, or searched.
fn look_at<G: Computer>(game: &G, level: Level, seed: u64, clock: &dyn Clock) -> String {
    let key = |game: &G| format!("{level} {seed} {}", game.to_code());
    let wanted = key(game);
    AHEAD.with_borrow_mut(|ahead| {
        if let Some(at) = ahead.iter().position(|(k, _)| *k == wanted) {
            return ahead.swap_remove(at).1;
        }
        ahead.clear();
        let settings = review::settings(game, level);
        let look = review::look_ahead(game, &settings, seed, clock, &mut |next, look| {
            ahead.push((key(next), write_look(next, look)));
        });
        write_look(game, &look)
    })
}

/// A look as text: `mover=<player or -> winner=<player or -> only=<0 or 1>
/// chances=<thousandths, by player> line <the computer's line, its move first>`, the line's
/// tokens written in the positions they are played in.
pub fn write_look<G: Computer>(game: &G, look: &Look<G::Move>) -> String {
    let player = |p: Option<usize>| p.map_or_else(|| "-".to_owned(), |p| p.to_string());
    let chances: Vec<String> = look.chances.iter().map(u16::to_string).collect();
    let line = engine::format_line(game, &look.line);
    format!(
        "mover={} winner={} only={} chances={} line {}",
        player(look.mover),
        player(look.winner),
        u8::from(look.only_move),
        chances.join(","),
        line.join(" ")
    )
}

/// Reads a look that [`write_look`] wrote about `game`; `None` if it is not one, or names
/// a move that is not legal there. The line stops at its first move that is not.
pub fn read_look<G: Computer>(game: &G, text: &str) -> Option<Look<G::Move>> {
    let (fields, line) = text.split_once(" line")?;
    let mut fields = fields.split(' ');
    let mut field = |key: &str| fields.next()?.strip_prefix(key)?.strip_prefix('=');
    let player = |text: &str| match text {
        "-" => Some(None),
        n => n.parse::<usize>().ok().filter(|&p| p < 4).map(Some),
    };
    let mover = player(field("mover")?)?;
    let winner = player(field("winner")?)?;
    let only_move = field("only")? == "1";
    let chances = field("chances")?
        .split(',')
        .map(|c| c.parse::<u16>().ok().filter(|&c| c <= review::CERTAIN))
        .collect::<Option<Vec<u16>>>()?;
    if chances.len() != game.seats().len() {
        return None;
    }
    let mut position = game.clone();
    let line: Vec<G::Move> = line
        .split_whitespace()
        .map_while(|token| position.play_token(token).ok())
        .collect();
    Some(Look {
        mover,
        best: line.first().copied(),
        line,
        chances,
        winner,
        only_move,
        score: 0,
        depth: 0,
        nodes: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ai::NoClock;
    use engine::{Game, caro::Caro, kauri::Kauri};

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
        engine::with_game!(record.game, G => record.replay::<G>().map(|_| ()))
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

    #[test]
    fn test_the_look_after_a_forced_stone_is_taken_on_the_way() {
        // Black's only stone is l9: the look at Black's position follows it and keeps the
        // look at White's, which is then the answer, as the same request answered afresh.
        let moves = "h8 j6 j10 h6 f8 i9 k9 l8 k7 i6 k6 k8 j7 i8 i10 l7 l5 g5 i4 l10 j11 j12 \
                     k4 f4 e3 k11 n8 g6 f6 k12 m6 n7 m5 l11";
        let level = Level::new(2).expect("level");
        let after = look_request(2, level, 1, &record(&format!("{moves} l9")));
        let fresh = answer_in::<Caro>(&after, &NoClock);
        answer_in::<Caro>(&look_request(1, level, 1, &record(moves)), &NoClock);
        assert_eq!(
            AHEAD.with_borrow(Vec::len),
            1,
            "the look at White's position"
        );
        assert_eq!(answer_in::<Caro>(&after, &NoClock), fresh);
        assert_eq!(AHEAD.with_borrow(Vec::len), 0, "taken");
        // Another level's look is searched, not taken.
        answer_in::<Caro>(&look_request(1, level, 1, &record(moves)), &NoClock);
        let deeper = look_request(
            2,
            Level::new(3).expect("level"),
            1,
            &record(&format!("{moves} l9")),
        );
        answer_in::<Caro>(&deeper, &NoClock);
        assert_eq!(AHEAD.with_borrow(Vec::len), 0, "cleared by a new search");
    }

    #[test]
    fn test_a_look_request_is_answered_with_a_look_that_reads_back() {
        let moves = "h8 g8 i8 h7 j8 i7 k8";
        let text = look_request(9, Level::new(2).expect("level"), 1, &record(moves));
        assert_eq!(read(&text).map(|r| r.look), Ok(true));
        let answer = LookAnswer::parse(&answer_in::<Caro>(&text, &NoClock)).expect("a look");
        assert_eq!(answer.id, 9);
        let written = answer.result.expect("a look");
        let mut game = Caro::default();
        for token in moves.split_whitespace() {
            game.play_token(token).expect("legal");
        }
        let look = read_look(&game, &written).expect("it reads");
        // White must stop the four: at l8, or at m8 beyond its open end.
        let best = look.best.map(|m| game.format_move(m));
        assert!(matches!(best.as_deref(), Some("l8" | "m8")), "{written}");
        assert_eq!(look.mover, Some(1));
        assert_eq!(look.chances.iter().sum::<u16>(), 1000);
        assert_eq!(write_look(&game, &look), written);
        // A move answer is not a look, and a look is not a move answer.
        assert_eq!(LookAnswer::parse("9 ok h8"), None);
        assert_eq!(Answer::parse(&format!("9 look {written}")), None);
    }

    #[test]
    fn test_a_bad_look_is_refused() {
        let game = Caro::default();
        for text in [
            "",
            "mover=0 winner=- only=0 chances=500 line h8",
            "mover=0 winner=- only=0 chances=500,1200 line h8",
            "mover=7 winner=- only=0 chances=500,500 line h8",
            "mover=0 winner=- chances=500,500 line h8",
        ] {
            assert_eq!(read_look(&game, text), None, "{text}");
        }
        // An illegal move ends the line there.
        let look =
            read_look(&game, "mover=0 winner=- only=0 chances=600,400 line h8 h8").expect("a look");
        assert_eq!(look.line.len(), 1);
        let over = request(4, Level::MIN, 1, &record("h8 a1 i8 a2 j8 a3 k8 a4 l8"));
        let over = over.replacen("level:", "review:", 1);
        let answer = LookAnswer::parse(&answer(&over, &NoClock)).expect("an answer");
        let look = read_look(&Caro::default(), &answer.result.expect("a look")).expect("reads");
        assert_eq!((look.mover, look.winner), (None, Some(0)));
        assert_eq!(
            LookAnswer::parse("3 look-error no record"),
            Some(LookAnswer {
                id: 3,
                result: Err("no record".into())
            })
        );
    }
}
