//! What a step does: connections, connection jumps, the facing, twists and aliases.

use super::*;

/// The position of `docs/rules/azacru.md`, Examples 2 and 3: east's markers on c3 and
/// c6, and on a1 and b1 so that the chevron on c3 (facing north) has power 3; west's
/// marker on c5. `c4` holds what `c4` says.
fn worked_example(c4: &[(Side, &str)]) -> Azacru {
    let mut markers = vec![(Side::East, "c3 c6 a1 b1"), (Side::West, "c5 i9")];
    let mut chevrons = vec![(Side::East, "c3n"), (Side::West, "i9sw")];
    for &(side, what) in c4 {
        markers.push((side, "c4"));
        chevrons.push((side, what));
    }
    setup(2, Side::East, &markers, &chevrons)
}

#[test]
fn test_worked_example_connection_through_another_players_marker() {
    let mut game = worked_example(&[]);
    assert_eq!(game.power(field("c3")), Some(3));
    // c6 lies in another region, but the chevron leaves the game: no twist.
    assert!(tokens(&game).contains(&"c3-c6".to_owned()));
    assert!(
        !tokens(&game)
            .iter()
            .any(|t| t.starts_with("c3-c6") && t != "c3-c6")
    );
    assert_eq!(refused(&mut game, "c3-c6l"), MoveError::NoTwist);
    play(&mut game, "c3-c6");
    assert_eq!(
        markers_of(&game, Side::East),
        ["a1", "b1", "c3", "c4", "c5", "c6"]
    );
    assert_eq!(
        markers_of(&game, Side::West),
        ["i9"],
        "c5's marker went back to west"
    );
    assert_eq!(game.chevron(field("c6")), None, "X left the game");
    assert_eq!(game.chevrons(Side::East), 0);
    assert_eq!(game.score(), Some(vec![6, 1]));
    // With no chevron left, east can only pass on his next turn.
    play(&mut game, "i9-h8");
    assert_eq!(tokens(&game), ["pass"]);
}

#[test]
fn test_worked_example_connection_jump_leaves_the_path_as_it_was() {
    for (c4, owner) in [("c4n", Side::West), ("c4n", Side::East)] {
        let mut game = worked_example(&[(owner, c4)]);
        // The chevron survives the jump into another region, so twists are offered.
        let jumps: Vec<String> = tokens_from(&game, "c3")
            .into_iter()
            .filter(|t| t.starts_with("c3-c6"))
            .collect();
        assert_eq!(jumps, ["c3-c6", "c3-c6l", "c3-c6r"], "{owner:?} on c4");
        play(&mut game, "c3-c6");
        assert_eq!(game.marker(field("c4")), Some(owner));
        assert_eq!(
            game.marker(field("c5")),
            Some(Side::West),
            "c5 keeps its marker"
        );
        assert_eq!(game.marker(field("c6")), Some(Side::East));
        assert_eq!(game.chevron(field("c4")).map(|c| c.side), Some(owner));
        assert_eq!(
            game.chevron(field("c6")),
            Some(Chevron {
                side: Side::East,
                facing: Direction::N
            })
        );
    }
}

#[test]
fn test_a_jump_needs_own_markers_at_both_ends() {
    // c5 is unmarked: the chevron on c4 blocks the way to it.
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "c3 a1 b1"), (Side::West, "c4 i9")],
        &[(Side::East, "c3n"), (Side::West, "c4n")],
    );
    assert_eq!(refused(&mut game, "c3-c5"), MoveError::PathBlocked);
    // From an unmarked field (a chevron that never moved) no jump either.
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "g3 h1"), (Side::West, "g2")],
        &[(Side::East, "g1n"), (Side::West, "g2n")],
    );
    assert_eq!(game.power(field("g1")), Some(2));
    assert_eq!(refused(&mut game, "g1-g3"), MoveError::PathBlocked);
}

#[test]
fn test_a_connection_over_free_fields_keeps_the_chevron() {
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "c3 c6 a1 b1 c5")],
        &[(Side::East, "c3n")],
    );
    play(&mut game, "c3-c6r");
    assert_eq!(
        markers_of(&game, Side::East),
        ["a1", "b1", "c3", "c4", "c5", "c6"]
    );
    assert_eq!(chevrons_of(&game, Side::East), ["c6ne"]);
}

#[test]
fn test_no_connection_over_one_field_or_from_an_unmarked_field() {
    // One field: nothing lies between.
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "c3 c4")],
        &[(Side::East, "c3n")],
    );
    play(&mut game, "c3-c4");
    assert_eq!(markers_of(&game, Side::East), ["c3", "c4"]);
    // From the unmarked start field g1 to the own marker on g3: g2 stays free.
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "g3 h1")],
        &[(Side::East, "g1n")],
    );
    play(&mut game, "g1-g3");
    assert_eq!(game.marker(field("g2")), None);
    assert_eq!(markers_of(&game, Side::East), ["h1", "g3"]);
    // To an unmarked field: nothing between changes.
    let mut game = setup(
        2,
        Side::East,
        &[(Side::East, "c3 a1 b1")],
        &[(Side::East, "c3n")],
    );
    play(&mut game, "c3-c6");
    assert_eq!(markers_of(&game, Side::East), ["a1", "b1", "c3", "c6"]);
}

#[test]
fn test_the_chevron_faces_the_way_it_moved_and_marks_its_target() {
    let mut game = Azacru::default();
    play(&mut game, "g1-h2");
    assert_eq!(
        game.chevron(field("h2")),
        Some(Chevron {
            side: Side::East,
            facing: Direction::NE
        })
    );
    assert_eq!(game.chevron(field("g1")), None);
    assert_eq!(game.marker(field("h2")), Some(Side::East));
    assert_eq!(
        game.marker(field("g1")),
        None,
        "the start field stays unmarked"
    );
    assert_eq!(game.score(), Some(vec![1, 0]));
}

#[test]
fn test_a_twist_is_offered_only_when_the_region_changes() {
    let mut game = Azacru::default();
    // g1 → g2 and h2 stay in g1–i3; f2 is in d1–f3.
    assert_eq!(refused(&mut game, "g1-g2l"), MoveError::NoTwist);
    assert_eq!(refused(&mut game, "g1-h2r"), MoveError::NoTwist);
    for (token, facing) in [
        ("g1-f2", Direction::NW),
        ("g1-f2l", Direction::W),
        ("g1-f2r", Direction::N),
    ] {
        let mut game = Azacru::default();
        play(&mut game, token);
        assert_eq!(
            game.chevron(field("f2")).map(|c| c.facing),
            Some(facing),
            "{token}"
        );
    }
}

#[test]
fn test_abstractplay_aliases_are_read() {
    for (alias, canonical) in [
        ("g1-f2<", "g1-f2l"),
        ("g1-f2>", "g1-f2r"),
        ("g1-f2^", "g1-f2"),
    ] {
        let mut game = Azacru::default();
        let m = game.play_token(alias).expect(alias);
        assert_eq!(game.format_move(m), canonical);
        let mut expected = Azacru::default();
        play(&mut expected, canonical);
        assert_eq!(game, expected);
    }
    let mut game = Azacru::default();
    assert_eq!(refused(&mut game, "g1-g2<"), MoveError::NoTwist);
    assert!(game.play_token("g1-g2^").is_ok());
}
