//! `tessera pbrain`: Caro over the Gomocup protocol that Piskvork and other tournament
//! managers speak to "pbrain" engines, one command per line on standard input and one
//! answer per line on standard output.
//!
//! - `START 15` (only 15 × 15 boards) and `RESTART` answer `OK`; `BEGIN`, `TURN x,y` and
//!   `BOARD` … `DONE` answer the engine's move `x,y`; `TAKEBACK x,y` answers `OK`;
//!   `INFO key value` sets the time limits and the rules; `ABOUT` describes the engine;
//!   `END` ends.
//! - Coordinates count from 0: `x` from the left, `y` from the **top**, so `0,0` is `a15`
//!   and `7,7` is `h8`.
//! - `INFO rule` is a bit set: bit 1 "exactly five" gives `overline=nowin`, bit 8 "Caro"
//!   gives `closed=both` (otherwise `closed=never`, freestyle gomoku); the other bits are
//!   ignored. Rule 0 is freestyle (`closed=never`), 1 exact five, 8 our default Caro, 9
//!   Gomocup's Caro league.
//! - The engine plays the stones marked as its own; which colour they are follows from the
//!   counts (equal counts: the engine plays black).
//! - `SWAP2BOARD`, then the stones placed so far in order (`x,y`, one a line), then `DONE`:
//!   the swap2 opening (the manager sends it between `START` and `BOARD`). With no stones
//!   the engine opens and answers stones 1–3 (`x1,y1 x2,y2 x3,y3`); with 3 it answers `SWAP`
//!   (it takes black), one stone (it takes white and places stone 4) or two (stones 4 and
//!   5: the opener chooses); with 5 it answers `SWAP` (black) or stone 6 (white).

use std::{
    cell::Cell,
    io::{self, BufRead, Write},
    time::Instant,
};

use ai::{Clock, Computer, Level, Limits, NoClock, Settings, mcts::Policy};
use engine::{
    Game,
    caro::{Caro, CaroMove, CaroOptions, Closed, Colour, Opening, Overline, Person, Point, SIZE},
};

/// A clock in milliseconds since now.
pub fn wall_clock() -> impl Clock {
    let start = Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}

/// The strongest level, thinking for `ms` milliseconds however many nodes that takes: the
/// engine's timed moves, and `tessera ai --time`.
pub fn timed<G: Computer>(game: &G, ms: f64) -> Settings {
    let strongest = game.settings(Level::MAX);
    Settings {
        limits: Limits {
            depth: 64,
            nodes: u64::MAX,
            time_ms: Some(ms),
        },
        ..strongest
    }
}

/// What a point holds, seen from the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Empty,
    Own,
    Opponent,
}

/// How long the engine thinks per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thinking {
    /// Within the manager's limits (`INFO timeout_turn`, `timeout_match`, `time_left`) on
    /// the wall clock:
    /// what a tournament expects.
    Timed,
    /// At most this many nodes, whatever the clock: quick and reproducible, so that fuzzing
    /// and tests can drive the protocol without waiting on searches.
    Nodes(u64),
}

/// The engine's state between commands.
#[derive(Debug)]
struct Brain {
    started: bool,
    /// `board[y][x]`, Piskvork's coordinates.
    board: [[Field; SIZE as usize]; SIZE as usize],
    options: CaroOptions,
    timeout_turn_ms: Option<u64>,
    /// The whole game's time (`INFO timeout_match`; 0 is none), which bounds each move
    /// when the manager does not say what is left.
    timeout_match_ms: Option<u64>,
    time_left_ms: Option<u64>,
    /// The time the engine has thought in this game, in milliseconds (counted by
    /// [`Brain::think`]).
    used_ms: Cell<f64>,
    moves_played: u64,
    thinking: Thinking,
}

/// Answers the commands on `input` until `END` or the end of the input.
///
/// # Errors
///
/// Only failures to read or write.
pub fn serve(input: impl BufRead, output: impl Write) -> io::Result<()> {
    serve_with(input, output, Thinking::Timed)
}

