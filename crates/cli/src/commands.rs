//! The subcommands, for any game of the engine.

use std::{fmt::Write, time::Instant};

use ai::{
    Clock, Computer, Level, NoClock,
    random::{self, Rng},
};

use engine::{Game, Outcome, Record, ToMove, with_game};

use crate::{
    args::{self, Command, Parsed, Position},
    pbrain::{self, timed, wall_clock},
};

/// Runs a command line, returning what goes to standard output.
///
/// # Errors
///
/// The one line that goes to standard error (the exit status is then 2).
pub fn run(args: &[String]) -> Result<String, String> {
    let command = match args::parse(args)? {
        Parsed::Help(text) => return Ok(text),
        Parsed::Command(command) => command,
    };
    let record = match &command {
        Command::Pbrain => {
            pbrain::serve(std::io::stdin().lock(), std::io::stdout().lock())
                .map_err(|e| format!("pbrain: {e}"))?;
            return Ok(String::new());
        }
        Command::Duel(duel) => return crate::duel::run(&crate::duel::Duel::from_args(duel)?),
        Command::Puzzles(puzzles) => return crate::puzzles::run(&puzzles.action),
        Command::Replay(file) => read_record(&file.file)?,
        Command::Legal(position) | Command::Play(position) => record(position)?,
        Command::Selfplay(runs) | Command::Soak(runs) => record(&runs.position)?,
        Command::Perft(perft) => record(&perft.position())?,
        Command::Ai(ai) => record(&ai.position)?,
        Command::Match(m) => record(&m.position())?,
        Command::Review(review) => record(&review.position)?,
    };
    with_game!(record.game, G => run_on::<G>(&command, &record))
}

/// The record of a game given on the command line.
fn record(position: &Position) -> Result<Record, String> {
    Ok(Record {
        game: position.game,
        options: position.options.clone(),
        position: None,
        moves: position.moves.clone(),
    })
}

/// Reads a record file (`-` is standard input).
fn read_record(path: &str) -> Result<Record, String> {
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(path)
    }
    .map_err(|e| format!("file '{path}': {e}"))?;
    text.parse().map_err(|e| format!("file '{path}': {e}"))
}

/// What `command` prints for `record`'s game.
fn run_on<G: Computer>(command: &Command, record: &Record) -> Result<String, String> {
    let level = |n: u8| Level::new(n).unwrap_or(Level::MAX);
    let replayed = record.replay::<G>()?;
    let game = &replayed.game;
    Ok(match command {
        Command::Legal(_) => legal(game),
        Command::Selfplay(runs) => selfplay(game, runs.games, runs.seed),
        Command::Soak(runs) => crate::soak::soak(game, runs.games, runs.seed)?,
        Command::Perft(perft) => perft_counts(game, perft.depth),
        Command::Review(review) => crate::review::print(
            &replayed.start,
            &replayed.moves,
            review.level.map_or(ai::review::LEVEL, level),
            review.seed,
        ),
        Command::Match(m) => play_match(
            game,
            [level(m.a), level(m.b)],
            (m.games, m.seed),
            game.match_opening_plies(),
            m.info,
        ),
        Command::Ai(asked) => {
            let settings = match asked.time_ms {
                Some(ms) => timed(game, ms as f64),
                None => game.settings(level(asked.level.unwrap_or(Level::MAX.get()))),
            };
            let clock = wall_clock();
            let thought = ai::think(game, &settings, asked.seed, &clock)
                .ok_or_else(|| "position: the game is over".to_owned())?;
            let mut out = format!("{}\n", game.format_move(thought.chosen));
            if asked.info {
                let seconds = clock.now_ms() / 1000.0;
                let _ = writeln!(out, "score: {}", thought.score);
                let _ = writeln!(out, "depth: {}", thought.depth);
                let _ = writeln!(out, "nodes: {}", thought.nodes);
                let _ = writeln!(out, "seconds: {seconds:.3}");
                let _ = writeln!(
                    out,
                    "nodes-per-second: {:.0}",
                    thought.nodes as f64 / seconds.max(1e-9)
                );
            }
            out
        }
        // `play`, `replay` (`pbrain` and `duel` have run already).
        _ => play(game),
    })
}

