//! What the shown position's last move did, for the board's marks and the line under it:
//! the pit sown and the pit its last item fell into, and the stones that left pits for the
//! stores (`docs/rules/kauri.md`, rules 10 and 11). Read from the engine's own report of
//! the move ([`Kauri::play_reporting`]), replayed from the position before it, so that
//! it can never disagree with the rules.

use engine::kauri::{Event, Kauri, KauriMove, PITS, Pit, Side};

use super::view::side_name;
use crate::{state::Play, t};

/// The last move of a line, as the board marks it and the line under the board says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// The move's number in the line, from 1: the board's short-lived marks start afresh
    /// for each move shown.
    pub number: usize,
    /// Who made it.
    pub mover: Side,
    /// The pit sown and the pit its last item fell into; none for a pass.
    pub sown: Option<(Pit, Pit)>,
    /// The stones each pit lost to the mover's store, taken by the cowrie sown there
    /// (rule 11), by ring index.
    pub captured: [u8; PITS],
    /// The mover's stones that fell through each pit into its owner's store, the pit
    /// holding cowries and no stone (rule 10), by ring index.
    pub fallen: [u8; PITS],
    /// The stores before the move, South's then North's.
    pub stores: [u8; 2],
}

impl LastMove {
    /// The move that led to the position `play` shows, if any.
    pub fn of(play: &Play<Kauri>) -> Option<LastMove> {
        let m = play.last_move()?;
        LastMove::played(play.cursor, &play.position_after(play.cursor - 1), m)
    }

    /// What `m`, the move numbered `number`, does in `before`; none if it is not legal
    /// there.
    pub fn played(number: usize, before: &Kauri, m: KauriMove) -> Option<LastMove> {
        let mut after = before.clone();
        let mut events = Vec::new();
        after.play_reporting(m, &mut events).ok()?;
        let mover = before.side_to_move();
        let mut last = LastMove {
            number,
            mover,
            sown: None,
            captured: [0; PITS],
            fallen: [0; PITS],
            stores: Side::ALL.map(|side| before.store(side)),
        };
        for event in events {
            match event {
                Event::Lift { pit, .. } => last.sown = Some((pit, pit)),
                Event::Sow { pit, .. } => {
                    if let Some((_, to)) = &mut last.sown {
                        *to = pit;
                    }
                }
                Event::Capture { pit, stones, store } => {
                    let taken = match store == mover {
                        true => &mut last.captured,
                        false => &mut last.fallen,
                    };
                    taken[pit.index()] += stones;
                }
                Event::Pass => {}
            }
        }
        Some(last)
    }

    /// The stones each store gained, South's then North's: the captures to the mover's,
    /// the stones fallen to the opponent's.
    pub fn gains(&self) -> [u8; 2] {
        let mut gains = [0; 2];
        gains[self.mover.index()] = total(&self.captured);
        gains[self.mover.opponent().index()] = total(&self.fallen);
        gains
    }

    /// Whether stones left `pit` for a store in this move.
    pub fn took_from(&self, pit: Pit) -> bool {
        self.captured[pit.index()] > 0 || self.fallen[pit.index()] > 0
    }

    /// The move's captures in words, with the pits and the store's count before and
    /// after ("South captured 13 stones: cowries landed in North c, d and e (store:
    /// 4 → 17)"); none when the stores did not change.
    pub fn said(&self) -> Option<String> {
        let (mover, them) = (self.mover, self.mover.opponent());
        let gains = self.gains();
        let mut parts = Vec::new();
        if gains[mover.index()] > 0 {
            let before = self.stores[mover.index()];
            parts.push(t!(
                "kauri-said-capture",
                side = side_name(mover),
                count = gains[mover.index()],
                cowries = pits(&self.captured).count(),
                pits = pit_names(them, &self.captured),
                before = before,
                after = u32::from(before) + u32::from(gains[mover.index()])
            ));
        }
        if gains[them.index()] > 0 {
            let before = self.stores[them.index()];
            parts.push(t!(
                "kauri-said-falls",
                side = side_name(them),
                count = gains[them.index()],
                pits = pit_names(them, &self.fallen),
                before = before,
                after = u32::from(before) + u32::from(gains[them.index()])
            ));
        }
        (!parts.is_empty()).then(|| parts.join(" "))
    }
}

/// The stones of a table by pit, together.
fn total(by_pit: &[u8; PITS]) -> u8 {
    by_pit.iter().fold(0u8, |sum, &n| sum.saturating_add(n))
}

/// The pits of a table by pit that hold anything, in ring order.
fn pits(by_pit: &[u8; PITS]) -> impl Iterator<Item = Pit> + '_ {
    Pit::all().filter(|pit| by_pit[pit.index()] > 0)
}

