//! Every rule and worked example of `docs/rules/kauri.md`, one test each: the board and
//! the moves here, the end of the game in `end`.

mod end;

use super::*;
use crate::replay;

/// A position from its code, with the default options.
fn pos(code: &str) -> Kauri {
    Kauri::from_code(KauriOptions::default(), code).unwrap_or_else(|e| panic!("{code}: {e}"))
}

/// The position after a record played from the start.
fn play_with(options: KauriOptions, record: &str) -> Kauri {
    match replay::<Kauri>(options, record.split_whitespace()) {
        Ok((kauri, _)) => kauri,
        Err(e) => panic!("{e}"),
    }
}

fn play(record: &str) -> Kauri {
    play_with(KauriOptions::default(), record)
}

fn north_first() -> KauriOptions {
    KauriOptions {
        first: First::North,
    }
}

/// A pit by its name in `docs/rules/kauri.md`, rule 2: `S0`–`S5` or `N0`–`N5`.
fn pit(name: &str) -> Pit {
    Pit::all()
        .find(|p| p.to_string() == name)
        .unwrap_or_else(|| panic!("no pit {name}"))
}

/// (stones, cowries) in a pit.
fn at(kauri: &Kauri, name: &str) -> (u8, u8) {
    let p = pit(name);
    (kauri.stones(p), kauri.cowries(p))
}

fn stores(kauri: &Kauri) -> (u8, u8) {
    (kauri.store(Side::South), kauri.store(Side::North))
}

/// Plays a token, returning what happened drop by drop.
fn sow(kauri: &mut Kauri, token: &str) -> Vec<Event> {
    let mut events = Vec::new();
    let m = kauri.parse_move(token).expect("a move token");
    kauri
        .play_reporting(m, &mut events)
        .unwrap_or_else(|e| panic!("{token}: {e}"));
    events
}

fn tokens(kauri: &Kauri) -> Vec<String> {
    let mut moves = Vec::new();
    kauri.legal_moves(&mut moves);
    let mut tokens: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    tokens.sort();
    tokens
}

fn lift(name: &str, stones: u8, cowries: u8) -> Event {
    Event::Lift {
        pit: pit(name),
        stones,
        cowries,
    }
}

fn stone(name: &str) -> Event {
    Event::Sow {
        pit: pit(name),
        item: Item::Stone,
    }
}

fn cowrie(name: &str) -> Event {
    Event::Sow {
        pit: pit(name),
        item: Item::Cowrie,
    }
}

fn capture(name: &str, stones: u8, store: Side) -> Event {
    Event::Capture {
        pit: pit(name),
        stones,
        store,
    }
}

/// The pits that receive items, in order.
fn drops(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Sow { pit, .. } => Some(pit.to_string()),
            _ => None,
        })
        .collect()
}

fn winner(side: Side) -> Option<Outcome> {
    Some(Outcome::Winner(side.seat()))
}

// The board and the start.

#[test]
fn test_start_has_5_stones_and_1_cowrie_in_every_pit_and_empty_stores() {
    let kauri = Kauri::default();
    for p in Pit::all() {
        assert_eq!((kauri.stones(p), kauri.cowries(p)), (5, 1), "{p}");
    }
    assert_eq!(stores(&kauri), (0, 0));
    assert_eq!(kauri.stones_in_pits(), STONES);
    assert_eq!(kauri.phase(), Phase::Stones);
    assert_eq!(kauri.score(), Some(vec![0, 0]));
    assert_eq!(kauri.to_code(), "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s");
}

#[test]
fn test_south_moves_first_unless_first_is_north() {
    let kauri = Kauri::default();
    assert_eq!(kauri.to_move(), Some(ToMove::Seat(Side::South.seat())));
    assert_eq!(Kauri::seat_name(Side::South.seat()), "south");
    assert_eq!(tokens(&kauri), ["a", "b", "c", "d", "e", "f"]);

    let kauri = Kauri::new(north_first());
    assert_eq!(kauri.to_move(), Some(ToMove::Seat(Side::North.seat())));
    assert_eq!(Kauri::seat_name(Side::North.seat()), "north");
    assert!(kauri.to_code().ends_with(".0-0.n"));
}