/// Plays `games` games between levels `a` and `b` and prints the results of each. Players
/// (numbered as by [`engine::Game::player_to_move`]) alternate between the levels: in even
/// games players 0, 2 are a and 1, 3 are b, in odd games the other way round. With two
/// players that is alternating starts; with three or four (Azacru), two teams of seats
/// that swap each game. A win by a seat of one level is that level's; a win shared by
/// both levels is a draw. Each pair of games starts with the same `opening_plies` moves
/// of a level-1 player, so that the pairs differ and each is fair.
///
/// The players think without a clock, by their node limits alone: the results depend on
/// the seed only, not on the machine or its load.
fn play_match<G: Computer>(
    start: &G,
    levels: [Level; 2],
    (games, seed): (u64, u64),
    opening_plies: usize,
    show_games: bool,
) -> String {
    // [wins, draws, losses] of a and b.
    let mut results = [[0u64; 3]; 2];
    let mut records = String::new();
    let (mut plies, mut nodes) = (0u64, 0u64);
    let clock = wall_clock();
    let started = clock.now_ms();
    for i in 0..games {
        let mut game = start.clone();
        let mut tokens = Vec::new();
        let pair_seed = mix(seed, i / 2);
        for ply in 0..opening_plies as u64 {
            match ai::choose_move(&game, Level::MIN, mix(pair_seed, ply), &NoClock) {
                Some(m) => {
                    tokens.push(game.format_move(m));
                    game.play_unchecked(m);
                }
                None => break,
            }
        }
        // 0 when `player` plays at level a in this game, 1 at level b.
        let team = |player: usize| (player + i as usize) % 2;
        let first = game.player_to_move().map_or(0, team);
        let game_seed = mix(seed, i);
        let mut ply = 0;
        while let Some(player) = game.player_to_move() {
            let level = levels[team(player)];
            let Some(thought) =
                ai::think(&game, &game.settings(level), mix(game_seed, ply), &NoClock)
            else {
                break;
            };
            nodes += thought.nodes;
            tokens.push(game.format_move(thought.chosen));
            game.play_unchecked(thought.chosen);
            ply += 1;
        }
        plies += ply;
        let a_result = match game.outcome() {
            Some(Outcome::Winner(seat)) => 2 * team(game.player_in(seat)),
            Some(Outcome::Winners(seats)) => {
                let mut teams = seats.iter().map(|seat| team(game.player_in(seat)));
                let one = teams.next().unwrap_or(0);
                if teams.all(|t| t == one) { 2 * one } else { 1 }
            }
            _ => 1,
        };
        results[0][a_result] += 1;
        results[1][2 - a_result] += 1;
        let result = ["a wins", "draw", "b wins"][a_result];
        let first = ["a", "b"][first];
        let _ = writeln!(
            records,
            "game {}: {first} first, {result}: {}",
            i + 1,
            tokens.join(" ")
        );
    }
    let seconds = (clock.now_ms() - started) / 1000.0;
    let mut out = format!("games: {games}\n");
    for (name, (level, [wins, draws, losses])) in ["a", "b"].iter().zip(levels.iter().zip(results))
    {
        let _ = writeln!(
            out,
            "{name}: level={level} wins={wins} draws={draws} losses={losses}"
        );
    }
    let [wins, draws, _] = results[0];
    let score = (wins as f64 + draws as f64 / 2.0) / games.max(1) as f64;
    let _ = writeln!(out, "a-score: {:.1}%", 100.0 * score);
    let _ = writeln!(out, "moves: {plies}");
    let _ = writeln!(out, "seconds: {seconds:.3}");
    let _ = writeln!(
        out,
        "nodes-per-second: {:.0}",
        nodes as f64 / seconds.max(1e-9)
    );
    if show_games {
        out += &records;
    }
    out
}

/// A seed for the `n`-th part of a run seeded with `seed`.
fn mix(seed: u64, n: u64) -> u64 {
    Rng::new(seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
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
fn perft_counts<G: Game>(game: &G, depth: u32) -> String {
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
