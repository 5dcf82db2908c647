//! `tessera duel caro`: two Gomocup ("pbrain") engines play Caro against each other, as
//! engine authors measure a change: a candidate against a baseline at equal time per move,
//! from a fixed set of balanced openings each played twice with the colours swapped, until
//! a sequential probability ratio test decides (or the games run out). The referee is the
//! engine crate's Caro: an illegal move, or no answer, loses the game.
//!
//! ```text
//! tessera duel caro --engine "CMD..." --engine "CMD..." [--turn MS] [--rule 8|9]
//!                   [--games N] [--sprt ELO0,ELO1] [--openings FILE] [--first K] [--jobs N]
//!                   [--info]
//! ```

use std::{
    collections::BTreeMap,
    fmt::Write as _,
    io::{BufRead, BufReader, Write},
    panic::{self, AssertUnwindSafe},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc::{Receiver, RecvTimeoutError, channel},
    },
    thread,
    time::{Duration, Instant},
};

use engine::{
    Game, GameOptions, Outcome,
    caro::{Caro, CaroOptions, Colour, SIZE},
};

/// A duel's settings.
#[derive(Clone, Debug, PartialEq)]
pub struct Duel {
    /// The candidate's and the baseline's command lines.
    pub engines: [Vec<String>; 2],
    pub turn_ms: u64,
    /// Gomocup's rule number: 8 (Caro, overlines win) or 9 (Caro, exact five).
    pub rule: u8,
    pub games: u64,
    /// The SPRT's hypotheses, in Elo: H0 the candidate is `elo0` better, H1 `elo1`.
    pub sprt: (f64, f64),
    pub openings: Vec<Vec<String>>,
    /// The first opening played (counted from 0): a second run goes on where one stopped,
    /// rather than replaying the same games.
    pub first: usize,
    /// Games played at once (each engine thinks on one core, one engine of a game at a
    /// time).
    pub jobs: usize,
    pub info: bool,
}

impl Duel {
    /// The settings of `duel`'s arguments, as read (`crate::args`): the engines' command
    /// lines split into words, the openings read.
    ///
    /// # Errors
    ///
    /// A one-line message saying what is wrong.
    pub fn from_args(args: &crate::args::Duel) -> Result<Duel, String> {
        let engines: Vec<Vec<String>> = args
            .engines
            .iter()
            .map(|line| line.split_whitespace().map(str::to_owned).collect())
            .collect();
        if engines.iter().any(Vec::is_empty) {
            return Err("flag '--engine': an empty command line".into());
        }
        let engines = <[Vec<String>; 2]>::try_from(engines)
            .map_err(|given| format!("flag '--engine': two needed, {} given", given.len()))?;
        let openings = match &args.openings {
            Some(file) => {
                let text =
                    std::fs::read_to_string(file).map_err(|e| format!("duel: {file}: {e}"))?;
                let openings = ai::caro::read_openings(&text);
                if openings.is_empty() {
                    return Err(format!("duel: {file}: no openings"));
                }
                openings
            }
            None => ai::caro::openings(args.rule),
        };
        Ok(Duel {
            engines,
            turn_ms: args.turn_ms,
            rule: args.rule,
            games: args.games,
            sprt: args.sprt,
            openings,
            first: args.first as usize,
            jobs: args.jobs as usize,
            info: args.info,
        })
    }
}

/// The openings of a file: a line each, its moves before any `#`.
/// The rules of Gomocup's `rule`: Caro with closed fives losing, overlines winning or not.
fn options(rule: u8) -> Result<CaroOptions, String> {
    let overline = if rule == 9 { "nowin" } else { "win" };
    CaroOptions::from_assignments([
        "opening=free",
        "closed=both",
        &format!("overline={overline}"),
    ])
    .map_err(|e| e.to_string())
}

/// A move's point as Piskvork counts: `x` from the left, `y` from the top, from 0.
fn xy(token: &str) -> Option<(u8, u8)> {
    let mut chars = token.chars();
    let column = chars.next()?;
    let row: u8 = chars.as_str().parse().ok()?;
    let x = (column as u32).checked_sub('a' as u32)? as u8;
    (x < SIZE && (1..=SIZE).contains(&row)).then(|| (x, SIZE - row))
}

/// The token of Piskvork's `x,y`.
fn token_of(answer: &str) -> Option<String> {
    let (x, y) = answer.trim().split_once(',')?;
    let (x, y): (u8, u8) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
    (x < SIZE && y < SIZE).then(|| format!("{}{}", char::from(b'a' + x), SIZE - y))
}

