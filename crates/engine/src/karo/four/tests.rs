//! Every rule and example of `docs/rules/karo-four.md`, one test each.

use super::*;
use crate::{GameOptions, Seat, replay};

/// The twelve placements that fill rows 9 and 10 and the left of row 11, white first:
/// `h12.ttttt/wrttt/rwrwr/wrwrw.w0`, white to move.
const PLACEMENTS: &str = "h9 i9 j9 k9 l9 h10 i10 j10 k10 l10 h11 i11";

/// White to move; `l12-m12/h9` and the jump `i10-k12` are legal
/// (`docs/rules/karo-four.md`, Examples 1 and 2).
const NOTATION: &str = "h12.rrttw/wtrrt/rwtww/twrtt.w0";

/// Red to move with face-up pieces on h10, h11, h12 and i12.
const RED_NEARLY_WINS: &str = "h12.ssttt/swwtt/swwrt/rwwtt.r0";

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell name")
}

fn pos(code: &str) -> KaroFour {
    KaroFour::from_code(KaroOptions::default(), code).unwrap_or_else(|e| panic!("{code}: {e}"))
}

fn play(options: KaroOptions, record: &str) -> KaroFour {
    match replay::<KaroFour>(options, record.split_whitespace()) {
        Ok((game, _)) => game,
        Err(e) => panic!("{e}"),
    }
}

