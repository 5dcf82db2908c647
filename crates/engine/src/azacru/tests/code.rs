//! The position code: its syntax, what it carries, and what it refuses.

use super::*;

fn read(players: u8, code: &str) -> Result<Azacru, CodeError> {
    Azacru::from_code(options(players), code)
}

fn round_trips(game: &Azacru) {
    let code = game.to_code();
    assert!(
        code.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-=/.".contains(&b)),
        "{code}"
    );
    let read = Azacru::from_code(game.options, &code).unwrap_or_else(|e| panic!("{code}: {e}"));
    assert_eq!(&read, game, "{code}");
    assert_eq!(read.to_code(), code);
}

#[test]
fn test_start_codes() {
    assert_eq!(
        Azacru::default().to_code(),
        "9/9/9/9/9/9/9/9/9.a9se-g9s-i5w-g1n/c9s-a5e-c1n-i1nw.e"
    );
    assert_eq!(
        Azacru::new(options(3)).to_code(),
        "9/9/9/9/9/9/9/9/9.e9s-a7e-i7w/g9s-i5w-g1n/c9s-a5e-c1n.n"
    );
    assert_eq!(
        Azacru::new(options(4)).to_code(),
        "9/9/9/9/9/9/9/9/9.e9s-a7e-i7w/g9s-i5w-g1n/a3e-i3w-e1n/c9s-a5e-c1n.n"
    );
    for players in [2, 3, 4] {
        round_trips(&Azacru::new(options(players)));
    }
}

#[test]
fn test_code_after_moves() {
    let mut game = Azacru::default();
    play(&mut game, "g1-g2 c1-c2");
    assert_eq!(
        game.to_code(),
        "9/9/9/9/9/9/9/2w3e2/9.a9se-g9s-i5w-g2n/c9s-a5e-c2n-i1nw.e"
    );
    round_trips(&game);
}

#[test]
fn test_code_carries_the_end_countdown() {
    let mut game = setup(
        3,
        Side::East,
        &[(Side::North, "e7"), (Side::East, "i9"), (Side::West, "a1")],
        &[
            (Side::North, "e7s"),
            (Side::East, "i9ne"),
            (Side::West, "a1sw"),
        ],
    );
    play(&mut game, "pass");
    assert!(
        game.to_code().ends_with(".e7s/i9ne/a1sw.w2"),
        "{}",
        game.to_code()
    );
    round_trips(&game);
    play(&mut game, "pass e7-e6");
    assert!(
        game.to_code().ends_with(".e6s/i9ne/a1sw.e0"),
        "{}",
        game.to_code()
    );
    let read = read(3, &game.to_code()).expect("a code");
    assert!(read.is_over());
    assert_eq!(read.outcome(), game.outcome());
}

#[test]
fn test_code_carries_the_repetition_trail() {
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "c3 d3 d4 c4"), (Side::West, "f6 g6 g7 f7")],
        &[(Side::East, "c3se"), (Side::West, "f6se")],
    );
    let round = "c3-d3l f6-g6l d3-d4l g6-g7l d4-c4l g7-f7l c4-c3l f7-f6l";
    play(&mut game, round);
    play(&mut game, "c3-d3l f6-g6l");
    let code = game.to_code();
    assert!(
        code.ends_with(".e.c3se-d3l/f6se-g6l/d3ne-d4l/g6ne-g7l/d4nw-c4l/g7nw-f7l/c4sw-c3l/f7sw-f6l/c3se-d3l/f6se-g6l"),
        "{code}"
    );
    round_trips(&game);
    // The game read from the code ends where the game itself does.
    let mut read = read(2, &code).expect("a code");
    play(&mut read, "d3-d4l g6-g7l d4-c4l g7-f7l c4-c3l");
    assert!(!read.is_over());
    play(&mut read, "f7-f6l");
    assert!(read.is_repetition());
}

#[test]
fn test_a_code_without_trail_counts_its_position_once() {
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "c3 d3 d4 c4"), (Side::West, "f6 g6 g7 f7")],
        &[(Side::East, "c3se"), (Side::West, "f6se")],
    );
    let round = "c3-d3l f6-g6l d3-d4l g6-g7l d4-c4l g7-f7l c4-c3l f7-f6l";
    play(&mut game, round);
    // The same position, written without its history: two more rounds to the end.
    let mut fresh = read(
        2,
        game.to_code()
            .split('.')
            .take(3)
            .collect::<Vec<_>>()
            .join(".")
            .as_str(),
    )
    .expect("a code");
    play(&mut fresh, round);
    assert!(!fresh.is_over());
    play(&mut fresh, round);
    assert!(fresh.is_repetition());
}

