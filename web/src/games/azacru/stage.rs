//! The stage a person is at in choosing an Azacru move, as the bar above the board says
//! it: pick a chevron, pick its target, choose the twist, pass, or the game is over.

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Direction, Field, Side},
};

use crate::games::{azacru::view::PickView, must_pass};

/// What the bar shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
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

/// The stage the player is at, from the game and what he picked.
pub fn stage(game: &Azacru, view: &PickView) -> Stage {
    if game.is_over() {
        let mut scores: Vec<(Side, u32)> =
            game.sides().iter().map(|&s| (s, game.fields(s))).collect();
        scores.sort_by_key(|&(_, fields)| std::cmp::Reverse(fields));
        return Stage::Over(scores);
    }
    let side = game.turn();
    if must_pass(game, AzacruMove::Pass) {
        return Stage::Pass(side);
    }
    let due = view.twist.and_then(|(to, _)| view.target(to));
    match (view.picked, due) {
        (Some(from), Some(target)) => Stage::Twist {
            side,
            from,
            to: target.to,
            facing: target.facing,
        },
        (Some(field), None) => Stage::PickTarget {
            field,
            power: view.power.unwrap_or(1),
            connects: view
                .targets
                .iter()
                .any(|t| t.connects() && !t.costs_chevron),
            costly: view.targets.iter().any(|t| t.costs_chevron),
        },
        _ => Stage::PickChevron(side),
    }
}

#[cfg(test)]
mod tests {
    use engine::azacru::{AzacruOptions, Twist};

    use super::*;
    use crate::games::azacru::{targets::steps, view::pick_view};

    /// The stage with `chevron` picked and the step to `due` waiting for its twist.
    fn at(game: &Azacru, chevron: Option<Field>, due: Option<Field>) -> Stage {
        let steps = steps(game);
        let pending = match (chevron, due) {
            (Some(from), Some(to)) => steps.moves((from, to)),
            _ => Vec::new(),
        };
        stage(
            game,
            &pick_view(game, &steps, chevron, &pending, Twist::None),
        )
    }

    #[test]
    fn test_stages_follow_the_pick() {
        let game = Azacru::new(AzacruOptions::default());
        let field = |name: &str| name.parse::<Field>().expect("field");
        assert_eq!(at(&game, None, None), Stage::PickChevron(Side::East));
        assert_eq!(
            at(&game, Some(field("g1")), None),
            Stage::PickTarget {
                field: field("g1"),
                power: 1,
                connects: false,
                costly: false
            }
        );
        assert_eq!(
            at(&game, Some(field("g1")), Some(field("f2"))),
            Stage::Twist {
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
        assert_eq!(at(&game, None, None), Stage::Pass(Side::East));
        let mut over = game.clone();
        for token in ["pass", "i9-h8"] {
            assert!(over.play_token(token).is_ok(), "{token}");
        }
        assert_eq!(
            at(&over, None, None),
            Stage::Over(vec![(Side::West, 2), (Side::East, 1)])
        );
    }
}
