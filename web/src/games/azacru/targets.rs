//! Where a picked chevron may go, and what each landing would do. The legal moves come
//! from the engine; what a move does is read from the position it leads to, so the view
//! never works a rule out for itself.

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Direction, Field, Twist},
};

use crate::games::dests::Dests;

/// One field a picked chevron may move to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The field.
    pub to: Field,
    /// The legal twists, the plain move first: just `[None]` within a region or when the
    /// chevron leaves the game, all three on entering another region.
    pub twists: Vec<Twist>,
    /// Where the chevron points after the plain move (the way it moved).
    pub facing: Direction,
    /// The fields between the ends that the move turns into the mover's (a connection).
    pub fills: Vec<Field>,
    /// Those of `fills` that carried another player's marker.
    pub takes: Vec<Field>,
    /// Whether the chevron leaves the game after the move.
    pub costs_chevron: bool,
}

impl Target {
    /// Whether a choice of twist follows a click on this target.
    pub fn offers_twist(&self) -> bool {
        self.twists.len() > 1
    }

    /// Whether the move is a connection (fills the fields between its ends).
    pub fn connects(&self) -> bool {
        !self.fills.is_empty()
    }
}

/// The steps a person touches, (chevron's field, target) each with its moves: one, or
/// three where the step enters another region (kept facing, turned left, turned right).
/// The pass is no touch.
pub type Steps = Dests<(Field, Field), AzacruMove>;

/// The steps of the position, read once from its legal moves.
pub fn steps(game: &Azacru) -> Steps {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut steps = Steps::default();
    for m in moves {
        if let AzacruMove::Step { from, to, .. } = m {
            steps.push((from, to), m);
        }
    }
    steps
}

/// The chevrons of the side to move that have at least one step, in field order.
pub fn movable(steps: &Steps) -> Vec<Field> {
    let mut fields: Vec<Field> = steps.iter().map(|((from, _), _)| from).collect();
    fields.sort();
    fields.dedup();
    fields
}

/// Every target of the chevron on `from`, in field order.
pub fn targets(game: &Azacru, steps: &Steps, from: Field) -> Vec<Target> {
    let mut found: Vec<Target> = Vec::new();
    for ((f, to), m) in steps.iter() {
        let AzacruMove::Step { twist, .. } = m else {
            continue;
        };
        if f != from {
            continue;
        }
        match found.iter_mut().find(|t| t.to == to) {
            Some(target) => target.twists.push(twist),
            None => found.push(preview(game, from, to, twist)),
        }
    }
    for target in &mut found {
        target
            .twists
            .sort_by_key(|t| Twist::ALL.iter().position(|a| a == t));
    }
    found.sort_by_key(|t| t.to);
    found
}

/// What the plain move to `to` does, read from the position after it.
fn preview(game: &Azacru, from: Field, to: Field, twist: Twist) -> Target {
    let mover = game.turn();
    let mut after = game.clone();
    after.play_unchecked(AzacruMove::Step {
        from,
        to,
        twist: Twist::None,
    });
    let fills: Vec<Field> = Field::all()
        .filter(|&f| f != to)
        .filter(|&f| after.marker(f) == Some(mover) && game.marker(f) != Some(mover))
        .collect();
    let takes = fills
        .iter()
        .copied()
        .filter(|&f| game.marker(f).is_some())
        .collect();
    let landed = after.chevron(to);
    let facing = landed
        .map(|c| c.facing)
        .or_else(|| from.line_to(to).map(|(d, _)| d))
        .unwrap_or_default();
    Target {
        to,
        twists: vec![twist],
        facing,
        fills,
        takes,
        costs_chevron: landed.is_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::azacru::view::tests::{code_play, field, play};

    fn names(fields: &[Field]) -> Vec<String> {
        fields.iter().map(Field::to_string).collect()
    }

    #[test]
    fn test_targets_at_the_start() {
        let game = play(&[], "").game;
        let found = targets(&game, &steps(&game), field("g1"));
        let to: Vec<Field> = found.iter().map(|t| t.to).collect();
        assert_eq!(names(&to), ["f2", "g2", "h2"]);
        // f2 lies in another region: the twist is offered; g2 and h2 stay in g1's.
        assert_eq!(found[0].twists, Twist::ALL);
        assert!(found[0].offers_twist());
        assert_eq!(found[0].facing, Direction::NW);
        assert_eq!(found[1].twists, [Twist::None]);
        assert!(found.iter().all(|t| !t.connects() && !t.costs_chevron));
        assert!(
            targets(&game, &steps(&game), field("c1")).is_empty(),
            "west's chevron"
        );
    }

    #[test]
    fn test_connections_are_read_from_the_position_after() {
        let p = play(
            &[],
            "g1-g2 c1-c2 g9-g8 c2-c3 g2-g3 c9-c8 g8-g7 c8-c7 g3-g5 a5-b5 g5-f6 b5-c5",
        );
        let found = targets(&p.game, &steps(&p.game), field("g7"));
        let g5 = found.iter().find(|t| t.to == field("g5")).expect("g5");
        assert_eq!(names(&g5.fills), ["g6"]);
        assert!(g5.takes.is_empty() && !g5.costs_chevron);
        assert!(g5.offers_twist());
    }

    #[test]
    fn test_a_connection_that_costs_the_chevron() {
        // docs/rules/azacru.md, Example 2: east's markers on a1, b1, c3 and c6, west's on c5.
        let p = code_play("8w/9/9/2e6/2w6/9/2e6/9/ee7.c3n/i9sw.e");
        let found = targets(&p.game, &steps(&p.game), field("c3"));
        let c6 = found.iter().find(|t| t.to == field("c6")).expect("c6");
        assert_eq!(names(&c6.fills), ["c4", "c5"]);
        assert_eq!(names(&c6.takes), ["c5"]);
        assert!(c6.costs_chevron);
        assert_eq!(
            c6.twists,
            [Twist::None],
            "a chevron that leaves takes no twist"
        );
        let c4 = found.iter().find(|t| t.to == field("c4")).expect("c4");
        assert!(!c4.connects());
    }
}
