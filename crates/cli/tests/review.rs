//! `tessera review` on the real binary: its lines, its columns and its summary.

mod common;

/// The exit status, standard output and standard error of `tessera` with `args`.
fn tessera(args: &str) -> (i32, String, String) {
    let run = common::tessera(args);
    (run.status, run.stdout, run.stderr)
}

#[test]
fn test_review_prints_a_line_per_move_then_each_players_summary() {
    // White ignores Black's four (h8–k8, closed at g8) and Black makes five.
    let (status, out, err) = tessera("review caro --level 3 h8 g8 i8 h7 j8 i7 k8 j7 l8");
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1 + 9 + 2 + 1, "{out}");
    assert_eq!(
        lines[0],
        "#\tmove\tplayer\tbefore\tafter\tclass\tcomputer\tline"
    );
    let row = |n: usize| -> Vec<&str> { lines[n].split('\t').collect() };
    for (n, line) in lines.iter().enumerate().take(10).skip(1) {
        let cells = row(n);
        assert_eq!(cells.len(), 8, "{line}");
        assert_eq!(cells[0], n.to_string());
        assert_eq!(cells[2], if n % 2 == 1 { "1" } else { "2" });
        for chance in [cells[3], cells[4]] {
            let percent: f64 = chance.parse().expect("a percentage");
            assert!((0.0..=100.0).contains(&percent), "{chance}");
        }
        // The computer's line starts with its move.
        assert!(cells[7].starts_with(cells[6]), "{line}");
    }
    assert_eq!(row(8)[1..2], ["j7"]);
    assert_eq!(row(8)[4], "0.0");
    // Black wins by force after it: a blunder into a forced loss.
    assert_eq!(row(8)[5], "blunder, forced loss");
    assert_eq!(row(8)[6], "l8");
    // The five, where the game was won by force already: not counted.
    assert_eq!(row(9)[1..6], ["l8", "1", "100.0", "100.0", "best, decided"]);
    assert!(
        lines[10].starts_with("player 1: accuracy ") && lines[10].ends_with("blunder 0, decided 1"),
        "{}",
        lines[10]
    );
    assert!(
        lines[11].starts_with("player 2: accuracy "),
        "{}",
        lines[11]
    );
    assert!(lines[11].ends_with("blunder 1, decided 0"), "{}", lines[11]);
    assert_eq!(lines[12], "key moment: 8 j7 (player 2)");
}

#[test]
fn test_review_is_the_same_each_time() {
    let args = "review kauri --level 2 c d e";
    assert_eq!(tessera(args), tessera(args));
}

#[test]
fn test_review_refuses_what_it_cannot_read() {
    let (status, out, err) = tessera("review caro h8 h8");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.starts_with("move 2 'h8': "), "{err}");
    let (status, _, err) = tessera("review caro --level 9 h8");
    assert_eq!(status, 2);
    assert_eq!(err, "flag '--level': expected a level from 1 to 5\n");
}
