//! The server at the edges of its connections, on loopback against its binary: deadlines
//! for slow and silent clients, each address's share of connections and sockets, the
//! cool-down of a flooder, the descriptors it raises, and where a page may play from.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{Client, HOUR, Server, scratch};
use protocol::{ClientMessage, Refusal, ServerMessage};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_tungstenite::tungstenite::{client::IntoClientRequest, http::HeaderValue};

/// Waits up to `within` for the server to close `stream` (what it sent meanwhile read
/// and dropped); whether it did.
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut buffer = [0; 1024];
    let read = async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    };
    tokio::time::timeout(within, read).await.is_ok()
}

/// A socket on game `id` whose request carries extra headers.
async fn socket_with(server: &Server, id: &str, headers: &[(&'static str, &str)]) -> Client {
    let url = format!("ws://{}/{}", server.address, protocol::socket_path(id));
    let mut request = url.into_client_request().unwrap();
    for (name, value) in headers {
        let value = HeaderValue::from_str(value).unwrap();
        request.headers_mut().insert(*name, value);
    }
    let (socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    Client { socket }
}

fn hello(id: &str) -> ClientMessage {
    ClientMessage::Hello {
        protocol: protocol::PROTOCOL_VERSION,
        game: id.into(),
        secret: None,
        ply: 0,
    }
}

/// A spectator's socket that said hello: whether it got the game, or the refusal.
async fn watch(client: &mut Client, id: &str) -> Result<(), (Refusal, String)> {
    client.say(&hello(id)).await;
    match client.next().await {
        Some(ServerMessage::Game(_)) => Ok(()),
        Some(ServerMessage::Refused { code, message }) => Err((code, message)),
        other => panic!("neither the game nor a refusal: {other:?}"),
    }
}

#[tokio::test]
async fn test_slow_silent_and_speechless_connections_are_closed_within_seconds() {
    let dir = scratch("deadlines");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let created = server.create("caro", &[], HOUR).await;
    let began = Instant::now();
    // A connection that never sends a request, and one whose head never ends.
    let mut silent = TcpStream::connect(&server.address).await.unwrap();
    let mut slow = TcpStream::connect(&server.address).await.unwrap();
    slow.write_all(b"GET /api HTTP/1.1\r\n").await.unwrap();
    let trickle = async {
        for _ in 0..8 {
            tokio::time::sleep(Duration::from_secs(2)).await;
            if slow.write_all(b"X-Slow: yes\r\n").await.is_err() {
                break;
            }
        }
    };
    trickle.await;
    assert!(
        closed_within(&mut slow, Duration::from_secs(1)).await,
        "the slow head"
    );
    assert!(
        closed_within(&mut silent, Duration::from_secs(1)).await,
        "the silent one"
    );
    assert!(
        began.elapsed() < Duration::from_secs(17),
        "{:?}",
        began.elapsed()
    );
    // A socket that never says hello is refused and closed within seconds.
    let began = Instant::now();
    let mut speechless = server.socket(&created.id).await;
    assert_eq!(speechless.refusal().await, Refusal::Malformed);
    assert!(speechless.closed_with(1008).await);
    assert!(
        began.elapsed() < Duration::from_secs(8),
        "{:?}",
        began.elapsed()
    );
    // A request that comes in time is answered as ever.
    let (status, _) = server.http("GET", "/api", "", None).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn test_an_address_holds_its_share_of_connections_and_sockets() {
    let dir = scratch("per-address");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &[
            "--connections-per-address",
            "4",
            "--sockets-per-address",
            "2",
        ],
    );
    let created = server.create("caro", &[], HOUR).await;
    let mut first = server.socket(&created.id).await;
    let mut second = server.socket(&created.id).await;
    watch(&mut first, &created.id).await.unwrap();
    watch(&mut second, &created.id).await.unwrap();
    // A third socket is refused in words the page shows, and closed.
    let mut third = server.socket(&created.id).await;
    let (code, message) = watch(&mut third, &created.id).await.unwrap_err();
    assert_eq!(code, Refusal::Flood, "{message}");
    assert!(third.closed_with(1008).await);
    drop(third);
    tokio::time::sleep(Duration::from_millis(200)).await;
    // Two sockets and two connections make four: a fifth is turned away with a 429.
    let _one = TcpStream::connect(&server.address).await.unwrap();
    let mut two = TcpStream::connect(&server.address).await.unwrap();
    let mut fifth = TcpStream::connect(&server.address).await.unwrap();
    let mut answer = String::new();
    let _ = fifth.read_to_string(&mut answer).await;
    assert!(answer.starts_with("HTTP/1.1 429"), "{answer:?}");
    // A place given back is taken again.
    two.shutdown().await.unwrap();
    drop(two);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, _) = server.http("GET", "/api", "", None).await;
    assert_eq!(status, 200);
    // The sockets held play on.
    first.say(&ClientMessage::Ping).await;
    first
        .until(|m| (*m == ServerMessage::Pong).then_some(()))
        .await;
}

#[tokio::test]
async fn test_behind_a_proxy_each_forwarded_address_has_its_share() {
    let dir = scratch("proxy");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &[
            "--proxy",
            "127.0.0.1",
            "--connections-per-address",
            "2",
            "--sockets-per-address",
            "1",
        ],
    );
    let created = server.create("caro", &[], HOUR).await;
    let from = |address: &'static str| [("X-Forwarded-For", address)];
    // Three connections from the proxy: its own are not limited per address.
    let mut one = socket_with(&server, &created.id, &from("198.51.100.1")).await;
    let mut two = socket_with(&server, &created.id, &from("198.51.100.2")).await;
    watch(&mut one, &created.id).await.unwrap();
    watch(&mut two, &created.id).await.unwrap();
    let mut again = socket_with(&server, &created.id, &from("203.0.113.9, 198.51.100.1")).await;
    let (code, _) = watch(&mut again, &created.id).await.unwrap_err();
    assert_eq!(
        code,
        Refusal::Flood,
        "the forwarded address's one socket is open"
    );
}

#[tokio::test]
async fn test_a_flooder_waits_longer_after_each_flood_and_others_play_on() {
    let dir = scratch("cool-down");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &["--messages-per-second", "5", "--message-burst", "10"],
    );
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    let ping = protocol::encode(&ClientMessage::Ping);
    let (server, id, ping) = (&server, created.id.as_str(), ping.as_str());
    let flood = || async move {
        let (mut flood, _) = server.join(id, None, 0).await;
        for _ in 0..15 {
            let _sent = flood.try_raw(ping).await;
        }
        assert_eq!(flood.refusal().await, Refusal::Flood);
        assert!(flood.closed().await);
    };
    flood().await;
    // At once again: refused, with how long to wait.
    let mut back = server.socket(&created.id).await;
    let (code, message) = watch(&mut back, &created.id).await.unwrap_err();
    assert_eq!(code, Refusal::Flood);
    assert!(message.contains("wait"), "{message}");
    // After the first cool-down (2 s) it comes in; after a second flood it waits 4 s.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    flood().await;
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let mut back = server.socket(&created.id).await;
    assert!(
        watch(&mut back, &created.id).await.is_err(),
        "4 s this time"
    );
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let mut back = server.socket(&created.id).await;
    watch(&mut back, &created.id).await.unwrap();
    // The players' sockets, open all along, play on.
    black.play(0, "h8").await;
    white.play(1, "i9").await;
}

