//! Online play over real sockets on loopback, against the server's binary and its SQLite
//! file (and, for whole games, a resent move and a server killed mid-game, a real
//! Postgres): whole games, resent and refused moves, secrets, reconnects, spectators, a
//! server killed mid-game, and clients that misbehave.

#![allow(clippy::unwrap_used)]

mod common;

use common::{Client, Cluster, Db, HOUR, Server, postgres, scratch};
use engine::GameId;
use protocol::{ClientMessage, EndReason, GameState, Refusal, Rematch, ServerMessage};
use server::referee::Referee;

/// A test's players: moves picked from the legal ones by a fixed sequence.
struct Picker(u64);

impl Picker {
    fn pick(&mut self, referee: &Referee) -> String {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let moves = referee.legal_tokens();
        moves[(self.0 >> 33) as usize % moves.len()].clone()
    }
}

/// Every seat joins, a spectator watches, and the seats play legal moves until the game
/// ends by its rules; every socket sees every move, and the database holds each once.
/// A new SQLite file for test `name`.
fn file(name: &str) -> Db {
    Db::File(scratch(name).join("games.sqlite3"))
}

async fn whole_game(game: GameId, options: &[&str], seed: u64) {
    let name = format!("whole-{game}-{}", options.join("-"));
    whole_game_on(&file(&name), game, options, seed).await;
}

async fn whole_game_on(db: &Db, game: GameId, options: &[&str], seed: u64) {
    let server = Server::start_on(
        db,
        &["--messages-per-second", "10000", "--message-burst", "10000"],
    );
    let created = server.create(game.as_str(), options, HOUR).await;
    let mut seats: Vec<Client> = Vec::new();
    for secret in &created.secrets {
        seats.push(server.join(&created.id, Some(secret), 0).await.0);
    }
    let (mut watcher, state) = server.join(&created.id, None, 0).await;
    assert_eq!(state.you, None);
    assert!(state.started, "every seat has joined");
    let options: Vec<String> = options.iter().map(|o| (*o).to_owned()).collect();
    let mut referee = Referee::new(game, &options).unwrap();
    let mut picker = Picker(seed);
    let mut played = Vec::new();
    let mut ended = None;
    while ended.is_none() {
        assert!(played.len() < 3000, "{game}: no end after 3000 moves");
        let mover = referee.to_move().unwrap();
        let token = picker.pick(&referee);
        let ply = played.len() as u32;
        seats[usize::from(mover)].play(ply, &token).await;
        referee.play(&token).unwrap();
        played.push(token.clone());
        for client in seats.iter_mut().chain([&mut watcher]) {
            let seen = client
                .until(|m| match m {
                    ServerMessage::Move { ply: p, token, .. } if *p == ply + 1 => {
                        Some(token.clone())
                    }
                    _ => None,
                })
                .await;
            assert_eq!(seen, token);
        }
        if referee.outcome().is_some() {
            ended = Some(
                watcher
                    .until(|m| match m {
                        ServerMessage::Ended { end, .. } => Some(end.clone()),
                        _ => None,
                    })
                    .await,
            );
        }
    }
    let end = ended.unwrap();
    assert_eq!(end.reason, EndReason::Rules);
    assert_eq!(Some(end.outcome.clone()), referee.outcome());
    let stored = server.stored_moves(&created.id);
    assert_eq!(
        stored.iter().map(|(_, t)| t.clone()).collect::<Vec<_>>(),
        played
    );
    assert!(
        stored
            .iter()
            .enumerate()
            .all(|(i, (ply, _))| *ply as usize == i + 1)
    );
    let end_stored: protocol::End =
        protocol::decode(&server.stored_end(&created.id).unwrap()).unwrap();
    assert_eq!(end_stored, end);
    // A late spectator gets the whole game, its end included.
    let (_, state) = server.join(&created.id, None, 0).await;
    assert_eq!(state.moves, played);
    assert_eq!(state.end, Some(end));
}

#[tokio::test]
async fn test_a_whole_game_of_caro() {
    whole_game(GameId::Caro, &["opening=swap2"], 1).await;
}

