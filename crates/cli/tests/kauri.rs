//! The command-line contract of `docs/rules/README.md` (rules 9–14) for Kauri, checked
//! on the real binary.

mod common;

use common::{assert_prints, assert_refused, tessera};

const START: &str = "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s";
/// Twelve moves without a capture, then North's `d` takes 34 stones.
const NORTH_TAKES_34: &str = "e a d f c b b c a e f d";
/// Into the tie-break at 30–30, where South is left without a cowrie.
const TIE_BREAK: &str = "c a b f d b a a f c e d f e c a d d f b b f b pass d pass a pass b \
                         pass f a c a e b f b d d e c f b";
/// Into the tie-break, then a cycle of 14 moves played twice.
const BEFORE_CYCLE: &str = "e e c c f a a d c b e f d d b b f d a a d c f b c a a f b e c a \
                            d c d f c d e d a a b c e b c e d d f c c e b d c b a c c f e a \
                            c c d c e b b d a c d e f";
const CYCLE: &str = "a a c c d b f e a a b d e f";

#[test]
fn test_legal_lists_the_pit_letters_sorted() {
    assert_prints("legal kauri", "a\nb\nc\nd\ne\nf\n");
    // South's c is empty after his first move.
    assert_prints("legal kauri c d", "a\nb\nd\ne\nf\n");
    // North opens with c; South's d drops a stone into it, but no cowrie.
    assert_prints("legal kauri --opt first=north -- c", "a\nb\nc\nd\ne\nf\n");
    assert_prints("legal kauri --opt first=north -- c d", "a\nb\nd\ne\nf\n");
}

#[test]
fn test_legal_offers_only_pass_without_a_cowrie() {
    assert_prints("legal kauri d e b a c f a d f b e b", "pass\n");
    let run = tessera("play kauri d e b a c f a d f b e b pass");
    assert!(run.stdout.starts_with("to-move: north\n"), "{}", run.stdout);
}

#[test]
fn test_legal_prints_nothing_once_the_game_is_over() {
    assert_prints(&format!("legal kauri {NORTH_TAKES_34}"), "");
    assert_prints(&format!("legal kauri {TIE_BREAK}"), "");
}

#[test]
fn test_play_prints_who_moves_the_score_and_the_position() {
    assert_prints(
        "play kauri",
        &format!("to-move: south\nscore: south=0 north=0\nposition: {START}\n"),
    );
    assert_prints(
        "play kauri c",
        &format!("to-move: north\nscore: south=0 north=0\nposition: {START}.c\n"),
    );
    assert_prints(
        "play kauri --opt first=north",
        "to-move: north\nscore: south=0 north=0\n\
         position: 5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.n\n",
    );
}

#[test]
fn test_play_prints_the_winner_of_an_early_decision() {
    assert_prints(
        &format!("play kauri {NORTH_TAKES_34}"),
        "result: winner north\nscore: south=0 north=34\n\
         position: 0c-0c-0c-0c-0c-1/9c-6c-3cc-0-2c-5cc.0-34.s\n",
    );
}

#[test]
fn test_play_prints_the_tie_break_winner() {
    let run = tessera(&format!("play kauri {TIE_BREAK}"));
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("result: winner north\nscore: south=30 north=30\nposition: "),
        "{}",
        run.stdout
    );
}

#[test]
fn test_play_prints_a_draw_on_the_third_occurrence() {
    let once = format!("play kauri {BEFORE_CYCLE} {CYCLE}");
    assert!(tessera(&once).stdout.starts_with("to-move: "));
    let run = tessera(&format!("play kauri {BEFORE_CYCLE} {CYCLE} {CYCLE}"));
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("result: draw\nscore: south=30 north=30\nposition: "),
        "{}",
        run.stdout
    );
    // The position code carries the moves since the last capture.
    let moves = format!("{CYCLE}{CYCLE}").replace(' ', "");
    assert!(
        run.stdout.ends_with(&format!("{moves}\n")),
        "{}",
        run.stdout
    );
}

#[test]
fn test_refusals() {
    assert_refused("play kauri c d x", "move 3 'x': not a move of this game");
    assert_refused("legal kauri A", "move 1 'A': not a move of this game");
    assert_refused("play kauri g", "move 1 'g': not a move of this game");
    assert_refused("play kauri c d c", "move 3 'c': that pit holds no cowrie");
    assert_refused(
        "play kauri pass",
        "move 1 'pass': a pass is allowed only without a cowrie to sow",
    );
    assert_refused(
        "play kauri d e b a c f a d f b e b a",
        "move 13 'a': no cowrie on this side: the only move is pass",
    );
    assert_refused(
        &format!("play kauri {NORTH_TAKES_34} a"),
        "move 13 'a': the game is over",
    );
    assert_refused(
        "play kauri --opt first=x",
        "option 'first=x': expected south or north",
    );
    assert_refused(
        "legal kauri --opt size=6",
        "option 'size': no such option (expected first)",
    );
}

#[test]
fn test_perft_counts_move_paths() {
    let run = tessera("perft kauri 5");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        &lines[..5],
        [
            "perft 1 6",
            "perft 2 36",
            "perft 3 191",
            "perft 4 976",
            "perft 5 4501"
        ]
    );
}

#[test]
fn test_selfplay_counts_every_game() {
    let run = tessera("selfplay kauri --games 50 --seed 9");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let count = |prefix: &str| -> u64 {
        let line = run
            .stdout
            .lines()
            .find(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no {prefix} line"));
        line.split_whitespace()
            .filter_map(|part| part.rsplit('=').next()?.parse::<u64>().ok())
            .sum()
    };
    assert_eq!(count("wins: ") + count("draws: "), 50);
}
