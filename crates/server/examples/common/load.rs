//! What the two load benches (`bench_server`, `bench_cluster`) share: their sockets, the
//! server's limits they raise, a spectator's reading of a game, and the memory and the
//! quantiles they print.

use std::{
    net::{IpAddr, SocketAddr},
    time::Duration,
};

use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMessage, ServerMessage};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// A bench's socket.
pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A socket on game `id` at `address`, from the loopback address `source` (a bench's
/// clients spread over several source addresses never run short of ports), its hello sent
/// with the seat's `secret` (none: a spectator's). None if the server (or the proxy)
/// refused it or was not there.
pub async fn join(address: &str, source: IpAddr, id: &str, secret: Option<&str>) -> Option<Socket> {
    let url = format!("ws://{address}/{}", protocol::socket_path(id));
    let stream = tokio::net::TcpSocket::new_v4().ok()?;
    stream.bind(SocketAddr::new(source, 0)).ok()?;
    let stream = stream.connect(address.parse().ok()?).await.ok()?;
    let stream = tokio_tungstenite::MaybeTlsStream::Plain(stream);
    let mut socket = tokio_tungstenite::client_async(url, stream).await.ok()?.0;
    let hello = ClientMessage::Hello {
        protocol: protocol::PROTOCOL_VERSION,
        game: id.into(),
        secret: secret.map(str::to_owned),
        ply: 0,
    };
    let hello = Message::text(protocol::encode(&hello));
    socket.send(hello).await.ok()?;
    Some(socket)
}

/// How often an idle socket pings, as the site's client does.
pub const PING: Duration = Duration::from_secs(4);

/// The server's limits a bench raises: every one of its clients is on one address.
pub const RAISED: [&str; 12] = [
    "--games-per-minute",
    "1000000",
    "--connections-per-address",
    "1000000",
    "--sockets-per-address",
    "1000000",
    "--messages-per-second",
    "1000",
    "--message-burst",
    "1000",
    "--sign-ins-per-minute",
    "1000000",
];

/// Reads a game as a spectator until it holds `moves` moves or ends (true), or the socket
/// closes (false); pings as the site does if it must `ping` (when it may hear nothing for
/// 10 s, after which the server closes it).
pub async fn watch(socket: &mut Socket, moves: u32, ping: bool) -> bool {
    let mut pings = tokio::time::interval(PING);
    loop {
        let frame = tokio::select! {
            frame = socket.next() => frame,
            _ = pings.tick(), if ping => {
                let ping = protocol::encode(&ClientMessage::Ping);
                if socket.send(Message::text(ping)).await.is_err() {
                    return false;
                }
                continue;
            }
        };
        let Some(Ok(Message::Text(text))) = frame else {
            return false;
        };
        let done = match protocol::decode(&text) {
            Ok(ServerMessage::Move { ply, to_move, .. }) => ply >= moves || to_move.is_none(),
            // The whole game again, after falling behind.
            Ok(ServerMessage::Game(state)) => state.ply >= moves || state.end.is_some(),
            _ => false,
        };
        if done {
            return true;
        }
    }
}

/// The resident memory of process `pid`, in KB.
pub fn rss_kb(pid: u32) -> u64 {
    status_kb(pid, "VmRSS:")
}

/// The most resident memory process `pid` has had, in KB.
#[allow(dead_code)]
pub fn peak_kb(pid: u32) -> u64 {
    status_kb(pid, "VmHWM:")
}

/// A figure in KB of process `pid`'s status.
fn status_kb(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The duration at quantile `q` of `sorted`, in milliseconds.
pub fn quantile(sorted: &[Duration], q: f64) -> f64 {
    sorted
        .get(((sorted.len() as f64 - 1.0) * q) as usize)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}
