//! The lobby over real sockets on loopback, on both stores: a rated seek made, listed,
//! accepted (two acceptors at once: one game), the game played over its sockets to a
//! resignation, both players' ratings moved by it, once, though the server is killed and
//! started again on the same database; and the refusals.

#![allow(clippy::unwrap_used)]

mod common;

use common::{Db, Server, browser::Browser, postgres, scratch};
use protocol::{
    ClientMessage, ServerMessage,
    account::{AccountRefusal, Player},
    lobby::{Paired, Seek, Sought},
};

const RATED_CARO: &str =
    r#"{"game":"caro","options":[],"time":{"kind":"correspondence","days":3},"rated":true}"#;

#[tokio::test]
async fn test_a_rated_seek_from_the_lobby_to_the_ratings_on_sqlite() {
    let dir = scratch("lobby");
    rated_seek_to_ratings(&Db::File(dir.join("games.sqlite3"))).await;
}

#[tokio::test]
async fn test_a_rated_seek_from_the_lobby_to_the_ratings_on_postgres() {
    rated_seek_to_ratings(&postgres("lobby")).await;
}

async fn player(server: &Server, name: &str) -> Player {
    let (_, body) = server
        .request("GET", &format!("/api/players/{name}"), "", "")
        .await;
    protocol::decode(&String::from_utf8(body).unwrap()).unwrap()
}

async fn rated_seek_to_ratings(db: &Db) {
    let server = Server::start_on(db, &[]);
    let (mut ada, mut bob, mut cy) = (
        Browser::new(&server, "Firefox"),
        Browser::new(&server, "Chromium"),
        Browser::new(&server, "Safari"),
    );
    for (browser, name) in [(&mut ada, "Ada"), (&mut bob, "Bob"), (&mut cy, "Cyrus")] {
        assert_eq!(browser.sign_up(name, "correct horse").await.status, 201);
    }
    // Ada seeks a rated game of Caro by correspondence; anyone sees it in the lobby.
    let made = ada.ask("POST", "/api/lobby", RATED_CARO).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let sought: Sought = protocol::decode(&made.body).unwrap();
    let (_, listed) = server.request("GET", "/api/lobby", "", "").await;
    let listed: Vec<Seek> = protocol::decode(&String::from_utf8(listed).unwrap()).unwrap();
    assert_eq!(listed, std::slice::from_ref(&sought.seek));
    assert_eq!(
        (listed[0].seeker.as_str(), listed[0].rating),
        ("Ada", 1500.0)
    );
    assert!(listed[0].rated && listed[0].provisional);
    // Her own seek she cannot take; Bob and Cy accept at once: one gets the game.
    let path = format!("/api/lobby/{}", sought.seek.id);
    assert_eq!(
        ada.ask("POST", &path, "").await.refusal(),
        AccountRefusal::OwnSeek
    );
    let (one, two) = tokio::join!(bob.ask("POST", &path, ""), cy.ask("POST", &path, ""));
    let (won, lost) = if one.status == 201 {
        (one, two)
    } else {
        (two, one)
    };
    assert_eq!(
        (won.status, lost.status, lost.refusal()),
        (201, 409, AccountRefusal::Taken)
    );
    let paired: Paired = protocol::decode(&won.body).unwrap();
    // Ada finds her game by reading her seek again; the lobby no longer lists it.
    let (_, again) = server.request("GET", &path, "", "").await;
    let again: Seek = protocol::decode(&String::from_utf8(again).unwrap()).unwrap();
    assert_eq!(again.paired.as_deref(), Some(paired.game.as_str()));
    let (_, empty) = server.request("GET", "/api/lobby", "", "").await;
    assert_eq!(String::from_utf8(empty).unwrap(), "[]");
    // The game, over its sockets: the acceptor's seat and Ada's, by their secrets.
    let ada_seat = 1 - paired.seat;
    let (mut acceptor, state) = server.join(&paired.game, Some(&paired.secret), 0).await;
    assert_eq!(state.you, Some(paired.seat));
    let (mut seeker, state) = server.join(&paired.game, Some(&sought.secret), 0).await;
    assert_eq!(state.you, Some(ada_seat));
    // Each seat shows its player and his rating, a new player's "1500?".
    assert!(state.rated);
    let ada_player = state.players[usize::from(ada_seat)]
        .clone()
        .expect("Ada's seat");
    assert_eq!(ada_player.name.as_deref(), Some("Ada"));
    assert_eq!((ada_player.rating, ada_player.provisional), (1500, true));
    assert!(state.players[usize::from(paired.seat)].is_some());
    let (first, second) = if paired.seat == 0 {
        (&mut acceptor, &mut seeker)
    } else {
        (&mut seeker, &mut acceptor)
    };
    first.play(0, "h8").await;
    second.play(1, "i9").await;
    // Ada resigns.
    let ada_socket = if ada_seat == 0 { first } else { second };
    ada_socket.say(&ClientMessage::Resign { ply: 2 }).await;
    ada_socket
        .until(|m| matches!(m, ServerMessage::Ended { .. }).then_some(()))
        .await;
    // Then by how much the ratings moved, each seat's.
    let changes = ada_socket
        .until(|m| match m {
            ServerMessage::Rated { ratings, .. } => Some(ratings.clone()),
            _ => None,
        })
        .await;
    let (ada_change, winner_change) = (
        changes[usize::from(ada_seat)],
        changes[usize::from(paired.seat)],
    );
    assert_eq!((ada_change.before, ada_change.after), (1500, 1338));
    assert_eq!((winner_change.before, winner_change.after), (1500, 1662));
    let winner = if player(&server, "Bob").await.games.is_empty() {
        "Cyrus"
    } else {
        "Bob"
    };
    let (ada_after, winner_after) = (player(&server, "Ada").await, player(&server, winner).await);
    assert_eq!(ada_after.ratings.len(), 1, "{ada_after:?}");
    let (lost_rating, won_rating) = (&ada_after.ratings[0], &winner_after.ratings[0]);
    assert_eq!((lost_rating.game.as_str(), lost_rating.games), ("caro", 1));
    assert!((lost_rating.rating - 1337.7).abs() < 0.5, "{lost_rating:?}");
    assert!((won_rating.rating - 1662.3).abs() < 0.5, "{won_rating:?}");
    assert!(lost_rating.provisional);
    assert_eq!(winner_after.games[0].id, paired.game);
    // Killed and started again on the same database: the game loads ended, and is not
    // rated a second time.
    let db = server.db.clone();
    server.kill();
    let server = Server::start_on(&db, &[]);
    let (_, state) = server.join(&paired.game, None, 0).await;
    assert!(state.end.is_some());
    let shown = state.players[usize::from(ada_seat)]
        .clone()
        .expect("Ada's seat");
    assert_eq!(shown.rating, 1338, "the seat shows the rating after");
    let again = player(&server, "Ada").await;
    assert_eq!(again.ratings[0].games, 1);
    assert!((again.ratings[0].rating - lost_rating.rating).abs() < 1e-9);
}

