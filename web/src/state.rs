//! A game being played on the site: the position, its record, and what to tell the
//! player. The reducer only calls the engine; the address, storage and timers are the
//! components' business.

use std::rc::Rc;

use engine::{Game, GameOptions, MoveError, OptionError, replay};
use yew::Reducible;

use crate::route::GameLink;

/// Something the player should read: what was wrong with a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A move of the link could not be played; the game stops before it.
    BadMove {
        /// The move's number, from 1.
        number: usize,
        /// The token as the link had it.
        token: String,
        /// Why it was refused.
        error: MoveError,
    },
    /// An option of the link was not understood; the default was used instead.
    BadOption(OptionError),
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Play<G: Game> {
    /// The position now.
    pub game: G,
    /// The moves that led to it from the start.
    pub moves: Vec<G::Move>,
    /// A message about the link the game came from, until the player moves on.
    pub notice: Option<Notice>,
}

/// What can happen to a game.
#[derive(Clone, Debug)]
pub enum Action<G: Game> {
    /// The player to move plays this move.
    Play(G::Move),
    /// Take back the last move.
    Undo,
    /// Start again with these options.
    NewGame(G::Options),
    /// Set up the game an address describes.
    Load(GameLink),
    /// The player has read the notice.
    Dismiss,
}

impl<G: Game> Play<G> {
    /// A new game.
    pub fn new(options: G::Options) -> Self {
        Play {
            game: G::new(options),
            moves: Vec::new(),
            notice: None,
        }
    }

    /// The game a link describes, as far as it can be followed: a bad option falls back
    /// to its default, a bad move ends the replay there; either leaves a notice.
    pub fn from_link(link: &GameLink) -> Self {
        let mut options = G::Options::default();
        let mut notice = None;
        for assignment in &link.options {
            if let Err(error) = options.assign(assignment) {
                notice.get_or_insert(Notice::BadOption(error));
            }
        }
        match replay::<G>(options, link.moves.iter().map(String::as_str)) {
            Ok((game, moves)) => Play {
                game,
                moves,
                notice,
            },
            Err(e) => Play {
                game: e.game,
                moves: e.moves,
                notice: Some(Notice::BadMove {
                    number: e.index + 1,
                    token: e.token,
                    error: e.error,
                }),
            },
        }
    }

    /// The link that gives this game back.
    pub fn link(&self) -> GameLink {
        GameLink {
            options: self
                .game
                .options()
                .non_default()
                .into_iter()
                .map(|(key, value)| format!("{key}={value}"))
                .collect(),
            moves: self
                .moves
                .iter()
                .map(|&m| self.game.format_move(m))
                .collect(),
        }
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<G::Move> {
        self.moves.last().copied()
    }
}

impl<G: Game> Reducible for Play<G> {
    type Action = Action<G>;

    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        match action {
            Action::Play(m) => {
                let mut game = self.game.clone();
                // The board offers only legal moves; a refused one is a stale click.
                if game.play(m).is_err() {
                    return self;
                }
                let mut moves = self.moves.clone();
                moves.push(m);
                Rc::new(Play {
                    game,
                    moves,
                    notice: None,
                })
            }
            Action::Undo => {
                let Some((_, kept)) = self.moves.split_last() else {
                    return self;
                };
                let mut game = G::new(self.game.options().clone());
                for &m in kept {
                    game.play_unchecked(m);
                }
                Rc::new(Play {
                    game,
                    moves: kept.to_vec(),
                    notice: None,
                })
            }
            Action::NewGame(options) => Rc::new(Play::new(options)),
            Action::Load(link) => Rc::new(Play::from_link(&link)),
            Action::Dismiss => Rc::new(Play {
                notice: None,
                ..(*self).clone()
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::caro::{Caro, CaroMove, Opening};

    fn link(options: &[&str], moves: &str) -> GameLink {
        GameLink {
            options: options.iter().map(|s| (*s).to_owned()).collect(),
            moves: moves.split_whitespace().map(str::to_owned).collect(),
        }
    }

    fn token(play: &Play<Caro>, text: &str) -> CaroMove {
        play.game.parse_move(text).expect("token")
    }

    #[test]
    fn test_link_round_trips() {
        let original = link(&["opening=swap2"], "h8 i9 h10 =w g9");
        let play = Play::<Caro>::from_link(&original);
        assert_eq!(play.notice, None);
        assert_eq!(play.moves.len(), 5);
        assert_eq!(play.link(), original);
    }

    #[test]
    fn test_bad_move_keeps_the_good_ones() {
        let play = Play::<Caro>::from_link(&link(&[], "h8 i9 h10 i10 h11 i11 p3 h12"));
        assert_eq!(play.moves.len(), 6);
        assert_eq!(
            play.notice,
            Some(Notice::BadMove {
                number: 7,
                token: "p3".into(),
                error: MoveError::NoSuchPoint
            })
        );
    }

    #[test]
    fn test_bad_option_falls_back_to_its_default() {
        let play = Play::<Caro>::from_link(&link(&["opening=pie", "closed=never"], "h8"));
        assert_eq!(play.game.options().opening, Opening::Free);
        assert_eq!(play.link().options, ["closed=never"]);
        assert!(matches!(play.notice, Some(Notice::BadOption(_))));
        assert_eq!(play.moves.len(), 1);
    }

    #[test]
    fn test_play_and_undo() {
        let start = Rc::new(Play::<Caro>::new(Default::default()));
        let h8 = token(&start, "h8");
        let after = start.clone().reduce(Action::Play(h8));
        assert_eq!(after.moves, [h8]);
        let again = after.clone().reduce(Action::Play(h8));
        assert!(
            Rc::ptr_eq(&after, &again),
            "an illegal move changes nothing"
        );
        let undone = after.reduce(Action::Undo);
        assert!(undone.moves.is_empty());
        assert_eq!(undone.game, start.game);
        assert!(Rc::ptr_eq(&undone, &undone.clone().reduce(Action::Undo)));
    }

    #[test]
    fn test_a_move_clears_the_notice() {
        let play = Rc::new(Play::<Caro>::from_link(&link(&[], "h8 h8")));
        assert!(play.notice.is_some());
        let i9 = token(&play, "i9");
        assert_eq!(play.reduce(Action::Play(i9)).notice, None);
    }
}