#[test]
fn test_first_option_reads_south_or_north_only() {
    let options = KauriOptions::from_assignments(["first=north"]).expect("valid");
    assert_eq!(options.first, First::North);
    assert_eq!(options.non_default(), [("first", "north")]);
    let e = KauriOptions::from_assignments(["first=east"]).expect_err("invalid");
    assert_eq!(
        e.to_string(),
        "option 'first=east': expected south or north"
    );
    let e = KauriOptions::from_assignments(["size=6"]).expect_err("unknown");
    assert_eq!(
        e.to_string(),
        "option 'size': no such option (expected first)"
    );
}

#[test]
fn test_each_player_names_his_own_pits_from_his_own_left() {
    // South's f is S5; North's a is N0, the next pit on the ring.
    let mut kauri = Kauri::default();
    let events = sow(&mut kauri, "f");
    assert_eq!(events[0], lift("S5", 5, 1));
    assert_eq!(drops(&events), ["N0", "N1", "N2", "N3", "N4", "N5"]);

    // North's a is N0 too, from his side.
    let mut kauri = Kauri::new(north_first());
    let events = sow(&mut kauri, "a");
    assert_eq!(events[0], lift("N0", 5, 1));
    assert_eq!(drops(&events), ["N1", "N2", "N3", "N4", "N5", "S0"]);
}

#[test]
fn test_ring_runs_from_north_f_to_south_a_past_the_stores() {
    let mut kauri = Kauri::new(north_first());
    let events = sow(&mut kauri, "f");
    assert_eq!(drops(&events), ["S0", "S1", "S2", "S3", "S4", "S5"]);
    assert_eq!(stores(&kauri), (0, 0), "stores are not on the ring");
    assert_eq!(at(&kauri, "S4"), (6, 1));
    assert_eq!(at(&kauri, "S5"), (5, 2));
}

// A move.

#[test]
fn test_worked_example_south_c_from_the_start() {
    // docs/rules/kauri.md, Example 1.
    let mut kauri = Kauri::default();
    let events = sow(&mut kauri, "c");
    assert_eq!(at(&kauri, "S2"), (0, 0));
    for name in ["S3", "S4", "S5", "N0", "N1"] {
        assert_eq!(at(&kauri, name), (6, 1), "{name}");
    }
    assert_eq!(at(&kauri, "N2"), (5, 2));
    assert_eq!(stores(&kauri), (0, 0), "no capture");
    assert_eq!(
        events,
        [
            lift("S2", 5, 1),
            stone("S3"),
            stone("S4"),
            stone("S5"),
            stone("N0"),
            stone("N1"),
            cowrie("N2"),
        ]
    );
    assert_eq!(kauri.side_to_move(), Side::North);
}

#[test]
fn test_a_pit_without_a_cowrie_can_never_be_chosen() {
    // S0 holds 7 stones and no cowrie.
    let mut kauri = pos("7-5c-5c-5c-5c-3cc/5c-5c-5c-5c-5c-5c.0-0.s");
    assert_eq!(tokens(&kauri), ["b", "c", "d", "e", "f"]);
    let before = kauri.clone();
    assert_eq!(kauri.play_token("a"), Err(MoveError::NoCowrie));
    assert_eq!(kauri, before, "a refused move changes nothing");
    // An emptied pit neither.
    let mut kauri = play("c d");
    assert_eq!(kauri.play_token("c"), Err(MoveError::NoCowrie));
}

