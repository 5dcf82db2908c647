//! The game task's rules, with the time given by the test: clocks, flags, the claim, the
//! draw, a resent move, and a seat leaving a game of three or four.

use super::*;
use crate::secret;

const TIMING: Timing = Timing {
    grace_ms: 500,
    claim_after_ms: 30_000,
    up_since: 0,
};

const SECRETS: [&str; 4] = ["seat-zero", "seat-one", "seat-two", "seat-three"];

fn room(game: &str, options: &[&str], time: TimeControl) -> Room {
    let options: Vec<String> = options.iter().map(|o| (*o).to_owned()).collect();
    let seats = Referee::new(game.parse().expect("a game"), &options)
        .expect("options")
        .seat_count();
    Room::restore(
        Record {
            id: "room".into(),
            game: game.into(),
            options,
            time,
            secrets: SECRETS[..seats].iter().map(|s| secret::hash(s)).collect(),
            created_at: 0,
            started_at: None,
            moves: Vec::new(),
            end: None,
            rematch: None,
            rated: false,
        },
        TIMING,
    )
    .expect("a new game")
}

const BLITZ: TimeControl = TimeControl::Live {
    base: 60,
    increment: 0,
};

/// A room whose seats have all joined at `now`.
fn joined(game: &str, options: &[&str], time: TimeControl, now: u64) -> Room {
    let mut room = room(game, options, time);
    for secret in &SECRETS[..room.seats.len()] {
        room.join(Some(secret), now).expect("a seat");
    }
    room
}

/// Plays `token` for `seat` at `now`, as the task does: check, store (here: nothing),
/// apply.
fn play(room: &mut Room, seat: u8, token: &str, now: u64) -> Vec<Event> {
    match room.check_move(Some(seat), room.ply(), token, now) {
        Ok(MoveDecision::Play(checked)) => room.apply_move(*checked, now),
        other => panic!("{token}: {other:?}"),
    }
}

/// The end a draw's offer or answer came to, or what everyone is told instead.
fn ended(settled: Settled) -> Result<End, Vec<Event>> {
    match settled {
        Settled::Ends(end) => Ok(end),
        Settled::GoesOn(events) => Err(events),
    }
}

#[test]
fn test_secrets_take_their_seats_and_the_game_starts_with_the_last() {
    let mut room = room("caro", &[], BLITZ);
    assert_eq!(room.join(Some("seat-one"), 100), Ok((Some(1), None)));
    assert_eq!(room.join(None, 150), Ok((None, None)));
    assert_eq!(
        room.join(Some("nobody"), 200).map_err(|e| e.code),
        Err(Refusal::WrongSecret)
    );
    assert!(!room.snapshot(None, 0, 200).started);
    assert_eq!(room.join(Some("seat-zero"), 300), Ok((Some(0), Some(300))));
    let state = room.snapshot(Some(0), 0, 1_300);
    assert!(state.started);
    assert_eq!(state.spectators, 1);
    // No clock runs before the first move.
    assert_eq!(state.seats[0].clock_ms, Some(60_000));
    assert_eq!(state.seats[1].clock_ms, Some(60_000));
    assert_eq!(room.next_deadline(), None);
    // A second socket of a seat starts nothing again.
    assert_eq!(room.join(Some("seat-zero"), 400), Ok((Some(0), None)));
}

#[test]
fn test_a_move_out_of_turn_stale_or_illegal_is_refused_with_its_reason() {
    let mut room = joined("caro", &[], BLITZ, 0);
    let refusal = |room: &Room, seat, ply, token: &str| match room.check_move(seat, ply, token, 10)
    {
        Err(Refused { code, message }) => (code, message),
        Ok(decision) => panic!("{token} taken: {decision:?}"),
    };
    assert_eq!(refusal(&room, Some(1), 0, "h8").0, Refusal::NotYourTurn);
    assert_eq!(refusal(&room, None, 0, "h8").0, Refusal::NotASeat);
    assert_eq!(refusal(&room, Some(0), 3, "h8").0, Refusal::StalePly);
    let (code, message) = refusal(&room, Some(0), 0, "z99");
    assert_eq!(code, Refusal::Illegal);
    assert!(message.contains("z99"), "{message}");
    play(&mut room, 0, "h8", 20);
    assert_eq!(refusal(&room, Some(1), 1, "h8").0, Refusal::Illegal);
    // The stored move sent again is acknowledged again, and stored no second time.
    assert!(matches!(
        room.check_move(Some(0), 0, "h8", 30),
        Ok(MoveDecision::Again(1))
    ));
    // Another move for a ply already played: the game moved on.
    assert_eq!(refusal(&room, Some(0), 0, "a1").0, Refusal::StalePly);
}

