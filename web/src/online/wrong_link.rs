//! What a person reads when a game's link cannot be opened as it is: no game has its id,
//! or its key opens no seat (a key cut short as it was copied, or another game's), or the
//! same link took the seat on another device. Each says so in a sentence of the page's
//! language, draws no board and no snippets for a game that may not exist, and offers the
//! next steps: play here again, watch the game (when it exists), My games, or play the
//! computer.

use engine::GameId;
use protocol::Refusal;
use yew::prelude::*;

use crate::{address, link::OnlineLink, site, t};

/// Why the link cannot be opened, as a person is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// No game on the server has this id.
    NoGame,
    /// The game exists; the key opens none of its seats.
    NotASeat,
    /// The game exists; the key is shorter or other than any seat's, as when a link is
    /// copied in part.
    CutKey,
    /// The same link, open on another device or tab, took the seat.
    Taken,
}

impl Wrong {
    /// The reason the server gave for refusing `link`, as a person is told it; none for
    /// a refusal that is no link's fault.
    pub fn of(code: Refusal, link: &OnlineLink) -> Option<Wrong> {
        match code {
            Refusal::NoSuchGame => Some(Wrong::NoGame),
            Refusal::WrongSecret if link.key.as_deref().is_some_and(looks_cut) => {
                Some(Wrong::CutKey)
            }
            Refusal::WrongSecret => Some(Wrong::NotASeat),
            Refusal::SeatTaken => Some(Wrong::Taken),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Wrong::NoGame => "no-game",
            Wrong::NotASeat => "not-a-seat",
            Wrong::CutKey => "cut-key",
            Wrong::Taken => "taken",
        }
    }

    /// What the person is told: a heading, and a sentence with the next step.
    fn words(self) -> (String, String) {
        match self {
            Wrong::NoGame => (t!("online-wrong-no-game"), t!("online-wrong-no-game-text")),
            Wrong::NotASeat => (
                t!("online-wrong-not-a-seat"),
                t!("online-wrong-not-a-seat-text"),
            ),
            Wrong::CutKey => (t!("online-wrong-cut-key"), t!("online-wrong-cut-key-text")),
            Wrong::Taken => (t!("online-wrong-taken"), t!("online-wrong-taken-text")),
        }
    }
}

/// Whether a seat's key is not of a secret's shape: 24 letters, digits, `-` and `_`
/// (`crates/server/src/secret.rs`).
fn looks_cut(key: &str) -> bool {
    key.len() != 24
        || !key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The panel for a link that cannot be opened.
pub fn wrong_link(game: GameId, link: &OnlineLink, wrong: Wrong) -> Html {
    let (name, (heading, text)) = (wrong.name(), wrong.words());
    let watch = address::url(&link.watching().to_fragment(game));
    let mine = crate::online::my_games::address(game);
    html! {
        <section class="wrong-link notice" role="alert" data-testid="wrong-link" data-wrong={name}>
            <h2>{ heading }</h2>
            <p>{ text }</p>
            <div class="actions">
                if wrong == Wrong::Taken {
                    <button class="primary" data-testid="wrong-link-again"
                            onclick={Callback::from(|_: MouseEvent| gloo::utils::window().location().reload().unwrap_or_default())}>
                        { t!("online-play-here") }
                    </button>
                }
                if wrong != Wrong::NoGame {
                    <a class="button primary" href={watch} data-testid="wrong-link-watch">{ t!("online-watch-this") }</a>
                }
                <a class="button" href={site::game_address(game, "")} data-testid="wrong-link-play">{ t!("online-play-computer") }</a>
                <a class="button" href={mine} data-testid="wrong-link-mine">{ t!("my-games-open") }</a>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_a_cut_key_is_told_from_another_game_s() {
        let link = |key: &str| OnlineLink {
            id: "Xb3kQ9aZ0c_d".into(),
            key: Some(key.into()),
        };
        let whole = "abcdefghijklmnopqrstuv-_";
        assert_eq!(
            Wrong::of(Refusal::WrongSecret, &link(whole)),
            Some(Wrong::NotASeat)
        );
        assert_eq!(
            Wrong::of(Refusal::WrongSecret, &link(&whole[..10])),
            Some(Wrong::CutKey)
        );
        assert_eq!(
            Wrong::of(Refusal::WrongSecret, &link("")),
            Some(Wrong::CutKey)
        );
        assert_eq!(
            Wrong::of(Refusal::NoSuchGame, &link(whole)),
            Some(Wrong::NoGame)
        );
        assert_eq!(Wrong::of(Refusal::Flood, &link(whole)), None);
    }
}
