//! A player's record at a game's puzzles, kept in the browser: a Glicko-2 rating (the
//! system the site's games are rated by), how each puzzle's first try went, and which of
//! those missed at first have been solved since.
//!
//! Only a puzzle's first try moves the rating, against the puzzle's own rating: a puzzle
//! tried again is known, and solving it again says little.
//!
//! It is kept as lines of text ([`Record::text`]) of whole numbers: the browser's bundle
//! then needs neither a JSON writer nor float formatting.

use std::collections::BTreeMap;

use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use crate::puzzle::Puzzle;

/// How sure a puzzle's rating is taken to be (a Glicko-2 deviation): a first guess, from
/// how the puzzle was found rather than from players' tries.
pub const PUZZLE_DEVIATION: f64 = 150.0;

/// A player's record at one game's puzzles.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The player's rating (1500 at first).
    pub rating: f64,
    /// How sure it is: 350 at first, less with each puzzle tried.
    pub deviation: f64,
    /// How much it moves.
    pub volatility: f64,
    /// Each puzzle tried, by id.
    pub tried: BTreeMap<String, Tried>,
}

/// How a puzzle went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tried {
    /// Solved at the first try, without a hint.
    pub first: bool,
    /// Solved at some try.
    pub solved: bool,
}

/// What one theme's puzzles came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThemeSummary {
    /// The theme (`vcf`).
    pub theme: String,
    /// How many of its puzzles were tried.
    pub tried: usize,
    /// How many of those were solved at the first try.
    pub first: usize,
}

impl Default for Record {
    fn default() -> Self {
        let Glicko2Rating {
            rating,
            deviation,
            volatility,
        } = Glicko2Rating::new();
        Record {
            rating,
            deviation,
            volatility,
            tried: BTreeMap::new(),
        }
    }
}

/// The rating's numbers are kept in thousandths (the volatility in millionths).
const MILLI: f64 = 1000.0;
const MICRO: f64 = 1_000_000.0;

/// `x` in `unit`s, as a whole number (a rating is far within `i64`).
fn whole(x: f64, unit: f64) -> i64 {
    (x * unit).round() as i64
}

impl Record {
    /// The record as kept: a line `glicko2 <rating> <deviation> <volatility>` (thousandths,
    /// the volatility in millionths), then a line a puzzle tried, `<id> <first> <solved>`
    /// (1 or 0).
    pub fn text(&self) -> String {
        let mut text = format!(
            "glicko2 {} {} {}\n",
            whole(self.rating, MILLI),
            whole(self.deviation, MILLI),
            whole(self.volatility, MICRO)
        );
        for (id, tried) in &self.tried {
            let bit = |b: bool| if b { '1' } else { '0' };
            text.push_str(&format!(
                "{id} {} {}\n",
                bit(tried.first),
                bit(tried.solved)
            ));
        }
        text
    }