#[test]
fn test_malformed_codes() {
    let start = "9/9/9/9/9/9/9/9/9.a9se-g9s-i5w-g1n/c9s-a5e-c1n-i1nw.e";
    assert!(read(2, start).is_ok());
    for (code, why) in [
        ("", "expected markers, chevrons and turn separated by '.'"),
        (
            "9/9/9/9/9/9/9/9/9.a9se-g9s-i5w-g1n/c9s-a5e-c1n-i1nw",
            "expected markers, chevrons and turn separated by '.'",
        ),
        (
            "9/9/9/9/9/9/9/9.a9se/c9s.e",
            "expected 9 rows of markers separated by '/'",
        ),
        (
            "9/9/9/9/9/9/9/9/8.a9se/c9s.e",
            "a row of markers holds fewer than 9 fields",
        ),
        (
            "9/9/9/9/9/9/9/9/9e.a9se/c9s.e",
            "a row of markers holds more than 9 fields",
        ),
        (
            "9/9/9/9/9/9/9/9/45.a9se/c9s.e",
            "a run of empty fields is one digit",
        ),
        (
            "9/9/9/9/9/9/9/9/8x.a9se/c9s.e",
            "a row of markers holds only n, e, s, w and digits 1-9",
        ),
        (
            "9/9/9/9/9/9/9/9/9.a9se-g9s-i5w-g1n.e",
            "expected one group of chevrons per player, separated by '/'",
        ),
        (
            "9/9/9/9/9/9/9/9/9.a9se-g9x/c9s.e",
            "a chevron is a field and a facing (n, ne, e, se, s, sw, w or nw)",
        ),
        (
            "9/9/9/9/9/9/9/9/9.g9s-a9se/c9s.e",
            "a player's chevrons are listed once each, in reading order",
        ),
        (
            "9/9/9/9/9/9/9/9/9.a9se/c9s.x",
            "the turn starts with the initial of the player to move",
        ),
        (
            "9/9/9/9/9/9/9/9/9.a9se/c9s.e12",
            "the turns left are one digit",
        ),
        (
            "9/9/9/9/9/9/9/9/9.a9se/c9s.e.g1n",
            "a trail step is a field, a facing, '-', a field and l, r or nothing",
        ),
        (
            "9/9/9/9/9/9/9/9/9.a9se/c9s.e.",
            "a trail step is a field, a facing, '-', a field and l, r or nothing",
        ),
        (
            "9/9/9/9/9/9/9/9/9.a9se/c9s.e.a.b",
            "more than four parts separated by '.'",
        ),
    ] {
        assert_eq!(read(2, code), Err(CodeError::Syntax(why)), "{code}");
    }
}

#[test]
fn test_impossible_codes() {
    for (players, code, why) in [
        (
            2,
            "9/9/9/9/9/9/9/9/9.a9se/c9s.n",
            "the player to move does not take part",
        ),
        (
            2,
            "9/9/9/9/9/9/9/9/9.a9se/c9s.e2",
            "after a pass each other player has only one more turn",
        ),
        (
            2,
            "n8/9/9/9/9/9/9/9/9.a9se/c9s.e",
            "markers of a player who does not take part",
        ),
        (
            2,
            "9/9/9/9/9/9/9/9/9.a9se/a9se.e",
            "two chevrons on one field",
        ),
        (
            2,
            "w8/9/9/9/9/9/9/9/9.a9se/c9s.e",
            "a chevron on another player's marker",
        ),
        (
            2,
            "9/9/9/9/9/9/9/9/9.a9s/c9s.e",
            "a chevron on an unmarked field away from its start",
        ),
        (
            2,
            "9/9/9/9/9/9/9/9/9.e5n/c9s.e",
            "a chevron on an unmarked field away from its start",
        ),
        (
            3,
            "eeeeeeeee/9/9/9/9/9/9/9/9.a9n-b9n-c9n-d9n//.e",
            "more chevrons than a player starts with",
        ),
        (
            2,
            "9/9/9/9/9/9/9/9/9.a9se/c9s.w1.c3se-d3l",
            "after a pass no position can repeat: the trail must be empty",
        ),
        (
            2,
            "9/9/9/9/9/9/2ee5/2ee5/9.c3se/.w.c3se-d3l",
            "a trail step does not lead back from the position",
        ),
        (
            2,
            "9/9/9/9/9/9/2ee5/2ee5/9.d3n/.w.c3n-d3l",
            "a trail step that is not a legal move changing no marker",
        ),
        (
            2,
            "9/9/9/9/9/9/2ee5/2ee5/9.d3n/.w.c3se-d3",
            "the trail does not lead to the position",
        ),
    ] {
        assert_eq!(
            read(players, code),
            Err(CodeError::Impossible(why)),
            "{code}"
        );
    }
    // The same steps, written right, read well.
    let game = read(2, "9/9/9/9/9/9/2ee5/2ee5/9.d3ne/.w.c3se-d3l").expect("a code");
    assert_eq!(game.trail.len(), 1);
}
