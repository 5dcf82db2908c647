//! The stones the searches try: what a point is worth for ordering moves, and which stones
//! answer a winning threat. Shared by the alpha-beta search (`search.rs`) and the
//! forced-win searches (`vcf.rs`, `vct.rs`), so that neither depends on the other.

use super::{
    board::{Board, DIRECTIONS, other},
    patterns::{SHAPES, Shape},
};

/// What a shape is worth to the player who would make it, for move ordering.
const ATTACK: [i32; SHAPES] = [0, 1, 6, 16, 20, 70, 80, 2_000, 20_000];
/// What a shape is worth to stop, for move ordering.
const DEFEND: [i32; SHAPES] = [0, 1, 4, 12, 14, 50, 60, 1_500, 10_000];

/// The value of a point's four shapes, by `combined(s0, s1, s2, s3)`: for making them
/// (`VALUES[0]`) and for stopping them (`VALUES[1]`), combinations included.
static VALUES: [[i32; SHAPES * SHAPES * SHAPES * SHAPES]; 2] = {
    let mut values = [[0; SHAPES * SHAPES * SHAPES * SHAPES]; 2];
    let mut index = 0;
    while index < SHAPES * SHAPES * SHAPES * SHAPES {
        let mut rest = index;
        let (mut attack, mut defend, mut fours, mut threes) = (0, 0, 0, 0);
        let mut d = 0;
        while d < 4 {
            let shape = rest % SHAPES;
            rest /= SHAPES;
            attack += ATTACK[shape];
            defend += DEFEND[shape];
            if shape >= Shape::Four as usize {
                fours += 1;
            } else if shape == Shape::OpenThree as usize {
                threes += 1;
            }
            d += 1;
        }
        let combo = if fours >= 2 {
            5_000
        } else if fours == 1 && threes >= 1 {
            2_500
        } else if fours == 0 && threes >= 2 {
            1_000
        } else {
            0
        };
        values[0][index] = attack + combo;
        values[1][index] = (defend + combo) * 9 / 10;
        index += 1;
    }
    values
};

fn combined(shapes: [Shape; 4]) -> usize {
    let [a, b, c, d] = shapes.map(|s| s as usize);
    ((d * SHAPES + c) * SHAPES + b) * SHAPES + a
}

/// The value of a point for the side to move, for ordering moves: what it makes of our
/// shapes, and what it spoils of the opponent's.
pub(crate) fn point_value(board: &Board, cell: usize, me: u8) -> i32 {
    VALUES[0][combined(board.shapes(me, cell))] + VALUES[1][combined(board.shapes(other(me), cell))]
}

/// The moves of the side to move that answer `attacker`'s winning threat: every four of
/// its own, and every stone after which the threat is gone.
pub(crate) fn answers_to_threat(board: &mut Board, attacker: u8, out: &mut Vec<usize>) {
    let me = other(attacker);
    let mut near_threats = Vec::new();
    threat_lines(board, attacker, &mut near_threats);
    let mut fours = Vec::new();
    board.candidates(&mut fours);
    fours.retain(|&c| board.is_four(me, c));
    for &c in &near_threats {
        if fours.contains(&c) {
            continue;
        }
        board.play(c);
        let stops = !board.has_winning_threat(attacker);
        board.undo();
        if stops {
            out.push(c);
        }
    }
    out.extend(fours);
}

/// The empty cells that can change a winning threat of `attacker`: those within five of a
/// threatening point along the lines where it makes its fours.
pub(crate) fn threat_lines(board: &Board, attacker: u8, out: &mut Vec<usize>) {
    let mut all = Vec::new();
    board.candidates(&mut all);
    for &t in &all {
        let shapes = board.shapes(attacker, t);
        let open = shapes.contains(&Shape::OpenFour);
        let fours = shapes.iter().filter(|&&s| s >= Shape::Four).count();
        if !open && fours < 2 {
            continue;
        }
        for (d, &step) in DIRECTIONS.iter().enumerate() {
            if shapes[d] < Shape::Four {
                continue;
            }
            for k in -5isize..=5 {
                let c = t.wrapping_add_signed(k * step as isize);
                if board.is_empty(c) && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
}
