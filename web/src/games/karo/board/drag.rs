//! Dragging with any pointer (mouse, finger, pen): what is held, where the pointer is,
//! and where it was put down (`Drag`, without the DOM), and the board's pointer event
//! handlers (`use_drag`).

use std::{cell::RefCell, rc::Rc};

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::{
    geometry::{Frame, Spot, spot_at},
    select::{Grab, Picks, Touch, finish},
};

/// How far (in CSS pixels) the pointer must go before a press becomes a drag: less is
/// a click, so a shaky tap still selects.
const THRESHOLD: f64 = 5.0;

/// A press on something that can be picked up, and what the pointer did since.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// What is held.
    pub grab: Grab,
    /// The pointer holding it (`PointerEvent.pointerId`).
    pub pointer: i32,
    /// Where the press was, on the screen.
    start: (f64, f64),
    /// The pointer's offset from the centre of the held thing, in board units, so that
    /// it does not jump to centre itself under the pointer.
    offset: (f32, f32),
    /// Where the pointer is now, on the board.
    at: (f32, f32),
    /// Whether the pointer went far enough to be a drag.
    pub moving: bool,
}

impl Drag {
    /// A press of `pointer` on `spot`, at `client` on the screen and `board` on the
    /// board; `None` when nothing there can be picked up.
    pub fn press(
        picks: &Picks,
        spot: Spot,
        pointer: i32,
        client: (f64, f64),
        board: (f32, f32),
    ) -> Option<Drag> {
        let grab = picks.grab_at(spot)?;
        let (cx, cy) = spot.centre();
        Some(Drag {
            grab,
            pointer,
            start: client,
            offset: (board.0 - cx, board.1 - cy),
            at: board,
            moving: false,
        })
    }

    /// The drag after the pointer went to `client` (`board` on the board).
    #[must_use]
    pub fn moved(self, client: (f64, f64), board: (f32, f32)) -> Drag {
        let far = (client.0 - self.start.0).hypot(client.1 - self.start.1) > THRESHOLD;
        Drag {
            at: board,
            moving: self.moving || far,
            ..self
        }
    }

    /// Where the held thing's centre is drawn.
    pub fn centre(&self) -> (f32, f32) {
        (self.at.0 - self.offset.0, self.at.1 - self.offset.1)
    }

    /// The touch made by letting go here, if the held thing may go to the cell under
    /// its centre; `None` sends it back where it came from.
    pub fn release(&self, picks: &Picks, table: (u8, u8)) -> Option<Touch> {
        let target = spot_at(self.centre(), table.0, table.1)?;
        picks
            .targets(self.grab)
            .contains(&target)
            .then(|| finish(self.grab, target))
    }
}

/// Where the pointer is, on the screen and on the board (turned back if the board is
/// drawn flipped).
fn board_point(
    svg: &NodeRef,
    frame: Frame,
    flipped: bool,
    e: &PointerEvent,
) -> Option<((f64, f64), (f32, f32))> {
    let element = svg.cast::<web_sys::Element>()?;
    let r = element.get_bounding_client_rect();
    let client = (f64::from(e.client_x()), f64::from(e.client_y()));
    let rect = (r.left(), r.top(), r.width(), r.height());
    Some((client, frame.unturn(frame.to_board(rect, client), flipped)))
}

/// The board's pointer handlers and the drag under way.
#[derive(Debug)]
pub struct Pointer {
    /// The press or drag under way.
    pub drag: Option<Drag>,
    /// Set when a drag ends, until the browser has sent the click it may send after it
    /// (in the same task): that click is not a click.
    pub just_dropped: Rc<RefCell<bool>>,
    pub down: Callback<PointerEvent>,
    pub moved: Callback<PointerEvent>,
    pub up: Callback<PointerEvent>,
    pub cancel: Callback<PointerEvent>,
}

