//! `scripts/bench-server`: the server under load, on loopback only, bounded in time.
//!
//! Starts the server's binary on a fresh SQLite file, creates N Caro games, and connects two
//! players and a spectator to each. The players play legal moves, at a person's pace (a
//! random pause before each move) or flat out, for a fixed number of moves. Prints moves a
//! second, the acknowledgement's latency (p50, p99, max), the server's memory per game, and
//! whether every acknowledged move is in the database once.
//!
//! The clients are processes of this same program (`clients` mode), each with at most
//! [`SOCKETS_PER_CLIENT`] sockets from its own loopback address, so that no client
//! process reaches its descriptor limit, however many games the server is given.
//!
//! Usage: `bench_server <server binary> <games> <moves per game> <paced|flat>`

#![allow(clippy::unwrap_used)]

#[path = "common/accounts.rs"]
mod accounts;
mod common;
#[path = "common/load.rs"]
mod load;

use std::{
    collections::HashMap,
    io::{BufRead, BufReader, Write},
    net::{IpAddr, Ipv4Addr},
    ops::Range,
    process::Stdio,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMessage, ServerMessage, TimeControl};
use server::referee::Referee;
use tokio_tungstenite::tungstenite::Message;

/// What the players saw: each game's acknowledged moves, and every latency.
#[derive(Default)]
struct Seen {
    acked: HashMap<String, Vec<String>>,
    latencies: Vec<Duration>,
    /// Presence messages the players were sent before play began.
    presence: usize,
    /// Whether the players, before play begins, ping every [`PROBE`] and time the
    /// answers (a spectator's round trip through the game's task).
    probe: bool,
    /// Those round trips.
    pings: Vec<Duration>,
}

/// The watched game's clients' address.
const LOOPBACK: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

/// The bench's games: live, long enough for any run.
const TIME: TimeControl = TimeControl::Live {
    base: 3 * 60 * 60,
    increment: 0,
};

use load::{PING, RAISED, Socket, peak_kb, quantile, rss_kb};

/// A socket on game `id` from the loopback address `source`, its hello sent (with the
/// seat's `secret`, or a spectator's).
async fn join(address: &str, source: IpAddr, id: &str, secret: Option<&str>) -> Socket {
    load::join(address, source, id, secret)
        .await
        .expect("the server took a socket")
}

