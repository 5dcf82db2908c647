//! Choosing a move on the board: pick a chevron, pick a target, and, where the move
//! enters another region, pick a twist. Each click either moves the choice on or gives
//! the move to play.

use std::rc::Rc;

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Direction, Field, Twist},
};

use super::targets::{Target, movable, targets};

/// How far the player has got in choosing a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pick {
    /// Nothing picked.
    #[default]
    Idle,
    /// A chevron is picked; its targets are shown.
    Chevron(Field),
    /// A chevron and a target in another region are picked; the twist is due.
    Twist {
        /// The chevron's field.
        from: Field,
        /// The target.
        to: Field,
    },
}

impl Pick {
    /// The picked chevron's field, if any.
    pub fn chevron(self) -> Option<Field> {
        match self {
            Pick::Idle => None,
            Pick::Chevron(from) | Pick::Twist { from, .. } => Some(from),
        }
    }

    /// A click (or Enter) on `field`: the next pick, and the move to play if the click
    /// completes one.
    pub fn on_field(self, field: Field, game: &Azacru) -> (Pick, Option<AzacruMove>) {
        let step = |from, to, twist| Some(AzacruMove::Step { from, to, twist });
        match self {
            // A second click on the target keeps the facing.
            Pick::Twist { from, to } if field == to => (Pick::Idle, step(from, to, Twist::None)),
            Pick::Chevron(from) | Pick::Twist { from, .. } if field == from => (Pick::Idle, None),
            Pick::Chevron(from) | Pick::Twist { from, .. } => {
                match targets(game, from).into_iter().find(|t| t.to == field) {
                    Some(t) if t.offers_twist() => (Pick::Twist { from, to: field }, None),
                    Some(t) => (Pick::Idle, step(from, t.to, Twist::None)),
                    None => (Pick::Idle.on_field(field, game).0, None),
                }
            }
            Pick::Idle if movable(game).contains(&field) => (Pick::Chevron(field), None),
            Pick::Idle => (Pick::Idle, None),
        }
    }

    /// The twist chosen for the pending move, if one is pending.
    pub fn on_twist(self, twist: Twist) -> Option<AzacruMove> {
        match self {
            Pick::Twist { from, to } => Some(AzacruMove::Step { from, to, twist }),
            _ => None,
        }
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

/// The view of `pick` in `game`, previewing `twist` for a pending twist.
pub fn pick_view(game: &Azacru, pick: Pick, twist: Twist) -> PickView {
    let Some(from) = pick.chevron().filter(|_| !game.is_over()) else {
        return PickView::default();
    };
    let targets = targets(game, from);
    let pending = match pick {
        Pick::Twist { to, .. } => targets.iter().find(|t| t.to == to),
        _ => None,
    };
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
    use crate::games::azacru::view::tests::{field, play};

    fn token(m: Option<AzacruMove>) -> Option<String> {
        m.map(|m| m.to_string())
    }

    #[test]
    fn test_a_move_within_the_region_takes_two_clicks() {
        let game = play(&[], "").game;
        let (pick, m) = Pick::Idle.on_field(field("c1"), &game);
        assert_eq!(
            (pick, m),
            (Pick::Idle, None),
            "west's chevron is not east's to pick"
        );
        let (pick, m) = Pick::Idle.on_field(field("g1"), &game);
        assert_eq!((pick, m), (Pick::Chevron(field("g1")), None));
        let (pick, m) = pick.on_field(field("g2"), &game);
        assert_eq!((pick, token(m)), (Pick::Idle, Some("g1-g2".into())));
    }

    #[test]
    fn test_a_move_into_another_region_asks_for_the_twist() {
        let game = play(&[], "").game;
        let (pick, _) = Pick::Idle.on_field(field("g1"), &game);
        let (pick, m) = pick.on_field(field("f2"), &game);
        assert_eq!(m, None);
        assert_eq!(
            pick,
            Pick::Twist {
                from: field("g1"),
                to: field("f2")
            }
        );
        assert_eq!(token(pick.on_twist(Twist::Left)), Some("g1-f2l".into()));
        assert_eq!(
            token(pick.on_field(field("f2"), &game).1),
            Some("g1-f2".into())
        );
        let view = pick_view(&game, pick, Twist::Right);
        assert_eq!(view.twist, Some((field("f2"), Direction::N)));
        assert_eq!(view.power, Some(1));
        // Another target, another chevron, or nothing at all.
        assert_eq!(
            pick.on_field(field("g2"), &game).1.map(|m| m.to_string()),
            Some("g1-g2".into())
        );
        assert_eq!(
            pick.on_field(field("i5"), &game).0,
            Pick::Chevron(field("i5"))
        );
        assert_eq!(pick.on_field(field("e5"), &game).0, Pick::Idle);
        assert_eq!(pick.on_field(field("g1"), &game).0, Pick::Idle);
        assert_eq!(Pick::Idle.on_twist(Twist::Left), None);
    }
}