/// Dragging on the board `svg`, showing `frame` of a table of `table` cells, maybe
/// `flipped`. A drag that ends reports the touch it made, or `None` when the thing went
/// back.
#[hook]
pub fn use_drag(
    svg: NodeRef,
    frame: Frame,
    flipped: bool,
    table: (u8, u8),
    picks: Rc<Picks>,
    on_drop: Callback<Option<Touch>>,
) -> Pointer {
    let drag = use_state(|| None::<Drag>);
    let just_dropped = use_mut_ref(|| false);
    let down = {
        let (svg, drag, picks) = (svg.clone(), drag.clone(), picks.clone());
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            let Some((client, at)) = board_point(&svg, frame, flipped, &e) else {
                return;
            };
            if let Some(spot) = spot_at(at, table.0, table.1) {
                drag.set(Drag::press(&picks, spot, e.pointer_id(), client, at));
            }
        })
    };
    let moved = {
        let (svg, drag) = (svg.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(d) = (*drag).filter(|d| d.pointer == e.pointer_id()) else {
                return;
            };
            let Some((client, at)) = board_point(&svg, frame, flipped, &e) else {
                return;
            };
            let next = d.moved(client, at);
            if !next.moving {
                return;
            }
            if !d.moving
                && let Some(element) = svg.cast::<web_sys::Element>()
            {
                // The board keeps the pointer even when it leaves the board.
                let _ = element.set_pointer_capture(e.pointer_id());
            }
            e.prevent_default();
            drag.set(Some(next));
        })
    };
    let up = {
        let (drag, just_dropped) = (drag.clone(), just_dropped.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(d) = (*drag).filter(|d| d.pointer == e.pointer_id()) else {
                return;
            };
            drag.set(None);
            let Some((client, at)) = board_point(&svg, frame, flipped, &e) else {
                return;
            };
            let d = d.moved(client, at);
            if !d.moving {
                return;
            }
            *just_dropped.borrow_mut() = true;
            let just_dropped = just_dropped.clone();
            Timeout::new(0, move || *just_dropped.borrow_mut() = false).forget();
            // Anywhere else, letting go sends the thing back: nothing is reported.
            on_drop.emit(d.release(&picks, table));
        })
    };
    let cancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };
    Pointer {
        drag: *drag,
        just_dropped,
        down,
        moved,
        up,
        cancel,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picks() -> Picks {
        Picks {
            tiles: [(Spot::new(7, 8), vec![Spot::new(6, 9)])].into(),
            ..Picks::default()
        }
    }

    #[test]
    fn test_a_drag_to_a_target_makes_the_touch() {
        let h9 = Spot::new(7, 8);
        let drag = Drag::press(&picks(), h9, 1, (10.0, 10.0), (7.6, -8.4)).expect("a tile");
        assert!(!drag.moving);
        // Two pixels is still a click.
        assert!(!drag.moved((12.0, 10.0), (7.65, -8.4)).moving);
        // One cell left and one up, held off-centre as it was picked up.
        let moved = drag.moved((-40.0, -40.0), (6.6, -9.4));
        assert!(moved.moving);
        assert_eq!(moved.centre(), (6.5, -9.5));
        assert_eq!(
            moved.release(&picks(), (20, 20)),
            Some(Touch::Lift(h9, Spot::new(6, 9)))
        );
    }

    #[test]
    fn test_elsewhere_it_snaps_back() {
        let h9 = Spot::new(7, 8);
        let drag = Drag::press(&picks(), h9, 1, (0.0, 0.0), (7.5, -8.5)).expect("a tile");
        assert_eq!(
            drag.moved((90.0, 0.0), (9.5, -8.5))
                .release(&picks(), (20, 20)),
            None
        );
        assert_eq!(
            drag.moved((0.0, 0.0), (-3.0, -8.5))
                .release(&picks(), (20, 20)),
            None
        );
        assert_eq!(
            Drag::press(&picks(), Spot::new(0, 0), 1, (0.0, 0.0), (0.5, -0.5)),
            None
        );
    }
}
