//! What a person waits for on the account and lobby routes while the server carries a
//! load (`bench_server … accounts`): signing in (an argon2id check), and a seek accepted
//! until the game is made. Loopback only; the server's own origin on every request.

use std::time::{Duration, Instant};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::load::quantile;

/// Sign-ins and pairings timed.
const ROUNDS: usize = 30;

/// One request from the site's own page, with `cookie`: the status, the session cookie
/// set if any, and the body.
async fn ask(
    address: &str,
    (method, path, body): (&str, &str, &str),
    cookie: Option<&str>,
) -> (u16, Option<String>, String) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let cookie = cookie.map_or(String::new(), |c| {
        format!("Cookie: tessera_session={c}\r\n")
    });
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nOrigin: http://{address}\r\n{cookie}\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status = head.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let set = head
        .lines()
        .filter_map(|l| l.split_once(": "))
        .find(|(name, value)| {
            name.eq_ignore_ascii_case("set-cookie") && value.starts_with("tessera_session=")
        })
        .map(|(_, value)| {
            value["tessera_session=".len()..]
                .split(';')
                .next()
                .unwrap_or("")
                .to_owned()
        });
    (status, set, body.to_owned())
}

/// Two players sign in and pair through the lobby [`ROUNDS`] times while `games` games
/// are played: the line that says how long each took.
pub async fn timed(address: String, games: usize) -> String {
    let credentials = |name: &str| format!(r#"{{"name":"{name}","password":"correct horse"}}"#);
    let (status, _, body) = ask(
        &address,
        ("POST", "/api/account", &credentials("Seeker")),
        None,
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (status, _, body) = ask(
        &address,
        ("POST", "/api/account", &credentials("Taker")),
        None,
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let seek = r#"{"game":"caro","time":{"kind":"correspondence","days":3},"rated":true}"#;
    let (mut sign_ins, mut pairings) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        let began = Instant::now();
        let (status, seeker, _) = ask(
            &address,
            ("POST", "/api/session", &credentials("Seeker")),
            None,
        )
        .await;
        sign_ins.push(began.elapsed());
        assert_eq!(status, 200);
        let (_, taker, _) = ask(
            &address,
            ("POST", "/api/session", &credentials("Taker")),
            None,
        )
        .await;
        // From the seek made to the game made, as its taker accepts it at once.
        let began = Instant::now();
        let (status, _, body) =
            ask(&address, ("POST", "/api/lobby", seek), seeker.as_deref()).await;
        assert_eq!(status, 201, "{body}");
        let sought: protocol::lobby::Sought = protocol::decode(&body).unwrap();
        let path = format!("/api/lobby/{}", sought.seek.id);
        let (status, _, body) = ask(&address, ("POST", &path, ""), taker.as_deref()).await;
        assert_eq!(status, 201, "{body}");
        pairings.push(began.elapsed());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    sign_ins.sort();
    pairings.sort();
    format!(
        "bench-server accounts: games={games} sign_in_p50_ms={:.1} sign_in_p99_ms={:.1} \
         seek_to_game_p50_ms={:.1} seek_to_game_p99_ms={:.1}",
        quantile(&sign_ins, 0.5),
        quantile(&sign_ins, 0.99),
        quantile(&pairings, 0.5),
        quantile(&pairings, 0.99),
    )
}
