//! A game being played on the site: where it started, the line of moves, which of them is
//! shown, and what to tell the player. The reducer only calls the engine; the address,
//! storage and timers are the components' business.

use std::rc::Rc;

use engine::{CodeError, Game, GameOptions, MoveError, OptionError, replay_from};
use yew::Reducible;

use crate::link::{ComputerPlayers, GameLink};

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
    /// The link's position code was not understood; the game starts from the start
    /// position instead, without the link's moves.
    BadPosition(CodeError),
}

/// A game in progress, with its whole line of moves.
#[derive(Clone, Debug)]
pub struct Play<G: Game> {
    /// Where the game started: the start position, or a set-up position.
    pub start: G,
    /// Whether `start` came from a position code rather than the options alone.
    pub set_up: bool,
    /// The line of moves from `start`.
    pub moves: Vec<G::Move>,
    /// How many moves of the line are shown (`moves.len()` unless replaying).
    pub cursor: usize,
    /// The position after `cursor` moves: the one on the board.
    pub game: G,
    /// Moves taken back by undo, the most recent last.
    pub redo: Vec<G::Move>,
    /// A move played at an earlier position, which would start a new line there and
    /// discard the later moves, waiting for the player to confirm (not to be confused with
    /// a move chosen in several touches, `games::Pending`, which the board keeps).
    pub new_line: Option<G::Move>,
    /// A message about the link the game came from, until the player moves on.
    pub notice: Option<Notice>,
    /// The players the computer plays (counted from 0: the one who began), with levels.
    pub computer: ComputerPlayers,
    /// The game is open in its review.
    pub review: bool,
}

/// `game`'s options that differ from their defaults, as `key=value` texts (what a link,
/// a record or a kept mistake carries).
pub fn option_assignments<G: Game>(game: &G) -> Vec<String> {
    game.options()
        .non_default()
        .into_iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect()
}

/// What can happen to a game.
#[derive(Clone, Debug)]
pub enum Action<G: Game> {
    /// Play this move in the shown position.
    Play(G::Move),
    /// Play the new line's move, discarding the moves after the shown position.
    ConfirmNewLine,
    /// Forget the new line's move.
    CancelNewLine,
    /// Take back the last move of the line.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Show the position after this many moves.
    GoTo(usize),
    /// Show one move earlier.
    Back,
    /// Show one move later.
    Forward,
    /// Show the end of the line.
    Last,
    /// Start again with these options, the computer playing these players.
    NewGame(G::Options, ComputerPlayers),
    /// Take back moves until `n` are left (against the computer: the person's last move
    /// and the computer's reply).
    UndoTo(usize),
    /// Set up the game an address describes.
    Load(GameLink),
    /// A move that arrived from elsewhere as its token (the server's, in an online game):
    /// read and played at the end of the line, and shown if the end was; a person looking
    /// back at an earlier move keeps looking at it.
    Arrive(String),
    /// The player has read the notice.
    Dismiss,
    /// Open (or close) the game's review.
    Review(bool),
}

impl<G: Game> Play<G> {
    /// A new game.
    pub fn new(options: G::Options) -> Self {
        Self::from_start(G::new(options), false)
    }

    /// A game from a position set up elsewhere (a lesson's), with no moves yet.
    pub fn from_position(start: G) -> Self {
        Self::from_start(start, true)
    }

    fn from_start(start: G, set_up: bool) -> Self {
        Play {
            game: start.clone(),
            start,
            set_up,
            moves: Vec::new(),
            cursor: 0,
            redo: Vec::new(),
            new_line: None,
            notice: None,
            computer: Vec::new(),
            review: false,
        }
    }

    /// The game a link describes, as far as it can be followed: a bad option falls back
    /// to its default, a bad position code to the start position, a bad move ends the
    /// replay there; each leaves a notice.
    pub fn from_link(link: &GameLink) -> Self {
        let mut options = G::Options::default();
        let mut notice = None;
        for assignment in &link.options {
            if let Err(error) = options.assign(assignment) {
                notice.get_or_insert(Notice::BadOption(error));
            }
        }
        let start = match link
            .position
            .as_deref()
            .map(|code| G::from_code(options.clone(), code))
        {
            None => Self::from_start(G::new(options), false),
            Some(Ok(start)) => Self::from_start(start, true),
            Some(Err(error)) => {
                let mut play = Self::new(options);
                play.notice = Some(Notice::BadPosition(error));
                return play;
            }
        };
        let mut play = match replay_from(start.start.clone(), link.moves.iter().map(String::as_str))
        {
            Ok((game, moves)) => Play {
                game,
                moves,
                notice,
                ..start
            },
            Err(e) => Play {
                game: e.game,
                moves: e.moves,
                notice: Some(Notice::BadMove {
                    number: e.index + 1,
                    token: e.token,
                    error: e.error,
                }),
                ..start
            },
        };
        play.cursor = play.moves.len();
        play.computer = link.computer.clone();
        play.review = link.review;
        if let Some(at) = link.at.filter(|&at| at < play.moves.len()) {
            play.show(at);
        }
        play
    }

    /// The link that gives this game back, open at the shown move.
    pub fn link(&self) -> GameLink {
        GameLink {
            at: (self.cursor < self.moves.len()).then_some(self.cursor),
            review: self.review,
            ..self.whole_link()
        }
    }