#[tokio::test]
async fn test_the_server_raises_its_descriptor_limit_and_serves_past_the_old_one() {
    let dir = scratch("descriptors");
    let server = Server::start_with_descriptors(
        &dir.join("games.sqlite3"),
        &["--connections-per-address", "1000"],
        256,
    );
    let mut silent = Vec::new();
    for _ in 0..300 {
        silent.push(TcpStream::connect(&server.address).await.unwrap());
    }
    let asked = tokio::time::timeout(Duration::from_secs(5), server.http("GET", "/api", "", None));
    let (status, _) = asked.await.expect("an answer with 300 connections open");
    assert_eq!(status, 200);
    let created = server.create("caro", &[], HOUR).await;
    let (_, state) = server.join(&created.id, None, 0).await;
    assert_eq!(state.ply, 0);
}

#[tokio::test]
async fn test_a_page_plays_from_the_server_s_configured_address_only() {
    let dir = scratch("url");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &["--url", "https://games.example/"],
    );
    let body = r#"{"game":"caro","time":{"kind":"correspondence","days":3}}"#;
    let create = |origin: &'static str| server.http("POST", "/api/games", body, Some(origin));
    assert_eq!(create("https://games.example").await.0, 201);
    // The server's address under another scheme or port is another site.
    assert_eq!(create("http://games.example").await.0, 403);
    assert_eq!(create("https://games.example:8443").await.0, 403);
    // The Host the request names (here the loopback address) decides nothing.
    let own_host = Box::leak(format!("http://{}", server.address).into_boxed_str());
    assert_eq!(create(own_host).await.0, 403);
    // With no --url, the address listened on and localhost are the server's own.
    let dir = scratch("no-url");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let port = server.address.rsplit_once(':').unwrap().1;
    for origin in [
        format!("http://{}", server.address),
        format!("http://localhost:{port}"),
    ] {
        let (status, body) = server.http("POST", "/api/games", body, Some(&origin)).await;
        assert_eq!(status, 201, "{origin}: {body}");
    }
    let (status, _) = server
        .http("POST", "/api/games", body, Some("https://127.0.0.1"))
        .await;
    assert_eq!(status, 403);
}
