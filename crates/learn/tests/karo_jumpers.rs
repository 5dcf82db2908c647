//! Karo: Jumpers and Crawlers' course played by its own solutions, and what a wrong move
//! gets in it.

#![allow(clippy::unwrap_used)]

mod common;

use engine::{Game, GameId, karo::jumpers::KaroJumpers};
use learn::{Attempt, Goal, Level, Progress};

#[test]
fn test_every_karo_jumpers_level_is_done_by_its_own_solution_at_par() {
    common::every_level_is_done_by_its_solution(GameId::KaroJumpers);
}

#[test]
fn test_every_karo_jumpers_stage_and_level_has_its_words() {
    common::every_stage_and_level_has_its_words(GameId::KaroJumpers);
}

fn level(stage: &str, index: usize) -> Level {
    common::level(GameId::KaroJumpers, stage, index)
}

/// After `moves`, every move the learner can make misses the goal.
fn every_next_move_misses(level: &Level, moves: &[&str]) {
    let mut attempt = Attempt::<KaroJumpers>::new(level).unwrap();
    for token in moves {
        assert_eq!(attempt.play(token).unwrap().progress, Progress::Playing);
    }
    let mut next = Vec::new();
    attempt.game().legal_moves(&mut next);
    assert!(!next.is_empty());
    for m in next {
        let token = attempt.game().format_move(m);
        let mut after = attempt.clone();
        assert_eq!(
            after.play(&token).unwrap().progress,
            Progress::Missed,
            "{moves:?} then {token}"
        );
    }
}

#[test]
fn test_a_jump_is_no_crawl_and_a_crawl_is_no_jump() {
    assert_eq!(
        common::after::<KaroJumpers>(&level("crawl", 0), &["b1-b3"]),
        Progress::Missed
    );
    assert_eq!(
        common::after::<KaroJumpers>(&level("jump", 0), &["b2-b3"]),
        Progress::Missed
    );
    // The crawler on b6 may step into the target, but the jumper's leap there is no crawl.
    assert_eq!(
        common::after::<KaroJumpers>(&level("crawl", 2), &["c5-a7"]),
        Progress::Missed
    );
}

#[test]
fn test_a_jumper_cannot_crawl_into_the_gap_beside_it() {
    let level = level("turn", 2);
    let mut attempt = Attempt::<KaroJumpers>::new(&level).unwrap();
    assert!(attempt.play("a6-b7").is_err(), "a jumper cannot crawl");
    assert_eq!(attempt.progress(), Progress::Playing);
    assert_eq!(
        attempt.play("a6-c6").unwrap().progress,
        Progress::Playing,
        "the jump sideways, then the crawl"
    );
    assert_eq!(
        attempt.play("c6-b7").unwrap().progress,
        Progress::Done { moves: 2, stars: 3 }
    );
}

#[test]
fn test_a_step_moved_away_too_soon_misses_the_win() {
    // The crawler on b6 is the jumper's step: crawling in first leaves it nothing to jump.
    every_next_move_misses(&level("turn", 4), &["b6-c7"]);
    // The jump over b6 alone lands on b7, and the crawler on a6 cannot reach b8.
    every_next_move_misses(&level("home", 2), &["b5-b7"]);
}

#[test]
fn test_a_threat_left_standing_or_a_hole_filled_too_late_misses() {
    // Moving anything but Red's step leaves the jump home standing.
    assert_eq!(
        common::after::<KaroJumpers>(&level("race", 0), &["a7-b7"]),
        Progress::Missed
    );
    // Only the jump into b2 stops Red's crawler.
    assert_eq!(
        common::after::<KaroJumpers>(&level("race", 1), &["b6-b8"]),
        Progress::Missed
    );
    // Red is one move from home: a move that does not win at once misses.
    assert_eq!(
        common::after::<KaroJumpers>(&level("race", 3), &["a7-a8"]),
        Progress::Missed
    );
    // Filling b7 first lets Red's jumper leap over a6 into a7.
    let race = level("race", 4);
    let mut attempt = Attempt::<KaroJumpers>::new(&race).unwrap();
    assert_eq!(attempt.play("c6-b7").unwrap().replies, ["a5-a7"]);
    every_next_move_misses(&race, &["c6-b7"]);
    every_next_move_misses(&race, &["a6-b7"]);
}

#[test]
fn test_the_other_side_takes_a_win_it_has_rather_than_a_quiet_block() {
    // Red wins with b3-b2; a quiet move that leaves White no win comes earlier in the
    // engine's order of moves, and must not be preferred.
    let race = Level {
        goal: Goal::Win { within: None },
        ..level("race", 3)
    };
    let mut attempt = Attempt::<KaroJumpers>::new(&race).unwrap();
    let turn = attempt.play("a7-a8").unwrap();
    assert_eq!(turn.replies, ["b3-b2"]);
    assert_eq!(turn.progress, Progress::Missed);
}
