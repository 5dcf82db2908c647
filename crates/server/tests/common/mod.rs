//! The server as a host runs it (its binary, a SQLite file or a real Postgres database, a
//! port on loopback), and clients that speak to it over real sockets.

#![allow(dead_code, clippy::unwrap_used)] // Helpers; each test file uses some.

pub mod browser;

use std::{
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::Duration,
};

use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMessage, Created, GameState, NewGame, Refusal, ServerMessage, TimeControl};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

/// A running server, killed when dropped.
pub struct Server {
    child: Child,
    /// `127.0.0.1:<port>`.
    pub address: String,
    /// Its database.
    pub db: Db,
}

/// Where a test's server keeps its games.
#[derive(Clone, Debug)]
pub enum Db {
    /// A SQLite file.
    File(PathBuf),
    /// A Postgres database's address.
    Postgres(String),
}

impl Db {
    /// What `--db` says.
    fn arg(&self) -> std::ffi::OsString {
        match self {
            Db::File(path) => path.clone().into_os_string(),
            Db::Postgres(address) => address.into(),
        }
    }

    /// The rows `sql` selects (its columns joined by `|`), read from the database itself.
    fn select(&self, sql: &str, id: &str) -> Vec<String> {
        match self {
            Db::File(path) => {
                let db = rusqlite::Connection::open(path).unwrap();
                let mut statement = db.prepare(&sql.replace("$1", "?1")).unwrap();
                let columns = statement.column_count();
                statement
                    .query_map([id], |r| {
                        (0..columns)
                            .map(|i| {
                                let value: rusqlite::types::Value = r.get(i)?;
                                Ok(match value {
                                    rusqlite::types::Value::Integer(n) => n.to_string(),
                                    rusqlite::types::Value::Text(t) => t,
                                    _ => String::new(),
                                })
                            })
                            .collect::<Result<Vec<_>, _>>()
                            .map(|cells| cells.join("|"))
                    })
                    .unwrap()
                    .collect::<Result<_, _>>()
                    .unwrap()
            }
            // psql, as a host reads it: `-v` names the game, quoted by psql itself.
            Db::Postgres(address) => {
                let out = Command::new("psql")
                    .args([address.as_str(), "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1"])
                    .arg("-v")
                    .arg(format!("id={id}"))
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .spawn()
                    .and_then(|mut psql| {
                        use std::io::Write;
                        let query = format!("{};\n", sql.replace("$1", ":'id'"));
                        psql.stdin.take().unwrap().write_all(query.as_bytes())?;
                        psql.wait_with_output()
                    })
                    .unwrap();
                assert!(out.status.success(), "psql failed");
                String::from_utf8(out.stdout)
                    .unwrap()
                    .lines()
                    .filter(|line| !line.is_empty())
                    .map(str::to_owned)
                    .collect()
            }
        }
    }
}

/// A new, empty Postgres database for one test, on the test Postgres
/// (`TESSERA_TEST_POSTGRES`, which scripts/test starts): its address.
pub fn postgres(name: &str) -> Db {
    let server = std::env::var("TESSERA_TEST_POSTGRES").unwrap_or_else(|_| {
        panic!(
            "no Postgres to test against: run scripts/test, or start one with \
             scripts/postgres start and set TESSERA_TEST_POSTGRES to the address it prints"
        )
    });
    let database = format!("tessera_{name}_{}", std::process::id()).replace('-', "_");
    for statement in [
        format!("DROP DATABASE IF EXISTS {database}"),
        format!("CREATE DATABASE {database}"),
    ] {
        let status = Command::new("psql")
            .args([
                server.as_str(),
                "-X",
                "-q",
                "-v",
                "ON_ERROR_STOP=1",
                "-c",
                &statement,
            ])
            .status()
            .unwrap();
        assert!(status.success(), "{statement}");
    }
    let base = server
        .rsplit_once('/')
        .map_or(server.as_str(), |(host, _)| host);
    Db::Postgres(format!("{base}/{database}"))
}

