//! A game's review as the page holds it: the computer's look at each position, filled in
//! as the worker sends them, and what follows from them (each move's verdict, each
//! player's summary). The judging itself is the AI crate's (`ai::review`).

use ai::{
    Computer,
    review::{self, Class, Look, Verdict},
};

use crate::t;

/// A class's name, translated.
pub fn class_name(class: Class) -> String {
    t!(format!("review-class-{}", class.name()))
}

/// The looks at the positions of one line of moves, start first.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed<G: Computer> {
    /// The line reviewed; a review belongs to it and to nothing else.
    pub start: G,
    /// The moves of the line.
    pub moves: Vec<G::Move>,
    /// The look at the position after `i` moves, once the worker sent it, with the forced
    /// wins found later taken back along the computer's own moves (`review::settle`).
    pub looks: Vec<Option<Look<G::Move>>>,
}

impl<G: Computer> Reviewed<G> {
    /// A review of `moves` from `start`, nothing looked at yet.
    pub fn new(start: G, moves: Vec<G::Move>) -> Self {
        let looks = vec![None; moves.len() + 1];
        Reviewed {
            start,
            moves,
            looks,
        }
    }

    /// Whether this is the review of that line.
    pub fn is_of(&self, start: &G, moves: &[G::Move]) -> bool
    where
        G: PartialEq,
    {
        self.start == *start && self.moves == moves
    }

    /// The first position not looked at yet, if any.
    pub fn next(&self) -> Option<usize> {
        self.looks.iter().position(Option::is_none)
    }

    /// How many positions were looked at.
    pub fn done(&self) -> usize {
        self.looks.iter().flatten().count()
    }

    /// The position after `n` moves.
    pub fn position(&self, n: usize) -> G {
        let mut game = self.start.clone();
        for &m in &self.moves[..n.min(self.moves.len())] {
            game.play_unchecked(m);
        }
        game
    }

    /// Stores the look at the position after `n` moves, read from the worker's text; false
    /// if it does not read there.
    pub fn store(&mut self, n: usize, text: &str) -> bool {
        if n >= self.looks.len() {
            return false;
        }
        let game = self.position(n);
        match crate::computer::read_look(&game, text) {
            Some(look) => {
                self.looks[n] = Some(look);
                review::settle(&mut self.looks, &self.moves);
                true
            }
            None => false,
        }
    }

    /// The look at the position after `n` moves, once the worker sent it.
    pub fn look(&self, n: usize) -> Option<&Look<G::Move>> {
        self.looks.get(n)?.as_ref()
    }

    /// The verdict on move `i` (from 0), once both positions around it were looked at.
    pub fn verdict(&self, i: usize) -> Option<Verdict> {
        review::judge(self.look(i)?, self.look(i + 1)?, self.moves.get(i)?)
    }

    /// Every move's verdict so far, by move.
    pub fn verdicts(&self) -> Vec<Option<Verdict>> {
        (0..self.moves.len()).map(|i| self.verdict(i)).collect()
    }

    /// Each player's win chance after `n` moves, in thousandths, once looked at.
    pub fn chances(&self, n: usize) -> Option<&[u16]> {
        self.look(n).map(|look| look.chances.as_slice())
    }

    /// The key moment so far (`review::key_moment`): the index of the move of the highest
    /// class that gave away most.
    pub fn key_moment(&self) -> Option<usize> {
        review::key_moment(&self.verdicts())
    }
}

/// The reply the computer expects to its own move in a position: its line's second move.
pub fn reply<M: Copy + PartialEq>(look: &Look<M>) -> Option<M> {
    match look.line.as_slice() {
        [first, second, ..] if look.best.as_ref() == Some(first) => Some(*second),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use ai::{Level, NoClock};
    use engine::{Game, caro::Caro};

    use super::*;
    use crate::computer::write_look;

    #[test]
    fn test_looks_fill_in_and_give_verdicts() {
        let mut game = Caro::default();
        let moves: Vec<_> = ["h8", "g8", "i8", "h7", "j8", "i7", "k8", "j7"]
            .iter()
            .map(|t| game.play_token(t).expect("legal"))
            .collect();
        let mut reviewed = Reviewed::new(Caro::default(), moves);
        assert_eq!((reviewed.next(), reviewed.done()), (Some(0), 0));
        let settings = review::settings(&Caro::default(), Level::new(3).expect("level"));
        // The two positions around the blunder j7, as the worker would send them.
        for n in [7, 8] {
            let position = reviewed.position(n);
            let look = review::look(&position, &settings, 1, &NoClock);
            assert!(reviewed.store(n, &write_look(&position, &look)));
        }
        assert!(!reviewed.store(8, "nonsense"));
        assert!(!reviewed.store(20, "mover=- winner=0 only=0 chances=1000,0 line"));
        assert_eq!(reviewed.done(), 2);
        assert_eq!(reviewed.next(), Some(0));
        assert_eq!(
            reviewed.verdict(6),
            None,
            "the position before it is not looked at"
        );
        let blunder = reviewed.verdict(7).expect("judged");
        assert_eq!(blunder.class, review::Class::Blunder);
        assert!(blunder.forced_loss, "{blunder:?}");
        let summaries = review::summarise(reviewed.verdicts().iter().flatten(), 2);
        assert_eq!(summaries[1].counts[4], 1);
        assert_eq!(reviewed.chances(8), Some(&[1000, 0][..]));
        assert_eq!(reviewed.key_moment(), Some(7));
        // The computer's move after k8 stops the four, and it expects Black's answer.
        let before = reviewed.look(7).expect("looked at");
        assert_eq!(reply(before), before.line.get(1).copied());
        assert!(reply(before).is_some());
        assert_eq!(
            reply(&Look {
                line: Vec::new(),
                ..before.clone()
            }),
            None
        );
    }

    #[test]
    fn test_a_forced_win_found_later_is_taken_back_along_the_computers_moves() {
        let mut game = Caro::default();
        let moves: Vec<_> = ["h8", "g8", "i8", "h7", "j8", "i7", "k8", "j7", "l8"]
            .iter()
            .map(|t| game.play_token(t).expect("legal"))
            .collect();
        let mut reviewed = Reviewed::new(Caro::default(), moves);
        let settings = review::settings(&Caro::default(), Level::new(3).expect("level"));
        let look_at = |reviewed: &Reviewed<Caro>, n: usize| {
            let position = reviewed.position(n);
            (
                position.clone(),
                review::look(&position, &settings, 1, &NoClock),
            )
        };
        let (position, before) = look_at(&reviewed, 7);
        assert!(reviewed.store(7, &write_look(&position, &before)));
        // A look after j7 that does not see Black's five, as a shallower search might not.
        let (position, after) = look_at(&reviewed, 8);
        assert_eq!(after.best, reviewed.moves.get(8).copied());
        let blind = Look {
            winner: None,
            chances: vec![600, 400],
            ..after
        };
        assert!(reviewed.store(8, &write_look(&position, &blind)));
        assert!(!reviewed.verdict(7).expect("judged").forced_loss);
        // The five, the computer's move, is played: the game over proves the look before.
        let (position, over) = look_at(&reviewed, 9);
        assert!(reviewed.store(9, &write_look(&position, &over)));
        assert_eq!(reviewed.look(8).map(|l| l.winner), Some(Some(0)));
        assert_eq!(reviewed.chances(8), Some(&[1000, 0][..]));
        let blunder = reviewed.verdict(7).expect("judged");
        assert!(
            blunder.forced_loss && blunder.class == review::Class::Blunder,
            "{blunder:?}"
        );
    }
}
