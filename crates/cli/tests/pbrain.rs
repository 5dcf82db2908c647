//! `tessera pbrain` on the real binary: the Gomocup (Piskvork) protocol, its coordinates
//! (0-based, y from the top) and its rule numbers.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
};

/// A running `tessera pbrain`, spoken to one line at a time.
struct Brain {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Brain {
    fn start() -> Brain {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tessera"))
            .arg("pbrain")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("tessera runs");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut brain = Brain {
            child,
            stdin,
            stdout,
        };
        // Short turns keep the test quick; the answers below are forced, not searched.
        brain.send("INFO timeout_turn 200");
        brain
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write a command");
        self.stdin.flush().expect("flush");
    }

    fn ask(&mut self, lines: &str) -> String {
        for line in lines.lines() {
            self.send(line.trim());
        }
        let mut answer = String::new();
        self.stdout.read_line(&mut answer).expect("an answer");
        answer.trim_end().to_owned()
    }

    fn end(mut self) {
        self.send("END");
        let status = self.child.wait().expect("tessera ends");
        assert!(status.success());
    }
}

/// Piskvork's `x,y` of a point name: x from the left, y from the top, both from 0.
fn xy(name: &str) -> String {
    let col = name.as_bytes()[0] - b'a';
    let row: u8 = name[1..].parse().expect("a row");
    format!("{},{}", col, 15 - row)
}

#[test]
fn test_coordinates_map_to_our_points() {
    assert_eq!(xy("a15"), "0,0");
    assert_eq!(xy("a1"), "0,14");
    assert_eq!(xy("o1"), "14,14");
    assert_eq!(xy("h8"), "7,7");
    assert_eq!(xy("c13"), "2,2");
}

#[test]
fn test_start_about_and_errors() {
    let mut brain = Brain::start();
    assert!(
        brain
            .ask("ABOUT")
            .starts_with("name=\"tessera\", version=\"")
    );
    assert!(brain.ask("START 20").starts_with("ERROR "));
    assert!(brain.ask("BEGIN").starts_with("ERROR "), "no START yet");
    assert_eq!(brain.ask("START 15"), "OK");
    assert!(brain.ask("TURN 15,3").starts_with("ERROR "));
    assert!(brain.ask("FROBNICATE").starts_with("UNKNOWN"));
    assert_eq!(brain.ask("RESTART"), "OK");
    brain.end();
}

#[test]
fn test_begin_plays_the_centre_and_turns_answer_with_free_points() {
    let mut brain = Brain::start();
    assert_eq!(brain.ask("START 15"), "OK");
    assert_eq!(brain.ask("BEGIN"), "7,7");
    let mut taken = vec!["7,7".to_owned(), "0,0".to_owned()];
    let answer = brain.ask("TURN 0,0");
    assert!(!taken.contains(&answer), "{answer}");
    taken.push(answer);
    brain.end();
}

/// The board of a game where the engine (black, own = 1) has d4 e4 f4 g4 in the bottom
/// rows... played through BOARD: it must complete the five, at c4 or h4 — which checks
/// that y counts from the top.
#[test]
fn test_board_then_win_in_one_with_y_from_the_top() {
    let mut brain = Brain::start();
    assert_eq!(brain.ask("START 15"), "OK");
    let mut board = String::from("BOARD\n");
    for own in ["d4", "e4", "f4", "g4"] {
        board += &format!("{},1\n", xy(own));
    }
    for theirs in ["a15", "c15", "e15", "g15"] {
        board += &format!("{},2\n", xy(theirs));
    }
    board += "DONE";
    let answer = brain.ask(&board);
    assert!([xy("c4"), xy("h4")].contains(&answer), "{answer}");
    brain.end();
}

/// `BOARD` with our stones (field 1) and the opponent's (field 2), then `DONE`.
fn board(own: &[&str], theirs: &[&str]) -> String {
    let mut text = String::from("BOARD\n");
    for (stones, field) in [(own, 1), (theirs, 2)] {
        for stone in stones {
            text += &format!("{},{field}\n", xy(stone));
        }
    }
    text + "DONE"
}

#[test]
fn test_info_rule_decides_what_wins() {
    // We are white (one stone fewer) with c8 d8 e8 f8 between the opponent's b8 and h8:
    // g8 makes a five closed at both ends. The opponent threatens n12 (j12..m12, closed by
    // our i12; in Caro o12 also stops it).
    let own = ["c8", "d8", "e8", "f8", "i12"];
    let theirs = ["b8", "h8", "j12", "k12", "l12", "m12"];
    let mut brain = Brain::start();
    assert_eq!(brain.ask("START 15"), "OK");
    for (rule, answers) in [
        ("0", vec!["g8"]),
        ("1", vec!["g8"]),
        ("8", vec!["n12", "o12"]),
        ("9", vec!["n12", "o12"]),
    ] {
        brain.send(&format!("INFO rule {rule}"));
        let answer = brain.ask(&board(&own, &theirs));
        let expected: Vec<String> = answers.iter().map(|p| xy(p)).collect();
        assert!(expected.contains(&answer), "rule {rule}: {answer}");
    }
    // Overlines: g8 makes c8..h8, six, which wins unless exactly five is the rule (1, 9).
    let own = ["c8", "d8", "e8", "f8", "h8", "i12"];
    let theirs = ["b8", "j12", "k12", "l12", "m12", "a15", "c15"];
    for (rule, answers) in [
        ("0", vec!["g8"]),
        ("8", vec!["g8"]),
        ("1", vec!["n12"]),
        ("9", vec!["n12", "o12"]),
    ] {
        brain.send(&format!("INFO rule {rule}"));
        let answer = brain.ask(&board(&own, &theirs));
        let expected: Vec<String> = answers.iter().map(|p| xy(p)).collect();
        assert!(expected.contains(&answer), "rule {rule}: {answer}");
    }
    brain.end();
}

#[test]
fn test_takeback_frees_the_point() {
    let mut brain = Brain::start();
    assert_eq!(brain.ask("START 15"), "OK");
    let first = brain.ask("TURN 7,7");
    assert_ne!(first, "7,7");
    assert_eq!(brain.ask(&format!("TAKEBACK {first}")), "OK");
    assert_eq!(brain.ask("TAKEBACK 7,7"), "OK");
    // Both points are free again: the opponent may take our old point.
    let second = brain.ask(&format!("TURN {first}"));
    assert_ne!(second, first);
    brain.end();
}
