//! Reading what a player pastes or uploads: a link, a record, or a position code.

use engine::{CodeError, Game, GameId, ParseRecordError, Record};

use crate::{
    link::{GameLink, OnlineLink},
    route::{self, Route},
    t,
};

/// What a pasted text opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opened {
    /// A game on its page, as the link, record or code gives it.
    Game(GameId, GameLink),
    /// An online game on this site, at the seat the link names (a spectator's when it
    /// names none, as a live embed's link does): a person continuing on another device
    /// pastes their own link.
    Online(GameId, OnlineLink),
}

impl Opened {
    /// The fragment of the page that opens it.
    pub fn fragment(&self) -> String {
        match self {
            Opened::Game(id, link) => link.to_fragment(*id),
            Opened::Online(id, link) => link.to_fragment(*id),
        }
    }
}

/// Why a pasted text gives no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Nothing was pasted.
    Empty,
    /// It looks like none of the three.
    Unrecognised,
    /// A link to a page that is not a game.
    NotAGameLink,
    /// A record that cannot be read.
    Record(ParseRecordError),
    /// A position code that does not fit this game.
    Position(CodeError),
}

impl ImportError {
    /// The player's words for why the import failed.
    pub fn message(&self) -> String {
        match self {
            ImportError::Empty => t!("import-empty"),
            ImportError::Unrecognised => t!("import-unrecognised"),
            ImportError::NotAGameLink => t!("import-not-a-game"),
            ImportError::Record(e) => t!("import-bad-record", reason = e.to_string()),
            ImportError::Position(e) => t!("import-bad-position", reason = e.to_string()),
        }
    }
}

/// What a text opens: a game's link, record or position code, or an online game's link.
/// A position code is read for the game `G` with the options `current` (as `key=value`).
///
/// # Errors
///
/// [`ImportError`] saying which kind of text it looked like and what is wrong with it.
pub fn import<G: Game>(text: &str, current: &[String]) -> Result<Opened, ImportError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ImportError::Empty);
    }
    if let Some(fragment) = route::of_link(text).filter(|_| !text.contains(char::is_whitespace)) {
        return match Route::parse(&fragment) {
            Route::Online(id, link) => Ok(Opened::Online(id, link)),
            Route::Embed(id, settings, link) => Ok(match settings.online {
                Some(game) => Opened::Online(
                    id,
                    OnlineLink {
                        id: game,
                        key: None,
                    },
                ),
                // An embed's link is a game link with settings around it.
                None => Opened::Game(id, link),
            }),
            Route::Game(id, link) => Ok(Opened::Game(id, link)),
            Route::Rules(id) | Route::Learn(id, _) | Route::LearnEmbed(id, ..) => {
                Ok(Opened::Game(id, GameLink::default()))
            }
            Route::Home | Route::EmbedHelp | Route::NotFound(_) => Err(ImportError::NotAGameLink),
        };
    }
    let looks_like_record = text
        .lines()
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with('#'))
        .is_some_and(|line| line.starts_with("tessera-record") || line.starts_with("game:"));
    if looks_like_record {
        let record: Record = text.parse().map_err(ImportError::Record)?;
        return Ok(Opened::Game(record.game, GameLink::from_record(&record)));
    }
    if text.contains('/') && !text.contains(char::is_whitespace) {
        let mut options = G::Options::default();
        for assignment in current {
            // The current game's options were checked when it was set up.
            let _ = engine::GameOptions::assign(&mut options, assignment);
        }
        G::from_code(options, text).map_err(ImportError::Position)?;
        let link = GameLink {
            options: current.to_vec(),
            position: Some(text.to_owned()),
            ..GameLink::default()
        };
        return Ok(Opened::Game(G::ID, link));
    }
    Err(ImportError::Unrecognised)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::caro::Caro;

    fn caro(text: &str) -> Result<(GameId, GameLink), ImportError> {
        match import::<Caro>(text, &["closed=never".to_owned()])? {
            Opened::Game(id, link) => Ok((id, link)),
            online => panic!("{text}: opens {online:?}"),
        }
    }

    #[test]
    fn test_links_records_and_codes() {
        let (id, link) = caro("  https://tessera.example/#/caro?moves=h8,i9 ").expect("link");
        assert_eq!(
            (id, link.moves),
            (GameId::Caro, vec!["h8".into(), "i9".into()])
        );
        let (id, link) = caro("https://tessera.example/vi/kauri/#moves=c").expect("link");
        assert_eq!((id, link.moves), (GameId::Kauri, vec!["c".into()]));

        let (id, link) = caro("tessera-record 1\ngame: caro\nmoves: h8\n").expect("record");
        assert_eq!((id, link.moves), (GameId::Caro, vec!["h8".into()]));

        let code = "14b/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1";
        let (_, link) = caro(code).expect("code");
        assert_eq!(link.position.as_deref(), Some(code));
        assert_eq!(link.options, ["closed=never"]);
    }

    #[test]
    fn test_an_online_game_s_link_opens_it_on_this_site() {
        let opened = |text: &str| import::<Caro>(text, &[]).map(|opened| opened.fragment());
        assert_eq!(
            opened("https://play.example/kauri/#online=Xb3kQ9aZ0c_d&key=s3cr3t"),
            Ok("#/kauri?online=Xb3kQ9aZ0c_d&key=s3cr3t".to_owned())
        );
        assert_eq!(
            opened("#/caro?online=Xb3kQ9aZ0c_d"),
            Ok("#/caro?online=Xb3kQ9aZ0c_d".to_owned())
        );
        // A club's live board: the game, watched.
        assert_eq!(
            opened("https://play.example/embed/azacru/#online=Xb3kQ9aZ0c_d&theme=dark"),
            Ok("#/azacru?online=Xb3kQ9aZ0c_d".to_owned())
        );
    }

    #[test]
    fn test_what_is_wrong_is_named() {
        assert_eq!(caro("   "), Err(ImportError::Empty));
        assert_eq!(caro("hello"), Err(ImportError::Unrecognised));
        assert_eq!(caro("https://x/#/chess"), Err(ImportError::NotAGameLink));
        assert!(matches!(caro("game: chess"), Err(ImportError::Record(_))));
        assert!(matches!(
            caro("tessera-record 1\ngame: chess"),
            Err(ImportError::Record(_))
        ));
        assert!(matches!(caro("15/15.1"), Err(ImportError::Position(_))));
    }
}