#[tokio::test]
async fn test_the_lobby_refuses_what_it_cannot_pair() {
    let server = Server::start_on(
        &Db::File(scratch("lobby-refusals").join("games.sqlite3")),
        &[],
    );
    let mut ada = Browser::new(&server, "Firefox");
    // Signed out: no seek.
    let refused = ada.ask("POST", "/api/lobby", RATED_CARO).await;
    assert_eq!(
        (refused.status, refused.refusal()),
        (401, AccountRefusal::SignedOut)
    );
    assert_eq!(ada.sign_up("Ada", "correct horse").await.status, 201);
    let four =
        r#"{"game":"azacru","options":["players=4"],"time":{"kind":"correspondence","days":3}}"#;
    assert_eq!(
        ada.ask("POST", "/api/lobby", four).await.refusal(),
        AccountRefusal::BadGame
    );
    let unknown = r#"{"game":"chess","time":{"kind":"correspondence","days":3}}"#;
    assert_eq!(
        ada.ask("POST", "/api/lobby", unknown).await.refusal(),
        AccountRefusal::BadGame
    );
    let backwards = r#"{"game":"caro","time":{"kind":"correspondence","days":3},"range":{"min":1600,"max":1400}}"#;
    assert_eq!(
        ada.ask("POST", "/api/lobby", backwards).await.refusal(),
        AccountRefusal::Malformed
    );
    // Five open seeks at most.
    let mut ids = Vec::new();
    for _ in 0..5 {
        let made = ada.ask("POST", "/api/lobby", RATED_CARO).await;
        assert_eq!(made.status, 201);
        ids.push(protocol::decode::<Sought>(&made.body).unwrap().seek.id);
    }
    let sixth = ada.ask("POST", "/api/lobby", RATED_CARO).await;
    assert_eq!(
        (sixth.status, sixth.refusal()),
        (429, AccountRefusal::TooMany)
    );
    // Withdrawn by its seeker only; then gone.
    let mut bob = Browser::new(&server, "Chromium");
    assert_eq!(bob.sign_up("Bob", "correct horse").await.status, 201);
    let path = format!("/api/lobby/{}", ids[0]);
    assert_eq!(
        bob.ask("DELETE", &path, "").await.refusal(),
        AccountRefusal::NoSuchSeek
    );
    assert_eq!(ada.ask("DELETE", &path, "").await.status, 204);
    assert_eq!(
        bob.ask("POST", &path, "").await.refusal(),
        AccountRefusal::NoSuchSeek
    );
    // A rating range Bob's 1500 is outside of.
    let strong = r#"{"game":"caro","time":{"kind":"correspondence","days":3},"range":{"min":1800,"max":2400}}"#;
    let made = ada.ask("POST", "/api/lobby", strong).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = protocol::decode::<Sought>(&made.body).unwrap().seek.id;
    let refused = bob.ask("POST", &format!("/api/lobby/{id}"), "").await;
    assert_eq!(
        (refused.status, refused.refusal()),
        (403, AccountRefusal::OutOfRange)
    );
    // Another site's page accepts nothing.
    let mut forged = Browser::new(&server, "Chromium");
    forged.cookie.clone_from(&bob.cookie);
    forged.origin = "http://evil.example".into();
    let refused = forged
        .ask("POST", &format!("/api/lobby/{}", ids[1]), "")
        .await;
    assert_eq!(refused.refusal(), AccountRefusal::CrossSite);
}

