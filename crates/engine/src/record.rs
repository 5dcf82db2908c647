//! Game records: the game, its options, an optional set-up position and the moves; their
//! text form (the file a player downloads and the command line replays); and replaying them.
//!
//! The text form, version 1, is a few `key: value` lines after a header:
//!
//! ```text
//! tessera-record 1
//! game: caro
//! options: opening=swap2
//! moves: h8 i9 h10 =w g9
//! ```
//!
//! - The first line that is neither blank nor a `#` comment must be `tessera-record 1`.
//! - `game:` (required, once) is the game id.
//! - `options:` holds `key=value` assignments separated by spaces; it may repeat.
//! - `position:` (at most once) is a position code the game starts from instead of the
//!   start position.
//! - `moves:` holds move tokens separated by spaces; it may repeat, and the moves follow
//!   on in order (long games may be wrapped).
//! - Lines with other keys are ignored, so that later versions may add information that
//!   this version can skip; blank lines and `#` comments are ignored everywhere.

use std::{error::Error, fmt, str::FromStr};

use crate::{Game, GameId, GameOptions, MoveError, UnknownGame};

/// The version of the record text this engine writes and reads.
pub const RECORD_VERSION: u32 = 1;

/// A game as a record: what is needed to replay it, as text not yet checked against the
/// game's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game.
    pub game: GameId,
    /// `key=value` option assignments.
    pub options: Vec<String>,
    /// The position code the game starts from, when not the start position.
    pub position: Option<String>,
    /// The move tokens, in order.
    pub moves: Vec<String>,
}

impl Record {
    /// A record of `game` with no options and no moves.
    pub fn new(game: GameId) -> Self {
        Record {
            game,
            options: Vec::new(),
            position: None,
            moves: Vec::new(),
        }
    }

    /// The position the record starts from: its game's start with its options, or its
    /// position code. `G` is the record's game (see [`with_game!`](crate::with_game)).
    ///
    /// # Errors
    ///
    /// One line: an option's (`option 'players=5': …`), or `position: <reason>`.
    pub fn start<G: Game>(&self) -> Result<G, String> {
        debug_assert_eq!(self.game, G::ID, "a record replayed as another game");
        let options = G::Options::from_assignments(self.options.iter().map(String::as_str))
            .map_err(|e| e.to_string())?;
        match &self.position {
            Some(code) => G::from_code(options, code).map_err(|e| format!("position: {e}")),
            None => Ok(G::new(options)),
        }
    }

    /// The record's game, replayed: its start, its moves and where they lead.
    ///
    /// # Errors
    ///
    /// One line: as [`Record::start`], or `move <n> '<token>': <reason>` for the first
    /// move that is malformed or illegal.
    ///
    /// ```
    /// use engine::{GameId, Record, caro::Caro};
    ///
    /// let record: Record = "tessera-record 1\ngame: caro\nmoves: h8 i9\n".parse().unwrap();
    /// let replayed = record.replay::<Caro>().unwrap();
    /// assert_eq!(replayed.moves.len(), 2);
    /// let record = Record { moves: vec!["h8".into(), "h8".into()], ..Record::new(GameId::Caro) };
    /// assert_eq!(record.replay::<Caro>().unwrap_err(), "move 2 'h8': point already taken");
    /// ```
    pub fn replay<G: Game>(&self) -> Result<Replayed<G>, String> {
        let start = self.start::<G>()?;
        let (game, moves) = replay_from(start.clone(), self.moves.iter().map(String::as_str))
            .map_err(|e| e.to_string())?;
        Ok(Replayed { start, moves, game })
    }
}

/// A record's game, replayed ([`Record::replay`]).
#[derive(Clone, Debug)]
pub struct Replayed<G: Game> {
    /// The position it starts from.
    pub start: G,
    /// Its moves, in order.
    pub moves: Vec<G::Move>,
    /// The position they lead to.
    pub game: G,
}

/// Why a record's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRecordError {
    /// The line, counting from 1 (0 when the whole text is at fault).
    pub line: usize,
    /// What is wrong.
    pub kind: ParseRecordErrorKind,
}

/// What is wrong with a record's text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseRecordErrorKind {
    /// The text does not start with `tessera-record <version>`.
    NotARecord,
    /// The record is of a version this engine does not read.
    Version(String),
    /// A line is not `key: value`.
    NotKeyValue,
    /// `game:` names no game.
    UnknownGame(UnknownGame),
    /// A key that may appear once appears again.
    Repeated(&'static str),
    /// There is no `game:` line.
    NoGame,
}

