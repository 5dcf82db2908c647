//! `tessera duel` on the real binary: two of its own pbrain engines play a few games, and
//! an engine that does not speak the protocol is named in the error.

mod common;

use common::{Run, assert_refused, tessera_with};

fn duel(engines: [&str; 2], rest: &[&str]) -> (i32, String, String) {
    let mut args = vec![
        "duel", "caro", "--engine", engines[0], "--engine", engines[1],
    ];
    args.extend(rest);
    let Run {
        status,
        stdout,
        stderr,
    } = tessera_with(&args);
    (status, stdout, stderr)
}

#[test]
fn test_two_engines_play_each_opening_with_both_colours() {
    let engine = format!("{} pbrain", env!("CARGO_BIN_EXE_tessera"));
    let (status, out, err) = duel(
        [&engine, &engine],
        &["--turn", "60", "--games", "4", "--jobs", "2", "--info"],
    );
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    // Four games from two openings, each opening once with a black, once with b black,
    // and both games of an opening begin with its three stones.
    let games: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("game "))
        .collect();
    assert_eq!(games.len(), 4, "{out}");
    assert!(games[0].starts_with("game 1: a black, "), "{out}");
    assert!(games[1].starts_with("game 2: b black, "), "{out}");
    let opening = |line: &str| -> Vec<String> {
        let moves = line.split(": ").nth(2).unwrap_or("");
        moves.split(' ').take(3).map(str::to_owned).collect()
    };
    assert_eq!(opening(games[0]), opening(games[1]));
    assert_ne!(opening(games[1]), opening(games[2]));
    assert!(out.contains("\ngames: 4\n"), "{out}");
    for key in [
        "a: wins=",
        "a-score: ",
        "elo: ",
        "sprt: elo0=0 elo1=10 llr=",
        "a-time: moves=",
        "b-time: moves=",
        "seconds: ",
    ] {
        assert!(out.contains(key), "{key} in {out}");
    }
    assert!(!out.contains("forfeit"), "{out}");
}

#[test]
fn test_an_engine_that_does_not_speak_the_protocol_is_named() {
    let engine = format!("{} pbrain", env!("CARGO_BIN_EXE_tessera"));
    let (status, out, err) = duel([&engine, "cat"], &["--turn", "50", "--games", "2"]);
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.contains("cat: START answered 'START 15'"), "{err}");
    let (status, _, err) = duel([&engine, "/no/such/engine"], &["--games", "2"]);
    assert_eq!(status, 2);
    assert!(err.contains("/no/such/engine"), "{err}");
    // Arguments are refused in one line, before any engine starts.
    assert_refused("duel kauri", "duel: 'kauri': only caro has engine duels");
    assert_refused(
        "duel caro --engine x --engine y --sprt 5",
        "flag '--sprt': expected two Elo values, the smaller first",
    );
    assert_refused(
        "duel",
        "game: missing (expected karo-four, karo-jumpers, kauri, azacru or caro)",
    );
}
