//! Writes the balanced Caro openings that engine matches start from
//! (`crates/ai/data/caro-openings*.txt`): every three-stone start with Black's first stone
//! on h8 and the other two within three rows and columns of it, one of each set of
//! positions the board's eight symmetries turn into each other, kept where a level-4 look
//! (`review::look`, `docs/review.md`) gives Black a win chance within `margin` of a half.
//!
//! `cargo run --release -p tessera-ai --example caro_openings -- [margin ‰] [rule]`
//! (`rule`: `8`, overlines win, the default; `9`, exact five).

use ai::{NoClock, review};
use engine::{
    Game,
    caro::{Caro, CaroOptions, Overline},
};

/// How far from h8 the second and third stones may be.
const REACH: i8 = 4;

/// The eight symmetries of the board about h8, on offsets.
fn symmetries((x, y): (i8, i8)) -> [(i8, i8); 8] {
    [
        (x, y),
        (-x, y),
        (x, -y),
        (-x, -y),
        (y, x),
        (-y, x),
        (y, -x),
        (-y, -x),
    ]
}

/// The token of the point at offset `(x, y)` from h8 (x to the right, y up).
fn token((x, y): (i8, i8)) -> String {
    let column = char::from(b'h'.wrapping_add_signed(x));
    format!("{column}{}", 8 + i32::from(y))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let margin: u16 = args.next().and_then(|a| a.parse().ok()).unwrap_or(120);
    let exact = matches!(args.next().as_deref(), Some("9"));
    let options = CaroOptions {
        overline: if exact {
            Overline::NoWin
        } else {
            Overline::Win
        },
        ..CaroOptions::default()
    };
    let offsets: Vec<(i8, i8)> = (-REACH..=REACH)
        .flat_map(|x| (-REACH..=REACH).map(move |y| (x, y)))
        .filter(|&o| o != (0, 0))
        .collect();
    let mut seen = std::collections::BTreeSet::new();
    let mut kept = Vec::new();
    let mut looked = 0;
    for &white in &offsets {
        for &black in offsets.iter().filter(|&&b| b != white) {
            let turned = symmetries(white).into_iter().zip(symmetries(black));
            let canonical = turned.min().unwrap_or((white, black));
            if !seen.insert(canonical) {
                continue;
            }
            let (white, black) = canonical;
            let tokens = [token((0, 0)), token(white), token(black)];
            let mut game = Caro::new(options);
            if tokens.iter().any(|t| game.play_token(t).is_err()) || game.is_over() {
                continue;
            }
            let mut settings = review::settings(&game, review::LEVEL);
            settings.limits.time_ms = None;
            let look = review::look(&game, &settings, 1, &NoClock);
            looked += 1;
            // White is to move: Black is player 0.
            let black_chance = look.chances.first().copied().unwrap_or(0);
            if black_chance.abs_diff(review::CERTAIN / 2) <= margin {
                kept.push((tokens.join(" "), black_chance));
            }
        }
    }
    let rule = if exact { 9 } else { 8 };
    println!("# Balanced three-stone Caro openings (rule {rule}), for engine matches.");
    println!(
        "# Written by `cargo run --release -p tessera-ai --example caro_openings -- {margin} {rule}`:"
    );
    println!(
        "# {looked} starts looked at (h8, then two stones within {REACH} of it, one of each symmetric set),"
    );
    println!(
        "# {} kept where Black's win chance at level 4 is within {margin} thousandths of a half.",
        kept.len()
    );
    println!("# One opening a line: its moves, then Black's win chance in thousandths after '#'.");
    for (tokens, chance) in kept {
        println!("{tokens} # {chance}");
    }
}
