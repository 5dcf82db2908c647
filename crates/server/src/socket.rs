//! A game's WebSocket: the hello, then the socket's messages to its game's task and the
//! game's events to the socket. Whatever a client sends, the worst it gets is a refusal
//! and a closed socket; no other socket, and no other game, notices.

use std::{net::IpAddr, num::NonZeroU32, sync::Arc, time::Duration};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use governor::{Quota, RateLimiter};
use protocol::{
    ClientMessage, MAX_FRAME, PROTOCOL_VERSION, Refusal, ServerMessage, decode, encode,
};
use tokio::sync::{broadcast::error::RecvError, watch};

use crate::{
    admission::{Admission, Pass},
    hub::Hub,
    refused::Refused,
    task::{Frame, Joined, Taken, now_ms},
};

/// How long a new socket has to say hello: a page says it as the socket opens, so a
/// socket silent this long holds a descriptor for nothing.
const HELLO_WITHIN: Duration = Duration::from_secs(5);
/// How long a socket may stay silent: clients ping every 4 s, so a connection that died
/// without a close (a phone leaving its network) is noticed within 10 s, and its seat is
/// shown away to the others.
const SILENT_FOR: Duration = Duration::from_secs(10);

/// The limits of a socket.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Messages a second, on average.
    pub per_second: NonZeroU32,
    /// Messages at once.
    pub burst: NonZeroU32,
}

/// Who opened a socket: from where, whether its page may take a seat, the limits its
/// messages keep, and the door that cools its address down after a flood.
#[derive(Debug)]
pub struct Visitor {
    /// The address it counts against.
    pub address: IpAddr,
    /// Whether its page's origin may play (a seat's hello is refused otherwise).
    pub may_sit: bool,
    /// Its messages' limits.
    pub limits: Limits,
    /// The door it came in by.
    pub admission: Arc<Admission>,
}

/// The close code a socket refused by the server gets (a policy violation), and the one a
/// server going down sends (try again later).
const REFUSED: u16 = 1008;
const RESTARTING: u16 = 1012;

async fn send(socket: &mut WebSocket, message: &ServerMessage) -> bool {
    socket
        .send(Message::Text(Utf8Bytes::from(encode(message))))
        .await
        .is_ok()
}

/// Refuses and closes. What the client sent meanwhile is read and dropped until it closes
/// too (a second at most), so that the refusal reaches it rather than a reset connection.
async fn refuse(socket: &mut WebSocket, refused: Refused) {
    let _ = send(socket, &refused.into()).await;
    close(socket, REFUSED, "refused").await;
    let drained = async {
        while let Some(Ok(frame)) = socket.recv().await {
            if matches!(frame, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), drained).await;
}

async fn close(socket: &mut WebSocket, code: u16, reason: &'static str) {
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code,
            reason: Utf8Bytes::from_static(reason),
        })))
        .await;
}

/// Whether a read failed on a message or frame longer than the socket takes.
fn too_long(error: axum::Error) -> bool {
    error
        .into_inner()
        .downcast::<tungstenite::Error>()
        .is_ok_and(|error| matches!(*error, tungstenite::Error::Capacity(_)))
}

/// Reads the hello.
async fn hello(socket: &mut WebSocket, id: &str) -> Result<(Option<String>, u32), Refused> {
    let malformed = |message: String| Refused::new(Refusal::Malformed, message);
    let first = match tokio::time::timeout(HELLO_WITHIN, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => text,
        Ok(Some(Ok(_))) => {
            return Err(malformed(
                "the first message must be a hello, as text".into(),
            ));
        }
        Ok(_) | Err(_) => return Err(malformed("no hello came".into())),
    };
    if first.len() > MAX_FRAME {
        return Err(Refused::new(
            Refusal::TooLarge,
            format!("messages are at most {MAX_FRAME} bytes"),
        ));
    }
    match decode::<ClientMessage>(&first).map_err(|e| malformed(e.0))? {
        ClientMessage::Hello { protocol, .. } if protocol != PROTOCOL_VERSION => Err(Refused::new(
            Refusal::Protocol,
            format!(
                "this server speaks protocol {PROTOCOL_VERSION}, not {protocol}: reload the page"
            ),
        )),
        ClientMessage::Hello { game, .. } if game != id => Err(malformed(format!(
            "this socket is game {id}'s, not {game}'s"
        ))),
        ClientMessage::Hello { secret, ply, .. } => Ok((secret, ply)),
        _ => Err(malformed("the first message must be a hello".into())),
    }
}