#[tokio::test]
async fn test_a_whole_game_of_karo_four() {
    whole_game(GameId::KaroFour, &[], 2).await;
}

#[tokio::test]
async fn test_a_whole_game_of_karo_jumpers() {
    whole_game(GameId::KaroJumpers, &[], 3).await;
}

#[tokio::test]
async fn test_a_whole_game_of_kauri() {
    whole_game(GameId::Kauri, &[], 4).await;
}

#[tokio::test]
async fn test_a_whole_game_of_azacru_with_four_seats() {
    whole_game(GameId::Azacru, &["players=4"], 5).await;
}

#[tokio::test]
async fn test_a_whole_game_of_caro_on_postgres() {
    whole_game_on(&postgres("whole_caro"), GameId::Caro, &["opening=swap2"], 1).await;
}

#[tokio::test]
async fn test_a_whole_game_of_azacru_with_four_seats_on_postgres() {
    whole_game_on(&postgres("whole_azacru"), GameId::Azacru, &["players=4"], 5).await;
}

#[tokio::test]
async fn test_a_resent_move_is_acknowledged_again_and_stored_once() {
    resent_move(&file("resent")).await;
}

#[tokio::test]
async fn test_a_resent_move_on_postgres_is_acknowledged_again_and_stored_once() {
    resent_move(&postgres("resent")).await;
}

async fn resent_move(db: &Db) {
    let server = Server::start_on(db, &[]);
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    black.play(0, "h8").await;
    // The connection was lost before the acknowledgement: a new socket sends it again.
    let (mut again, state) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    assert_eq!(state.moves, ["h8"]);
    again.play(0, "h8").await;
    assert_eq!(server.stored_moves(&created.id), [(1, "h8".to_owned())]);
}

#[tokio::test]
async fn test_a_rematch_asked_by_both_swaps_the_seats_and_survives_a_restart() {
    let dir = scratch("rematch");
    let db = dir.join("games.sqlite3");
    let server = Server::start(&db, &[]);
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    black.say(&ClientMessage::Rematch { accept: true }).await;
    assert_eq!(black.refusal().await, Refusal::NotOver);
    black.play(0, "h8").await;
    white.say(&ClientMessage::Resign { ply: 1 }).await;
    // Asked once the game is over (each socket's messages reach the game in their own
    // order: black's ask could otherwise come before white's resignation).
    black
        .until(|m| matches!(m, ServerMessage::Ended { .. }).then_some(()))
        .await;
    let rematch = |m: &ServerMessage| match m {
        ServerMessage::Rematch(rematch) => Some(rematch.clone()),
        _ => None,
    };
    black.say(&ClientMessage::Rematch { accept: true }).await;
    let asked = Rematch {
        asked: vec![0],
        ..Rematch::default()
    };
    assert_eq!(white.until(rematch).await, asked);
    white.say(&ClientMessage::Rematch { accept: true }).await;
    // Everyone hears each ask, the asker too; the last one makes the rematch.
    let made = |m: &ServerMessage| rematch(m).filter(|r| r.next.is_some());
    let told = black.until(made).await;
    assert_eq!(told.asked, [0, 1]);
    assert_eq!(white.until(made).await, told);
    let next = told.next.expect("the rematch's id");
    // Each link's key opens the other seat of the rematch.
    let (_, as_black) = server.join(&next, Some(&created.secrets[0]), 0).await;
    let (_, as_white) = server.join(&next, Some(&created.secrets[1]), 0).await;
    assert_eq!((as_black.you, as_white.you), (Some(1), Some(0)));
    // Kept across a restart: the old game says where its rematch is.
    server.kill();
    let server = Server::start(&db, &[]);
    let (_, old) = server.join(&created.id, None, 0).await;
    assert_eq!(old.rematch.next, Some(next));
}

