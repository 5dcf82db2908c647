//! The memory of the repetition rule: the positions since the last move that cannot be
//! undone.
//!
//! Markers are only ever added or taken over, and a connection that takes over another
//! player's markers costs its chevron. So the number of marked fields never falls, the
//! number of chevrons never rises, and one of them changes whenever the markers do. A
//! step that marks a new field or removes a chevron therefore leads to positions unlike
//! every earlier one, and so does a pass: the first one triggers the end for good, and
//! after it the game ends within one round, before any position could come back. Only
//! the positions since the last such move can repeat; they share their markers and
//! differ at most in the chevrons and the side to move, which is what a [`Key`] holds,
//! exactly.

use super::{
    Direction, Field, Side, Twist,
    board::{Board, FieldSet, fields_of},
};

/// The most chevrons a game has (four players with three each; two have four each).
pub(super) const MAX_CHEVRONS: u32 = 12;

/// A position among positions with the same markers: where the chevrons stand, and for
/// each (in field order) its owner and facing, and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Key {
    chevrons: FieldSet,
    /// Five bits per chevron (owner, facing), then the side to move in bits 60–61.
    detail: u64,
}

impl Key {
    /// The key of a position (at most [`MAX_CHEVRONS`] chevrons).
    pub fn of(board: &Board, to_move: Side) -> Key {
        let chevrons = board.all_chevrons();
        let mut detail = (to_move.index() as u64) << (5 * MAX_CHEVRONS);
        for (i, field) in fields_of(chevrons).enumerate() {
            let owner = Side::ALL
                .into_iter()
                .position(|side| board.chevrons(side) & field.bit() != 0)
                .unwrap_or(0);
            let bits = (owner as u64) << 3 | board.facing(field) as u64;
            detail |= bits << (5 * i);
        }
        Key { chevrons, detail }
    }
}

/// A step that changed no marker, remembered with what it takes to undo it (for the
/// position code) and the position before it (for the count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct TrailStep {
    /// The position before the step.
    pub before: Key,
    /// Where the chevron stood.
    pub from: Field,
    /// Where the chevron pointed before the step.
    pub facing: Direction,
    /// Where it went.
    pub to: Field,
    /// Its twist.
    pub twist: Twist,
}

/// How many times the position `now` has occurred since the last irreversible move,
/// counting this time.
pub(super) fn occurrences(trail: &[TrailStep], now: Key) -> usize {
    1 + trail.iter().filter(|step| step.before == now).count()
}
