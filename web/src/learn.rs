//! The Learn pages' data: a game's course and its words (one [`Lessons`] a game, which
//! only its Learn bundle and the prerender carry), where the address puts the learner
//! ([`LessonLink`], [`place`]), and the stars he has earned and his puzzle record, kept in
//! the browser ([`Stars`], [`load_record`]). The page itself is `pages::learn`; the levels are `tessera-learn`'s.

use std::cell::Cell;

use engine::GameId;
use learn::{
    Course,
    puzzle::{Puzzle, Puzzles},
    record::Record,
};

use crate::{
    browser::local_storage,
    i18n::{self, Part},
    link::percent_decode,
    route,
};

/// A game's lessons as a bundle carries them: its course (`crates/learn/lessons/`) and
/// its English words (`static/locales/en/learn-<game>.ftl`; the other languages' are
/// fetched beside the page's own).
#[derive(Debug)]
pub struct Lessons {
    /// The course's JSON.
    pub course: &'static str,
    /// The words: `learn-<game>` and their English text.
    pub words: [Part; 1],
    /// The puzzles' JSON (`crates/learn/puzzles/<game>.json`).
    pub puzzles: &'static str,
}

macro_rules! lessons {
    ($game:literal) => {
        Lessons {
            course: include_str!(concat!("../../crates/learn/lessons/", $game, ".json")),
            words: [(
                concat!("learn-", $game),
                include_str!(concat!("../../static/locales/en/learn-", $game, ".ftl")),
            )],
            puzzles: include_str!(concat!("../../crates/learn/puzzles/", $game, ".json")),
        }
    };
}

/// Caro's lessons and puzzles.
pub static CARO: Lessons = lessons!("caro");
/// Kauri's lessons and puzzles.
pub static KAURI: Lessons = lessons!("kauri");
/// Karo's lessons and puzzles (four in a row).
pub static KARO_FOUR: Lessons = lessons!("karo-four");
/// Karo's lessons and puzzles (the jumpers).
pub static KARO_JUMPERS: Lessons = lessons!("karo-jumpers");
/// Azacru's lessons and puzzles.
pub static AZACRU: Lessons = lessons!("azacru");

/// Every game's lessons, for the prerender (a bundle names its own game's alone, so
/// that it carries no other).
pub fn of(game: GameId) -> &'static Lessons {
    match game {
        GameId::Caro => &CARO,
        GameId::Kauri => &KAURI,
        GameId::KaroFour => &KARO_FOUR,
        GameId::KaroJumpers => &KARO_JUMPERS,
        GameId::Azacru => &AZACRU,
    }
}

/// Reads a course's JSON: in the browser by its own parser (no JSON library in the
/// wasm), natively by serde_json.
///
/// # Errors
///
/// A sentence saying what is wrong with it (the tests keep the shipped ones right).
pub fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    #[cfg(target_arch = "wasm32")]
    {
        let value = js_sys::JSON::parse(text).map_err(|_| "not JSON".to_owned())?;
        serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

thread_local! {
    /// The course the Learn page shows, read once ([`take`]).
    static COURSE: Cell<Option<&'static Course>> = const { Cell::new(None) };
    /// The game's puzzles, read once ([`take`]).
    static PUZZLES: Cell<Option<&'static Puzzles>> = const { Cell::new(None) };
}

/// Reads `lessons`' course and makes it the one this thread's Learn page shows (once a
/// bundle, once a page for the prerender: the course lives as long as the page).
///
/// # Errors
///
/// The course cannot be read.
pub fn take(lessons: &'static Lessons) -> Result<(), String> {
    let course: &'static Course = Box::leak(Box::new(read(lessons.course)?));
    COURSE.with(|c| c.set(Some(course)));
    let puzzles: &'static Puzzles = Box::leak(Box::new(read(lessons.puzzles)?));
    PUZZLES.with(|p| p.set(Some(puzzles)));
    Ok(())
}

/// The puzzles taken last ([`take`]).
pub fn puzzles() -> Option<&'static Puzzles> {
    PUZZLES.with(Cell::get)
}

/// The course taken last ([`take`]).
pub fn course() -> Option<&'static Course> {
    COURSE.with(Cell::get)
}

