//! What every store must do, written once and run against each (`sqlite.rs`'s tests on a
//! file, `postgres.rs`'s on a real Postgres): a game kept with its moves, each ply stored
//! once, the end and the start, the games whose clock ran out, a rematch stored once.
//! Each function starts from an empty store and leaves its games behind.

use protocol::{End, EndReason, Outcome, TimeControl};

use super::{Account, Appended, Claim, Rating, SEEN_EVERY_MS, SeekRow, Store};
use crate::room::{Played, Record};

/// A new game `id`, as a room creates it.
pub fn game(id: &str) -> Record {
    Record {
        id: id.into(),
        game: "caro".into(),
        options: vec!["opening=swap".into()],
        time: TimeControl::Live {
            base: 60,
            increment: 1,
        },
        secrets: vec!["a".repeat(64), "b".repeat(64)],
        created_at: 5,
        started_at: None,
        moves: Vec::new(),
        end: None,
        rematch: None,
        rated: false,
    }
}

/// A move of `seat`.
pub fn played(token: &str, seat: u8) -> Played {
    Played {
        seat,
        token: token.into(),
        at: 10,
        clock_ms: 59_000,
    }
}

/// The end [`a_game_is_kept_with_its_moves_once_each`] stores: seat 0 resigned.
pub fn resigned() -> End {
    End {
        outcome: Outcome::Winner { seat: 1 },
        reason: EndReason::Resigned { seat: 0 },
    }
}

/// Game `g1`: created, a move stored once whoever tries again, overdue once its deadline
/// passed, started, ended; then read back whole.
pub fn a_game_is_kept_with_its_moves_once_each(store: &dyn Store) {
    store.create(&game("g1")).expect("created");
    assert_eq!(store.load("nope").expect("read"), None);
    // Its task's server owns it, and may say so again.
    assert_eq!(store.claim("g1").expect("claimed"), Claim::Ours);
    assert_eq!(store.claim("g1").expect("claimed"), Claim::Ours);
    let append = |ply, token, seat, end: Option<&End>| {
        store
            .append("g1", ply, &played(token, seat), end, Some(70_000))
            .expect("written")
    };
    assert_eq!(append(1, "h8", 0, None), Appended::Stored);
    // A second move at ply 1, however it comes, is never stored.
    assert_eq!(append(1, "i9", 1, None), Appended::Taken);
    assert_eq!(
        store.overdue(69_999, 10).expect("read"),
        Vec::<String>::new()
    );
    assert_eq!(
        store.overdue(70_001, 10).expect("read"),
        vec!["g1".to_owned()]
    );
    store.start("g1", 7, Some(80_000)).expect("written");
    // The first start holds.
    store.start("g1", 9, Some(80_000)).expect("written");
    store.finish("g1", &resigned()).expect("written");
    // The first end holds, and an ended game is never overdue.
    let other = End {
        outcome: Outcome::Draw,
        reason: EndReason::Agreed,
    };
    store.finish("g1", &other).expect("written");
    assert!(store.overdue(u64::MAX >> 2, 10).expect("read").is_empty());
    the_game_is_kept_after_a_restart(store);
}

/// What [`a_game_is_kept_with_its_moves_once_each`] stored, read back (by the same store,
/// or by another opened on the same database, as after a restart).
pub fn the_game_is_kept_after_a_restart(store: &dyn Store) {
    let loaded = store.load("g1").expect("read").expect("kept");
    assert_eq!(loaded.moves, vec![played("h8", 0)]);
    assert_eq!(loaded.started_at, Some(7));
    assert_eq!(loaded.end, Some(resigned()));
    assert_eq!(
        Record {
            moves: Vec::new(),
            started_at: None,
            end: None,
            rematch: None,
            rated: false,
            ..loaded
        },
        game("g1")
    );
}

/// Two rematches of one game (asked of its owner before and after a handover): the first
/// stored holds, and no second game is made.
pub fn a_rematch_is_stored_once_and_kept_with_its_game(store: &dyn Store) {
    store.create(&game("m1")).expect("created");
    assert_eq!(store.claim("m1").expect("claimed"), Claim::Ours);
    assert_eq!(store.rematch("m1", &game("r1")).expect("written"), "r1");
    assert_eq!(store.rematch("m1", &game("r2")).expect("written"), "r1");
    assert_eq!(store.load("r2").expect("read"), None);
    assert_eq!(store.load("r1").expect("read"), Some(game("r1")));
    let loaded = store.load("m1").expect("read").expect("kept");
    assert_eq!(loaded.rematch.as_deref(), Some("r1"));
}

/// A move ending the game stores the end with it; an end stored later does not replace it.
pub fn a_move_that_ends_the_game_stores_its_end(store: &dyn Store) {
    store.create(&game("e1")).expect("created");
    assert_eq!(store.claim("e1").expect("claimed"), Claim::Ours);
    let won = End {
        outcome: Outcome::Winner { seat: 0 },
        reason: EndReason::Rules,
    };
    let stored = store
        .append("e1", 1, &played("h8", 0), Some(&won), None)
        .expect("written");
    assert_eq!(stored, Appended::Stored);
    store.finish("e1", &resigned()).expect("written");
    let loaded = store.load("e1").expect("read").expect("kept");
    assert_eq!(loaded.end, Some(won));
    assert_eq!(loaded.moves.len(), 1);
}

