//! Azacru's course played by its own solutions, and what a wrong move gets in it.

#![allow(clippy::unwrap_used)]

mod common;

use engine::{
    Game, GameId,
    azacru::{Azacru, Side},
};
use learn::{Attempt, Level, Progress};

#[test]
fn test_every_azacru_level_is_done_by_its_own_solution_at_par() {
    common::every_level_is_done_by_its_solution(GameId::Azacru);
}

#[test]
fn test_every_azacru_stage_and_level_has_its_words() {
    common::every_stage_and_level_has_its_words(GameId::Azacru);
}

fn azacru_level(stage: &str, index: usize) -> Level {
    common::level(GameId::Azacru, stage, index)
}

#[test]
fn test_a_chevron_moved_diagonally_points_that_way() {
    // On h2 after g1-h2 the chevron points north-east: h2-h3 is legal but not ahead.
    assert_eq!(
        common::after::<Azacru>(&azacru_level("moves", 3), &["h2-h3"]),
        Progress::Missed
    );
    assert_eq!(
        common::after::<Azacru>(&azacru_level("moves", 4), &["g1-f2"]),
        Progress::Missed
    );
    assert_eq!(
        common::after::<Azacru>(&azacru_level("moves", 4), &["g1-f2l"]),
        Progress::Missed
    );
}

#[test]
fn test_the_chevron_without_power_misses_the_far_field() {
    // b2 stands among West's markers: power 1, so b2-e5 is no move at all.
    let level = azacru_level("fields", 4);
    let mut attempt = Attempt::<Azacru>::new(&level).unwrap();
    assert!(attempt.play("b2-e5").is_err());
    assert_eq!(attempt.progress(), Progress::Playing);
    assert_eq!(attempt.play("b2-c3").unwrap().progress, Progress::Missed);
}

#[test]
fn test_a_plain_move_or_a_shorter_connection_misses_the_score() {
    assert_eq!(
        common::after::<Azacru>(&azacru_level("markers", 0), &["g2-g3"]),
        Progress::Missed
    );
    // The column a1-a5 fills two fields, the diagonal three.
    assert_eq!(
        common::after::<Azacru>(&azacru_level("markers", 1), &["a1-a5"]),
        Progress::Missed
    );
    // A first step to g3 leaves a connection of three to g6: one field short.
    assert_eq!(
        common::after::<Azacru>(&azacru_level("markers", 4), &["g1-g3", "g3-g6"]),
        Progress::Missed
    );
}

#[test]
fn test_the_connection_over_west_s_marker_costs_the_chevron_and_misses() {
    let level = azacru_level("markers", 2);
    let mut attempt = Attempt::<Azacru>::new(&level).unwrap();
    assert_eq!(attempt.game().chevrons(Side::East), 2);
    assert_eq!(attempt.play("d2-d5").unwrap().progress, Progress::Missed);
    assert_eq!(attempt.game().chevrons(Side::East), 1);
}

#[test]
fn test_at_the_end_a_move_that_falls_short_loses() {
    // Landing on one's own marker: 5 fields to West's 6.
    assert_eq!(
        common::after::<Azacru>(&azacru_level("scoring", 0), &["b3-b4"]),
        Progress::Missed
    );
    assert_eq!(
        common::after::<Azacru>(&azacru_level("scoring", 1), &["b2-c2"]),
        Progress::Missed
    );
    assert_eq!(
        common::after::<Azacru>(&azacru_level("scoring", 2), &["d1-d2"]),
        Progress::Missed
    );
}

#[test]
fn test_west_must_pass_and_the_game_ends_after_the_learner_s_next_move() {
    let level = azacru_level("scoring", 3);
    let mut attempt = Attempt::<Azacru>::new(&level).unwrap();
    let turn = attempt.play("g1-g2").unwrap();
    assert_eq!(turn.replies, ["pass"]);
    assert_eq!(attempt.play("g2-g3").unwrap().progress, Progress::Missed);
    assert!(attempt.game().is_over());
}

#[test]
fn test_leaving_west_his_move_lets_the_game_go_on_past_the_limit() {
    let level = azacru_level("scoring", 4);
    let mut attempt = Attempt::<Azacru>::new(&level).unwrap();
    let turn = attempt.play("g5-g6").unwrap();
    assert_eq!(turn.replies, ["a1-a2"]);
    assert_eq!(attempt.play("b3-b2").unwrap().progress, Progress::Missed);
    assert!(!attempt.game().is_over());
}

#[test]
fn test_with_three_players_west_steps_in_the_way_of_a_late_connection() {
    let level = azacru_level("players", 2);
    let mut attempt = Attempt::<Azacru>::new(&level).unwrap();
    let turn = attempt.play("i5-h5").unwrap();
    assert_eq!(turn.replies, ["e4-g4", "e8-e7"], "West, then North");
    // Over West's chevron g2-g5 is a jump and fills nothing.
    assert_eq!(attempt.play("g2-g5").unwrap().progress, Progress::Missed);
}

#[test]
fn test_a_threat_left_standing_at_the_end_is_missed() {
    assert_eq!(
        common::after::<Azacru>(&azacru_level("players", 3), &["e4-e3"]),
        Progress::Missed
    );
    assert_eq!(
        common::after::<Azacru>(&azacru_level("players", 4), &["b4-c4"]),
        Progress::Missed
    );
}
