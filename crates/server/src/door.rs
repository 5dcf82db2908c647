//! The server's door: it accepts TCP connections, lets each in through the
//! [`Admission`], and serves it as HTTP/1.1 with the deadlines hyper applies only when it
//! is given a timer (axum's `serve` gives it none): a request's head must arrive within
//! [`HEAD_WITHIN`], which also closes a connection that stays idle without a request.

use std::{
    io,
    net::{IpAddr, SocketAddr},
    pin::Pin,
    sync::Arc,
    task::{Context, Poll},
    time::Duration,
};

use axum::{Router, body::Body, extract::ConnectInfo, http::Request};
use hyper::{body::Incoming, server::conn::http1};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    net::{TcpListener, TcpStream},
    sync::watch,
};
use tokio_util::task::TaskTracker;
use tower::ServiceExt;

use crate::admission::{Admission, Full, Pass};

/// How long a connection has to send a request's head, from when it opens or its last
/// answer was sent: a slow or silent client's connection closes then.
pub const HEAD_WITHIN: Duration = Duration::from_secs(10);

/// What a connection over its address's limit is told before it is closed.
const ADDRESS_FULL: &[u8] = b"HTTP/1.1 429 Too Many Requests\r\n\
    Content-Type: application/json\r\nRetry-After: 10\r\nConnection: close\r\n\r\n\
    {\"error\":\"too many connections from this address: wait\"}";
/// ... and one over the server's own.
const SERVER_FULL: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\n\
    Content-Type: application/json\r\nRetry-After: 10\r\nConnection: close\r\n\r\n\
    {\"error\":\"the server is full: try again in a few seconds\"}";

/// Accepts and serves connections until `shutdown` turns true; then stops accepting and
/// asks each connection to finish the request under way. Returns the connections still
/// open, which a stop waits for, within its deadline.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    admission: Arc<Admission>,
    mut shutdown: watch::Receiver<bool>,
) -> TaskTracker {
    let connections = TaskTracker::new();
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of descriptors, mostly: a pause lets connections close.
                Err(error) => {
                    tracing::warn!(%error, "a connection could not be accepted");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = stopping(&mut shutdown) => break,
        };
        let pass = match admission.connection(peer.ip()) {
            Ok(pass) => pass,
            Err(full) => {
                turn_away(&tcp, peer.ip(), full);
                continue;
            }
        };
        // A move's answer is a few small frames: sent at once, not held for the last
        // one's acknowledgement (Nagle's algorithm, which with delayed acknowledgements
        // costs tens of milliseconds a move).
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::debug!(%error, "TCP_NODELAY not set");
        }
        let io = TokioIo::new(Admitted { tcp, _pass: pass });
        connections.spawn(connection(io, peer, router.clone(), shutdown.clone()));
    }
    connections.close();
    connections
}

/// Serves one connection; a socket it is upgraded to goes on in its own task.
async fn connection(
    io: TokioIo<Admitted>,
    peer: SocketAddr,
    router: Router,
    mut shutdown: watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |request: Request<Incoming>| {
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        router.clone().oneshot(request)
    });
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEAD_WITHIN);
    let served = http.serve_connection(io, service).with_upgrades();
    tokio::pin!(served);
    let ended = tokio::select! {
        ended = served.as_mut() => ended,
        () = stopping(&mut shutdown) => {
            served.as_mut().graceful_shutdown();
            served.await
        }
    };
    if let Err(error) = ended {
        tracing::debug!(%error, %peer, "connection ended");
    }
}

/// Resolves once the server stops.
async fn stopping(shutdown: &mut watch::Receiver<bool>) {
    let _ = shutdown.wait_for(|stopped| *stopped).await;
}

/// Tells a connection over a limit so, if it can be said at once, and closes it.
fn turn_away(tcp: &TcpStream, address: IpAddr, full: Full) {
    tracing::debug!(%address, ?full, "connection turned away");
    let _ = tcp.try_write(match full {
        Full::Address => ADDRESS_FULL,
        Full::Server => SERVER_FULL,
    });
}

/// A connection with its place at the door, given back when it closes (its socket's
/// close, when it became one).
#[derive(Debug)]
struct Admitted {
    tcp: TcpStream,
    _pass: Pass,
}

impl AsyncRead for Admitted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_read(cx, buf)
    }
}

impl AsyncWrite for Admitted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }
}
