//! The game review: the computer goes through a game position by position ([`look`]) and
//! judges each move ([`judge`]) by how much of the mover's chance to win it gave away, then
//! counts each player's classes and accuracy ([`summarise`]).
//!
//! A move's worth is searched, not guessed: the position after it is looked at as the
//! position before it was, so a game of `n` moves takes `n + 1` searches, and each search
//! serves twice (the best move of one position, the played move's result for the one
//! before). Scores become win chances per game ([`Computer::odds_unit`]), so that the same
//! thresholds hold in every game; they and the accuracy are defined in `docs/review.md`.
//!
//! What the search proves outweighs the percentages: a move into a forced loss, or one that
//! lets a forced win go, is a blunder whatever the chances say, and a move made where the
//! game was already won or lost by force ([`Look::winner`]) is not counted.

use engine::{Outcome, Seat};

use crate::{Clock, Computer, Level, Settings, alpha_beta::WON};

/// A certain win, in the thousandths win chances are counted in.
pub const CERTAIN: u16 = 1000;

/// The level whose search the review uses by default (see [`settings`]).
pub const LEVEL: Level = match Level::new(4) {
    Some(level) => level,
    None => Level::MAX,
};

/// The most time one position may take, in milliseconds: a cap for slow machines, as
/// a level's is; the review's searches are meant to end by their nodes well before it.
pub const TIME_MS: f64 = 400.0;

/// How the review searches `game`'s positions: `level`'s limits (by default [`LEVEL`]'s),
/// no mistakes, at most [`TIME_MS`] a position.
pub fn settings<G: Computer>(game: &G, level: Level) -> Settings {
    let mut settings = game.settings(level);
    settings.mistakes = None;
    settings.limits.time_ms = Some(settings.limits.time_ms.map_or(TIME_MS, |t| t.min(TIME_MS)));
    settings
}

/// What the computer sees in one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look<M> {
    /// The player to move (numbered as by [`engine::Game::player_to_move`]); `None` once the
    /// game is over.
    pub mover: Option<usize>,
    /// The computer's move; `None` once the game is over.
    pub best: Option<M>,
    /// The line it expects from there, its move first.
    pub line: Vec<M>,
    /// Each player's chance to win, in thousandths, by player.
    pub chances: Vec<u16>,
    /// The player who wins by force, as far as the search saw (or who has won): the
    /// game's winner once it is over, else the mover or the other player where the
    /// search's score is a win at or beyond [`WON`] either way (with two players only;
    /// the tree search of three or four proves nothing). Win chances of 100 % or 0 % alone
    /// are not proof: a large score rounds to them too.
    pub winner: Option<usize>,
    /// Whether the computer's move is the only one: the only legal move, or the only one
    /// that does not lose at once.
    pub only_move: bool,
    /// The search's own score for the mover, in the game's units (for the command line).
    pub score: i32,
    /// The search's depth.
    pub depth: u32,
    /// The positions it visited.
    pub nodes: u64,
}

/// How far a look follows moves that the search did not judge (a forced answer, the
/// only legal move, a stone placed by rule) to reach a position it judges.
const FOLLOW: u32 = 4;

/// Looks at `game` within `settings`, reproducibly from `seed`.
pub fn look<G: Computer>(
    game: &G,
    settings: &Settings,
    seed: u64,
    clock: &dyn Clock,
) -> Look<G::Move> {
    look_within(game, settings, seed, clock, FOLLOW, &mut |_, _| {}).0
}

/// Looks at `game` as [`look`] does, and hands `ahead` each later position the look had
/// to follow to, with the look there, which is the very look [`look`] gives at that
/// position: a review asks for it next, and need not search it twice.
pub fn look_ahead<G: Computer>(
    game: &G,
    settings: &Settings,
    seed: u64,
    clock: &dyn Clock,
    ahead: &mut dyn FnMut(&G, &Look<G::Move>),
) -> Look<G::Move> {
    look_within(game, settings, seed, clock, FOLLOW, ahead).0
}

