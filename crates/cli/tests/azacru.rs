//! The command-line contract of `docs/rules/README.md` (rules 9–14) for Azacru, checked
//! on the real binary.

mod common;

use common::{assert_refused, tessera};

/// Two players, the first legal token in byte order each time: west passes first, east
/// gets one more turn, and east wins 16 to 12.
const TWO_PLAYERS: &str = "a9-a8 a5-b4 a8-a7 b4-b3 a7-a5 b3-a2 a5-a4 a2-a1 a4-a3 c1-b2 \
    g1-f2 b2-a2 f2-e2 c9-b8 e2-c2 b8-b7 a3-c1 b7-a6 c1-d1 i1-h1 c2-a4 h1-g1 d1-e1 g1-e3 \
    e1-f1 e3-d3 f1-g2 d3-b1 g2-g3 pass g3-e5";

/// Three players, the middle legal token each time: east passes first; west and then
/// north get one more turn; north and west share the win with 11 fields each.
const THREE_PLAYERS: &str = "e9-e8 g9-f8l c1-d2l e8-e7 g1-f2l c9-d8l e7-e5r f8-g7 \
    d2-c3l e5-d5 g7-h6 c3-b3 d5-b7r h6-h5 b3-a3 b7-a8 h5-h3r a5-b5 a7-c5l i5-g3l b5-c6 \
    c5-d5l g3-i1 c6-d6l d5-f7 h3-f1l d6-d7r f7-h7l f2-d4r d8-f6 h7-h8 pass f6-g5l h8-h9";

/// Three players, the first legal token each time: all three end on 11 fields.
const THREE_TIED: &str = "a7-b6 g1-f2 a5-b4 b6-b5 f2-e2 b4-b3 b5-a4 e2-c2 b3-a2 a4-a3 \
    c2-b1 a2-a1 a3-b2 g9-f8 c1-c3 b2-c1 f8-e7 c3-a5 c1-d1 e7-c5 a5-a6 d1-e1 c5-c4 a6-a7 \
    e1-f1 c4-c2 a7-a8 e9-d8 i5-h4 a8-a9 d8-c7 h4-g3 c9-a7 c7-b6 g3-f2 a7-a5 b6-b5 f2-d2 \
    a5-a2 b5-d3 d2-c2 pass d3-d1 pass";

/// Four players, the first legal token each time: south passes first, west and north
/// must pass too, east moves last; east and south share the win.
const FOUR_PLAYERS: &str = "a7-b6 g1-f2 a3-b2 a5-b4 b6-b5 f2-e2 b2-b1 b4-b3 b5-a4 e2-c2 \
    e1-d2 b3-a2 a4-a3 g9-f8 d2-c3 a2-a1 e9-d8 f8-e7 c3-a5 c1-e3 d8-c7 e7-c5 a5-a6 c9-b8 \
    c7-b6 c5-c4 a6-a7 b8-a8 b6-b5 c4-d3 i3-h2 e3-e4 b5-a4 d3-d1 h2-g1 e4-d5 i7-h6 i5-h4 \
    g1-e1 d5-b7 h6-g5 h4-g3 e1-c3 b7-b8 g5-e5 g3-f2 c3-a5 b8-a9 e5-d4 f2-e2 pass pass \
    pass e2-c4";

/// `play azacru` with options and moves.
fn play(args: &str, moves: &str) -> String {
    let run = tessera(&format!("play azacru {args} -- {moves}"));
    assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{args} {moves}");
    run.stdout
}

/// The first `n` moves of a record.
fn first(record: &str, n: usize) -> String {
    record
        .split_whitespace()
        .take(n)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn test_legal_at_the_start_of_a_two_player_game() {
    let run = tessera("legal azacru");
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stdout,
        "a9-a8\na9-b8\na9-b9\ng1-f2\ng1-f2l\ng1-f2r\ng1-g2\ng1-h2\n\
         g9-f8\ng9-f8l\ng9-f8r\ng9-g8\ng9-h8\ni5-h4\ni5-h5\ni5-h6\n"
    );
    assert_eq!(run.stderr, "");
}

