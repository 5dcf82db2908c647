//! `scripts/bench-server`'s probe of the server's edges, on loopback only, each part
//! bounded to seconds: what slow, silent, greedy and flooding clients get, and how long a
//! stop takes with a request half-sent. Starts the binary it is given (as a host would, on
//! a fresh SQLite file) and prints one line:
//!
//! `probe-edges: open_after_15s=N/250 sockets_one_address=N/2000 flood_closures_10s=N
//! api_ms_250_silent_256_fds=N stop_ms_half_sent=N`
//!
//! Usage: `probe_edges <server binary>`

#![allow(clippy::unwrap_used)]

mod common;

use std::{
    process::{Child, Command},
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMessage, Created, ServerMessage, TimeControl};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_tungstenite::tungstenite::Message;

/// The server, started under a descriptor limit, and its address.
fn start(binary: &str, descriptors: u32, extra: &[&str]) -> (Child, String) {
    let dir = std::env::temp_dir().join(format!("tessera-probe-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut shell = common::tied("sh");
    shell
        .arg("-c")
        .arg(format!("ulimit -Sn {descriptors} && exec \"$0\" \"$@\""))
        .arg(binary);
    common::start(shell, dir.join("games.sqlite3"), extra)
}

/// A game to probe: Caro by correspondence, no clock to run out.
async fn create(address: &str) -> Created {
    common::create(address, TimeControl::Correspondence { days: 3 }).await
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A spectator's socket on `id` that got the game, or none.
async fn watcher(address: &str, id: &str) -> Option<Socket> {
    let url = format!("ws://{address}/{}", protocol::socket_path(id));
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.ok()?;
    let hello = ClientMessage::Hello {
        protocol: protocol::PROTOCOL_VERSION,
        game: id.into(),
        secret: None,
        ply: 0,
    };
    socket
        .send(Message::text(protocol::encode(&hello)))
        .await
        .ok()?;
    let first = tokio::time::timeout(Duration::from_secs(5), socket.next()).await;
    match first {
        Ok(Some(Ok(Message::Text(text)))) => {
            matches!(protocol::decode(&text), Ok(ServerMessage::Game(_))).then_some(socket)
        }
        _ => None,
    }
}

/// Whether the server still holds `stream` open (nothing read, no close).
async fn open(stream: &mut TcpStream) -> bool {
    let mut buffer = [0; 256];
    tokio::time::timeout(Duration::from_millis(10), stream.read(&mut buffer))
        .await
        .is_err()
}

/// 50 connections whose head trickles in a line every 5 s, and 200 silent ones: how many
/// are still open after 15 s.
async fn slow_and_silent(address: &str) -> usize {
    let mut slow = Vec::new();
    for _ in 0..50 {
        let mut stream = TcpStream::connect(address).await.unwrap();
        let _ = stream.write_all(b"GET /api HTTP/1.1\r\n").await;
        slow.push(stream);
    }
    let mut silent = Vec::new();
    for _ in 0..200 {
        silent.push(TcpStream::connect(address).await.unwrap());
    }
    for _ in 0..3 {
        tokio::time::sleep(Duration::from_secs(5)).await;
        for stream in &mut slow {
            let _ = stream.write_all(b"X-Slow: yes\r\n").await;
        }
    }
    let mut still = 0;
    for stream in slow.iter_mut().chain(&mut silent) {
        still += usize::from(open(stream).await);
    }
    still
}

/// Sockets one address opens on one game, out of 2,000 tried.
async fn sockets_from_one_address(address: &str) -> usize {
    let created = create(address).await;
    let mut held = Vec::new();
    for _ in 0..2000 {
        if let Some(socket) = watcher(address, &created.id).await {
            held.push(socket);
        }
    }
    held.len()
}

/// For 10 s, a client floods, is closed, and reconnects at once: how many times it was
/// closed for flooding.
async fn flood_closures(address: &str) -> u32 {
    let created = create(address).await;
    let ping = protocol::encode(&ClientMessage::Ping);
    let began = Instant::now();
    let mut closures = 0;
    while began.elapsed() < Duration::from_secs(10) {
        let Some(mut socket) = watcher(address, &created.id).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        for _ in 0..100 {
            if socket.send(Message::text(ping.clone())).await.is_err() {
                break;
            }
        }
        while let Ok(Some(Ok(frame))) =
            tokio::time::timeout(Duration::from_secs(2), socket.next()).await
        {
            if let Message::Text(text) = frame
                && text.contains("\"flood\"")
            {
                closures += 1;
                break;
            }
        }
    }
    closures
}

/// With 250 silent connections open (under the default limit per address) on a server
/// started with 256 descriptors, how long `GET /api` takes (10 s: no answer).
async fn api_past_the_descriptors(binary: &str) -> u128 {
    let (child, address) = start(binary, 256, &[]);
    let child = common::Running(child);
    let mut silent = Vec::new();
    for _ in 0..250 {
        if let Ok(stream) = TcpStream::connect(&address).await {
            silent.push(stream);
        }
    }
    let began = Instant::now();
    let answered = tokio::time::timeout(
        Duration::from_secs(10),
        common::request(&address, "GET /api", ""),
    );
    let took = match answered.await {
        Ok(response) if response.starts_with("HTTP/1.1 200") => began.elapsed().as_millis(),
        _ => 10_000,
    };
    drop(child);
    took
}

/// How long SIGTERM takes to end the server while a request's head is half sent (60 s:
/// it had not ended).
async fn stop_with_a_request_half_sent(child: &mut Child, address: &str) -> u128 {
    let mut half = TcpStream::connect(address).await.unwrap();
    half.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
    let began = Instant::now();
    let pid = child.id().to_string();
    Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    while began.elapsed() < Duration::from_secs(60) {
        if child.try_wait().unwrap().is_some() {
            return began.elapsed().as_millis();
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let _ = child.kill();
    let _ = child.wait();
    60_000
}

#[tokio::main]
async fn main() {
    let binary = std::env::args()
        .nth(1)
        .expect("usage: probe_edges <server binary>");
    let (mut child, address) = start(&binary, 20_000, &[]);
    let open_after = slow_and_silent(&address).await;
    let sockets = sockets_from_one_address(&address).await;
    let closures = flood_closures(&address).await;
    let stop_ms = stop_with_a_request_half_sent(&mut child, &address).await;
    let api_ms = api_past_the_descriptors(&binary).await;
    println!(
        "probe-edges: open_after_15s={open_after}/250 sockets_one_address={sockets}/2000 \
         flood_closures_10s={closures} api_ms_250_silent_256_fds={api_ms} \
         stop_ms_half_sent={stop_ms}"
    );
}