/// The look, and whether it ran out of following before it reached a position it judged
/// (a look from a larger budget would then differ).
fn look_within<G: Computer>(
    game: &G,
    settings: &Settings,
    seed: u64,
    clock: &dyn Clock,
    follow: u32,
    ahead: &mut dyn FnMut(&G, &Look<G::Move>),
) -> (Look<G::Move>, bool) {
    let players = game.seats().len();
    let (Some(mover), Some(thought)) = (game.player_to_move(), game.think(settings, seed, clock))
    else {
        return (over(game), false);
    };
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let mut look = Look {
        mover: Some(mover),
        best: Some(thought.chosen),
        line: thought.line.clone(),
        chances: vec![0; players],
        winner: None,
        only_move: thought.forced || legal.len() == 1,
        score: thought.score,
        depth: thought.depth,
        nodes: thought.nodes,
    };
    let judged = thought.depth > 0 || thought.score.abs() >= WON || !thought.shares.is_empty();
    let mut cut = !judged && follow == 0;
    if !judged && follow > 0 {
        let mut next = game.clone();
        next.play_unchecked(thought.chosen);
        let (after, after_cut) = look_within(&next, settings, seed, clock, follow - 1, ahead);
        if !after_cut {
            ahead(&next, &after);
        }
        cut = after_cut;
        look.chances = after.chances;
        look.winner = after.winner;
        look.nodes += after.nodes;
    } else if !thought.shares.is_empty() {
        for seat in game.seats().iter() {
            let share = thought.shares.get(seat.index()).copied().unwrap_or(0);
            look.chances[game.player_in(seat)] = share.min(CERTAIN);
        }
    } else {
        let chance = win_chance(thought.score, game.odds_unit());
        look.chances[mover] = chance;
        if players == 2 {
            look.chances[1 - mover] = CERTAIN - chance;
            look.winner = match thought.score {
                s if s >= WON => Some(mover),
                s if s <= -WON => Some(1 - mover),
                _ => None,
            };
        }
    }
    (look, cut)
}

/// A finished game (or one where nobody is to move): its result as chances.
fn over<G: Computer>(game: &G) -> Look<G::Move> {
    let players = game.seats().len();
    let mut chances = vec![0; players];
    let mut share = |seats: &mut dyn Iterator<Item = Seat>, count: usize| {
        for seat in seats {
            chances[game.player_in(seat)] = CERTAIN / count.max(1) as u16;
        }
    };
    let winner = match game.outcome() {
        Some(Outcome::Winner(seat)) => {
            share(&mut std::iter::once(seat), 1);
            Some(game.player_in(seat))
        }
        Some(Outcome::Winners(seats)) => {
            share(&mut seats.iter(), seats.len());
            None
        }
        Some(Outcome::Draw) | None => {
            share(&mut game.seats().iter(), players);
            None
        }
    };
    Look {
        mover: None,
        best: None,
        line: Vec::new(),
        chances,
        winner,
        only_move: false,
        score: 0,
        depth: 0,
        nodes: 0,
    }
}

/// The side to move's chance to win, in thousandths, for a search's `score`: 3 to 1 odds
/// at each `unit` (a logistic curve), certain at a forced win.
pub fn win_chance(score: i32, unit: i32) -> u16 {
    if score >= WON {
        return CERTAIN;
    }
    if score <= -WON {
        return 0;
    }
    let odds = 3f64.powf(f64::from(score) / f64::from(unit.max(1)));
    (f64::from(CERTAIN) * odds / (1.0 + odds)).round() as u16
}

/// What a move was, by the win chance it gave away (thresholds: [`Class::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// The computer's move, or one that keeps as much.
    Best,
    /// Gives away a little.
    Good,
    /// Gives away a tenth of a win or more.
    Inaccuracy,
    /// A fifth or more.
    Mistake,
    /// Three tenths or more: a won game drawn, a drawn game lost.
    Blunder,
}

