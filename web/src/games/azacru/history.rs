//! The chevrons as the board draws them: each keeps an id from the start position and a
//! running angle, so that the board can slide and turn the same element when it moves.

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Chevron, Direction, Field},
};

/// A chevron on the board, with what its animation needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChevronView {
    /// Which chevron of the start position this is (its place in reading order there).
    pub id: usize,
    /// Where it stands.
    pub field: Field,
    /// Whose it is and where it points.
    pub chevron: Chevron,
    /// Its facing in degrees clockwise from north, counted on from its earlier facings so
    /// that a turn from north-west to north is +45°, never −315°.
    pub degrees: i32,
}

/// The facing's angle in degrees clockwise from north (0 to 315).
pub fn degrees(facing: Direction) -> i32 {
    Direction::ALL
        .iter()
        .position(|&d| d == facing)
        .map_or(0, |i| i as i32 * 45)
}

/// The smallest turn from one facing to another, in degrees (−135 to 180).
fn turn(from: Direction, to: Direction) -> i32 {
    let delta = (degrees(to) - degrees(from)).rem_euclid(360);
    if delta > 180 { delta - 360 } else { delta }
}

/// The chevrons after playing `shown` from `start`, in id order (the order never changes
/// but for chevrons that leave, so the board never has to move an element in its list).
pub fn chevron_views(start: &Azacru, shown: &[AzacruMove]) -> Vec<ChevronView> {
    let mut game = start.clone();
    let mut views: Vec<ChevronView> = Field::all()
        .filter_map(|field| Some((field, game.chevron(field)?)))
        .enumerate()
        .map(|(id, (field, chevron))| ChevronView {
            id,
            field,
            chevron,
            degrees: degrees(chevron.facing),
        })
        .collect();
    for &m in shown {
        game.play_unchecked(m);
        let AzacruMove::Step { from, to, .. } = m else {
            continue;
        };
        let Some(i) = views.iter().position(|v| v.field == from) else {
            continue;
        };
        match game.chevron(to) {
            Some(chevron) => {
                let view = &mut views[i];
                view.degrees += turn(view.chevron.facing, chevron.facing);
                view.field = to;
                view.chevron = chevron;
            }
            // The connection cost the chevron.
            None => {
                views.remove(i);
            }
        }
    }
    views
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::azacru::view::tests::{field, play};

    #[test]
    fn test_turns_take_the_short_way() {
        assert_eq!(turn(Direction::NW, Direction::N), 45);
        assert_eq!(turn(Direction::N, Direction::NW), -45);
        assert_eq!(turn(Direction::N, Direction::S), 180);
        assert_eq!(degrees(Direction::E), 90);
    }

    #[test]
    fn test_a_chevron_keeps_its_id_as_it_moves() {
        let p = play(&[], "g1-f2l a5-b6");
        let views = chevron_views(&p.start, &p.moves);
        let start = chevron_views(&p.start, &[]);
        let g1 = start.iter().find(|v| v.field == field("g1")).map(|v| v.id);
        let moved = views.iter().find(|v| v.field == field("f2"));
        assert_eq!(moved.map(|v| v.id), g1);
        // g1 faced north, moved north-west and turned left: west, a turn of −90°.
        assert_eq!(
            moved.map(|v| (v.chevron.facing, v.degrees)),
            Some((Direction::W, -90))
        );
        let ids: Vec<usize> = views.iter().map(|v| v.id).collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]), "id order is kept");
    }
}
