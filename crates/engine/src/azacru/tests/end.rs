//! The end after the first pass, the repetition end, scores and shared wins.

use super::*;

/// Chevrons that cannot move: each in a corner, facing off the board.
const BOXED: [(Side, &str, &str); 4] = [
    (Side::North, "a9", "a9nw"),
    (Side::East, "i9", "i9ne"),
    (Side::South, "i1", "i1se"),
    (Side::West, "a1", "a1sw"),
];

/// Chevrons with room to move, in the middle of the board.
const FREE: [(Side, &str, &str); 4] = [
    (Side::North, "e7", "e7s"),
    (Side::East, "g5", "g5w"),
    (Side::South, "e3", "e3n"),
    (Side::West, "c5", "c5e"),
];

/// A game of `players` where the sides in `boxed` cannot move and the others can, each
/// with one marker under one chevron; `turn` to move.
fn with_boxed(players: u8, turn: Side, boxed: &[Side]) -> Azacru {
    let sides = options(players).players.sides();
    let mut markers = Vec::new();
    let mut chevrons = Vec::new();
    for &side in sides {
        let table = if boxed.contains(&side) { &BOXED } else { &FREE };
        let &(_, marker, chevron) = table.iter().find(|(s, ..)| *s == side).expect("a side");
        markers.push((side, marker));
        chevrons.push((side, chevron));
    }
    setup(players, turn, &markers, &chevrons)
}

/// Plays each side's first legal move until the game ends, returning who moved, in
/// order, and the turns left before each of those moves.
fn play_out(game: &mut Azacru) -> Vec<(Side, Option<u8>)> {
    let mut turns = Vec::new();
    let mut moves = Vec::new();
    while !game.is_over() {
        turns.push((game.turn(), game.turns_left()));
        game.legal_moves(&mut moves);
        game.play(moves[0]).expect("a legal move");
        assert!(turns.len() < 10, "no end: {game:?}");
    }
    turns
}

