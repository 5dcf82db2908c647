//! Every rule and example of `docs/rules/caro.md`, one test each.

use super::*;
use crate::{CodeError, replay};

/// Far-apart points a side plays when a test needs it to move without effect.
const FILLERS: [&str; 12] = [
    "a15", "c15", "e15", "g15", "i15", "k15", "a12", "c12", "e12", "g12", "i12", "k12",
];

fn opts(assignments: &[&str]) -> CaroOptions {
    CaroOptions::from_assignments(assignments.iter().copied()).expect("valid options")
}

fn play(options: CaroOptions, record: &str) -> Caro {
    match replay::<Caro>(options, record.split_whitespace()) {
        Ok((caro, _)) => caro,
        Err(e) => panic!("{e}"),
    }
}

/// Black places `black` and white `white` (padded with fillers), alternating; black's
/// last stone comes last.
fn black_completes(options: CaroOptions, black: &str, white: &str) -> Caro {
    let black: Vec<&str> = black.split_whitespace().collect();
    let mut white: Vec<&str> = white.split_whitespace().collect();
    white.extend(
        FILLERS
            .iter()
            .take((black.len() - 1).saturating_sub(white.len())),
    );
    assert_eq!(white.len(), black.len() - 1, "too many white stones");
    let mut record = Vec::new();
    for (i, b) in black.iter().enumerate() {
        record.push(*b);
        if let Some(w) = white.get(i) {
            record.push(*w);
        }
    }
    play(options, &record.join(" "))
}

fn black_won(caro: &Caro) -> bool {
    caro.outcome() == Some(Outcome::Winner(Colour::Black.seat()))
}

fn tokens(caro: &Caro) -> Vec<String> {
    let mut moves = Vec::new();
    caro.legal_moves(&mut moves);
    let mut tokens: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    tokens.sort();
    tokens
}

#[test]
fn test_board_has_225_points_and_black_starts() {
    let caro = Caro::default();
    assert_eq!(tokens(&caro).len(), 225);
    assert_eq!(caro.to_move(), Some(ToMove::Seat(Colour::Black.seat())));
    assert_eq!(Caro::seat_name(Colour::Black.seat()), "black");
}

#[test]
fn test_colours_alternate_by_stone_count() {
    let caro = play(CaroOptions::default(), "h8 h9 h10");
    assert_eq!(caro.stone("h8".parse().expect("h8")), Some(Colour::Black));
    assert_eq!(caro.stone("h9".parse().expect("h9")), Some(Colour::White));
    assert_eq!(caro.stone("h10".parse().expect("h10")), Some(Colour::Black));
    assert_eq!(caro.next_colour(), Colour::White);
    assert_eq!(tokens(&caro).len(), 222);
}

#[test]
fn test_a_stone_goes_on_an_empty_point_only() {
    let mut caro = play(CaroOptions::default(), "h8");
    let before = caro.clone();
    assert_eq!(caro.play_token("h8"), Err(MoveError::Occupied));
    assert_eq!(caro, before, "a refused move changes nothing");
}

#[test]
fn test_there_is_no_passing_and_no_choice_in_free() {
    let mut caro = Caro::default();
    assert_eq!(caro.play_token("pass"), Err(MoveError::Malformed));
    assert_eq!(caro.play_token("=b"), Err(MoveError::NoChoiceDue));
}

#[test]
fn test_four_does_not_win() {
    let caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8", "");
    assert_eq!(caro.outcome(), None);
}

#[test]
fn test_example_five_closed_at_both_ends_does_not_win() {
    // docs/rules/caro.md, Example 1: O X X X X X O
    let caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8 h8", "c8 i8");
    assert_eq!(caro.outcome(), None);
    assert!(caro.to_move().is_some(), "the game simply goes on");
}

#[test]
fn test_example_five_closed_at_one_end_wins() {
    // docs/rules/caro.md, Example 2: O X X X X X .
    let caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8 h8", "c8");
    assert!(black_won(&caro));
    assert_eq!(caro.to_move(), None);
    let mut won: Vec<String> = caro
        .winning_points()
        .iter()
        .map(|p| p.to_string())
        .collect();
    won.sort();
    assert_eq!(won, ["d8", "e8", "f8", "g8", "h8"]);
}