fn after(code: &str, record: &str) -> KaroFour {
    let mut game = pos(code);
    for token in record.split_whitespace() {
        game.play_token(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    game
}

fn tokens(game: &KaroFour) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut tokens: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    tokens.sort();
    tokens
}

fn names(cells: impl IntoIterator<Item = Cell>) -> Vec<String> {
    let mut names: Vec<String> = cells.into_iter().map(|c| c.to_string()).collect();
    names.sort();
    names
}

fn refusal(code: &str, token: &str) -> MoveError {
    let mut game = pos(code);
    let before = game.clone();
    let error = game.play_token(token).expect_err(token);
    assert_eq!(game, before, "a refused move changes nothing");
    error
}

fn red_piece(face_up: bool) -> Option<Piece> {
    Some(Piece {
        colour: Colour::Red,
        face_up,
    })
}

fn white_piece(face_up: bool) -> Option<Piece> {
    Some(Piece {
        colour: Colour::White,
        face_up,
    })
}

#[test]
fn test_start_is_a_5_by_4_rectangle_without_pieces_and_white_first() {
    let game = KaroFour::default();
    assert_eq!(game.tiles().count(), 20);
    for col in b'h'..=b'l' {
        for row in 9..=12 {
            let name = format!("{}{row}", char::from(col));
            assert!(game.has_tile(cell(&name)), "{name}");
            assert_eq!(game.piece(cell(&name)), None);
        }
    }
    assert_eq!(game.to_move(), Some(ToMove::Seat(Colour::White.seat())));
    let red_first = KaroFour::new(KaroOptions::from_assignments(["first=red"]).expect("valid"));
    assert_eq!(red_first.to_move(), Some(ToMove::Seat(Colour::Red.seat())));
    assert_eq!(KaroFour::seat_name(Seat(0)), "red");
}

#[test]
fn test_placing_puts_pieces_face_down_on_empty_tiles_in_turn() {
    let game = play(KaroOptions::default(), "i10 j10");
    assert_eq!(game.piece(cell("i10")), white_piece(false));
    assert_eq!(game.piece(cell("j10")), red_piece(false));
    assert_eq!(game.side_to_move(), Colour::White);
    assert_eq!(tokens(&game).len(), 18);
    assert!(!tokens(&game).contains(&"i10".to_owned()));
    assert!(game.is_placing());
}

#[test]
fn test_placing_only_on_an_empty_tile() {
    let start = KaroFour::default().to_code();
    assert_eq!(refusal(&start, "a1"), MoveError::NoTile);
    assert_eq!(refusal(&start, "u1"), MoveError::NoSuchCell);
    let mut game = play(KaroOptions::default(), "i10");
    assert_eq!(game.play_token("i10"), Err(MoveError::TileTaken));
}

#[test]
fn test_nothing_moves_and_nobody_passes_while_placing() {
    let mut game = play(KaroOptions::default(), "i10 j10");
    assert_eq!(game.play_token("i10-i11"), Err(MoveError::StillPlacing));
    assert_eq!(game.play_token("i10-g10/h9"), Err(MoveError::StillPlacing));
    assert_eq!(game.play_token("pass"), Err(MoveError::PassNotAllowed));
    assert!(tokens(&game).iter().all(|t| !t.contains('-')));
}

#[test]
fn test_moving_starts_after_twelve_placements_with_the_first_player() {
    let game = play(KaroOptions::default(), PLACEMENTS);
    assert!(!game.is_placing());
    assert_eq!(game.side_to_move(), Colour::White);
    assert_eq!(game.to_code(), "h12.ttttt/wrttt/rwrwr/wrwrw.w0");
    let mut game = game;
    assert_eq!(game.play_token("h12"), Err(MoveError::AllPlaced));
    let red_first = KaroOptions::from_assignments(["first=red"]).expect("valid");
    let game = play(red_first, PLACEMENTS);
    assert_eq!(game.side_to_move(), Colour::Red);
    assert_eq!(game.piece(cell("h9")), red_piece(false));
}

#[test]
fn test_slides_go_to_any_of_the_eight_neighbours_and_keep_the_face() {
    // White's face-up j11 has eight empty tiles around it.
    let code = "h12.rtttr/rtxtw/wtttr/rwrww.w0";
    let legal = tokens(&pos(code));
    let slides: Vec<&String> = legal.iter().filter(|t| t.starts_with("j11-")).collect();
    assert_eq!(
        slides,
        [
            "j11-i10", "j11-i11", "j11-i12", "j11-j10", "j11-j12", "j11-k10", "j11-k11", "j11-k12"
        ]
    );
    let game = after(code, "j11-i10");
    assert_eq!(game.piece(cell("i10")), white_piece(true));
    assert_eq!(game.piece(cell("j11")), None);
    let game = after(
        &play(KaroOptions::default(), PLACEMENTS).to_code(),
        "k10-l11",
    );
    assert_eq!(game.piece(cell("l11")), white_piece(false));
}

#[test]
fn test_a_jump_goes_over_one_piece_of_either_colour_and_turns_the_jumper_over() {
    let code = play(KaroOptions::default(), PLACEMENTS).to_code();
    // Over red's i11, and over white's own i10.
    let legal = tokens(&pos(&code));
    assert!(legal.contains(&"h11-j11".to_owned()));
    assert!(legal.contains(&"h9-j11".to_owned()));
    let jumped = after(&code, "h11-j11");
    assert_eq!(jumped.piece(cell("j11")), white_piece(true));
    assert_eq!(
        jumped.piece(cell("i11")),
        red_piece(false),
        "the jumped piece stays"
    );
    // Jumping back over i11 turns it face-down again.
    let back = after(&code, "h11-j11 j10-k11 j11-h11");
    assert_eq!(back.piece(cell("h11")), white_piece(false));
}

#[test]
fn test_jumps_need_a_piece_in_between_and_go_exactly_two_cells() {
    let code = play(KaroOptions::default(), PLACEMENTS).to_code();
    assert_eq!(refusal(&code, "h11-h13"), MoveError::NoTile);
    assert_eq!(refusal(&code, "k10-k12"), MoveError::NothingToJump);
    assert_eq!(refusal(&code, "h9-h12"), MoveError::WrongWay);
    assert_eq!(refusal(&code, "h11-j12"), MoveError::WrongWay);
    assert_eq!(refusal(&code, "h11-h11"), MoveError::TileTaken);
    assert_eq!(refusal(&code, "i11-i12"), MoveError::NotYourPiece);
    assert_eq!(refusal(&code, "j12-j11"), MoveError::NotYourPiece);
    assert_eq!(refusal(&code, "h11-i11"), MoveError::TileTaken);
    assert_eq!(refusal(&code, "h11-g11"), MoveError::NoTile);
}

#[test]
fn test_start_rectangle_lifts_exactly_the_four_corners() {
    let game = KaroFour::default();
    assert_eq!(names(game.liftable_tiles()), ["h12", "h9", "l12", "l9"]);
    // After the placements only the two empty corners are left to relocate.
    let game = play(KaroOptions::default(), PLACEMENTS);
    assert_eq!(names(game.liftable_tiles()), ["h12", "l12"]);
    let lifted: std::collections::BTreeSet<String> = tokens(&game)
        .iter()
        .filter_map(|t| t.split_once('/').map(|(_, tile)| tile.to_owned()))
        .collect();
    assert_eq!(lifted.into_iter().collect::<Vec<_>>(), ["h12", "l12"]);
    let code = game.to_code();
    assert_eq!(refusal(&code, "h11-g11/i12"), MoveError::LiftHeld);
    assert_eq!(refusal(&code, "h11-g11/h9"), MoveError::LiftOccupied);
    assert_eq!(refusal(&code, "h11-g11/g9"), MoveError::NoTileToLift);
}

#[test]
fn test_a_chain_lifts_only_its_ends() {
    // a1–a10 and b10–k10: the bend at a10 has two side-neighbours but holds them together.
    let chain = pos("a10.ttttttttttt/t10/t10/t10/t10/t10/t10/t10/t10/t10.w0");
    assert_eq!(names(chain.liftable_tiles()), ["a1", "k10"]);
    assert_eq!(
        field::check_lift(chain.tiles, cell("a10")),
        Err(MoveError::LiftCutsField)
    );
    assert_eq!(
        field::check_lift(chain.tiles, cell("a5")),
        Err(MoveError::LiftCutsField)
    );
}

#[test]
fn test_a_two_neighbour_tile_that_would_cut_the_field_stays() {
    // Two 3×3 blocks joined by d2, and a tail on h2.
    let blocks = pos("a3.ttt1ttt1/tttttttt/ttt1ttt1.w0");
    assert_eq!(
        names(blocks.liftable_tiles()),
        ["a1", "a3", "c1", "c3", "e1", "e3", "g1", "g3", "h2"]
    );
    assert_eq!(
        field::check_lift(blocks.tiles, cell("d2")),
        Err(MoveError::LiftCutsField)
    );
    // A ring of 20: every tile has two side-neighbours, and none cuts the field.
    let ring = pos("a4.tttttttt/t6t/t6t/tttttttt.w0");
    assert_eq!(ring.liftable_tiles().len(), 20);
}

#[test]
fn test_the_new_place_touches_the_rest_of_the_field_by_a_side() {
    let code = play(KaroOptions::default(), PLACEMENTS).to_code();
    let legal = tokens(&pos(&code));
    // g12 touches h12 only: with h12 lifted it touches nothing.
    assert!(legal.contains(&"h11-g12/l12".to_owned()));
    assert!(!legal.contains(&"h11-g12/h12".to_owned()));
    assert_eq!(refusal(&code, "h11-g12/h12"), MoveError::NotTouchingField);
    // A corner contact is not a side.
    assert_eq!(refusal(&code, "h11-g13/l12"), MoveError::NotTouchingField);
    assert_eq!(refusal(&code, "i11-h12/h12"), MoveError::NotYourPiece);
    assert_eq!(refusal(&code, "h11-h12/h12"), MoveError::SameCell);
    assert_eq!(refusal(&code, "h11-i12/h12"), MoveError::TileAlreadyThere);
}

#[test]
fn test_a_relocation_no_piece_can_enter_is_not_a_move() {
    let game = play(KaroOptions::default(), PLACEMENTS);
    // h13 and m12 could take a corner tile, but no white piece reaches them.
    let legal = tokens(&game);
    assert!(
        legal
            .iter()
            .all(|t| !t.contains("-h13/") && !t.contains("-m12/"))
    );
    let code = game.to_code();
    assert_eq!(refusal(&code, "h11-h13/l12"), MoveError::NothingToJump);
    assert_eq!(refusal(&code, "k10-m12/h12"), MoveError::NothingToJump);
    assert_eq!(refusal(&code, "l9-m12/h12"), MoveError::WrongWay);
    // And every relocation listed is entered by a piece of white's.
    for token in legal.iter().filter(|t| t.contains('/')) {
        let from: Cell = token[..token.find('-').expect("a step")]
            .parse()
            .expect("a cell");
        assert_eq!(game.piece(from).map(|p| p.colour), Some(Colour::White));
    }
}

#[test]
fn test_relocate_and_enter_examples_of_the_notation() {
    let game = pos(NOTATION);
    let legal = tokens(&game);
    assert!(legal.contains(&"l12-m12/h9".to_owned()));
    assert!(legal.contains(&"i10-k12".to_owned()));
    // The tile at h9 goes to m12 and the piece at l12 moves onto it.
    let moved = after(NOTATION, "l12-m12/h9");
    assert!(!moved.has_tile(cell("h9")));
    assert!(moved.has_tile(cell("m12")) && moved.has_tile(cell("l12")));
    assert_eq!(moved.piece(cell("m12")), white_piece(false));
    assert_eq!(moved.piece(cell("l12")), None);
    assert_eq!(moved.tiles().count(), 20);
    let jumped = after(NOTATION, "i10-k12");
    assert_eq!(jumped.piece(cell("k12")), white_piece(true));
}

#[test]
fn test_example_white_relocates_a_tile_and_jumps_onto_it() {
    // docs/rules/karo-four.md, Example 4: white moves a tile and, in the same move, jumps
    // a red piece onto it. The tile from l9 goes to h13 and white's h11 jumps red's h12
    // onto it.
    let game = after(NOTATION, "h11-h13/l9");
    assert_eq!(game.piece(cell("h13")), white_piece(true), "turned over");
    assert_eq!(
        game.piece(cell("h12")),
        red_piece(false),
        "the jumped piece stays"
    );
    assert!(!game.has_tile(cell("l9")) && game.has_tile(cell("h13")));
    assert_eq!(game.piece(cell("h11")), None);
}

#[test]
fn test_same_tile_by_other_pieces_and_same_target_with_other_tiles_are_other_moves() {
    let legal = tokens(&play(KaroOptions::default(), PLACEMENTS));
    for token in ["h11-g10/h12", "h9-g10/h12", "i10-g10/h12", "h11-g10/l12"] {
        assert!(legal.contains(&token.to_owned()), "{token}");
    }
    let mut unique = legal.clone();
    unique.dedup();
    assert_eq!(unique, legal, "every move once");
}

#[test]
fn test_example_red_relocates_a_tile_slides_onto_it_and_wins() {
    // docs/rules/karo-four.md, Example 5: red moves a tile, slides a piece onto it and
    // wins. i12 slides to h13 on the tile from l9, completing h10–h13.
    let mut game = pos(RED_NEARLY_WINS);
    assert_eq!(game.outcome(), None);
    game.play_token("i12-h13/l9").expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::Winner(Colour::Red.seat())));
    assert_eq!(names(game.winning_cells()), ["h10", "h11", "h12", "h13"]);
    assert_eq!(game.to_move(), None);
    assert_eq!(tokens(&game), Vec::<String>::new());
    assert_eq!(game.play_token("h9-g8/l12"), Err(MoveError::GameOver));
}