impl ParseRecordErrorKind {
    /// A stable, kebab-case name of the error (for translations).
    pub const fn id(&self) -> &'static str {
        match self {
            ParseRecordErrorKind::NotARecord => "record-not-a-record",
            ParseRecordErrorKind::Version(_) => "record-version",
            ParseRecordErrorKind::NotKeyValue => "record-not-key-value",
            ParseRecordErrorKind::UnknownGame(_) => "record-unknown-game",
            ParseRecordErrorKind::Repeated(_) => "record-repeated",
            ParseRecordErrorKind::NoGame => "record-no-game",
        }
    }
}

impl fmt::Display for ParseRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "record line {}: ", self.line)?;
        } else {
            f.write_str("record: ")?;
        }
        match &self.kind {
            ParseRecordErrorKind::NotARecord => {
                write!(f, "expected 'tessera-record {RECORD_VERSION}' first")
            }
            ParseRecordErrorKind::Version(v) => write!(
                f,
                "version '{v}' is not one this program reads (it reads {RECORD_VERSION})"
            ),
            ParseRecordErrorKind::NotKeyValue => f.write_str("expected 'key: value'"),
            ParseRecordErrorKind::UnknownGame(e) => e.fmt(f),
            ParseRecordErrorKind::Repeated(key) => write!(f, "'{key}:' may appear only once"),
            ParseRecordErrorKind::NoGame => f.write_str("no 'game:' line"),
        }
    }
}

impl Error for ParseRecordError {}

impl FromStr for Record {
    type Err = ParseRecordError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = |line, kind| ParseRecordError { line, kind };
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.trim()))
            .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'));

        let (header_line, header) = lines
            .next()
            .ok_or(error(0, ParseRecordErrorKind::NotARecord))?;
        let version = header
            .strip_prefix("tessera-record")
            .filter(|rest| rest.starts_with(' '))
            .ok_or(error(header_line, ParseRecordErrorKind::NotARecord))?
            .trim();
        if version != RECORD_VERSION.to_string() {
            return Err(error(
                header_line,
                ParseRecordErrorKind::Version(version.to_owned()),
            ));
        }

        let mut game = None;
        let mut record = Record::new(GameId::Caro);
        for (n, line) in lines {
            let (key, value) = line
                .split_once(':')
                .ok_or(error(n, ParseRecordErrorKind::NotKeyValue))?;
            let value = value.trim();
            match key.trim() {
                "game" if game.is_some() => {
                    return Err(error(n, ParseRecordErrorKind::Repeated("game")));
                }
                "game" => {
                    let id = value
                        .parse()
                        .map_err(|e| error(n, ParseRecordErrorKind::UnknownGame(e)))?;
                    game = Some(id);
                }
                "options" => record
                    .options
                    .extend(value.split_whitespace().map(str::to_owned)),
                "position" if record.position.is_some() => {
                    return Err(error(n, ParseRecordErrorKind::Repeated("position")));
                }
                "position" => record.position = Some(value.to_owned()),
                "moves" => record
                    .moves
                    .extend(value.split_whitespace().map(str::to_owned)),
                _ => {}
            }
        }
        record.game = game.ok_or(error(0, ParseRecordErrorKind::NoGame))?;
        Ok(record)
    }
}

impl fmt::Display for Record {
    /// The canonical text, with moves wrapped ten to a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "tessera-record {RECORD_VERSION}")?;
        writeln!(f, "game: {}", self.game)?;
        if !self.options.is_empty() {
            writeln!(f, "options: {}", self.options.join(" "))?;
        }
        if let Some(code) = &self.position {
            writeln!(f, "position: {code}")?;
        }
        for chunk in self.moves.chunks(10) {
            writeln!(f, "moves: {}", chunk.join(" "))?;
        }
        Ok(())
    }
}

/// A token of a record that could not be played. It keeps the game up to the last good
/// move, so that nothing before the bad token is lost.
#[derive(Clone, Debug)]
pub struct ReplayError<G: Game> {
    /// Where the bad token stands in the record, counting from 0.
    pub index: usize,
    /// The bad token.
    pub token: String,
    /// Why it was refused.
    pub error: MoveError,
    /// The position after the good moves.
    pub game: G,
    /// The good moves.
    pub moves: Vec<G::Move>,
}

impl<G: Game> fmt::Display for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {} '{}': {}",
            self.index + 1,
            self.token,
            self.error
        )
    }
}

