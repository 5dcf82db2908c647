//! The sowing animation's frames: the engine's drop-by-drop report
//! ([`Kauri::play_reporting`]) turned into what the board shows at each step. Each item
//! sown, and each capture, is two frames: one while it travels (the counts as before,
//! the item in flight), one once it has landed (the counts after). The last frame is
//! always the engine's position.

use engine::kauri::{Event, Item, Kauri, Pit, Side};

use super::view::{Counts, side_name};
use crate::{state::Play, t};

/// What happened at a step, to tell the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// A cowrie took the stones of a pit into the mover's store.
    Capture {
        /// The mover.
        side: Side,
        /// How many stones.
        stones: u8,
    },
    /// A stone fell into a pit of only cowries and went to that pit owner's store.
    Falls {
        /// Whose store it went to.
        side: Side,
    },
    /// The mover had no cowrie and passed.
    Pass {
        /// The side that passed.
        side: Side,
    },
}

impl Note {
    /// The note as a sentence.
    pub fn text(self) -> String {
        match self {
            Note::Capture { side, stones } => {
                t!("kauri-note-capture", side = side_name(side), count = stones)
            }
            Note::Falls { side } => t!("kauri-note-falls", side = side_name(side)),
            Note::Pass { side } => t!("kauri-status-passed", side = side_name(side)),
        }
    }
}

/// A place on the board an item travels from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A pit.
    Pit(Pit),
    /// A side's store.
    Store(Side),
}

/// Items travelling between two places during one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flight {
    /// Where they leave.
    pub from: Place,
    /// Where they land.
    pub to: Place,
    /// What travels.
    pub item: Item,
    /// How many (several stones slide into a store together).
    pub count: u8,
}

/// How long each kind of frame lasts, in beats (see `use_sowing`): an item's travel is
/// long enough to follow, its landing a short pause, a capture's slide a little longer.
const LIFT_BEATS: u8 = 2;
const TRAVEL_BEATS: u8 = 3;
const LAND_BEATS: u8 = 1;
const CAPTURE_BEATS: u8 = 5;
const PASS_BEATS: u8 = 4;

/// One step of a move as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The counts after the step.
    pub counts: Counts,
    /// The pit the items were lifted from, with the stones and cowries still in hand.
    pub hand: Option<(Pit, u8, u8)>,
    /// The pit that just received an item, or lost stones to a store.
    pub drop: Option<Pit>,
    /// The store that just received stones.
    pub store: Option<Side>,
    /// What happened, if worth saying.
    pub note: Option<Note>,
    /// The items travelling during this frame.
    pub flight: Option<Flight>,
    /// How long the frame is shown, in beats.
    pub beats: u8,
}