#[test]
fn test_four_face_up_in_a_row_wins_in_every_direction() {
    let cases = [
        // Row 12: h12 i12 j12 face-up; k10 jumps white's k11 and lands face-up.
        (
            "h12.ssstt/tttww/tttrw/rrwww.r0",
            "k10-k12",
            "h12 i12 j12 k12",
        ),
        // Column l: l9 l10 l11 face-up; j12 jumps k12 onto l12.
        (
            "h12.ttrwt/wwtts/wttts/rrwws.r0",
            "j12-l12",
            "l9 l10 l11 l12",
        ),
        // Diagonal: h9 i10 j11 face-up; k10 jumps k11 onto k12.
        (
            "h12.rrttw/ttswt/tstrt/swwww.r0",
            "k10-k12",
            "h9 i10 j11 k12",
        ),
        // The other diagonal: face-up i11 slides to i12 beside j11 k10 l9.
        (
            "h12.ttttw/rsswt/ttwst/wwrws.r0",
            "i11-i12",
            "i12 j11 k10 l9",
        ),
    ];
    for (code, token, row) in cases {
        let game = after(code, token);
        assert_eq!(
            game.outcome(),
            Some(Outcome::Winner(Colour::Red.seat())),
            "{code}"
        );
        let mut expected: Vec<&str> = row.split_whitespace().collect();
        expected.sort();
        assert_eq!(names(game.winning_cells()), expected, "{code}");
    }
}