fn winners(game: &Azacru) -> Vec<&'static str> {
    match game.outcome() {
        Some(Outcome::Winner(seat)) => vec![Azacru::seat_name(seat)],
        Some(Outcome::Winners(seats)) => seats.iter().map(Azacru::seat_name).collect(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn test_two_players_the_other_gets_one_more_turn_after_the_first_pass() {
    let mut game = with_boxed(2, Side::East, &[Side::East]);
    assert_eq!(tokens(&game), ["pass"]);
    play(&mut game, "pass");
    assert_eq!(game.turns_left(), Some(1));
    assert_eq!(game.to_move(), Some(ToMove::Seat(Side::West.seat())));
    assert!(!tokens(&game).is_empty() && tokens(&game) != ["pass"]);
    play(&mut game, "c5-d5");
    assert!(game.is_over());
    assert_eq!(game.to_move(), None);
    assert!(tokens(&game).is_empty());
    assert_eq!(refused(&mut game, "d5-e5"), MoveError::GameOver);
    assert_eq!(game.score(), Some(vec![1, 2]));
    assert_eq!(winners(&game), ["west"]);
}

#[test]
fn test_three_players_the_last_turns_go_on_in_turn_order() {
    // East passes first: west, then north, and then the game is over.
    let mut game = with_boxed(3, Side::East, &[Side::East]);
    let turns = play_out(&mut game);
    assert_eq!(
        turns,
        [
            (Side::East, None),
            (Side::West, Some(2)),
            (Side::North, Some(1))
        ]
    );
    assert_eq!(game.turns_left(), Some(0));
}

#[test]
fn test_four_players_the_last_turns_go_on_in_turn_order() {
    let mut game = with_boxed(4, Side::East, &[Side::East]);
    let turns = play_out(&mut game);
    let order: Vec<Side> = turns.iter().map(|&(side, _)| side).collect();
    assert_eq!(order, [Side::East, Side::South, Side::West, Side::North]);
    assert_eq!(turns[1].1, Some(3));
    assert_eq!(turns[3].1, Some(1));
    // North first, and north is the one who cannot move.
    let mut game = with_boxed(4, Side::North, &[Side::North]);
    let order: Vec<Side> = play_out(&mut game).iter().map(|&(s, _)| s).collect();
    assert_eq!(order, [Side::North, Side::East, Side::South, Side::West]);
}

#[test]
fn test_later_passes_change_nothing() {
    // West must pass too during the last round; north still gets his turn, then the end.
    let mut game = with_boxed(3, Side::East, &[Side::East, Side::West]);
    play(&mut game, "pass");
    assert_eq!(game.turns_left(), Some(2));
    assert_eq!(tokens(&game), ["pass"]);
    play(&mut game, "pass");
    assert_eq!(game.turns_left(), Some(1));
    assert_eq!(game.turn(), Side::North);
    assert!(!game.is_over());
    play(&mut game, "e7-e6");
    assert!(game.is_over());
}

#[test]
fn test_a_player_without_chevrons_must_pass() {
    let mut game = with_boxed(2, Side::West, &[]);
    game.board.lift(field("g5"));
    assert_eq!(game.chevrons(Side::East), 0);
    play(&mut game, "c5-d5");
    assert_eq!(tokens(&game), ["pass"]);
    assert_eq!(refused(&mut game, "g5-f5"), MoveError::NoChevron);
    play(&mut game, "pass");
    assert_eq!(game.turns_left(), Some(1));
}

/// Two players, each with one chevron circling four own markers around a corner where
/// four regions meet: each step crosses into the next region and twists left, and after
/// four steps the chevron is back where it started, facing the same way.
fn circling() -> Azacru {
    setup(
        2,
        Side::East,
        &[(Side::East, "c3 d3 d4 c4"), (Side::West, "f6 g6 g7 f7")],
        &[(Side::East, "c3se"), (Side::West, "f6se")],
    )
}

/// One round of both circles: eight moves, back to the start.
const ROUND: &str = "c3-d3l f6-g6l d3-d4l g6-g7l d4-c4l g7-f7l c4-c3l f7-f6l";

#[test]
fn test_the_third_occurrence_of_a_position_ends_the_game() {
    let mut game = circling();
    let start = game.clone();
    play(&mut game, ROUND);
    assert_eq!(game.board, start.board);
    assert_eq!(game.turn, start.turn);
    assert!(!game.is_over(), "the second occurrence");
    let mut moves = ROUND.split_whitespace().collect::<Vec<_>>();
    let last = moves.pop().expect("a move");
    play(&mut game, &moves.join(" "));
    assert!(!game.is_over());
    play(&mut game, last);
    assert!(
        game.is_over(),
        "the third occurrence, counting the set-up position"
    );
    assert!(game.is_repetition());
    assert_eq!(game.turns_left(), None);
    // Four fields each: a shared win, never a draw.
    assert_eq!(game.score(), Some(vec![4, 4]));
    assert_eq!(game.outcome(), Some(Outcome::Winners(game.seats())));
    assert!(tokens(&game).is_empty());
}

#[test]
fn test_a_position_is_its_chevrons_with_owners_and_facings_and_the_side_to_move() {
    let game = circling();
    let key = Key::of(&game.board, Side::East);
    assert_eq!(key, Key::of(&game.clone().board, Side::East));
    assert_ne!(key, Key::of(&game.board, Side::West), "the side to move");
    let c3 = field("c3");
    let mut turned = game.board.clone();
    turned.lift(c3);
    turned.place(
        c3,
        Chevron {
            side: Side::East,
            facing: Direction::E,
        },
    );
    assert_ne!(key, Key::of(&turned, Side::East), "a facing");
    let mut taken = game.board.clone();
    taken.lift(c3);
    taken.place(
        c3,
        Chevron {
            side: Side::West,
            facing: Direction::SE,
        },
    );
    assert_ne!(key, Key::of(&taken, Side::East), "an owner");
}

#[test]
fn test_the_repetition_memory_starts_over_after_a_new_marker() {
    let mut game = circling();
    play(&mut game, ROUND);
    assert_eq!(game.trail.len(), 8);
    // c3 → d2 marks a new field: no earlier position can come back.
    play(&mut game, "c3-d2");
    assert!(game.trail.is_empty());
    play(&mut game, "f6-g6l");
    assert_eq!(
        game.trail.len(),
        1,
        "steps onto own markers are remembered again"
    );
}

#[test]
fn test_the_most_marked_fields_win() {
    let mut game = with_boxed(2, Side::East, &[Side::East]);
    play(&mut game, "pass c5-d5");
    assert_eq!(winners(&game), ["west"]);
    assert_eq!(game.outcome(), Some(Outcome::Winner(Side::West.seat())));
}

#[test]
fn test_players_tied_on_the_highest_score_share_the_win() {
    // Three players: north and west have two fields each, east one.
    let mut game = setup(
        3,
        Side::East,
        &[
            (Side::North, "a9 b9"),
            (Side::East, "i9"),
            (Side::West, "a1 a2"),
        ],
        &[
            (Side::North, "a9nw"),
            (Side::East, "i9ne"),
            (Side::West, "a1sw"),
        ],
    );
    play(&mut game, "pass pass pass");
    assert_eq!(game.score(), Some(vec![2, 1, 2]));
    assert_eq!(winners(&game), ["north", "west"]);
}

#[test]
fn test_all_tied_share_the_win() {
    let mut game = with_boxed(4, Side::North, &Side::ALL);
    play(&mut game, "pass pass pass pass");
    assert_eq!(game.score(), Some(vec![1, 1, 1, 1]));
    assert_eq!(winners(&game), ["north", "east", "south", "west"]);
    assert_ne!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn test_the_score_lists_the_seats_in_play() {
    let mut game = Azacru::new(options(3));
    assert_eq!(game.score(), Some(vec![0, 0, 0]));
    play(&mut game, "e9-e8 g1-g2 c1-c2 a7-b7");
    assert_eq!(game.score(), Some(vec![2, 1, 1]));
    assert_eq!(game.outcome(), None);
}