#[test]
fn test_example_the_edge_never_closes_a_five() {
    // docs/rules/caro.md, Example 3: | X X X X X O
    let caro = black_completes(CaroOptions::default(), "a8 b8 c8 d8 e8", "f8");
    assert!(black_won(&caro));
    // Both ends at the edge: a corner-to-corner diagonal is not even needed; the bottom
    // edge plus an opponent stone above is the same case vertically.
    let caro = black_completes(CaroOptions::default(), "c1 c2 c3 c4 c5", "c6");
    assert!(black_won(&caro));
}

#[test]
fn test_example_six_wins_even_closed_at_both_ends() {
    // docs/rules/caro.md, Example 4: O X X X X X X O, completed in the middle
    let caro = black_completes(CaroOptions::default(), "d8 e8 f8 h8 i8 g8", "c8 j8");
    assert!(black_won(&caro));
    assert_eq!(caro.winning_points().len(), 6);
}

#[test]
fn test_example_filling_the_gap_of_a_blocked_four_does_not_win() {
    // docs/rules/caro.md, Example 5: O X X X X . O, X fills the gap (the defence the
    // original text describes).
    let caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8 h8", "c8 i8");
    assert_eq!(caro.outcome(), None);
}

#[test]
fn test_every_line_direction_is_judged() {
    let lines = [
        // vertical, both diagonals, each closed at both ends and then open at one
        ("h4 h5 h6 h7 h8", "h3", "h9"),
        ("d4 e5 f6 g7 h8", "c3", "i9"),
        ("d12 e11 f10 g9 h8", "c13", "i7"),
    ];
    for (black, closer, other_closer) in lines {
        let open = black_completes(CaroOptions::default(), black, closer);
        assert!(black_won(&open), "{black} closed only by {closer}");
        let both = format!("{closer} {other_closer}");
        let dead = black_completes(CaroOptions::default(), black, &both);
        assert_eq!(dead.outcome(), None, "{black} closed by {both}");
    }
}

#[test]
fn test_one_qualifying_line_is_enough() {
    // h8 completes a dead horizontal five and a live vertical one at once.
    let caro = black_completes(
        CaroOptions::default(),
        "d8 e8 f8 g8 h4 h5 h6 h7 h8",
        "c8 i8",
    );
    assert!(black_won(&caro));
    let mut won: Vec<String> = caro
        .winning_points()
        .iter()
        .map(|p| p.to_string())
        .collect();
    won.sort();
    assert_eq!(won, ["h4", "h5", "h6", "h7", "h8"]);
}

#[test]
fn test_a_dead_five_stays_dead_and_the_game_goes_on() {
    let mut caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8 h8", "c8 i8");
    for token in ["d9", "a1", "e9", "a3", "f9", "a5", "g9", "a7", "h9"] {
        caro.play_token(token).expect("legal");
    }
    assert_eq!(
        caro.outcome(),
        Some(Outcome::Winner(Colour::White.seat())),
        "white's open five on row 9 wins later"
    );
}

#[test]
fn test_white_wins_too() {
    let caro = play(CaroOptions::default(), "a1 h8 a3 h9 a5 h10 a7 h11 a9 h12");
    assert_eq!(caro.outcome(), Some(Outcome::Winner(Colour::White.seat())));
}

#[test]
fn test_no_move_after_the_end() {
    let mut caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8 h8", "");
    assert_eq!(caro.play_token("a1"), Err(MoveError::GameOver));
    assert!(tokens(&caro).is_empty());
}

/// A full board without five in a row: black where `(col + 2 row) mod 4 < 2`.
fn full_board_record() -> String {
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for p in Point::all() {
        let list = if (p.col() + 2 * p.row()) % 4 < 2 {
            &mut black
        } else {
            &mut white
        };
        list.push(p.to_string());
    }
    assert_eq!((black.len(), white.len()), (113, 112));
    let mut record = Vec::new();
    for (i, b) in black.iter().enumerate() {
        record.push(b.clone());
        if let Some(w) = white.get(i) {
            record.push(w.clone());
        }
    }
    record.join(" ")
}

