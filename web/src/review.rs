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
    /// The look at the position after `i` moves, once the worker sent it.
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
        let summaries = review::summarise(reviewed.verdicts().iter().flatten(), 2);
        assert_eq!(summaries[1].counts[4], 1);
        assert_eq!(reviewed.chances(8), Some(&[1000, 0][..]));
    }
}