impl<G: Game> Error for ReplayError<G> {}

/// Plays `tokens` from the start position of a game with `options`, returning the final
/// position and the moves.
///
/// # Errors
///
/// [`ReplayError`] at the first token that is malformed or illegal.
///
/// # Examples
///
/// ```
/// use engine::{Game, caro::{Caro, CaroOptions}, replay};
///
/// let err = replay::<Caro>(CaroOptions::default(), ["h8", "h8"]).unwrap_err();
/// assert_eq!(err.to_string(), "move 2 'h8': point already taken");
/// assert_eq!(err.moves.len(), 1);
/// ```
pub fn replay<'a, G: Game>(
    options: G::Options,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Result<(G, Vec<G::Move>), ReplayError<G>> {
    replay_from(G::new(options), tokens)
}

/// The tokens of `moves` played from `start`, each written in the position it is played
/// in: what [`replay_from`] reads back.
///
/// ```
/// use engine::{Game, caro::Caro, format_line, replay_from};
///
/// let (_, moves) = replay_from(Caro::default(), ["h8", "i9"]).unwrap();
/// assert_eq!(format_line(&Caro::default(), &moves), ["h8", "i9"]);
/// ```
pub fn format_line<G: Game>(start: &G, moves: &[G::Move]) -> Vec<String> {
    let mut game = start.clone();
    moves
        .iter()
        .map(|&m| {
            let token = game.format_move(m);
            game.play_unchecked(m);
            token
        })
        .collect()
}

/// Plays `tokens` from the position `start`, as [`replay`] does from the start position.
///
/// # Errors
///
/// [`ReplayError`] at the first token that is malformed or illegal.
pub fn replay_from<'a, G: Game>(
    start: G,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Result<(G, Vec<G::Move>), ReplayError<G>> {
    let mut game = start;
    let mut moves = Vec::new();
    for (index, token) in tokens.into_iter().enumerate() {
        match game.play_token(token) {
            Ok(m) => moves.push(m),
            Err(error) => {
                return Err(ReplayError {
                    index,
                    token: token.to_owned(),
                    error,
                    game,
                    moves,
                });
            }
        }
    }
    Ok((game, moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(text: &str) -> Result<Record, ParseRecordError> {
        text.parse()
    }

    #[test]
    fn test_record_text_round_trips() {
        let mut r = Record::new(GameId::Caro);
        r.options = vec!["opening=swap2".into(), "closed=never".into()];
        r.moves = (1..=12).map(|i| format!("a{i}")).collect();
        let text = r.to_string();
        assert_eq!(
            text,
            "tessera-record 1\ngame: caro\noptions: opening=swap2 closed=never\n\
             moves: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10\nmoves: a11 a12\n"
        );
        assert_eq!(record(&text), Ok(r));
        let mut p = Record::new(GameId::Caro);
        p.position = Some("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1".into());
        assert_eq!(record(&p.to_string()), Ok(p));
    }

    #[test]
    fn test_record_text_is_forgiving_where_it_is_safe() {
        let text = "# saved by hand\n\n  tessera-record 1\nmoves: h8  i9\ngame:caro\n\
                    annotator: me\nmoves: h10\n";
        let r = record(text).expect("valid");
        assert_eq!(r.game, GameId::Caro);
        assert_eq!(r.moves, ["h8", "i9", "h10"]);
    }

    #[test]
    fn test_record_text_errors_name_the_line() {
        let cases = [
            ("", "record: expected 'tessera-record 1' first"),
            (
                "game: caro",
                "record line 1: expected 'tessera-record 1' first",
            ),
            (
                "tessera-recording 1",
                "record line 1: expected 'tessera-record 1' first",
            ),
            (
                "tessera-record 2\ngame: caro",
                "record line 1: version '2' is not one this program reads (it reads 1)",
            ),
            (
                "tessera-record 1\nmoves h8",
                "record line 2: expected 'key: value'",
            ),
            ("tessera-record 1\nmoves: h8", "record: no 'game:' line"),
            (
                "tessera-record 1\ngame: caro\ngame: kauri",
                "record line 3: 'game:' may appear only once",
            ),
            (
                "tessera-record 1\n# c\ngame: chess",
                "record line 3: game 'chess': no such game \
                 (expected karo-four, karo-jumpers, kauri, azacru, caro)",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                record(text).map_err(|e| e.to_string()),
                Err(message.to_owned()),
                "{text:?}"
            );
        }
    }
}
