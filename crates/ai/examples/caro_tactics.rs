//! Writes Caro's tactical test set (`crates/ai/data/caro-tactics.txt`): positions from
//! level-3 games where one move matters, each with every answer that does, proved by a
//! referee that knows nothing of the engine but the rules (`engine::caro`).
//!
//! - `fours`: the side to move wins by continuous fours (every stone a four). The answers
//!   are the fours after which the referee proves the win against every reply.
//! - `save`: the opponent, given a free move, would win by fours. The answers are the
//!   stones after which the engine finds no such win; the referee proves the win after
//!   every other stone near the stones. Kept when one to three stones save, and level 5
//!   does not see the opponent winning after any of them all the same (by threes).
//!
//! Each position is also judged with closed fives winning (`closed=never`): where the
//! answers differ there, the position is a trap of Caro's rule and says so (`caro`).
//!
//! The proofs are the referee's (`ai::caro::referee`).
//!
//! `cargo run --release -p tessera-ai --example caro_tactics -- [rule] [wanted per kind]`
//! (rule `8` or `9`; the openings of that rule's file are played in order).

use ai::{
    Level, NoClock,
    caro::{
        self,
        referee::{ORACLE_NODES, saving_stones, winning_fours},
    },
};
use engine::{
    Game, GameOptions,
    caro::{Caro, CaroMove, CaroOptions, Point},
};

/// The most stones that may save a `save` position.
const MOST_SAVING: usize = 3;

fn options(rule: u8, closed_wins: bool) -> CaroOptions {
    let mut assignments = vec![if rule == 9 {
        "overline=nowin"
    } else {
        "overline=win"
    }];
    if closed_wins {
        assignments.push("closed=never");
    }
    CaroOptions::from_assignments(assignments).expect("valid options")
}

/// The same stones under other options.
fn with_options(game: &Caro, options: CaroOptions, moves: &[Point]) -> Caro {
    let mut other = Caro::new(options);
    for &p in moves {
        other.play_unchecked(CaroMove::Place(p));
    }
    debug_assert_eq!(other.stones(), game.stones());
    other
}

fn names(points: &[Point]) -> String {
    points
        .iter()
        .map(Point::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn main() {
    let mut args = std::env::args().skip(1);
    let rule: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(8);
    let wanted: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(15);
    let level = Level::new(3).expect("3");
    let (mut fours, mut saves) = (0, 0);
    for (index, opening) in ai::caro::openings(rule).iter().enumerate() {
        if fours >= wanted && saves >= wanted {
            break;
        }
        let mut game = Caro::new(options(rule, false));
        let mut moves = Vec::new();
        for token in opening {
            let m = game.parse_move(token).expect("a point");
            if let CaroMove::Place(p) = m {
                moves.push(p);
            }
            game.play_unchecked(m);
        }
        // At most one position of each kind from a game, for variety.
        let (mut found_fours, mut found_save) = (false, false);
        while !game.is_over() {
            // The same stones with closed fives winning, to tell Caro's traps.
            let loose = || with_options(&game, options(rule, true), &moves);
            let win = caro::forced_win(&game, ORACLE_NODES);
            if !found_fours && fours < wanted && win.is_some_and(|w| w.moves >= 4) {
                let answers = winning_fours(&game);
                if !answers.is_empty() {
                    let trap = winning_fours(&loose()) != answers;
                    fours += 1;
                    found_fours = true;
                    print(rule, "fours", trap, &moves, &answers);
                }
            } else if !found_save
                && saves < wanted
                && win.is_none()
                && let Some(answers) = saving_stones(&game, MOST_SAVING)
            {
                let trap = saving_stones(&loose(), MOST_SAVING).as_ref() != Some(&answers);
                saves += 1;
                found_save = true;
                print(rule, "save", trap, &moves, &answers);
            }
            let Some(m) = ai::choose_move(&game, level, index as u64, &NoClock) else {
                break;
            };
            if let CaroMove::Place(p) = m {
                moves.push(p);
            }
            game.play_unchecked(m);
        }
        eprintln!("opening {index}: {fours} fours, {saves} saves");
    }
}

fn print(rule: u8, kind: &str, trap: bool, moves: &[Point], answers: &[Point]) {
    let kind = if trap {
        format!("{kind} caro")
    } else {
        kind.to_owned()
    };
    println!("{kind} rule={rule} {} -> {}", names(moves), names(answers));
}