#[test]
fn test_a_pit_with_cowries_and_no_stones_may_be_chosen() {
    let mut kauri = pos("0cc-5c-5c-5c-5c-5/5c-5c-5c-5c-5c-5c.3-2.s");
    assert!(tokens(&kauri).contains(&"a".to_owned()));
    let events = sow(&mut kauri, "a");
    assert_eq!(events, [lift("S0", 0, 2), cowrie("S1"), cowrie("S2")]);
    assert_eq!(at(&kauri, "S1"), (5, 2));
}

#[test]
fn test_stones_are_sown_before_cowries() {
    let mut kauri = pos("2cc-5c-5c-5c-5c-5/5c-5c-5c-5c-5c-5c.2-1.s");
    let events = sow(&mut kauri, "a");
    assert_eq!(
        events,
        [
            lift("S0", 2, 2),
            stone("S1"),
            stone("S2"),
            cowrie("S3"),
            cowrie("S4")
        ]
    );
    assert_eq!(
        [
            at(&kauri, "S1"),
            at(&kauri, "S2"),
            at(&kauri, "S3"),
            at(&kauri, "S4")
        ],
        [(6, 1), (6, 1), (5, 2), (5, 2)]
    );
}

#[test]
fn test_worked_example_cowrie_takes_the_stones_of_a_pit_without_cowrie() {
    // docs/rules/kauri.md, Example 2: N0 holds 4 stones and no cowrie; South's f holds
    // just a cowrie.
    let mut kauri = pos("5c-5c-5c-5c-5c-0c/4-5c-5c-5c-5c-5cc.3-3.s");
    let events = sow(&mut kauri, "f");
    assert_eq!(
        events,
        [
            lift("S5", 0, 1),
            cowrie("N0"),
            capture("N0", 4, Side::South)
        ]
    );
    assert_eq!(stores(&kauri), (3 + 4, 3));
    assert_eq!(at(&kauri, "N0"), (0, 1), "the cowrie stays, the stones go");
}

#[test]
fn test_worked_example_stone_into_a_cowries_only_pit_goes_to_the_opponent() {
    // docs/rules/kauri.md, Example 3: N0 holds 2 cowries and no stones; South's f holds
    // 1 stone and 1 cowrie.
    let mut kauri = pos("5c-5c-5c-5c-5c-1c/0cc-5c-5c-5c-5c-5.4-5.s");
    let events = sow(&mut kauri, "f");
    assert_eq!(
        events,
        [
            lift("S5", 1, 1),
            stone("N0"),
            capture("N0", 1, Side::North),
            cowrie("N1"),
        ]
    );
    assert_eq!(
        stores(&kauri),
        (4, 5 + 1),
        "North's store gets South's stone"
    );
    assert_eq!(at(&kauri, "N0"), (0, 2), "the cowries stay");
    assert_eq!(at(&kauri, "N1"), (5, 2), "N1 had a cowrie: no capture");
}

#[test]
fn test_one_move_can_fill_both_stores() {
    // S5's stone falls into N0 (cowrie only), its cowrie into N1 (4 stones, no cowrie).
    let mut kauri = pos("5c-5c-5c-5c-5c-1c/0c-4-5cc-5c-5c-5c.5-5.s");
    let events = sow(&mut kauri, "f");
    assert_eq!(
        events,
        [
            lift("S5", 1, 1),
            stone("N0"),
            capture("N0", 1, Side::North),
            cowrie("N1"),
            capture("N1", 4, Side::South),
        ]
    );
    assert_eq!(stores(&kauri), (9, 6));
}

#[test]
fn test_stone_into_an_opponent_pit_without_cowrie_stays() {
    // N0 and N1 are empty: the stone stays in N0, the cowrie in N1 takes nothing.
    let mut kauri = pos("5c-5c-5c-5c-5c-1c/0-0-5cc-5c-5c-5cc.7-7.s");
    let events = sow(&mut kauri, "f");
    assert_eq!(events, [lift("S5", 1, 1), stone("N0"), cowrie("N1")]);
    assert_eq!((at(&kauri, "N0"), at(&kauri, "N1")), ((1, 0), (0, 1)));
    assert_eq!(stores(&kauri), (7, 7));
}

