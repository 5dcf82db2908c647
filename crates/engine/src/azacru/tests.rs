//! Every rule and worked example of `docs/rules/azacru.md`: the start and the moves
//! here; connections, jumps and twists in `tests/connection.rs`; the end, repetition and
//! scores in `tests/end.rs`; the position code in `tests/code.rs`.

mod code;
mod connection;
mod end;

use super::*;
use crate::{GameOptions, replay};

fn field(name: &str) -> Field {
    name.parse().expect("a field name")
}

fn options(players: u8) -> AzacruOptions {
    AzacruOptions::from_assignments([format!("players={players}").as_str()]).expect("players")
}

/// A set-up position: `markers` as `(side, "c3 c6")`, chevrons as `(side, "c3n a1sw")`
/// (field and facing, as in the position code), `turn` to move. The position must be
/// one a game can reach as far as the code can tell: it goes through the code once.
fn setup(players: u8, turn: Side, markers: &[(Side, &str)], chevrons: &[(Side, &str)]) -> Azacru {
    let mut game = Azacru::new(options(players));
    game.board = Board::empty();
    for &(side, fields) in markers {
        for name in fields.split_whitespace() {
            game.board.mark(side, field(name).bit());
        }
    }
    for &(side, list) in chevrons {
        for entry in list.split_whitespace() {
            let facing = Direction::from_name(&entry[2..]).expect("a facing");
            game.board
                .place(field(&entry[..2]), Chevron { side, facing });
        }
    }
    game.turn = turn;
    let code = game.to_code();
    assert_eq!(
        Azacru::from_code(game.options, &code),
        Ok(game.clone()),
        "{code}"
    );
    game
}

/// The legal tokens, sorted.
fn tokens(game: &Azacru) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut tokens: Vec<String> = moves.iter().map(|&m| game.format_move(m)).collect();
    tokens.sort();
    tokens
}

/// The legal tokens of the chevron on `from`.
fn tokens_from(game: &Azacru, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    tokens(game)
        .into_iter()
        .filter(|t| t.starts_with(&prefix))
        .collect()
}

fn play(game: &mut Azacru, moves: &str) {
    for token in moves.split_whitespace() {
        if let Err(e) = game.play_token(token) {
            panic!("{token}: {e} in {game:?}");
        }
    }
}

/// Plays a refused token and checks that nothing changed.
fn refused(game: &mut Azacru, token: &str) -> MoveError {
    let before = game.clone();
    let error = game.play_token(token).expect_err(token);
    assert_eq!(*game, before, "{token} changed the game");
    error
}

/// The legal tokens of the chevron on `from` without twist suffix: one per target.
fn targets(game: &Azacru, from: &str) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut tokens: Vec<String> = moves
        .iter()
        .filter(|m| matches!(m, AzacruMove::Step { from: f, twist: Twist::None, .. } if *f == field(from)))
        .map(|&m| game.format_move(m))
        .collect();
    tokens.sort();
    tokens
}

/// The chevrons of a side as `c3n`, in field order.
fn chevrons_of(game: &Azacru, side: Side) -> Vec<String> {
    Field::all()
        .filter_map(|f| {
            let c = game.chevron(f)?;
            (c.side == side).then(|| format!("{f}{}", c.facing.as_str()))
        })
        .collect()
}

fn markers_of(game: &Azacru, side: Side) -> Vec<String> {
    Field::all()
        .filter(|&f| game.marker(f) == Some(side))
        .map(|f| f.to_string())
        .collect()
}

#[test]
fn test_two_player_start_layout() {
    let game = Azacru::default();
    assert_eq!(
        chevrons_of(&game, Side::East),
        ["g1n", "i5w", "a9se", "g9s"]
    );
    assert_eq!(
        chevrons_of(&game, Side::West),
        ["c1n", "i1nw", "a5e", "c9s"]
    );
    assert!(chevrons_of(&game, Side::North).is_empty());
    assert!(chevrons_of(&game, Side::South).is_empty());
    assert!(Field::all().all(|f| game.marker(f).is_none()));
    assert_eq!(game.to_move(), Some(ToMove::Seat(Side::East.seat())));
    assert_eq!(game.sides(), [Side::East, Side::West]);
    assert_eq!(
        game.seats()
            .iter()
            .map(Azacru::seat_name)
            .collect::<Vec<_>>(),
        ["east", "west"]
    );
}