/// The frames of `events`, applied to `before`: for a lift or a pass one, for an item
/// sown or a capture two (travelling, landed).
pub fn frames(before: &Kauri, events: &[Event]) -> Vec<Frame> {
    let mover = before.side_to_move();
    let mut frame = Frame {
        counts: Counts::of(before),
        hand: None,
        drop: None,
        store: None,
        note: None,
        flight: None,
        beats: 0,
    };
    // Where the hand is: the sown items leave from the last pit one fell into.
    let mut at = None;
    let mut out = Vec::with_capacity(2 * events.len());
    for event in events {
        frame.store = None;
        match *event {
            Event::Lift {
                pit,
                stones,
                cowries,
            } => {
                let i = pit.index();
                frame.counts.stones[i] -= stones;
                frame.counts.cowries[i] -= cowries;
                frame.hand = Some((pit, stones, cowries));
                frame.drop = None;
                frame.flight = None;
                frame.beats = LIFT_BEATS;
                at = Some(pit);
            }
            Event::Sow { pit, item } => {
                if let Some((_, stones, cowries)) = &mut frame.hand {
                    match item {
                        Item::Stone => *stones = stones.saturating_sub(1),
                        Item::Cowrie => *cowries = cowries.saturating_sub(1),
                    }
                }
                frame.drop = None;
                frame.flight = Some(Flight {
                    from: Place::Pit(at.unwrap_or(pit)),
                    to: Place::Pit(pit),
                    item,
                    count: 1,
                });
                frame.beats = TRAVEL_BEATS;
                out.push(frame);
                match item {
                    Item::Stone => frame.counts.stones[pit.index()] += 1,
                    Item::Cowrie => frame.counts.cowries[pit.index()] += 1,
                }
                frame.drop = Some(pit);
                frame.flight = None;
                frame.beats = LAND_BEATS;
                at = Some(pit);
            }
            Event::Capture { pit, stones, store } => {
                // The stones leave the pit as they start to travel.
                frame.counts.stones[pit.index()] -= stones;
                frame.drop = Some(pit);
                frame.note = Some(match store == mover {
                    true => Note::Capture {
                        side: store,
                        stones,
                    },
                    false => Note::Falls { side: store },
                });
                frame.flight = Some(Flight {
                    from: Place::Pit(pit),
                    to: Place::Store(store),
                    item: Item::Stone,
                    count: stones,
                });
                frame.beats = CAPTURE_BEATS;
                out.push(frame);
                frame.counts.stores[store.index()] += stones;
                frame.store = Some(store);
                frame.flight = None;
                frame.beats = LAND_BEATS;
            }
            Event::Pass => {
                frame.note = Some(Note::Pass { side: mover });
                frame.beats = PASS_BEATS;
            }
        }
        out.push(frame);
    }
    out
}

/// Items in flight as the board draws them: for how long, and a key that is new for
/// each frame, so that each flight is a new element whose animation starts afresh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Travel {
    /// What travels, from where to where.
    pub flight: Flight,
    /// How long the travel takes.
    pub millis: u32,
    /// New for each frame.
    pub key: u32,
}

