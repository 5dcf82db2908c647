//! `tessera ai` and `tessera match` on the real binary: what they print.

mod common;

use common::{Run, assert_refused, tessera};

/// The one move `tessera ai` printed, checked to be legal with `tessera legal`.
fn ai_move(options: &str, flags: &str, moves: &str) -> String {
    ai_move_in("caro", options, flags, moves)
}

fn ai_move_in(game: &str, options: &str, flags: &str, moves: &str) -> String {
    let run = tessera(&format!("ai {game} {options} {flags} -- {moves}"));
    assert_eq!(run.status, 0, "{game}: {}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    let token = run.stdout.trim_end().to_owned();
    let legal = tessera(&format!("legal {game} {options} -- {moves}")).stdout;
    assert!(
        legal.lines().any(|l| l == token),
        "{game}: {token} not legal"
    );
    token
}

#[test]
fn test_ai_plays_every_game() {
    for (game, options, moves) in [
        ("kauri", "", "c"),
        ("karo-four", "", "h9 i9"),
        (
            "karo-four",
            "",
            "h9 i9 j9 k9 l9 h10 i10 j10 k10 l10 h11 i11",
        ),
        ("karo-jumpers", "", "a1-a3"),
        ("azacru", "", "g1-g2"),
        ("azacru", "--opt players=3", ""),
        ("azacru", "--opt players=4", "e9-e8"),
    ] {
        let m = ai_move_in(game, options, "--level 2 --seed 5", moves);
        assert_eq!(
            m,
            ai_move_in(game, options, "--level 2 --seed 5", moves),
            "{game}: same seed, same move"
        );
    }
}

#[test]
fn test_ai_prints_one_legal_move() {
    let m = ai_move("", "--level 1", "h8 a1 i8 a2 j8 a3 k8 a4");
    assert!(m == "g8" || m == "l8", "{m}");
    let m = ai_move("", "--level 2 --seed 4", "h8 i9");
    assert_eq!(m, ai_move("", "--level 2 --seed 4", "h8 i9"), "same seed");
    ai_move("", "--time 150", "h8 i9 j10");
    ai_move("--opt opening=swap2", "--level 1", "");
    let choice = ai_move("--opt opening=swap", "--level 2", "h8 i9 h10");
    assert!(choice == "=b" || choice == "=w", "{choice}");
}

#[test]
fn test_ai_info_adds_the_search_numbers() {
    let run = tessera("ai caro --level 2 --info h8 i9");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let keys: Vec<&str> = run
        .stdout
        .lines()
        .skip(1)
        .map(|l| l.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(
        keys,
        ["score", "depth", "nodes", "seconds", "nodes-per-second"]
    );
}

#[test]
fn test_ai_refusals() {
    assert_refused(
        "ai caro h8 a1 i8 a2 j8 a3 k8 a4 l8",
        "position: the game is over",
    );
    assert_refused("match karo-four --a 1", "flag '--b': needed");
    assert_refused(
        "ai caro --level 0",
        "flag '--level': expected a level from 1 to 5",
    );
    assert_refused(
        "ai caro --level 3 --time 50",
        "flag '--level': not with --time",
    );
    assert_refused("match caro --b 2", "flag '--a': needed");
}

#[test]
fn test_match_prints_results_of_both_players() {
    let run = tessera("match caro --a 2 --b 1 --games 2 --seed 3");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "games: 2");
    let counts = |line: &str, prefix: &str| -> [u64; 3] {
        let rest = line.strip_prefix(prefix).expect(prefix);
        let value = |key: &str| {
            rest.split_whitespace()
                .find_map(|part| part.strip_prefix(key)?.parse().ok())
                .expect(key)
        };
        [value("wins="), value("draws="), value("losses=")]
    };
    let a = counts(lines[1], "a: level=2 ");
    let b = counts(lines[2], "b: level=1 ");
    assert_eq!(a.iter().sum::<u64>(), 2);
    assert_eq!(
        [a[0], a[1], a[2]],
        [b[2], b[1], b[0]],
        "a's wins are b's losses"
    );
    assert!(lines[3].starts_with("a-score: ") && lines[3].ends_with('%'));
    let keys: Vec<&str> = lines[4..]
        .iter()
        .map(|l| l.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(keys, ["moves", "seconds", "nodes-per-second"]);
    // Reproducible, apart from the timings.
    let again = tessera("match caro --a 2 --b 1 --games 2 --seed 3");
    assert_eq!(
        run.stdout.lines().take(5).collect::<Vec<_>>(),
        again.stdout.lines().take(5).collect::<Vec<_>>()
    );
}

/// The `a:` and `b:` lines of a match agree with each other and count every game.
fn assert_consistent(run: &Run, games: u64) {
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], format!("games: {games}"));
    let counts = |line: &str| -> Vec<u64> {
        line.split_whitespace()
            .skip(2)
            .map(|part| {
                part.split('=')
                    .nth(1)
                    .and_then(|n| n.parse().ok())
                    .expect(part)
            })
            .collect()
    };
    let (a, b) = (counts(lines[1]), counts(lines[2]));
    assert_eq!(a.iter().sum::<u64>(), games, "{}", run.stdout);
    assert_eq!(
        a,
        b.iter().rev().copied().collect::<Vec<_>>(),
        "{}",
        run.stdout
    );
}

#[test]
fn test_match_plays_every_game() {
    for (game, options) in [
        ("kauri", ""),
        ("karo-four", ""),
        ("karo-jumpers", ""),
        ("azacru", ""),
        ("azacru", "--opt players=3"),
        ("azacru", "--opt players=4"),
    ] {
        let args = format!("match {game} {options} --a 2 --b 1 --games 2 --seed 1 --info");
        let run = tessera(&args);
        assert_consistent(&run, 2);
        assert!(run.stdout.contains("game 2: "), "{args}: {}", run.stdout);
    }
}