/// Where a Learn page's address puts the learner: a stage by its id and a level (from 1),
/// `#stage=block&level=2`. Either may be missing: the page then finds the level to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonLink {
    /// The stage's id.
    pub stage: Option<String>,
    /// The level, counted from 1.
    pub level: Option<usize>,
    /// A puzzle's id, instead of a lesson (`#puzzle=caro-17`).
    pub puzzle: Option<String>,
    /// One of the learner's own mistakes kept from his games' reviews, counted from 1,
    /// instead of a lesson (`#mistake=1`).
    pub mistake: Option<usize>,
}

impl LessonLink {
    /// Reads an address's query (`stage=block&level=2`); anything else in it is left.
    pub fn parse(query: &str) -> Self {
        let mut link = LessonLink::default();
        for pair in query.split('&') {
            match pair.split_once('=') {
                Some(("stage", id)) if !id.is_empty() => link.stage = Some(percent_decode(id)),
                Some(("level", n)) => link.level = n.parse().ok(),
                Some(("puzzle", id)) if !id.is_empty() => link.puzzle = Some(percent_decode(id)),
                // A number that is not one still asks for the mistakes: the first.
                Some(("mistake", n)) => link.mistake = Some(n.parse().unwrap_or(1)),
                _ => {}
            }
        }
        link
    }

    /// The address (a fragment of the root) of `game`'s Learn page at stage `stage`,
    /// level `level` (from 1).
    pub fn fragment(game: GameId, stage: &str, level: usize) -> String {
        format!("#/learn/{game}?stage={stage}&level={level}")
    }

    /// The address (a fragment of the root) of `game`'s puzzle `id`.
    pub fn puzzle_fragment(game: GameId, id: &str) -> String {
        format!("#/learn/{game}?puzzle={id}")
    }

    /// The address (a fragment of the root) of the learner's `n`-th mistake (from 1) at
    /// `game`.
    pub fn mistake_fragment(game: GameId, n: usize) -> String {
        format!("#/learn/{game}?mistake={n}")
    }
}

/// A level of a course: the stage's index and the level's, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    /// The stage.
    pub stage: usize,
    /// The level in it.
    pub level: usize,
}

/// What a Learn address could not say: the page shows another level, and says why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Astray {
    /// The course has no stage with this id.
    NoStage(String),
    /// The stage has no level with this number.
    NoLevel(usize),
}

/// The level `link` names in `course`. With no stage named, the first level not yet done
/// (`stars`), or the first of all when every one is; with a stage and no level, its first
/// level not yet done. A stage or level that is not there leads to the first of the
/// course or of the stage, with the reason.
pub fn place(course: &Course, link: &LessonLink, stars: &Stars) -> (At, Option<Astray>) {
    let first_open = |stage: usize| {
        let levels = course.stages[stage].levels.len();
        (0..levels).find(|&level| stars.of(&course.stages[stage].id, level) == 0)
    };
    let anywhere = || {
        (0..course.stages.len())
            .find_map(|stage| first_open(stage).map(|level| At { stage, level }))
            .unwrap_or(At { stage: 0, level: 0 })
    };
    let Some(id) = &link.stage else {
        return (anywhere(), None);
    };
    let Some(stage) = course.stages.iter().position(|s| &s.id == id) else {
        return (anywhere(), Some(Astray::NoStage(id.clone())));
    };
    let levels = course.stages[stage].levels.len();
    match link.level {
        None => (
            At {
                stage,
                level: first_open(stage).unwrap_or(0),
            },
            None,
        ),
        Some(n) if (1..=levels).contains(&n) => (
            At {
                stage,
                level: n - 1,
            },
            None,
        ),
        Some(n) => (At { stage, level: 0 }, Some(Astray::NoLevel(n))),
    }
}

/// The level after `at` in `course`: the next of its stage, or the first of the next
/// stage; none after the last.
pub fn next(course: &Course, at: At) -> Option<At> {
    if at.level + 1 < course.stages.get(at.stage)?.levels.len() {
        return Some(At {
            level: at.level + 1,
            ..at
        });
    }
    (at.stage + 1 < course.stages.len()).then_some(At {
        stage: at.stage + 1,
        level: 0,
    })
}

