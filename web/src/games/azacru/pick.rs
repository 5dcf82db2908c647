//! Choosing a move on the board: a click picks a chevron, a click on one of its targets
//! touches the step; where the step enters another region its three twists remain,
//! pending ([`crate::games::Pending`]), and the bar offers them.

use std::rc::Rc;

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Direction, Field, Twist},
};

use super::targets::{Steps, Target, targets};

/// A click (or Enter) on `field`, with `chevron` picked and `pending` the moves waiting
/// for their twist: the chevron picked afterwards, and the moves the click leads to (one
/// to play, or the twists to choose from; none leaves nothing pending).
pub fn click(
    steps: &Steps,
    chevron: Option<Field>,
    pending: &[AzacruMove],
    field: Field,
) -> (Option<Field>, Vec<AzacruMove>) {
    let due = pending.iter().find_map(|&m| match m {
        AzacruMove::Step { to, .. } => Some(to),
        AzacruMove::Pass => None,
    });
    match chevron {
        // A second click on the target keeps the facing.
        Some(from) if due == Some(field) => {
            let plain = pending.iter().copied().filter(|&m| {
                matches!(
                    m,
                    AzacruMove::Step {
                        twist: Twist::None,
                        ..
                    }
                )
            });
            (Some(from), plain.collect())
        }
        Some(from) if field == from => (None, Vec::new()),
        Some(from) => match steps.moves((from, field)) {
            moves if !moves.is_empty() => (Some(from), moves),
            _ => click(steps, None, &[], field),
        },
        None if steps.iter().any(|((from, _), _)| from == field) => (Some(field), Vec::new()),
        None => (None, Vec::new()),
    }
}

/// What the board and the action bar show of a pick.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PickView {
    /// The picked chevron's field.
    pub picked: Option<Field>,
    /// Its power of movement.
    pub power: Option<u8>,
    /// Its targets.
    pub targets: Rc<Vec<Target>>,
    /// The target whose twist is due, with the facing the chevron would take.
    pub twist: Option<(Field, Direction)>,
}

impl PickView {
    /// The target on `field`, if it is one.
    pub fn target(&self, field: Field) -> Option<&Target> {
        self.targets.iter().find(|t| t.to == field)
    }
}

/// The view of `chevron` picked in `game`, with `pending` the moves waiting for their
/// twist, previewing `twist`.
pub fn pick_view(
    game: &Azacru,
    steps: &Steps,
    chevron: Option<Field>,
    pending: &[AzacruMove],
    twist: Twist,
) -> PickView {
    let Some(from) = chevron.filter(|_| !game.is_over()) else {
        return PickView::default();
    };
    let targets = targets(game, steps, from);
    let pending = pending.iter().find_map(|&m| match m {
        AzacruMove::Step { from: f, to, .. } if f == from => targets.iter().find(|t| t.to == to),
        _ => None,
    });
    PickView {
        picked: Some(from),
        power: game.power(from),
        twist: pending.map(|t| (t.to, twist.apply(t.facing))),
        targets: Rc::new(targets),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::azacru::{
        targets::steps,
        view::tests::{field, play},
    };

    fn tokens(moves: &[AzacruMove]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn test_a_move_within_the_region_takes_two_clicks() {
        let game = play(&[], "").game;
        let steps = steps(&game);
        let (chevron, moves) = click(&steps, None, &[], field("c1"));
        assert_eq!(
            (chevron, moves),
            (None, vec![]),
            "west's chevron is not east's to pick"
        );
        let (chevron, moves) = click(&steps, None, &[], field("g1"));
        assert_eq!((chevron, moves), (Some(field("g1")), vec![]));
        let (_, moves) = click(&steps, chevron, &[], field("g2"));
        assert_eq!(tokens(&moves), ["g1-g2"]);
    }

    #[test]
    fn test_a_move_into_another_region_leaves_its_twists_pending() {
        let game = play(&[], "").game;
        let steps = steps(&game);
        let g1 = Some(field("g1"));
        let (chevron, pending) = click(&steps, g1, &[], field("f2"));
        assert_eq!(chevron, g1);
        assert_eq!(tokens(&pending), ["g1-f2", "g1-f2l", "g1-f2r"]);
        // A second click on the target keeps the facing.
        assert_eq!(
            tokens(&click(&steps, g1, &pending, field("f2")).1),
            ["g1-f2"]
        );
        let view = pick_view(&game, &steps, g1, &pending, Twist::Right);
        assert_eq!(view.twist, Some((field("f2"), Direction::N)));
        assert_eq!(view.power, Some(1));
        // Another target, another chevron, or nothing at all.
        assert_eq!(
            tokens(&click(&steps, g1, &pending, field("g2")).1),
            ["g1-g2"]
        );
        assert_eq!(
            click(&steps, g1, &pending, field("i5")),
            (Some(field("i5")), vec![])
        );
        assert_eq!(click(&steps, g1, &pending, field("e5")), (None, vec![]));
        assert_eq!(click(&steps, g1, &pending, field("g1")), (None, vec![]));
    }
}