/// One seat: moves when it is its turn, until the game holds `moves` moves.
#[allow(clippy::too_many_arguments)]
async fn player(
    mut socket: Socket,
    id: String,
    seat: u8,
    moves: u32,
    paced: bool,
    seen: Arc<Mutex<Seen>>,
    seed: u64,
    mut go: tokio::sync::watch::Receiver<bool>,
) {
    // Every game is set up (its sockets open) before any plays, so that the clock
    // measures the play alone; what the game says meanwhile is read, its presence counted,
    // and the socket pings as the site's does (the server closes one silent for 10 s).
    let probe = seen.lock().unwrap().probe;
    let mut ping = tokio::time::interval(if probe { PROBE } else { PING });
    let mut pinged: Option<Instant> = None;
    while !*go.borrow_and_update() {
        tokio::select! {
            // The start first: once it is given, the next frame may be a move, the play's.
            biased;
            _ = go.changed() => {}
            _ = ping.tick() => {
                if pinged.is_none() {
                    let ping = protocol::encode(&ClientMessage::Ping);
                    socket.send(Message::text(ping)).await.unwrap();
                    pinged = Some(Instant::now());
                }
            }
            frame = socket.next() => match frame {
                Some(Ok(Message::Text(text))) => match protocol::decode(&text) {
                    Ok(ServerMessage::Presence { .. }) => seen.lock().unwrap().presence += 1,
                    Ok(ServerMessage::Pong) => {
                        if let Some(at) = pinged.take()
                            && probe
                        {
                            seen.lock().unwrap().pings.push(at.elapsed());
                        }
                    }
                    _ => {}
                },
                Some(Ok(_)) => {}
                _ => return,
            },
        }
    }
    let mut referee = Referee::new(engine::GameId::Caro, &[]).unwrap();
    let mut random = seed;
    let mut next = || {
        random = random
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        random >> 33
    };
    let mut ply = 0u32;
    // The move sent and not yet acknowledged, and the ply of a move not yet seen played.
    let mut sent: Option<(Instant, String)> = None;
    let mut awaiting: Option<u32> = None;
    loop {
        if awaiting.is_none() && ply < moves && referee.to_move() == Some(seat) {
            if paced {
                tokio::time::sleep(Duration::from_millis(500 + next() % 2500)).await;
            }
            let legal = referee.legal_tokens();
            let token = legal[(next() as usize) % legal.len()].clone();
            let message = ClientMessage::Move {
                ply,
                token: token.clone(),
            };
            socket
                .send(Message::text(protocol::encode(&message)))
                .await
                .unwrap();
            sent = Some((Instant::now(), token));
            awaiting = Some(ply + 1);
        }
        if (ply >= moves || referee.outcome().is_some()) && sent.is_none() {
            break;
        }
        let Some(Ok(Message::Text(text))) = socket.next().await else {
            break;
        };
        match protocol::decode::<ServerMessage>(&text).unwrap() {
            ServerMessage::Move { ply: p, token, .. } if p == ply + 1 => {
                referee.play(&token).unwrap();
                ply = p;
                if awaiting == Some(p) {
                    awaiting = None;
                }
            }
            // The game as it stands (the answer to the hello: moves may have come first).
            ServerMessage::Game(state) if state.moves_from == 0 && state.ply > ply => {
                referee = Referee::new(engine::GameId::Caro, &[]).unwrap();
                for token in &state.moves {
                    referee.play(token).unwrap();
                }
                ply = state.ply;
                if awaiting.is_some_and(|p| p <= ply) {
                    awaiting = None;
                }
            }
            ServerMessage::Ack { ply: p } => {
                if let Some((at, token)) = sent.take() {
                    let mut seen = seen.lock().unwrap();
                    seen.latencies.push(at.elapsed());
                    let acked = seen.acked.entry(id.clone()).or_default();
                    if acked.len() + 1 == p as usize {
                        acked.push(token);
                    }
                }
            }
            ServerMessage::Refused { message, .. } => panic!("refused: {message}"),
            _ => {}
        }
    }
}

/// How often a player of the watched game pings while the watchers join.
const PROBE: Duration = Duration::from_millis(20);

/// A spectator: reads until the game has `moves` moves or ends, pinging as the site does
/// if it must `ping`.
async fn spectator(mut socket: Socket, moves: u32, ping: bool) {
    load::watch(&mut socket, moves, ping).await;
}

/// A spectator's socket on game `id`, once it has the game.
async fn watch_game(address: &str, id: &str) -> Socket {
    let mut socket = join(address, LOOPBACK, id, None).await;
    while let Some(Ok(frame)) = socket.next().await {
        if let Message::Text(text) = frame
            && let Ok(ServerMessage::Game(_)) = protocol::decode(&text)
        {
            return socket;
        }
    }
    panic!("a spectator got no game");
}

/// A Caro game and its two players, who play `moves` moves once `go` turns true, their
/// choices seeded from `seeds` on (games seeded alike are the same moves).
async fn seated(
    address: &str,
    source: IpAddr,
    (moves, paced, seeds): (u32, bool, u64),
    seen: &Arc<Mutex<Seen>>,
    go: &tokio::sync::watch::Receiver<bool>,
) -> (String, Vec<tokio::task::JoinHandle<()>>) {
    let created = common::create(address, TIME).await;
    let mut players = Vec::new();
    for (seat, secret) in created.secrets.iter().enumerate() {
        let socket = join(address, source, &created.id, Some(secret)).await;
        players.push(tokio::spawn(player(
            socket,
            created.id.clone(),
            seat as u8,
            moves,
            paced,
            Arc::clone(seen),
            seeds + seat as u64 + 1,
            go.clone(),
        )));
    }
    (created.id, players)
}

/// Waits for `tasks`, five minutes at most.
async fn finish(tasks: Vec<tokio::task::JoinHandle<()>>) {
    let started = Instant::now();
    for task in tasks {
        let left = Duration::from_secs(300).saturating_sub(started.elapsed());
        match tokio::time::timeout(left, task).await {
            Ok(Ok(())) => {}
            Ok(Err(error)) => eprintln!("bench-server: a client failed: {error}"),
            Err(_) => {
                eprintln!("bench-server: stopped at its 5-minute bound");
                return;
            }
        }
    }
}