/// An engine at work: its input, and its output's lines as they come.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(command: &[String]) -> Result<Engine, String> {
        let (program, args) = command.split_first().ok_or("an empty command line")?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{program}: {e}"))?;
        let input = child.stdin.take().ok_or("no input")?;
        let output = child.stdout.take().ok_or("no output")?;
        let (send, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Engine {
            child,
            input,
            lines,
        })
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("it stopped listening ({e})"))
    }

    /// Its next answer (not a `MESSAGE`, `DEBUG` or `UNKNOWN` line) within `limit`, and
    /// how long it took.
    fn answer(&mut self, limit: Duration) -> Result<(String, Duration), String> {
        let asked = Instant::now();
        loop {
            let left = limit.saturating_sub(asked.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) if is_chatter(&line) => continue,
                Ok(line) => return Ok((line, asked.elapsed())),
                Err(RecvTimeoutError::Timeout) => return Err("no answer in time".into()),
                Err(RecvTimeoutError::Disconnected) => return Err("it quit".into()),
            }
        }
    }
}

fn is_chatter(line: &str) -> bool {
    ["MESSAGE", "DEBUG", "UNKNOWN"]
        .iter()
        .any(|word| line.starts_with(word))
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("END");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How one game went, for the candidate (engine 0).
#[derive(Clone, Debug, Default)]
struct Played {
    /// 1 for a win, ½ a draw, 0 a loss, for engine 0.
    score: f64,
    moves: Vec<String>,
    /// Why the game ended when not by the rules: who failed, and how.
    forfeit: Option<String>,
    /// Per engine: moves made, moves over the turn's time, the longest in ms.
    times: [(u64, u64, u64); 2],
}

/// Plays `opening` with engine `black` (0 or 1) taking Black.
fn play(duel: &Duel, opening: &[String], black: usize) -> Result<Played, String> {
    let mut game = Caro::new(options(duel.rule)?);
    let mut played = Played::default();
    for token in opening {
        game.play_token(token)
            .map_err(|e| format!("duel: opening {}: {e}", opening.join(" ")))?;
        played.moves.push(token.clone());
    }
    let mut engines = Vec::new();
    for command in &duel.engines {
        let mut engine = Engine::start(command)?;
        engine.send("START 15")?;
        match engine.answer(Duration::from_secs(10)) {
            Ok((ok, _)) if ok.trim() == "OK" => {}
            Ok((other, _)) => return Err(format!("{}: START answered '{other}'", command[0])),
            Err(why) => return Err(format!("{}: START: {why}", command[0])),
        }
        for line in [
            format!("INFO timeout_turn {}", duel.turn_ms),
            "INFO timeout_match 0".to_owned(),
            format!("INFO rule {}", duel.rule),
        ] {
            engine.send(&line)?;
        }
        engines.push((engine, false));
    }
    let limit = Duration::from_millis(duel.turn_ms * 3 + 1000);
    let engine_of = |colour: Colour| match colour {
        Colour::Black => black,
        Colour::White => 1 - black,
    };
    while !game.is_over() {
        let colour = game.next_colour();
        let who = engine_of(colour);
        let (engine, told) = &mut engines[who];
        let asked = if *told {
            let last = played
                .moves
                .last()
                .and_then(|t| xy(t))
                .ok_or("no last move")?;
            engine.send(&format!("TURN {},{}", last.0, last.1))
        } else {
            // Its first move: the whole board, its own stones marked 1.
            *told = true;
            let mut board = vec!["BOARD".to_owned()];
            for (i, token) in played.moves.iter().enumerate() {
                let (x, y) = xy(token).ok_or("an unreadable move")?;
                let mover = if i % 2 == 0 {
                    Colour::Black
                } else {
                    Colour::White
                };
                board.push(format!("{x},{y},{}", if mover == colour { 1 } else { 2 }));
            }
            board.push("DONE".into());
            board.iter().try_for_each(|line| engine.send(line))
        };
        let answer = asked.and_then(|()| engine.answer(limit));
        let token = match answer {
            Ok((text, took)) => {
                let ms = took.as_millis() as u64;
                let times = &mut played.times[who];
                times.0 += 1;
                times.1 += u64::from(ms > duel.turn_ms);
                times.2 = times.2.max(ms);
                token_of(&text).ok_or_else(|| format!("answered '{text}'"))
            }
            Err(why) => Err(why),
        };
        let moved = token.and_then(|token| {
            game.play_token(&token)
                .map_err(|e| format!("played {token}: {e}"))?;
            Ok(token)
        });
        match moved {
            Ok(token) => played.moves.push(token),
            Err(why) => {
                played.forfeit = Some(format!("{} {why}", ["a", "b"][who]));
                played.score = if who == 0 { 0.0 } else { 1.0 };
                return Ok(played);
            }
        }
    }
    let candidates = if black == 0 {
        Colour::Black
    } else {
        Colour::White
    };
    played.score = match game.outcome() {
        Some(Outcome::Winner(seat)) if seat == candidates.seat() => 1.0,
        Some(Outcome::Winner(_)) => 0.0,
        _ => 0.5,
    };
    Ok(played)
}

/// The expected score of an Elo difference.
fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference of a score.
fn elo(score: f64) -> f64 {
    let score = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The SPRT's log-likelihood ratio of H1 (`elo1`) against H0 (`elo0`) after `wdl` games,
/// in the normal approximation of the game results (as Fishtest's trinomial test): 0
/// before the results vary.
pub fn llr([wins, draws, losses]: [u64; 3], elo0: f64, elo1: f64) -> f64 {
    let n = (wins + draws + losses) as f64;
    if n == 0.0 {
        return 0.0;
    }
    let (w, d, l) = (wins as f64 / n, draws as f64 / n, losses as f64 / n);
    let score = w + d / 2.0;
    let variance = w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2);
    if variance <= 0.0 {
        return 0.0;
    }
    let (s0, s1) = (expected(elo0), expected(elo1));
    (s1 - s0) * (2.0 * score - s0 - s1) * n / (2.0 * variance)
}

/// The SPRT's bounds at alpha = beta = 0.05: H0 is accepted below the first, H1 above
/// the second.
pub const BOUNDS: (f64, f64) = (-2.944_438_979_166_44, 2.944_438_979_166_44);

/// Plays the duel and reports it.
///
/// # Errors
///
/// Why an engine could not be started or spoken to, or an opening is not legal.
pub fn run(duel: &Duel) -> Result<String, String> {
    let mut wdl = [0u64; 3];
    let mut times = [(0u64, 0u64, 0u64); 2];
    let mut forfeits = Vec::new();
    let mut out = String::new();
    let started = Instant::now();
    let mut verdict = "no decision";
    let mut ratio = 0.0;
    // A pool of `jobs` games at once: each thread takes the next game as soon as its last
    // one ends, so a long game does not hold the others back.
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let mut finished = BTreeMap::new();
    let mut failure = None;
    thread::scope(|scope| {
        let (sender, results) = channel();
        for _ in 0..duel.jobs.min(duel.games.max(1) as usize) {
            let (sender, next, stop) = (sender.clone(), &next, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    if number >= duel.games {
                        break;
                    }
                    let pair = duel.first + (number / 2) as usize;
                    let opening = &duel.openings[pair % duel.openings.len()];
                    let black = (number % 2) as usize;
                    // A game that panics is an error, which stops the duel like any other.
                    let played =
                        panic::catch_unwind(AssertUnwindSafe(|| play(duel, opening, black)))
                            .unwrap_or_else(|_| Err("a game's thread failed".into()));
                    if sender.send((number, played)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (number, played) in results {
            if stop.load(Ordering::Relaxed) {
                // Started before the test decided: not counted.
                continue;
            }
            let played = match played {
                Ok(played) => played,
                Err(why) => {
                    failure = Some(why);
                    stop.store(true, Ordering::Relaxed);
                    continue;
                }
            };
            wdl[match played.score {
                s if s > 0.75 => 0,
                s if s > 0.25 => 1,
                _ => 2,
            }] += 1;
            for (total, one) in times.iter_mut().zip(played.times) {
                *total = (total.0 + one.0, total.1 + one.1, total.2.max(one.2));
            }
            if let Some(why) = &played.forfeit {
                forfeits.push(format!("game {}: {why}", number + 1));
            }
            finished.insert(number, played);
            eprintln!(
                "duel: {} games, a {}-{}-{}",
                finished.len(),
                wdl[0],
                wdl[1],
                wdl[2]
            );
            // The test looks only at whole pairs (both colours of each opening played).
            let whole_pairs = finished
                .keys()
                .all(|n| n ^ 1 >= duel.games || finished.contains_key(&(n ^ 1)));
            if whole_pairs {
                ratio = llr(wdl, duel.sprt.0, duel.sprt.1);
                if ratio >= BOUNDS.1 {
                    verdict = "H1 accepted (the candidate is better)";
                    stop.store(true, Ordering::Relaxed);
                } else if ratio <= BOUNDS.0 {
                    verdict = "H0 accepted (not better by the margin)";
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    if let Some(why) = failure {
        return Err(why);
    }
    if duel.info {
        for (number, played) in &finished {
            let result = ["a loses", "draw", "a wins"][(played.score * 2.0) as usize];
            let _ = writeln!(
                out,
                "game {}: {} black, {result}: {}",
                number + 1,
                ["a", "b"][(number % 2) as usize],
                played.moves.join(" ")
            );
        }
    }
    let [wins, draws, losses] = wdl;
    let n = (wins + draws + losses).max(1) as f64;
    let score = (wins as f64 + draws as f64 / 2.0) / n;
    let variance = (wins as f64 * (1.0 - score).powi(2)
        + draws as f64 * (0.5 - score).powi(2)
        + losses as f64 * score.powi(2))
        / n;
    let margin = 1.96 * (variance / n).sqrt();
    let _ = writeln!(out, "games: {}", wins + draws + losses);
    let _ = writeln!(out, "a: wins={wins} draws={draws} losses={losses}");
    let _ = writeln!(
        out,
        "a-score: {:.1}% ± {:.1}% (95%)",
        100.0 * score,
        100.0 * margin
    );
    // (+ 0.0: no "-0")
    let _ = writeln!(
        out,
        "elo: {:+.0} ({:+.0} to {:+.0})",
        elo(score) + 0.0,
        elo(score - margin) + 0.0,
        elo(score + margin) + 0.0
    );
    let _ = writeln!(
        out,
        "sprt: elo0={} elo1={} llr={ratio:.2} bounds=({:.2}, {:.2}): {verdict}",
        duel.sprt.0, duel.sprt.1, BOUNDS.0, BOUNDS.1
    );
    for (name, (moves, over, longest)) in ["a", "b"].iter().zip(times) {
        let _ = writeln!(
            out,
            "{name}-time: moves={moves} over-{}ms={over} longest={longest}ms",
            duel.turn_ms
        );
    }
    for forfeit in forfeits {
        let _ = writeln!(out, "forfeit: {forfeit}");
    }
    let _ = writeln!(out, "seconds: {:.1}", started.elapsed().as_secs_f64());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_points_read_and_write_as_piskvork_counts() {
        assert_eq!(xy("a15"), Some((0, 0)));
        assert_eq!(xy("h8"), Some((7, 7)));
        assert_eq!(xy("o1"), Some((14, 14)));
        assert_eq!(xy("p1"), None);
        assert_eq!(xy("a16"), None);
        assert_eq!(token_of("7,7").as_deref(), Some("h8"));
        assert_eq!(token_of(" 0,14").as_deref(), Some("a1"));
        assert_eq!(token_of("15,0"), None);
        assert_eq!(token_of("SWAP"), None);
    }

    #[test]
    fn test_the_sprt_decides_by_the_margin_of_the_results() {
        assert_eq!(llr([0, 0, 0], 0.0, 10.0), 0.0);
        // Even results speak for neither: below 0 (H0 is 0 Elo, H1 10).
        assert!(llr([50, 100, 50], 0.0, 10.0) < 0.0);
        // A clear lead over many games accepts H1, a clear deficit H0.
        assert!(llr([600, 200, 400], 0.0, 10.0) > BOUNDS.1);
        assert!(llr([400, 200, 600], 0.0, 10.0) < BOUNDS.0);
        // 55% over 100 games is not yet enough.
        let ratio = llr([45, 20, 35], 0.0, 10.0);
        assert!(BOUNDS.0 < ratio && ratio < BOUNDS.1, "{ratio}");
        assert!((elo(0.75) - 190.8).abs() < 0.1);
        assert!((expected(elo(0.6)) - 0.6).abs() < 1e-9);
    }

    #[test]
    fn test_bad_arguments_say_what_is_wrong() {
        let duel = |text: &str| -> Result<Duel, String> {
            let argv: Vec<String> = format!("duel {text}")
                .split(' ')
                .map(str::to_owned)
                .collect();
            match crate::args::parse(&argv)? {
                crate::args::Parsed::Command(crate::args::Command::Duel(args)) => {
                    Duel::from_args(&args)
                }
                other => panic!("{other:?}"),
            }
        };
        for (line, message) in [
            (
                "kauri --engine x --engine y",
                "duel: 'kauri': only caro has engine duels",
            ),
            ("caro --engine x", "flag '--engine': two needed, 1 given"),
            (
                "caro --engine x --engine y --turn soon",
                "flag '--turn': expected a whole number",
            ),
            (
                "caro --engine x --engine y --sprt 10,0",
                "flag '--sprt': expected two Elo values, the smaller first",
            ),
            (
                "caro --engine x --engine y --rule 7",
                "flag '--rule': expected 8 or 9",
            ),
            (
                "caro --engine x --engine y --games 0",
                "flag '--games': expected a whole number above 0",
            ),
        ] {
            assert_eq!(duel(line).expect_err(line), message, "{line}");
        }
        let error = duel("caro --engine x --engine y --fast").expect_err("--fast");
        assert!(
            error.starts_with("flag '--fast': no such flag (expected --engine, --turn"),
            "{error}"
        );
        let settings =
            duel("caro --engine a --engine b --rule 9 --games 4 --first 7").expect("fine");
        assert_eq!(
            (
                settings.rule,
                settings.games,
                settings.turn_ms,
                settings.first
            ),
            (9, 4, 500, 7)
        );
        assert_eq!(settings.openings, ai::caro::openings(9));
    }
}
