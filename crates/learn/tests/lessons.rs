//! Every lesson of `lessons/` played by its own solution, and what a wrong move gets.

#![allow(clippy::unwrap_used)]

use std::collections::HashSet;

use engine::{Game, caro::Caro, kauri::Kauri, with_game};
use learn::{Attempt, Course, Goal, Level, Progress, Replies, stars};

fn courses() -> Vec<Course> {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons");
    let mut courses: Vec<Course> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let course: Course =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let stem = path.file_stem().unwrap().to_str().unwrap().to_owned();
            assert_eq!(course.game, stem, "{} names another game", path.display());
            course
        })
        .collect();
    courses.sort_by(|a, b| a.game.cmp(&b.game));
    courses
}

/// Plays `level`'s solution: done at its last move, at par, for three stars.
fn solve<G: Game>(level: &Level, name: &str) {
    assert_eq!(
        level.solution.len(),
        usize::try_from(level.par).unwrap(),
        "{name}: the solution is the par"
    );
    let mut attempt = Attempt::<G>::new(level).unwrap_or_else(|e| panic!("{name}: {e}"));
    for hint in &level.hints {
        let m = attempt.game().parse_move(hint);
        assert!(
            m.is_ok_and(|m| attempt.game().is_legal(m)),
            "{name}: hint {hint} is no move"
        );
    }
    let last = level.solution.len() - 1;
    for (n, token) in level.solution.iter().enumerate() {
        let turn = attempt
            .play(token)
            .unwrap_or_else(|e| panic!("{name}: {token}: {e}"));
        let expected = if n == last {
            Progress::Done {
                moves: level.par,
                stars: 3,
            }
        } else {
            Progress::Playing
        };
        assert_eq!(turn.progress, expected, "{name}: after {token}");
    }
}

#[test]
fn test_every_level_is_done_by_its_own_solution_at_par() {
    let courses = courses();
    assert!(!courses.is_empty());
    for course in &courses {
        let game = course.game_id().unwrap();
        let mut ids = HashSet::new();
        for stage in &course.stages {
            assert!(
                ids.insert(&stage.id),
                "{}: stage {} twice",
                course.game,
                stage.id
            );
            assert!(
                !stage.levels.is_empty(),
                "{}: {} has no level",
                course.game,
                stage.id
            );
            for (n, level) in stage.levels.iter().enumerate() {
                let name = format!("{} {} {}", course.game, stage.id, n + 1);
                with_game!(game, G => solve::<G>(level, &name));
            }
        }
    }
}

fn caro_level(stage: &str, index: usize) -> Level {
    let courses = courses();
    let caro = courses.iter().find(|c| c.game == "caro").unwrap();
    let stage = caro.stages.iter().find(|s| s.id == stage).unwrap();
    stage.levels[index].clone()
}

#[test]
fn test_a_closed_five_misses_a_goal_of_winning() {
    // Black's row d8-g8 lies between white c8 and i8: h8 closes a five at both ends.
    let level = caro_level("closed-five", 0);
    let mut attempt = Attempt::<Caro>::new(&level).unwrap();
    let turn = attempt.play("h8").unwrap();
    assert_eq!(turn.progress, Progress::Missed);
    assert!(turn.replies.is_empty());
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
