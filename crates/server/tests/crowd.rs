//! A game with a crowd watching: the spectators' comings and goings are told to the
//! players in a few presence messages rather than one each, and a game takes at most
//! `--watchers-per-game` spectators, never refusing a seat.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::Duration;

use common::{Client, HOUR, Server, scratch};
use protocol::{ClientMessage, Refusal, ServerMessage};
use tokio::time::Instant;

/// The presence messages `client` is sent within `wait`: `(spectators, devices of each
/// seat)` of each.
async fn presence_within(client: &mut Client, wait: Duration) -> Vec<(u32, Vec<u32>)> {
    let until = Instant::now() + wait;
    let mut told = Vec::new();
    while let Ok(message) = tokio::time::timeout_at(until, client.next()).await {
        match message.expect("the socket closed") {
            ServerMessage::Presence {
                spectators, seats, ..
            } => told.push((spectators, seats.iter().map(|s| s.devices).collect())),
            ServerMessage::Refused { message, .. } => panic!("refused: {message}"),
            _ => {}
        }
    }
    told
}

/// Long enough for the presence the server owes (it tells a count within a second).
const WAIT: Duration = Duration::from_millis(2500);

#[tokio::test]
async fn test_a_crowd_coming_and_going_is_told_the_players_in_a_few_presence_messages() {
    const CROWD: u32 = 20;
    let dir = scratch("crowd");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let created = server.create("caro", &[], HOUR).await;
    let (mut player, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (_other, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    // Both seats here, told at once.
    player
        .until(|m| match m {
            ServerMessage::Presence { seats, .. } if seats[1].connected => Some(()),
            _ => None,
        })
        .await;

    let mut crowd = Vec::new();
    for joined in 1..=CROWD {
        let (spectator, state) = server.join(&created.id, None, 0).await;
        // A joining socket gets the whole game at once, with the count as it stands.
        assert_eq!(state.spectators, joined);
        crowd.push(spectator);
    }
    // A seat's second device is told at once, with the crowd counted.
    let (_device, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    let told = presence_within(&mut player, WAIT).await;
    assert!(
        !told.is_empty() && told.len() <= 2,
        "{} spectators and a device came: {told:?}",
        CROWD
    );
    assert!(
        told.iter().any(|(_, devices)| devices == &[1, 2]),
        "{told:?}"
    );
    assert_eq!(told.last().unwrap(), &(CROWD, vec![1, 2]));

    for mut spectator in crowd {
        spectator.socket.close(None).await.unwrap();
    }
    let told = presence_within(&mut player, WAIT).await;
    assert!(
        !told.is_empty() && told.len() <= 2,
        "{CROWD} spectators left: {told:?}"
    );
    assert_eq!(told.last().unwrap(), &(0, vec![1, 2]));
}

#[tokio::test]
async fn test_a_game_takes_so_many_watchers_and_never_refuses_a_seat() {
    let dir = scratch("watchers");
    let server = Server::start(&dir.join("games.sqlite3"), &["--watchers-per-game", "3"]);
    let created = server.create("caro", &[], HOUR).await;
    let mut watchers = Vec::new();
    for _ in 0..3 {
        watchers.push(server.join(&created.id, None, 0).await.0);
    }
    let hello = |secret: Option<&str>| ClientMessage::Hello {
        protocol: protocol::PROTOCOL_VERSION,
        game: created.id.clone(),
        secret: secret.map(str::to_owned),
        ply: 0,
    };
    let mut fourth = server.socket(&created.id).await;
    fourth.say(&hello(None)).await;
    let (code, message) = fourth
        .until(|m| match m {
            ServerMessage::Refused { code, message } => Some((*code, message.clone())),
            _ => None,
        })
        .await;
    assert_eq!(code, Refusal::Unavailable);
    assert!(message.contains("3 watchers"), "{message}");
    assert!(fourth.closed_with(1008).await);

    // Seats are never refused, whatever the crowd.
    let (mut player, state) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    assert_eq!(state.spectators, 3);
    let (_device, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (_other, _) = server.join(&created.id, Some(&created.secrets[1]), 0).await;
    player.play(0, "h8").await;

    // A watcher leaves: another may come.
    watchers.pop().unwrap().socket.close(None).await.unwrap();
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        let mut again = server.socket(&created.id).await;
        again.say(&hello(None)).await;
        match again.next().await {
            Some(ServerMessage::Game(state)) => {
                assert_eq!(state.spectators, 3);
                assert_eq!(state.moves, ["h8"]);
                break;
            }
            Some(ServerMessage::Refused {
                code: Refusal::Unavailable,
                ..
            }) if Instant::now() < until => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            other => panic!("no game for a watcher after one left: {other:?}"),
        }
    }
}