    /// Reads a record kept by [`Record::text`]; the lines it cannot read are left out (a
    /// rating line that does not read: the first rating).
    pub fn read(text: &str) -> Self {
        let mut record = Record::default();
        for line in text.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words[..] {
                ["glicko2", rating, deviation, volatility] => {
                    let number =
                        |w: &str, unit: f64| w.parse::<i64>().ok().map(|n| n as f64 / unit);
                    if let (Some(r), Some(d), Some(v)) = (
                        number(rating, MILLI),
                        number(deviation, MILLI),
                        number(volatility, MICRO),
                    ) && d > 0.0
                        && v > 0.0
                    {
                        (record.rating, record.deviation, record.volatility) = (r, d, v);
                    }
                }
                [id, first @ ("0" | "1"), solved @ ("0" | "1")] => {
                    record.tried.insert(
                        id.to_owned(),
                        Tried {
                            first: first == "1",
                            solved: solved == "1",
                        },
                    );
                }
                _ => {}
            }
        }
        record
    }

    /// Notes a try of `puzzle`: its first moves the rating and is kept as the puzzle's
    /// result; a later one only marks it solved. The rating's change, for a first try.
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool) -> Option<f64> {
        if let Some(tried) = self.tried.get_mut(&puzzle.id) {
            tried.solved |= solved;
            return None;
        }
        self.tried.insert(
            puzzle.id.clone(),
            Tried {
                first: solved,
                solved,
            },
        );
        let player = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle.rating),
            deviation: PUZZLE_DEVIATION,
            volatility: player.volatility,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let (after, _) = glicko2(&player, &opponent, &outcome, &Glicko2Config::new());
        let change = after.rating - self.rating;
        (self.rating, self.deviation, self.volatility) =
            (after.rating, after.deviation, after.volatility);
        Some(change)
    }

    /// The ids of the puzzles missed at the first try and not solved since, in `puzzles`'
    /// order.
    pub fn failed<'a>(&self, puzzles: &'a [Puzzle]) -> impl Iterator<Item = &'a Puzzle> {
        puzzles
            .iter()
            .filter(|p| self.tried.get(&p.id).is_some_and(|t| !t.solved))
    }

    /// Each theme of `puzzles` that has a puzzle tried, in the order the themes first
    /// come: how many were tried and how many solved at the first try.
    pub fn by_theme(&self, puzzles: &[Puzzle]) -> Vec<ThemeSummary> {
        let mut summary: Vec<ThemeSummary> = Vec::new();
        for puzzle in puzzles {
            let Some(tried) = self.tried.get(&puzzle.id) else {
                continue;
            };
            for theme in &puzzle.themes {
                let at = match summary.iter().position(|s| &s.theme == theme) {
                    Some(at) => at,
                    None => {
                        summary.push(ThemeSummary {
                            theme: theme.clone(),
                            tried: 0,
                            first: 0,
                        });
                        summary.len() - 1
                    }
                };
                summary[at].tried += 1;
                summary[at].first += usize::from(tried.first);
            }
        }
        summary
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, rating: u32, themes: &[&str]) -> Puzzle {
        Puzzle {
            id: id.to_owned(),
            options: Vec::new(),
            position: String::new(),
            solution: vec!["a".to_owned()],
            themes: themes.iter().map(|&t| t.to_owned()).collect(),
            rating,
        }
    }

    #[test]
    fn test_a_first_try_moves_the_rating_and_a_later_one_does_not() {
        let mut record = Record::default();
        let hard = puzzle("kauri-1", 1800, &["defence"]);
        let gain = record.record(&hard, true).expect("a first try");
        assert!(gain > 0.0, "{gain}");
        assert!(record.deviation < 350.0);
        let after = record.clone();
        assert_eq!(record.record(&hard, false), None);
        assert_eq!(record.rating, after.rating);
        // Missing an easy one costs.
        let easy = puzzle("kauri-2", 1000, &["win"]);
        let loss = record.record(&easy, false).expect("a first try");
        assert!(loss < 0.0, "{loss}");
    }

    #[test]
    fn test_a_puzzle_missed_at_first_is_to_retry_until_solved() {
        let puzzles = [
            puzzle("caro-1", 1200, &["vcf", "long"]),
            puzzle("caro-2", 1200, &["vcf"]),
            puzzle("caro-3", 1300, &["defence"]),
        ];
        let mut record = Record::default();
        record.record(&puzzles[0], false);
        record.record(&puzzles[1], true);
        record.record(&puzzles[2], false);
        let ids = |r: &Record| r.failed(&puzzles).map(|p| p.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&record), ["caro-1", "caro-3"]);
        record.record(&puzzles[0], true);
        assert_eq!(ids(&record), ["caro-3"]);
        // The summary keeps the first tries.
        let summary = record.by_theme(&puzzles);
        let row = |theme: &str| {
            summary
                .iter()
                .find(|s| s.theme == theme)
                .map(|s| (s.tried, s.first))
        };
        assert_eq!(row("vcf"), Some((2, 1)));
        assert_eq!(row("long"), Some((1, 0)));
        assert_eq!(row("defence"), Some((1, 0)));
        assert_eq!(summary[0].theme, "vcf");
    }

    #[test]
    fn test_a_record_reads_back_to_the_thousandth_and_junk_is_left_out() {
        let mut record = Record::default();
        record.record(&puzzle("azacru-4", 1100, &["win"]), true);
        record.record(&puzzle("azacru-9", 1400, &["defence"]), false);
        let text = record.text();
        assert!(text.starts_with("glicko2 "), "{text}");
        let back = Record::read(&text);
        assert_eq!(back.tried, record.tried);
        assert!((back.rating - record.rating).abs() < 0.001);
        assert!((back.deviation - record.deviation).abs() < 0.001);
        assert!((back.volatility - record.volatility).abs() < 0.000_001);
        assert_eq!(back.text(), text);
        // Junk: left out, line by line.
        let junk =
            Record::read("glicko2 high 1 1\ncaro-1 1 0\ncaro-2 yes\n\nglicko2 1600000 -5 60000");
        assert_eq!(junk.rating, 1500.0);
        assert_eq!(junk.tried.len(), 1);
        assert_eq!(Record::read("glicko2 1600000 200000 60000").rating, 1600.0);
    }
}