#[test]
fn test_three_player_start_layout() {
    let game = Azacru::new(options(3));
    assert_eq!(chevrons_of(&game, Side::North), ["a7e", "i7w", "e9s"]);
    assert_eq!(chevrons_of(&game, Side::East), ["g1n", "i5w", "g9s"]);
    assert_eq!(chevrons_of(&game, Side::West), ["c1n", "a5e", "c9s"]);
    assert!(chevrons_of(&game, Side::South).is_empty());
    assert_eq!(game.turn(), Side::North, "the player in the middle starts");
    let names: Vec<_> = game.seats().iter().map(Azacru::seat_name).collect();
    assert_eq!(names, ["north", "east", "west"]);
}

#[test]
fn test_four_player_start_layout() {
    let game = Azacru::new(options(4));
    assert_eq!(chevrons_of(&game, Side::North), ["a7e", "i7w", "e9s"]);
    assert_eq!(chevrons_of(&game, Side::East), ["g1n", "i5w", "g9s"]);
    assert_eq!(chevrons_of(&game, Side::South), ["e1n", "a3e", "i3w"]);
    assert_eq!(chevrons_of(&game, Side::West), ["c1n", "a5e", "c9s"]);
    assert_eq!(game.turn(), Side::North);
    assert_eq!(game.seats().len(), 4);
}

#[test]
fn test_start_chevrons_point_at_the_opposite_side() {
    for players in [2, 3, 4] {
        let game = Azacru::new(options(players));
        for f in Field::all() {
            let Some(c) = game.chevron(f) else { continue };
            // Away from its edge; from a corner, along the diagonal.
            let away = |i: u8| match i {
                0 => 1,
                8 => -1,
                _ => 0,
            };
            assert_eq!(c.facing.delta(), (away(f.col()), away(f.row())), "{f}");
        }
    }
}

#[test]
fn test_turns_go_clockwise_skipping_absent_seats() {
    let order = |players: u8, first: Option<&str>| {
        let mut assignments = vec![format!("players={players}")];
        assignments.extend(first.map(|f| format!("first={f}")));
        let options =
            AzacruOptions::from_assignments(assignments.iter().map(String::as_str)).expect("ok");
        let mut game = Azacru::new(options);
        let mut moves = Vec::new();
        let mut order = Vec::new();
        for _ in 0..5 {
            order.push(game.turn().name());
            game.legal_moves(&mut moves);
            game.play(moves[0]).expect("legal");
        }
        order
    };
    assert_eq!(order(2, None), ["east", "west", "east", "west", "east"]);
    assert_eq!(
        order(2, Some("west")),
        ["west", "east", "west", "east", "west"]
    );
    assert_eq!(order(3, None), ["north", "east", "west", "north", "east"]);
    assert_eq!(
        order(3, Some("west")),
        ["west", "north", "east", "west", "north"]
    );
    assert_eq!(order(4, None), ["north", "east", "south", "west", "north"]);
    assert_eq!(
        order(4, Some("south")),
        ["south", "west", "north", "east", "south"]
    );
}

#[test]
fn test_worked_example_east_g1_goes_to_f2_g2_or_h2() {
    // docs/rules/azacru.md, Example 1.
    let game = Azacru::default();
    assert_eq!(game.power(field("g1")), Some(1));
    // f2 lies in another region than g1, so the twists come with it.
    assert_eq!(
        tokens_from(&game, "g1"),
        ["g1-f2", "g1-f2l", "g1-f2r", "g1-g2", "g1-h2"]
    );
    assert_eq!(tokens(&game).len(), 16);
}

#[test]
fn test_power_is_one_without_markers_so_every_start_move_is_one_field() {
    for players in [2, 3, 4] {
        let game = Azacru::new(options(players));
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        for m in moves {
            let AzacruMove::Step { from, to, .. } = m else {
                panic!("a pass at the start")
            };
            assert_eq!(from.line_to(to).map(|(_, k)| k), Some(1), "{m}");
        }
    }
}

