//! "Your mistakes": the person's own mistakes and blunders from a game's review, kept in the
//! browser as exercises (`learn/<game>/#mistake=1`): find a better move than the one played.
//! They are kept as lines of text ([`Mistake::line`]): the game's bundle, which keeps them,
//! then carries no JSON writer.
//! A move is accepted when it is the computer's, or when the computer's look at the
//! position after it finds it gives away little (a move the review would call good or
//! best) or wins by force; else the computer's move is shown.

use ai::{
    Computer,
    review::{Class, Look},
};
use engine::GameId;

use crate::{browser::local_storage, review::Reviewed, state::option_assignments};

/// The most mistakes kept a game, the newest first.
pub const KEEP: usize = 30;

/// A move of the person's that the review called a mistake or a blunder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The game's options (`key=value`), none for the defaults.
    pub options: Vec<String>,
    /// The position code before the move: the exercise's position.
    pub position: String,
    /// The move played there.
    pub played: String,
    /// The computer's move there.
    pub best: String,
    /// The mover's win chance with the computer's move, in thousandths.
    pub chance: u16,
    /// The review's class of the move played (`mistake`, `blunder`).
    pub class: String,
}

impl Mistake {
    /// The mistake as kept: its fields between tabs, which no code, token or option holds:
    /// class, chance, move played, computer's move, position, options (between commas).
    pub fn line(&self) -> String {
        [
            self.class.as_str(),
            &self.chance.to_string(),
            &self.played,
            &self.best,
            &self.position,
            &self.options.join(","),
        ]
        .join("\t")
    }

    /// Reads a line kept by [`Mistake::line`].
    pub fn read_line(line: &str) -> Option<Mistake> {
        let [class, chance, played, best, position, options] =
            line.split('\t').collect::<Vec<_>>()[..]
        else {
            return None;
        };
        let text = |s: &str| (!s.is_empty()).then(|| s.to_owned());
        Some(Mistake {
            options: options
                .split(',')
                .filter(|o| !o.is_empty())
                .map(str::to_owned)
                .collect(),
            position: text(position)?,
            played: text(played)?,
            best: text(best)?,
            chance: chance.parse().ok()?,
            class: text(class)?,
        })
    }
}

/// The mistakes and blunders of `reviewed`'s line made by the players `own` says are the
/// person's, in the game's order, as far as the review got.
pub fn from_review<G: Computer>(
    reviewed: &Reviewed<G>,
    own: impl Fn(usize) -> bool,
) -> Vec<Mistake> {
    let options = option_assignments(&reviewed.start);
    (0..reviewed.moves.len())
        .filter_map(|i| {
            let verdict = reviewed.verdict(i)?;
            if verdict.class < Class::Mistake || verdict.decided || !own(verdict.mover) {
                return None;
            }
            let before = reviewed.position(i);
            let best = reviewed.look(i)?.best?;
            Some(Mistake {
                options: options.clone(),
                position: before.to_code(),
                played: before.format_move(reviewed.moves[i]),
                best: before.format_move(best),
                chance: verdict.before,
                class: verdict.class.name().to_owned(),
            })
        })
        .collect()
}

/// Whether a move other than the computer's is a better one: its `look` (at the position
/// after it) leaves the mover within a good move's loss of `chance` (the computer's
/// move's), or wins by force. The computer's own move needs no look.
pub fn accepts<M>(chance: u16, mover: usize, look: &Look<M>) -> bool {
    let after = look.chances.get(mover).copied().unwrap_or(0);
    look.winner == Some(mover) || Class::of(chance.saturating_sub(after)) <= Class::Good
}

/// The storage key of a game's mistakes.
fn key(game: GameId) -> String {
    format!("tessera.mistakes.{game}")
}

/// `game`'s mistakes kept in this browser, newest first (the lines that cannot be read are
/// left out).
pub fn load(game: GameId) -> Vec<Mistake> {
    local_storage()
        .and_then(|storage| storage.get_item(&key(game)).ok().flatten())
        .map(|text| text.lines().filter_map(Mistake::read_line).collect())
        .unwrap_or_default()
}

/// Keeps `all` as `game`'s mistakes; `false` where storage refused.
fn save(game: GameId, all: &[Mistake]) -> bool {
    let lines: Vec<String> = all.iter().map(Mistake::line).collect();
    local_storage().is_some_and(|storage| storage.set_item(&key(game), &lines.join("\n")).is_ok())
}