#[test]
fn test_legal_is_sorted_by_bytes_for_every_player_count() {
    for (players, count) in [(2, 16), (3, 13), (4, 13)] {
        let run = tessera(&format!("legal azacru --opt players={players}"));
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(lines.len(), count, "{players} players");
        let mut sorted = lines.clone();
        sorted.sort_unstable();
        assert_eq!(lines, sorted);
    }
    // North first with three or four players: e9's chevron points south.
    let run = tessera("legal azacru --opt players=3");
    assert!(
        run.stdout
            .starts_with("a7-b6\na7-b6l\na7-b6r\na7-b7\na7-b8\ne9-d8\n")
    );
}

#[test]
fn test_play_prints_the_turn_the_score_of_the_seats_in_play_and_the_position() {
    assert_eq!(
        play("", ""),
        "to-move: east\nscore: east=0 west=0\n\
         position: 9/9/9/9/9/9/9/9/9.a9se-g9s-i5w-g1n/c9s-a5e-c1n-i1nw.e\n"
    );
    assert_eq!(
        play("", "g1-g2 c1-c2 g2-g3"),
        "to-move: west\nscore: east=2 west=1\n\
         position: 9/9/9/9/9/9/6e2/2w3e2/9.a9se-g9s-i5w-g3n/c9s-a5e-c2n-i1nw.w\n"
    );
    assert_eq!(
        play("--opt players=3", ""),
        "to-move: north\nscore: north=0 east=0 west=0\n\
         position: 9/9/9/9/9/9/9/9/9.e9s-a7e-i7w/g9s-i5w-g1n/c9s-a5e-c1n.n\n"
    );
    assert!(
        play("--opt players=4", "e9-e8")
            .starts_with("to-move: east\nscore: north=1 east=0 south=0 west=0\n")
    );
}

#[test]
fn test_option_first_names_who_starts() {
    assert!(play("--opt first=west", "").starts_with("to-move: west\n"));
    assert!(play("--opt first=east --opt players=3", "").starts_with("to-move: east\n"));
    assert!(play("--opt players=4 --opt first=south", "").starts_with("to-move: south\n"));
    // The order of the options does not matter.
    assert!(play("--opt first=south --opt players=4", "").starts_with("to-move: south\n"));
}

#[test]
fn test_options_that_do_not_fit_are_refused() {
    assert_refused(
        "play azacru --opt first=north",
        "option 'first=north': expected east or west with players=2",
    );
    assert_refused(
        "legal azacru --opt first=south",
        "option 'first=south': expected east or west with players=2",
    );
    assert_refused(
        "play azacru --opt players=3 --opt first=south",
        "option 'first=south': expected north, east or west with players=3",
    );
    assert_refused(
        "play azacru --opt first=south --opt players=4 --opt players=2",
        "option 'first=south': expected east or west with players=2",
    );
    assert_refused(
        "play azacru --opt players=5",
        "option 'players=5': expected 2, 3 or 4",
    );
    assert_refused(
        "play azacru --opt first=up",
        "option 'first=up': expected north, east, south or west",
    );
    assert_refused(
        "play azacru --opt size=9",
        "option 'size': no such option (expected players or first)",
    );
}

#[test]
fn test_aliases_are_read_and_canonical_tokens_printed() {
    let canonical = play("", "g1-f2l c1-c2 f2-e2");
    assert_eq!(play("", "g1-f2< c1-c2^ f2-e2"), canonical);
    assert_eq!(play("", "g1-f2> c1-c2"), play("", "g1-f2r c1-c2"));
    assert!(canonical.contains(".a9se-g9s-i5w-e2w/"), "{canonical}");
}

