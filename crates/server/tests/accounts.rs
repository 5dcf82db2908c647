//! Accounts over real sockets on loopback, on both stores: signing up, in and out, the
//! sessions, a stolen cookie replayed after its sign-out, a new password, closing an
//! account; and the refusals: a wrong password, a name taken or malformed, a page of
//! another site, too many attempts.

#![allow(clippy::unwrap_used)]

mod common;

use common::{
    Db, Server,
    browser::{Answer, Browser},
    postgres, scratch,
};
use protocol::account::{AccountError, AccountRefusal, Session};

fn file(name: &str) -> Db {
    Db::File(scratch(name).join("games.sqlite3"))
}

#[tokio::test]
async fn test_an_account_from_sign_up_to_closing_on_sqlite() {
    an_account_from_sign_up_to_closing(&file("accounts")).await;
}

#[tokio::test]
async fn test_an_account_from_sign_up_to_closing_on_postgres() {
    an_account_from_sign_up_to_closing(&postgres("accounts")).await;
}

async fn an_account_from_sign_up_to_closing(db: &Db) {
    // More sign-ins at one account than a person makes in a minute.
    let server = Server::start_on(db, &["--sign-ins-per-minute", "100"]);
    let mut laptop = Browser::new(&server, "Firefox on a laptop");
    let made = laptop.sign_up("Ada", "correct horse").await;
    assert_eq!(made.status, 201, "{}", made.body);
    let set = made
        .head
        .lines()
        .find(|l| l.starts_with("set-cookie:"))
        .unwrap();
    for part in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(set.contains(part), "{set}");
    }
    assert!(!set.contains("Secure"), "plain http here: {set}");
    assert!(!made.body.contains("correct horse"));
    assert_eq!(laptop.me().await, Ok("Ada".into()));
    // The name is one in any case.
    let mut other = Browser::new(&server, "Chromium");
    assert_eq!(
        other.sign_up("ADA", "another one").await.refusal(),
        AccountRefusal::NameTaken
    );
    // A phone signs in (the name in any case); a wrong password first.
    let mut phone = Browser::new(&server, "Safari on a phone");
    let wrong = phone.sign_in("ada", "correct horsf").await;
    assert_eq!(
        (wrong.status, wrong.refusal()),
        (401, AccountRefusal::WrongPassword)
    );
    let nobody = phone.sign_in("Grace", "correct horse").await;
    assert_eq!(
        nobody.refusal(),
        AccountRefusal::WrongPassword,
        "no account: the same word"
    );
    assert_eq!(phone.sign_in("ada", "correct horse").await.status, 200);
    assert_eq!(phone.me().await, Ok("Ada".into()));
    let listed = laptop.ask("GET", "/api/account/sessions", "").await;
    let sessions: Vec<Session> = protocol::decode(&listed.body).unwrap();
    let agents: Vec<(&str, bool)> = sessions
        .iter()
        .map(|s| (s.agent.as_str(), s.current))
        .collect();
    assert_eq!(
        agents,
        [("Safari on a phone", false), ("Firefox on a laptop", true)]
    );
    // A cookie copied off the laptop works until the laptop signs out, then never.
    let mut thief = Browser::new(&server, "curl");
    thief.cookie.clone_from(&laptop.cookie);
    assert_eq!(thief.me().await, Ok("Ada".into()));
    let out = laptop.ask("DELETE", "/api/session", "").await;
    assert_eq!(out.status, 204);
    assert_eq!(laptop.cookie, None, "the cookie is removed");
    assert_eq!(thief.me().await, Err(401));
    // A new password, the old one confirmed: every other browser is signed out.
    assert_eq!(laptop.sign_in("Ada", "correct horse").await.status, 200);
    let refused = phone
        .ask(
            "POST",
            "/api/account/password",
            r#"{"current":"nope nope","new":"battery staple"}"#,
        )
        .await;
    assert_eq!(refused.refusal(), AccountRefusal::WrongPassword);
    let short = phone
        .ask(
            "POST",
            "/api/account/password",
            r#"{"current":"correct horse","new":"short"}"#,
        )
        .await;
    assert_eq!(short.refusal(), AccountRefusal::BadPassword);
    let changed = phone
        .ask(
            "POST",
            "/api/account/password",
            r#"{"current":"correct horse","new":"battery staple"}"#,
        )
        .await;
    assert_eq!(changed.status, 204, "{}", changed.body);
    assert_eq!(phone.me().await, Ok("Ada".into()));
    assert_eq!(laptop.me().await, Err(401));
    assert_eq!(laptop.sign_in("Ada", "correct horse").await.status, 401);
    assert_eq!(laptop.sign_in("Ada", "battery staple").await.status, 200);
    // Signed out everywhere: both browsers.
    assert_eq!(
        phone
            .ask("DELETE", "/api/account/sessions", "")
            .await
            .status,
        204
    );
    assert_eq!((phone.me().await, laptop.me().await), (Err(401), Err(401)));
    // Closed, the password confirmed: nobody signs in, and the name stays Ada's.
    assert_eq!(laptop.sign_in("Ada", "battery staple").await.status, 200);
    let kept = laptop
        .ask("DELETE", "/api/account", r#"{"password":"correct horse"}"#)
        .await;
    assert_eq!(kept.refusal(), AccountRefusal::WrongPassword);
    let closed = laptop
        .ask("DELETE", "/api/account", r#"{"password":"battery staple"}"#)
        .await;
    assert_eq!(closed.status, 204, "{}", closed.body);
    assert_eq!(laptop.me().await, Err(401));
    assert_eq!(laptop.sign_in("Ada", "battery staple").await.status, 401);
    assert_eq!(
        other.sign_up("ada", "battery staple").await.refusal(),
        AccountRefusal::NameTaken
    );
}

#[tokio::test]
async fn test_names_passwords_and_bodies_are_checked() {
    let server = Server::start_on(&file("account-checks"), &[]);
    let mut browser = Browser::new(&server, "Chromium");
    for name in ["ab", "9lives", "a b", "admin", "Tessera"] {
        let refused = browser.sign_up(name, "long enough").await;
        assert_eq!(
            (refused.status, refused.refusal()),
            (400, AccountRefusal::BadName),
            "{name}"
        );
    }
    let short = browser.sign_up("Ada", "short").await;
    assert_eq!(short.refusal(), AccountRefusal::BadPassword);
    let malformed = browser
        .ask("POST", "/api/account", r#"{"name":"Ada"}"#)
        .await;
    assert_eq!(
        (malformed.status, malformed.refusal()),
        (400, AccountRefusal::Malformed)
    );
    assert_eq!(browser.me().await, Err(401));
}

#[tokio::test]
async fn test_another_sites_page_changes_no_account() {
    let server = Server::start_on(&file("account-cross-site"), &[]);
    let mut own = Browser::new(&server, "Chromium");
    assert_eq!(own.sign_up("Ada", "correct horse").await.status, 201);
    // A forged form on another site, with the browser's cookie (were it sent).
    let mut forged = Browser::new(&server, "Chromium");
    forged.origin = "http://evil.example".into();
    forged.cookie.clone_from(&own.cookie);
    for (method, path, body) in [
        (
            "POST",
            "/api/session",
            r#"{"name":"Ada","password":"correct horse"}"#,
        ),
        ("DELETE", "/api/account/sessions", ""),
        (
            "POST",
            "/api/account/password",
            r#"{"current":"correct horse","new":"pwned pwned"}"#,
        ),
        ("DELETE", "/api/account", r#"{"password":"correct horse"}"#),
    ] {
        let refused = forged.ask(method, path, body).await;
        assert_eq!(
            (refused.status, refused.refusal()),
            (403, AccountRefusal::CrossSite),
            "{method} {path}"
        );
    }
    // No origin at all is no page of the site's either.
    let (head, _) = server
        .request(
            "POST",
            "/api/session",
            "",
            r#"{"name":"Ada","password":"correct horse"}"#,
        )
        .await;
    assert!(head.starts_with("HTTP/1.1 403"), "{head}");
    assert_eq!(own.me().await, Ok("Ada".into()), "nothing changed");
}

#[tokio::test]
async fn test_sign_ins_are_limited_per_address_and_per_account() {
    let server = Server::start_on(&file("account-limits"), &[]);
    let mut browser = Browser::new(&server, "Chromium");
    assert_eq!(browser.sign_up("Ada", "correct horse").await.status, 201);
    // Five attempts at one account a minute, from anywhere.
    for _ in 0..5 {
        assert_eq!(browser.sign_in("Ada", "guess guess").await.status, 401);
    }
    let limited = browser.sign_in("ada", "correct horse").await;
    assert_eq!(
        (limited.status, limited.refusal()),
        (429, AccountRefusal::TooMany)
    );
    let error: AccountError = protocol::decode(&limited.body).unwrap();
    let wait = error.retry_in.expect("the time to wait");
    assert!((1..=60).contains(&wait), "{wait}");
    assert!(
        limited.head.contains(&format!("retry-after: {wait}")),
        "{}",
        limited.head
    );
    // Ten a minute from one address, whatever the names.
    for name in ["Bob", "Carol", "Dan", "Eve"] {
        assert_eq!(browser.sign_in(name, "guess guess").await.status, 401);
    }
    let limited = browser.sign_in("Frank", "guess guess").await;
    assert_eq!(limited.refusal(), AccountRefusal::TooMany);
    assert!(limited.body.contains("address"), "{}", limited.body);
}

#[tokio::test]
async fn test_no_password_is_ever_logged() {
    let dir = scratch("account-log");
    let log = dir.join("server.log");
    let db = Db::File(dir.join("games.sqlite3"));
    let server = Server::start_logging(&db, &["--sign-ins-per-minute", "100"], &log);
    let mut browser = Browser::new(&server, "Chromium");
    assert_eq!(browser.sign_up("Ada", "first-secret-1").await.status, 201);
    assert_eq!(browser.sign_in("Ada", "wrong-secret-2").await.status, 401);
    let changed = browser
        .ask(
            "POST",
            "/api/account/password",
            r#"{"current":"first-secret-1","new":"third-secret-3"}"#,
        )
        .await;
    assert_eq!(changed.status, 204);
    let closed = browser
        .ask("DELETE", "/api/account", r#"{"password":"third-secret-3"}"#)
        .await;
    assert_eq!(closed.status, 204);
    drop(server);
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(
        logged.contains("an account was made"),
        "the log is written: {logged}"
    );
    for secret in ["first-secret", "wrong-secret", "third-secret", "argon2"] {
        assert!(!logged.contains(secret), "{secret} logged");
    }
}

#[tokio::test]
async fn test_a_browsers_seats_follow_its_account_onto_the_players_page_on_sqlite() {
    seats_follow_the_account(&file("account-seats")).await;
}

#[tokio::test]
async fn test_a_browsers_seats_follow_its_account_onto_the_players_page_on_postgres() {
    seats_follow_the_account(&postgres("account_seats")).await;
}

async fn seats_follow_the_account(db: &Db) {
    use protocol::account::{Player, SeatClaimed};
    let server = Server::start_on(db, &[]);
    let created = server.create("caro", &[], common::HOUR).await;
    let mut ada = Browser::new(&server, "Firefox");
    let mut bob = Browser::new(&server, "Chromium");
    assert_eq!(ada.sign_up("Ada", "correct horse").await.status, 201);
    assert_eq!(bob.sign_up("Bob", "battery staple").await.status, 201);
    let claims = |secret: &str, game: &str| format!(r#"[{{"game":"{game}","secret":"{secret}"}}]"#);
    let claimed = |answer: Answer| -> Vec<SeatClaimed> { protocol::decode(&answer.body).unwrap() };
    // Ada's browser holds the second seat's link: it becomes hers, once.
    let mine = ada
        .ask(
            "POST",
            "/api/account/games",
            &claims(&created.secrets[1], &created.id),
        )
        .await;
    assert_eq!(claimed(mine)[0].seat, Some(1));
    let again = ada
        .ask(
            "POST",
            "/api/account/games",
            &claims(&created.secrets[1], &created.id),
        )
        .await;
    assert_eq!(claimed(again)[0].seat, Some(1));
    // Bob copied her link: the seat stays hers. A wrong secret, or no such game: nothing.
    let copied = bob
        .ask(
            "POST",
            "/api/account/games",
            &claims(&created.secrets[1], &created.id),
        )
        .await;
    assert_eq!(claimed(copied)[0].seat, None);
    let wrong = bob
        .ask("POST", "/api/account/games", &claims("nope", &created.id))
        .await;
    assert_eq!(claimed(wrong)[0].seat, None);
    let nowhere = bob
        .ask("POST", "/api/account/games", &claims("nope", "../../etc"))
        .await;
    assert_eq!(claimed(nowhere)[0].seat, None);
    // Signed out, nothing is taken.
    let mut stranger = Browser::new(&server, "curl");
    let refused = stranger
        .ask(
            "POST",
            "/api/account/games",
            &claims(&created.secrets[0], &created.id),
        )
        .await;
    assert_eq!(refused.refusal(), AccountRefusal::SignedOut);
    // Her page, from anywhere: her game, no rating yet.
    let (head, body) = server
        .request(
            "GET",
            "/api/players/ADA",
            "Origin: http://club.example\r\n",
            "",
        )
        .await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("access-control-allow-origin: *"), "{head}");
    let page: Player = protocol::decode(&String::from_utf8(body).unwrap()).unwrap();
    assert_eq!(page.name, "Ada");
    assert!(page.ratings.is_empty());
    let games: Vec<(&str, u8)> = page.games.iter().map(|g| (g.id.as_str(), g.seat)).collect();
    assert_eq!(games, [(created.id.as_str(), 1)]);
    assert_eq!(page.games[0].end, None);
    let (head, _) = server.request("GET", "/api/players/Nobody", "", "").await;
    assert!(head.starts_with("HTTP/1.1 404"), "{head}");
}