/// `kept` with `new` before it (a mistake already kept moves up), at most [`KEEP`].
pub fn merged(kept: Vec<Mistake>, new: Vec<Mistake>) -> Vec<Mistake> {
    let mut all = new;
    for mistake in kept {
        let again = all
            .iter()
            .any(|m| m.position == mistake.position && m.played == mistake.played);
        if !again {
            all.push(mistake);
        }
    }
    all.truncate(KEEP);
    all
}

/// Keeps `new` before `game`'s mistakes kept already; `false` where storage refused.
pub fn keep(game: GameId, new: Vec<Mistake>) -> bool {
    save(game, &merged(load(game), new))
}

/// Forgets the mistake at `index` of `game`'s (found), and keeps the rest.
pub fn forget(game: GameId, index: usize) -> Vec<Mistake> {
    let mut all = load(game);
    if index < all.len() {
        all.remove(index);
    }
    save(game, &all);
    all
}

#[cfg(test)]
mod tests {
    use ai::{Level, NoClock, review};
    use engine::{Game, kauri::Kauri};

    use super::*;

    fn mistake(position: &str, played: &str) -> Mistake {
        Mistake {
            options: Vec::new(),
            position: position.to_owned(),
            played: played.to_owned(),
            best: "a".to_owned(),
            chance: 600,
            class: "mistake".to_owned(),
        }
    }

    #[test]
    fn test_new_mistakes_come_first_once_each_and_at_most_keep() {
        let kept = vec![mistake("p1", "a"), mistake("p2", "b")];
        let merged = merged(kept, vec![mistake("p2", "b"), mistake("p3", "c")]);
        let names: Vec<&str> = merged.iter().map(|m| m.position.as_str()).collect();
        assert_eq!(names, ["p2", "p3", "p1"]);
        let many = (0..KEEP + 5)
            .map(|i| mistake(&format!("p{i}"), "a"))
            .collect();
        assert_eq!(super::merged(Vec::new(), many).len(), KEEP);
    }

    #[test]
    fn test_a_move_is_better_within_a_good_moves_loss_or_by_a_forced_win() {
        let look = |chances: Vec<u16>, winner| Look::<u8> {
            mover: Some(1),
            best: None,
            line: Vec::new(),
            chances,
            winner,
            only_move: false,
            score: 0,
            depth: 1,
            nodes: 1,
        };
        assert!(accepts(600, 0, &look(vec![520, 480], None)));
        assert!(!accepts(600, 0, &look(vec![480, 520], None)));
        assert!(accepts(1000, 0, &look(vec![900, 100], Some(0))));
    }

    #[test]
    fn test_a_reviews_mistakes_are_the_persons_own_and_read_back() {
        // Kauri's whole game of level 1 against level 5, reviewed natively: level 1's
        // slips are its own, none are the other side's.
        let mut game = Kauri::default();
        let mut moves = Vec::new();
        let levels = [Level::new(1).unwrap_or(Level::MAX), Level::MAX];
        while let Some(mover) = game.player_to_move() {
            let Some(m) = ai::choose_move(&game, levels[mover], moves.len() as u64, &NoClock)
            else {
                break;
            };
            game.play_unchecked(m);
            moves.push(m);
        }
        let mut reviewed = Reviewed::new(Kauri::default(), moves);
        let settings = review::settings(&Kauri::default(), review::LEVEL);
        for n in 0..reviewed.looks.len() {
            reviewed.looks[n] = Some(review::look(&reviewed.position(n), &settings, 1, &NoClock));
        }
        let all = from_review(&reviewed, |_| true);
        let own = from_review(&reviewed, |player| player == 0);
        assert!(!own.is_empty(), "level 1 made no mistake");
        assert!(own.len() <= all.len());
        for m in &own {
            let before = Kauri::from_code(Default::default(), &m.position).expect("a position");
            assert_eq!(before.player_to_move(), Some(0));
            assert_ne!(m.played, m.best);
            assert!(before.parse_move(&m.best).is_ok());
        }
        for m in &own {
            assert_eq!(Mistake::read_line(&m.line()).as_ref(), Some(m));
        }
        let mut optioned = own[0].clone();
        optioned.options = vec!["seeds=4".to_owned(), "cowries=off".to_owned()];
        assert_eq!(Mistake::read_line(&optioned.line()), Some(optioned));
        assert_eq!(Mistake::read_line("mistake\tx\ta\tb\tcode\t"), None);
        assert_eq!(Mistake::read_line("junk"), None);
    }
}