/// Accounts: a name is one in any case and never given twice; a session finds its
/// account until it ends; signing out everywhere keeps only the session asked to; a new
/// password replaces the old; a closed account signs nobody in and keeps its name.
pub fn accounts_and_their_sessions_are_kept(store: &dyn Store) {
    let ada = store
        .create_account("Ada", "hash-1", 1_000)
        .expect("written")
        .expect("a new name");
    assert_eq!(
        store
            .create_account("ADA", "hash-2", 2_000)
            .expect("written"),
        None
    );
    let found = store
        .account_named("aDa")
        .expect("read")
        .expect("in any case");
    assert_eq!(
        found,
        Account {
            id: ada,
            name: "Ada".into(),
            password: Some("hash-1".into()),
            created_at: 1_000,
        }
    );
    assert_eq!(store.account_named("Bob").expect("read"), None);
    // Two browsers signed in; the later one listed first.
    store
        .open_session("t1", ada, 10_000, "Firefox")
        .expect("written");
    store
        .open_session("t2", ada, 20_000, "Chromium")
        .expect("written");
    assert_eq!(
        store.session_account("t1", 30_000).expect("read"),
        Some(found.clone())
    );
    assert_eq!(store.session_account("nope", 30_000).expect("read"), None);
    let listed = store.sessions(ada).expect("read");
    let tokens: Vec<&str> = listed.iter().map(|s| s.token.as_str()).collect();
    assert_eq!(tokens, ["t2", "t1"]);
    assert_eq!(listed[1].agent, "Firefox");
    // Used again over an hour later: noted, to the hour.
    let later = 10_000 + SEEN_EVERY_MS + 1;
    store.session_account("t1", later).expect("read");
    store.session_account("t1", later + 5).expect("read");
    let seen = store.sessions(ada).expect("read");
    assert_eq!((seen[1].signed_in, seen[1].last_seen), (10_000, later));
    // Signed out here: that session finds nobody; the other still does.
    store.close_session("t1").expect("written");
    assert_eq!(store.session_account("t1", later).expect("read"), None);
    store
        .open_session("t3", ada, 40_000, "Safari")
        .expect("written");
    store.close_sessions(ada, Some("t3")).expect("written");
    let left: Vec<String> = store
        .sessions(ada)
        .expect("read")
        .into_iter()
        .map(|s| s.token)
        .collect();
    assert_eq!(left, ["t3"]);
    store.set_password(ada, "hash-3").expect("written");
    let changed = store.account_named("ada").expect("read").expect("open");
    assert_eq!(changed.password.as_deref(), Some("hash-3"));
    // Blocks: one way, listed by name, undone.
    let cy = store
        .create_account("Cy-2", "h", 1)
        .expect("written")
        .expect("new");
    store.set_block(ada, cy, true).expect("written");
    store.set_block(ada, cy, true).expect("written again");
    assert_eq!(store.blocked_by(ada).expect("read"), ["Cy-2"]);
    assert!(store.blocked_by(cy).expect("read").is_empty());
    assert_eq!(store.kept_apart(cy).expect("read"), [ada]);
    assert_eq!(store.kept_apart(ada).expect("read"), [cy]);
    store.set_block(ada, cy, false).expect("written");
    assert!(store.kept_apart(cy).expect("read").is_empty());
    // Closed: no session, no sign-in, and the name is nobody else's.
    store.close_account(ada, 50_000).expect("written");
    assert_eq!(store.session_account("t3", 50_000).expect("read"), None);
    assert_eq!(store.account_named("Ada").expect("read"), None);
    assert!(store.sessions(ada).expect("read").is_empty());
    assert_eq!(
        store
            .create_account("ada", "hash-4", 60_000)
            .expect("written"),
        None
    );
    let bob = store
        .create_account("Bob", "hash-5", 60_000)
        .expect("written");
    assert!(bob.is_some_and(|bob| bob != ada));
}

