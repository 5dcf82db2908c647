//! A line tried in the review: from the position shown, the computer's line or the
//! person's own moves, played on a game of its own so that the reviewed game (and its
//! address) stays as it was. Replaying the game leaves the tried line.

use ai::review;
use yew::prelude::*;

use crate::{
    link::GameLink,
    seats::against_person,
    state::{Action, Play},
};

/// The tried line, if one is being tried, and how to start, extend and leave it.
#[derive(Debug)]
pub struct Trial<G: ai::Computer + 'static> {
    /// The tried line's game, when one is tried.
    pub play: Option<UseReducerHandle<Play<G>>>,
    /// A move on the board: the tried line's next move, or the first of a new one from
    /// the reviewed game's shown position.
    pub on_move: Callback<G::Move>,
    /// Show the computer's line from the shown position with this many of its moves.
    pub on_line: Callback<usize>,
    /// Back to the reviewed game.
    pub on_back: Callback<()>,
    /// Whether the computer answers the person's moves in a tried line (at the review's
    /// level).
    pub answers: bool,
    /// Switch the computer's answers on or off, for the next tried line.
    pub on_answers: Callback<bool>,
}

/// The tried lines of `play`'s review; `line` is the computer's line from the position
/// shown there, when it is known.
#[hook]
pub fn use_trial<G: ai::Computer + 'static>(
    play: &UseReducerHandle<Play<G>>,
    line: Option<Vec<G::Move>>,
) -> Trial<G> {
    let trial = use_reducer(|| Play::<G>::new(G::Options::default()));
    let trying = use_state_eq(|| false);
    let answers = use_state_eq(|| false);
    {
        let trying = trying.clone();
        use_effect_with((play.cursor, play.review), move |_| trying.set(false));
    }
    let on = *trying && play.review;
    let on_move = {
        let (trial, trying, play, answers) =
            (trial.clone(), trying.clone(), play.clone(), *answers);
        Callback::from(move |m| {
            if !on {
                // Against the computer, it plays every other player from the position on.
                let mut start = here(&play);
                if answers {
                    start.computer = against_person(&play.game, review::LEVEL.get());
                }
                trial.dispatch(Action::Load(start));
            }
            // A move at an earlier position of the tried line replaces what followed.
            trial.dispatch(Action::Play(m));
            trial.dispatch(Action::ConfirmNewLine);
            trying.set(true);
        })
    };
    let on_line = {
        let (trial, trying, play) = (trial.clone(), trying.clone(), play.clone());
        Callback::from(move |k: usize| {
            let Some(moves) = &line else { return };
            trial.dispatch(Action::Load(here(&play)));
            for &m in &moves[..k.min(moves.len())] {
                trial.dispatch(Action::Play(m));
            }
            trying.set(true);
        })
    };
    Trial {
        play: on.then(|| trial.clone()),
        on_move,
        on_line,
        on_back: Callback::from(move |()| trying.set(false)),
        answers: *answers,
        on_answers: Callback::from(move |on| answers.set(on)),
    }
}

/// The game's shown position, as the link a tried line starts from: the game's moves up
/// to it, nobody played by the computer.
fn here<G: ai::Computer + 'static>(play: &Play<G>) -> GameLink {
    let mut link = play.whole_link();
    link.moves.truncate(play.cursor);
    link.computer.clear();
    link
}