/// [`serve`], thinking as `thinking` says.
///
/// # Errors
///
/// Only failures to read or write.
pub fn serve_with(
    input: impl BufRead,
    mut output: impl Write,
    thinking: Thinking,
) -> io::Result<()> {
    let mut brain = Brain::new(thinking);
    let mut lines = input.lines();
    while let Some(line) = lines.next() {
        let line = line?;
        let (command, rest) = split_command(&line);
        let answer = match command.as_str() {
            "" => continue,
            "END" => break,
            "BOARD" => brain.board_command(&stones_until_done(&mut lines)?),
            "SWAP2BOARD" => Some(brain.swap2_command(&stones_until_done(&mut lines)?)),
            _ => brain.command(&command, rest),
        };
        if let Some(answer) = answer {
            writeln!(output, "{answer}")?;
            output.flush()?;
        }
    }
    Ok(())
}

/// The stone lines that follow `BOARD` or `SWAP2BOARD`, up to the line `DONE`.
fn stones_until_done(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
) -> std::io::Result<Vec<String>> {
    let mut stones = Vec::new();
    for line in lines {
        let line = line?;
        if line.trim().eq_ignore_ascii_case("DONE") {
            break;
        }
        stones.push(line);
    }
    Ok(stones)
}

/// The command word in upper case, and the rest of the line.
fn split_command(line: &str) -> (String, &str) {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    (word.to_ascii_uppercase(), rest.trim())
}

impl Brain {
    fn new(thinking: Thinking) -> Self {
        Brain {
            started: false,
            board: [[Field::Empty; SIZE as usize]; SIZE as usize],
            options: CaroOptions::default(),
            timeout_turn_ms: None,
            timeout_match_ms: None,
            time_left_ms: None,
            used_ms: Cell::new(0.0),
            moves_played: 0,
            thinking,
        }
    }

    /// The answer to one command (other than `BOARD` and `END`), if it has one.
    fn command(&mut self, command: &str, rest: &str) -> Option<String> {
        Some(match command {
            "START" => match rest.parse::<u32>() {
                Ok(n) if n == u32::from(SIZE) => self.start(),
                _ => format!("ERROR only 15x15 boards are supported, not '{rest}'"),
            },
            "RECTSTART" => match rest.replace(' ', "").as_str() {
                "15,15" => self.start(),
                _ => format!("ERROR only 15x15 boards are supported, not '{rest}'"),
            },
            "RESTART" => self.start(),
            "INFO" => {
                self.info(rest);
                return None;
            }
            "ABOUT" => concat!(
                r#"name="tessera", version=""#,
                env!("CARGO_PKG_VERSION"),
                r#"", author="the Tessera developers", country="-""#,
            )
            .to_owned(),
            _ if !self.started => "ERROR START first".to_owned(),
            "BEGIN" => self.reply(),
            "TURN" => match parse_xy(rest) {
                Some((x, y)) if self.board[y][x] == Field::Empty => {
                    self.board[y][x] = Field::Opponent;
                    self.reply()
                }
                Some(_) => format!("ERROR point '{rest}' is already taken"),
                None => format!("ERROR bad coordinates '{rest}'"),
            },
            "TAKEBACK" => match parse_xy(rest) {
                Some((x, y)) => {
                    self.board[y][x] = Field::Empty;
                    "OK".to_owned()
                }
                None => format!("ERROR bad coordinates '{rest}'"),
            },
            _ => format!("UNKNOWN command '{command}'"),
        })
    }

    fn start(&mut self) -> String {
        self.started = true;
        self.board = [[Field::Empty; SIZE as usize]; SIZE as usize];
        self.moves_played = 0;
        self.used_ms.set(0.0);
        "OK".to_owned()
    }

    fn info(&mut self, rest: &str) {
        let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let number = value.trim().parse::<u64>().ok();
        match key.to_ascii_lowercase().as_str() {
            "timeout_turn" => self.timeout_turn_ms = number,
            "timeout_match" => self.timeout_match_ms = number,
            "time_left" => self.time_left_ms = number,
            "rule" => {
                if let Some(rule) = number {
                    self.options = rule_options(rule);
                }
            }
            _ => {}
        }
    }

