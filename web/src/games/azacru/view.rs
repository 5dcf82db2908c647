//! Azacru: the board's view model, the targets of a picked chevron, the status line and
//! the score panel. Everything the page shows about the rules comes from the engine
//! through here: legal moves, powers, and the positions that moves lead to.

use std::rc::Rc;

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Field, Side},
};

pub use super::history::{ChevronView, chevron_views};
pub use super::pick::{PickView, click, pick_view};
pub use super::status::{ScoreRow, move_items, score_rows, side_class, side_name, status};
pub use super::targets::{Steps, Target, movable, steps, targets};

use crate::state::Play;

/// What the board component needs to draw an Azacru position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The owner of each field's marker, by `Field::index` (81 entries).
    pub markers: Rc<Vec<Option<Side>>>,
    /// The chevrons, each with an id that follows it from move to move (for animation).
    pub chevrons: Rc<Vec<ChevronView>>,
    /// The sides that take part, in seat order.
    pub sides: &'static [Side],
    /// The side to move, while the game goes on.
    pub to_move: Option<Side>,
    /// The chevrons of the side to move that have somewhere to go.
    pub movable: Rc<Vec<Field>>,
    /// The last step shown: from and to.
    pub last: Option<(Field, Field)>,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            markers: Rc::new(vec![None; engine::azacru::FIELDS]),
            chevrons: Rc::default(),
            sides: &[],
            to_move: None,
            movable: Rc::default(),
            last: None,
        }
    }
}

/// The board's view of the position shown, whose chevrons with a step among `steps` may
/// be picked.
pub fn board_view(play: &Play<Azacru>, steps: &Steps) -> BoardView {
    let shown = &play.moves[..play.cursor.min(play.moves.len())];
    BoardView {
        movable: Rc::new(movable(steps)),
        ..view(&play.start, shown, &play.game)
    }
}

/// A position drawn without its history, for diagrams and pictures: chevron ids follow
/// reading order, and nothing may be touched.
pub fn still_view(game: &Azacru) -> BoardView {
    view(game, &[], game)
}

/// The view of `game`, reached from `start` by `shown`, with nothing to touch.
fn view(start: &Azacru, shown: &[AzacruMove], game: &Azacru) -> BoardView {
    let last = match shown.last() {
        Some(&AzacruMove::Step { from, to, .. }) => Some((from, to)),
        _ => None,
    };
    BoardView {
        markers: Rc::new(Field::all().map(|f| game.marker(f)).collect()),
        chevrons: Rc::new(chevron_views(start, shown)),
        sides: game.sides(),
        to_move: (!game.is_over()).then(|| game.turn()),
        movable: Rc::default(),
        last,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::link::GameLink;

    pub(in crate::games::azacru) fn play(options: &[&str], moves: &str) -> Play<Azacru> {
        Play::from_link(&GameLink {
            options: options.iter().map(|s| (*s).to_owned()).collect(),
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        })
    }

    /// A game from a position code, with two players.
    pub(in crate::games::azacru) fn code_play(code: &str) -> Play<Azacru> {
        Play::from_link(&GameLink {
            position: Some(code.to_owned()),
            ..GameLink::default()
        })
    }

    pub(in crate::games::azacru) fn field(name: &str) -> Field {
        name.parse().expect("a field")
    }

    #[test]
    fn test_board_view_of_the_start_and_a_move() {
        let p = play(&[], "");
        let start = board_view(&p, &steps(&p.game));
        assert_eq!(start.chevrons.len(), 8);
        assert_eq!(start.sides, [Side::East, Side::West]);
        assert_eq!(start.to_move, Some(Side::East));
        assert_eq!(start.last, None);
        assert!(start.markers.iter().all(Option::is_none));
        let names: Vec<String> = start.movable.iter().map(Field::to_string).collect();
        assert_eq!(names, ["g1", "i5", "a9", "g9"]);

        let p = play(&[], "g1-g2");
        let after = board_view(&p, &steps(&p.game));
        assert_eq!(after.last, Some((field("g1"), field("g2"))));
        assert_eq!(after.markers[field("g2").index()], Some(Side::East));
        assert_eq!(after.to_move, Some(Side::West));
    }
}
