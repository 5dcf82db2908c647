//! `scripts/bench-cluster`: several servers on one Postgres behind HAProxy, under load, on
//! loopback only, bounded in time, with one server killed (SIGKILL) mid-run.
//!
//! Starts N servers on the Postgres database given, and HAProxy in front of them (its
//! configuration as `scripts/cluster` writes it), creates the games through the proxy and
//! seats two players and a spectator in each, all through the proxy. The players play
//! legal Caro moves at a person's pace (a pause of 0.5 to 3 s before each move) or flat
//! out. A third of the way through, the first server is killed: its games' sockets close,
//! the players come back through the proxy (which sends them to another server), send
//! their unacknowledged move again, and play on. Prints moves a second, the
//! acknowledgement's latency (p50, p99), the failover (from the kill to each of the
//! killed server's games' next acknowledged move: p50, p99, max), memory a game, and
//! whether every acknowledged move is in the database once:
//!
//! `bench-cluster: nodes=3 games=N moves/s=X p50_ms=A p99_ms=B failover_p99_s=F lost=L doubled=D`
//!
//! Usage: `bench_cluster <server binary> <postgres address> <servers> <games> <moves per game> <paced|flat>`

#![allow(clippy::unwrap_used)]

mod common;
#[path = "common/load.rs"]
mod load;

use common::Running;

use std::{
    collections::{BTreeMap, HashMap},
    process::Stdio,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMessage, ServerMessage, TimeControl};
use server::referee::Referee;
use tokio_tungstenite::tungstenite::Message;

use load::{RAISED, Socket, quantile, rss_kb};

/// The bench's games: live, long enough for any run.
const TIME: TimeControl = TimeControl::Live {
    base: 3 * 60 * 60,
    increment: 0,
};

/// What the players saw.
#[derive(Default)]
struct Seen {
    /// Each game's acknowledged moves, by ply.
    acked: HashMap<String, BTreeMap<u32, String>>,
    /// Moves acknowledged.
    moves: usize,
    /// Each acknowledgement's latency, of the moves sent once.
    latencies: Vec<(Instant, Duration)>,
    /// For each game a socket of which the kill closed: from the kill to its next
    /// acknowledged move.
    failovers: HashMap<String, Duration>,
    /// Times a player came back after its socket closed.
    reconnects: usize,
    /// The refusals the players were sent, by kind.
    refusals: BTreeMap<String, usize>,
}

/// When the first server was killed, once it is.
type Killed = Arc<Mutex<Option<Instant>>>;

/// A socket on game `id` through `address`, once it has the game: the socket and the game,
/// or none while the game cannot be reached (a server down, the game moving).
async fn join(
    address: &str,
    id: &str,
    secret: Option<&str>,
) -> Option<(Socket, protocol::GameState)> {
    let loopback = std::net::Ipv4Addr::LOCALHOST.into();
    let mut socket = load::join(address, loopback, id, secret).await?;
    while let Some(Ok(frame)) = socket.next().await {
        if let Message::Text(text) = frame {
            match protocol::decode(&text) {
                Ok(ServerMessage::Game(state)) => return Some((socket, state)),
                Ok(ServerMessage::Refused { .. }) => return None,
                _ => {}
            }
        }
    }
    None
}