    /// `BOARD`: the whole position, one `x,y,field` per line, then the engine's move.
    fn board_command(&mut self, stones: &[String]) -> Option<String> {
        if !self.started {
            return Some("ERROR START first".to_owned());
        }
        self.board = [[Field::Empty; SIZE as usize]; SIZE as usize];
        for stone in stones {
            let mut parts = stone.trim().splitn(3, ',');
            let (Some(x), Some(y), Some(field)) = (parts.next(), parts.next(), parts.next()) else {
                return Some(format!("ERROR bad board line '{stone}'"));
            };
            let Some((x, y)) = parse_xy(&format!("{x},{y}")) else {
                return Some(format!("ERROR bad board line '{stone}'"));
            };
            self.board[y][x] = match field.trim() {
                "1" => Field::Own,
                "2" => Field::Opponent,
                // 3 marks stones of a finished row in a continuous game: not ours to judge.
                _ => continue,
            };
        }
        Some(self.reply())
    }

    /// `SWAP2BOARD`: the stones of a swap2 opening so far, in order; the engine's stones or
    /// `SWAP` (see the module doc). The board then holds the stones, the engine's colour as
    /// its own (while the colours are undecided: black for the opener, white otherwise).
    fn swap2_command(&mut self, stones: &[String]) -> String {
        if !self.started {
            return "ERROR START first".to_owned();
        }
        let options = CaroOptions {
            opening: Opening::Swap2,
            ..self.options
        };
        let mut game = Caro::new(options);
        for stone in stones {
            let mut parts = stone.trim().splitn(3, ',');
            let xy = match (parts.next(), parts.next()) {
                (Some(x), Some(y)) => parse_xy(&format!("{x},{y}")),
                _ => None,
            };
            let Some(p) = xy.and_then(|(x, y)| point_at(x, y)) else {
                return format!("ERROR bad stone '{stone}'");
            };
            if game.stone(p).is_some() {
                return format!("ERROR point '{}' is already taken", stone.trim());
            }
            game.play_unchecked(CaroMove::Place(p));
        }
        // The engine's answers take this many stones or choices at most; they share the
        // turn's time.
        let (me, steps) = match stones.len() {
            0 => (Person::Opener, 3),
            3 => (Person::Responder, 2),
            5 => (Person::Opener, 2),
            n => return format!("ERROR swap2 needs 0, 3 or 5 stones, not {n}"),
        };
        let budget = self.budget_ms() / steps as f64;
        let answer = swap2_answer(&mut game, me, |game, step| {
            let seed = self.moves_played * 8 + step;
            self.think(game, seed, budget).map(|thought| thought.chosen)
        });
        let Ok(answer) = answer else {
            return "ERROR no move in the swap2 opening".to_owned();
        };
        self.moves_played += 1;
        let own = [Colour::Black, Colour::White]
            .into_iter()
            .find(|&c| game.holder(c) == Some(me))
            .unwrap_or(if me == Person::Opener {
                Colour::Black
            } else {
                Colour::White
            });
        self.board = [[Field::Empty; SIZE as usize]; SIZE as usize];
        for p in Point::all() {
            if let Some(colour) = game.stone(p) {
                let (x, y) = xy(p);
                self.board[y][x] = if colour == own {
                    Field::Own
                } else {
                    Field::Opponent
                };
            }
        }
        answer
    }

    /// The engine's thought on `game`: within `budget_ms`, or within the fixed node count
    /// the brain was started with; its time counts as used in this game.
    fn think(&self, game: &Caro, seed: u64, budget_ms: f64) -> Option<ai::Thought<CaroMove>> {
        let started = Instant::now();
        let thought = match self.thinking {
            Thinking::Timed => game.think(&timed(game, budget_ms), seed, &wall_clock()),
            Thinking::Nodes(nodes) => {
                let settings = Settings {
                    limits: Limits::nodes(64, nodes),
                    threat_nodes: nodes,
                    mistakes: None,
                    playouts: Policy::Plain,
                };
                game.think(&settings, seed, &NoClock)
            }
        };
        let used = self.used_ms.get() + started.elapsed().as_secs_f64() * 1000.0;
        self.used_ms.set(used);
        thought
    }