#[test]
fn test_face_down_pieces_do_not_count() {
    // h12 i12 j12 face-up; l11 slides to k12 and stays face-down.
    let game = after("h12.ssstt/tttwr/tttww/rrwww.r0", "l11-k12");
    assert_eq!(game.piece(cell("k12")), red_piece(false));
    assert_eq!(game.outcome(), None);
}

#[test]
fn test_five_in_a_row_wins_too() {
    // h12 i12 and k12 l12 face-up; j10 jumps j11 into the gap.
    let game = after("h12.sstss/wtwtt/ttrtt/rwwww.r0", "j10-j12");
    assert_eq!(game.outcome(), Some(Outcome::Winner(Colour::Red.seat())));
    assert_eq!(game.winning_cells().len(), 5);
}

#[test]
fn test_a_blocked_side_must_pass() {
    // A straight chain on row 1: red's a1–f1 are walled in by white's g1–k1, and the
    // only tiles with one side-neighbour (a1, t1) hold pieces.
    let code = "a1.rrrrrrwwwwwttttttttw.r0";
    let game = pos(code);
    assert_eq!(tokens(&game), ["pass"]);
    assert!(game.liftable_tiles().is_empty());
    let game = after(code, "pass");
    assert_eq!(game.to_code(), "a1.rrrrrrwwwwwttttttttw.w1.pass");
    assert_eq!(game.outcome(), None);
    assert_eq!(refusal(&game.to_code(), "pass"), MoveError::PassNotAllowed);
    assert!(tokens(&game).contains(&"k1-l1".to_owned()));
}

