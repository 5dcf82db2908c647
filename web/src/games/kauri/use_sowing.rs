//! The sowing animation: after a move, the board shows the engine's report of it frame by
//! frame (an item travelling, then landing), each frame for its own time, then the
//! engine's position. Undo, replay and new games are shown at once; so is everything at
//! the instant speed.

use std::{cell::RefCell, rc::Rc};

use engine::kauri::Kauri;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::{
    games::kauri::sowing::{Frame, Note, Travel, animation},
    preferences,
    state::Play,
};

/// How fast the items are sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// Each item followed at leisure.
    Slow,
    /// An ordinary move (six or seven items) in under two seconds.
    Normal,
    /// A glimpse of the path.
    Fast,
    /// No animation: the result at once.
    Instant,
}

/// The preference the chosen speed is kept under.
const SPEED_KEY: &str = "kauri-speed";

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// The length of a beat (frames last a few beats each) in a move of `beats` in
    /// all, or none for instant. A long move (a lap of the ring) gets shorter beats, so
    /// that it does not drag on, but never so short that the items cannot be followed.
    pub fn beat_millis(self, beats: u32) -> Option<u32> {
        let (base, shortest) = match self {
            Speed::Slow => (170, 60),
            Speed::Normal => (75, 28),
            Speed::Fast => (30, 12),
            Speed::Instant => return None,
        };
        // A move of up to this many beats (a lift and six items) is shown at the full
        // length of a beat; a longer one is fitted into the same time, down to the
        // shortest beat: at normal speed, an ordinary move takes under two seconds.
        const FULL: u32 = 25;
        Some((base * FULL / beats.max(1)).clamp(shortest, base))
    }

    /// The speed's name in the page, its message ids and the storage.
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// The speed of `name`, if it is one.
    pub fn named(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The speed the visitor chose last time; otherwise instant when he asked for
    /// reduced motion, normal when not. An explicit choice wins over the system's
    /// setting: it was made on this very page.
    pub fn preferred() -> Speed {
        if let Some(kept) = preferences::get(SPEED_KEY).and_then(|n| Speed::named(&n)) {
            return kept;
        }
        let reduced = crate::browser::window()
            .and_then(|window| window.match_media("(prefers-reduced-motion: reduce)").ok())
            .flatten()
            .is_some_and(|query| query.matches());
        if reduced {
            Speed::Instant
        } else {
            Speed::Normal
        }
    }

    /// Keeps this speed for the next visit (where the browser allows it).
    pub fn remember(self) {
        preferences::set(SPEED_KEY, self.name());
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

    /// How long the frame `step` is shown at `speed`.
    fn millis(&self, step: usize, speed: Speed) -> Option<u32> {
        let beats: u32 = self.frames.iter().map(|f| u32::from(f.beats)).sum();
        let beat = speed.beat_millis(beats)?;
        let frame = self.frames.get(step)?;
        Some(beat * u32::from(frame.beats))
    }
}

/// What the page draws of the animation.
#[derive(Debug)]
pub struct Sowing {
    /// The frame to show instead of the position, while the move is being shown.
    pub frame: Option<Frame>,
    /// The items travelling in that frame.
    pub travel: Option<Travel>,
    /// What the last move did, so far (a capture, a stone falling, a pass).
    pub note: Option<Note>,
    /// Finish the animation at once (while one runs).
    pub on_skip: Option<Callback<()>>,
}

/// Follows the game of `play`, animating each move played on the board.
#[hook]
pub fn use_sowing(play: &Play<Kauri>, speed: Speed) -> Sowing {
    // What the board last showed: at first the game's position, or where a kept tap
    // played the first move, the position before it, so that it is sown like any other.
    let shown = use_mut_ref(
        || match (crate::browser::kept_tap_played(), play.moves.len()) {
            (true, played @ 1..) => play.position_after(played - 1),
            _ => play.game.clone(),
        },
    );
    let run: Rc<RefCell<Run>> = use_mut_ref(Run::default);
    let redraw = use_force_update();
    // Decided while drawing, so that the first picture after a move is already its first
    // frame rather than the end position.
    if *shown.borrow() != play.game {
        let frames = animation(&shown.borrow(), play);
        *shown.borrow_mut() = play.game.clone();
        let mut run = run.borrow_mut();
        run.step = if speed.beat_millis(1).is_some() {
            0
        } else {
            frames.len()
        };
        run.frames = Rc::new(frames);
        run.generation = run.generation.wrapping_add(1);
    }
    let (generation, step, running) = {
        let r = run.borrow();
        (r.generation, r.step, r.running())
    };
    {
        let (run, redraw) = (run.clone(), redraw.clone());
        // One timer per frame: each lasts as long as its own kind needs.
        use_effect_with(
            (generation, step, running, speed),
            move |&(_, step, running, speed)| {
                let wait = running.then(|| run.borrow().millis(step, speed));
                let timer = match wait {
                    Some(Some(millis)) => Some(Timeout::new(millis, move || {
                        run.borrow_mut().step = step + 1;
                        redraw.force_update();
                    })),
                    Some(None) => {
                        // Switched to instant while sowing: finish now.
                        let mut r = run.borrow_mut();
                        r.step = r.frames.len();
                        drop(r);
                        redraw.force_update();
                        None
                    }
                    None => None,
                };
                move || drop(timer)
            },
        );
    }
    let r = run.borrow();
    let frame = r.frames.get(r.step).copied().filter(|_| r.running());
    let travel = frame.and_then(|f| {
        Some(Travel {
            flight: f.flight?,
            millis: r.millis(r.step, speed)?,
            key: generation.wrapping_mul(1000).wrapping_add(r.step as u32),
        })
    });
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
        travel,
        note,
        on_skip,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_an_ordinary_move_at_normal_speed_takes_under_two_seconds() {
        // A lift (2 beats), six to nine items (4 each), maybe a capture (5 and 1).
        for beats in [2 + 6 * 4, 2 + 8 * 4 + 6, 2 + 9 * 4 + 6] {
            let beat = Speed::Normal.beat_millis(beats).expect("animated");
            assert!(beat * beats <= 2000, "{} ms", beat * beats);
            assert!(beat * 3 >= 120, "each item travels long enough to follow");
        }
    }

    #[test]
    fn test_a_long_move_is_quicker_per_item_but_stays_followable() {
        let lap = 2 + 20 * 4;
        let beat = Speed::Normal.beat_millis(lap).expect("animated");
        assert!(beat < Speed::Normal.beat_millis(26).expect("animated"));
        assert!(beat * lap <= 2600, "{} ms", beat * lap);
        assert_eq!(Speed::Instant.beat_millis(26), None);
    }

    #[test]
    fn test_speeds_are_found_by_name() {
        for speed in Speed::ALL {
            assert_eq!(Speed::named(speed.name()), Some(speed));
        }
        assert_eq!(Speed::named("warp"), None);
    }
}
