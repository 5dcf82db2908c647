//! A puzzle of a game's (`learn/kauri/#puzzle=kauri-17`), on its Learn page: the position,
//! what to find, the puzzle's rating and the next one, played as a level
//! (`learn::puzzle::Puzzle::level`); and beside it the player's puzzle record, kept in the
//! browser (`learn::record::Record`): a Glicko-2 rating moved by each puzzle's first try,
//! what each theme came to, and a way back to the puzzles missed.

use engine::GameId;
use learn::{
    puzzle::{DEFENCE, Puzzle},
    record::Record,
};
use yew::prelude::*;

use crate::{
    games::GameUi,
    learn::{load_record, puzzle_address, save_record},
    pages::{
        embed_snippets::{EmbedSnippets, embed_fragment},
        learn::LevelBoard,
    },
    site, t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct PuzzleProps {
    /// The puzzle's id, as the address names it.
    pub id: String,
}

/// The deviation above which a rating is said to be provisional (as lichess says it).
const PROVISIONAL: f64 = 110.0;

/// What the puzzle asks, in words: a line to win (Caro's fours), Caro's one saving stone,
/// the one move that holds, or the best move.
pub(crate) fn goal(game: GameId, puzzle: &Puzzle) -> String {
    let moves = puzzle.solver_moves().count();
    let defence = puzzle.themes.iter().any(|t| t == DEFENCE);
    match (puzzle.solution.len() > 1, defence) {
        (true, _) => t!("puzzle-goal-win", moves = moves),
        (false, true) if game == GameId::Caro => t!("puzzle-goal-defence"),
        (false, true) => t!("puzzle-goal-hold"),
        (false, false) => t!("puzzle-goal-best"),
    }
}

#[component]
pub fn PuzzlePage<G: GameUi>(props: &PuzzleProps) -> Html {
    let record = use_state(|| load_record(G::ID));
    // The rating's change of the try just ended, while the page stays on the puzzle.
    let change = use_state(|| None::<f64>);
    let hinted = use_mut_ref(|| false);
    let tries = use_state(|| 0_u32);
    let puzzles = crate::learn::puzzles()
        .map(|set| &set.puzzles[..])
        .unwrap_or_default();
    let found = puzzles.iter().position(|p| p.id == props.id);
    let index = found.unwrap_or(0);
    // A puzzle's level lives as long as the page: a try borrows it.
    let level = use_memo(index, |&index| {
        puzzles
            .get(index)
            .map(|puzzle| &*Box::leak(Box::new(puzzle.level())))
    });
    {
        // Another puzzle: its own try, hint and change.
        let (change, hinted) = (change.clone(), hinted.clone());
        use_effect_with(index, move |_| {
            change.set(None);
            *hinted.borrow_mut() = false;
        });
    }
    let game_name = t!(format!("game-{}", G::ID));
    let Some((puzzle, level)) = puzzles.get(index).zip(*level) else {
        return html! {
            <main class={classes!("learn-page", G::CLASSES)} data-testid="learn-page">
                <p class="notice" role="alert" data-testid="notice">{ t!("puzzle-none-yet") }</p>
                <a href={site::learn_address(G::ID)}>{ t!("learn-title", game = game_name) }</a>
            </main>
        };
    };
    // A try's end: kept at once; a hint shown makes it a miss for the record.
    let ended = {
        let (record, change, hinted) = (record.clone(), change.clone(), hinted.clone());
        let puzzle = puzzle.clone();
        move |solved: bool| {
            let mut now = (*record).clone();
            let moved = now.record(&puzzle, solved && !*hinted.borrow());
            save_record(G::ID, &now);
            record.set(now);
            if moved.is_some() {
                change.set(moved);
            }
        }
    };
    let on_done = {
        let ended = ended.clone();
        Callback::from(move |_stars: u8| ended(true))
    };
    let on_missed = Callback::from(move |()| ended(false));
    let on_hint = {
        let hinted = hinted.clone();
        Callback::from(move |()| *hinted.borrow_mut() = true)
    };
    let on_retry = {
        let tries = tries.clone();
        Callback::from(move |()| tries.set(tries.wrapping_add(1)))
    };
    let next = puzzles
        .get(index + 1)
        .map(|next| puzzle_address(G::ID, &next.id));
    let themes: Vec<String> = puzzle
        .themes
        .iter()
        .map(|theme| t!(format!("puzzle-theme-{theme}")))
        .collect();
    let best = match record.tried.get(&puzzle.id) {
        Some(tried) if tried.solved => 3,
        _ => 0,
    };
    html! {
        <main class={classes!("learn-page", G::CLASSES)} data-testid="learn-page">
            <div class="page-title">
                <h1>{ t!("learn-title", game = game_name) }</h1>
                <a href={site::learn_address(G::ID)} data-testid="lessons-link">{ t!("learn-stages") }</a>
            </div>
            if found.is_none() {
                <p class="notice" role="alert" data-testid="notice">{ t!("puzzle-none", id = props.id.clone()) }</p>
            }
            <section class="lesson" aria-labelledby="puzzle-title">
                <h2 id="puzzle-title">
                    { t!("puzzle-title", number = index + 1, count = puzzles.len()) }
                    <span class="level-of" data-testid="puzzle-themes">{ themes.join(" · ") }</span>
                    <span class="level-of" data-testid="puzzle-rating">{ t!("puzzle-rating", rating = puzzle.rating) }</span>
                </h2>
                <LevelBoard<G> key={format!("{}/{}", puzzle.id, *tries)}
                               {level} goal={goal(G::ID, puzzle)} hint={t!("puzzle-hint")}
                               {best} {on_done} {on_missed} {on_hint} {on_retry} {next}
                               next_words={t!("puzzle-next")} />
            </section>
            <Summary<G> record={(*record).clone()} change={*change} at={index} />
            <EmbedSnippets game={G::ID} choices={vec![
                (t!("learn-embed-puzzle"), embed_fragment(G::ID, &format!("puzzle={}", puzzle.id))),
                (t!("learn-embed-daily"), embed_fragment(G::ID, "puzzle=daily")),
            ]} />
        </main>
    }
}

#[derive(Properties, PartialEq, Debug)]
struct SummaryProps {
    /// The player's record.
    record: Record,
    /// The rating's change of the try just ended.
    change: Option<f64>,
    /// The puzzle shown (a missed one to retry is another).
    at: usize,
}

/// The player's puzzle record: his rating, each theme's first tries, and a way to a
/// puzzle missed.
#[component]
fn Summary<G: GameUi>(props: &SummaryProps) -> Html {
    let puzzles = crate::learn::puzzles()
        .map(|set| &set.puzzles[..])
        .unwrap_or_default();
    let record = &props.record;
    // A rating far from i32's range is no rating Glicko-2 gives.
    let rating = record.rating.round() as i32;
    let rating_words = match record.deviation > PROVISIONAL {
        true => t!("puzzle-your-rating-provisional", rating = rating),
        false => t!("puzzle-your-rating", rating = rating),
    };
    let change = props.change.map(|c| format!("{:+}", c.round()));
    let themes = record.by_theme(puzzles);
    let shown = puzzles.get(props.at).map(|p| p.id.as_str());
    let failed: Vec<&Puzzle> = record.failed(puzzles).collect();
    let retry = failed
        .iter()
        .find(|p| Some(p.id.as_str()) != shown)
        .map(|p| puzzle_address(G::ID, &p.id));
    html! {
        <section class="puzzle-summary" aria-labelledby="puzzle-summary-title" data-testid="puzzle-summary">
            <h2 id="puzzle-summary-title">{ t!("puzzle-summary") }</h2>
            <p data-testid="player-rating" data-rating={rating.to_string()}>
                { rating_words }
                if let Some(change) = change {
                    { " " }<span data-testid="rating-change">{ t!("puzzle-counted", change = change) }</span>
                }
            </p>
            if themes.is_empty() {
                <p>{ t!("puzzle-summary-none") }</p>
            } else {
                <ul class="theme-summary" data-testid="theme-summary">
                    { for themes.iter().map(|row| html! {
                        <li data-theme={row.theme.clone()} data-tried={row.tried.to_string()} data-first={row.first.to_string()}>
                            <strong>{ t!(format!("puzzle-theme-{}", row.theme)) }</strong>{ ": " }
                            { t!("puzzle-summary-theme", first = row.first, tried = row.tried) }
                        </li>
                    }) }
                </ul>
            }
            if let Some(retry) = retry {
                <a class="button" href={retry} data-testid="retry-failed">
                    { t!("puzzle-retry-failed", count = failed.len()) }
                </a>
            }
        </section>
    }
}