/// The stars a learner has earned in a game's course: for each stage (by id), the best of
/// each level (0: not done). Kept in the browser's storage as one line a stage, the
/// stage's id and a digit a level (`block 3320`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stars(Vec<(String, Vec<u8>)>);

impl Stars {
    /// Reads them from their stored text; what is not understood is left out.
    pub fn read(text: &str) -> Self {
        let stages = text.lines().filter_map(|line| {
            let (id, digits) = line.trim().split_once(' ')?;
            let stars = digits
                .chars()
                .map(|c| c.to_digit(10).map_or(0, |d| d.min(3) as u8))
                .collect();
            (!id.is_empty()).then(|| (id.to_owned(), stars))
        });
        Stars(stages.collect())
    }

    /// Their stored text.
    pub fn text(&self) -> String {
        self.0
            .iter()
            .filter(|(_, stars)| stars.iter().any(|&s| s > 0))
            .map(|(id, stars)| {
                let digits: String = stars.iter().map(|s| char::from(b'0' + s)).collect();
                format!("{id} {digits}\n")
            })
            .collect()
    }

    /// The stars of stage `stage`'s level `level` (from 0): 0 where it is not done.
    pub fn of(&self, stage: &str, level: usize) -> u8 {
        self.0
            .iter()
            .find(|(id, _)| id == stage)
            .and_then(|(_, stars)| stars.get(level).copied())
            .unwrap_or(0)
    }

    /// Whether any level of `stage` is done.
    pub fn any(&self, stage: &str) -> bool {
        self.0
            .iter()
            .any(|(id, stars)| id == stage && stars.iter().any(|&s| s > 0))
    }

    /// The same, with `stars` for stage `stage`'s level `level` where they beat what was
    /// there.
    #[must_use]
    pub fn with(&self, stage: &str, level: usize, stars: u8) -> Self {
        let mut all = self.clone();
        let index = match all.0.iter().position(|(id, _)| id == stage) {
            Some(index) => index,
            None => {
                all.0.push((stage.to_owned(), Vec::new()));
                all.0.len() - 1
            }
        };
        let levels = &mut all.0[index].1;
        if levels.len() <= level {
            levels.resize(level + 1, 0);
        }
        levels[level] = levels[level].max(stars);
        all
    }

    /// The same without stage `stage`'s.
    #[must_use]
    pub fn without(&self, stage: &str) -> Self {
        Stars(
            self.0
                .iter()
                .filter(|(id, _)| id != stage)
                .cloned()
                .collect(),
        )
    }

    /// The stars kept in this browser for `game` (none where storage is refused).
    pub fn load(game: GameId) -> Self {
        let text = local_storage().and_then(|storage| storage.get_item(&key(game)).ok().flatten());
        text.map_or_else(Stars::default, |text| Stars::read(&text))
    }

    /// Keeps them in this browser for `game`; `false` where storage refused them.
    pub fn save(&self, game: GameId) -> bool {
        local_storage().is_some_and(|storage| storage.set_item(&key(game), &self.text()).is_ok())
    }
}

/// The address (from the site's root, in the page's language) of `game`'s puzzle `id`.
pub fn puzzle_address(game: GameId, id: &str) -> String {
    route::address(&LessonLink::puzzle_fragment(game, id), i18n::current().code)
}

/// The puzzle to offer next in `puzzles` after the one at `from` (or from the start): the
/// first not tried yet, else the first missed, else the first.
fn to_offer<'a>(puzzles: &'a [Puzzle], record: &Record, from: usize) -> Option<&'a Puzzle> {
    let mut after = puzzles.iter().skip(from).chain(puzzles.iter().take(from));
    after
        .find(|p| !record.tried.contains_key(&p.id))
        .or_else(|| record.failed(puzzles).next())
        .or_else(|| puzzles.first())
}

/// The address the Learn page's Puzzles link leads to ([`to_offer`] from the start).
pub fn first_puzzle_address(game: GameId, puzzles: &Puzzles) -> Option<String> {
    to_offer(&puzzles.puzzles, &load_record(game), 0).map(|p| puzzle_address(game, &p.id))
}

