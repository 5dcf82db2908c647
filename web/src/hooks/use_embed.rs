//! A game on another site: set up from the embed address (in a puzzle, with the
//! solution kept apart), talking to the host page by messages, and the visitor's moves
//! played or, in a puzzle, checked against the solution.

use std::{cell::RefCell, rc::Rc};

use ai::Computer;
use engine::{Record, replay_from};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::{
    embed::{
        messages::HostMessage,
        puzzle::{Attempt, Puzzle},
        settings::{EmbedSettings, Mode},
    },
    hooks::{
        use_host_messages::use_host_messages,
        use_reports::{page_height, post_height, use_reports},
    },
    link::GameLink,
    seats::{against_person, person_undo_point},
    state::{Action, Play},
    t,
};

/// What an embedded board needs.
#[derive(Debug)]
pub struct EmbedHandle<G: Computer + 'static> {
    /// The game and its reducer.
    pub play: UseReducerHandle<Play<G>>,
    /// What to tell the visitor about his last puzzle move.
    pub feedback: Option<String>,
    /// Whether the board is turned round.
    pub flipped: bool,
    /// The visitor's move: played, or in a puzzle checked against the solution.
    pub on_move: Callback<G::Move>,
    /// Take back a move (in a puzzle, the visitor's last move and its reply; against the
    /// computer, the visitor's last move and the computer's replies after it).
    pub on_undo: Callback<()>,
    /// Whether the visitor may move, as `BoardProps::live` says it of a board: not in view
    /// mode, not once a puzzle is solved (the computer's turns aside).
    pub live: bool,
}

/// The computer players of an embed: in `ai` mode every player but the one to move in
/// `link`'s position (the visitor), at the embed's level; in other modes none, whatever
/// the link says.
fn seat_computer<G: Computer>(settings: &EmbedSettings, link: &GameLink) -> GameLink {
    let mut link = link.clone();
    link.computer = Vec::new();
    if settings.mode == Mode::Ai {
        let shown = Play::<G>::from_link(&link);
        link.computer = against_person(&shown.game, settings.level);
    }
    link
}

/// In puzzle mode the link's moves after `at` are the solution: the game shows the moves
/// before it, and the solution is kept apart (never in the move list).
fn setup<G: Computer>(settings: &EmbedSettings, link: &GameLink) -> (Play<G>, Puzzle<G::Move>) {
    if settings.mode != Mode::Puzzle {
        let link = seat_computer::<G>(settings, link);
        return (Play::from_link(&link), Puzzle::new(Vec::new()));
    }
    let at = link.at.unwrap_or(0).min(link.moves.len());
    let shown = GameLink {
        moves: link.moves[..at].to_vec(),
        at: None,
        ..link.clone()
    };
    let mut play = Play::<G>::from_link(&shown);
    play.computer = Vec::new();
    let solution = link.moves[at..].iter().map(String::as_str);
    // A solution that cannot be played is cut where it breaks.
    let line = match replay_from(play.game.clone(), solution) {
        Ok((_, moves)) => moves,
        Err(e) => e.moves,
    };
    (play, Puzzle::new(line))
}

/// The embedded game of `link`, behaving as `settings` say.
#[hook]
pub fn use_embed<G: Computer + 'static>(
    settings: &EmbedSettings,
    link: &GameLink,
) -> EmbedHandle<G> {
    let initial = use_memo((), |_| setup::<G>(settings, link));
    let play = use_reducer(|| initial.0.clone());
    let puzzle: Rc<RefCell<Puzzle<G::Move>>> = use_mut_ref(|| initial.1.clone());
    let feedback = use_state(|| None::<String>);
    let flipped = use_state(|| settings.flip);
    let origin = settings.origin.clone();
    use_reports(&play, origin.clone());

    let on_undo = {
        let (play, puzzle) = (play.clone(), puzzle.clone());
        Callback::from(move |()| {
            if !play.computer.is_empty() {
                play.dispatch(Action::UndoTo(person_undo_point(&*play)));
                return;
            }
            let has_line = puzzle.borrow().has_line();
            let moves = match has_line {
                true => puzzle.borrow_mut().take_back(),
                false => 1,
            };
            for _ in 0..moves {
                play.dispatch(Action::Undo);
            }
        })
    };
    let on_message = {
        let (settings, origin) = (settings.clone(), origin.clone());
        let (play, puzzle, flipped, on_undo) = (
            play.clone(),
            puzzle.clone(),
            flipped.clone(),
            on_undo.clone(),
        );
        Callback::from(move |message: HostMessage| match message {
            HostMessage::Flip => flipped.set(!*flipped),
            HostMessage::Undo => on_undo.emit(()),
            HostMessage::Measure => {
                if let Some(body) = gloo::utils::document().body() {
                    post_height(page_height(&body), origin.as_deref());
                }
            }
            HostMessage::Load { record, position } => {
                let link = match (record, position) {
                    (Some(text), _) => match text.parse::<Record>() {
                        Ok(record) if record.game == G::ID => GameLink::from_record(&record),
                        _ => return,
                    },
                    (None, Some(code)) => GameLink {
                        position: Some(code),
                        ..GameLink::default()
                    },
                    (None, None) => return,
                };
                *puzzle.borrow_mut() = Puzzle::new(Vec::new());
                play.dispatch(Action::Load(seat_computer::<G>(&settings, &link)));
            }
        })
    };
    use_host_messages(origin, on_message);

    let on_move = {
        let (play, puzzle, feedback) = (play.clone(), puzzle.clone(), feedback.clone());
        let mode = settings.mode;
        Callback::from(move |m: G::Move| {
            // Against the computer, the visitor plays only his own moves.
            let computer_to_move =
                G::player_to_move(&play.game).is_some_and(|p| play.computer_level(p).is_some());
            if computer_to_move {
                return;
            }
            if mode != Mode::Puzzle {
                // A board opened at an earlier move (`at`) has no question to ask, as the
                // site's page does, before a move there: the move goes on from the shown
                // position, the line's later moves go, and the computer answers it.
                if play.cursor < play.moves.len() {
                    if !play.game.is_legal(m) {
                        return;
                    }
                    play.dispatch(Action::UndoTo(play.cursor));
                }
                play.dispatch(Action::Play(m));
                return;
            }
            let attempt = puzzle.borrow_mut().attempt(m);
            match attempt {
                Attempt::Wrong => {
                    let token = play.game.format_move(m);
                    feedback.set(Some(t!("puzzle-wrong", token = token)));
                }
                Attempt::Right { reply } => {
                    play.dispatch(Action::Play(m));
                    let solved = puzzle.borrow().is_solved();
                    feedback.set(Some(t!(if solved {
                        "puzzle-solved"
                    } else {
                        "puzzle-right"
                    })));
                    if let Some(reply) = reply {
                        let play = play.clone();
                        // A moment to see one's own move before the reply lands.
                        Timeout::new(450, move || play.dispatch(Action::Play(reply))).forget();
                    }
                }
            }
        })
    };
    let live = settings.mode != Mode::View
        && !(settings.mode == Mode::Puzzle && puzzle.borrow().is_solved());
    EmbedHandle {
        play,
        feedback: (*feedback).clone(),
        flipped: *flipped,
        on_move,
        on_undo,
        live,
    }
}