/// Serves one socket of game `id`, once `admitted`, until it closes, the client
/// misbehaves or the server shuts down.
pub async fn serve(
    mut socket: WebSocket,
    admitted: Result<Pass, Refused>,
    hub: Arc<Hub>,
    id: String,
    visitor: Visitor,
    mut shutdown: watch::Receiver<bool>,
) {
    let _pass = match admitted {
        Ok(pass) => pass,
        Err(refused) => return refuse(&mut socket, refused).await,
    };
    let (secret, ply) = match hello(&mut socket, &id).await {
        Ok((Some(_), _)) if !visitor.may_sit => {
            let refused = Refused::new(
                Refusal::NotASeat,
                "a page of another site may watch this game, not play in it",
            );
            return refuse(&mut socket, refused).await;
        }
        Ok(hello) => hello,
        Err(refused) => return refuse(&mut socket, refused).await,
    };
    let Joined {
        seat,
        socket: number,
        mut taken,
        state,
        mut frames,
    } = match hub.join(&id, secret, ply).await {
        Ok(joined) => joined,
        Err(refused) => return refuse(&mut socket, refused).await,
    };
    if send(&mut socket, &ServerMessage::Game(state)).await {
        talk(
            &mut socket,
            &hub,
            &id,
            (seat, number),
            (&mut frames, &mut taken),
            &visitor,
            &mut shutdown,
        )
        .await;
    }
    hub.leave(&id, seat).await;
}

/// The socket's life after its hello.
async fn talk(
    socket: &mut WebSocket,
    hub: &Arc<Hub>,
    id: &str,
    (seat, number): (Option<u8>, u64),
    (frames, taken): (
        &mut tokio::sync::broadcast::Receiver<Frame>,
        &mut watch::Receiver<Taken>,
    ),
    visitor: &Visitor,
    shutdown: &mut watch::Receiver<bool>,
) {
    let Limits { per_second, burst } = visitor.limits;
    let flood = RateLimiter::direct(Quota::per_second(per_second).allow_burst(burst));
    loop {
        tokio::select! {
            frame = tokio::time::timeout(SILENT_FOR, socket.recv()) => {
                let text = match frame {
                    Ok(Some(Ok(Message::Text(text)))) => text,
                    Ok(Some(Ok(Message::Binary(_)))) => {
                        let refused = Refused::new(Refusal::Malformed, "messages are JSON text");
                        if !send(socket, &refused.into()).await {
                            return;
                        }
                        continue;
                    }
                    Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => continue,
                    // Over the limit the library reads: refused in words all the same.
                    Ok(Some(Err(error))) => {
                        if too_long(error) {
                            let message = format!("messages are at most {MAX_FRAME} bytes");
                            refuse(socket, Refused::new(Refusal::TooLarge, message)).await;
                        }
                        return;
                    }
                    // Closed, broken, or silent too long.
                    _ => return,
                };
                if flood.check().is_err() {
                    visitor.admission.flooded(visitor.address, now_ms());
                    let message = "too many messages: the connection is closed";
                    return refuse(socket, Refused::new(Refusal::Flood, message)).await;
                }
                if text.len() > MAX_FRAME {
                    let message = format!("messages are at most {MAX_FRAME} bytes");
                    return refuse(socket, Refused::new(Refusal::TooLarge, message)).await;
                }
                let answer = match decode::<ClientMessage>(&text) {
                    Ok(message) => hub
                        .act(id, (seat, number), message)
                        .await
                        .unwrap_or_else(|refused| vec![refused.into()]),
                    Err(error) => vec![Refused::new(Refusal::Malformed, error.0).into()],
                };
                for message in &answer {
                    if !send(socket, message).await {
                        return;
                    }
                }
            }
            broadcast = frames.recv() => match broadcast {
                Ok(text) => {
                    if socket.send(Message::Text(Utf8Bytes::from(&*text))).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Lagged(_)) => {
                    // Fell behind: the whole game again.
                    let Ok(state) = hub.snapshot(id, seat).await else {
                        return close(socket, RESTARTING, "unavailable").await;
                    };
                    if !send(socket, &ServerMessage::Game(state)).await {
                        return;
                    }
                }
                // The game's task ended (it failed): the client reconnects.
                Err(RecvError::Closed) => return close(socket, RESTARTING, "unavailable").await,
            },
            Ok(()) = taken.changed() => {
                let keeper = *taken.borrow_and_update();
                if let Some((taken_seat, keeper)) = keeper
                    && Some(taken_seat) == seat
                    && keeper != number
                {
                    let message = "your seat is now played on another device";
                    return refuse(socket, Refused::new(Refusal::SeatTaken, message)).await;
                }
            }
            _ = shutdown.changed() => return close(socket, RESTARTING, "restarting").await,
        }
    }
}
