//! Caro's course played by its own solutions, and what a wrong move gets in it; how the
//! goals and replies behave, shown on Caro's and Kauri's boards.

#![allow(clippy::unwrap_used)]

mod common;

use engine::{Game, GameId, caro::Caro, kauri::Kauri};
use learn::{Attempt, Goal, Level, Progress, Replies, stars};

#[test]
fn test_every_caro_level_is_done_by_its_own_solution_at_par() {
    common::every_level_is_done_by_its_solution(GameId::Caro);
}

#[test]
fn test_every_caro_stage_and_level_has_its_words() {
    common::every_stage_and_level_has_its_words(GameId::Caro);
}

fn caro_level(stage: &str, index: usize) -> Level {
    common::level(GameId::Caro, stage, index)
}

#[test]
fn test_a_closed_five_misses_a_goal_of_winning() {
    // Black's row d8-g8 lies between white c8 and i8: h8 closes a five at both ends.
    let level = caro_level("closed-five", 0);
    let mut attempt = Attempt::<Caro>::new(&level).unwrap();
    let turn = attempt.play("h8").unwrap();
    assert_eq!(turn.progress, Progress::Missed);
    assert_eq!(attempt.game().outcome(), None, "no win, and White answered");
    assert_eq!(turn.replies.len(), 1);
    assert!(
        attempt.play("j8").is_err(),
        "a try missed takes no more moves"
    );
}

#[test]
fn test_a_threat_left_standing_is_missed_and_an_illegal_move_changes_nothing() {
    let level = caro_level("block", 0);
    let mut attempt = Attempt::<Caro>::new(&level).unwrap();
    assert!(attempt.play("h8").is_err(), "an occupied point");
    assert_eq!(attempt.progress(), Progress::Playing);
    assert_eq!(attempt.play("a7").unwrap().progress, Progress::Missed);
    // One point further out also stops the four: its five would be closed.
    let mut further = Attempt::<Caro>::new(&level).unwrap();
    assert_eq!(
        further.play("m8").unwrap().progress,
        Progress::Done { moves: 1, stars: 3 }
    );
}

#[test]
fn test_the_other_side_blocks_each_four_and_a_slow_win_earns_fewer_stars() {
    // An open three: a four that is not open is blocked, and the win comes late.
    let level = Level {
        goal: Goal::Win { within: None },
        ..caro_level("open-four", 0)
    };
    let mut attempt = Attempt::<Caro>::new(&level).unwrap();
    let turn = attempt.play("l8").unwrap();
    assert_eq!(
        turn.replies,
        ["k8"],
        "the broken four h8 i8 j8 _ l8 is blocked"
    );
    assert_eq!(turn.progress, Progress::Playing);
    let limited = caro_level("open-four", 0);
    let mut attempt = Attempt::<Caro>::new(&limited).unwrap();
    attempt.play("l8").unwrap();
    assert_eq!(attempt.play("g8").unwrap().progress, Progress::Missed);
    assert_eq!((stars(2, 2), stars(3, 2), stars(4, 2)), (3, 2, 1));
    assert_eq!((stars(4, 4), stars(6, 4), stars(7, 4)), (3, 2, 1));
}

#[test]
fn test_scripted_replies_are_played_and_a_goal_of_playing_a_move() {
    let level = Level {
        options: Vec::new(),
        position: None,
        setup: Vec::new(),
        goal: Goal::Play {
            moves: vec!["c".into(), "d".into()],
        },
        par: 1,
        replies: Replies::Scripted(vec!["e".into()]),
        hints: Vec::new(),
        solution: vec!["c".into()],
    };
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    assert_eq!(
        attempt.play("c").unwrap().progress,
        Progress::Done { moves: 1, stars: 3 }
    );
    let mut wrong = Attempt::<Kauri>::new(&level).unwrap();
    assert_eq!(wrong.play("a").unwrap().progress, Progress::Missed);
    let scripted = Level {
        goal: Goal::Score {
            at_least: 99,
            within: None,
        },
        ..level
    };
    let mut attempt = Attempt::<Kauri>::new(&scripted).unwrap();
    let turn = attempt.play("c").unwrap();
    assert_eq!(turn.progress, Progress::Playing);
    assert_eq!(
        turn.replies,
        ["e"],
        "the scripted reply, not the first move"
    );
}
