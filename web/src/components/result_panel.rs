//! The end of a game, said to the person who played it: "You won", "You lost", "Draw" (or
//! "Game over" to someone who only watched or played every side), why, and what to do
//! next. Against the computer the next steps are New game, Review and Share; online they
//! are a rematch and the review (`crate::online`).

use engine::{Game, Outcome, Seat};
use yew::prelude::*;

use crate::t;

/// What the end means to the person looking at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Won,
    Lost,
    Draw,
    /// The end of a game this person did not play alone (a spectator, or people taking
    /// turns at one device): no side is his.
    Over,
}

impl Verdict {
    /// The verdict of `outcome` for the player in `seat` (none: nobody's in particular).
    pub fn of(outcome: &Outcome, seat: Option<Seat>) -> Verdict {
        let Some(seat) = seat else {
            return Verdict::Over;
        };
        match outcome {
            Outcome::Draw => Verdict::Draw,
            Outcome::Winner(winner) if *winner == seat => Verdict::Won,
            Outcome::Winners(winners) if winners.contains(seat) => Verdict::Won,
            Outcome::Winner(_) | Outcome::Winners(_) => Verdict::Lost,
        }
    }

    /// The verdict of a game for the person in `seat`, once it is over.
    pub fn of_game<G: Game>(game: &G, seat: Option<Seat>) -> Option<Verdict> {
        game.outcome().map(|outcome| Verdict::of(&outcome, seat))
    }

    /// Its name in the page's data, for tests and styles (and in its message's id,
    /// `result-<name>`).
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Draw => "draw",
            Verdict::Over => "over",
        }
    }
}

/// The panel: the verdict as its heading, `reason` (why the game ended, in the game's
/// words), and `next`, the next steps (buttons and links). A function rather than a
/// component: it keeps no state, and each component type costs every bundle a few KB.
pub fn result_panel(verdict: Verdict, reason: String, next: Html) -> Html {
    let name = verdict.name();
    html! {
        <section class={classes!("result-panel", name)} data-testid="result" data-verdict={name}
                 aria-labelledby="result-heading">
            <h2 id="result-heading">{ t!(format!("result-{name}")) }</h2>
            <p data-testid="result-reason">{ reason }</p>
            <div class="result-actions">{ next }</div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Seats;

    #[test]
    fn test_the_verdict_is_the_person_s_own() {
        let (south, north) = (Seat(0), Seat(1));
        let won = Outcome::Winner(south);
        assert_eq!(Verdict::of(&won, Some(south)), Verdict::Won);
        assert_eq!(Verdict::of(&won, Some(north)), Verdict::Lost);
        assert_eq!(Verdict::of(&won, None), Verdict::Over);
        assert_eq!(Verdict::of(&Outcome::Draw, Some(north)), Verdict::Draw);
        let shared = Outcome::Winners(Seats::default().with(Seat(0)).with(Seat(2)));
        assert_eq!(Verdict::of(&shared, Some(Seat(2))), Verdict::Won);
        assert_eq!(Verdict::of(&shared, Some(north)), Verdict::Lost);
    }
}