/// A fresh folder for one test's database.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tessera-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

impl Server {
    /// Starts the server on a free port with the database file `db`, a few extra options.
    pub fn start(db: &Path, extra: &[&str]) -> Server {
        Self::start_on(&Db::File(db.to_owned()), extra)
    }

    /// Starts the server on a free port with the database `db`, a few extra options.
    pub fn start_on(db: &Db, extra: &[&str]) -> Server {
        let server = Command::new(env!("CARGO_BIN_EXE_tessera-server"));
        Self::spawn_command(server, db, Path::new("no-site-here"), extra)
    }

    /// Starts the server on the database `db` with its whole log (`RUST_LOG=trace`) written
    /// to the file `log`.
    pub fn start_logging(db: &Db, extra: &[&str], log: &Path) -> Server {
        let mut shell = Command::new("sh");
        shell
            .arg("-c")
            .arg("RUST_LOG=trace exec \"$0\" \"$@\" 2>\"$TESSERA_LOG\"")
            .arg(env!("CARGO_BIN_EXE_tessera-server"))
            .env("TESSERA_LOG", log);
        Self::spawn_command(shell, db, Path::new("no-site-here"), extra)
    }

    /// Starts the server with the built site `dist`.
    pub fn start_with_site(db: &Path, dist: &Path) -> Server {
        let server = Command::new(env!("CARGO_BIN_EXE_tessera-server"));
        Self::spawn_command(server, &Db::File(db.to_owned()), dist, &[])
    }

    /// Starts the server as a host whose processes may open `descriptors` files (a soft
    /// limit the server may raise).
    pub fn start_with_descriptors(db: &Path, extra: &[&str], descriptors: u32) -> Server {
        let mut shell = Command::new("sh");
        shell
            .arg("-c")
            .arg(format!("ulimit -Sn {descriptors} && exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_tessera-server"));
        let db = Db::File(db.to_owned());
        Self::spawn_command(shell, &db, Path::new("no-site-here"), extra)
    }

    fn spawn_command(mut command: Command, db: &Db, dist: &Path, extra: &[&str]) -> Server {
        let mut child = command
            .args(["--listen", "127.0.0.1:0", "--dist"])
            .arg(dist)
            .arg("--db")
            .arg(db.arg())
            .args(extra)
            .env("RUST_LOG", "error")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let address = server::listening_address(&line)
            .unwrap_or_else(|| panic!("not the line expected: {line:?}"))
            .to_owned();
        Server {
            child,
            address,
            db: db.clone(),
        }
    }

    /// Kills it with SIGKILL, as a crash or an OOM killer would.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Stops it with SIGTERM, as a host's service manager does; its exit status.
    pub fn terminate(mut self) -> std::process::ExitStatus {
        self.signal("TERM");
        self.child.wait().unwrap()
    }

    /// Sends it signal `name` (`STOP` pauses it as an overloaded machine or a debugger
    /// would, `CONT` lets it go on).
    pub fn signal(&self, name: &str) {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill")
            .args([&format!("-{name}"), &pid])
            .status();
        assert!(sent.unwrap().success(), "SIG{name} not sent");
    }

    /// A `GET` with extra header lines; returns the head and the body's bytes.
    pub async fn raw_get(&self, path: &str, extra: &str) -> (String, Vec<u8>) {
        self.raw_request("GET", path, extra).await
    }

    /// A request with no body and extra header lines; returns the head (header names in
    /// lower case) and the body's bytes.
    pub async fn raw_request(&self, method: &str, path: &str, extra: &str) -> (String, Vec<u8>) {
        self.request(method, path, extra, "").await
    }