#[test]
fn test_a_live_clock_flags_the_mover_after_the_grace() {
    let mut room = joined("kauri", &[], BLITZ, 1_000);
    // The first move costs no time.
    assert_eq!(room.next_deadline(), None);
    play(&mut room, 0, "c", 11_000);
    // North's clock now runs: 60 s from 11 s.
    assert_eq!(room.next_deadline(), Some(71_500));
    assert_eq!(room.flag(71_500), None);
    let end = room.flag(71_501).expect("flagged");
    assert_eq!(end.reason, EndReason::Time { seat: 1 });
    assert_eq!(end.outcome, Outcome::Winner { seat: 0 });
    // A move that arrives after the flag ends the game on time instead.
    assert!(matches!(
        room.check_move(Some(1), 1, "c", 80_000),
        Ok(MoveDecision::Flag(End {
            reason: EndReason::Time { seat: 1 },
            ..
        }))
    ));
    room.end(end);
    assert_eq!(room.next_deadline(), None);
    assert_eq!(
        room.check_move(Some(1), 1, "c", 80_000)
            .map_err(|e| e.code)
            .err(),
        Some(Refusal::GameOver)
    );
}

#[test]
fn test_an_increment_is_added_after_each_move() {
    let time = TimeControl::Live {
        base: 10,
        increment: 5,
    };
    let mut room = joined("caro", &[], time, 0);
    play(&mut room, 0, "h8", 4_000);
    let events = play(&mut room, 1, "a1", 7_000);
    let Event::Moved { seats, .. } = &events[0] else {
        panic!("{events:?}")
    };
    // White's turn counted from Black's first move, which cost nothing.
    assert_eq!(seats[0].clock_ms, Some(10_000));
    assert_eq!(seats[1].clock_ms, Some(12_000));
}

#[test]
fn test_a_correspondence_game_gives_each_move_its_days() {
    let day = 86_400_000;
    let mut room = joined("caro", &[], TimeControl::Correspondence { days: 3 }, 0);
    play(&mut room, 0, "h8", day);
    assert_eq!(room.next_deadline(), Some(day + 3 * day + 500));
    let state = room.snapshot(None, 0, 2 * day);
    assert_eq!(state.seats[1].clock_ms, Some(2 * day));
    assert_eq!(state.seats[0].clock_ms, None);
    assert!(room.flag(4 * day).is_none());
    assert!(room.flag(4 * day + 501).is_some());
    // Nobody claims a correspondence game: the days are the countdown.
    room.leave(Some(1), 0);
    assert_eq!(state.claim_in_ms, None);
}

#[test]
fn test_the_game_is_claimed_only_after_the_countdown_from_an_absent_mover() {
    let mut room = joined("caro", &[], BLITZ, 0);
    play(&mut room, 0, "h8", 1_000);
    let code = |r: Result<End, Refused>| r.map_err(|e| e.code).err();
    // The mover is here: nothing to claim.
    assert_eq!(
        code(room.claim(Some(0), 1, 2_000)),
        Some(Refusal::NotClaimable)
    );
    room.leave(Some(1), 5_000);
    assert_eq!(room.snapshot(Some(0), 1, 6_000).claim_in_ms, Some(29_000));
    assert_eq!(
        code(room.claim(Some(0), 1, 34_999)),
        Some(Refusal::NotClaimable)
    );
    // The absent player cannot claim from himself, nor a spectator.
    assert_eq!(code(room.claim(None, 1, 35_000)), Some(Refusal::NotASeat));
    assert_eq!(
        code(room.claim(Some(1), 1, 35_000)),
        Some(Refusal::NotClaimable)
    );
    let end = room.claim(Some(0), 1, 35_000).expect("claimable");
    assert_eq!(end.reason, EndReason::Claimed { seat: 1 });
    assert_eq!(end.outcome, Outcome::Winner { seat: 0 });
    // Back in time: the countdown stops.
    room.join(Some("seat-one"), 34_000).expect("a seat");
    assert_eq!(
        code(room.claim(Some(0), 1, 90_000)),
        Some(Refusal::NotClaimable)
    );
}

