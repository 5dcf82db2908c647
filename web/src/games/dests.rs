//! The board contract of every game: the adapter reads, once per position, which engine
//! moves each touch can lead to (chessground's `dests`, keyed by what a person touches: a
//! point, a pit, a cell, or a thing carried from one cell to another); the board emits the
//! touch, or the move when a touch leads to one alone (Caro's point, Kauri's pit); a touch
//! that leaves more than one move makes them the pending ones ([`super::Pending`]), as
//! chessground's host asks which piece a pawn becomes.

use std::rc::Rc;

use yew::Callback;

use super::Pending;

/// The engine moves each touch leads to, e.g. `[(Lift(h9, g10), h8-g10 entering from
/// h8), (Lift(h9, g10), i9-g10 …)]`: a short list, searched only when the person touches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dests<T, M>(Vec<(T, M)>);

impl<T, M> Default for Dests<T, M> {
    fn default() -> Self {
        Dests(Vec::new())
    }
}

impl<T: Copy + PartialEq, M: Copy> Dests<T, M> {
    /// `touch` leads to `m` too.
    pub fn push(&mut self, touch: T, m: M) {
        self.0.push((touch, m));
    }

    /// The moves `touch` leads to, in the order they were read.
    pub fn moves(&self, touch: T) -> Vec<M> {
        self.0
            .iter()
            .filter(|(t, _)| *t == touch)
            .map(|&(_, m)| m)
            .collect()
    }

    /// The first move `touch` leads to (the only one, in games where a touch leads to one
    /// move at most).
    pub fn first(&self, touch: T) -> Option<M> {
        self.0.iter().find(|(t, _)| *t == touch).map(|&(_, m)| m)
    }

    /// Every touch that leads to a move, with each move (a touch once a move).
    pub fn iter(&self) -> impl Iterator<Item = (T, M)> + '_ {
        self.0.iter().copied()
    }

    /// Whether no touch leads to any move.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Plays the move a touch led to, or makes the moves it left the pending ones; a touch
/// that leads nowhere does nothing.
pub fn settle<M: Copy>(moves: Vec<M>, on_move: &Callback<M>, on_pending: &Callback<Pending<M>>) {
    match moves.as_slice() {
        [] => {}
        &[only] => on_move.emit(only),
        _ => on_pending.emit(Rc::from(moves)),
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use super::*;

    #[test]
    fn test_a_touch_plays_its_only_move_and_leaves_several_pending() {
        let mut dests = Dests::default();
        dests.push('a', 1);
        dests.push('b', 2);
        dests.push('b', 3);
        assert_eq!(dests.moves('b'), [2, 3]);
        assert!(dests.moves('c').is_empty());
        let (played, pending) = (
            Rc::new(RefCell::new(Vec::new())),
            Rc::new(RefCell::new(None)),
        );
        let on_move = {
            let played = played.clone();
            Callback::from(move |m| played.borrow_mut().push(m))
        };
        let on_pending = {
            let pending = pending.clone();
            Callback::from(move |p: Pending<i32>| *pending.borrow_mut() = Some(p.to_vec()))
        };
        for touch in ['a', 'b', 'c'] {
            settle(dests.moves(touch), &on_move, &on_pending);
        }
        assert_eq!(*played.borrow(), [1]);
        assert_eq!(*pending.borrow(), Some(vec![2, 3]));
    }
}