#[test]
fn test_full_board_without_a_win_is_a_draw() {
    let caro = play(CaroOptions::default(), &full_board_record());
    assert_eq!(caro.stones(), 225);
    assert_eq!(caro.outcome(), Some(Outcome::Draw));
    assert_eq!(caro.to_move(), None);
    assert!(tokens(&caro).is_empty());
}

#[test]
fn test_swap_choice_after_three_stones() {
    let options = opts(&["opening=swap"]);
    let mut caro = play(options, "h8 i9 h10");
    assert_eq!(caro.to_move(), Some(ToMove::Choice));
    assert_eq!(tokens(&caro), ["=b", "=w"]);
    assert_eq!(caro.person_to_move(), Some(Person::Responder));
    assert_eq!(caro.play_token("g9"), Err(MoveError::ChoiceDue));

    // The other person takes black: stone 4 (white) is the opener's.
    let mut black = caro.clone();
    black.play_token("=b").expect("choice");
    assert_eq!(black.holder(Colour::Black), Some(Person::Responder));
    assert_eq!(black.to_move(), Some(ToMove::Seat(Colour::White.seat())));
    assert_eq!(black.person_to_move(), Some(Person::Opener));

    // The other person takes white and places stone 4.
    caro.play_token("=w").expect("choice");
    assert_eq!(caro.holder(Colour::White), Some(Person::Responder));
    assert_eq!(caro.person_to_move(), Some(Person::Responder));
    caro.play_token("g9").expect("stone 4");
    assert_eq!(caro.stone("g9".parse().expect("g9")), Some(Colour::White));
    assert_eq!(caro.play_token("=b"), Err(MoveError::NoChoiceDue));
}

#[test]
fn test_swap_no_choice_before_stone_three() {
    let mut caro = play(opts(&["opening=swap"]), "h8 i9");
    assert_eq!(caro.person_to_move(), Some(Person::Opener));
    assert_eq!(caro.to_move(), Some(ToMove::Seat(Colour::Black.seat())));
    assert_eq!(caro.play_token("=w"), Err(MoveError::NoChoiceDue));
}

#[test]
fn test_swap2_first_choice_offers_colours_and_points() {
    let caro = play(opts(&["opening=swap2"]), "h8 i9 h10");
    assert_eq!(caro.to_move(), Some(ToMove::Choice));
    let legal = tokens(&caro);
    assert_eq!(legal.len(), 2 + 222);
    assert!(legal.contains(&"=b".to_owned()) && legal.contains(&"=w".to_owned()));
}

#[test]
fn test_swap2_take_black() {
    let caro = play(opts(&["opening=swap2"]), "h8 i9 h10 =b");
    assert_eq!(caro.holder(Colour::Black), Some(Person::Responder));
    assert_eq!(caro.person_to_move(), Some(Person::Opener));
    assert_eq!(caro.next_colour(), Colour::White);
}

#[test]
fn test_swap2_take_white_and_play() {
    // docs/rules/caro.md, Example 7: the first record.
    let caro = play(opts(&["opening=swap2"]), "h8 i9 h10 =w g9");
    assert_eq!(caro.holder(Colour::White), Some(Person::Responder));
    assert_eq!(caro.stone("g9".parse().expect("g9")), Some(Colour::White));
    assert_eq!(caro.person_to_move(), Some(Person::Opener));
}

#[test]
fn test_swap2_place_two_and_hand_back_the_choice() {
    let options = opts(&["opening=swap2"]);
    let after_four = play(options, "h8 i9 h10 j9");
    assert_eq!(after_four.person_to_move(), Some(Person::Responder));
    assert_eq!(
        after_four.to_move(),
        Some(ToMove::Seat(Colour::Black.seat()))
    );
    assert_eq!(
        tokens(&after_four).len(),
        221,
        "stone 5 must follow, no choice"
    );

    let mut caro = play(options, "h8 i9 h10 j9 g10");
    assert_eq!(caro.to_move(), Some(ToMove::Choice));
    assert_eq!(caro.person_to_move(), Some(Person::Opener));
    assert_eq!(tokens(&caro), ["=b", "=w"]);
    assert_eq!(caro.play_token("a1"), Err(MoveError::ChoiceDue));

    caro.play_token("=b").expect("the opener takes black");
    assert_eq!(caro.holder(Colour::Black), Some(Person::Opener));
    assert_eq!(caro.next_colour(), Colour::White);
    assert_eq!(caro.person_to_move(), Some(Person::Responder));
    assert_eq!(caro.play_token("=w"), Err(MoveError::NoChoiceDue));

    let caro = play(options, "h8 i9 h10 j9 g10 =w");
    assert_eq!(caro.holder(Colour::White), Some(Person::Opener));
    assert_eq!(
        caro.person_to_move(),
        Some(Person::Opener),
        "the opener, now white, plays 6"
    );
}