impl Class {
    /// Every class, best first.
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    /// The class of a move that gave away `loss` thousandths of the mover's win chance.
    pub const fn of(loss: u16) -> Class {
        match loss {
            0..=20 => Class::Best,
            21..=99 => Class::Good,
            100..=199 => Class::Inaccuracy,
            200..=299 => Class::Mistake,
            _ => Class::Blunder,
        }
    }

    /// The class's name in the command line's output and the site's keys.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// The judgement of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The player who made it.
    pub mover: usize,
    /// The mover's win chance before it (with the computer's move), in thousandths.
    pub before: u16,
    /// The mover's win chance after it.
    pub after: u16,
    /// What it gave away: `before - after`, 0 for the computer's own move.
    pub loss: u16,
    /// Its class, by `loss`.
    pub class: Class,
    /// Whether it was the only move (see [`Look::only_move`]) and was played.
    pub only_move: bool,
    /// Whether the mover had a forced win before it and no longer has (never the
    /// computer's own move): a blunder.
    pub missed_win: bool,
    /// Whether it turned a position the mover had not lost by force into one he has
    /// (never the computer's own move): a blunder.
    pub forced_loss: bool,
    /// Whether the game was already won or lost by force before it, and it did not let a
    /// win go: such a move counts toward neither the classes nor the accuracy.
    pub decided: bool,
}

/// Takes forced wins back along the computer's own moves: where the move played after
/// `n` moves was the computer's, and the position it led to is won by force, the position
/// after `n` moves is won by force for the same player, with the same chances (the review
/// takes the computer's move for the position's worth, as it judges that move by the
/// deeper look). `looks` holds the look after each number of moves, once there; a look
/// that has a winner of its own keeps it. Two players only: with more, who wins at the
/// end may be another's gift.
pub fn settle<M: PartialEq>(looks: &mut [Option<Look<M>>], moves: &[M]) {
    for n in (0..moves.len().min(looks.len().saturating_sub(1))).rev() {
        let Some(proof) = looks[n + 1]
            .as_ref()
            .filter(|look| look.winner.is_some() && look.chances.len() == 2)
            .map(|look| (look.winner, look.chances.clone()))
        else {
            continue;
        };
        if let Some(look) = looks[n]
            .as_mut()
            .filter(|look| look.winner.is_none() && look.best.as_ref() == Some(&moves[n]))
        {
            (look.winner, look.chances) = proof;
        }
    }
}

/// Judges `played`, made in the position of `before`, by the position it led to, `after`;
/// `None` where nobody was to move.
pub fn judge<M: PartialEq>(before: &Look<M>, after: &Look<M>, played: &M) -> Option<Verdict> {
    let mover = before.mover?;
    let chance = |look: &Look<M>| look.chances.get(mover).copied().unwrap_or(0);
    // Proofs count with two players; with more, a finished game's winner may be a gift.
    let two = before.chances.len() == 2;
    let won = |look: &Look<M>| two && look.winner == Some(mover);
    let lost = |look: &Look<M>| two && look.winner.is_some_and(|w| w != mover);
    let computers = before.best.as_ref() == Some(played);
    // The computer's own move is judged by the deeper of its two looks: the one after it.
    let best = if computers {
        chance(after)
    } else {
        chance(before).max(chance(after))
    };
    let loss = best - chance(after);
    let missed_win = !computers && won(before) && !won(after);
    let forced_loss = !computers && !lost(before) && lost(after);
    Some(Verdict {
        mover,
        before: best,
        after: chance(after),
        loss,
        class: match missed_win || forced_loss {
            true => Class::Blunder,
            false => Class::of(loss),
        },
        only_move: computers && before.only_move,
        missed_win,
        forced_loss,
        decided: (won(before) || lost(before)) && !missed_win,
    })
}