    /// A request with extra header lines and a JSON body (none if empty); returns the head
    /// (header names in lower case) and the body's bytes.
    pub async fn request(
        &self,
        method: &str,
        path: &str,
        extra: &str,
        body: &str,
    ) -> (String, Vec<u8>) {
        let mut stream = TcpStream::connect(&self.address).await.unwrap();
        let content = if body.is_empty() {
            String::new()
        } else {
            format!(
                "Content-Type: application/json\r\nContent-Length: {}\r\n",
                body.len()
            )
        };
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\n{extra}{content}Connection: close\r\n\r\n{body}",
            self.address
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).await.unwrap();
        let split = response.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        // Header names in lower case, their values as sent.
        let head = String::from_utf8_lossy(&response[..split])
            .lines()
            .map(|line| match line.split_once(": ") {
                Some((name, value)) => format!("{}: {value}", name.to_lowercase()),
                None => line.to_owned(),
            })
            .collect::<Vec<_>>()
            .join("\n");
        (head, response[split + 4..].to_vec())
    }

    /// An HTTP request; returns the status and the body.
    pub async fn http(
        &self,
        method: &str,
        path: &str,
        body: &str,
        origin: Option<&str>,
    ) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.address).await.unwrap();
        let origin = origin
            .map(|o| format!("Origin: {o}\r\n"))
            .unwrap_or_default();
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\n{origin}Content-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.address,
            body.len()
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        let status = response[9..12].parse().unwrap();
        let body = response
            .split_once("\r\n\r\n")
            .map(|(_, b)| b.to_owned())
            .unwrap_or_default();
        (status, body)
    }

    /// Creates a game; returns its id and seats' secrets.
    pub async fn create(&self, game: &str, options: &[&str], time: TimeControl) -> Created {
        let new = NewGame {
            game: game.into(),
            options: options.iter().map(|o| (*o).to_owned()).collect(),
            time,
        };
        let (status, body) = self
            .http("POST", "/api/games", &protocol::encode(&new), None)
            .await;
        assert_eq!(status, 201, "{body}");
        protocol::decode(&body).unwrap()
    }

    /// A socket on game `id`, before its hello.
    pub async fn socket(&self, id: &str) -> Client {
        let url = format!("ws://{}/{}", self.address, protocol::socket_path(id));
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client { socket }
    }

    /// A socket on game `id` that said hello with `secret` and `ply`; returns it and the
    /// game it was sent.
    pub async fn join(&self, id: &str, secret: Option<&str>, ply: u32) -> (Client, GameState) {
        match self.try_join(id, secret, ply).await {
            Ok(joined) => joined,
            Err(other) => panic!("no game after the hello: {other:?}"),
        }
    }

    /// The same, or what the socket got instead of the game (a refusal, a close: none).
    pub async fn try_join(
        &self,
        id: &str,
        secret: Option<&str>,
        ply: u32,
    ) -> Result<(Client, GameState), Option<ServerMessage>> {
        let mut client = self.socket(id).await;
        client
            .say(&ClientMessage::Hello {
                protocol: protocol::PROTOCOL_VERSION,
                game: id.into(),
                secret: secret.map(str::to_owned),
                ply,
            })
            .await;
        match client.next().await {
            Some(ServerMessage::Game(state)) => Ok((client, state)),
            other => Err(other),
        }
    }

    /// The moves stored for game `id`, read from the database itself.
    pub fn stored_moves(&self, id: &str) -> Vec<(u32, String)> {
        self.db
            .select(
                "SELECT ply, token FROM moves WHERE game = $1 ORDER BY ply",
                id,
            )
            .iter()
            .map(|row| {
                let (ply, token) = row.split_once('|').unwrap();
                (ply.parse().unwrap(), token.to_owned())
            })
            .collect()
    }

    /// The end stored for game `id`.
    pub fn stored_end(&self, id: &str) -> Option<String> {
        self.db
            .select(
                "SELECT end_state FROM games WHERE id = $1 AND end_state IS NOT NULL",
                id,
            )
            .pop()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A WebSocket client.
pub struct Client {
    pub socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Sends a message.
    pub async fn say(&mut self, message: &ClientMessage) {
        self.raw(&protocol::encode(message)).await;
    }

    /// Sends a text frame as it is.
    pub async fn raw(&mut self, text: &str) {
        self.socket.send(Message::text(text)).await.unwrap();
    }

    /// Sends a text frame that the server may cut off while it is sent: whether it went.
    pub async fn try_raw(&mut self, text: &str) -> bool {
        self.socket.send(Message::text(text)).await.is_ok()
    }

    /// The next message (pings and pongs skipped), or none when the socket closed; fails
    /// after 10 s of silence.
    pub async fn next(&mut self) -> Option<ServerMessage> {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), self.socket.next())
                .await
                .expect("the server said nothing for 10 s");
            match frame {
                Some(Ok(Message::Text(text))) => return Some(protocol::decode(&text).unwrap()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// Messages until one `wanted` picks, which it returns.
    pub async fn until<T>(&mut self, mut wanted: impl FnMut(&ServerMessage) -> Option<T>) -> T {
        loop {
            let message = self.next().await.expect("the socket closed");
            if let Some(found) = wanted(&message) {
                return found;
            }
        }
    }

    /// The next refusal's code (other messages skipped).
    pub async fn refusal(&mut self) -> Refusal {
        self.until(|m| match m {
            ServerMessage::Refused { code, .. } => Some(*code),
            _ => None,
        })
        .await
    }

    /// Plays `token` at `ply` and waits for its acknowledgement.
    pub async fn play(&mut self, ply: u32, token: &str) {
        self.say(&ClientMessage::Move {
            ply,
            token: token.into(),
        })
        .await;
        let acked = self
            .until(|m| match m {
                ServerMessage::Ack { ply } => Some(*ply),
                ServerMessage::Refused { message, .. } => panic!("{token} refused: {message}"),
                _ => None,
            })
            .await;
        assert_eq!(acked, ply + 1);
    }

    /// Whether the server closed the socket with this close code.
    pub async fn closed_with(&mut self, code: u16) -> bool {
        loop {
            match tokio::time::timeout(Duration::from_secs(10), self.socket.next()).await {
                Ok(Some(Ok(Message::Close(Some(frame))))) => return u16::from(frame.code) == code,
                Ok(Some(Ok(Message::Close(None))) | None | Some(Err(_))) | Err(_) => return false,
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    /// Whether the server closed the socket (after any messages before the close).
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(Duration::from_secs(10), self.socket.next()).await {
                Ok(Some(Ok(Message::Close(_))) | None | Some(Err(_))) => return true,
                Ok(Some(Ok(_))) => {}
                Err(_) => return false,
            }
        }
    }
}

/// A live game long enough for any test.
pub const HOUR: TimeControl = TimeControl::Live {
    base: 3600,
    increment: 0,
};

/// A Postgres cluster of one test's own (`scripts/postgres`), to stop and start again;
/// removed when dropped.
pub struct Cluster {
    dir: PathBuf,
    /// Its address.
    pub address: String,
}

impl Cluster {
    const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/postgres");

    fn run(args: &[&str]) -> String {
        let out = Command::new(Self::SCRIPT)
            .args(args)
            .stderr(Stdio::inherit())
            .output()
            .unwrap();
        assert!(out.status.success(), "scripts/postgres {args:?} failed");
        String::from_utf8(out.stdout).unwrap().trim().to_owned()
    }

    /// Makes and starts one.
    pub fn start(name: &str) -> Cluster {
        let dir = scratch(&format!("postgres-{name}"));
        let address = Self::run(&["start", dir.to_str().unwrap()]);
        Cluster { dir, address }
    }

    /// Stops it, as a database's restart begins.
    pub fn down(&self) {
        Self::run(&["down", self.dir.to_str().unwrap()]);
    }

    /// Starts it again on its port.
    pub fn up(&self) {
        Self::run(&["up", self.dir.to_str().unwrap()]);
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = Command::new(Self::SCRIPT)
            .args(["stop", self.dir.to_str().unwrap()])
            .status();
    }
}