/// Comes back to game `id` until it answers, a few times a second.
async fn rejoin(address: &str, id: &str, secret: Option<&str>) -> (Socket, protocol::GameState) {
    loop {
        if let Some(joined) = join(address, id, secret).await {
            return joined;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A seat's player: plays when it is its turn, until the game holds `moves` moves; comes
/// back whenever its socket closes, and sends its unacknowledged move again.
#[allow(clippy::too_many_arguments)]
async fn player(
    address: String,
    (id, secret, seat): (String, String, u8),
    (moves, paced, seed): (u32, bool, u64),
    seen: Arc<Mutex<Seen>>,
    killed: Killed,
    mut go: tokio::sync::watch::Receiver<bool>,
) {
    let mut random = seed;
    let mut next = || {
        random = random
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        random >> 33
    };
    while !*go.borrow_and_update() {
        if go.changed().await.is_err() {
            return;
        }
    }
    // The move sent and not yet acknowledged: its ply, token and sending (none once it
    // was sent again after a reconnect: its latency is the failover's).
    let mut pending: Option<(u32, String, Option<Instant>)> = None;
    // Whether this socket was closed by the kill, and its game's failover not yet seen.
    let mut failing = false;
    // A move to send again, found not stored after a reconnect: kept until it is sent (a
    // socket may close before its turn comes, and the move be found stored after all).
    let mut resend: Option<(u32, String, Option<Instant>)> = None;
    loop {
        let (mut socket, state) = rejoin(&address, &id, Some(&secret)).await;
        let mut referee = Referee::new(engine::GameId::Caro, &[]).unwrap();
        for token in &state.moves {
            referee.play(token).unwrap();
        }
        let mut ply = state.ply;
        // A move sent before the socket closed: stored (the game has it) or sent again.
        if let Some((at, token, _)) = pending.take().or_else(|| resend.take()) {
            if ply > at {
                // Stored before the socket closed, and never acknowledged: no latency.
                record(&seen, &id, at + 1, token, None);
                if failing {
                    failed_over(&seen, &killed, &id);
                    failing = false;
                }
            } else {
                resend = Some((at, token, None));
            }
        }
        loop {
            if pending.is_none()
                && ply < moves
                && referee.outcome().is_none()
                && referee.to_move() == Some(seat)
            {
                let (at, token, sent) = match resend.take() {
                    Some(again) => again,
                    None => {
                        if paced {
                            tokio::time::sleep(Duration::from_millis(500 + next() % 2500)).await;
                        }
                        let legal = referee.legal_tokens();
                        let token = legal[(next() as usize) % legal.len()].clone();
                        (ply, token, Some(Instant::now()))
                    }
                };
                let message = ClientMessage::Move {
                    ply: at,
                    token: token.clone(),
                };
                pending = Some((at, token, sent));
                if socket
                    .send(Message::text(protocol::encode(&message)))
                    .await
                    .is_err()
                {
                    break;
                }
            }
            if (ply >= moves || referee.outcome().is_some()) && pending.is_none() {
                return;
            }
            let Some(Ok(frame)) = socket.next().await else {
                break;
            };
            let Message::Text(text) = frame else {
                continue;
            };
            match protocol::decode::<ServerMessage>(&text) {
                Ok(ServerMessage::Move { ply: p, token, .. }) if p == ply + 1 => {
                    referee.play(&token).unwrap();
                    ply = p;
                }
                Ok(ServerMessage::Ack { ply: p }) => {
                    if let Some((at, token, sent)) = pending.take() {
                        debug_assert_eq!(p, at + 1);
                        // Played: the move's own broadcast, which follows, is then no news.
                        referee.play(&token).unwrap();
                        ply = p;
                        record(&seen, &id, p, token, sent);
                        if failing {
                            failed_over(&seen, &killed, &id);
                            failing = false;
                        }
                    }
                }
                // The game moving between servers (a move refused as unavailable, or as
                // stale when a server that was giving the game up answered): the game as
                // it stands, from wherever it is now.
                Ok(ServerMessage::Refused { code, .. }) => {
                    *seen
                        .lock()
                        .unwrap()
                        .refusals
                        .entry(format!("{code:?}"))
                        .or_default() += 1;
                    break;
                }
                _ => {}
            }
        }
        // The socket closed (the server died, or the game moved): back through the proxy.
        seen.lock().unwrap().reconnects += 1;
        failing |= killed.lock().unwrap().is_some();
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// An acknowledged move, and its latency if it was sent once, on the socket that
/// acknowledged it (a move caught in a failover counts in the failover's time).
fn record(seen: &Mutex<Seen>, id: &str, ply: u32, token: String, sent: Option<Instant>) {
    let mut seen = seen.lock().unwrap();
    seen.moves += 1;
    if let Some(sent) = sent {
        seen.latencies.push((Instant::now(), sent.elapsed()));
    }
    let how = if sent.is_some() {
        "acknowledged"
    } else {
        "found stored"
    };
    if let Some(before) = seen
        .acked
        .entry(id.to_owned())
        .or_default()
        .insert(ply, token.clone())
        && before != token
    {
        eprintln!("  game {id}: ply {ply} was {before}, now {token} ({how})");
    }
}

/// Game `id`, whose socket the kill closed, has a move acknowledged again.
fn failed_over(seen: &Mutex<Seen>, killed: &Killed, id: &str) {
    if let Some(at) = *killed.lock().unwrap() {
        seen.lock()
            .unwrap()
            .failovers
            .entry(id.to_owned())
            .or_insert_with(|| at.elapsed());
    }
}

/// A spectator: reads until the game has `moves` moves, coming back whenever its socket
/// closes, pinging as the site does.
async fn spectator(address: String, id: String, moves: u32) {
    loop {
        let (mut socket, state) = rejoin(&address, &id, None).await;
        if state.ply >= moves || state.end.is_some() {
            return;
        }
        if load::watch(&mut socket, moves, true).await {
            return;
        }
    }
}

/// HAProxy in front of `servers` on a free port, configured as `scripts/cluster`
/// configures it (`scripts/haproxy.template.cfg`): the proxy and its address.
fn proxy(servers: &[String], folder: &std::path::Path) -> (Running, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let backends: String = servers
        .iter()
        .enumerate()
        .map(|(n, address)| format!("    server s{n} {address} check inter 1s fall 2 rise 1\n"))
        .collect();
    let config = include_str!("../../../scripts/haproxy.template.cfg")
        .replace("__PORT__", &port.to_string())
        .replace("__SERVERS__", backends.trim_end());
    let file = folder.join("haproxy.cfg");
    std::fs::write(&file, config).unwrap();
    let child = common::tied("haproxy")
        .arg("-f")
        .arg(&file)
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut proxy = Running(child);
    let address = format!("127.0.0.1:{port}");
    while std::net::TcpStream::connect(&address).is_err() {
        if let Ok(Some(status)) = proxy.0.try_wait() {
            panic!("HAProxy stopped: {status}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    (proxy, address)
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, binary, database, nodes, games, moves, pace] = args.as_slice() else {
        eprintln!(
            "usage: bench_cluster <server binary> <postgres address> <servers> <games> \
             <moves per game> <paced|flat>"
        );
        std::process::exit(2);
    };
    let (nodes, games, moves): (usize, usize, u32) = (
        nodes.parse().unwrap(),
        games.parse().unwrap(),
        moves.parse().unwrap(),
    );
    let paced = pace == "paced";
    let folder = std::env::temp_dir().join(format!("tessera-bench-cluster-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();

    let mut servers = Vec::new();
    let mut addresses = Vec::new();
    for _ in 0..nodes {
        let mut command = common::tied(binary);
        command.args(RAISED).args(["--proxy", "127.0.0.1"]);
        let (child, address) = common::start(command, database, &[]);
        servers.push(Running(child));
        addresses.push(address);
    }
    let (_haproxy, address) = proxy(&addresses, &folder);
    let idle: u64 = servers.iter().map(|s| rss_kb(s.0.id())).sum();

    let seen = Arc::new(Mutex::new(Seen::default()));
    let killed: Killed = Arc::new(Mutex::new(None));
    let (start, go) = tokio::sync::watch::channel(false);
    let mut tasks = Vec::new();
    for index in 0..games {
        let created = common::create(&address, TIME).await;
        for (seat, secret) in created.secrets.iter().enumerate() {
            let seat = u8::try_from(seat).unwrap();
            tasks.push(tokio::spawn(player(
                address.clone(),
                (created.id.clone(), secret.clone(), seat),
                (moves, paced, index as u64 * 2 + u64::from(seat)),
                Arc::clone(&seen),
                Arc::clone(&killed),
                go.clone(),
            )));
        }
        tasks.push(tokio::spawn(spectator(
            address.clone(),
            created.id.clone(),
            moves,
        )));
    }
    // Every game's sockets open (the spectators' hello answered) before play: a second.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let loaded: u64 = servers.iter().map(|s| rss_kb(s.0.id())).sum();
    let started = Instant::now();
    start.send(true).unwrap();
    // A third of the way: the first server killed, as a crash or an OOM killer would.
    let total = games * moves as usize;
    let mut victim = Some(servers.remove(0));
    let deadline = Duration::from_secs(600);
    let mut told = Instant::now();
    while started.elapsed() < deadline {
        let acked = seen.lock().unwrap().moves;
        if told.elapsed() > Duration::from_secs(10) {
            told = Instant::now();
            let (players, spectators) = tasks.iter().enumerate().fold((0, 0), |(p, w), (i, t)| {
                match (t.is_finished(), i % 3 == 2) {
                    (true, _) => (p, w),
                    (false, false) => (p + 1, w),
                    (false, true) => (p, w + 1),
                }
            });
            eprintln!(
                "  {:.0} s: {acked} moves acknowledged; {players} players and {spectators} spectators playing on",
                started.elapsed().as_secs_f64()
            );
        }
        if victim.is_some() && acked >= total / 3 {
            *killed.lock().unwrap() = Some(Instant::now());
            drop(victim.take());
        }
        // The players done, the run is: a spectator still reading is no move of anyone's.
        let players = tasks.iter().enumerate().filter(|(i, _)| i % 3 != 2);
        if players
            .map(|(_, t)| t)
            .all(tokio::task::JoinHandle::is_finished)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let elapsed = started.elapsed();
    if elapsed >= deadline {
        eprintln!("bench-cluster: stopped at its 10-minute bound");
    }
    for task in &tasks {
        task.abort();
    }
    drop(servers);

    let stored = stored_moves(database).await;
    let seen = seen.lock().unwrap();
    let (mut lost, mut doubled) = (0usize, 0usize);
    for (game, acked) in &seen.acked {
        let kept = stored.get(game).map(Vec::as_slice).unwrap_or_default();
        for (ply, token) in acked {
            match kept.iter().filter(|(p, t)| p == ply && t == token).count() {
                0 => {
                    lost += 1;
                    let there: Vec<&String> = kept
                        .iter()
                        .filter(|(p, _)| p == ply)
                        .map(|(_, t)| t)
                        .collect();
                    eprintln!(
                        "  lost: game {game} ply {ply}: acknowledged {token}, stored {there:?} ({} moves stored)",
                        kept.len()
                    );
                }
                1 => {}
                _ => doubled += 1,
            }
        }
    }
    let mut latencies: Vec<Duration> = seen.latencies.iter().map(|(_, l)| *l).collect();
    latencies.sort();
    // The p99 before the kill, in the 10 s after it, and after those.
    let kill = killed.lock().unwrap().unwrap_or(started);
    let phase = |keep: &dyn Fn(Instant) -> bool| {
        let mut some: Vec<Duration> = (seen.latencies.iter())
            .filter(|(at, _)| keep(*at))
            .map(|(_, l)| *l)
            .collect();
        some.sort();
        quantile(&some, 0.99)
    };
    let after = kill + Duration::from_secs(10);
    let phases = [
        phase(&|at| at < kill),
        phase(&|at| at >= kill && at < after),
        phase(&|at| at >= after),
    ];
    let mut failovers: Vec<Duration> = seen.failovers.values().copied().collect();
    failovers.sort();
    let moved = seen.moves;
    println!(
        "  {nodes} servers behind HAProxy, {games} games ({}), {moved} moves in {:.1} s: {:.0} moves/s; \
         acknowledgement p50 {:.1} ms, p99 {:.1} ms (before the kill {:.1}, 10 s after it {:.1}, then {:.1}), \
         max {:.1} ms; a server killed: {} games moved, \
         failover p50 {:.2} s, p99 {:.2} s, max {:.2} s, {} reconnects, refusals {:?}; memory {:.1} KB a game \
         ({idle} KB idle, {loaded} KB loaded, all servers); lost {lost}, doubled {doubled}",
        if paced { "a person's pace" } else { "flat out" },
        elapsed.as_secs_f64(),
        moved as f64 / elapsed.as_secs_f64(),
        quantile(&latencies, 0.5),
        quantile(&latencies, 0.99),
        phases[0],
        phases[1],
        phases[2],
        quantile(&latencies, 1.0),
        failovers.len(),
        quantile(&failovers, 0.5) / 1000.0,
        quantile(&failovers, 0.99) / 1000.0,
        quantile(&failovers, 1.0) / 1000.0,
        seen.reconnects,
        seen.refusals,
        loaded.saturating_sub(idle) as f64 / games as f64,
    );
    println!(
        "bench-cluster: nodes={nodes} games={games} moves/s={:.0} p50_ms={:.1} p99_ms={:.1} \
         failover_p99_s={:.2} lost={lost} doubled={doubled}",
        moved as f64 / elapsed.as_secs_f64(),
        quantile(&latencies, 0.5),
        quantile(&latencies, 0.99),
        quantile(&failovers, 0.99) / 1000.0,
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// Every game's stored moves, read from the database.
async fn stored_moves(database: &str) -> HashMap<String, Vec<(u32, String)>> {
    let (client, connection) = tokio_postgres::connect(database, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(connection);
    let mut stored: HashMap<String, Vec<(u32, String)>> = HashMap::new();
    for row in client
        .query("SELECT game, ply, token FROM moves ORDER BY game, ply", &[])
        .await
        .unwrap()
    {
        let ply: i32 = row.get(1);
        stored
            .entry(row.get(0))
            .or_default()
            .push((u32::try_from(ply).unwrap(), row.get(2)));
    }
    stored
}
