//! The command-line contract of `docs/rules/README.md` (rules 9–14) for both Karo
//! variants, checked on the real binary.

mod common;

use common::{assert_prints, assert_refused, tessera};

/// Twelve placements, white first: white on h10 i10 j10 k10 h9 i9, red on h11 i11 j11
/// k11 l9 l10.
const PLACED: &str = "h10 h11 i10 i11 j10 j11 k10 k11 h9 l9 i9 l10";

/// Each white jump turns a piece face-up on row 12; red shuffles l10 and l11.
const WHITE_WINS: &str = "h10-h12 l10-l11 i10-i12 l11-l10 j10-j12 l10-l11 k10-k12";

#[test]
fn test_four_start() {
    assert_prints(
        "legal karo-four",
        "h10\nh11\nh12\nh9\ni10\ni11\ni12\ni9\nj10\nj11\nj12\nj9\n\
         k10\nk11\nk12\nk9\nl10\nl11\nl12\nl9\n",
    );
    assert_prints(
        "play karo-four",
        "to-move: white\nposition: h12.ttttt/ttttt/ttttt/ttttt.w0\n",
    );
    assert_prints(
        "play karo-four --opt first=red i10",
        "to-move: white\nposition: h12.ttttt/ttttt/trttt/ttttt.w0\n",
    );
}

#[test]
fn test_four_moving_phase_lists_slides_jumps_and_relocations_sorted_by_bytes() {
    let run = tessera(&format!("legal karo-four {PLACED}"));
    assert_eq!(run.status, 0);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted);
    let mut unique = lines.clone();
    unique.dedup();
    assert_eq!(unique, lines);
    for token in [
        "h10-h12",
        "h9-g9/h12",
        "h9-g9/l12",
        "k10-l11",
        "i9-j9",
        "k10-m10/l12",
    ] {
        assert!(lines.contains(&token), "{token}");
    }
    // A tile cannot go where no white piece can then step.
    assert!(!lines.iter().any(|t| t.contains("-m12/")));
    assert_prints(
        &format!("play karo-four {PLACED}"),
        "to-move: white\nposition: h12.ttttt/rrrrt/wwwwr/wwttr.w0\n",
    );
}

#[test]
fn test_four_win_by_four_face_up() {
    assert_prints(
        &format!("play karo-four {PLACED} {WHITE_WINS}"),
        "result: winner white\nposition: h12.xxxxt/rrrrr/ttttt/wwttr.r0.h10-h12.l10-l11.\
         i10-i12.l11-l10.j10-j12.l10-l11.k10-k12\n",
    );
    assert_prints(&format!("legal karo-four {PLACED} {WHITE_WINS}"), "");
    assert_refused(
        &format!("play karo-four {PLACED} {WHITE_WINS} l9-l10"),
        "move 20 'l9-l10': the game is over",
    );
}

#[test]
fn test_four_refusals() {
    assert_refused(
        "play karo-four h9 h9",
        "move 2 'h9': a piece already stands there",
    );
    assert_refused("play karo-four a1", "move 1 'a1': no tile there");
    assert_refused("legal karo-four u1", "move 1 'u1': no such cell");
    assert_refused("play karo-four H9", "move 1 'H9': not a move of this game");
    assert_refused(
        "play karo-four h9-h10",
        "move 1 'h9-h10': pieces are still being placed",
    );
    let cases = [
        ("h12", "all pieces are already placed"),
        ("pass", "a pass is allowed only when no move is possible"),
        ("l9-l8", "no piece of yours there"),
        ("h10-g10", "no tile there"),
        ("h9-j12", "pieces do not move like that"),
        ("i9-m12/h12", "pieces do not move like that"),
        ("i9-k9", "no piece to jump over"),
        (
            "h9-g8/i12",
            "the tile to lift has more than two side-neighbours",
        ),
        ("h9-g8/l9", "a piece stands on the tile to lift"),
        ("h9-g8/g9", "no tile to lift there"),
        ("h9-j9/h12", "a tile is already there"),
        ("h9-h12/h12", "the tile must go to another cell"),
        (
            "i9-h13/h12",
            "the new place does not touch the field by a side",
        ),
    ];
    for (token, reason) in cases {
        assert_refused(
            &format!("play karo-four {PLACED} {token}"),
            &format!("move 13 '{token}': {reason}"),
        );
    }
    assert_refused(
        "play karo-four --opt first=black",
        "option 'first=black': expected white or red",
    );
}

#[test]
fn test_jumpers_start() {
    assert_prints(
        "legal karo-jumpers",
        "a1-a3\na1-c3\na2-a3\na2-b3\nb1-b3\nb2-a3\nb2-b3\nb2-c3\nc1-a3\nc1-c3\nc2-b3\nc2-c3\n",
    );
    assert_prints(
        "play karo-jumpers",
        "to-move: white\nposition: sss/rrr/3/3/3/3/www/xxx.w0\n",
    );
    assert_prints(
        "play karo-jumpers a1-a3 c7-c6",
        "to-move: white\nposition: sss/rr1/2s/3/3/w2/www/1xx.w0.a1-a3.c7-c6\n",
    );
    let run = tessera("legal karo-jumpers --opt first=red");
    assert!(
        run.stdout.starts_with("a7-a6\na7-b6\na8-a6\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn test_jumpers_refusals() {
    let cases = [
        ("b2-b4", "a crawler only moves to a neighbouring cell"),
        ("a1-a2", "a piece already stands there"),
        ("a7-a6", "no piece of yours there"),
        ("a1", "not a move of this game"),
        ("a1-a3/b5", "not a move of this game"),
        ("d1-d2", "no such cell"),
        ("pass", "a pass is allowed only when no move is possible"),
    ];
    for (token, reason) in cases {
        assert_refused(
            &format!("play karo-jumpers {token}"),
            &format!("move 1 '{token}': {reason}"),
        );
    }
    assert_refused(
        "play karo-jumpers a2-a3 a7-a6 a3-a4",
        "move 3 'a3-a4': a jumper only jumps",
    );
    assert_refused(
        "play karo-jumpers --opt size=3",
        "option 'size': no such option (expected first)",
    );
}

#[test]
fn test_perft_counts_of_both_variants() {
    let counts = |args: &str| -> Vec<String> {
        let run = tessera(args);
        assert_eq!(run.status, 0, "{}", run.stderr);
        run.stdout
            .lines()
            .filter(|l| l.starts_with("perft "))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(
        counts("perft karo-four 3"),
        ["perft 1 20", "perft 2 380", "perft 3 6840"]
    );
    assert_eq!(
        counts(&format!("perft karo-four 2 {PLACED}")),
        ["perft 1 54", "perft 2 3014"]
    );
    assert_eq!(
        counts("perft karo-jumpers 3"),
        ["perft 1 12", "perft 2 144", "perft 3 1464"]
    );
}
