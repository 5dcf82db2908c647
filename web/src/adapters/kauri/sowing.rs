//! The sowing animation's frames: the engine's drop-by-drop report
//! ([`Kauri::play_reporting`]) turned into the counts the board shows after each step.
//! The last frame is always the engine's position.

use engine::kauri::{Event, Item, Kauri, Pit, Side};

use super::{Counts, side_name};
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
}

/// The frames of `events`, applied to `before`: one per event.
pub fn frames(before: &Kauri, events: &[Event]) -> Vec<Frame> {
    let mover = before.side_to_move();
    let mut frame = Frame {
        counts: Counts::of(before),
        hand: None,
        drop: None,
        store: None,
        note: None,
    };
    let mut out = Vec::with_capacity(events.len());
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
            }
            Event::Sow { pit, item } => {
                if let Some((_, stones, cowries)) = &mut frame.hand {
                    match item {
                        Item::Stone => *stones = stones.saturating_sub(1),
                        Item::Cowrie => *cowries = cowries.saturating_sub(1),
                    }
                }
                match item {
                    Item::Stone => frame.counts.stones[pit.index()] += 1,
                    Item::Cowrie => frame.counts.cowries[pit.index()] += 1,
                }
                frame.drop = Some(pit);
            }
            Event::Capture { pit, stones, store } => {
                frame.counts.stones[pit.index()] -= stones;
                frame.counts.stores[store.index()] += stones;
                frame.drop = Some(pit);
                frame.store = Some(store);
                frame.note = Some(match store == mover {
                    true => Note::Capture {
                        side: store,
                        stones,
                    },
                    false => Note::Falls { side: store },
                });
            }
            Event::Pass => frame.note = Some(Note::Pass { side: mover }),
        }
        out.push(frame);
    }
    out
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
    use engine::{Game, kauri::KauriOptions};

    use super::*;
    use crate::adapters::kauri::tests::play;

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
    fn test_opening_c_lifts_then_sows_six_items() {
        let frames = &check_line("c")[0];
        assert_eq!(frames.len(), 7);
        assert_eq!(
            frames[0].hand.map(|(p, s, c)| (p.index(), s, c)),
            Some((2, 5, 1))
        );
        assert_eq!(frames[0].counts.stones[2], 0);
        assert_eq!(frames[1].drop.map(Pit::index), Some(3));
        assert_eq!(frames[1].counts.stones[3], 6);
        assert_eq!(frames[6].drop.map(Pit::index), Some(8));
        assert_eq!(frames[6].counts.cowries[8], 2);
    }

    /// A line that captures in both ways: a cowrie taking stones, a stone falling.
    pub(crate) const CAPTURES: &str = "c c d b a";

    #[test]
    fn test_captures_of_both_kinds_end_at_the_engine_position() {
        let all = check_line(CAPTURES);
        let notes: Vec<Note> = all.iter().flatten().filter_map(|f| f.note).collect();
        assert!(notes.iter().any(|n| matches!(n, Note::Capture { .. })));
        assert!(notes.iter().any(|n| matches!(n, Note::Falls { .. })));
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
