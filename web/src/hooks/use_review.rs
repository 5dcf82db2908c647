//! The game review's work: while the review is open, the game's worker looks at one
//! position after another, start first, and each look is stored as it comes. One position
//! is asked at a time, so stopping (or leaving) ends the work within one position's search.

use std::rc::Rc;

use ai::{Computer, review};
use yew::prelude::*;

use crate::{
    ai_worker::{ask, listen_looks},
    computer::{self, LookAnswer},
    review::Reviewed,
    state::Play,
};

/// The review as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewState<G: Computer> {
    /// The looks so far, once a review began.
    pub reviewed: Option<Rc<Reviewed<G>>>,
    /// The worker is going through the positions.
    pub running: bool,
    /// Why the worker could not look at a position, if it could not.
    pub error: Option<String>,
    /// Which review the answers belong to: each new one counts up.
    generation: u32,
}

impl<G: Computer> Default for ReviewState<G> {
    fn default() -> Self {
        ReviewState {
            reviewed: None,
            running: false,
            error: None,
            generation: 0,
        }
    }
}

/// What can happen to a review.
#[derive(Clone, Debug)]
pub enum ReviewAction<G: Computer> {
    /// Review this line from the start.
    Begin(G, Vec<G::Move>),
    /// The worker's answer to a look request.
    Answer(LookAnswer),
    /// Stop asking.
    Stop,
    /// Go on where it stopped.
    Resume,
}

/// Positions a request id can name: ids are `generation << 16 | position`.
const POSITIONS: u32 = 1 << 16;

impl<G: Computer> Reducible for ReviewState<G> {
    type Action = ReviewAction<G>;

    fn reduce(self: Rc<Self>, action: ReviewAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ReviewAction::Begin(start, moves) => {
                next.reviewed = Some(Rc::new(Reviewed::new(start, moves)));
                next.running = true;
                next.error = None;
                next.generation = self.generation.wrapping_add(1) % POSITIONS;
            }
            ReviewAction::Answer(answer) => {
                let (generation, n) = (answer.id / POSITIONS, answer.id % POSITIONS);
                let Some(reviewed) = next
                    .reviewed
                    .as_mut()
                    .filter(|_| generation == self.generation)
                else {
                    return self;
                };
                match answer.result {
                    Ok(text) if Rc::make_mut(reviewed).store(n as usize, &text) => {}
                    Ok(text) => {
                        next.error = Some(format!("unreadable look: {text}"));
                        next.running = false;
                    }
                    Err(why) => {
                        next.error = Some(why);
                        next.running = false;
                    }
                }
            }
            ReviewAction::Stop => next.running = false,
            ReviewAction::Resume => {
                next.running = true;
                next.error = None;
            }
        }
        Rc::new(next)
    }
}

/// Reviews `play`'s whole line while `play.review` is set, and hands back what the page
/// shows with the reducer to stop and resume it.
#[hook]
pub fn use_review<G: Computer + PartialEq + 'static>(
    play: &UseReducerHandle<Play<G>>,
) -> UseReducerHandle<ReviewState<G>> {
    let state = use_reducer(ReviewState::<G>::default);

    // The worker's looks come to this review while the page lives.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            listen_looks(Some(Callback::from(move |answer| {
                dispatcher.dispatch(ReviewAction::Answer(answer));
            })));
            || listen_looks(None)
        });
    }

    // A review of this line begins when the review opens on a line not reviewed yet.
    let current = state
        .reviewed
        .as_ref()
        .is_some_and(|r| r.is_of(&play.start, &play.moves));
    {
        let (state, play) = (state.clone(), play.clone());
        use_effect_with(play.review && !current, move |&begin| {
            if begin {
                state.dispatch(ReviewAction::Begin(play.start.clone(), play.moves.clone()));
            }
        });
    }

    // One position at a time: the next one is asked once the last one is in.
    let next = state
        .reviewed
        .as_ref()
        .filter(|_| play.review && current && state.running)
        .and_then(|r| r.next());
    {
        let (play, generation) = (play.clone(), state.generation);
        use_effect_with((next, generation), move |&(next, generation)| {
            if let Some(n) = next {
                let mut record = play.whole_link().to_record(G::ID);
                record.moves.truncate(n);
                let id = generation * POSITIONS + n as u32;
                ask(G::ID, computer::look_request(id, review::LEVEL, 1, &record));
            }
        });
    }
    state
}
