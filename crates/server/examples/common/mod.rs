//! What the server's benches and probe share: the server started as a host starts it, on
//! loopback (and killed with the bench, whatever happens), and a game created over plain
//! HTTP.

use std::{
    ffi::OsStr,
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
};

use protocol::{Created, NewGame, TimeControl};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

/// `program` run so that the kernel kills it when the bench ends, however it ends (a
/// panic, Ctrl-C, SIGKILL): util-linux's `setpriv` asks for the parent's death signal,
/// which the exec keeps.
pub fn tied(program: impl AsRef<OsStr>) -> Command {
    let mut command = Command::new("setpriv");
    command.args(["--pdeathsig", "KILL", "--"]).arg(program);
    command
}

/// A process killed when dropped: a bench that panics never leaves its server running.
pub struct Running(pub Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Runs `command` (the server's binary, or a shell that execs it) on a free loopback
/// port with the database `db` (a SQLite file, or a Postgres address) and no site, plus
/// `extra` options; the child and the address it printed.
pub fn start(mut command: Command, db: impl AsRef<OsStr>, extra: &[&str]) -> (Child, String) {
    let mut child = command
        .args(["--listen", "127.0.0.1:0", "--dist", "no-site", "--db"])
        .arg(db)
        .args(extra)
        .env("RUST_LOG", "error")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = server::listening_address(&line)
        .unwrap_or_else(|| panic!("not the line expected: {line:?}"))
        .to_owned();
    (child, address)
}

/// Sends `head` (`POST /api/games`) with a JSON `body`; the whole answer.
pub async fn request(address: &str, head: &str, body: &str) -> String {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let request = format!(
        "{head} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    let _ = stream.read_to_string(&mut response).await;
    response
}

/// Creates a Caro game played under `time`.
pub async fn create(address: &str, time: TimeControl) -> Created {
    let new = NewGame {
        game: "caro".into(),
        options: Vec::new(),
        time,
    };
    let response = request(address, "POST /api/games", &protocol::encode(&new)).await;
    protocol::decode(response.split_once("\r\n\r\n").unwrap().1).unwrap()
}