#[test]
fn test_a_draw_needs_every_seat_and_a_move_withdraws_it() {
    let mut room = joined("azacru", &["players=3"], BLITZ, 0);
    let offered = room.offer_draw(Some(0), 0).expect("an offer");
    assert_eq!(
        offered,
        Settled::GoesOn(vec![Event::DrawOffered { ply: 0, seat: 0 }])
    );
    assert_eq!(
        room.answer_draw(Some(1), 0, true),
        Ok(Settled::GoesOn(Vec::new()))
    );
    let agreed = room.answer_draw(Some(2), 0, true).expect("an answer");
    assert_eq!(ended(agreed).map(|end| end.reason), Ok(EndReason::Agreed));

    let mut room = joined("caro", &[], BLITZ, 0);
    ended(room.offer_draw(Some(1), 0).expect("an offer")).expect_err("no end yet");
    let events = play(&mut room, 0, "h8", 10);
    assert!(events.contains(&Event::DrawDeclined { ply: 1, seat: None }));
    assert_eq!(
        room.answer_draw(Some(0), 1, true).map_err(|e| e.code),
        Err(Refusal::NoDrawOffer)
    );
    // The offerer's own move withdraws his offer, and everyone is told.
    ended(room.offer_draw(Some(1), 1).expect("an offer")).expect_err("no end yet");
    let events = play(&mut room, 1, "a1", 20);
    assert!(events.contains(&Event::DrawDeclined { ply: 2, seat: None }));
    assert_eq!(
        room.answer_draw(Some(0), 2, true).map_err(|e| e.code),
        Err(Refusal::NoDrawOffer)
    );
    ended(room.offer_draw(Some(0), 2).expect("an offer")).expect_err("no end yet");
    assert_eq!(
        room.answer_draw(Some(1), 2, false),
        Ok(Settled::GoesOn(vec![Event::DrawDeclined {
            ply: 2,
            seat: Some(1)
        }]))
    );
    // Offering when the other's offer stands accepts it.
    ended(room.offer_draw(Some(0), 2).expect("an offer")).expect_err("no end yet");
    let end = room.offer_draw(Some(1), 2).expect("an acceptance");
    assert_eq!(ended(end).map(|end| end.outcome), Ok(Outcome::Draw));
}

#[test]
fn test_a_seat_leaving_a_game_of_three_ranks_last_and_ends_it() {
    let mut room = joined("azacru", &["players=3"], BLITZ, 0);
    // East, the first to move, marks a field: East leads, then resigns.
    let mover = room.to_move().expect("a turn");
    let first = {
        use engine::{Game, GameOptions, azacru::Azacru};
        let game = Azacru::new(GameOptions::from_assignments(["players=3"]).expect("options"));
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        game.format_move(moves[0])
    };
    play(&mut room, mover, &first, 10);
    let end = room.resign(Some(mover), 1).expect("a resignation");
    assert_eq!(end.reason, EndReason::Resigned { seat: mover });
    // The two others have no field: they share the win, the leader who left has none.
    let Outcome::Winners { seats } = end.outcome else {
        panic!("{end:?}")
    };
    assert_eq!(seats.len(), 2);
    assert!(!seats.contains(&mover));
    // Of two seats, the other wins.
    let room = joined("kauri", &[], BLITZ, 0);
    assert_eq!(
        room.resign(Some(1), 0).map(|end| end.outcome),
        Ok(Outcome::Winner { seat: 0 })
    );
    assert_eq!(
        room.resign(Some(1), 4).map_err(|e| e.code),
        Err(Refusal::StalePly)
    );
}

#[test]
fn test_a_game_ended_by_its_rules_says_who_won() {
    let mut room = joined("caro", &[], BLITZ, 0);
    let line = ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"];
    let mut last = Vec::new();
    for (ply, token) in line.iter().enumerate() {
        last = play(&mut room, (ply % 2) as u8, token, 100 * ply as u64);
    }
    assert!(matches!(
        last.last(),
        Some(Event::Ended {
            ply: 9,
            end: End {
                outcome: Outcome::Winner { seat: 0 },
                reason: EndReason::Rules
            }
        })
    ));
    assert!(room.is_over());
    // The whole game, and what a client that has 7 moves missed.
    assert_eq!(room.snapshot(None, 0, 0).moves.len(), 9);
    let tail = room.snapshot(None, 7, 0);
    assert_eq!(
        (tail.moves_from, tail.moves),
        (7, vec!["a4".into(), "l8".into()])
    );
    assert_eq!(room.snapshot(None, 12, 0).moves_from, 0);
}