#[test]
fn test_refused_moves() {
    for (moves, message) in [
        ("G1-g2", "move 1 'G1-g2': not a move of this game"),
        ("g1g2", "move 1 'g1g2': not a move of this game"),
        ("j1-j2", "move 1 'j1-j2': no such field"),
        (
            "e1-e2",
            "move 1 'e1-e2': no chevron of the player to move on that field",
        ),
        (
            "c1-c2",
            "move 1 'c1-c2': no chevron of the player to move on that field",
        ),
        (
            "g1-h3",
            "move 1 'g1-h3': not a straight move of at least one field",
        ),
        (
            "g1-f1",
            "move 1 'g1-f1': the chevron does not point that way",
        ),
        ("g1-g3", "move 1 'g1-g3': farther than the chevron's power"),
        (
            "g1-g2l",
            "move 1 'g1-g2l': no twist: the chevron stays in its region or leaves the game",
        ),
        (
            "g1-g2 pass",
            "move 2 'pass': a pass is allowed only when no move is possible",
        ),
        (
            "g1-g2 c1-c2 g2-g3 c2-c3 i5-h4 c3-c4 g3-h4",
            "move 7 'g3-h4': the field holds a chevron or another player's marker",
        ),
        (
            "g1-g2 c1-c2 g2-g3 c2-c3 i5-h4 c3-c4 g3-i5",
            "move 7 'g3-i5': a chevron is in the way (only a jump between two own markers passes it)",
        ),
    ] {
        assert_refused(&format!("play azacru {moves}"), message);
    }
    assert_refused(
        &format!("play azacru {TWO_PLAYERS} a1-a2"),
        "move 32 'a1-a2': the game is over",
    );
    assert_refused(
        &format!("legal azacru {TWO_PLAYERS} pass"),
        "move 32 'pass': the game is over",
    );
}

#[test]
fn test_two_players_the_other_moves_once_more_after_the_first_pass() {
    let before = first(TWO_PLAYERS, 29);
    assert_eq!(tessera(&format!("legal azacru {before}")).stdout, "pass\n");
    let after = play("", &first(TWO_PLAYERS, 30));
    assert!(after.starts_with("to-move: east\n"), "{after}");
    // East has one turn left.
    assert!(after.ends_with(".e1\n"), "{after}");
    assert_eq!(
        play("", TWO_PLAYERS),
        "result: winner east\nscore: east=16 west=12\nposition: \
         9/ew7/ew7/w8/e3e4/ew7/ee1ww1e2/wwe1eee2/wweeeeww1.g9s-e5nw-i5w/a6sw-a2w-a1s-b1sw.w0\n"
    );
    assert_eq!(tessera(&format!("legal azacru {TWO_PLAYERS}")).stdout, "");
}

#[test]
fn test_three_players_the_last_turns_go_round_in_turn_order() {
    let options = "--opt players=3";
    let turns: Vec<String> = (31..=34)
        .map(|n| play(options, &first(THREE_PLAYERS, n)))
        .map(|out| out.lines().next().unwrap_or_default().to_owned())
        .collect();
    // East passes (move 32); west and north move once more.
    assert_eq!(
        turns,
        [
            "to-move: east",
            "to-move: west",
            "to-move: north",
            "result: winners north,west"
        ]
    );
    assert_eq!(
        play(options, THREE_PLAYERS),
        "result: winners north,west\nscore: north=11 east=10 west=11\nposition: \
         7n1/n2wne1n1/1n1wnnen1/2ww1w1e1/1wnnn1we1/3e5/www3ee1/3w1e3/5e2e\
         .h9n-a8nw-i7w/d4n-f1s-i1se/d7ne-g5e-a3w.e0\n"
    );
}

#[test]
fn test_all_tied_share_the_win() {
    let out = play("--opt players=3", THREE_TIED);
    assert!(
        out.starts_with("result: winners north,east,west\nscore: north=11 east=11 west=11\n"),
        "{out}"
    );
}

#[test]
fn test_four_players_later_passes_change_nothing() {
    let options = "--opt players=4";
    let turns: Vec<String> = (50..=54)
        .map(|n| play(options, &first(FOUR_PLAYERS, n)))
        .map(|out| out.lines().next().unwrap_or_default().to_owned())
        .collect();
    // South passes first (move 51), then west and north must pass too; east moves last.
    assert_eq!(
        turns,
        [
            "to-move: south",
            "to-move: west",
            "to-move: north",
            "to-move: east",
            "result: winners east,south",
        ]
    );
    let out = play(options, FOUR_PLAYERS);
    assert!(
        out.starts_with("result: winners east,south\nscore: north=10 east=11 south=11 west=10\n"),
        "{out}"
    );
}

#[test]
fn test_perft_counts_azacru_move_paths() {
    let run = tessera("perft azacru 3");
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("perft 1 16\nperft 2 254\nperft 3 3932\n"),
        "{}",
        run.stdout
    );
    let run = tessera("perft azacru 2 --opt players=4");
    assert!(
        run.stdout.starts_with("perft 1 13\nperft 2 162\n"),
        "{}",
        run.stdout
    );
}