#[test]
fn test_free_opening_holder_is_fixed() {
    let caro = Caro::default();
    assert_eq!(caro.holder(Colour::Black), Some(Person::Opener));
    assert_eq!(caro.person_to_move(), Some(Person::Opener));
}

#[test]
fn test_overline_nowin_six_does_not_win_nor_the_five_inside() {
    let options = opts(&["overline=nowin"]);
    let caro = black_completes(options, "d8 e8 f8 h8 i8 g8", "");
    assert_eq!(caro.outcome(), None);
    let five = black_completes(options, "d8 e8 f8 g8 h8", "");
    assert!(black_won(&five), "exactly five still wins");
}

#[test]
fn test_closed_either_one_closed_end_kills_but_the_edge_does_not() {
    let options = opts(&["closed=either"]);
    assert_eq!(
        black_completes(options, "d8 e8 f8 g8 h8", "c8").outcome(),
        None
    );
    assert!(black_won(&black_completes(options, "a8 b8 c8 d8 e8", "")));
    assert!(black_won(&black_completes(options, "d8 e8 f8 g8 h8", "")));
    // a six still wins with overline=win
    assert!(black_won(&black_completes(
        options,
        "d8 e8 f8 g8 h8 i8",
        "c8 j8"
    )));
}

#[test]
fn test_closed_never_both_closed_five_wins() {
    let options = opts(&["closed=never"]);
    assert!(black_won(&black_completes(
        options,
        "d8 e8 f8 g8 h8",
        "c8 i8"
    )));
}

#[test]
fn test_options_read_and_list_only_changes() {
    let options = opts(&["opening=swap2", "overline=nowin", "closed=both"]);
    assert_eq!(options.opening, Opening::Swap2);
    assert_eq!(
        options.non_default(),
        [("opening", "swap2"), ("overline", "nowin")]
    );
    assert!(CaroOptions::from_assignments(["size=19"]).is_err());
    assert!(CaroOptions::from_assignments(["opening=pie"]).is_err());
    assert!(CaroOptions::from_assignments(["opening"]).is_err());
}

#[test]
fn test_code_of_the_empty_board() {
    assert_eq!(
        Caro::default().to_code(),
        "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1"
    );
    let swap = Caro::new(opts(&["opening=swap"]));
    assert!(swap.to_code().ends_with(".-"));
}

#[test]
fn test_code_round_trips() {
    let options = opts(&["opening=swap2"]);
    let caro = play(options, "h8 i9 h10 j9 g10 =w a1 o15");
    let code = caro.to_code();
    assert_eq!(
        code,
        "14b/15/15/15/15/6bb7/8ww5/7b7/15/15/15/15/15/15/w14.2"
    );
    assert_eq!(Caro::from_code(options, &code), Ok(caro));
}

#[test]
fn test_code_of_a_won_game_keeps_the_winner() {
    let caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8 h8", "c8");
    let read = Caro::from_code(CaroOptions::default(), &caro.to_code()).expect("valid code");
    assert_eq!(read, caro);
    assert!(black_won(&read));
    assert_eq!(read.winning_points(), caro.winning_points());
}

#[test]
fn test_code_of_a_drawn_game() {
    let caro = play(CaroOptions::default(), &full_board_record());
    let read = Caro::from_code(CaroOptions::default(), &caro.to_code()).expect("valid code");
    assert_eq!(read.outcome(), Some(Outcome::Draw));
}