#[test]
fn test_power_grows_with_own_markers_in_the_region() {
    // East's chevron on e5 (region d4–f6), facing north.
    let game = setup(2, Side::East, &[(Side::East, "e5")], &[(Side::East, "e5n")]);
    assert_eq!(game.power(field("e5")), Some(1), "the field under X counts");
    assert_eq!(targets(&game, "e5"), ["e5-d6", "e5-e6", "e5-f6"]);
    let game = setup(
        2,
        Side::East,
        &[(Side::East, "e5 d4"), (Side::West, "a1")],
        &[(Side::East, "e5n"), (Side::West, "a1ne")],
    );
    assert_eq!(game.power(field("e5")), Some(2));
    assert_eq!(
        targets(&game, "e5"),
        ["e5-c7", "e5-d6", "e5-e6", "e5-e7", "e5-f6", "e5-g7"]
    );
    // Three in the region; markers in other regions, and other players' markers in
    // this one, do not count.
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "e5 d4 f4 c5 g5 e7"), (Side::West, "d5 f5")],
        &[(Side::East, "e5n")],
    );
    assert_eq!(game.power(field("e5")), Some(3));
    assert_eq!(
        targets(&game, "e5"),
        [
            "e5-b8", "e5-c7", "e5-d6", "e5-e6", "e5-e7", "e5-e8", "e5-f6", "e5-g7", "e5-h8"
        ]
    );
    assert_eq!(refused(&mut game, "e5-e9"), MoveError::BeyondPower);
}

#[test]
fn test_power_is_counted_in_the_region_the_chevron_stands_in() {
    // The markers lie in the region the chevron would move into, not in its own.
    let game = setup(
        2,
        Side::East,
        &[(Side::East, "c3 c4 c5 c6")],
        &[(Side::East, "c3n")],
    );
    assert_eq!(game.power(field("c3")), Some(1));
    assert_eq!(targets(&game, "c3"), ["c3-b4", "c3-c4", "c3-d4"]);
}

#[test]
fn test_only_the_three_forward_directions() {
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "e5 d4 d5 d6 e4 e6 f4 f5 f6")],
        &[(Side::East, "e5n")],
    );
    assert_eq!(game.power(field("e5")), Some(9));
    for token in ["e5-e4", "e5-d5", "e5-f5", "e5-d4", "e5-f4"] {
        assert_eq!(
            refused(&mut game, token),
            MoveError::WrongDirection,
            "{token}"
        );
    }
    // Straight ahead and 45° to either side, up to the edge.
    assert_eq!(
        targets(&game, "e5"),
        [
            "e5-a9", "e5-b8", "e5-c7", "e5-d6", "e5-e6", "e5-e7", "e5-e8", "e5-e9", "e5-f6",
            "e5-g7", "e5-h8", "e5-i9"
        ]
    );
}

#[test]
fn test_moves_are_straight_and_at_least_one_field() {
    let mut game = Azacru::default();
    assert_eq!(refused(&mut game, "g1-h3"), MoveError::NotStraight);
    assert_eq!(refused(&mut game, "g1-g1"), MoveError::NotStraight);
    assert_eq!(refused(&mut game, "g1-g3"), MoveError::BeyondPower);
    assert_eq!(refused(&mut game, "e1-e2"), MoveError::NoChevron);
    assert_eq!(
        refused(&mut game, "c1-c2"),
        MoveError::NoChevron,
        "west's chevron"
    );
    assert_eq!(refused(&mut game, "a9-a10"), MoveError::NoSuchField);
    assert_eq!(refused(&mut game, "G1-g2"), MoveError::Malformed);
}

#[test]
fn test_a_chevron_never_leaves_the_board() {
    // Facing the corner it stands in: every direction leads off the board.
    let game = setup(
        2,
        Side::East,
        &[(Side::East, "a1")],
        &[(Side::East, "a1sw")],
    );
    assert_eq!(tokens(&game), ["pass"]);
    // Along the edge only.
    let game = setup(
        2,
        Side::East,
        &[(Side::East, "a1")],
        &[(Side::East, "a1nw")],
    );
    assert_eq!(tokens(&game), ["a1-a2"]);
}