/// The puzzle of day `day` (days since 1970-01-01, UTC): the same for every visitor that
/// day, and each of `puzzles` in turn, as shipped, before any comes back.
pub fn daily(puzzles: &[Puzzle], day: u64) -> Option<&Puzzle> {
    let count = u64::try_from(puzzles.len()).ok().filter(|&n| n > 0)?;
    // Below `puzzles.len()`, which is a usize.
    puzzles.get(usize::try_from(day % count).unwrap_or(0))
}

/// The address (from the site's root, in the page's language) of the learner's mistake `n`
/// (from 1) at `game`.
pub fn mistake_address(game: GameId, n: usize) -> String {
    route::address(&LessonLink::mistake_fragment(game, n), i18n::current().code)
}

/// A player's record at `game`'s puzzles as this browser keeps it; a fresh one where none
/// is kept (what cannot be read of it is left out).
pub fn load_record(game: GameId) -> Record {
    local_storage()
        .and_then(|storage| storage.get_item(&record_key(game)).ok().flatten())
        .map_or_else(Record::default, |text| Record::read(&text))
}

/// Keeps `record` in this browser for `game`; `false` where storage refused it.
pub fn save_record(game: GameId, record: &Record) -> bool {
    local_storage()
        .is_some_and(|storage| storage.set_item(&record_key(game), &record.text()).is_ok())
}

/// The storage key of a game's puzzle record.
fn record_key(game: GameId) -> String {
    format!("tessera.puzzles.{game}")
}

