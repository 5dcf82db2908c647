//! A game as an address carries it: options, a start position, moves, the shown move
//! and the computer's seats, read and written as the query of a game's fragment
//! (`opening=swap2&moves=h8,i9,h10,=w,g9`). Move tokens never contain a comma
//! (`docs/rules/README.md`, rule 2), so commas separate them and the address stays
//! readable.

mod online;

use engine::Record;

pub use online::OnlineLink;

/// The players the computer plays (counted from 0: the one who began), each with its
/// level from 1 to 5.
pub type ComputerPlayers = Vec<(usize, u8)>;

/// A game as an address carries it: option assignments, a start position and move
/// tokens, not yet checked against the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameLink {
    /// `key=value` texts, in address order.
    pub options: Vec<String>,
    /// The position code the game starts from, if not the start position.
    pub position: Option<String>,
    /// Move tokens, in order.
    pub moves: Vec<String>,
    /// How many moves to show on opening, when not all.
    pub at: Option<usize>,
    /// The players the computer plays, and at which level: `computer=2:3` is the second
    /// player at level 3 (players counted from 1, as people count them).
    pub computer: ComputerPlayers,
    /// The game is open in its review (`&review`).
    pub review: bool,
}

impl GameLink {
    /// Reads `opening=swap&moves=h8,i9`. Unknown keys are kept as options, so that the
    /// game can say which option it does not know.
    pub fn parse(query: &str) -> GameLink {
        let mut link = GameLink::default();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let pair = percent_decode(pair);
            match pair.split_once('=') {
                Some(("moves", tokens)) => link.moves.extend(
                    tokens
                        .split(',')
                        .filter(|t| !t.is_empty())
                        .map(str::to_owned),
                ),
                Some(("position", code)) => link.position = Some(code.to_owned()),
                // An unreadable `at` opens the game at its end, which loses nothing.
                Some(("at", n)) => link.at = n.parse().ok(),
                // Unreadable entries are dropped: a person then plays that seat.
                Some(("computer", seats)) => link.computer = read_computer(seats),
                // The page's language, not the game's (see `Route::language`).
                Some(("lang", _)) => {}
                None if pair == "review" => link.review = true,
                Some(("review", value)) => link.review = value != "0",
                _ => link.options.push(pair),
            }
        }
        link
    }

    /// The fragment for `game`, with only the parts that are present.
    pub fn to_fragment(&self, game: engine::GameId) -> String {
        let parts = self.to_fragment_query();
        match parts.is_empty() {
            true => format!("#/{game}"),
            false => format!("#/{game}?{}", parts.join("&")),
        }
    }

    /// The query pairs of the link, in the order [`GameLink::parse`] reads them.
    pub fn to_fragment_query(&self) -> Vec<String> {
        let mut parts: Vec<String> = self.options.iter().map(|o| escape(o)).collect();
        if let Some(code) = &self.position {
            parts.push(format!("position={}", escape(code)));
        }
        if !self.moves.is_empty() {
            let tokens: Vec<String> = self.moves.iter().map(|t| escape(t)).collect();
            parts.push(format!("moves={}", tokens.join(",")));
        }
        if let Some(at) = self.at {
            parts.push(format!("at={at}"));
        }
        if !self.computer.is_empty() {
            parts.push(format!("computer={}", write_computer(&self.computer)));
        }
        if self.review {
            parts.push("review".to_owned());
        }
        parts
    }

    /// The record of this game (a record has no shown move).
    pub fn to_record(&self, game: engine::GameId) -> Record {
        Record {
            game,
            options: self.options.clone(),
            position: self.position.clone(),
            moves: self.moves.clone(),
        }
    }

    /// The link of a record, open at its end: the link its address reads, so that the
    /// game opened is the one the address then names. A record may hold what no address
    /// can (a token `h8,i9`, an option `moves=h8`): these read as the address reads them.
    pub fn from_record(record: &Record) -> GameLink {
        let raw = GameLink {
            options: record.options.clone(),
            position: record.position.clone(),
            moves: record.moves.clone(),
            ..GameLink::default()
        };
        GameLink::parse(&raw.to_fragment_query().join("&"))
    }

    /// Whether the link names no game in particular: no options, position or moves.
    pub fn is_bare(&self) -> bool {
        self.options.is_empty()
            && self.position.is_none()
            && self.moves.is_empty()
            && self.computer.is_empty()
            && !self.review
    }
}

/// Writes the computer's seats as `1:5,2:3` (players counted from 1, as people count them).
pub fn write_computer(seats: &ComputerPlayers) -> String {
    let seats: Vec<String> = seats
        .iter()
        .map(|(player, level)| format!("{}:{level}", player + 1))
        .collect();
    seats.join(",")
}

/// Reads `2:3,1:5` into players counted from 0, each once, with levels 1 to 5; what cannot
/// be read is left out (a person then plays that seat).
pub fn read_computer(text: &str) -> ComputerPlayers {
    let mut seats: ComputerPlayers = text
        .split(',')
        .filter_map(|entry| {
            let (player, level) = entry.split_once(':')?;
            let player = player
                .parse::<usize>()
                .ok()?
                .checked_sub(1)
                .filter(|&p| p < 4)?;
            let level = level.parse::<u8>().ok().filter(|l| (1..=5).contains(l))?;
            Some((player, level))
        })
        .collect();
    seats.sort_unstable();
    seats.dedup_by_key(|(player, _)| *player);
    seats
}

/// Escapes what [`percent_decode`] would otherwise misread in a query pair: `%` and the
/// pair separator `&`. Nothing else, so that links stay readable.
pub(crate) fn escape(text: &str) -> String {
    text.replace('%', "%25").replace('&', "%26")
}

/// Undoes `%XX` escapes that some programs add to links; anything malformed stays as it
/// is, for the game to reject with a message.
pub(crate) fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&hi), Some(&lo)) if hex(hi).is_some() && hex(lo).is_some() => {
                out.push((hex(hi).unwrap_or(0) * 16 + hex(lo).unwrap_or(0)) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