/// The key moment of a game: the move of the highest class, and of those the one that
/// gave away most (the first of equals); `None` where every move was best. Moves made
/// where the game was decided have no part in it.
pub fn key_moment<'v>(verdicts: impl IntoIterator<Item = &'v Option<Verdict>>) -> Option<usize> {
    verdicts
        .into_iter()
        .enumerate()
        .filter_map(|(i, v)| {
            let v = v.as_ref().filter(|v| !v.decided && v.class > Class::Best)?;
            Some((v.class, v.loss, std::cmp::Reverse(i)))
        })
        .max()
        .map(|(_, _, std::cmp::Reverse(i))| i)
}

/// One player's moves, summed up.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// How many of the player's counted moves fell in each class, as [`Class::ALL`]
    /// orders them.
    pub counts: [usize; 5],
    /// The mean of the counted moves' accuracies ([`accuracy`]), in percent; 100 without
    /// counted moves.
    pub accuracy: f64,
    /// How many of his moves were made where the game was decided ([`Verdict::decided`]),
    /// and are not counted.
    pub decided: usize,
}

/// A move's accuracy, in percent: 100 less two points per point of win chance given
/// away, and never below 0 (so a move that gives away half a win or more scores 0).
pub fn accuracy(loss: u16) -> f64 {
    (100.0 - f64::from(loss) / 5.0).max(0.0)
}

/// Each of `players` players' summary of `verdicts`.
pub fn summarise<'v>(
    verdicts: impl IntoIterator<Item = &'v Verdict>,
    players: usize,
) -> Vec<Summary> {
    let mut sums = vec![(0.0, [0usize; 5], 0); players];
    for verdict in verdicts {
        let Some((sum, counts, decided)) = sums.get_mut(verdict.mover) else {
            continue;
        };
        if verdict.decided {
            *decided += 1;
            continue;
        }
        *sum += accuracy(verdict.loss);
        counts[verdict.class as usize] += 1;
    }
    sums.into_iter()
        .map(|(sum, counts, decided)| {
            let moves = counts.iter().sum::<usize>();
            Summary {
                counts,
                accuracy: if moves == 0 {
                    100.0
                } else {
                    sum / moves as f64
                },
                decided,
            }
        })
        .collect()
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<M> {
    /// The look at each position: before the first move, then after each, settled
    /// ([`settle`]).
    pub looks: Vec<Look<M>>,
    /// Each move's verdict (`None` where nobody was to move).
    pub verdicts: Vec<Option<Verdict>>,
    /// Each player's summary.
    pub summaries: Vec<Summary>,
}

/// Reviews `moves` played from `start` within `settings`, reproducibly from `seed`. The
/// moves must be legal (as a replayed record's are).
pub fn review<G: Computer>(
    start: &G,
    moves: &[G::Move],
    settings: &Settings,
    seed: u64,
    clock: &dyn Clock,
) -> Review<G::Move> {
    let mut game = start.clone();
    let mut looks = Vec::with_capacity(moves.len() + 1);
    // Positions a look followed to, by position code, with the look there.
    let mut seen: Vec<(String, Look<G::Move>)> = Vec::new();
    for i in 0..=moves.len() {
        let code = game.to_code();
        let look = match seen.iter().position(|(c, _)| *c == code) {
            Some(at) => seen.swap_remove(at).1,
            None => {
                seen.clear();
                look_ahead(&game, settings, seed, clock, &mut |next, look| {
                    seen.push((next.to_code(), look.clone()));
                })
            }
        };
        looks.push(Some(look));
        if let Some(&m) = moves.get(i) {
            game.play_unchecked(m);
        }
    }
    settle(&mut looks, moves);
    let looks: Vec<Look<G::Move>> = looks.into_iter().flatten().collect();
    let verdicts: Vec<Option<Verdict>> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| judge(&looks[i], &looks[i + 1], m))
        .collect();
    let summaries = summarise(verdicts.iter().flatten(), start.seats().len());
    Review {
        looks,
        verdicts,
        summaries,
    }
}

#[cfg(test)]
mod tests;
