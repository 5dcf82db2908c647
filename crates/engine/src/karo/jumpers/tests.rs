//! Every rule and example of `docs/rules/karo-jumpers.md`, one test each.

use super::*;
use crate::{GameOptions, Seat, replay};

/// White's jumper on a1 faces a run of three pieces (a2, a3, a4) with a5 empty.
const RUN: &str = "sss/1rr/3/3/w2/r2/w1w/xxx.w0";

/// Both sides walled in: red's crawlers and white's crawlers fill rows 1–3, white's
/// jumpers on row 4 face only runs that reach the edge.
const BLOCKED: &str = "3/3/3/3/xxx/rwr/wrw/rrr.r0";

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell name")
}

fn pos(code: &str) -> KaroJumpers {
    KaroJumpers::from_code(KaroOptions::default(), code).unwrap_or_else(|e| panic!("{code}: {e}"))
}

fn after(code: &str, record: &str) -> KaroJumpers {
    let mut game = pos(code);
    for token in record.split_whitespace() {
        game.play_token(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    game
}

fn tokens(game: &KaroJumpers) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut tokens: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    tokens.sort();
    tokens
}

fn refusal(code: &str, token: &str) -> MoveError {
    let mut game = pos(code);
    let before = game.clone();
    let error = game.play_token(token).expect_err(token);
    assert_eq!(game, before, "a refused move changes nothing");
    error
}

fn white(face_up: bool) -> Option<Piece> {
    Some(Piece {
        colour: Colour::White,
        face_up,
    })
}

fn red(face_up: bool) -> Option<Piece> {
    Some(Piece {
        colour: Colour::Red,
        face_up,
    })
}

#[test]
fn test_start_has_jumpers_behind_crawlers_and_white_first() {
    let game = KaroJumpers::default();
    for (cells, piece) in [
        ("a1 b1 c1", white(true)),
        ("a2 b2 c2", white(false)),
        ("a7 b7 c7", red(false)),
        ("a8 b8 c8", red(true)),
    ] {
        for name in cells.split_whitespace() {
            assert_eq!(game.piece(cell(name)), piece, "{name}");
        }
    }
    assert_eq!(Cell::all().filter(|&c| game.piece(c).is_some()).count(), 12);
    assert_eq!(game.to_move(), Some(ToMove::Seat(Colour::White.seat())));
    let red_first = KaroOptions::from_assignments(["first=red"]).expect("valid");
    assert_eq!(KaroJumpers::new(red_first).side_to_move(), Colour::Red);
    assert_eq!(KaroJumpers::seat_name(Seat(1)), "white");
}

#[test]
fn test_the_first_player_has_moves_from_the_start() {
    // Seven crawls from row 2, five jumps from row 1 over the crawlers.
    assert_eq!(
        tokens(&KaroJumpers::default()),
        [
            "a1-a3", "a1-c3", "a2-a3", "a2-b3", "b1-b3", "b2-a3", "b2-b3", "b2-c3", "c1-a3",
            "c1-c3", "c2-b3", "c2-c3"
        ]
    );
}

#[test]
fn test_a_crawler_steps_to_any_empty_neighbour_and_becomes_a_jumper() {
    let code = "sss/rrr/3/1w1/3/3/w1w/xxx.w0";
    let crawls: Vec<String> = tokens(&pos(code))
        .into_iter()
        .filter(|t| t.starts_with("b5-"))
        .collect();
    assert_eq!(
        crawls,
        [
            "b5-a4", "b5-a5", "b5-a6", "b5-b4", "b5-b6", "b5-c4", "b5-c5", "b5-c6"
        ]
    );
    let game = after(code, "b5-c4");
    assert_eq!(game.piece(cell("c4")), white(true));
    assert_eq!(game.piece(cell("b5")), None);
}

#[test]
fn test_a_crawler_never_jumps() {
    let start = KaroJumpers::default().to_code();
    assert_eq!(refusal(&start, "b2-b4"), MoveError::CrawlerCannotJump);
    assert_eq!(refusal(&start, "a2-c3"), MoveError::CrawlerCannotJump);
    assert_eq!(refusal(&start, "a2-a4"), MoveError::CrawlerCannotJump);
}

#[test]
fn test_a_jumper_jumps_the_whole_run_and_becomes_a_crawler() {
    // Over white's a2, red's a3 and white's a4, onto a5.
    assert!(tokens(&pos(RUN)).contains(&"a1-a5".to_owned()));
    let game = after(RUN, "a1-a5");
    assert_eq!(game.piece(cell("a5")), white(false));
    assert_eq!(game.piece(cell("a1")), None);
    // The jumped pieces are unaffected.
    assert_eq!(game.piece(cell("a2")), white(false));
    assert_eq!(game.piece(cell("a3")), red(false));
    assert_eq!(game.piece(cell("a4")), white(false));
}

#[test]
fn test_a_jumper_lands_right_after_the_run() {
    assert_eq!(refusal(RUN, "a1-a6"), MoveError::NotPastTheRun);
    assert_eq!(refusal(RUN, "a1-a4"), MoveError::TileTaken);
    assert_eq!(refusal(RUN, "a1-b3"), MoveError::WrongWay);
    // A run that reaches the edge leaves nowhere to land: b1 has no move.
    assert!(tokens(&pos(RUN)).iter().all(|t| !t.starts_with("b1-")));
    // A jump needs a piece next to the jumper: b2 is empty.
    assert_eq!(refusal(RUN, "b1-b3"), MoveError::NothingToJump);
}

#[test]
fn test_a_jumper_never_crawls() {
    assert_eq!(refusal(RUN, "b1-b2"), MoveError::JumperCannotCrawl);
    let start = KaroJumpers::default().to_code();
    assert_eq!(refusal(&start, "a1-b2"), MoveError::TileTaken);
    assert_eq!(refusal(&start, "a7-a6"), MoveError::NotYourPiece);
    assert_eq!(refusal(&start, "a3-a4"), MoveError::NotYourPiece);
}

#[test]
fn test_all_six_in_the_target_wins() {
    let code = "www/ww1/2w/3/3/rrr/rr1/2r.w0";
    let mut game = pos(code);
    assert_eq!(game.outcome(), None, "five are not enough");
    game.play_token("c6-c7").expect("a crawl");
    assert_eq!(game.outcome(), Some(Outcome::Winner(Colour::White.seat())));
    assert_eq!(tokens(&game), Vec::<String>::new());
    assert_eq!(game.play_token("a3-a4"), Err(MoveError::GameOver));
    // Red's target is rows 1 and 2.
    let game = after("ww1/www/w2/3/3/r2/rr1/rrr.r0", "a3-a4");
    assert_eq!(
        game.outcome(),
        None,
        "five home and one leaving is not a win"
    );
    let game = after("ww1/www/w2/3/3/1r1/rr1/rrr.r0", "b3-c2");
    assert_eq!(game.outcome(), Some(Outcome::Winner(Colour::Red.seat())));
    let target: Vec<String> = KaroJumpers::target(Colour::White)
        .map(|c| c.to_string())
        .collect();
    assert_eq!(target, ["a7", "b7", "c7", "a8", "b8", "c8"]);
}

#[test]
fn test_a_blocked_side_passes_and_two_passes_draw() {
    let game = pos(BLOCKED);
    assert_eq!(tokens(&game), ["pass"]);
    let game = after(BLOCKED, "pass");
    assert_eq!(game.outcome(), None);
    assert_eq!(tokens(&game), ["pass"]);
    let game = after(BLOCKED, "pass pass");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert_eq!(
        refusal(&KaroJumpers::default().to_code(), "pass"),
        MoveError::PassNotAllowed
    );
}

#[test]
fn test_the_third_occurrence_of_a_position_draws() {
    // A cycle found in a random game: both sides' jumpers go round and come back.
    let code = "1s1/1x1/1sx/1x1/1xr/1s1/1sw/1sw.w0";
    let cycle = "c6-a6 c4-c3 a6-a7 c3-a5 a7-c7 a5-a4 c7-c6 a4-c4";
    let twice = after(code, cycle);
    assert_eq!(twice.outcome(), None, "the second occurrence");
    assert_eq!(twice.to_code().split('.').next(), code.split('.').next());
    let mut game = after(
        &twice.to_code(),
        "c6-a6 c4-c3 a6-a7 c3-a5 a7-c7 a5-a4 c7-c6",
    );
    assert_eq!(game.outcome(), None);
    game.play_token("a4-c4").expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn test_move_tokens() {
    for token in ["b2-b3", "a1-a3", "pass", "c8-a6"] {
        let m: JumpersMove = token.parse().expect("a token");
        assert_eq!(m.to_string(), token);
    }
    for token in ["a1", "a1-a2/b3", "B2-b3", "b2b3", "b2-", "", "pass-"] {
        assert_eq!(
            token.parse::<JumpersMove>(),
            Err(MoveError::Malformed),
            "{token:?}"
        );
    }
    assert_eq!("d1-d2".parse::<JumpersMove>(), Err(MoveError::NoSuchCell));
    assert_eq!("a8-a9".parse::<JumpersMove>(), Err(MoveError::NoSuchCell));
}

#[test]
fn test_codes_of_the_start_and_the_example() {
    // docs/rules/karo-jumpers.md, Example 3.
    let start = KaroJumpers::default();
    assert_eq!(start.to_code(), "sss/rrr/3/3/3/3/www/xxx.w0");
    let game = after(&start.to_code(), "a1-a3 c7-c6");
    let code = game.to_code();
    assert_eq!(code, "sss/rr1/2s/3/3/w2/www/1xx.w0.a1-a3.c7-c6");
    assert_eq!(
        KaroJumpers::from_code(KaroOptions::default(), &code),
        Ok(game)
    );
    let red_first = KaroOptions::from_assignments(["first=red"]).expect("valid");
    assert_eq!(
        KaroJumpers::new(red_first).to_code(),
        "sss/rrr/3/3/3/3/www/xxx.r0"
    );
}

#[test]
fn test_codes_keep_passes_and_the_repetition_count() {
    let once = after(BLOCKED, "pass");
    assert_eq!(once.to_code(), "3/3/3/3/xxx/rwr/wrw/rrr.w1.pass");
    assert_eq!(pos(&once.to_code()), once);
    let drawn = after(BLOCKED, "pass pass");
    assert_eq!(pos(&drawn.to_code()), drawn);
    assert_eq!(pos(&drawn.to_code()).outcome(), Some(Outcome::Draw));
    let code = "1s1/1x1/1sx/1x1/1xr/1s1/1sw/1sw.w0";
    let game = after(
        code,
        "c6-a6 c4-c3 a6-a7 c3-a5 a7-c7 a5-a4 c7-c6 a4-c4 c6-a6",
    );
    let read = pos(&game.to_code());
    assert_eq!(read, game);
    let done = after(&read.to_code(), "c4-c3 a6-a7 c3-a5 a7-c7 a5-a4 c7-c6 a4-c4");
    assert_eq!(done.outcome(), Some(Outcome::Draw));
}

#[test]
fn test_bad_codes_say_what_is_wrong() {
    let cases: [(&str, CodeError); 12] = [
        (
            "",
            CodeError::Syntax("expected the rows, '.', the side to move and the passes"),
        ),
        (
            "sss/rrr/3/3/3/3/www.w0",
            CodeError::Syntax("expected 8 rows separated by '/'"),
        ),
        (
            "sss/rrr/3/3/3/3/www/xx.w0",
            CodeError::Syntax("a row holds fewer than 3 cells"),
        ),
        (
            "sss/rrr/3/3/3/3/www/xxxx.w0",
            CodeError::Syntax("a row is longer than the board"),
        ),
        (
            "sss/rrr/3/3/3/3/www/xxt.w0",
            CodeError::Syntax("a row holds only numbers, r, s, w and x"),
        ),
        (
            "sss/rrr/3/3/3/3/www/xxx.w3",
            CodeError::Syntax("expected the side to move (r or w) and the passes (0, 1 or 2)"),
        ),
        (
            "sss/rr1/3/3/3/3/www/xxx.w0",
            CodeError::Impossible("each side has six pieces"),
        ),
        (
            "www/www/3/3/3/rrr/rr1/1r1.w0",
            CodeError::Impossible("the side to move already has all its pieces home"),
        ),
        (
            "www/www/3/3/3/rrr/rr1/1r1.r1",
            CodeError::Impossible("a pass after the game was won"),
        ),
        (
            "sss/rrr/3/3/3/3/www/xxx.w0.a1-a3",
            CodeError::Impossible("the history does not lead to this position"),
        ),
        (
            "sss/rrr/3/3/3/3/www/xxx.w0.zz",
            CodeError::Syntax("the history holds a token that is not a move"),
        ),
        (
            "sss/rrr/3/3/1x1/3/w1w/xxx.r0.b2-b4",
            CodeError::Impossible("the history holds a move that is not legal"),
        ),
    ];
    for (code, error) in cases {
        assert_eq!(
            KaroJumpers::from_code(KaroOptions::default(), code),
            Err(error),
            "{code}"
        );
    }
    assert_eq!(
        KaroJumpers::from_code(KaroOptions::default(), "sss/rrr/3/3/3/3/www/xxx.w0.pass"),
        Err(CodeError::Impossible(
            "more passes in the history than counted"
        ))
    );
    let won = pos("www/www/3/3/3/rrr/rr1/1r1.r0");
    assert_eq!(won.outcome(), Some(Outcome::Winner(Colour::White.seat())));
}

#[test]
fn test_replaying_a_record_gives_the_same_game() {
    let record = "a2-a3 a7-a6 b1-b3 b8-b6";
    let (game, moves) = replay::<KaroJumpers>(KaroOptions::default(), record.split_whitespace())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(moves.len(), 4);
    assert_eq!(game, after(&KaroJumpers::default().to_code(), record));
}

#[test]
fn test_perft_counts() {
    // Neither side's first moves reach the other's: 12 × 12 for two moves.
    let start = KaroJumpers::default();
    let counts: Vec<u64> = (1..=4).map(|depth| crate::perft(&start, depth)).collect();
    assert_eq!(counts, [12, 144, 1464, 14884]);
}