#[test]
fn test_cowrie_into_a_pit_that_had_a_cowrie_takes_nothing() {
    let mut kauri = pos("5c-5c-5c-5c-5c-0c/4c-5c-5c-5c-5c-5c.2-4.s");
    let events = sow(&mut kauri, "f");
    assert_eq!(events, [lift("S5", 0, 1), cowrie("N0")]);
    assert_eq!(at(&kauri, "N0"), (4, 2));
    assert_eq!(stores(&kauri), (2, 4));
}

#[test]
fn test_drops_on_the_movers_own_side_never_capture() {
    // S1 holds only a cowrie (a stone there would be captured on North's side); S2 holds
    // stones and no cowrie (a cowrie there would capture on North's side).
    let mut kauri = pos("1cc-0c-6-0-5c-5c/5c-5c-5c-5c-5c-5cc.6-7.s");
    let events = sow(&mut kauri, "a");
    assert_eq!(
        events,
        [lift("S0", 1, 2), stone("S1"), cowrie("S2"), cowrie("S3")]
    );
    assert_eq!(
        [
            at(&kauri, "S0"),
            at(&kauri, "S1"),
            at(&kauri, "S2"),
            at(&kauri, "S3")
        ],
        [(0, 0), (1, 1), (6, 1), (0, 1)]
    );
    assert_eq!(stores(&kauri), (6, 7));
}

#[test]
fn test_lap_of_12_items_skips_the_starting_pit() {
    let mut kauri = pos("11c-1c-1c-1c-1c-1c/1c-1c-1c-1c-1c-1c.19-19.s");
    let events = sow(&mut kauri, "a");
    assert_eq!(
        drops(&events).join(" "),
        "S1 S2 S3 S4 S5 N0 N1 N2 N3 N4 N5 S1"
    );
    assert_eq!(at(&kauri, "S0"), (0, 0), "the starting pit stays empty");
    assert_eq!(at(&kauri, "S1"), (2, 2));
    assert_eq!(at(&kauri, "N5"), (2, 1));
    assert_eq!(stores(&kauri), (19, 19));
}

#[test]
fn test_lap_of_15_items_skips_the_starting_pit() {
    let mut kauri = pos("13cc-1c-1c-1c-1c-1/1c-1c-1c-1c-1c-1c.18-18.s");
    let events = sow(&mut kauri, "a");
    assert_eq!(
        drops(&events).join(" "),
        "S1 S2 S3 S4 S5 N0 N1 N2 N3 N4 N5 S1 S2 S3 S4"
    );
    assert_eq!(
        [
            at(&kauri, "S0"),
            at(&kauri, "S1"),
            at(&kauri, "S2"),
            at(&kauri, "S3"),
            at(&kauri, "S4"),
            at(&kauri, "S5"),
            at(&kauri, "N0"),
        ],
        [(0, 0), (3, 1), (3, 1), (2, 2), (2, 2), (2, 0), (2, 1)]
    );
}

#[test]
fn test_lap_of_13_items_in_a_real_game() {
    let mut kauri = play("f b d c b a e");
    let start = pit("N3");
    let lifted = kauri.stones(start) + kauri.cowries(start);
    assert!(lifted >= 13, "{lifted} items");
    let events = sow(&mut kauri, "d");
    assert!(!drops(&events).contains(&"N3".to_owned()));
    assert_eq!(drops(&events).len(), usize::from(lifted));
    assert_eq!(at(&kauri, "N3"), (0, 0));
}