    /// The link to the whole game, open at its end.
    pub fn whole_link(&self) -> GameLink {
        GameLink {
            options: self.option_assignments(),
            position: self.set_up.then(|| self.start.to_code()),
            moves: self
                .moves
                .iter()
                .map(|&m| self.start.format_move(m))
                .collect(),
            computer: self.computer.clone(),
            ..GameLink::default()
        }
    }

    /// The level the computer plays `player` at, if it plays that player.
    pub fn computer_level(&self, player: usize) -> Option<u8> {
        self.computer
            .iter()
            .find(|(p, _)| *p == player)
            .map(|&(_, level)| level)
    }

    /// The link that sets up the shown position, without the moves that led to it.
    pub fn position_link(&self) -> GameLink {
        GameLink {
            options: self.option_assignments(),
            position: Some(self.game.to_code()),
            ..GameLink::default()
        }
    }

    fn option_assignments(&self) -> Vec<String> {
        option_assignments(&self.start)
    }

    /// The move that led to the shown position, if any.
    pub fn last_move(&self) -> Option<G::Move> {
        self.cursor.checked_sub(1).map(|i| self.moves[i])
    }

    /// The position after the first `n` moves of the line.
    pub fn position_after(&self, n: usize) -> G {
        let mut game = self.start.clone();
        for &m in &self.moves[..n.min(self.moves.len())] {
            game.play_unchecked(m);
        }
        game
    }

    fn show(&mut self, n: usize) {
        self.cursor = n.min(self.moves.len());
        self.game = self.position_after(self.cursor);
        self.new_line = None;
    }

    /// Plays `m` at the end of the line.
    fn extend(&mut self, m: G::Move) -> bool {
        let mut game = self.game.clone();
        if game.play(m).is_err() {
            return false;
        }
        self.moves.push(m);
        self.cursor = self.moves.len();
        self.game = game;
        self.notice = None;
        self.new_line = None;
        true
    }

    /// Reads `token` at the end of the line and plays it there; the shown position
    /// follows only if it was the end.
    fn arrive(&mut self, token: &str) -> bool {
        let end = self.moves.len();
        if self.cursor == end {
            return self.game.parse_move(token).is_ok_and(|m| self.extend(m));
        }
        let mut game = self.position_after(end);
        match game.play_token(token) {
            Ok(m) => {
                self.moves.push(m);
                true
            }
            Err(_) => false,
        }
    }

    fn changed(&self, f: impl FnOnce(&mut Self) -> bool) -> Option<Self> {
        let mut next = self.clone();
        f(&mut next).then_some(next)
    }
}

impl<G: Game> Reducible for Play<G> {
    type Action = Action<G>;

    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let next = match action {
            Action::Play(m) if self.cursor < self.moves.len() => {
                if self.moves[self.cursor] == m {
                    // The same move as the line's next one: just step forward.
                    let cursor = self.cursor + 1;
                    self.changed(|p| {
                        p.show(cursor);
                        true
                    })
                } else if self.game.is_legal(m) {
                    self.changed(|p| {
                        p.new_line = Some(m);
                        true
                    })
                } else {
                    None
                }
            }
            Action::Play(m) => self.changed(|p| {
                p.redo.clear();
                p.extend(m)
            }),
            Action::ConfirmNewLine => self.changed(|p| {
                let Some(m) = p.new_line.take() else {
                    return false;
                };
                p.moves.truncate(p.cursor);
                p.redo.clear();
                p.extend(m)
            }),
            Action::CancelNewLine => self.changed(|p| p.new_line.take().is_some()),
            Action::Undo => self.changed(|p| {
                let Some(m) = p.moves.pop() else {
                    return false;
                };
                p.redo.push(m);
                p.notice = None;
                let end = p.moves.len();
                p.show(end);
                true
            }),
            Action::Redo => self.changed(|p| {
                let end = p.moves.len();
                p.show(end);
                match p.redo.pop() {
                    Some(m) => p.extend(m),
                    None => false,
                }
            }),
            Action::GoTo(n) if n != self.cursor && n <= self.moves.len() => self.changed(|p| {
                p.show(n);
                true
            }),
            Action::Back if self.cursor > 0 => self.changed(|p| {
                p.show(p.cursor - 1);
                true
            }),
            Action::Forward if self.cursor < self.moves.len() => self.changed(|p| {
                p.show(p.cursor + 1);
                true
            }),
            Action::Last if self.cursor < self.moves.len() => self.changed(|p| {
                p.show(p.moves.len());
                true
            }),
            Action::GoTo(_) | Action::Back | Action::Forward | Action::Last => None,
            Action::NewGame(options, computer) => Some(Play {
                computer,
                ..Play::new(options)
            }),
            Action::UndoTo(n) if n < self.moves.len() => self.changed(|p| {
                while p.moves.len() > n {
                    if let Some(m) = p.moves.pop() {
                        p.redo.push(m);
                    }
                }
                p.notice = None;
                p.show(n);
                true
            }),
            Action::UndoTo(_) => None,
            Action::Load(link) => Some(Play::from_link(&link)),
            Action::Arrive(token) => self.changed(|p| p.arrive(&token)),
            Action::Dismiss => self.changed(|p| p.notice.take().is_some()),
            Action::Review(open) => self.changed(|p| {
                p.new_line = None;
                std::mem::replace(&mut p.review, open) != open
            }),
        };
        // Returning the same Rc tells Yew that nothing changed.
        next.map_or(self, Rc::new)
    }
}

#[cfg(test)]
mod tests;
