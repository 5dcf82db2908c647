//! A lesson's level or a puzzle in another site's frame, as a club puts one on its page
//! (`embed/learn/caro/#stage=five&level=2`, `embed/learn/kauri/#puzzle=daily`): the Learn
//! page's level (goal, board, hint, Retry, stars) and a link to the rest on the site.
//! Nothing is kept and the address is never written, as in any embed: a sandboxed frame
//! has neither. A lesson's Next level stays in the frame, with its settings; the puzzle of
//! the day is the same for every visitor on a day. It tells the host page its height.

use learn::puzzle::Puzzle;
use yew::prelude::*;

use super::{
    learn::{LevelBoard, Played, lesson},
    puzzle::goal,
};
use crate::{
    embed::{messages::HostMessage, settings::EmbedSettings},
    games::GameUi,
    hooks::{
        use_host_messages::use_host_messages,
        use_reports::{page_height, post_height, use_height_reports},
    },
    learn::{Astray, At, LessonLink, Stars, daily, next, place},
    route, t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The embed's settings (its theme, language and host's origin).
    pub settings: EmbedSettings,
    /// The address's query, which names the level or the puzzle.
    pub query: String,
}

/// The puzzle an embed's address names: `daily`, the day's (by the visitor's clock, in
/// UTC), else by its id; the first where there is none such, with the id not found.
fn named(puzzles: &'static [Puzzle], id: &str) -> (Option<&'static Puzzle>, Option<String>) {
    if id == "daily" {
        // Whole days since 1970 fit a u64 for as long as the site will run.
        let day = (js_sys::Date::now() / 86_400_000.0).floor().max(0.0) as u64;
        return (daily(puzzles, day), None);
    }
    match puzzles.iter().find(|p| p.id == id) {
        Some(puzzle) => (Some(puzzle), None),
        None => (puzzles.first(), Some(id.to_owned())),
    }
}

#[component]
pub fn LearnEmbed<G: GameUi>(props: &Props) -> Html {
    let origin = props.settings.origin.clone();
    use_height_reports(origin.clone());
    {
        let on_message = Callback::from(move |message: HostMessage| {
            if let (HostMessage::Measure, Some(body)) = (message, gloo::utils::document().body()) {
                post_height(page_height(&body), origin.as_deref());
            }
        });
        use_host_messages(props.settings.origin.clone(), on_message);
    }
    let tries = use_state(|| 0_u32);
    let on_retry = {
        let tries = tries.clone();
        Callback::from(move |()| tries.set(tries.wrapping_add(1)))
    };
    let link = LessonLink::parse(&props.query);
    let settings = &props.settings;
    let (puzzle, unknown) = match (&link.puzzle, crate::learn::puzzles()) {
        (Some(id), Some(set)) => named(&set.puzzles, id),
        _ => (None, None),
    };
    // A puzzle's level lives as long as the page: a try borrows it.
    let puzzle_level = use_memo(puzzle.map(|p| p.id.clone()), move |_| {
        puzzle.map(|p| &*Box::leak(Box::new(p.level())))
    });
    let (body, on_site, more) = match (&link.puzzle, puzzle.zip(*puzzle_level)) {
        (Some(id), Some((puzzle, level))) => {
            let of_the_day = id == "daily";
            let body = puzzle_level_view::<G>(puzzle, level, of_the_day, unknown, *tries, on_retry);
            let on_site = LessonLink::puzzle_fragment(G::ID, &puzzle.id);
            (body, Some(on_site), t!("learn-embed-puzzles"))
        }
        (Some(_), None) => (
            html! { <p class="notice" role="alert" data-testid="notice">{ t!("puzzle-none-yet") }</p> },
            None,
            t!("learn-embed-puzzles"),
        ),
        (None, _) => match crate::learn::course() {
            Some(course) => {
                let (at, astray) = place(course, &link, &Stars::default());
                let stage = &course.stages[at.stage].id;
                let on_site = LessonLink::fragment(G::ID, stage, at.level + 1);
                let body = lesson_level::<G>(settings, at, astray, *tries, on_retry);
                (body, Some(on_site), t!("learn-embed-lessons"))
            }
            None => (
                html! { <p role="alert">{ t!("learn-broken", why = "—") }</p> },
                None,
                t!("learn-embed-lessons"),
            ),
        },
    };
    let on_site = route::address(
        &on_site.unwrap_or_else(|| format!("#/learn/{}", G::ID)),
        &settings.lang,
    );
    html! {
        <main class={classes!("embed", "learn-embed", "learn-page", G::CLASSES, settings.theme_class())}
              data-testid="learn-embed">
            { body }
            <div class="embed-footer">
                <a href={on_site} target="_blank" rel="noopener" data-testid="on-site">{ more }</a>
            </div>
        </main>
    }
}

/// A lesson's level `at`, whose Next level is the same embed's next level.
fn lesson_level<G: GameUi>(
    settings: &EmbedSettings,
    at: At,
    astray: Option<Astray>,
    tries: u32,
    on_retry: Callback<()>,
) -> Html {
    let Some(course) = crate::learn::course() else {
        return html! {};
    };
    let stage = &course.stages[at.stage];
    let next_address = next(course, at).map(|at| {
        let mut query = vec![
            format!("stage={}", course.stages[at.stage].id),
            format!("level={}", at.level + 1),
        ];
        query.extend(settings.to_query());
        format!("embed/learn/{}/#{}", G::ID, query.join("&"))
    });
    let played = Played {
        best: 0,
        on_done: Callback::noop(),
        on_retry,
        next: next_address,
    };
    lesson::<G>(stage, at, astray, tries, played)
}

/// A puzzle, as its `level`: the day's, or one named (`unknown`: the id asked for, where
/// there is none such and the first is shown).
fn puzzle_level_view<G: GameUi>(
    puzzle: &Puzzle,
    level: &'static learn::Level,
    of_the_day: bool,
    unknown: Option<String>,
    tries: u32,
    on_retry: Callback<()>,
) -> Html {
    let themes: Vec<String> = puzzle
        .themes
        .iter()
        .map(|theme| t!(format!("puzzle-theme-{theme}")))
        .collect();
    let title = match of_the_day {
        true => t!("puzzle-daily"),
        false => puzzle.id.clone(),
    };
    html! {
        <>
            if let Some(id) = unknown {
                <p class="notice" role="alert" data-testid="notice">{ t!("puzzle-none", id = id) }</p>
            }
            <section class="lesson" aria-labelledby="puzzle-title">
                <h2 id="puzzle-title" data-puzzle={puzzle.id.clone()}>
                    { title }
                    <span class="level-of" data-testid="puzzle-themes">{ themes.join(" · ") }</span>
                    <span class="level-of" data-testid="puzzle-rating">{ t!("puzzle-rating", rating = puzzle.rating) }</span>
                </h2>
                <LevelBoard<G> key={format!("{}/{tries}", puzzle.id)}
                               {level} goal={goal(G::ID, puzzle)} hint={t!("puzzle-hint")}
                               best={0} on_done={Callback::noop()} {on_retry} next={None::<String>}
                               next_words={t!("puzzle-next")} />
            </section>
        </>
    }
}
