//! Which steps a chevron may take, and what each does: the power, the three directions,
//! the landing limits, connection jumps and connections.

use std::ops::ControlFlow;

use super::{
    AzacruMove, Direction, Field, Side, Twist,
    board::{Board, FieldSet, fields_of},
};
use crate::MoveError;

/// What a step does besides moving the chevron and marking its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Effects {
    /// The path's fields turn into the mover's markers: the step starts and ends on his
    /// markers, is at least two fields long, and jumps over no chevron.
    pub connects: bool,
    /// The connection took another player's markers: the chevron leaves the game.
    pub removes: bool,
}

/// A step worked out: its direction, the fields strictly between its ends, its effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    /// The way the chevron moves (and then points, before any twist).
    pub direction: Direction,
    /// The fields strictly between the ends.
    pub path: FieldSet,
    /// What the step does.
    pub effects: Effects,
}

/// Whether a twist may follow a step: the chevron stays on the board and changes region.
#[inline(always)]
pub(super) const fn may_twist(from: Field, to: Field, effects: Effects) -> bool {
    !effects.removes && from.region() != to.region()
}

/// Whether `side`'s chevron on `from` may land on `to` over `path`, and what it does.
#[inline(always)]
fn landing(
    board: &Board,
    side: Side,
    (from, to): (Field, Field),
    distance: u8,
    path: FieldSet,
) -> Result<Effects, MoveError> {
    let chevrons = board.all_chevrons();
    let foreign = board.foreign_markers(side);
    if (chevrons | foreign) & to.bit() != 0 {
        return Err(MoveError::FieldTaken);
    }
    let own = board.markers(side);
    let own_ends = own & from.bit() != 0 && own & to.bit() != 0;
    let jumps = path & chevrons != 0;
    if jumps && !own_ends {
        return Err(MoveError::PathBlocked);
    }
    let connects = own_ends && distance >= 2 && !jumps;
    Ok(Effects {
        connects,
        removes: connects && path & foreign != 0,
    })
}

/// The three directions a chevron facing `facing` may move in.
const fn directions(facing: Direction) -> [Direction; 3] {
    [facing.left(), facing, facing.right()]
}

/// Calls `f` with every step `side` may take (ignoring twists), until it breaks.
fn each_step(
    board: &Board,
    side: Side,
    mut f: impl FnMut(Field, Field, Effects) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for from in fields_of(board.chevrons(side)) {
        let power = board.power(side, from);
        for direction in directions(board.facing(from)) {
            let mut path = 0;
            let mut to = from;
            // Not `1..=power`, whose iterator a build for size leaves as a call.
            for distance in 1..power + 1 {
                if distance > 1 {
                    path |= to.bit();
                }
                let Some(next) = to.step(direction) else {
                    break;
                };
                to = next;
                // A taken or blocked field ends nothing: a field further on may still be
                // reached, by a connection jump or over other players' markers.
                if let Ok(effects) = landing(board, side, (from, to), distance, path) {
                    f(from, to, effects)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Appends every step `side` may take, with a twisted copy where a twist may follow.
pub(super) fn generate(board: &Board, side: Side, moves: &mut Vec<AzacruMove>) {
    let _ = each_step(board, side, |from, to, effects| {
        let twists: &[Twist] = if may_twist(from, to, effects) {
            &Twist::ALL
        } else {
            &[Twist::None]
        };
        moves.extend(
            twists
                .iter()
                .map(|&twist| AzacruMove::Step { from, to, twist }),
        );
        ControlFlow::Continue(())
    });
}

/// Whether `side` has any step (so that a pass is not allowed).
pub(super) fn has_step(board: &Board, side: Side) -> bool {
    each_step(board, side, |_, _, _| ControlFlow::Break(())).is_break()
}

/// Works out `side`'s step from `from` to `to`, or says which rule forbids it (the twist
/// aside: see [`may_twist`]).
pub(super) fn plan(board: &Board, side: Side, from: Field, to: Field) -> Result<Plan, MoveError> {
    if board.chevrons(side) & from.bit() == 0 {
        return Err(MoveError::NoChevron);
    }
    let (direction, distance) = from.line_to(to).ok_or(MoveError::NotStraight)?;
    if !directions(board.facing(from)).contains(&direction) {
        return Err(MoveError::WrongDirection);
    }
    if distance > board.power(side, from) {
        return Err(MoveError::BeyondPower);
    }
    let mut path = 0;
    let mut field = from;
    for _ in 1..distance {
        // On the board: `to` is, and the path lies between.
        field = field.step(direction).ok_or(MoveError::NotStraight)?;
        path |= field.bit();
    }
    let effects = landing(board, side, (from, to), distance, path)?;
    Ok(Plan {
        direction,
        path,
        effects,
    })
}