#[test]
fn test_target_holds_no_chevron_and_no_other_players_marker() {
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "e5 e6 d4"), (Side::West, "f6")],
        &[(Side::East, "e5n d4ne")],
    );
    assert_eq!(
        refused(&mut game, "e5-f6"),
        MoveError::FieldTaken,
        "west's marker"
    );
    assert_eq!(
        refused(&mut game, "d4-e5"),
        MoveError::FieldTaken,
        "a chevron"
    );
    // An own marker is no obstacle.
    play(&mut game, "e5-e6");
    assert_eq!(game.chevron(field("e6")).map(|c| c.side), Some(Side::East));
}

#[test]
fn test_markers_on_the_path_do_not_stop_a_move() {
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "e4 d4 f4"), (Side::West, "e5 e6")],
        &[(Side::East, "e4n")],
    );
    assert_eq!(game.power(field("e4")), Some(3));
    play(&mut game, "e4-e7");
    assert_eq!(
        markers_of(&game, Side::West),
        ["e5", "e6"],
        "left as they were"
    );
    assert_eq!(markers_of(&game, Side::East), ["d4", "e4", "f4", "e7"]);
    assert_eq!(chevrons_of(&game, Side::East), ["e7n"]);
}

#[test]
fn test_a_chevron_on_the_path_blocks_a_plain_move() {
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "e4 d4 f4"), (Side::West, "e5")],
        &[(Side::East, "e4n"), (Side::West, "e5s")],
    );
    assert_eq!(refused(&mut game, "e4-e6"), MoveError::PathBlocked);
    assert_eq!(refused(&mut game, "e4-e7"), MoveError::PathBlocked);
    assert_eq!(
        targets(&game, "e4"),
        ["e4-b7", "e4-c6", "e4-d5", "e4-f5", "e4-g6", "e4-h7"]
    );
}

#[test]
fn test_pass_only_when_no_move_is_possible() {
    let mut game = Azacru::default();
    assert_eq!(refused(&mut game, "pass"), MoveError::PassNotAllowed);
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "a1"), (Side::West, "i9")],
        &[(Side::East, "a1sw"), (Side::West, "i9sw")],
    );
    assert_eq!(tokens(&game), ["pass"]);
    assert_eq!(refused(&mut game, "a1-a2"), MoveError::WrongDirection);
    play(&mut game, "pass");
    assert_eq!(game.turn(), Side::West);
}

#[test]
fn test_replay_reports_the_first_bad_move() {
    let err = replay::<Azacru>(AzacruOptions::default(), ["g1-g2", "c1-c2", "g2-g4"])
        .expect_err("g2-g4 is too far");
    assert_eq!(
        err.to_string(),
        "move 3 'g2-g4': farther than the chevron's power"
    );
    assert_eq!(err.moves.len(), 2);
}

#[test]
fn test_perft_from_the_start() {
    // Checked against the independent model of `tests/azacru_props.rs` to depth 3.
    for (players, counts) in [
        (2, [16, 254, 3932, 60532]),
        (3, [13, 162, 2015, 23181]),
        (4, [13, 162, 2015, 23927]),
    ] {
        let game = Azacru::new(options(players));
        for (depth, &count) in (1..).zip(&counts) {
            assert_eq!(
                crate::perft(&game, depth),
                count,
                "{players} players, depth {depth}"
            );
        }
    }
}

#[test]
fn test_players_count_from_the_first_mover() {
    let game = |options: &[&str]| {
        Azacru::new(AzacruOptions::from_assignments(options.iter().copied()).expect("options"))
    };
    let two = game(&[]);
    assert_eq!(two.player_count(), 2);
    assert_eq!(two.player_to_move(), Some(0));
    assert_eq!(two.player_in(Side::East.seat()), 0);
    assert_eq!(two.player_in(Side::West.seat()), 1);
    let four = game(&["players=4"]);
    assert_eq!(four.player_in(Side::North.seat()), 0);
    assert_eq!(four.player_in(Side::West.seat()), 3);
    // West begins: it is player 0, and the names follow the players.
    let west_first = game(&["first=west"]);
    assert_eq!(west_first.player_to_move(), Some(0));
    assert_eq!(west_first.seat_of(0), Some(Side::West.seat()));
    assert_eq!(west_first.seat_of(2), None);
    assert_eq!(
        [west_first.player_name(0), west_first.player_name(1)],
        ["west", "east"]
    );
}