#[tokio::test]
async fn test_players_who_block_each_other_are_never_paired_on_postgres() {
    let server = Server::start_on(&postgres("lobby_blocks"), &[]);
    let (mut ada, mut bob) = (
        Browser::new(&server, "Firefox"),
        Browser::new(&server, "Chromium"),
    );
    assert_eq!(ada.sign_up("Ada", "correct horse").await.status, 201);
    assert_eq!(bob.sign_up("Bob", "correct horse").await.status, 201);
    let made = ada.ask("POST", "/api/lobby", RATED_CARO).await;
    let id = protocol::decode::<Sought>(&made.body).unwrap().seek.id;
    let seen = |answer: common::browser::Answer| -> usize {
        protocol::decode::<Vec<Seek>>(&answer.body).unwrap().len()
    };
    assert_eq!(seen(bob.ask("GET", "/api/lobby", "").await), 1);
    // Bob blocks Ada: her seeks are gone from his lobby, and neither takes the other's.
    assert_eq!(
        bob.ask("PUT", "/api/account/blocks/ada", "").await.status,
        204
    );
    let listed = bob.ask("GET", "/api/account/blocks", "").await;
    assert_eq!(
        protocol::decode::<Vec<String>>(&listed.body).unwrap(),
        ["Ada"]
    );
    assert_eq!(seen(bob.ask("GET", "/api/lobby", "").await), 0);
    let path = format!("/api/lobby/{id}");
    let refused = bob.ask("POST", &path, "").await;
    assert_eq!(
        (refused.status, refused.refusal()),
        (403, AccountRefusal::Blocked)
    );
    let his = bob.ask("POST", "/api/lobby", RATED_CARO).await;
    let his = protocol::decode::<Sought>(&his.body).unwrap().seek.id;
    let refused = ada.ask("POST", &format!("/api/lobby/{his}"), "").await;
    assert_eq!(refused.refusal(), AccountRefusal::Blocked, "either way");
    assert_eq!(
        seen(ada.ask("GET", "/api/lobby", "").await),
        1,
        "only her own"
    );
    // Nobody by that name; no longer blocked: paired.
    let nobody = bob.ask("PUT", "/api/account/blocks/Nobody", "").await;
    assert_eq!(
        (nobody.status, nobody.refusal()),
        (404, AccountRefusal::NoSuchPlayer)
    );
    assert_eq!(
        bob.ask("DELETE", "/api/account/blocks/Ada", "")
            .await
            .status,
        204
    );
    assert_eq!(bob.ask("POST", &path, "").await.status, 201);
}
