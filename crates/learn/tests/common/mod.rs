//! What every course's tests share: reading a course, and playing each level by its own
//! solution.

#![allow(dead_code, clippy::unwrap_used)] // Each test file uses some.

use std::collections::{HashMap, HashSet};

use engine::{Game, GameId, with_game};
use learn::{Attempt, Course, Level, Progress};

/// The course of `game`, from `lessons/<game>.json`.
pub fn course(game: GameId) -> Course {
    let path = format!("{}/lessons/{game}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let course: Course = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(course.game, game.as_str(), "{path} names another game");
    course
}

/// Plays every level of `game`'s course by its own solution; checks its stages' ids are
/// unique and none is empty.
pub fn every_level_is_done_by_its_solution(game: GameId) {
    let course = course(game);
    assert!(!course.stages.is_empty());
    let mut ids = HashSet::new();
    for stage in &course.stages {
        assert!(ids.insert(&stage.id), "{game}: stage {} twice", stage.id);
        assert!(
            !stage.levels.is_empty(),
            "{game}: {} has no level",
            stage.id
        );
        for (n, level) in stage.levels.iter().enumerate() {
            let name = format!("{game} {} {}", stage.id, n + 1);
            with_game!(game, G => solve::<G>(level, &name));
        }
    }
}

/// The languages of the site besides English, whose words each course has too.
pub const LANGUAGES: [&str; 5] = ["hu", "cs", "ru", "sv", "vi"];

/// The `key = value` lines of a course's words in `language`, as the site ships them
/// (`static/locales/<language>/learn-<game>.ftl`), checked to be one a line, once each,
/// none empty.
fn words(game: GameId, language: &str) -> HashMap<String, String> {
    let path = format!(
        "{}/../../static/locales/{language}/learn-{game}.ftl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut words = HashMap::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (key, value) = line
            .split_once(" = ")
            .unwrap_or_else(|| panic!("{path}: not `key = value`: {line}"));
        assert!(!value.trim().is_empty(), "{path}: {key} says nothing");
        let before = words.insert(key.to_owned(), value.to_owned());
        assert!(before.is_none(), "{path}: {key} twice");
    }
    words
}

/// Checks that the English words (`static/locales/en/learn-<game>.ftl`) have every stage
/// (`-title`, `-intro`) and level (`-<n>-goal`, `-<n>-hint`) of the course, and no
/// others; and that each other language's file has the same keys, each in words of its
/// own.
pub fn every_stage_and_level_has_its_words(game: GameId) {
    let english = words(game, "en");
    let keys: HashSet<&String> = english.keys().collect();
    let mut wanted = HashSet::new();
    for stage in &course(game).stages {
        let prefix = format!("learn-{game}-{}", stage.id);
        wanted.extend([format!("{prefix}-title"), format!("{prefix}-intro")]);
        for n in 1..=stage.levels.len() {
            wanted.extend([format!("{prefix}-{n}-goal"), format!("{prefix}-{n}-hint")]);
        }
    }
    let wanted: HashSet<&String> = wanted.iter().collect();
    let mut missing: Vec<_> = wanted.difference(&keys).collect();
    let mut extra: Vec<_> = keys.difference(&wanted).collect();
    missing.sort();
    extra.sort();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "en/learn-{game}.ftl: missing {missing:?}, extra {extra:?}"
    );
    for language in LANGUAGES {
        let file = format!("{language}/learn-{game}.ftl");
        let translated = words(game, language);
        let theirs: HashSet<&String> = translated.keys().collect();
        assert_eq!(theirs, keys, "{file}: not the English keys");
        let same = translated
            .iter()
            .filter(|(key, value)| {
                english[*key] == **value && value.chars().any(char::is_alphabetic)
            })
            .count();
        assert!(
            same * 10 <= translated.len(),
            "{file}: {same} lines are the English"
        );
    }
}

/// Plays `moves` in a fresh try at `level`: where the try stands after the last.
pub fn after<G: Game>(level: &Level, moves: &[&str]) -> Progress {
    let mut attempt = Attempt::<G>::new(level).unwrap();
    for token in moves {
        attempt.play(token).unwrap();
    }
    attempt.progress()
}

/// A level of `game`'s course: stage `stage`'s `index`th (from 0).
pub fn level(game: GameId, stage: &str, index: usize) -> Level {
    let course = course(game);
    let stage = course.stages.iter().find(|s| s.id == stage).unwrap();
    stage.levels[index].clone()
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