/// Seats and ratings: a seat is one account's; an account's games, the latest first; a
/// game is rated once, however often it is asked, from the ratings it found.
pub fn seats_and_ratings_are_kept(store: &dyn Store) {
    let ada = store
        .create_account("Ada", "h", 1)
        .expect("written")
        .expect("new");
    let bob = store
        .create_account("Bob", "h", 1)
        .expect("written")
        .expect("new");
    let mut first = game("p1");
    first.created_at = 1_000;
    let mut second = game("p2");
    second.created_at = 2_000;
    store.create(&first).expect("created");
    store.create(&second).expect("created");
    assert!(store.take_seat("p1", 0, ada).expect("written"));
    assert!(
        store.take_seat("p1", 0, ada).expect("written"),
        "again: still hers"
    );
    assert!(
        !store.take_seat("p1", 0, bob).expect("written"),
        "hers, not his"
    );
    assert!(store.take_seat("p1", 1, bob).expect("written"));
    assert!(store.take_seat("p2", 1, ada).expect("written"));
    assert_eq!(store.seats_of("p1").expect("read"), [(0, ada), (1, bob)]);
    let games: Vec<(String, u8)> = store
        .games_of(ada, 10)
        .expect("read")
        .into_iter()
        .map(|g| (g.id, g.seat))
        .collect();
    assert_eq!(games, [("p2".to_owned(), 1), ("p1".to_owned(), 0)]);
    assert_eq!(store.games_of(ada, 1).expect("read").len(), 1);
    // Rated once: the update sees the starting ratings, then its own; a second try nothing.
    let start = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
        games: 0,
    };
    let plus = |before: &[Rating]| {
        before
            .iter()
            .enumerate()
            .map(|(i, r)| Rating {
                rating: r.rating + if i == 0 { 10.0 } else { -10.0 },
                games: r.games + 1,
                ..*r
            })
            .collect()
    };
    let rated = store
        .rate("p1", "caro", &[ada, bob], (start, 9), &plus)
        .expect("written");
    let rated = rated.expect("rated the first time");
    assert_eq!((rated[0].0, rated[0].1.rating), (start, 1510.0));
    assert_eq!(
        store
            .rate("p1", "caro", &[ada, bob], (start, 9), &plus)
            .expect("read"),
        None
    );
    store
        .rate("p2", "caro", &[ada, bob], (start, 9), &plus)
        .expect("written");
    let ratings = store.ratings_of(ada).expect("read");
    assert_eq!(ratings.len(), 1);
    assert_eq!(ratings[0].0, "caro");
    assert_eq!((ratings[0].1.rating, ratings[0].1.games), (1520.0, 2));
    assert_eq!(store.ratings_of(bob).expect("read")[0].1.rating, 1480.0);
    assert_eq!(
        store
            .rate("nope", "caro", &[ada], (start, 9), &plus)
            .expect("read"),
        None
    );
}

/// The lobby: a seek is listed with its seeker's name until paired or withdrawn; only its
/// seeker withdraws it, never himself accepts it; of two acceptors at once, one makes the
/// game (its seats the seeker's and his) and the other nothing.
pub fn seeks_are_paired_once(store: &dyn Store) {
    let ada = store
        .create_account("Ada", "h", 1)
        .expect("written")
        .expect("new");
    let bob = store
        .create_account("Bob", "h", 1)
        .expect("written")
        .expect("new");
    let cy = store
        .create_account("Cy", "h", 1)
        .expect("written")
        .expect("new");
    let sought = SeekRow {
        id: "s1".into(),
        account: ada,
        name: "Ada".into(),
        game: "caro".into(),
        options: vec!["opening=swap2".into()],
        time: TimeControl::Correspondence { days: 3 },
        rated: true,
        range: Some((1200, 1800)),
        secret: "hash-of-adas-seat".into(),
        created_at: 5,
        paired: None,
    };
    store.add_seek(&sought).expect("written");
    store
        .add_seek(&SeekRow {
            id: "s2".into(),
            range: None,
            created_at: 6,
            ..sought.clone()
        })
        .expect("written");
    assert_eq!(store.open_seeks().expect("read")[0], sought);
    assert_eq!(store.seek("s1").expect("read"), Some(sought.clone()));
    assert!(!store.withdraw_seek("s2", bob).expect("written"), "not his");
    assert!(store.withdraw_seek("s2", ada).expect("written"));
    assert_eq!(store.open_seeks().expect("read").len(), 1);
    // Her own seek she cannot take.
    let mut own = game("g-own");
    own.rated = true;
    assert!(!store.pair("s1", ada, &own, &[ada, ada]).expect("written"));
    assert_eq!(store.load("g-own").expect("read"), None, "nothing made");
    // Two acceptors at once: one game.
    let (mut one, mut two) = (game("g-bob"), game("g-cy"));
    one.rated = true;
    two.rated = true;
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| store.pair("s1", bob, &one, &[ada, bob]));
        let b = s.spawn(|| store.pair("s1", cy, &two, &[cy, ada]));
        (a.join().expect("ran"), b.join().expect("ran"))
    });
    let (a, b) = (a.expect("written"), b.expect("written"));
    assert!(a != b, "one pairing of two: {a} {b}");
    let (made, lost, seats) = if a {
        ("g-bob", "g-cy", [(0, ada), (1, bob)])
    } else {
        ("g-cy", "g-bob", [(0, cy), (1, ada)])
    };
    assert!(store.load(made).expect("read").is_some_and(|g| g.rated));
    assert_eq!(store.load(lost).expect("read"), None);
    assert_eq!(store.seats_of(made).expect("read"), seats);
    assert!(store.open_seeks().expect("read").is_empty());
    assert_eq!(
        store
            .seek("s1")
            .expect("read")
            .and_then(|s| s.paired)
            .as_deref(),
        Some(made)
    );
    assert!(
        !store.withdraw_seek("s1", ada).expect("written"),
        "paired: stays"
    );
}