    /// The engine's move in the position on the board, as `x,y`; it takes the point.
    fn reply(&mut self) -> String {
        let game = match self.game() {
            Ok(game) => game,
            Err(e) => return format!("ERROR {e}"),
        };
        let thought = self.think(&game, self.moves_played, self.budget_ms());
        match thought {
            Some(thought) => match thought.chosen {
                CaroMove::Place(p) => {
                    let (x, y) = xy(p);
                    self.board[y][x] = Field::Own;
                    self.moves_played += 1;
                    format!("{x},{y}")
                }
                CaroMove::Choose(_) => "ERROR no colour choice in this protocol".to_owned(),
            },
            None => "ERROR the game is over".to_owned(),
        }
    }

    /// Thinking time for this move: within the turn's limit and a share of what is left of
    /// the match, with a margin for the manager and the search's last check of the clock
    /// (how the margin was measured: `docs/ai-levels.md`).
    fn budget_ms(&self) -> f64 {
        let turn = match self.timeout_turn_ms {
            Some(0) => 50,
            Some(ms) => ms,
            None => 5_000,
        };
        // What is left of the game: as the manager says, else the game's time less what
        // the engine has used; a fifteenth of it at most.
        let from_match = self
            .timeout_match_ms
            .filter(|&ms| ms > 0)
            .map(|ms| (ms as f64 - self.used_ms.get()).max(0.0) as u64);
        let left = self
            .time_left_ms
            .or(from_match)
            .map_or(u64::MAX, |ms| ms / 15);
        (turn.min(left) as f64 * 0.9 - 40.0).max(20.0)
    }

    /// The board as a Caro position, the engine's stones of the colour to move.
    fn game(&self) -> Result<Caro, String> {
        let count = |field| self.board.iter().flatten().filter(|&&f| f == field).count();
        let (own, opponent) = (count(Field::Own), count(Field::Opponent));
        let (black, white) = if own == opponent {
            (Field::Own, Field::Opponent)
        } else if opponent == own + 1 {
            (Field::Opponent, Field::Own)
        } else {
            return Err(format!(
                "cannot be to move with {own} stones against {opponent}"
            ));
        };
        // The position code: rows from the top, which is y = 0.
        let mut code = String::new();
        for (y, row) in self.board.iter().enumerate() {
            let mut empty = 0;
            for &field in row {
                if field == Field::Empty {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    code.push_str(&empty.to_string());
                    empty = 0;
                }
                code.push(if field == black {
                    'b'
                } else {
                    debug_assert_eq!(field, white);
                    'w'
                });
            }
            if empty > 0 {
                code.push_str(&empty.to_string());
            }
            code.push(if y + 1 < row.len() { '/' } else { '.' });
        }
        code.push('1');
        Caro::from_code(self.options, &code).map_err(|e| e.to_string())
    }
}

/// The answer of `me` in a swap2 opening (see the module doc), moves chosen by `think`
/// (given the position and the number of the step), played on `game`: stones while `me`
/// is to place them, `SWAP` for black, a stone for white.
fn swap2_answer(
    game: &mut Caro,
    me: Person,
    mut think: impl FnMut(&Caro, u64) -> Option<CaroMove>,
) -> Result<String, ()> {
    let mut placed = Vec::new();
    let mut step = 0;
    while game.person_to_move() == Some(me) {
        let m = think(game, step).filter(|&m| game.is_legal(m)).ok_or(())?;
        step += 1;
        game.play_unchecked(m);
        match m {
            CaroMove::Choose(Colour::Black) => return Ok("SWAP".to_owned()),
            // White: its next stone follows.
            CaroMove::Choose(Colour::White) => {}
            CaroMove::Place(p) => {
                let (x, y) = xy(p);
                placed.push(format!("{x},{y}"));
                if game.holder(Colour::Black).is_some() {
                    break;
                }
            }
        }
    }
    if placed.is_empty() {
        return Err(());
    }
    Ok(placed.join(" "))
}

/// The point at the protocol's `(x, y)`.
fn point_at(x: usize, y: usize) -> Option<Point> {
    let col = u8::try_from(x).ok()?;
    let row = (SIZE - 1).checked_sub(u8::try_from(y).ok()?)?;
    Point::new(col, row)
}

