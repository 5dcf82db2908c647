//! A game on another site: set up from the embed address (in a puzzle, with the
//! solution kept apart), talking to the host page by messages, and the visitor's moves
//! played or, in a puzzle, checked against the solution.

use std::{
    cell::{Cell, RefCell},
    rc::Rc,
};

use ai::Computer;
use engine::{Game, Outcome, Record, replay_from};
use gloo::timers::callback::Timeout;
use wasm_bindgen::{JsCast, closure::Closure};
use web_sys::ResizeObserver;
use yew::prelude::*;

use crate::{
    embed::{
        messages::{self, BoardEvent, HostMessage},
        puzzle::{Attempt, Puzzle},
        settings::{EmbedSettings, Mode},
    },
    hooks::use_host_messages::use_host_messages,
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

/// The `gameover` message's result: `winner black`, `winners east,west` or `draw`.
fn result_text<G: Game>(outcome: Outcome) -> String {
    match outcome {
        Outcome::Winner(seat) => format!("winner {}", G::seat_name(seat)),
        Outcome::Winners(seats) => {
            let names: Vec<&str> = seats.iter().map(G::seat_name).collect();
            format!("winners {}", names.join(","))
        }
        Outcome::Draw => "draw".to_owned(),
    }
}

/// Tells the host page of the board, each move, the end, and the height it needs (also
/// for a live game's embed, `crate::online::watch`).
#[hook]
pub fn use_reports<G: Game + 'static>(play: &Play<G>, origin: Option<String>) {
    // The game as its link has it and the position's code, read once for both reports.
    let link = play.whole_link();
    let code = play.game.to_code();
    {
        let origin = origin.clone();
        let ready = BoardEvent::Ready {
            game: G::ID.to_string(),
            options: link.options.join(" "),
            moves: link.moves.join(" "),
            position: code.clone(),
        };
        use_effect_with((), move |_| messages::post(&ready, origin.as_deref()));
    }
    {
        let origin = origin.clone();
        use_effect_with(link.moves.len(), move |_| {
            if let Some(last) = link.moves.last() {
                let event = BoardEvent::Move {
                    token: last.clone(),
                    moves: link.moves.join(" "),
                    position: code,
                };
                messages::post(&event, origin.as_deref());
            }
        });
    }
    {
        let origin = origin.clone();
        use_effect_with(play.game.outcome(), move |outcome| {
            if let Some(outcome) = outcome {
                let result = result_text::<G>(*outcome);
                messages::post(&BoardEvent::Gameover { result }, origin.as_deref());
            }
        });
    }
    use_effect_with((), move |_| {
        let observer = observe_height(move |height| post_height(height, origin.as_deref()));
        move || {
            if let Some((observer, _)) = observer {
                observer.disconnect();
            }
        }
    });
}

/// Tells the host page the height the board needs.
pub fn post_height(height: u32, origin: Option<&str>) {
    messages::post(&BoardEvent::Height { height }, origin);
}

/// The height the page needs, in whole CSS pixels.
pub fn page_height(body: &web_sys::HtmlElement) -> u32 {
    let height = body.get_bounding_client_rect().height().ceil();
    // A page is far shorter than `u32::MAX` pixels.
    height.clamp(0.0, f64::from(u32::MAX)) as u32
}

/// A `ResizeObserver` and the callback it calls, which must live as long as it does.
type Observer = (ResizeObserver, Closure<dyn Fn(js_sys::Array)>);

/// Calls `report` with the page's height whenever it changes, growing or shrinking (the
/// board, the move list, a narrower column): a `ResizeObserver` on the body, which an
/// embed does not stretch to its frame. Keeps the observer and its callback alive.
fn observe_height(report: impl Fn(u32) + 'static) -> Option<Observer> {
    let body = gloo::utils::document().body()?;
    let last = Cell::new(0);
    let measured = body.clone();
    let on_resize = Closure::<dyn Fn(js_sys::Array)>::new(move |_| {
        let height = page_height(&measured);
        if height != last.replace(height) {
            report(height);
        }
    });
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(&body);
    Some((observer, on_resize))
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

#[cfg(test)]
mod tests {
    use engine::{Seat, Seats, azacru::Azacru, caro::Caro};

    use super::*;

    #[test]
    fn test_results_name_the_winners() {
        assert_eq!(
            result_text::<Caro>(Outcome::Winner(Seat(0))),
            "winner black"
        );
        assert_eq!(result_text::<Caro>(Outcome::Draw), "draw");
        let shared = Seats::default().with(Seat(1)).with(Seat(3));
        assert_eq!(
            result_text::<Azacru>(Outcome::Winners(shared)),
            "winners east,west"
        );
    }
}