#[test]
fn test_a_stored_game_restores_as_it_stood() {
    let mut room = joined("caro", &[], BLITZ, 0);
    play(&mut room, 0, "h8", 2_000);
    play(&mut room, 1, "i9", 5_000);
    let stored = Record {
        id: "room".into(),
        game: "caro".into(),
        options: Vec::new(),
        time: BLITZ,
        secrets: SECRETS[..2].iter().map(|s| secret::hash(s)).collect(),
        created_at: 0,
        started_at: Some(0),
        moves: room.moves.clone(),
        end: None,
        rematch: None,
        rated: false,
    };
    let restored = Room::restore(stored.clone(), TIMING).expect("a stored game");
    let mut before = room.snapshot(None, 0, 6_000);
    // Nobody is connected to a game just loaded.
    for seat in &mut before.seats {
        (seat.connected, seat.devices) = (false, 0);
    }
    // ... and the mover, away since the server came up (at 0 here), may be claimed from
    // after the countdown: a restart never loses it.
    before.claim_in_ms = Some(TIMING.claim_after_ms - 6_000);
    assert_eq!(restored.snapshot(None, 0, 6_000), before);
    let mut broken = stored;
    broken.moves[1].token = "h8".into();
    assert_eq!(
        Room::restore(broken, TIMING).err(),
        Some("move 2 'h8': point already taken".to_owned())
    );
}

#[test]
fn test_a_rematch_needs_every_seat_and_swaps_the_seats() {
    let mut room = joined("azacru", &["players=3"], BLITZ, 0);
    let ask = |room: &mut Room, seat: Option<u8>, accept| {
        room.ask_rematch(seat, accept).map_err(|e| e.code)
    };
    assert_eq!(ask(&mut room, Some(0), true), Err(Refusal::NotOver));
    let end = room.resign(Some(1), 0).expect("a resignation");
    room.end(end);
    assert_eq!(ask(&mut room, None, true), Err(Refusal::NotASeat));
    let told = |asked: Vec<u8>, declined| {
        Ok(Asked::Told(Event::Rematch(Rematch {
            asked,
            declined,
            next: None,
        })))
    };
    assert_eq!(ask(&mut room, Some(2), true), told(vec![2], None));
    assert_eq!(ask(&mut room, Some(0), true), told(vec![0, 2], None));
    // One seat declines: the asks are gone, and it is said who declined.
    assert_eq!(ask(&mut room, Some(1), false), told(vec![], Some(1)));
    assert_eq!(ask(&mut room, Some(1), true), told(vec![1], None));
    assert_eq!(ask(&mut room, Some(0), true), told(vec![0, 1], None));
    assert_eq!(ask(&mut room, Some(2), true), Ok(Asked::Agreed));
    // Each seat's secret moves one seat on, so each key opens its new seat.
    let next = room.rematch_record("next".into(), 9_000);
    let secrets: Vec<String> = SECRETS[..3].iter().map(|s| secret::hash(s)).collect();
    let rotated = [&secrets[2], &secrets[0], &secrets[1]].map(String::clone);
    assert_eq!(next.secrets, rotated);
    assert_eq!(
        (next.game.as_str(), &next.options[..]),
        ("azacru", &["players=3".to_owned()][..])
    );
    assert!(next.moves.is_empty() && next.end.is_none() && next.started_at.is_none());
    let made = Event::Rematch(Rematch {
        asked: vec![0, 1, 2],
        declined: None,
        next: Some("next".into()),
    });
    assert_eq!(room.rematched("next".into()), made);
    // Asked again once made (a page reloaded): told the rematch again, no second one.
    assert_eq!(ask(&mut room, Some(0), true), Ok(Asked::Told(made)));
    assert_eq!(
        room.snapshot(Some(0), 0, 9_000).rematch.next.as_deref(),
        Some("next")
    );
}