/// The storage key of a game's stars.
fn key(game: GameId) -> String {
    format!("tessera.learn.{game}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course() -> Course {
        read(CARO.course).expect("Caro's course reads")
    }

    #[test]
    fn test_the_puzzle_of_the_day_goes_through_every_puzzle_in_turn() {
        let puzzles: Puzzles = read(KAURI.puzzles).expect("Kauri's puzzles read");
        let all = &puzzles.puzzles;
        // 2026-12-07 is day 20,794 since 1970-01-01.
        let today = daily(all, 20_794).expect("a puzzle today");
        let tomorrow = daily(all, 20_795).expect("a puzzle tomorrow");
        assert_ne!(today.id, tomorrow.id);
        let days = 20_794..20_794 + all.len() as u64;
        let shown: std::collections::BTreeSet<&str> = days
            .filter_map(|day| daily(all, day))
            .map(|p| p.id.as_str())
            .collect();
        assert_eq!(shown.len(), all.len(), "each puzzle once in as many days");
        assert_eq!(daily(all, 20_794 + all.len() as u64), Some(today));
        assert_eq!(daily(&[], 20_794), None);
    }

    #[test]
    fn test_every_course_reads() {
        for game in GameId::ALL {
            let course: Course = read(of(game).course).expect("reads");
            let puzzles: Puzzles = read(of(game).puzzles).expect("the puzzles read");
            assert_eq!(puzzles.game, game.as_str());
            assert_eq!(course.game, game.as_str());
            assert_eq!(of(game).words[0].0, format!("learn-{game}"));
        }
    }

    #[test]
    fn test_stars_keep_the_best_and_read_back() {
        let stars = Stars::default()
            .with("five", 0, 3)
            .with("five", 2, 1)
            .with("five", 2, 2)
            .with("five", 2, 1)
            .with("block", 1, 3);
        assert_eq!(stars.text(), "five 302\nblock 03\n");
        assert_eq!(Stars::read(&stars.text()), stars);
        assert_eq!(stars.of("five", 2), 2);
        assert_eq!(stars.of("five", 1), 0);
        assert_eq!(stars.of("nowhere", 0), 0);
        assert!(stars.any("block"));
        let reset = stars.without("five");
        assert!(!reset.any("five"));
        assert_eq!(reset.text(), "block 03\n");
    }

    #[test]
    fn test_stored_junk_is_left_out() {
        let stars = Stars::read("five 3x9\n\n no-digits\n block\n");
        assert_eq!(stars.of("five", 0), 3);
        assert_eq!(stars.of("five", 1), 0);
        assert_eq!(stars.of("five", 2), 3, "a digit over three is three");
        assert_eq!(stars.of("block", 0), 0);
    }

    #[test]
    fn test_the_address_places_the_learner() {
        let course = course();
        let none = Stars::default();
        let link = |stage: Option<&str>, level: Option<usize>| LessonLink {
            stage: stage.map(str::to_owned),
            level,
            ..LessonLink::default()
        };
        let at = |stage, level| At { stage, level };
        assert_eq!(place(&course, &link(None, None), &none), (at(0, 0), None));
        let second = course.stages[1].id.clone();
        assert_eq!(
            place(&course, &link(Some(&second), Some(3)), &none),
            (at(1, 2), None)
        );
        assert_eq!(
            place(&course, &link(Some(&second), Some(99)), &none),
            (at(1, 0), Some(Astray::NoLevel(99)))
        );
        assert_eq!(
            place(&course, &link(Some("chess"), Some(1)), &none),
            (at(0, 0), Some(Astray::NoStage("chess".into())))
        );
        // Coming back: the first level not done yet.
        let first = course.stages[0].id.clone();
        let some = (0..course.stages[0].levels.len())
            .fold(none.clone(), |stars, level| stars.with(&first, level, 1))
            .with(&second, 0, 2);
        assert_eq!(place(&course, &link(None, None), &some), (at(1, 1), None));
        assert_eq!(
            place(&course, &link(Some(&second), None), &some),
            (at(1, 1), None)
        );
    }

    #[test]
    fn test_the_next_level_crosses_into_the_next_stage_and_ends() {
        let course = course();
        let last_level = course.stages[0].levels.len() - 1;
        assert_eq!(
            next(&course, At { stage: 0, level: 0 }),
            Some(At { stage: 0, level: 1 })
        );
        assert_eq!(
            next(
                &course,
                At {
                    stage: 0,
                    level: last_level
                }
            ),
            Some(At { stage: 1, level: 0 })
        );
        let last = course.stages.len() - 1;
        let end = At {
            stage: last,
            level: course.stages[last].levels.len() - 1,
        };
        assert_eq!(next(&course, end), None);
    }

    #[test]
    fn test_a_lesson_link_reads() {
        assert_eq!(
            LessonLink::parse("stage=closed-five&level=3&lang=vi"),
            LessonLink {
                stage: Some("closed-five".into()),
                level: Some(3),
                ..LessonLink::default()
            }
        );
        assert_eq!(LessonLink::parse("level=x"), LessonLink::default());
        assert_eq!(
            LessonLink::parse("puzzle=caro-7").puzzle.as_deref(),
            Some("caro-7")
        );
        assert_eq!(LessonLink::parse("mistake=4").mistake, Some(4));
        assert_eq!(LessonLink::parse("mistake").mistake, None);
        assert_eq!(LessonLink::parse("mistake=x").mistake, Some(1));
        assert_eq!(
            LessonLink::fragment(GameId::Kauri, "sowing", 2),
            "#/learn/kauri?stage=sowing&level=2"
        );
    }

    fn puzzle(id: &str) -> Puzzle {
        Puzzle {
            id: id.to_owned(),
            options: Vec::new(),
            position: String::new(),
            solution: vec!["a".to_owned()],
            themes: vec!["win".to_owned()],
            rating: 1200,
        }
    }

    #[test]
    fn test_the_puzzle_offered_is_the_next_untried_then_a_missed_one() {
        let puzzles = [puzzle("k-1"), puzzle("k-2"), puzzle("k-3")];
        let mut record = Record::default();
        let offered = |r: &Record, from| to_offer(&puzzles, r, from).map(|p| p.id.clone());
        assert_eq!(offered(&record, 0).as_deref(), Some("k-1"));
        record.record(&puzzles[0], true);
        record.record(&puzzles[1], false);
        assert_eq!(offered(&record, 0).as_deref(), Some("k-3"));
        assert_eq!(offered(&record, 2).as_deref(), Some("k-3"));
        record.record(&puzzles[2], true);
        assert_eq!(offered(&record, 0).as_deref(), Some("k-2"));
        record.record(&puzzles[1], true);
        assert_eq!(offered(&record, 1).as_deref(), Some("k-1"));
    }
}
