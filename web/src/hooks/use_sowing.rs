//! The sowing animation: after a move, the board shows the engine's report of it frame by
//! frame, one timer tick each, then the engine's position. Undo, replay and new games are
//! shown at once; so is everything at the instant speed.

use std::{cell::RefCell, rc::Rc};

use engine::kauri::Kauri;
use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::{
    adapters::kauri::sowing::{Frame, Note, animation},
    state::Play,
};

/// How fast the items are sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// A drop every 450 ms.
    Slow,
    /// A drop every 200 ms: an ordinary move takes little more than a second.
    Normal,
    /// A drop every 80 ms.
    Fast,
    /// No animation: the result at once.
    Instant,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// The time each frame is shown, or none for instant.
    pub const fn millis(self) -> Option<u32> {
        match self {
            Speed::Slow => Some(450),
            Speed::Normal => Some(200),
            Speed::Fast => Some(80),
            Speed::Instant => None,
        }
    }

    /// The speed's name in the page and its message ids.
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// Instant when the reader asked for reduced motion, otherwise normal.
    pub fn preferred() -> Speed {
        let reduced = gloo::utils::window()
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten()
            .is_some_and(|query| query.matches());
        if reduced {
            Speed::Instant
        } else {
            Speed::Normal
        }
    }
}

/// A move being shown.
#[derive(Debug, Default)]
struct Run {
    frames: Rc<Vec<Frame>>,
    /// The frame shown; the last one (or past it) once the move has been shown.
    step: usize,
    /// Counts the moves animated, to restart the timer for each.
    generation: u32,
}

impl Run {
    /// Whether a frame before the last is shown: the last is the engine's position, and
    /// once it is reached the move is over (the board plays again).
    fn running(&self) -> bool {
        self.step + 1 < self.frames.len()
    }
}

/// What the page draws of the animation.
#[derive(Debug)]
pub struct Sowing {
    /// The frame to show instead of the position, while the move is being shown.
    pub frame: Option<Frame>,
    /// What the last move did, so far (a capture, a stone falling, a pass).
    pub note: Option<Note>,
    /// Finish the animation at once (while one runs).
    pub on_skip: Option<Callback<()>>,
}

/// Follows the game of `play`, animating each move played on the board.
#[hook]
pub fn use_sowing(play: &Play<Kauri>, speed: Speed) -> Sowing {
    let shown = use_mut_ref(|| play.game.clone());
    let run: Rc<RefCell<Run>> = use_mut_ref(Run::default);
    let redraw = use_force_update();
    // Decided while drawing, so that the first picture after a move is already its first
    // frame rather than the end position.
    if *shown.borrow() != play.game {
        let frames = animation(&shown.borrow(), play);
        *shown.borrow_mut() = play.game.clone();
        let mut run = run.borrow_mut();
        run.step = if speed.millis().is_some() {
            0
        } else {
            frames.len()
        };
        run.frames = Rc::new(frames);
        run.generation += 1;
    }
    let (generation, running) = {
        let r = run.borrow();
        (r.generation, r.running())
    };
    {
        let (run, redraw) = (run.clone(), redraw.clone());
        use_effect_with((generation, running, speed), move |&(_, running, speed)| {
            let ticking = match (running, speed.millis()) {
                (true, Some(millis)) => Some(Interval::new(millis, move || {
                    let advanced = {
                        let mut run = run.borrow_mut();
                        let more = run.running();
                        run.step += usize::from(more);
                        more
                    };
                    if advanced {
                        redraw.force_update();
                    }
                })),
                (true, None) => {
                    // Switched to instant while sowing: finish now.
                    let mut r = run.borrow_mut();
                    r.step = r.frames.len();
                    drop(r);
                    redraw.force_update();
                    None
                }
                _ => None,
            };
            move || drop(ticking)
        });
    }
    let r = run.borrow();
    let frame = r.frames.get(r.step).copied().filter(|_| r.running());
    let seen = r.frames.len().min(r.step + 1);
    let note = r.frames[..seen].iter().rev().find_map(|f| f.note);
    let on_skip = frame.is_some().then(|| {
        let (run, redraw) = (run.clone(), redraw.clone());
        Callback::from(move |()| {
            let mut r = run.borrow_mut();
            r.step = r.frames.len();
            drop(r);
            redraw.force_update();
        })
    });
    Sowing {
        frame,
        note,
        on_skip,
    }
}