#[tokio::test]
async fn test_a_server_s_downtime_is_not_charged_to_the_player_to_move() {
    let dir = scratch("downtime");
    let db = dir.join("games.sqlite3");
    let server = Server::start(&db, &[]);
    let minute = protocol::TimeControl::Live {
        base: 60,
        increment: 0,
    };
    let created = server.create("caro", &[], minute).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    black.play(0, "h8").await;
    white.play(1, "a1").await;
    // Killed with Black to move, and away for two seconds.
    server.kill();
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let server = Server::start(&db, &[]);
    let (_, state) = server.join(&created.id, None, 0).await;
    let black_left = state.seats[0].clock_ms.expect("a live clock");
    assert!(
        black_left > 59_000,
        "Black was charged the downtime: {black_left} ms left"
    );
    // The absent mover's countdown goes on from the restart, rather than being lost.
    assert!(state.claim_in_ms.is_some(), "{state:?}");
}

/// Sends a move; returns the refusal it gets and the ply of the game that follows it.
async fn refusal(client: &mut Client, ply: u32, token: &str) -> ((Refusal, String), u32) {
    client
        .say(&ClientMessage::Move {
            ply,
            token: token.into(),
        })
        .await;
    let refused = client
        .until(|m| match m {
            ServerMessage::Refused { code, message } => Some((*code, message.clone())),
            _ => None,
        })
        .await;
    let game = client
        .until(|m| match m {
            ServerMessage::Game(state) => Some(state.ply),
            _ => None,
        })
        .await;
    (refused, game)
}

#[tokio::test]
async fn test_a_stale_or_illegal_move_is_refused_with_a_reason_and_the_game_follows() {
    let dir = scratch("refused");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let created = server.create("kauri", &[], HOUR).await;
    let (mut south, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut north, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    let ((code, message), ply) = refusal(&mut south, 0, "x").await;
    assert_eq!((code, ply), (Refusal::Illegal, 0));
    assert!(message.contains("'x'"), "{message}");
    assert_eq!(refusal(&mut north, 0, "c").await.0.0, Refusal::NotYourTurn);
    south.play(0, "c").await;
    // South's second tab still thinks it is ply 0, with another move.
    assert_eq!(
        refusal(&mut south, 0, "d").await,
        (
            (
                Refusal::StalePly,
                "the game has moved on: it holds 1 moves".into()
            ),
            1
        )
    );
    assert_eq!(server.stored_moves(&created.id).len(), 1);
}

#[tokio::test]
async fn test_a_wrong_secret_is_refused_and_no_secret_only_watches() {
    let dir = scratch("secrets");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let created = server.create("caro", &[], HOUR).await;
    let mut intruder = server.socket(&created.id).await;
    intruder
        .say(&ClientMessage::Hello {
            protocol: protocol::PROTOCOL_VERSION,
            game: created.id.clone(),
            secret: Some("guessed".into()),
            ply: 0,
        })
        .await;
    assert!(matches!(
        intruder.next().await,
        Some(ServerMessage::Refused {
            code: Refusal::WrongSecret,
            ..
        })
    ));
    assert!(intruder.closed().await);
    let (mut watcher, state) = server.join(&created.id, None, 0).await;
    assert_eq!(state.you, None);
    watcher
        .say(&ClientMessage::Move {
            ply: 0,
            token: "h8".into(),
        })
        .await;
    assert_eq!(watcher.refusal().await, Refusal::NotASeat);
    // An unknown game, and another protocol version.
    let mut lost = server.socket("AAAAAAAAAAAA").await;
    lost.say(&ClientMessage::Hello {
        protocol: 1,
        game: "AAAAAAAAAAAA".into(),
        secret: None,
        ply: 0,
    })
    .await;
    assert!(matches!(
        lost.next().await,
        Some(ServerMessage::Refused {
            code: Refusal::NoSuchGame,
            ..
        })
    ));
    let mut old = server.socket(&created.id).await;
    old.say(&ClientMessage::Hello {
        protocol: 0,
        game: created.id.clone(),
        secret: None,
        ply: 0,
    })
    .await;
    assert!(matches!(
        old.next().await,
        Some(ServerMessage::Refused {
            code: Refusal::Protocol,
            ..
        })
    ));
    assert!(server.stored_moves(&created.id).is_empty());
}

#[tokio::test]
async fn test_a_page_of_an_origin_not_allowed_may_watch_but_not_sit() {
    use tokio_tungstenite::tungstenite::{client::IntoClientRequest, http::HeaderValue};
    let dir = scratch("origins");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &["--origin", "https://club.example"],
    );
    let created = server.create("caro", &[], HOUR).await;
    let url = format!(
        "ws://{}/{}",
        server.address,
        protocol::socket_path(&created.id)
    );
    let from = |origin: &'static str| {
        let mut request = url.as_str().into_client_request().unwrap();
        request
            .headers_mut()
            .insert("Origin", HeaderValue::from_static(origin));
        tokio_tungstenite::connect_async(request)
    };
    let hello = |secret: Option<&str>| ClientMessage::Hello {
        protocol: protocol::PROTOCOL_VERSION,
        game: created.id.clone(),
        secret: secret.map(str::to_owned),
        ply: 0,
    };
    // A seat from a page of another site is refused, and the socket closed.
    let (socket, _) = from("https://evil.example").await.expect("a socket");
    let mut evil = Client { socket };
    evil.say(&hello(Some(&created.secrets[0]))).await;
    assert_eq!(evil.refusal().await, Refusal::NotASeat);
    assert!(evil.closed().await);
    // Watching from there is fine: a club's live board, whose sandboxed frame is `null`.
    let (socket, _) = from("null").await.expect("a socket");
    let mut watcher = Client { socket };
    watcher.say(&hello(None)).await;
    assert!(matches!(
        watcher.next().await,
        Some(ServerMessage::Game(GameState { you: None, .. }))
    ));
    // The allowed origin and the server's own pages sit.
    for origin in [
        "https://club.example",
        Box::leak(format!("http://{}", server.address).into_boxed_str()),
    ] {
        let (socket, _) = from(origin).await.expect("a socket");
        let mut player = Client { socket };
        player.say(&hello(Some(&created.secrets[1]))).await;
        assert!(matches!(
            player.next().await,
            Some(ServerMessage::Game(GameState { you: Some(1), .. }))
        ));
    }
}

