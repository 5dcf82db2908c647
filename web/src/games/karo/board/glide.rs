//! The view following the field between moves: when a move changes the frame, the view
//! box glides to the new one in step with the tiles' own slide, rather than jumping (at
//! once when the visitor asks for reduced motion).

use std::{cell::Cell, cell::RefCell, rc::Rc};

use wasm_bindgen::{JsCast, closure::Closure};

use crate::svg::num;

/// How long the glide takes: as long as a tile's slide (`transition: transform 0.28s`).
const DURATION: f64 = 280.0;

/// A view box: `(x, y, width, height)`.
pub type Rect = (f32, f32, f32, f32);

/// What a glide does each frame, kept until the glide ends (it asks for the next
/// frame with itself).
type Tick = Rc<RefCell<Option<Closure<dyn FnMut(f64)>>>>;

/// The view box drawn, and the glide under way.
#[derive(Debug, Default)]
pub struct Glide {
    /// The view box drawn now (part-way, during a glide).
    shown: Rc<Cell<Option<Rect>>>,
    /// Counts the glides: one that is no longer the latest stops.
    run: Rc<Cell<u32>>,
}

impl Glide {
    /// `board`'s view box has just been set to `to`: it is drawn from where it was and
    /// glides there. The first view box is simply kept.
    pub fn to(&self, board: &web_sys::Element, to: Rect) {
        let from = self.shown.replace(Some(to));
        let run = self.run.get().wrapping_add(1);
        self.run.set(run);
        let Some(from) = from.filter(|&from| from != to && !reduced_motion()) else {
            return;
        };
        set(board, from);
        let (shown, runs, board) = (self.shown.clone(), self.run.clone(), board.clone());
        let start = Cell::new(None::<f64>);
        let tick: Tick = Rc::default();
        let again = tick.clone();
        *tick.borrow_mut() = Some(Closure::new(move |now: f64| {
            if runs.get() != run {
                // A newer glide took over; this closure goes with it.
                again.borrow_mut().take();
                return;
            }
            let t0 = start.get().unwrap_or(now);
            start.set(Some(t0));
            let t = ((now - t0) / DURATION).clamp(0.0, 1.0) as f32;
            let at = between(from, to, t * t * (3.0 - 2.0 * t));
            set(&board, at);
            shown.set(Some(at));
            if t < 1.0 {
                request_frame(&again);
            } else {
                again.borrow_mut().take();
            }
        }));
        request_frame(&tick);
    }
}

/// The view box a fraction `f` of the way from `a` to `b`.
fn between(a: Rect, b: Rect, f: f32) -> Rect {
    let at = |a: f32, b: f32| a + (b - a) * f;
    (at(a.0, b.0), at(a.1, b.1), at(a.2, b.2), at(a.3, b.3))
}

fn set(board: &web_sys::Element, (x, y, w, h): Rect) {
    let _ = board.set_attribute("viewBox", &[x, y, w, h].map(num).join(" "));
}

fn request_frame(tick: &Tick) {
    if let Some(tick) = tick.borrow().as_ref() {
        let _ = gloo::utils::window().request_animation_frame(tick.as_ref().unchecked_ref());
    }
}

fn reduced_motion() -> bool {
    gloo::utils::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_view_glides_in_a_straight_line() {
        let (a, b) = ((0.0, -8.0, 7.0, 6.0), (2.0, -10.0, 9.0, 8.0));
        assert_eq!(between(a, b, 0.0), a);
        assert_eq!(between(a, b, 1.0), b);
        assert_eq!(between(a, b, 0.5), (1.0, -9.0, 8.0, 7.0));
    }
}