/// The frames that lead from `shown` (the position on the board until now) to the
/// position of `play`, if that is the last move played from it; otherwise none (undo,
/// replay, a new game: shown at once).
pub fn animation(shown: &Kauri, play: &Play<Kauri>) -> Vec<Frame> {
    let Some(&m) = play.cursor.checked_sub(1).and_then(|i| play.moves.get(i)) else {
        return Vec::new();
    };
    if *shown == play.game {
        return Vec::new();
    }
    let mut after = shown.clone();
    let mut events = Vec::new();
    match after.play_reporting(m, &mut events) {
        Ok(()) if after == play.game => frames(shown, &events),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use engine::{
        Game,
        kauri::{KauriMove, KauriOptions},
    };

    use super::*;
    use crate::games::kauri::view::tests::play;

    /// Plays `moves` and checks every move's last frame against the engine.
    fn check_line(moves: &str) -> Vec<Vec<Frame>> {
        let mut all = Vec::new();
        let tokens: Vec<&str> = moves.split_whitespace().collect();
        for n in 1..=tokens.len() {
            let before = play(&tokens[..n - 1].join(" "));
            let after = play(&tokens[..n].join(" "));
            let frames = animation(&before.game, &after);
            let last = frames.last().expect("a move animates");
            assert_eq!(
                last.counts,
                Counts::of(&after.game),
                "after {:?}",
                &tokens[..n]
            );
            all.push(frames);
        }
        all
    }

    #[test]
    fn test_opening_c_lifts_then_each_item_travels_and_lands() {
        let frames = &check_line("c")[0];
        assert_eq!(frames.len(), 13);
        assert_eq!(
            frames[0].hand.map(|(p, s, c)| (p.index(), s, c)),
            Some((2, 5, 1))
        );
        assert_eq!(frames[0].counts.stones[2], 0);
        // The first stone travels from the lifted pit; the count changes as it lands.
        let first = frames[1].flight.expect("a flight");
        assert_eq!(
            (first.from, first.to, first.item),
            (Place::Pit(pit(2)), Place::Pit(pit(3)), Item::Stone)
        );
        assert_eq!(frames[1].counts.stones[3], 5);
        assert_eq!(frames[2].drop.map(Pit::index), Some(3));
        assert_eq!(frames[2].counts.stones[3], 6);
        assert_eq!(frames[2].flight, None);
        // Stones first, then the cowrie, into North's c.
        let last = frames[11].flight.expect("a flight");
        assert_eq!((last.from, last.item), (Place::Pit(pit(7)), Item::Cowrie));
        assert_eq!(frames[12].drop.map(Pit::index), Some(8));
        assert_eq!(frames[12].counts.cowries[8], 2);
    }

    fn pit(i: usize) -> Pit {
        Pit::from_index(i).expect("a pit")
    }

    #[test]
    fn test_a_lap_travels_on_past_the_starting_pit() {
        // Thirteen items in South's a: round the ring, over a, on to b and c.
        let code = "12c-5c-5c-5c-5c-5c/5c-5c-5c-5c-1c-2c.0-0.s";
        let game = Kauri::from_code(KauriOptions::default(), code).expect("code");
        let mut after = game.clone();
        let mut events = Vec::new();
        after
            .play_reporting(KauriMove::Sow(pit(0).letter()), &mut events)
            .expect("legal");
        let frames = frames(&game, &events);
        let flights: Vec<Flight> = frames.iter().filter_map(|f| f.flight).collect();
        let sown: Vec<&Flight> = flights
            .iter()
            .filter(|f| matches!(f.to, Place::Pit(_)))
            .collect();
        assert_eq!(sown.len(), 13);
        assert!(sown.iter().all(|f| f.to != Place::Pit(pit(0))));
        assert_eq!(sown[10].to, Place::Pit(pit(11)));
        // From North's f over South's a, on to South's b.
        assert_eq!(sown[11].from, Place::Pit(pit(11)));
        assert_eq!(sown[11].to, Place::Pit(pit(1)));
        for pair in sown.windows(2) {
            assert_eq!(
                pair[1].from, pair[0].to,
                "each item leaves where the last fell"
            );
        }
        // Stones first, then the cowrie.
        assert_eq!(sown[12].item, Item::Cowrie);
        assert!(sown[..12].iter().all(|f| f.item == Item::Stone));
        assert_eq!(frames.last().expect("frames").counts, Counts::of(&after));
    }

    /// A line that captures in both ways: a cowrie taking stones, a stone falling.
    pub(crate) const CAPTURES: &str = "c c d b a";

    #[test]
    fn test_captures_of_both_kinds_end_at_the_engine_position() {
        let all = check_line(CAPTURES);
        let notes: Vec<Note> = all.iter().flatten().filter_map(|f| f.note).collect();
        assert!(notes.iter().any(|n| matches!(n, Note::Capture { .. })));
        assert!(notes.iter().any(|n| matches!(n, Note::Falls { .. })));
        // Each capture is seen travelling to its store, with its note already shown.
        for frame in all.iter().flatten() {
            if let Some(Flight {
                to: Place::Store(store),
                count,
                ..
            }) = frame.flight
            {
                let expected = match frame.note {
                    Some(Note::Capture { side, stones }) => (side, stones),
                    Some(Note::Falls { side }) => (side, 1),
                    other => panic!("a capture with the note {other:?}"),
                };
                assert_eq!((store, count), expected);
            }
        }
    }

    #[test]
    fn test_undo_and_replay_do_not_animate() {
        let after = play("c b");
        let mut back = after.clone();
        back.cursor = 1;
        back.game = play("c").game;
        assert!(animation(&after.game, &back).is_empty());
        assert!(animation(&after.game, &after).is_empty());
        assert!(
            animation(&play("").game, &after).is_empty(),
            "two moves at once"
        );
    }

    #[test]
    fn test_a_pass_is_one_frame() {
        // No cowrie on South's side: South must pass.
        let code = "5-5-5-5-5-5/5cc-5cc-5cc-5cc-5cc-5cc.0-0.s";
        let game = Kauri::from_code(KauriOptions::default(), code).expect("code");
        let frames = frames(&game, &[Event::Pass]);
        assert_eq!(frames.len(), 1);
        assert_eq!(frames[0].note, Some(Note::Pass { side: Side::South }));
    }
}