#[tokio::test]
async fn test_a_reconnect_with_the_last_ply_gets_what_it_missed() {
    let dir = scratch("reconnect");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    black.play(0, "h8").await;
    white.play(1, "i9").await;
    drop(white);
    black.play(2, "h9").await;
    let (_, state) = server.join(&created.id, Some(&created.secrets[1]), 2).await;
    assert_eq!(
        (state.ply, state.moves_from, state.moves),
        (3, 2, vec!["h9".to_owned()])
    );
    assert_eq!((state.you, state.to_move), (Some(1), Some(1)));
}

#[tokio::test]
async fn test_a_server_killed_mid_game_loses_no_acknowledged_move() {
    killed_mid_game(&file("killed")).await;
}

#[tokio::test]
async fn test_a_server_on_postgres_killed_mid_game_loses_no_acknowledged_move() {
    killed_mid_game(&postgres("killed")).await;
}

#[tokio::test]
async fn test_a_postgres_restart_refuses_moves_as_unavailable_then_the_game_goes_on() {
    let cluster = Cluster::start("restart");
    let db = Db::Postgres(cluster.address.clone());
    let server = Server::start_on(&db, &[]);
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    black.play(0, "h8").await;
    cluster.down();
    // Nothing can be stored: the move is refused, and nobody is told it was played.
    white
        .say(&ClientMessage::Move {
            ply: 1,
            token: "i9".into(),
        })
        .await;
    assert_eq!(white.refusal().await, Refusal::Unavailable);
    cluster.up();
    // The same server, not restarted, stores the move sent again.
    white.play(1, "i9").await;
    assert_eq!(
        server.stored_moves(&created.id),
        [(1, "h8".to_owned()), (2, "i9".to_owned())]
    );
    let (_, state) = server.join(&created.id, None, 0).await;
    assert_eq!(state.moves, ["h8", "i9"]);
}