#[test]
fn test_two_passes_in_a_row_draw() {
    // Both sides blocked cannot happen in karo-four (the first empty tile on a path from
    // any piece is beside some piece), so the rule is checked from a code that counts one
    // pass already.
    let game = pos("a1.rrrrrrwwwwwttttttttw.r1");
    let game = after(&game.to_code(), "pass");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn test_the_third_occurrence_of_a_position_draws() {
    let start = play(KaroOptions::default(), PLACEMENTS);
    let shuffle = "h11-h12 i11-i12 h12-h11 i12-i11";
    let twice = after(&start.to_code(), shuffle);
    assert_eq!(twice.outcome(), None, "the second occurrence");
    let mut game = after(&twice.to_code(), "h11-h12 i11-i12 h12-h11");
    assert_eq!(game.outcome(), None);
    game.play_token("i12-i11").expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert_eq!(tokens(&game), Vec::<String>::new());
}

#[test]
fn test_the_table_edge_bounds_the_field() {
    // A field against the right and top edges: no move wraps around to column a.
    let game = pos("p20.tttww/twttw/ttrrw/rrrrw.w0");
    let legal = tokens(&game);
    assert!(!legal.is_empty());
    for token in &legal {
        let move_ = token.parse::<FourMove>().expect("a move");
        if let FourMove::Relocate { to, .. } = move_ {
            assert!(to.col() >= 14 && to.row() <= 19, "{token}");
        }
    }
    assert_eq!(
        "t20-u20/p17".parse::<FourMove>(),
        Err(MoveError::NoSuchCell)
    );
}

#[test]
fn test_move_tokens_round_trip() {
    for token in [
        "i10",
        "i10-j11",
        "i10-k12",
        "l12-m12/h9",
        "pass",
        "a1-t20/j10",
    ] {
        let m: FourMove = token.parse().expect("a token");
        assert_eq!(m.to_string(), token);
    }
    for token in [
        "", "I10", "i010", "i10-", "-i10", "i10/h9", "i10-j11/", "pass ", "PASS",
    ] {
        assert_eq!(
            token.parse::<FourMove>(),
            Err(MoveError::Malformed),
            "{token:?}"
        );
    }
    assert_eq!(
        "i10-j11/h9/g9".parse::<FourMove>(),
        Err(MoveError::Malformed)
    );
    assert_eq!("v1".parse::<FourMove>(), Err(MoveError::NoSuchCell));
}

#[test]
fn test_code_of_the_start_and_after_moves() {
    assert_eq!(
        KaroFour::default().to_code(),
        "h12.ttttt/ttttt/ttttt/ttttt.w0"
    );
    let red_first = KaroOptions::from_assignments(["first=red"]).expect("valid");
    assert_eq!(
        KaroFour::new(red_first).to_code(),
        "h12.ttttt/ttttt/ttttt/ttttt.r0"
    );
    let game = play(
        KaroOptions::default(),
        &format!("{PLACEMENTS} h11-g10/l12 i11-i12"),
    );
    let code = game.to_code();
    assert_eq!(
        code,
        "g12.1trtt1/1ttttt/wrwrwr/1wrwrw.w0.h11-g10/l12.i11-i12"
    );
    assert_eq!(KaroFour::from_code(KaroOptions::default(), &code), Ok(game));
}

#[test]
fn test_code_keeps_the_repetition_count() {
    let start = play(KaroOptions::default(), PLACEMENTS);
    let game = after(&start.to_code(), "h11-h12 i11-i12 h12-h11 i12-i11 h11-h12");
    let read = pos(&game.to_code());
    assert_eq!(read, game);
    let mut read = read;
    for token in ["i11-i12", "h12-h11"] {
        read.play_token(token).expect("legal");
    }
    assert_eq!(read.outcome(), None);
    read.play_token("i12-i11").expect("legal");
    assert_eq!(read.outcome(), Some(Outcome::Draw));
}

#[test]
fn test_bad_codes_say_what_is_wrong() {
    let cases: [(&str, CodeError); 12] = [
        (
            "",
            CodeError::Syntax(
                "expected the top-left cell, '.', the rows, '.', the side to move and the passes",
            ),
        ),
        (
            "z9.ttttt/ttttt/ttttt/ttttt.w0",
            CodeError::Syntax("the code starts with a cell of the table"),
        ),
        (
            "h12.ttttt/tttt/ttttt/ttttt.w0",
            CodeError::Syntax("the rows must all be as long"),
        ),
        (
            "h12.ttttt/ttttt/ttttt/ttttt.b0",
            CodeError::Syntax("the side to move must be r or w"),
        ),
        (
            "h2.ttttt/ttttt/ttttt/ttttt.w0",
            CodeError::Syntax("the rows go below the table"),
        ),
        (
            "g12.1ttttt/1ttttt/1ttttt/1ttttt.w0",
            CodeError::Syntax("the box must be the smallest around the tiles"),
        ),
        (
            "h12.ttttt/ttttt/ttttt/tttt1.w0",
            CodeError::Impossible("the field has 20 tiles"),
        ),
        (
            "h12.tttttt/tttttt/6/tttt2/tttt2.w0",
            CodeError::Impossible("the tiles must be joined through their sides"),
        ),
        (
            "h12.ttttt/ttttt/ttttt/rrttt.w0",
            CodeError::Impossible("the sides place their pieces in turn"),
        ),
        (
            "h12.ttttt/ttttt/ttttt/wrttt.r0",
            CodeError::Impossible("the side to move does not follow the placing order"),
        ),
        (
            "h12.ssssw/wwwww/rrttt/ttttt.r0",
            CodeError::Impossible("the side to move already has four in a row"),
        ),
        (
            "h12.ttttt/wrttt/rwrwr/wrwrw.w0.h11-h13",
            CodeError::Impossible("the history does not lead to this position"),
        ),
    ];
    for (code, error) in cases {
        assert_eq!(
            KaroFour::from_code(KaroOptions::default(), code),
            Err(error),
            "{code}"
        );
    }
    // The last mover's four is a finished game, not an error.
    let won = pos("h12.ssssw/wwwww/rrttt/ttttt.w0");
    assert_eq!(won.outcome(), Some(Outcome::Winner(Colour::Red.seat())));
}

#[test]
fn test_perft_counts() {
    // Placing: 20 × 19 × 18 ways; then the moves of a fixed position.
    let start = KaroFour::default();
    let counts: Vec<u64> = (1..=3).map(|depth| crate::perft(&start, depth)).collect();
    assert_eq!(counts, [20, 380, 6840]);
    let placed = play(KaroOptions::default(), PLACEMENTS);
    let counts: Vec<u64> = (1..=2).map(|depth| crate::perft(&placed, depth)).collect();
    assert_eq!(counts, [53, 4003]);
}
