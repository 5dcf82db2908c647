//! Karo: Four in a Row's course played by its own solutions, and what a wrong move gets in
//! the levels where one really misses.

#![allow(clippy::unwrap_used)]

mod common;

use engine::{Game, GameId, karo::four::KaroFour};
use learn::{Attempt, Level, Progress};

#[test]
fn test_every_karo_four_level_is_done_by_its_own_solution_at_par() {
    common::every_level_is_done_by_its_solution(GameId::KaroFour);
}

#[test]
fn test_every_karo_four_stage_and_level_has_its_words() {
    common::every_stage_and_level_has_its_words(GameId::KaroFour);
}

fn level(stage: &str, index: usize) -> Level {
    common::level(GameId::KaroFour, stage, index)
}

const DONE_IN_ONE: Progress = Progress::Done { moves: 1, stars: 3 };

#[test]
fn test_four_pieces_circle_down_do_not_win() {
    let level = level("placing", 3);
    let mut attempt = Attempt::<KaroFour>::new(&level).unwrap();
    assert_eq!(attempt.play("j9").unwrap().progress, DONE_IN_ONE);
    assert_eq!(attempt.game().outcome(), None, "j9-j12 lie circle down");
    // Another tile is another move: the level asks for the four.
    assert_eq!(common::after::<KaroFour>(&level, &["i9"]), Progress::Missed);
}

#[test]
fn test_a_slide_keeps_the_circle_down() {
    // Both j12 and j10 can slide into the gap j11; only j10 lies circle up.
    assert_eq!(
        common::after::<KaroFour>(&level("slide", 3), &["j12-j11"]),
        Progress::Missed
    );
}

#[test]
fn test_a_piece_circle_up_that_jumps_turns_down() {
    // Both j9 (circle up) and l9 (circle down) can jump into j11.
    let level = level("jump", 3);
    assert_eq!(
        common::after::<KaroFour>(&level, &["j9-j11"]),
        Progress::Missed
    );
    assert_eq!(common::after::<KaroFour>(&level, &["l9-j11"]), DONE_IN_ONE);
}

#[test]
fn test_a_slide_where_a_jump_was_needed_misses_the_two_moves() {
    let level = level("jump", 4);
    assert_eq!(
        common::after::<KaroFour>(&level, &["l10-l11", "l11-k11"]),
        Progress::Missed
    );
}

#[test]
fn test_a_tile_with_three_sides_in_the_field_cannot_be_lifted() {
    let level = level("relocate", 1);
    let mut attempt = Attempt::<KaroFour>::new(&level).unwrap();
    assert!(attempt.play("l10-m10/h11").is_err());
    assert_eq!(attempt.progress(), Progress::Playing);
    assert_eq!(attempt.play("l10-m10/h12").unwrap().progress, DONE_IN_ONE);
}

#[test]
fn test_a_threat_left_standing_is_missed() {
    assert_eq!(
        common::after::<KaroFour>(&level("four", 0), &["h10-i10"]),
        Progress::Missed
    );
    // Red's four on l13 needs the free tile h12: standing on it or lifting it both stop it.
    let level = level("four", 2);
    assert_eq!(
        common::after::<KaroFour>(&level, &["j10-i11"]),
        Progress::Missed
    );
    assert_eq!(common::after::<KaroFour>(&level, &["h10-h12"]), DONE_IN_ONE);
    assert_eq!(
        common::after::<KaroFour>(&level, &["l9-m9/h12"]),
        DONE_IN_ONE
    );
}

#[test]
fn test_a_threat_that_red_can_answer_misses_the_win() {
    let level = level("four", 4);
    let mut attempt = Attempt::<KaroFour>::new(&level).unwrap();
    let turn = attempt.play("l9-l10").unwrap();
    assert_eq!(turn.replies, ["j9-l11"], "Red jumps onto l11 in time");
    assert_eq!(attempt.play("h9-h10").unwrap().progress, Progress::Missed);
    // From i10 the threat on h11 can be answered too: Red jumps j9 over i10.
    let mut attempt = Attempt::<KaroFour>::new(&level).unwrap();
    assert_eq!(attempt.play("h9-i10").unwrap().replies, ["j9-h11"]);
}
