//! The command-line contract of `docs/rules/README.md` (rules 9–14), checked on the real
//! binary.

mod common;

use common::{assert_refused, tessera};

#[test]
fn test_legal_lists_the_225_points_sorted_by_bytes() {
    let run = tessera("legal caro");
    assert_eq!(run.status, 0);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 225);
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted);
    assert_eq!(&lines[..3], ["a1", "a10", "a11"]);
    assert!(lines.contains(&"h8") && lines.contains(&"o15"));
    assert!(run.stdout.ends_with('\n'));
    assert_eq!(run.stderr, "");
}

#[test]
fn test_legal_leaves_out_taken_points() {
    let run = tessera("legal caro h8 i9");
    assert_eq!(run.stdout.lines().count(), 223);
    assert!(!run.stdout.lines().any(|l| l == "h8" || l == "i9"));
}

#[test]
fn test_play_prints_who_moves_and_the_position() {
    let run = tessera("play caro h8");
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stdout,
        "to-move: white\nposition: 15/15/15/15/15/15/15/7b7/15/15/15/15/15/15/15.1\n"
    );
    assert_eq!(run.stderr, "");
    assert!(tessera("play caro").stdout.starts_with("to-move: black\n"));
}

#[test]
fn test_play_prints_the_winner() {
    let run = tessera("play caro h8 a1 i8 a2 j8 a3 k8 a4 l8");
    assert_eq!(run.status, 0);
    assert!(
        run.stdout.starts_with("result: winner black\nposition: "),
        "{}",
        run.stdout
    );
    assert_eq!(tessera("legal caro h8 a1 i8 a2 j8 a3 k8 a4 l8").stdout, "");
}

