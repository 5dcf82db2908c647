//! Kauri's course played by its own solutions, and what a wrong move gets in it.

#![allow(clippy::unwrap_used)]

mod common;

use engine::{Game, GameId, Outcome, Seat, kauri::Kauri};
use learn::{Attempt, Level, Progress};

#[test]
fn test_every_kauri_level_is_done_by_its_own_solution_at_par() {
    common::every_level_is_done_by_its_solution(GameId::Kauri);
}

#[test]
fn test_every_kauri_stage_and_level_has_its_words() {
    common::every_stage_and_level_has_its_words(GameId::Kauri);
}

fn kauri_level(stage: &str, index: usize) -> Level {
    common::level(GameId::Kauri, stage, index)
}

#[test]
fn test_a_pit_without_a_cowrie_cannot_be_sown_and_the_wrong_pit_misses() {
    let level = kauri_level("sowing", 1);
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    assert!(attempt.play("e").is_err(), "pit e holds no cowrie");
    assert_eq!(attempt.progress(), Progress::Playing);
    assert_eq!(attempt.play("f").unwrap().progress, Progress::Missed);
    // The cowrie of pit f (five stones) lands in North's f, not c.
    assert_eq!(
        common::after::<Kauri>(&kauri_level("sowing", 2), &["f"]),
        Progress::Missed
    );
}

#[test]
fn test_a_cowrie_takes_nothing_from_a_pit_that_has_one() {
    let level = kauri_level("cowrie-captures", 2);
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    assert_eq!(attempt.play("b").unwrap().progress, Progress::Missed);
    assert_eq!(attempt.game().score(), Some(vec![13, 13]));
    // The capture without the lap's extra stone falls one short.
    assert_eq!(
        common::after::<Kauri>(&kauri_level("cowrie-captures", 3), &["d"]),
        Progress::Missed
    );
}

#[test]
fn test_a_capture_that_gives_stones_away_misses() {
    let level = kauri_level("stone-captures", 1);
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    assert_eq!(attempt.play("e").unwrap().progress, Progress::Missed);
    // Three for South, and two of South's stones went to North's store.
    assert_eq!(attempt.game().score(), Some(vec![23, 23]));
}

#[test]
fn test_the_greedy_capture_fills_the_pits_north_would_have_paid_into() {
    let level = kauri_level("stone-captures", 4);
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    let turn = attempt.play("a").unwrap();
    assert_eq!(turn.replies, ["d"], "the scripted reply");
    assert_eq!(turn.progress, Progress::Missed);
    assert_eq!(attempt.game().score(), Some(vec![22, 20]));
    // Capturing with f, North's reply pays into South's cowrie pits: the goal is reached
    // by his move.
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    let turn = attempt.play("f").unwrap();
    assert_eq!(turn.replies, ["d"]);
    assert_eq!(turn.progress, Progress::Done { moves: 1, stars: 3 });
}

#[test]
fn test_thirty_stones_are_not_enough_and_a_gift_of_the_31st_loses() {
    assert_eq!(
        common::after::<Kauri>(&kauri_level("thirty-one", 1), &["d"]),
        Progress::Missed
    );
    let level = kauri_level("thirty-one", 3);
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    assert_eq!(attempt.play("f").unwrap().progress, Progress::Missed);
    assert_eq!(attempt.game().outcome(), Some(Outcome::Winner(Seat(1))));
    // A move that leaves North's capture standing misses the stop.
    assert_eq!(
        common::after::<Kauri>(&kauri_level("thirty-one", 2), &["d"]),
        Progress::Missed
    );
}

#[test]
fn test_capturing_at_once_reaches_only_thirty() {
    let level = kauri_level("thirty-one", 4);
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    let turn = attempt.play("e").unwrap();
    assert_eq!(turn.progress, Progress::Playing);
    assert_eq!(attempt.game().score(), Some(vec![30, 20]));
    assert_eq!(attempt.play("d").unwrap().progress, Progress::Missed);
}

#[test]
fn test_in_the_tie_break_a_cowrie_sent_over_misses_the_win() {
    assert_eq!(
        common::after::<Kauri>(&kauri_level("tie-break", 0), &["c"]),
        Progress::Missed
    );
    // Sowing pit a gives up the trap: North's last stone stays in the pit.
    let level = kauri_level("tie-break", 4);
    let mut attempt = Attempt::<Kauri>::new(&level).unwrap();
    assert_eq!(attempt.play("a").unwrap().replies, ["f"]);
    assert_eq!(attempt.game().score(), Some(vec![29, 30]));
    assert_eq!(attempt.play("b").unwrap().progress, Progress::Missed);
}
