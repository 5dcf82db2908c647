//! A game's review as the page holds it: the computer's look at each position, filled in
//! as the worker sends them, and what follows from them (each move's verdict, each
//! player's summary). The judging itself is the AI crate's (`ai::review`).

use ai::{
    Computer,
    review::{self, Class, Look, Verdict},
};

use crate::t;

/// A win chance in thousandths, in whole percent (rounded).
pub fn percent(chance: u16) -> i64 {
    ((u32::from(chance) * 100 + u32::from(review::CERTAIN) / 2) / u32::from(review::CERTAIN)).into()
}

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

    /// With the position after `n` moves shown: the `n`-th move, where the computer would
    /// have played another (what the review says of it and draws on the board), once the
    /// position before it was looked at and the move judged.
    pub fn better(&self, n: usize) -> Option<Better<G>> {
        let i = n.checked_sub(1)?;
        let verdict = self.verdict(i)?;
        let look = self.look(i)?;
        let played = *self.moves.get(i)?;
        let best = look
            .best
            .filter(|&best| verdict.class != Class::Best && best != played)?;
        // Drawn after the move played, the reply must still be a move there: not where
        // the move played stands (Caro's stone on its point).
        let reply = reply(look).filter(|&r| self.position(n).check_move(r).is_ok());
        Some(Better {
            before: self.position(i),
            played,
            best,
            reply,
        })
    }
}

/// A move played where the computer would have played another, and the computer's move:
/// the review names both and draws them on the board after the move played.
#[derive(Clone, Debug, PartialEq)]
pub struct Better<G: Computer> {
    /// The position the move was played in, which the computer's move and its reply are
    /// moves of.
    pub before: G,
    /// The move played.
    pub played: G::Move,
    /// The computer's move instead.
    pub best: G::Move,
    /// The reply the computer expects to its move, where it is a move after the move
    /// played too.
    pub reply: Option<G::Move>,
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
    use engine::{
        Game,
        caro::{Caro, CaroMove},
        kauri::{Kauri, KauriMove},
    };

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
    fn test_the_move_shown_is_the_one_judged_and_the_computers_move_is_drawn_beside_it() {
        let mut game = Caro::default();
        let moves: Vec<_> = ["h8", "g8", "i8", "h7", "j8", "i7", "k8", "j7", "l8"]
            .iter()
            .map(|t| game.play_token(t).expect("legal"))
            .collect();
        let mut reviewed = Reviewed::new(Caro::default(), moves.clone());
        let settings = review::settings(&Caro::default(), Level::new(3).expect("level"));
        for n in [7, 8, 9] {
            let position = reviewed.position(n);
            let look = review::look(&position, &settings, 1, &NoClock);
            assert!(reviewed.store(n, &write_look(&position, &look)));
        }
        // The key moment is the blunder j7, the 8th move: shown after it, as the move list
        // shows it, it is the move the review names and the computer's is drawn beside it.
        let key = reviewed.key_moment().expect("a key moment");
        assert_eq!(key, 7);
        let better = reviewed
            .better(key + 1)
            .expect("j7 was not the computer's move");
        assert_eq!(better.played, moves[7]);
        let before = reviewed.look(7).expect("looked at");
        assert_eq!(Some(better.best), before.best);
        assert_ne!(better.best, better.played);
        assert_eq!(better.before, reviewed.position(7));
        // The computer's l8 (or m8) expects Black's j7, where White played: no reply is
        // drawn on White's stone.
        assert_eq!(reply(before), Some(better.played));
        assert_eq!(better.reply, None);
        // The five l8, the computer's own move, has none; nor has a move whose position
        // before was not looked at, nor the start.
        assert_eq!(reviewed.verdict(8).map(|v| v.class), Some(Class::Best));
        assert_eq!(reviewed.better(9), None);
        assert_eq!(reviewed.better(7), None);
        assert_eq!(reviewed.better(0), None);
        assert_eq!(reviewed.better(10), None);
    }

    #[test]
    fn test_the_reply_to_the_computers_move_is_drawn_unless_the_move_played_stands_there() {
        let mut game = Caro::default();
        let moves: Vec<_> = ["h8", "i9"]
            .iter()
            .map(|t| game.play_token(t).expect("legal"))
            .collect();
        let mut after_h8 = Caro::default();
        after_h8.play_token("h8").expect("legal");
        let h10 = after_h8.parse_move("h10").expect("a move");
        let look = |mover, best: Option<CaroMove>, line: Vec<CaroMove>, chances: Vec<u16>| Look {
            mover,
            best,
            line,
            chances,
            winner: None,
            only_move: false,
            score: 0,
            depth: 1,
            nodes: 1,
        };
        let mut reviewed = Reviewed::new(Caro::default(), moves.clone());
        // White's computer move h10 expects Black's answer on i9, where White played.
        reviewed.looks[1] = Some(look(
            Some(1),
            Some(h10),
            vec![h10, moves[1]],
            vec![500, 500],
        ));
        reviewed.looks[2] = Some(look(Some(0), Some(h10), vec![h10], vec![800, 200]));
        let better = reviewed.better(2).expect("i9 was not the computer's move");
        assert_eq!(
            (better.best, better.played, better.reply),
            (h10, moves[1], None)
        );
        // Expecting g9, it is drawn.
        let g9 = after_h8.parse_move("g9").expect("a move");
        reviewed.looks[1] = Some(look(Some(1), Some(h10), vec![h10, g9], vec![500, 500]));
        assert_eq!(reviewed.better(2).and_then(|b| b.reply), Some(g9));
    }

    #[test]
    fn test_a_reply_named_as_the_move_played_is_drawn_where_it_is_another_place() {
        // Kauri's moves name a pit of the mover's: North's c is not South's.
        let mut game = Kauri::default();
        let c = game.play_token("c").expect("legal");
        let b = Kauri::default().parse_move("b").expect("a move");
        let look = |mover, best, line: Vec<KauriMove>, chances: Vec<u16>| Look {
            mover: Some(mover),
            best: Some(best),
            line,
            chances,
            winner: None,
            only_move: false,
            score: 0,
            depth: 1,
            nodes: 1,
        };
        let mut reviewed = Reviewed::new(Kauri::default(), vec![c]);
        reviewed.looks[0] = Some(look(0, b, vec![b, c], vec![500, 500]));
        reviewed.looks[1] = Some(look(1, c, vec![c], vec![300, 700]));
        let better = reviewed.better(1).expect("c was not the computer's move");
        assert_eq!((better.best, better.played, better.reply), (b, c, Some(c)));
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