#[test]
fn test_closed_five_goes_on() {
    let run = tessera("play caro g8 f8 h8 l8 i8 a1 j8 a3 -- k8");
    assert!(run.stdout.starts_with("to-move: white\n"), "{}", run.stdout);
    // The same five with closed=never wins.
    let run = tessera("play caro --opt closed=never g8 f8 h8 l8 i8 a1 j8 a3 k8");
    assert!(
        run.stdout.starts_with("result: winner black\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn test_swap2_choices() {
    let run = tessera("play caro --opt opening=swap2 h8 i9 h10");
    assert!(run.stdout.starts_with("to-move: choice\nposition: "));
    assert!(run.stdout.ends_with(".-\n"));
    let legal = tessera("legal caro --opt opening=swap2 h8 i9 h10").stdout;
    let lines: Vec<&str> = legal.lines().collect();
    assert_eq!(lines.len(), 224);
    assert_eq!(&lines[..3], ["=b", "=w", "a1"]);
    let run = tessera("play caro --opt opening=swap2 h8 i9 h10 j9 g10 =b");
    assert!(run.stdout.starts_with("to-move: white\n"));
    assert!(run.stdout.ends_with(".1\n"));
    let run = tessera("legal caro --opt opening=swap h8 i9 h10");
    assert_eq!(run.stdout, "=b\n=w\n");
}

#[test]
fn test_refusals() {
    assert_refused(
        "play chess",
        "game 'chess': no such game (expected karo-four, karo-jumpers, kauri, azacru, caro)",
    );
    assert_refused(
        "play azacru --opt players=5",
        "option 'players=5': expected 2, 3 or 4",
    );
    assert_refused(
        "play caro --opt opening=pie",
        "option 'opening=pie': expected free, swap or swap2",
    );
    assert_refused(
        "play caro --opt size=19",
        "option 'size': no such option (expected opening, overline or closed)",
    );
    assert_refused(
        "play caro --opt opening",
        "option 'opening': expected KEY=VALUE",
    );
    assert_refused("play caro h8 H9", "move 2 'H9': not a move of this game");
    assert_refused("legal caro h8 i9 p3", "move 3 'p3': no such point");
    assert_refused("play caro h8 h8", "move 2 'h8': point already taken");
    assert_refused("play caro h8 =w", "move 2 '=w': no colour choice is due");
    assert_refused(
        "play caro --opt opening=swap h8 i9 h10 g9",
        "move 4 'g9': a colour choice is due",
    );
    assert_refused(
        "play caro h8 a1 i8 a2 j8 a3 k8 a4 l8 a5",
        "move 10 'a5': the game is over",
    );
    assert_refused(
        "",
        "command: missing (expected legal, play, selfplay, soak, perft, replay, ai, match, review, pbrain, duel or puzzles; see tessera --help)",
    );
    assert_refused(
        "play",
        "game: missing (expected karo-four, karo-jumpers, kauri, azacru or caro)",
    );
    assert_refused(
        "undo caro",
        "command 'undo': no such command (expected legal, play, selfplay, soak, perft, replay, ai, match, review, pbrain, duel or puzzles)",
    );
}

#[test]
fn test_help_goes_to_standard_output() {
    for asked in ["--help", "help", "-h"] {
        let run = tessera(asked);
        assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{asked}");
        assert!(
            run.stdout.contains("Usage: tessera <COMMAND>"),
            "{}",
            run.stdout
        );
        for command in ["legal", "play", "perft", "review", "duel"] {
            assert!(run.stdout.contains(&format!("  {command} ")), "{command}");
        }
        assert!(
            run.stdout
                .contains("Games: karo-four, karo-jumpers, kauri, azacru, caro")
        );
    }
    // Each command's own help names its flags.
    let run = tessera("ai --help");
    assert_eq!(run.status, 0);
    assert!(run.stdout.contains("--level <N>") && run.stdout.contains("--opt <KEY=VALUE>"));
}

#[test]
fn test_selfplay_is_reproducible_and_counts_every_game() {
    let deterministic = |args: &str| {
        let run = tessera(args);
        assert_eq!(run.status, 0, "{}", run.stderr);
        run.stdout
            .lines()
            .filter(|l| !l.starts_with("seconds:") && !l.starts_with("moves-per-second:"))
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let first = deterministic("selfplay caro --games 20 --seed 3");
    assert_eq!(first, deterministic("selfplay caro --games 20 --seed 3"));
    assert_eq!(first[0], "games: 20");
    let count = |line: &str| -> u64 {
        line.split_whitespace()
            .filter_map(|part| part.rsplit('=').next()?.parse::<u64>().ok())
            .sum()
    };
    let wins = first
        .iter()
        .find(|l| l.starts_with("wins: "))
        .expect("wins line");
    let draws = first
        .iter()
        .find(|l| l.starts_with("draws: "))
        .expect("draws line");
    assert_eq!(count(wins) + count(draws), 20);
    assert_refused(
        "selfplay caro --games many",
        "flag '--games': expected a whole number",
    );
    assert_refused(
        "play caro --games 3",
        "flag '--games': no such flag (expected --opt KEY=VALUE)",
    );
}

#[test]
fn test_perft_counts_move_paths() {
    let run = tessera("perft caro 2");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(&lines[..2], ["perft 1 225", "perft 2 50400"]);
    let run = tessera("perft caro 2 --opt opening=swap h8 i9");
    assert!(
        run.stdout.starts_with("perft 1 223\nperft 2 446\n"),
        "{}",
        run.stdout
    );
    assert_refused(
        "perft caro",
        "depth: expected a whole number after the game",
    );
}

#[test]
fn test_replay_reads_a_record_file() {
    let dir = std::env::temp_dir().join(format!("tessera-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("game.txt");
    std::fs::write(
        &file,
        "tessera-record 1\ngame: caro\noptions: opening=swap2\nmoves: h8 i9 h10 =w g9\n",
    )
    .expect("write record");
    let run = tessera(&format!("replay {}", file.display()));
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        tessera("play caro --opt opening=swap2 h8 i9 h10 =w g9").stdout
    );

    std::fs::write(&file, "tessera-record 1\ngame: caro\nmoves: h8 h8\n").expect("write");
    assert_refused(
        &format!("replay {}", file.display()),
        "move 2 'h8': point already taken",
    );
    std::fs::write(&file, "tessera-record 9\ngame: caro\n").expect("write");
    assert_refused(
        &format!("replay {}", file.display()),
        &format!(
            "file '{}': record line 1: version '9' is not one this program reads (it reads 1)",
            file.display()
        ),
    );
    let position = "14b/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1";
    std::fs::write(
        &file,
        format!("tessera-record 1\ngame: caro\nposition: {position}\n"),
    )
    .expect("write");
    let run = tessera(&format!("replay {}", file.display()));
    assert_eq!(
        run.stdout,
        format!("to-move: white\nposition: {position}\n")
    );
    std::fs::write(&file, "tessera-record 1\ngame: caro\nposition: 15.1\n").expect("write");
    assert_refused(
        &format!("replay {}", file.display()),
        "position: malformed position code: expected 15 rows separated by '/'",
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_refused(
        "replay",
        "file: missing (a record file, or - for standard input)",
    );
}
