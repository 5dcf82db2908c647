//! Fits the Caro evaluation's shape weights to games, as engine authors tune theirs
//! ("Texel tuning"): the computer plays itself from every balanced opening, each quiet
//! position is kept with the game's result for the side to move, and the weights are moved
//! to make `1 / (1 + 3^(-value / scale))` predict those results best (least squares).
//!
//! The scale is first fitted to the weights in use, so that the new weights keep the units
//! of the old (the review turns scores into win chances on that scale). Odd-numbered games
//! are kept out of the fit and only measured, to see that the fit generalises.
//!
//! `cargo run --release -p tessera-ai --example caro_weights -- [level] [threads]`
//! (level 3 and two threads by default; a run takes some minutes).

use std::sync::Mutex;

use ai::{Level, NoClock, caro};
use engine::{
    Game, Outcome,
    caro::{Caro, CaroOptions},
};

const SHAPES: usize = 9;
/// The shapes whose weights are fitted: not `None` (never counted), nor the five and the
/// open four (positions with them are not quiet, and are left out).
const FITTED: std::ops::Range<usize> = 1..7;
/// Quiet positions: no five to complete and no open four to make for either side.
const FIVE: usize = 8;
const OPEN_FOUR: usize = 7;

struct Sample {
    counts: [[u32; SHAPES]; 2],
    /// 1 if the side to move won, 0 if it lost, ½ for a draw.
    result: f64,
    game: usize,
}

/// Plays one game from `opening` at `level` against itself; its quiet positions.
fn play(opening: &[String], level: Level, index: usize) -> Vec<Sample> {
    let mut game = Caro::new(CaroOptions::default());
    for token in opening {
        game.play_token(token).expect("a legal opening");
    }
    let mut seen = Vec::new();
    while !game.is_over() {
        let counts = caro::shape_counts(&game);
        let quiet = counts.iter().all(|c| c[FIVE] == 0 && c[OPEN_FOUR] == 0);
        if quiet {
            seen.push((counts, game.next_colour()));
        }
        let Some(m) = ai::choose_move(&game, level, index as u64, &NoClock) else {
            break;
        };
        game.play_unchecked(m);
    }
    let winner = match game.outcome() {
        Some(Outcome::Winner(seat)) => Some(seat),
        _ => None,
    };
    seen.into_iter()
        .map(|(counts, mover)| Sample {
            counts,
            result: match winner {
                Some(w) if w == mover.seat() => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
            game: index,
        })
        .collect()
}

fn value(weights: &[[f64; SHAPES]; 2], counts: &[[u32; SHAPES]; 2]) -> f64 {
    let sum = |c: &[u32; SHAPES], w: &[f64; SHAPES]| -> f64 {
        c.iter().zip(w).map(|(&n, &w)| f64::from(n) * w).sum()
    };
    sum(&counts[0], &weights[0]) - sum(&counts[1], &weights[1])
}

fn predicted(v: f64, scale: f64) -> f64 {
    1.0 / (1.0 + 3f64.powf(-v / scale))
}

fn error(samples: &[&Sample], weights: &[[f64; SHAPES]; 2], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - predicted(value(weights, &s.counts), scale)).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The scale at which `weights` predict best, by golden-section search.
fn fit_scale(samples: &[&Sample], weights: &[[f64; SHAPES]; 2]) -> f64 {
    let (mut low, mut high) = (10.0f64, 5_000.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(samples, weights, a) < error(samples, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Gradient descent (Adam) on the fitted weights at a fixed scale.
fn fit_weights(samples: &[&Sample], start: [[f64; SHAPES]; 2], scale: f64) -> [[f64; SHAPES]; 2] {
    let mut w = start;
    let (mut m, mut v) = ([[0.0; SHAPES]; 2], [[0.0; SHAPES]; 2]);
    let (rate, beta1, beta2) = (0.5, 0.9, 0.999);
    let k = 3f64.ln() / scale;
    for step in 1..=3_000 {
        let mut grad = [[0.0; SHAPES]; 2];
        for s in samples {
            let p = predicted(value(&w, &s.counts), scale);
            // d(p - r)^2 / dv = 2 (p - r) p (1 - p) k
            let d = 2.0 * (p - s.result) * p * (1.0 - p) * k;
            for shape in FITTED {
                grad[0][shape] += d * f64::from(s.counts[0][shape]);
                grad[1][shape] -= d * f64::from(s.counts[1][shape]);
            }
        }
        for side in 0..2 {
            for shape in FITTED {
                let g = grad[side][shape] / samples.len() as f64;
                m[side][shape] = beta1 * m[side][shape] + (1.0 - beta1) * g;
                v[side][shape] = beta2 * v[side][shape] + (1.0 - beta2) * g * g;
                let m_hat = m[side][shape] / (1.0 - beta1.powi(step));
                let v_hat = v[side][shape] / (1.0 - beta2.powi(step));
                w[side][shape] -= rate * m_hat / (v_hat.sqrt() + 1e-9);
            }
        }
    }
    w
}

fn main() {
    let mut args = std::env::args().skip(1);
    let level = args
        .next()
        .and_then(|a| a.parse().ok())
        .and_then(Level::new)
        .unwrap_or(Level::new(3).expect("3"));
    let threads: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let openings = [ai::caro::openings(8), ai::caro::openings(9)].concat();
    let next = Mutex::new(0usize);
    let samples = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = {
                        let mut n = next.lock().expect("lock");
                        *n += 1;
                        *n - 1
                    };
                    let Some(opening) = openings.get(index) else {
                        break;
                    };
                    let found = play(opening, level, index);
                    samples.lock().expect("lock").extend(found);
                }
            });
        }
    });
    let samples = samples.into_inner().expect("lock");
    let (train, check): (Vec<&Sample>, Vec<&Sample>) =
        samples.iter().partition(|s| s.game % 2 == 0);
    let old = caro::evaluation_weights().map(|side| side.map(f64::from));
    let scale = fit_scale(&train, &old);
    let new = fit_weights(&train, old, scale);
    println!(
        "{} games at level {level}, {} quiet positions ({} fitted, {} checked)",
        openings.len(),
        samples.len(),
        train.len(),
        check.len()
    );
    println!("scale fitted to the weights in use: {scale:.0}");
    for (name, w) in [("in use", &old), ("fitted", &new)] {
        println!(
            "{name:>7}: error {:.5} fitted, {:.5} checked; mine {:?}, theirs {:?}",
            error(&train, w, scale),
            error(&check, w, scale),
            w[0].map(|x| x.round() as i32),
            w[1].map(|x| x.round() as i32),
        );
    }
}
