//! `scripts/bench-server`: the server under load, on loopback only, bounded in time.
//!
//! Starts the server's binary on a fresh SQLite file, creates N Caro games, and connects two
//! players and a spectator to each. The players play legal moves, at a person's pace (a
//! random pause before each move) or flat out, for a fixed number of moves. Prints moves a
//! second, the acknowledgement's latency (p50, p99, max), the server's memory per game, and
//! whether every acknowledged move is in the database once.
//!
//! Usage: `bench_server <server binary> <games> <moves per game> <paced|flat>`

#![allow(clippy::unwrap_used)]

use std::{
    collections::HashMap,
    io::{BufRead, BufReader},
    process::{Command, Stdio},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMessage, Created, NewGame, ServerMessage, TimeControl};
use server::referee::Referee;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_tungstenite::tungstenite::Message;

/// What the players saw: each game's acknowledged moves, and every latency.
#[derive(Default)]
struct Seen {
    acked: HashMap<String, Vec<String>>,
    latencies: Vec<Duration>,
}

async fn create(address: &str) -> Created {
    let new = NewGame {
        game: "caro".into(),
        options: Vec::new(),
        time: TimeControl::Live {
            base: 3 * 60 * 60,
            increment: 0,
        },
    };
    let body = protocol::encode(&new);
    let mut stream = TcpStream::connect(address).await.unwrap();
    let request = format!(
        "POST /api/games HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let body = response.split_once("\r\n\r\n").unwrap().1;
    protocol::decode(body).unwrap()
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

async fn join(address: &str, id: &str, secret: Option<&str>) -> Socket {
    let url = format!("ws://{address}/{}", protocol::socket_path(id));
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let hello = ClientMessage::Hello {
        protocol: protocol::PROTOCOL_VERSION,
        game: id.into(),
        secret: secret.map(str::to_owned),
        ply: 0,
    };
    socket
        .send(Message::text(protocol::encode(&hello)))
        .await
        .unwrap();
    socket
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
    // measures the play alone.
    let _ = go.wait_for(|&go| go).await;
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

/// A spectator: reads until the game has `moves` moves or ends.
async fn spectator(mut socket: Socket, moves: u32) {
    while let Some(Ok(Message::Text(text))) = socket.next().await {
        let done = match protocol::decode(&text) {
            Ok(ServerMessage::Move { ply, to_move, .. }) => ply >= moves || to_move.is_none(),
            Ok(ServerMessage::Game(state)) => state.ply >= moves || state.end.is_some(),
            _ => false,
        };
        if done {
            break;
        }
    }
}

fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, binary, games, moves, pace] = args.as_slice() else {
        eprintln!("usage: bench_server <server binary> <games> <moves per game> <paced|flat>");
        std::process::exit(2);
    };
    let (games, moves): (usize, u32) = (games.parse().unwrap(), moves.parse().unwrap());
    let paced = pace == "paced";
    let dir = std::env::temp_dir().join(format!("tessera-bench-server-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.sqlite3");
    let mut child = Command::new(binary)
        .args([
            "--listen",
            "127.0.0.1:0",
            "--dist",
            "no-site",
            "--games-per-minute",
            "1000000",
            // Every client of the bench is on one address.
            "--connections-per-address",
            "1000000",
            "--sockets-per-address",
            "1000000",
        ])
        .args([
            "--messages-per-second",
            "1000",
            "--message-burst",
            "1000",
            "--db",
        ])
        .arg(&db)
        .env("RUST_LOG", "error")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = server::listening_address(&line)
        .unwrap_or_else(|| panic!("not the line expected: {line:?}"))
        .to_owned();
    let idle = rss_kb(child.id());

    let seen = Arc::new(Mutex::new(Seen::default()));
    let (start, go) = tokio::sync::watch::channel(false);
    let mut tasks = Vec::new();
    for index in 0..games {
        let created = create(&address).await;
        for (seat, secret) in created.secrets.iter().enumerate() {
            let socket = join(&address, &created.id, Some(secret)).await;
            let seed = (index * 2 + seat) as u64 + 1;
            tasks.push(tokio::spawn(player(
                socket,
                created.id.clone(),
                seat as u8,
                moves,
                paced,
                Arc::clone(&seen),
                seed,
                go.clone(),
            )));
        }
        let socket = join(&address, &created.id, None).await;
        tasks.push(tokio::spawn(spectator(socket, moves)));
    }
    let loaded = rss_kb(child.id());
    let started = Instant::now();
    start.send(true).unwrap();
    let deadline = Duration::from_secs(600);
    for task in tasks {
        if tokio::time::timeout(deadline.saturating_sub(started.elapsed()), task)
            .await
            .is_err()
        {
            eprintln!("bench-server: stopped at its 10-minute bound");
            break;
        }
    }
    let elapsed = started.elapsed();
    let _ = child.kill();
    let _ = child.wait();

    let seen = seen.lock().unwrap();
    let mut latencies = seen.latencies.clone();
    latencies.sort();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q) as usize)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let db = rusqlite::Connection::open(&db).unwrap();
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
    for (game, acked) in &seen.acked {
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
    let total = latencies.len();
    println!(
        "  {games} games ({}), {total} moves in {:.1} s: {:.0} moves/s; acknowledgement p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; \
         server memory {:.1} KB a game ({} KB idle, {} KB loaded); lost {lost}, doubled {doubled}",
        if paced { "a person's pace" } else { "flat out" },
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64(),
        at(0.5),
        at(0.99),
        at(1.0),
        loaded.saturating_sub(idle) as f64 / games as f64,
        idle,
        loaded,
    );
    println!(
        "bench-server: games={games} moves/s={:.0} p50_ms={:.1} p99_ms={:.1} lost={lost} doubled={doubled}",
        total as f64 / elapsed.as_secs_f64(),
        at(0.5),
        at(0.99)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
