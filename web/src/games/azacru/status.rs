//! Azacru's words: the status line (who moves, how the end comes, who won), the score
//! panel's rows and the move list.

use engine::{
    Game, Outcome, Seat,
    azacru::{Azacru, AzacruMove, Side},
};

use crate::games::must_pass;
use crate::{
    games::{MoveItem, items},
    state::Play,
    t,
};

/// Markers each player has (`docs/rules/azacru.md`, rule 19): the supply is shown, but it never runs
/// short in a real game, so the engine does not count it.
pub const MARKER_SUPPLY: u32 = 50;

/// A side's name, capitalised: `North`.
pub fn side_name(side: Side) -> String {
    t!(format!("side-{}", side.name()))
}

/// The style name of a side, as the board, the score panel and the move list use it.
pub fn side_class(side: Side) -> &'static str {
    side.name()
}

fn seat_name(seat: Seat) -> String {
    Side::from_seat(seat).map(side_name).unwrap_or_default()
}

/// `North, East and West`.
fn and_list(mut names: Vec<String>) -> String {
    match names.pop() {
        None => String::new(),
        Some(last) if names.is_empty() => last,
        Some(last) => t!("list-and", first = names.join(", "), last = last),
    }
}

/// The side whose pass started the end, if the moves shown include it (a game set up
/// from a position code may have started after it).
fn first_passer(play: &Play<Azacru>) -> Option<Side> {
    let mut game = play.start.clone();
    for &m in play.moves.iter().take(play.cursor) {
        if m == AzacruMove::Pass && game.turns_left().is_none() {
            return Some(game.turn());
        }
        game.play_unchecked(m);
    }
    None
}

/// The status line: who moves and whether he must pass, how the end is coming, or how
/// the game ended and who won.
pub fn status(play: &Play<Azacru>) -> String {
    let game = &play.game;
    let passer = || first_passer(play).map_or_else(|| t!("azacru-someone"), side_name);
    if let Some(outcome) = game.outcome() {
        let reason = match game.is_repetition() {
            true => t!("azacru-over-repetition"),
            false => t!("azacru-over-last-turns", passer = passer()),
        };
        let best = game.sides().iter().map(|&s| game.fields(s)).max();
        let fields = best.unwrap_or(0);
        let result = match outcome {
            Outcome::Winner(seat) => {
                t!(
                    "azacru-status-winner",
                    side = seat_name(seat),
                    fields = fields
                )
            }
            Outcome::Winners(seats) => {
                let names = seats.iter().map(seat_name).collect();
                t!(
                    "azacru-status-shared",
                    sides = and_list(names),
                    fields = fields
                )
            }
            // Azacru has no draw; a tie on top is a shared win.
            Outcome::Draw => t!("status-draw"),
        };
        return format!("{reason} {result}");
    }
    let side = side_name(game.turn());
    let pass = must_pass(game, AzacruMove::Pass);
    match game.turns_left() {
        None if pass => t!("azacru-status-must-pass", side = side),
        None => t!("azacru-status-to-move", side = side),
        Some(left) => {
            let id = match pass {
                true => "azacru-status-last-turns-pass",
                false => "azacru-status-last-turns",
            };
            t!(id, passer = passer(), side = side, left = left)
        }
    }
}

/// One line of the score panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    /// The player.
    pub side: Side,
    /// Fields carrying his markers: his score.
    pub fields: u32,
    /// Markers still in his supply.
    pub markers_left: u32,
    /// Chevrons still on the board.
    pub chevrons: u32,
    /// Whether he moves now.
    pub to_move: bool,
    /// Whether he won (alone or sharing the win).
    pub winner: bool,
}