/// Our options for a Gomocup `INFO rule` bit set.
fn rule_options(rule: u64) -> CaroOptions {
    CaroOptions {
        overline: if rule & 1 != 0 {
            Overline::NoWin
        } else {
            Overline::Win
        },
        closed: if rule & 8 != 0 {
            Closed::Both
        } else {
            Closed::Never
        },
        ..CaroOptions::default()
    }
}

/// Reads `x,y` (0-based, y from the top).
fn parse_xy(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.split_once(',')?;
    let (x, y) = (
        x.trim().parse::<usize>().ok()?,
        y.trim().parse::<usize>().ok()?,
    );
    (x < usize::from(SIZE) && y < usize::from(SIZE)).then_some((x, y))
}

/// The protocol's `(x, y)` of a point.
fn xy(p: Point) -> (usize, usize) {
    (usize::from(p.col()), usize::from(SIZE - 1 - p.row()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(name: &str) -> Point {
        name.parse().expect("a point")
    }

    #[test]
    fn test_coordinates_count_from_the_top_left() {
        assert_eq!(xy(point("a15")), (0, 0));
        assert_eq!(xy(point("h8")), (7, 7));
        assert_eq!(xy(point("a1")), (0, 14));
        assert_eq!(xy(point("o1")), (14, 14));
        assert_eq!(xy(point("c14")), (2, 1));
        assert_eq!(parse_xy("2,1"), Some((2, 1)));
        assert_eq!(parse_xy("15,1"), None);
        assert_eq!(parse_xy("a,1"), None);
    }

    #[test]
    fn test_the_budget_keeps_within_the_turn_and_the_game() {
        let mut brain = Brain::new(Thinking::Timed);
        brain.info("timeout_turn 5000");
        assert_eq!(brain.budget_ms(), 4_460.0);
        // The game's time bounds each move too: a fifteenth of what is left.
        brain.info("timeout_match 30000");
        assert_eq!(brain.budget_ms(), 1_760.0);
        brain.used_ms.set(29_000.0);
        assert_eq!(brain.budget_ms(), 20.0);
        // What the manager says is left comes first; 0 is no limit.
        brain.info("time_left 15000");
        assert_eq!(brain.budget_ms(), 860.0);
        brain.info("timeout_match 0");
        brain.time_left_ms = None;
        assert_eq!(brain.budget_ms(), 4_460.0);
        // A new game starts with its whole time.
        brain.info("timeout_match 30000");
        brain.start();
        assert_eq!(brain.budget_ms(), 1_760.0);
    }

    #[test]
    fn test_rules_map_to_options() {
        let rule = |n| {
            let o = rule_options(n);
            (o.overline, o.closed)
        };
        assert_eq!(rule(0), (Overline::Win, Closed::Never));
        assert_eq!(rule(1), (Overline::NoWin, Closed::Never));
        assert_eq!(rule(8), (Overline::Win, Closed::Both));
        assert_eq!(rule(9), (Overline::NoWin, Closed::Both));
        assert_eq!(rule(4 | 2), (Overline::Win, Closed::Never));
    }

    #[test]
    fn test_board_becomes_the_position() {
        let mut brain = Brain::new(Thinking::Timed);
        brain.start();
        // Opponent (black) on h8 and a15, the engine (white) on o1: white to move.
        brain.board[7][7] = Field::Opponent;
        brain.board[0][0] = Field::Opponent;
        brain.board[14][14] = Field::Own;
        let game = brain.game().expect("a position");
        assert_eq!(game.stone(point("h8")), Some(engine::caro::Colour::Black));
        assert_eq!(game.stone(point("a15")), Some(engine::caro::Colour::Black));
        assert_eq!(game.stone(point("o1")), Some(engine::caro::Colour::White));
        assert_eq!(game.next_colour(), engine::caro::Colour::White);
    }

    /// The answers `serve` gives to `input`, one a line.
    fn answers(input: &str) -> Vec<String> {
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out).expect("served");
        String::from_utf8(out)
            .expect("text")
            .lines()
            .map(str::to_owned)
            .collect()
    }

    /// The points of an answer `x,y x,y ...`, checked to be free and distinct.
    fn points_of(answer: &str, taken: &[&str]) -> Vec<(usize, usize)> {
        let points: Vec<(usize, usize)> = answer
            .split(' ')
            .map(|p| parse_xy(p).unwrap_or_else(|| panic!("a point, not '{answer}'")))
            .collect();
        for (i, p) in points.iter().enumerate() {
            assert!(!points[..i].contains(p), "{answer}: a point twice");
            assert!(
                !taken.contains(&format!("{},{}", p.0, p.1).as_str()),
                "{answer}: taken"
            );
        }
        points
    }

    const QUICK: &str = "START 15\nINFO timeout_turn 150\n";

    #[test]
    fn test_swap2board_answers_in_the_protocol_forms() {
        let empty = answers(&format!("{QUICK}SWAP2BOARD\nDONE\n"));
        assert_eq!(empty[0], "OK");
        assert_eq!(points_of(&empty[1], &[]).len(), 3, "{empty:?}");

        let three = ["7,7", "8,7", "9,9"];
        let after_three = answers(&format!("{QUICK}SWAP2BOARD\n{}\nDONE\n", three.join("\n")));
        let answer = &after_three[1];
        assert!(
            answer == "SWAP" || (1..=2).contains(&points_of(answer, &three).len()),
            "{answer}"
        );

        let five = ["7,7", "8,7", "9,9", "8,8", "8,6"];
        let after_five = answers(&format!("{QUICK}SWAP2BOARD\n{}\nDONE\n", five.join("\n")));
        let answer = &after_five[1];
        assert!(
            answer == "SWAP" || points_of(answer, &five).len() == 1,
            "{answer}"
        );
    }

    #[test]
    fn test_swap2board_refuses_other_counts_and_taken_points() {
        let two = answers(&format!("{QUICK}SWAP2BOARD\n7,7\n8,7\nDONE\n"));
        assert!(two[1].starts_with("ERROR"), "{two:?}");
        let twice = answers(&format!("{QUICK}SWAP2BOARD\n7,7\n7,7\n8,8\nDONE\n"));
        assert!(twice[1].starts_with("ERROR"), "{twice:?}");
        let unstarted = answers("SWAP2BOARD\nDONE\n");
        assert!(unstarted[0].starts_with("ERROR"), "{unstarted:?}");
    }

    #[test]
    fn test_swap2_answers_follow_the_choices() {
        let options = CaroOptions {
            opening: Opening::Swap2,
            ..CaroOptions::default()
        };
        let opened = |stones: &[&str]| {
            let mut game = Caro::new(options);
            for s in stones {
                game.play_token(s).expect("legal");
            }
            game
        };
        // Scripted choices: each call gives the next move of the list.
        let scripted = |moves: &'static [&'static str]| {
            move |game: &Caro, step: u64| game.parse_move(moves[step as usize]).ok()
        };
        let three = ["h8", "i8", "j10"];
        let mut game = opened(&three);
        assert_eq!(
            swap2_answer(&mut game, Person::Responder, scripted(&["=b"])),
            Ok("SWAP".to_owned())
        );
        let mut game = opened(&three);
        let answer = swap2_answer(&mut game, Person::Responder, scripted(&["=w", "h9"]));
        assert_eq!(answer, Ok("7,6".to_owned()));
        assert_eq!(game.holder(Colour::White), Some(Person::Responder));
        let mut game = opened(&three);
        let answer = swap2_answer(&mut game, Person::Responder, scripted(&["h9", "a1"]));
        assert_eq!(answer, Ok("7,6 0,14".to_owned()));
        assert!(game.is_choice_due(), "the opener chooses next");
        let mut game = opened(&["h8", "i8", "j10", "h9", "a1"]);
        let answer = swap2_answer(&mut game, Person::Opener, scripted(&["=w", "g7"]));
        assert_eq!(answer, Ok("6,8".to_owned()));
        let mut game = opened(&[]);
        let answer = swap2_answer(&mut game, Person::Opener, scripted(&["h8", "i8", "j10"]));
        assert_eq!(answer, Ok("7,7 8,7 9,5".to_owned()));
        // A move that is not legal is no answer.
        let mut game = opened(&three);
        assert_eq!(
            swap2_answer(&mut game, Person::Responder, scripted(&["h8"])),
            Err(())
        );
    }
}