/// `North c, d and e`: the pits of `side` that hold anything in `by_pit`, by their
/// owner's letters.
fn pit_names(side: Side, by_pit: &[u8; PITS]) -> String {
    let mut letters: Vec<String> = pits(by_pit)
        .filter(|pit| pit.side() == side)
        .map(|pit| pit.letter().to_string())
        .collect();
    let letters = match letters.pop() {
        None => String::new(),
        Some(last) if letters.is_empty() => last,
        Some(last) => t!("list-and", first = letters.join(", "), last = last),
    };
    t!("kauri-pits", side = side_name(side), letters = letters)
}

#[cfg(test)]
mod tests {
    use engine::{
        Game,
        kauri::{KauriOptions, Letter},
    };

    use super::*;
    use crate::games::kauri::view::tests::play;

    fn pit(side: Side, letter: char) -> Pit {
        let letter: Letter = letter.to_string().parse().expect("a letter");
        Pit::new(side, letter)
    }

    #[test]
    fn test_the_opening_is_sown_from_c_to_north_c_and_takes_nothing() {
        // docs/rules/kauri.md, Example 1: S2's items end with the cowrie in N2.
        let last = LastMove::of(&play("c")).expect("a move");
        assert_eq!((last.number, last.mover), (1, Side::South));
        assert_eq!(
            last.sown,
            Some((pit(Side::South, 'c'), pit(Side::North, 'c')))
        );
        assert_eq!(last.gains(), [0, 0]);
        assert_eq!(last.said(), None);
        assert_eq!(LastMove::of(&play("")), None);
    }

    #[test]
    fn test_a_cowrie_capture_names_the_pit_and_the_store() {
        let last = LastMove::of(&play("c c d b a")).expect("a move");
        assert_eq!(last.gains(), [2, 0]);
        assert!(last.took_from(pit(Side::North, 'c')));
        assert_eq!(Pit::all().filter(|&p| last.took_from(p)).count(), 1);
        assert_eq!(
            last.said().as_deref(),
            Some("South captured 2 stones: a cowrie landed in North c (store: 1 → 3)")
        );
    }

    #[test]
    fn test_a_stone_falling_goes_to_the_pit_owners_store() {
        // North's b: a stone lands in South's c, which holds a cowrie and no stone.
        let last = LastMove::of(&play("c c d b")).expect("a move");
        assert_eq!(last.mover, Side::North);
        assert_eq!(last.gains(), [1, 0]);
        assert!(last.took_from(pit(Side::South, 'c')));
        assert_eq!(
            last.said().as_deref(),
            Some("A stone fell to South from South c, which held only cowries (store: 0 → 1)")
        );
    }

    #[test]
    fn test_captures_in_several_pits_are_one_sentence() {
        let last = LastMove::of(&play("d e e f a a")).expect("a move");
        assert_eq!(last.mover, Side::North);
        let taken: Vec<Pit> = Pit::all().filter(|&p| last.took_from(p)).collect();
        assert_eq!(taken.len(), 2);
        assert!(taken.iter().all(|p| p.side() == Side::South));
        assert_eq!(last.gains(), [0, 5]);
        let said = last.said().expect("a capture");
        assert!(said.starts_with("North captured 5 stones: cowries landed in South "));
        assert!(said.contains(" and "), "{said}");
    }

    #[test]
    fn test_the_engine_examples_give_their_stores() {
        // docs/rules/kauri.md, Examples 2 and 3.
        for (code, gains) in [
            ("5c-5c-5c-5c-5c-0c/4-5c-5c-5c-5c-5cc.3-3.s", [4, 0]),
            ("5c-5c-5c-5c-5c-1c/0cc-5c-5c-5c-5c-5.4-5.s", [0, 1]),
        ] {
            let game = Kauri::from_code(KauriOptions::default(), code).expect("a code");
            let f = KauriMove::Sow("f".parse().expect("a letter"));
            let last = LastMove::played(1, &game, f).expect("legal");
            assert_eq!(last.gains(), gains, "{code}");
            assert_eq!(
                last.stores,
                [game.store(Side::South), game.store(Side::North)]
            );
        }
    }

    #[test]
    fn test_a_pass_is_sown_nowhere() {
        let code = "5-5-5-5-5-5/5cc-5cc-5cc-5cc-5cc-5cc.0-0.s";
        let game = Kauri::from_code(KauriOptions::default(), code).expect("a code");
        let last = LastMove::played(4, &game, KauriMove::Pass).expect("legal");
        assert_eq!((last.sown, last.gains()), (None, [0, 0]));
        assert_eq!(
            LastMove::played(4, &game, KauriMove::Sow(Letter::ALL[0])),
            None
        );
    }
}
