//! The step a person is at in choosing an Azacru move, as the bar above the board says it:
//! pick a chevron, pick its target, choose the twist, pass, or the game is over.

use engine::{
    Game,
    azacru::{Azacru, Direction, Field, Side},
};

use crate::games::azacru::view::{Pick, PickView, must_pass};

/// What the bar shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The game is over: each side's fields, the most first.
    Over(Vec<(Side, u32)>),
    /// The side to move has no move: one click passes.
    Pass(Side),
    /// The side to move picks a chevron.
    PickChevron(Side),
    /// A chevron is picked: its power, and which marks its targets carry.
    PickTarget {
        field: Field,
        power: u8,
        connects: bool,
        costly: bool,
    },
    /// The move enters another region: the twist is due; `facing` is the plain move's.
    Twist {
        side: Side,
        from: Field,
        to: Field,
        facing: Direction,
    },
}

/// The step the player is at, from the game and his pick.
pub fn step(game: &Azacru, pick: Pick, view: &PickView) -> Step {
    if game.is_over() {
        let mut scores: Vec<(Side, u32)> =
            game.sides().iter().map(|&s| (s, game.fields(s))).collect();
        scores.sort_by_key(|&(_, fields)| std::cmp::Reverse(fields));
        return Step::Over(scores);
    }
    let side = game.turn();
    if must_pass(game) {
        return Step::Pass(side);
    }
    match (pick, view.picked) {
        (Pick::Twist { from, to }, _) => match view.target(to) {
            Some(target) => Step::Twist {
                side,
                from,
                to,
                facing: target.facing,
            },
            None => Step::PickChevron(side),
        },
        (_, Some(field)) => Step::PickTarget {
            field,
            power: view.power.unwrap_or(1),
            connects: view
                .targets
                .iter()
                .any(|t| t.connects() && !t.costs_chevron),
            costly: view.targets.iter().any(|t| t.costs_chevron),
        },
        _ => Step::PickChevron(side),
    }
}

#[cfg(test)]
mod tests {
    use engine::azacru::{AzacruOptions, Twist};

    use super::*;
    use crate::games::azacru::view::pick_view;

    fn at(game: &Azacru, pick: Pick) -> Step {
        step(game, pick, &pick_view(game, pick, Twist::None))
    }

    #[test]
    fn test_steps_follow_the_pick() {
        let game = Azacru::new(AzacruOptions::default());
        let field = |name: &str| name.parse::<Field>().expect("field");
        assert_eq!(at(&game, Pick::Idle), Step::PickChevron(Side::East));
        assert_eq!(
            at(&game, Pick::Chevron(field("g1"))),
            Step::PickTarget {
                field: field("g1"),
                power: 1,
                connects: false,
                costly: false
            }
        );
        let twist = Pick::Twist {
            from: field("g1"),
            to: field("f2"),
        };
        assert_eq!(
            at(&game, twist),
            Step::Twist {
                side: Side::East,
                from: field("g1"),
                to: field("f2"),
                facing: Direction::NW
            }
        );
    }

    #[test]
    fn test_a_forced_pass_is_the_only_step() {
        let Ok(game) = Azacru::from_code(AzacruOptions::default(), "8w/9/9/9/9/9/9/9/e8./i9sw.e")
        else {
            panic!("the code reads");
        };
        assert_eq!(at(&game, Pick::Idle), Step::Pass(Side::East));
        let mut over = game.clone();
        for token in ["pass", "i9-h8"] {
            assert!(over.play_token(token).is_ok(), "{token}");
        }
        assert_eq!(
            at(&over, Pick::Idle),
            Step::Over(vec![(Side::West, 2), (Side::East, 1)])
        );
    }
}