async fn killed_mid_game(db: &Db) {
    let server = Server::start_on(
        db,
        &["--messages-per-second", "1000", "--message-burst", "1000"],
    );
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    let mut referee = Referee::new(GameId::Caro, &[]).unwrap();
    let mut picker = Picker(9);
    let mut acknowledged = Vec::new();
    for ply in 0..40 {
        let token = picker.pick(&referee);
        let mover = if ply % 2 == 0 { &mut black } else { &mut white };
        mover.play(ply, &token).await;
        referee.play(&token).unwrap();
        acknowledged.push(token);
    }
    // One more move sent, and the server killed before its answer is read.
    let token = picker.pick(&referee);
    black
        .say(&ClientMessage::Move {
            ply: 40,
            token: token.clone(),
        })
        .await;
    server.kill();
    let server = Server::start_on(db, &[]);
    let (mut black, state) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    assert_eq!(state.moves[..40], acknowledged[..]);
    // The last move was stored or not; sent again, it is acknowledged either way, once.
    black.play(40, &token).await;
    acknowledged.push(token);
    let stored: Vec<String> = server
        .stored_moves(&created.id)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    assert_eq!(stored, acknowledged);
    // The clocks go on from the stored moves: still running, still about an hour.
    let (_, state) = server.join(&created.id, None, 0).await;
    assert!(state.started);
    assert!(
        state
            .seats
            .iter()
            .all(|s| s.clock_ms.is_some_and(|ms| ms > 3_500_000))
    );
}

#[tokio::test]
async fn test_malformed_oversized_and_flooding_clients_are_refused_and_others_play_on() {
    let dir = scratch("rude");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &["--messages-per-second", "5", "--message-burst", "10"],
    );
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;

    // Not a hello first: refused and closed.
    let mut rude = server.socket(&created.id).await;
    rude.raw("{nonsense").await;
    assert!(matches!(
        rude.next().await,
        Some(ServerMessage::Refused {
            code: Refusal::Malformed,
            ..
        })
    ));
    assert!(rude.closed().await);

    // A malformed message after the hello: refused, the socket kept.
    let (mut watcher, _) = server.join(&created.id, None, 0).await;
    watcher.raw(r#"{"t":"move","ply":"zero"}"#).await;
    assert_eq!(watcher.refusal().await, Refusal::Malformed);
    watcher.say(&ClientMessage::Ping).await;
    watcher
        .until(|m| (*m == ServerMessage::Pong).then_some(()))
        .await;

    // Oversized: refused in words, then closed; far too large: closed.
    let (mut big, _) = server.join(&created.id, None, 0).await;
    big.raw(&format!(
        r#"{{"t":"move","ply":0,"move":"{}"}}"#,
        "a".repeat(3000)
    ))
    .await;
    assert_eq!(big.refusal().await, Refusal::TooLarge);
    assert!(big.closed().await);
    // Over what the socket reads at all (4 KiB), the same words and close.
    let (mut bigger, _) = server.join(&created.id, None, 0).await;
    bigger.raw(&"a".repeat(5000)).await;
    assert_eq!(bigger.refusal().await, Refusal::TooLarge);
    assert!(bigger.closed_with(1008).await);
    // Far too large to read at all: cut off, perhaps while it is still being sent.
    let (mut huge, _) = server.join(&created.id, None, 0).await;
    let _sent = huge.try_raw(&"a".repeat(1 << 20)).await;
    assert!(huge.closed().await);

    // A flood: refused and closed.
    let (mut flood, _) = server.join(&created.id, None, 0).await;
    let ping = protocol::encode(&ClientMessage::Ping);
    // Past the burst of 10 the server refuses; a send after its close may fail.
    for _ in 0..15 {
        let _sent = flood.try_raw(&ping).await;
    }
    assert_eq!(flood.refusal().await, Refusal::Flood);
    assert!(flood.closed().await);

    // Meanwhile the players play on.
    black.play(0, "h8").await;
    white.play(1, "i9").await;
    assert_eq!(server.stored_moves(&created.id).len(), 2);
}

