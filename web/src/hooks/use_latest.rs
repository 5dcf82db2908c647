//! A board's state that keys act on, read at its newest. Keys pressed faster than the board
//! draws each act on where the key before left things; a `use_state` handle answers with what
//! the last drawing saw, so a second arrow would step from the old focus and an Enter would
//! pick up where the one before had already put down.

use std::{cell::RefCell, rc::Rc};

use yew::prelude::*;

/// A value kept across drawings whose reading is always the last one set.
#[derive(Clone, Debug)]
pub struct Latest<T> {
    at: Rc<RefCell<T>>,
    redraw: UseForceUpdateHandle,
}

impl<T: Copy + PartialEq> Latest<T> {
    /// The value now, whether or not the board has drawn it yet.
    pub fn get(&self) -> T {
        *self.at.borrow()
    }

    /// Sets the value, and draws the component again if it changed.
    pub fn set(&self, to: T) {
        if self.at.replace(to) != to {
            self.redraw.force_update();
        }
    }
}

/// A `Latest` at `first()` until something sets it.
#[hook]
pub fn use_latest<T: Copy + PartialEq + 'static>(first: impl FnOnce() -> T) -> Latest<T> {
    Latest {
        at: use_mut_ref(first),
        redraw: use_force_update(),
    }
}