/// The score panel: every side that takes part, in seat order.
pub fn score_rows(game: &Azacru) -> Vec<ScoreRow> {
    let outcome = game.outcome();
    game.sides()
        .iter()
        .map(|&side| {
            let fields = game.fields(side);
            ScoreRow {
                side,
                fields,
                markers_left: MARKER_SUPPLY.saturating_sub(fields),
                chevrons: game.chevrons(side),
                to_move: outcome.is_none() && game.turn() == side,
                winner: match outcome {
                    Some(Outcome::Winner(seat)) => seat == side.seat(),
                    Some(Outcome::Winners(seats)) => seats.contains(side.seat()),
                    _ => false,
                },
            }
        })
        .collect()
}

/// The move list: each move with the side that made it.
pub fn move_items(play: &Play<Azacru>) -> Vec<MoveItem> {
    items(&play.start, &play.moves, |game, m| {
        let side = game.turn();
        MoveItem {
            token: m.to_string(),
            mover: side_name(side),
            mark: side_class(side),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::azacru::view::tests::{code_play, play};

    #[test]
    fn test_status_names_the_player_to_move() {
        assert_eq!(status(&play(&[], "")), "East to move");
        assert_eq!(status(&play(&[], "g1-g2")), "West to move");
        assert_eq!(status(&play(&["players=4"], "")), "North to move");
        assert_eq!(
            status(&play(&["players=3", "first=west"], "")),
            "West to move"
        );
    }

    #[test]
    fn test_status_explains_the_pass_and_the_end() {
        let code = "8w/9/9/9/9/9/9/9/e8./i9sw.e";
        let mut p = code_play(code);
        assert_eq!(
            status(&p),
            "East to move: no chevron of East can move, so East must pass"
        );
        p = Play::from_link(&crate::link::GameLink {
            position: Some(code.into()),
            moves: vec!["pass".into()],
            ..Default::default()
        });
        assert_eq!(
            status(&p),
            "East passed, so every other player has one last turn. West to move (the last turn)"
        );
        p = Play::from_link(&crate::link::GameLink {
            position: Some(code.into()),
            moves: vec!["pass".into(), "i9-h8".into()],
            ..Default::default()
        });
        assert_eq!(
            status(&p),
            "East passed and the others have had their last turns. Game over: West wins with 2 fields"
        );
        let rows = score_rows(&p.game);
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[1].side, rows[1].fields, rows[1].winner),
            (Side::West, 2, true)
        );
        assert_eq!((rows[0].markers_left, rows[0].chevrons), (49, 0));
        assert!(rows.iter().all(|r| !r.to_move));
    }

    #[test]
    fn test_a_shared_win_names_every_winner() {
        // East and west hold one field each when the end comes.
        let p = Play::from_link(&crate::link::GameLink {
            position: Some("8w/9/9/9/9/9/9/9/e8./i9sw.e1".into()),
            moves: vec!["pass".into()],
            ..Default::default()
        });
        assert_eq!(
            status(&p),
            "A player passed and the others have had their last turns. \
             Game over: East and West share the win with 1 field each"
        );
    }

    #[test]
    fn test_move_items_name_each_mover() {
        let items = move_items(&play(&["players=3"], "e9-e8 g9-g8 c9-c8"));
        let movers: Vec<(&str, String)> = items.iter().map(|i| (i.mark, i.mover.clone())).collect();
        assert_eq!(
            movers,
            [
                ("north", "North".into()),
                ("east", "East".into()),
                ("west", "West".into())
            ]
        );
    }

    #[test]
    fn test_every_side_facing_and_option_has_english_words() {
        use engine::{
            GameOptions,
            azacru::{AzacruOptions, Direction},
        };
        let mut ids: Vec<String> = Vec::new();
        for side in Side::ALL {
            ids.push(format!("side-{}", side.name()));
            ids.push(format!("side-{}.letter", side.name()));
        }
        for d in Direction::ALL {
            ids.push(format!("azacru-facing-{}", d.as_str()));
        }
        for spec in AzacruOptions::SPECS {
            ids.push(format!("option-{}", spec.key));
            ids.extend(
                spec.values
                    .iter()
                    .map(|v| format!("option-{}-{v}", spec.key)),
            );
        }
        for id in ids {
            assert_ne!(crate::i18n::tr(&id, None), id, "{id} has no message");
        }
    }
}
