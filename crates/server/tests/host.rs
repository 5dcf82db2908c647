//! The server as a host runs it: its command line, the built site served as a good static
//! host serves it, and a graceful stop.

#![allow(clippy::unwrap_used)]

mod common;

use std::process::Command;

use common::{HOUR, Server, scratch};

#[test]
fn test_help_lists_every_option() {
    let output = Command::new(env!("CARGO_BIN_EXE_tessera-server"))
        .arg("--help")
        .output()
        .unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    for option in [
        "--dist <DIR>",
        "--listen <ADDR:PORT>",
        "--db <PATH|URL>",
        "--url <URL>",
        "--origin <ORIGIN>",
        "--proxy <ADDR>",
        "--connections-per-address <N>",
        "--sockets-per-address <N>",
        "--grace-ms <MS>",
        "--claim-after <SECONDS>",
        "--sweep-every <SECONDS>",
        "--games-per-minute <N>",
        "--messages-per-second <N>",
        "--message-burst <N>",
        "--watchers-per-game <N>",
    ] {
        assert!(help.contains(option), "{option} missing from:\n{help}");
    }
    let refused = Command::new(env!("CARGO_BIN_EXE_tessera-server"))
        .args(["--listen", "nowhere"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--listen"));
}

#[tokio::test]
async fn test_the_site_is_served_gzipped_hashed_files_cached_pages_revalidated() {
    let dir = scratch("site");
    let dist = dir.join("dist");
    std::fs::create_dir_all(dist.join("caro")).unwrap();
    let page = "<!doctype html><title>Caro</title>".repeat(40);
    std::fs::write(dist.join("caro/index.html"), &page).unwrap();
    std::fs::write(dist.join("index.html"), &page).unwrap();
    let script = "console.log('a board');".repeat(40);
    std::fs::write(dist.join("caro-0123456789abcdef.js"), &script).unwrap();
    let server = Server::start_with_site(&dir.join("games.sqlite3"), &dist);
    let get = |path: &'static str, extra: &'static str| server.raw_get(path, extra);

    let (head, body) = get("/caro/", "Accept-Encoding: gzip\r\n").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("content-encoding: gzip"), "{head}");
    assert!(head.contains("cache-control: no-cache"), "{head}");
    // A club's sandboxed frame (origin `null`) reads the site's files.
    assert!(head.contains("access-control-allow-origin: *"), "{head}");
    assert!(body.len() < page.len() / 4, "gzipped: {} bytes", body.len());
    let modified = head
        .lines()
        .find_map(|l| l.strip_prefix("last-modified: "))
        .unwrap()
        .to_owned();
    let revalidate = format!("If-Modified-Since: {modified}\r\n");
    let (head, _) = server.raw_get("/caro/", &revalidate).await;
    assert!(head.starts_with("HTTP/1.1 304"), "{head}");

    let (head, body) = get("/caro-0123456789abcdef.js", "").await;
    assert!(
        head.contains("cache-control: public, max-age=31536000, immutable"),
        "{head}"
    );
    assert_eq!(body.len(), script.len());
    // A file the build compressed is sent as it wrote it (scripts/precompress.mjs).
    let packed = b"\x1f\x8b not gzip on the fly".to_vec();
    std::fs::write(dist.join("caro-0123456789abcdef.js.gz"), &packed).unwrap();
    let (head, body) = get("/caro-0123456789abcdef.js", "Accept-Encoding: gzip\r\n").await;
    assert!(head.contains("content-encoding: gzip"), "{head}");
    assert!(head.contains("content-type: text/javascript"), "{head}");
    assert_eq!(body, packed);
    let (head, _) = get("/no-such-file.js", "").await;
    assert!(head.starts_with("HTTP/1.1 404"), "{head}");
    // An address that names nothing: the build's not-found page, in the address's
    // language, else the visitor's, else English; a 404 all the same.
    std::fs::create_dir_all(dist.join("vi")).unwrap();
    std::fs::write(dist.join("404.html"), "<html lang=\"en\">").unwrap();
    std::fs::write(dist.join("vi/404.html"), "<html lang=\"vi\">").unwrap();
    let server = Server::start_with_site(&dir.join("games.sqlite3"), &dist);
    for (path, accepted, language) in [
        ("/vi/no-such-page", "", "vi"),
        (
            "/no-such-page",
            "Accept-Language: vi-VN,vi;q=0.9,en;q=0.8\r\n",
            "vi",
        ),
        ("/rules/chess/", "Accept-Language: de\r\n", "en"),
    ] {
        let (head, body) = server.raw_get(path, accepted).await;
        assert!(head.starts_with("HTTP/1.1 404"), "{head}");
        assert!(head.contains("content-type: text/html"), "{head}");
        let body = String::from_utf8_lossy(&body);
        assert_eq!(body, format!("<html lang=\"{language}\">"), "{path}");
    }
    // The static site's `online.json` says there is no online play; the server's says there is.
    std::fs::write(dist.join("online.json"), r#"{"protocol":null}"#).unwrap();
    let (head, body) = get("/online.json", "").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert_eq!(String::from_utf8_lossy(&body), r#"{"protocol":1}"#);
    assert!(head.contains("access-control-allow-origin: *"), "{head}");
    // Online play beside it.
    let created = server.create("kauri", &[], HOUR).await;
    assert_eq!(created.secrets.len(), 2);
}

#[tokio::test]
async fn test_a_stop_closes_every_socket_asking_to_come_back() {
    let dir = scratch("stop");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let created = server.create("caro", &[], HOUR).await;
    let (mut black, _) = server.join(&created.id, Some(&created.secrets[0]), 0).await;
    black.play(0, "h8").await;
    let status = server.terminate();
    assert!(black.closed_with(1012).await);
    assert!(status.success(), "{status:?}");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    let (_, state) = server.join(&created.id, None, 0).await;
    assert_eq!(state.moves, ["h8"]);
}

#[tokio::test]
async fn test_a_stop_ends_within_seconds_though_a_request_is_half_sent() {
    use tokio::io::AsyncWriteExt;
    let dir = scratch("stop-deadline");
    let server = Server::start(&dir.join("games.sqlite3"), &[]);
    // A request whose headers never end, as a slow or dead client leaves it.
    let mut slow = tokio::net::TcpStream::connect(&server.address)
        .await
        .expect("a connection");
    slow.write_all(b"GET / HTTP/1.1\r\nHost: tessera\r\n")
        .await
        .expect("half a request");
    let began = std::time::Instant::now();
    let stopped = tokio::task::spawn_blocking(move || server.terminate());
    let status = tokio::time::timeout(std::time::Duration::from_secs(20), stopped)
        .await
        .expect("the server stopped within 20 s")
        .expect("the stop's thread");
    assert!(status.success(), "{status:?}");
    assert!(began.elapsed().as_secs() < 10, "{:?}", began.elapsed());
    drop(slow);
}
