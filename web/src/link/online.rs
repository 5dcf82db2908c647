//! An online game as its link names it: `online=<id>&key=<secret>` in a game's fragment
//! (`docs/online.md`). It is the address's, as a game link is, so that reading an
//! address needs nothing of online play.

use engine::GameId;

use super::{escape, percent_decode};

/// An online game as its link names it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineLink {
    /// The game's public id.
    pub id: String,
    /// The seat's secret; none for a spectator.
    pub key: Option<String>,
}

impl OnlineLink {
    /// The id of the link that opens the form creating a game (`online=new`): no game's
    /// id is so short.
    pub const NEW: &'static str = "new";

    /// The id of the link to My games (`online=mine`).
    pub const MINE: &'static str = "mine";

    /// Whether the link opens the form that creates a game.
    pub fn is_new(&self) -> bool {
        self.id == Self::NEW
    }

    /// Reads `online=<id>&key=<secret>` from a game's query, if it names an online game.
    pub fn parse(query: &str) -> Option<OnlineLink> {
        let mut link = None::<OnlineLink>;
        let mut key = None;
        for pair in query.split('&') {
            match pair.split_once('=') {
                Some(("online", id)) if !id.is_empty() => {
                    link = Some(OnlineLink {
                        id: percent_decode(id),
                        key: None,
                    });
                }
                // An empty key is kept: a link cut after `key=` is a seat's that cannot
                // open, not a spectator's.
                Some(("key", secret)) => key = Some(percent_decode(secret)),
                _ => {}
            }
        }
        link.map(|link| OnlineLink { key, ..link })
    }

    /// The fragment of the link for `game` (`#/caro?online=…&key=…`).
    pub fn to_fragment(&self, game: GameId) -> String {
        let id = escape(&self.id);
        match &self.key {
            Some(key) => format!("#/{game}?online={id}&key={}", escape(key)),
            None => format!("#/{game}?online={id}"),
        }
    }

    /// The spectator's link of the same game.
    pub fn watching(&self) -> OnlineLink {
        OnlineLink {
            id: self.id.clone(),
            key: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_an_invite_link_names_the_game_and_the_seat() {
        let link = OnlineLink::parse("online=Xb3kQ9aZ0c_d&key=s3cr3t").expect("a link");
        assert_eq!(link.id, "Xb3kQ9aZ0c_d");
        assert_eq!(link.key.as_deref(), Some("s3cr3t"));
        assert_eq!(
            link.to_fragment(GameId::Caro),
            "#/caro?online=Xb3kQ9aZ0c_d&key=s3cr3t"
        );
        assert_eq!(
            link.watching().to_fragment(GameId::Kauri),
            "#/kauri?online=Xb3kQ9aZ0c_d"
        );
        assert_eq!(OnlineLink::parse("moves=h8"), None);
        assert_eq!(OnlineLink::parse("online=&key=x"), None);
    }
}
