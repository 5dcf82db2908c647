//! Two servers on one Postgres, over real sockets on loopback: a game is handed over to
//! the server a socket reached (the owner's sockets are told to come back), and a game
//! whose server is killed (SIGKILL) goes on at the other with every acknowledged move,
//! none twice, and the failover's time given back to the player to move; a server paused
//! past its lease writes nothing more to the game taken from it.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{Db, HOUR, Server, postgres};
use protocol::{ClientMessage, Refusal, TimeControl};

/// What a server is started with here: moves as fast as the test plays them.
const QUICK: [&str; 4] = ["--messages-per-second", "1000", "--message-burst", "1000"];

#[tokio::test]
async fn test_a_game_moves_to_the_server_a_socket_reached_and_its_sockets_follow() {
    let db: Db = postgres("handover");
    let (one, two) = (Server::start_on(&db, &QUICK), Server::start_on(&db, &QUICK));
    let created = one.create("caro", &[], HOUR).await;
    let (mut black, _) = one.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = one.join(&created.id, Some(&created.secrets[1]), 0).await;
    black.play(0, "h8").await;
    white.play(1, "i9").await;
    // A spectator reaches the other server: the game moves there, with its moves.
    let (_, watched) = two.join(&created.id, None, 0).await;
    assert_eq!(watched.moves, ["h8", "i9"]);
    // The first server's sockets are told to come back (1012), as a restart tells them.
    assert!(black.closed_with(1012).await, "black not sent back");
    assert!(white.closed_with(1012).await, "white not sent back");
    let (mut black, state) = two.join(&created.id, Some(&created.secrets[0]), 2).await;
    assert_eq!(state.you, Some(0));
    let (mut white, _) = two.join(&created.id, Some(&created.secrets[1]), 2).await;
    black.play(2, "h9").await;
    white.play(3, "i10").await;
    assert_eq!(
        two.stored_moves(&created.id),
        [
            (1, "h8".to_owned()),
            (2, "i9".to_owned()),
            (3, "h9".to_owned()),
            (4, "i10".to_owned())
        ]
    );
}

#[tokio::test]
async fn test_a_game_goes_on_at_another_server_when_its_own_is_killed() {
    let db: Db = postgres("failover");
    let (one, two) = (Server::start_on(&db, &QUICK), Server::start_on(&db, &QUICK));
    let minute = TimeControl::Live {
        base: 60,
        increment: 0,
    };
    let created = one.create("caro", &[], minute).await;
    let (mut black, _) = one.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = one.join(&created.id, Some(&created.secrets[1]), 0).await;
    let played = ["h8", "a1", "h9", "a2", "h10", "a3"];
    for (ply, token) in (0..).zip(played) {
        let mover = if ply % 2 == 0 { &mut black } else { &mut white };
        mover.play(ply, token).await;
    }
    // One more move on its way as the server dies.
    black
        .say(&ClientMessage::Move {
            ply: 6,
            token: "h11".into(),
        })
        .await;
    one.kill();
    // The clients come back to the other server, which takes the game once the dead
    // one's lease has lapsed.
    let killed = Instant::now();
    let (mut black, state) = loop {
        match two
            .try_join(&created.id, Some(&created.secrets[0]), 0)
            .await
        {
            Ok(joined) => break joined,
            Err(_) if killed.elapsed() < Duration::from_secs(10) => {
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(other) => panic!("the game did not move within 10 s: {other:?}"),
        }
    };
    let failover = killed.elapsed();
    assert!(failover < Duration::from_secs(10), "{failover:?}");
    // Every acknowledged move, and the last one stored or not, once.
    assert_eq!(state.moves[..6], played[..]);
    if state.moves.len() == 6 {
        black.play(6, "h11").await;
    }
    let stored: Vec<String> = two
        .stored_moves(&created.id)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    assert_eq!(stored, ["h8", "a1", "h9", "a2", "h10", "a3", "h11"]);
    // The time without a server is nobody's: White, to move, lost none of it.
    let (_, state) = two.join(&created.id, None, 0).await;
    let white_left = state.seats[1].clock_ms.expect("a live clock");
    assert!(
        white_left > 60_000 - 2_000,
        "White was charged the failover: {white_left} ms left"
    );
}

#[tokio::test]
async fn test_a_server_paused_past_its_lease_writes_nothing_to_the_game_taken_from_it() {
    let db: Db = postgres("paused");
    let (one, two) = (Server::start_on(&db, &QUICK), Server::start_on(&db, &QUICK));
    let created = one.create("caro", &[], HOUR).await;
    let (mut black, _) = one.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (mut white, _) = one.join(&created.id, Some(&created.secrets[1]), 0).await;
    black.play(0, "h8").await;
    // The owner stops answering past its lease (3 s): the other server takes the game
    // over without asking it, and Black goes on there.
    one.signal("STOP");
    tokio::time::sleep(Duration::from_secs(4)).await;
    let (mut black, state) = two.join(&created.id, Some(&created.secrets[0]), 1).await;
    assert_eq!(state.ply, 1, "with Black's move");
    one.signal("CONT");
    // White, still on the paused server, resigns there: nothing is stored, and White is
    // sent to the owner.
    white.say(&ClientMessage::Resign { ply: 1 }).await;
    assert_eq!(white.refusal().await, Refusal::Unavailable);
    assert!(white.closed_with(1012).await, "white not sent back");
    assert_eq!(two.stored_end(&created.id), None);
    let (mut white, _) = two.join(&created.id, Some(&created.secrets[1]), 1).await;
    white.play(1, "i9").await;
    black.play(2, "h9").await;
    let stored: Vec<String> = two
        .stored_moves(&created.id)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    assert_eq!(stored, ["h8", "i9", "h9"]);
}

#[tokio::test]
async fn test_a_server_paused_past_its_lease_shows_a_newcomer_the_game_as_it_went_on() {
    let db: Db = postgres("paused-join");
    let (one, two) = (Server::start_on(&db, &QUICK), Server::start_on(&db, &QUICK));
    let created = one.create("caro", &[], HOUR).await;
    let (mut black, _) = one.join(&created.id, Some(&created.secrets[0]), 0).await;
    let (_white, _) = one.join(&created.id, Some(&created.secrets[1]), 0).await;
    black.play(0, "h8").await;
    // Paused past its lease, the first server's game is taken over and played on.
    one.signal("STOP");
    tokio::time::sleep(Duration::from_secs(4)).await;
    let (mut white, _) = two.join(&created.id, Some(&created.secrets[1]), 1).await;
    white.play(1, "i9").await;
    one.signal("CONT");
    // A spectator reaching the first server, which still holds its copy of the game, is
    // shown the game as it is, not that copy.
    let (_, state) = one.join(&created.id, None, 0).await;
    assert_eq!(state.moves, ["h8", "i9"]);
}
