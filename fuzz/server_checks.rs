//! The online server's fuzz check; the server's tests run it again on every input kept in
//! `fuzz/corpus/online/`.

use protocol::{ClientMessage, ServerMessage, decode, encode};
use server::{
    room::{Asked, MoveDecision, Played, Record, Room, Settled, Timing},
    secret,
};

/// The secret of seat 0 in the game the check plays on (`"s0"`; seat 1's is `"s1"`).
const SECRETS: [&str; 2] = ["s0", "s1"];

/// The input's lines are a socket's frames, read as the protocol's messages and handled as
/// a game's task handles them, from the first (a hello, whatever it says) on, in a Caro
/// game two moves long. Nothing panics; a message that reads is written back the same;
/// an action refused changes nothing.
pub fn online(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let stored = Record {
        id: "AAAAAAAAAAAA".into(),
        game: "caro".into(),
        options: vec!["opening=swap2".into()],
        time: protocol::TimeControl::Live {
            base: 60,
            increment: 1,
        },
        secrets: SECRETS.iter().map(|s| secret::hash(s)).collect(),
        created_at: 0,
        started_at: Some(0),
        moves: ["h8", "i9"]
            .iter()
            .enumerate()
            .map(|(ply, token)| Played {
                seat: 0,
                token: (*token).into(),
                at: ply as u64 * 1000,
                clock_ms: 60_000,
            })
            .collect(),
        end: None,
        rematch: None,
        rated: false,
    };
    let timing = Timing {
        grace_ms: 500,
        claim_after_ms: 5_000,
        up_since: 0,
    };
    let Ok(mut room) = Room::restore(stored, timing) else {
        panic!("the check's game does not replay");
    };
    let mut seat = None;
    for (index, frame) in text.split('\n').enumerate() {
        let now = 2_000 + index as u64 * 7_000;
        let Ok(message) = decode::<ClientMessage>(frame) else {
            continue;
        };
        assert_eq!(
            decode::<ClientMessage>(&encode(&message)).ok(),
            Some(message.clone())
        );
        let before = room.snapshot(seat, 0, now);
        let unchanged = |room: &Room| assert_eq!(room.snapshot(seat, 0, now), before, "{frame}");
        match message {
            ClientMessage::Hello { secret, ply, .. } => {
                if let Ok((joined, _)) = room.join(secret.as_deref(), now) {
                    seat = joined;
                } else {
                    unchanged(&room);
                }
                let state = room.snapshot(seat, ply, now);
                assert!(state.moves_from <= state.ply);
                let text = encode(&ServerMessage::Game(state.clone()));
                assert_eq!(
                    decode::<ServerMessage>(&text).ok(),
                    Some(ServerMessage::Game(state))
                );
            }
            ClientMessage::Move { ply, token } => match room.check_move(seat, ply, &token, now) {
                Ok(MoveDecision::Play(checked)) => {
                    room.apply_move(*checked, now);
                }
                Ok(MoveDecision::Flag(end)) => {
                    room.end(end);
                }
                Ok(MoveDecision::Again(_)) | Err(_) => unchanged(&room),
            },
            ClientMessage::Resign { ply } => match room.resign(seat, ply) {
                Ok(end) => drop(room.end(end)),
                Err(_) => unchanged(&room),
            },
            ClientMessage::OfferDraw { ply } => match room.offer_draw(seat, ply) {
                Ok(Settled::Ends(end)) => drop(room.end(end)),
                Ok(Settled::GoesOn(_)) => {}
                Err(_) => unchanged(&room),
            },
            ClientMessage::AnswerDraw { ply, accept } => {
                match room.answer_draw(seat, ply, accept) {
                    Ok(Settled::Ends(end)) => drop(room.end(end)),
                    Ok(Settled::GoesOn(_)) => {}
                    Err(_) => unchanged(&room),
                }
            }
            ClientMessage::Claim { ply } => match room.claim(seat, ply, now) {
                Ok(end) => drop(room.end(end)),
                Err(_) => unchanged(&room),
            },
            ClientMessage::Rematch { accept } => match room.ask_rematch(seat, accept) {
                Ok(Asked::Agreed) => {
                    let next = room.rematch_record("Rematch1".into(), now);
                    assert_eq!(next.secrets.len(), before.seats.len());
                    room.rematched(next.id);
                }
                Ok(Asked::Told(_)) => {}
                Err(_) => unchanged(&room),
            },
            ClientMessage::Ping | ClientMessage::TakeSeat => {}
        }
    }
}