#[test]
fn test_stone_capture_on_a_lap_looks_at_the_pit_at_each_drop() {
    // 22 stones go round twice: N0 (cowrie only) loses both stones it receives to North's
    // store; N1 (empty) keeps both.
    let mut kauri = pos("22c-1c-1c-1c-1c-1c/0c-0-1cc-1c-1c-1c.14-15.s");
    let events = sow(&mut kauri, "a");
    let n0_captures = events
        .iter()
        .filter(|&&e| e == capture("N0", 1, Side::North))
        .count();
    assert_eq!(n0_captures, 2);
    assert_eq!(at(&kauri, "N0"), (0, 1));
    assert_eq!(at(&kauri, "N1"), (2, 0));
    assert_eq!(at(&kauri, "N2"), (3, 2));
    assert_eq!(at(&kauri, "S1"), (3, 2), "two stones and the cowrie");
    assert_eq!(stores(&kauri), (14, 17));
}

#[test]
fn test_cowrie_capture_on_a_lap_takes_the_stone_this_move_dropped() {
    // S5 sows 11 stones round the ring, then its cowrie into N0 (no cowrie, 3 stones and
    // the stone just dropped).
    let mut kauri = pos("1cc-1c-1c-1c-1c-11c/3-1c-1c-1c-1c-1c.18-18.s");
    let events = sow(&mut kauri, "f");
    assert_eq!(
        events[events.len() - 2..],
        [cowrie("N0"), capture("N0", 4, Side::South)]
    );
    assert_eq!(at(&kauri, "N0"), (0, 1));
    assert_eq!(stores(&kauri), (22, 18));
}

#[test]
fn test_cowrie_capture_looks_at_cowries_at_the_start_of_the_move() {
    // 12 cowries from S5: N0 (3 stones, no cowrie) receives the first and the last. Both
    // find a pit that had no cowrie when the move began; the second finds no stone left.
    let mut kauri = pos("5-5-5-5-5-0cccccccccccc/3-0-0-0-0-0.16-16.s");
    let events = sow(&mut kauri, "f");
    assert_eq!(drops(&events).len(), 12);
    let captures: Vec<Event> = events
        .iter()
        .copied()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .collect();
    assert_eq!(captures, [capture("N0", 3, Side::South)]);
    assert_eq!(at(&kauri, "N0"), (0, 2));
    assert_eq!(stores(&kauri), (19, 16));
}

#[test]
fn test_forced_pass_without_a_cowrie() {
    let mut kauri = pos("5-5-5-5-5-5/5cc-5cc-5cc-5cc-5cc-5cc.0-0.s");
    assert_eq!(tokens(&kauri), ["pass"]);
    assert_eq!(kauri.play_token("a"), Err(MoveError::MustPass));
    assert_eq!(sow(&mut kauri, "pass"), [Event::Pass]);
    assert_eq!(kauri.side_to_move(), Side::North);
    assert!(kauri.to_code().ends_with(".s.p"), "{}", kauri.to_code());
}

#[test]
fn test_forced_pass_in_a_real_game() {
    let mut kauri = play("d e b a c f a d f b e b");
    assert!(!kauri.has_cowrie(Side::South));
    assert_eq!(tokens(&kauri), ["pass"]);
    kauri.play_token("pass").expect("forced pass");
    assert_eq!(kauri.to_move(), Some(ToMove::Seat(Side::North.seat())));
}

#[test]
fn test_pass_is_refused_with_a_cowrie_to_sow() {
    let mut kauri = Kauri::default();
    assert_eq!(kauri.play_token("pass"), Err(MoveError::MustSow));
    assert_eq!(kauri, Kauri::default());
}

#[test]
fn test_tokens_are_pit_letters_or_pass_and_nothing_else() {
    let kauri = Kauri::default();
    for token in ["a", "b", "c", "d", "e", "f", "pass"] {
        let m = kauri.parse_move(token).expect("a token");
        assert_eq!(kauri.format_move(m), token);
    }
    for token in [
        "", "A", "g", "z", "Pass", "p", "aa", "a1", " a", "a ", "S0", "-",
    ] {
        assert_eq!(
            kauri.parse_move(token),
            Err(MoveError::Malformed),
            "{token:?}"
        );
    }
}