/// The watched game: one Caro game with `watchers` spectators, and one with none, played
/// one after the other (flat out unless `paced`) for the same `moves` moves. Prints how
/// long the watchers took to join, how many presence messages each player was sent and
/// how soon a player's ping was answered meanwhile, and both games' acknowledgement
/// latencies.
async fn watched(binary: &str, watchers: usize, moves: u32, paced: bool) {
    let dir = std::env::temp_dir().join(format!("tessera-bench-server-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let limit = watchers.to_string();
    let extra = ["--watchers-per-game", limit.as_str()];
    let (child, address) = start(binary, &dir.join("games.sqlite3"), &extra);
    let child = common::Running(child);
    let quiet = Arc::default();
    let watched = Arc::new(Mutex::new(Seen {
        probe: true,
        ..Seen::default()
    }));
    let (start_quiet, go_quiet) = tokio::sync::watch::channel(false);
    let (start_watched, go_watched) = tokio::sync::watch::channel(false);
    let (_, quiet_players) = seated(&address, LOOPBACK, (moves, paced, 0), &quiet, &go_quiet).await;
    let (id, watched_players) =
        seated(&address, LOOPBACK, (moves, paced, 0), &watched, &go_watched).await;
    // The watchers are clients of their own thread, as they would be of their own
    // machines: the players' sockets here do not wait behind theirs.
    let crowd = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let joining = Instant::now();
    let mut spectators = Vec::new();
    for _ in 0..watchers {
        let (address, id) = (address.clone(), id.clone());
        let socket = crowd.spawn(async move { watch_game(&address, &id).await });
        spectators.push(crowd.spawn(spectator(socket.await.unwrap(), moves, true)));
    }
    let joins = joining.elapsed();
    let mut pings = watched.lock().unwrap().pings.clone();
    pings.sort();
    // Whatever presence the joins still owe is sent before play begins.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let presence = watched.lock().unwrap().presence / 2;
    start_quiet.send(true).unwrap();
    finish(quiet_players).await;
    start_watched.send(true).unwrap();
    finish(watched_players).await;
    finish(spectators).await;
    crowd.shutdown_background();
    drop(child);
    let _ = std::fs::remove_dir_all(&dir);
    let sorted = |seen: &Arc<Mutex<Seen>>| {
        let mut latencies = seen.lock().unwrap().latencies.clone();
        latencies.sort();
        latencies
    };
    let (quiet, watched) = (sorted(&quiet), sorted(&watched));
    println!(
        "  {watchers} watchers joined in {:.2} s, each player sent {presence} presence messages \
         meanwhile, a player's ping answered in p50 {:.1} ms, p99 {:.1} ms; {} moves {}: acknowledgement p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms watched, \
         p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms unwatched",
        joins.as_secs_f64(),
        quantile(&pings, 0.5),
        quantile(&pings, 0.99),
        watched.len(),
        if paced {
            "at a person's pace"
        } else {
            "flat out"
        },
        quantile(&watched, 0.5),
        quantile(&watched, 0.99),
        quantile(&watched, 1.0),
        quantile(&quiet, 0.5),
        quantile(&quiet, 0.99),
        quantile(&quiet, 1.0),
    );
    println!(
        "bench-server watched: watchers={watchers} joins_s={:.2} presence={presence} \
         joining_ping_p99_ms={:.1} moves={} p50_ms={:.1} p99_ms={:.1} unwatched p50_ms={:.1} p99_ms={:.1}",
        joins.as_secs_f64(),
        quantile(&pings, 0.99),
        watched.len(),
        quantile(&watched, 0.5),
        quantile(&watched, 0.99),
        quantile(&quiet, 0.5),
        quantile(&quiet, 0.99),
    );
}

/// Starts the server's binary on `db`, with every limit of this bench's own making
/// raised, and `extra` options; the child and its address.
fn start(binary: &str, db: &std::path::Path, extra: &[&str]) -> (std::process::Child, String) {
    let mut server = common::tied(binary);
    server.args(RAISED);
    common::start(server, db, extra)
}

/// The sockets one client process holds at most (three a game): well under a process's
/// descriptor limit, and under the ports of one source address.
const SOCKETS_PER_CLIENT: usize = 6000;

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let [_, binary, mode, watchers, moves, pace @ ..] = args.as_slice()
        && mode == "watched"
    {
        let paced = pace.first().is_some_and(|pace| pace == "paced");
        let (watchers, moves) = (watchers.parse().unwrap(), moves.parse().unwrap());
        return watched(binary, watchers, moves, paced).await;
    }
    if let [_, mode, address, source, first, count, moves, pace] = args.as_slice()
        && mode == "clients"
    {
        let games = first.parse().unwrap()
            ..first.parse::<usize>().unwrap() + count.parse::<usize>().unwrap();
        let play = (moves.parse().unwrap(), pace == "paced");
        return clients(address, source.parse().unwrap(), games, play).await;
    }
    let ([_, binary, games, moves, pace] | [_, binary, games, moves, pace, _]) = args.as_slice()
    else {
        eprintln!(
            "usage: bench_server <server binary> <games> <moves per game> <paced|flat> [accounts]\n       \
             bench_server <server binary> watched <watchers> <moves> [paced]"
        );
        std::process::exit(2);
    };
    let (games, moves): (usize, u32) = (games.parse().unwrap(), moves.parse().unwrap());
    let accounts = args.get(5).is_some_and(|mode| mode == "accounts");
    load(binary, games, moves, pace == "paced", accounts).await;
}

/// One client process's part of a load (`bench_server clients …`): creates games `games`,
/// seats two players and a spectator in each, from the loopback address `source`, says
/// `ready` on its standard output, waits for a line on its standard input, plays, and then
/// writes what its players saw: a line `acked <game> <token>…` a game, a line `latency
/// <µs>` a move.
async fn clients(address: &str, source: IpAddr, games: Range<usize>, (moves, paced): (u32, bool)) {
    let seen = Arc::new(Mutex::new(Seen::default()));
    let (start, go) = tokio::sync::watch::channel(false);
    let mut tasks = Vec::new();
    for index in games {
        let seeds = index as u64 * 2;
        let (id, players) = seated(address, source, (moves, paced, seeds), &seen, &go).await;
        tasks.extend(players);
        let socket = join(address, source, &id, None).await;
        tasks.push(tokio::spawn(spectator(socket, moves, false)));
    }
    println!("ready");
    let mut line = String::new();
    tokio::task::spawn_blocking(move || std::io::stdin().read_line(&mut line))
        .await
        .unwrap()
        .unwrap();
    start.send(true).unwrap();
    let started = Instant::now();
    for task in tasks {
        if tokio::time::timeout(BOUND.saturating_sub(started.elapsed()), task)
            .await
            .is_err()
        {
            break;
        }
    }
    let seen = seen.lock().unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (game, tokens) in &seen.acked {
        writeln!(out, "acked {game} {}", tokens.join(" ")).unwrap();
    }
    for latency in &seen.latencies {
        writeln!(out, "latency {}", latency.as_micros()).unwrap();
    }
}

/// How long a load's play may last.
const BOUND: Duration = Duration::from_secs(600);

/// The load: the server on a fresh SQLite file, `games` Caro games played `moves` moves
/// each (at a person's pace if `paced`) by client processes of [`SOCKETS_PER_CLIENT`]
/// sockets at most, each from its own loopback address; prints its figures.
async fn load(binary: &str, games: usize, moves: u32, paced: bool, accounts: bool) {
    let dir = std::env::temp_dir().join(format!("tessera-bench-server-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.sqlite3");
    let (child, address) = start(binary, &db, &[]);
    let child = common::Running(child);
    let idle = rss_kb(child.0.id());

    let processes = (games * 3).div_ceil(SOCKETS_PER_CLIENT).max(1);
    let share = games.div_ceil(processes);
    let this = std::env::current_exe().unwrap();
    let mut workers = Vec::new();
    for (index, first) in (0..games).step_by(share).enumerate() {
        let source = IpAddr::from([127, 0, 0, 2 + index as u8]);
        let count = share.min(games - first);
        let mut command = common::tied(&this);
        command
            .args(["clients", &address, &source.to_string()])
            .args([first, count].map(|n| n.to_string()))
            .args([
                moves.to_string(),
                if paced { "paced" } else { "flat" }.into(),
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped());
        let mut worker = common::Running(command.spawn().unwrap());
        let output = BufReader::new(worker.0.stdout.take().unwrap());
        workers.push((worker, output));
    }
    for (_, output) in &mut workers {
        let mut line = String::new();
        output.read_line(&mut line).unwrap();
        assert_eq!(line.trim(), "ready", "a client process failed to set up");
    }
    let loaded = rss_kb(child.0.id());
    let started = Instant::now();
    for (worker, _) in &mut workers {
        writeln!(worker.0.stdin.as_mut().unwrap(), "go").unwrap();
    }
    // Meanwhile, on the runtime's other threads: signing in and the lobby, timed.
    let probe = accounts.then(|| tokio::spawn(accounts::timed(address.clone(), games)));
    let mut acked: HashMap<String, Vec<String>> = HashMap::new();
    let mut latencies = Vec::new();
    for (_, output) in workers.iter_mut() {
        for line in output.lines() {
            let line = line.unwrap();
            let mut words = line.split(' ');
            match words.next() {
                Some("acked") => {
                    let game = words.next().unwrap().to_owned();
                    acked.insert(game, words.map(str::to_owned).collect());
                }
                Some("latency") => latencies.push(Duration::from_micros(
                    words.next().unwrap().parse().unwrap(),
                )),
                _ => {}
            }
        }
    }
    let elapsed = started.elapsed();
    let probed = match probe {
        Some(probe) => Some(probe.await.unwrap()),
        None => None,
    };
    let peak = peak_kb(child.0.id());
    drop(workers);
    drop(child);
    if elapsed >= BOUND {
        eprintln!("bench-server: stopped at its 10-minute bound");
    }

    latencies.sort();
    let at = |q: f64| quantile(&latencies, q);
    let (lost, doubled) = stored_once(&db, &acked);
    let total = latencies.len();
    println!(
        "  {games} games ({}), {} sockets from {processes} client processes, {total} moves in {:.1} s: \
         {:.0} moves/s; acknowledgement p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; \
         server memory {:.1} KB a game ({} KB idle, {} KB loaded, {} KB at most); lost {lost}, doubled {doubled}",
        if paced { "a person's pace" } else { "flat out" },
        games * 3,
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64(),
        at(0.5),
        at(0.99),
        at(1.0),
        loaded.saturating_sub(idle) as f64 / games as f64,
        idle,
        loaded,
        peak,
    );
    println!(
        "bench-server: games={games} moves/s={:.0} p50_ms={:.1} p99_ms={:.1} kb_a_game={:.1} lost={lost} doubled={doubled}",
        total as f64 / elapsed.as_secs_f64(),
        at(0.5),
        at(0.99),
        loaded.saturating_sub(idle) as f64 / games as f64,
    );
    if let Some(line) = probed {
        println!("{line}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Of the moves `acked` (each game's, in order), those missing from the SQLite file `db`
/// and those in it more than once.
fn stored_once(db: &std::path::Path, acked: &HashMap<String, Vec<String>>) -> (usize, usize) {
    let db = rusqlite::Connection::open(db).unwrap();
    let mut stored: HashMap<String, Vec<(u32, String)>> = HashMap::new();
    let mut statement = db
        .prepare("SELECT game, ply, token FROM moves ORDER BY game, ply")
        .unwrap();
    for row in statement
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
    {
        let (game, ply, token) = row.unwrap();
        stored.entry(game).or_default().push((ply, token));
    }
    let (mut lost, mut doubled) = (0usize, 0usize);
    for (game, acked) in acked {
        let kept = stored.get(game).map(Vec::as_slice).unwrap_or_default();
        for (index, token) in acked.iter().enumerate() {
            let copies = kept
                .iter()
                .filter(|(ply, t)| *ply as usize == index + 1 && t == token)
                .count();
            match copies {
                0 => lost += 1,
                1 => {}
                _ => doubled += 1,
            }
        }
    }
    (lost, doubled)
}
