//! `legal` and `play`, for any game of the engine.

use std::{fmt::Write, time::Instant};

use ai::random::{self, Rng};

use engine::{Game, GameId, GameOptions, Outcome, ToMove, caro::Caro, kauri::Kauri, replay};

use crate::args::{self, Args, Command};

/// Runs a command line, returning what goes to standard output.
///
/// # Errors
///
/// The one line that goes to standard error (the exit status is then 2).
pub fn run(args: &[String]) -> Result<String, String> {
    let args = args::parse(args)?;
    if args.command == Command::Help {
        return Ok(args::USAGE.to_owned());
    }
    let id: GameId = args.game.parse().map_err(|e| format!("{e}"))?;
    match id {
        GameId::Caro => run_game::<Caro>(&args),
        GameId::Kauri => run_game::<Kauri>(&args),
        _ => Err(format!("game '{id}': not yet available")),
    }
}

fn run_game<G: Game>(args: &Args<'_>) -> Result<String, String> {
    let options =
        G::Options::from_assignments(args.options.iter().copied()).map_err(|e| e.to_string())?;
    let (game, _) = replay::<G>(options, args.moves.iter().copied()).map_err(|e| e.to_string())?;
    Ok(match args.command {
        Command::Legal => legal(&game),
        Command::Selfplay => selfplay(&game, args.games, args.seed),
        Command::Perft => perft(&game, args.depth),
        _ => play(&game),
    })
}

/// Every legal move, one per line, in byte order.
fn legal<G: Game>(game: &G) -> String {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut tokens: Vec<String> = moves.iter().map(|&m| game.format_move(m)).collect();
    tokens.sort_unstable();
    tokens.iter().map(|t| format!("{t}\n")).collect()
}

/// `to-move:` or `result:`, then `score:` where the game keeps one, then `position:`.
fn play<G: Game>(game: &G) -> String {
    let mut out = String::new();
    match (game.outcome(), game.to_move()) {
        (Some(Outcome::Winner(seat)), _) => {
            let _ = writeln!(out, "result: winner {}", G::seat_name(seat));
        }
        (Some(Outcome::Winners(seats)), _) => {
            let names: Vec<&str> = seats.iter().map(G::seat_name).collect();
            let _ = writeln!(out, "result: winners {}", names.join(","));
        }
        (Some(Outcome::Draw), _) => out.push_str("result: draw\n"),
        (None, Some(ToMove::Seat(seat))) => {
            let _ = writeln!(out, "to-move: {}", G::seat_name(seat));
        }
        (None, Some(ToMove::Choice) | None) => out.push_str("to-move: choice\n"),
    }
    if let Some(score) = game.score() {
        let pairs: Vec<String> = game
            .seats()
            .iter()
            .zip(score)
            .map(|(seat, n)| format!("{}={n}", G::seat_name(seat)))
            .collect();
        let _ = writeln!(out, "score: {}", pairs.join(" "));
    }
    let _ = writeln!(out, "position: {}", game.to_code());
    out
}

/// Plays `games` random games from `start` and prints the results by seat and the speed.
fn selfplay<G: Game>(start: &G, games: u64, seed: u64) -> String {
    let mut wins = vec![0u64; G::SEAT_NAMES.len()];
    let (mut draws, mut shared, mut plies) = (0u64, 0u64, 0u64);
    let mut moves = Vec::new();
    let clock = Instant::now();
    for i in 0..games {
        let mut rng = Rng::new(seed.wrapping_add(i));
        let mut game = start.clone();
        while let Some(m) = random::choose(&game, &mut rng, &mut moves) {
            game.play_unchecked(m);
            plies += 1;
        }
        match game.outcome() {
            Some(Outcome::Winner(seat)) => wins[seat.index()] += 1,
            Some(Outcome::Winners(_)) => shared += 1,
            _ => draws += 1,
        }
    }
    let seconds = clock.elapsed().as_secs_f64();
    let mut out = format!("games: {games}\nmoves: {plies}\n");
    let by_seat: Vec<String> = start
        .seats()
        .iter()
        .map(|seat| format!("{}={}", G::seat_name(seat), wins[seat.index()]))
        .collect();
    let _ = writeln!(out, "wins: {}", by_seat.join(" "));
    if shared > 0 {
        let _ = writeln!(out, "shared: {shared}");
    }
    let _ = writeln!(out, "draws: {draws}");
    let _ = writeln!(out, "seconds: {seconds:.3}");
    let _ = writeln!(
        out,
        "moves-per-second: {:.0}",
        plies as f64 / seconds.max(1e-9)
    );
    out
}

/// `perft <depth> <nodes>` for each depth, then the speed of the deepest count.
fn perft<G: Game>(game: &G, depth: u32) -> String {
    let mut out = String::new();
    let (mut nodes, mut seconds) = (0, 0.0);
    for d in 1..=depth {
        let clock = Instant::now();
        nodes = engine::perft(game, d);
        seconds = clock.elapsed().as_secs_f64();
        let _ = writeln!(out, "perft {d} {nodes}");
    }
    let _ = writeln!(out, "seconds: {seconds:.3}");
    let _ = writeln!(
        out,
        "nodes-per-second: {:.0}",
        nodes as f64 / seconds.max(1e-9)
    );
    out
}