#[test]
fn test_bad_codes_say_what_is_wrong() {
    let free = CaroOptions::default();
    let empty_rows = "15/15/15/15/15/15/15/15/15/15/15/15/15/15";
    let cases: [(&str, CaroOptions, CodeError); 10] = [
        (
            "",
            free,
            CodeError::Syntax("expected the rows, '.' and who holds black"),
        ),
        (
            &format!("{empty_rows}/15.x"),
            free,
            CodeError::Syntax("who holds black must be 1, 2 or -"),
        ),
        (
            &format!("{empty_rows}.1"),
            free,
            CodeError::Syntax("expected 15 rows separated by '/'"),
        ),
        (
            &format!("{empty_rows}/14.1"),
            free,
            CodeError::Syntax("a row holds fewer than 15 points"),
        ),
        (
            &format!("{empty_rows}/16.1"),
            free,
            CodeError::Syntax("a row holds more than 15 points"),
        ),
        (
            &format!("{empty_rows}/7x7.1"),
            free,
            CodeError::Syntax("a row holds only b, w and numbers"),
        ),
        (
            &format!("{empty_rows}/bb13.1"),
            free,
            CodeError::Impossible("black must have as many stones as white, or one more"),
        ),
        (
            &format!("{empty_rows}/15.-"),
            free,
            CodeError::Impossible("in the free opening the first person holds black (1)"),
        ),
        (
            &format!("{empty_rows}/bwbwb10.-"),
            opts(&["opening=swap"]),
            CodeError::Impossible("in the swap opening the colours are chosen after stone 3"),
        ),
        (
            "15/15/15/15/15/15/15/15/15/15/15/15/15/w1w1w1w1w6/bbbbb10.1",
            free,
            CodeError::Impossible("the side to move already has a winning row"),
        ),
    ];
    for (code, options, error) in cases {
        assert_eq!(Caro::from_code(options, code), Err(error), "{code}");
    }
    // The last mover's five is a finished game, not an error.
    let won = Caro::from_code(free, &format!("{empty_rows}/bbbbbwwww6.1"));
    assert_eq!(won.map(|c| c.outcome()), Ok(Some(Outcome::Winner(Seat(0)))));
    // Two separate open fives cannot both have been made by the last stone.
    let two_fives = "15/15/15/15/15/15/15/15/15/15/bbbbb10/15/bbbbb10/w14/w1w1w1w1w1w1w1w.1";
    assert_eq!(
        Caro::from_code(free, two_fives),
        Err(CodeError::Impossible(
            "two winning rows that no single stone completed"
        ))
    );
}

#[test]
fn test_move_tokens() {
    for token in ["h8", "a1", "o15", "=b", "=w"] {
        let m: CaroMove = token.parse().expect("valid token");
        assert_eq!(m.to_string(), token);
    }
    assert_eq!("=x".parse::<CaroMove>(), Err(MoveError::Malformed));
    assert_eq!("=B".parse::<CaroMove>(), Err(MoveError::Malformed));
}

#[test]
fn test_crossing_winning_rows_list_the_shared_stone_once() {
    let caro = black_completes(CaroOptions::default(), "d8 e8 f8 g8 h4 h5 h6 h7 h8", "");
    assert!(black_won(&caro));
    assert_eq!(caro.winning_points().len(), 9);
}

#[test]
fn test_players_are_persons_whatever_their_colours() {
    let mut game = Caro::new(opts(&["opening=swap"]));
    assert_eq!(
        [game.player_name(0), game.player_name(1)],
        ["opener", "responder"]
    );
    for token in ["h8", "i9", "h10"] {
        assert_eq!(game.player_to_move(), Some(0));
        game.play_token(token).expect("legal");
    }
    // The colour choice is the responder's, though it belongs to no seat.
    assert_eq!(game.to_move(), Some(ToMove::Choice));
    assert_eq!(game.player_to_move(), Some(1));
    game.play_token("=w").expect("a choice");
    // The responder took white: the white seat is player 1's, the black the opener's.
    assert_eq!(game.player_in(Colour::White.seat()), 1);
    assert_eq!(game.seat_of(0), Some(Colour::Black.seat()));
    let mut other = Caro::new(opts(&["opening=swap"]));
    for token in ["h8", "i9", "h10", "=b"] {
        other.play_token(token).expect("legal");
    }
    // The responder took black: now the black seat is player 1's.
    assert_eq!(other.player_in(Colour::Black.seat()), 1);
    assert_eq!(other.seat_of(0), Some(Colour::White.seat()));
    assert_eq!(
        other.player_to_move(),
        Some(0),
        "white places the 4th stone"
    );
}