/// A static copy of the site on a club's host, built with this server's address, asks the
/// browser's question (a preflight) before it creates a game: yes for an allowed origin
/// only. Any page may read whether the server plays, and a game.
#[tokio::test]
async fn test_another_site_may_create_games_only_from_an_allowed_origin() {
    let dir = scratch("cors");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &["--origin", "https://club.example"],
    );
    let ask = |origin: &'static str| {
        let extra = format!(
            "Origin: {origin}\r\nAccess-Control-Request-Method: POST\r\n\
             Access-Control-Request-Headers: content-type\r\n"
        );
        let server = &server;
        async move { server.raw_request("OPTIONS", "/api/games", &extra).await.0 }
    };
    let head = ask("https://club.example").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(
        head.contains("access-control-allow-origin: https://club.example"),
        "{head}"
    );
    assert!(
        head.contains("access-control-allow-methods: POST"),
        "{head}"
    );
    assert!(
        head.contains("access-control-allow-headers: content-type"),
        "{head}"
    );
    let head = ask("https://evil.example").await;
    assert!(!head.contains("access-control-allow-origin"), "{head}");
    // The creation itself is checked as ever.
    let body = r#"{"game":"caro","time":{"kind":"correspondence","days":3}}"#;
    let (status, _) = server
        .http("POST", "/api/games", body, Some("https://evil.example"))
        .await;
    assert_eq!(status, 403);
    let created = server.create("caro", &[], HOUR).await;
    for path in [
        "/online.json".to_owned(),
        format!("/api/games/{}", created.id),
    ] {
        let (head, _) = server
            .raw_get(&path, "Origin: https://anywhere.example\r\n")
            .await;
        assert!(head.starts_with("HTTP/1.1 200"), "{path}: {head}");
        assert!(
            head.contains("access-control-allow-origin: *"),
            "{path}: {head}"
        );
    }
}

#[tokio::test]
async fn test_creating_a_game_refuses_what_cannot_be_played() {
    let dir = scratch("create");
    let server = Server::start(
        &dir.join("games.sqlite3"),
        &[
            "--games-per-minute",
            "3",
            "--origin",
            "https://club.example",
        ],
    );
    let live = r#""time":{"kind":"live","base":300,"increment":2}"#;
    let days = r#""time":{"kind":"correspondence","days":3}"#;
    for (body, origin, status, says) in [
        (
            format!(r#"{{"game":"chess",{live}}}"#),
            None,
            400,
            "no such game",
        ),
        (
            format!(r#"{{"game":"caro","options":["opening=chess"],{live}}}"#),
            None,
            400,
            "opening",
        ),
        (
            r#"{"game":"caro","time":{"kind":"correspondence","days":99}}"#.into(),
            None,
            400,
            "1 to 14 days",
        ),
        (r#"{"game":"caro"#.into(), None, 400, "EOF"),
        (
            format!(
                r#"{{"game":"caro","options":["{}"],{days}}}"#,
                "x".repeat(5000)
            ),
            None,
            413,
            "4096 bytes",
        ),
        (
            format!(r#"{{"game":"caro",{days}}}"#),
            Some("https://evil.example"),
            403,
            "may not",
        ),
    ] {
        let (got, body) = server.http("POST", "/api/games", &body, origin).await;
        assert_eq!(got, status, "{body}");
        assert!(body.contains(says), "{body}");
    }
    let body = format!(r#"{{"game":"azacru","options":["players=3"],{days}}}"#);
    let (status, body) = server
        .http("POST", "/api/games", &body, Some("https://club.example"))
        .await;
    assert_eq!(status, 201, "{body}");
    let created: protocol::Created = protocol::decode(&body).unwrap();
    assert_eq!(created.secrets.len(), 3);
    // Three games a minute from one address: the fourth is refused.
    let body = format!(r#"{{"game":"caro",{days}}}"#);
    for status in [201, 201, 429] {
        assert_eq!(
            server.http("POST", "/api/games", &body, None).await.0,
            status
        );
    }
    let (status, body) = server.http("GET", "/api", "", None).await;
    assert_eq!((status, body.as_str()), (200, r#"{"protocol":1}"#));
    let (status, body) = server
        .http("GET", &format!("/api/games/{}", created.id), "", None)
        .await;
    assert_eq!(status, 200, "{body}");
    let state: protocol::GameState = protocol::decode(&body).unwrap();
    assert_eq!(
        (state.game.as_str(), state.seats.len(), state.you),
        ("azacru", 3, None)
    );
    assert_eq!(
        server
            .http("GET", "/api/games/AAAAAAAAAAAA", "", None)
            .await
            .0,
        404
    );
}
