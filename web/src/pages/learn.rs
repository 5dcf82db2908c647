//! A game's Learn page (`learn/<game>/`): one level of its course on the game's own
//! board, with its goal, a hint, Retry and the stars it earned, and the course's stages
//! with the stars of each level. The level is played through `tessera-learn`'s
//! [`Attempt`], which judges the learner's moves and answers for the other sides; the
//! stars are kept in the browser the moment a level is done (`crate::learn::Stars`).

use engine::{Game, GameId};
use gloo::timers::callback::Timeout;
use learn::{Attempt, Course, Goal, Level, Progress, Stage};
use yew::prelude::*;

use crate::{
    address::{self, Write},
    games::{BoardProps, GameUi, Pending},
    hooks::use_kept::use_kept,
    i18n,
    learn::{Astray, At, LessonLink, Stars, first_puzzle_address, mistake_address, next, place},
    pages::embed_snippets::{EmbedSnippets, embed_fragment},
    route, site,
    state::{Action, Play},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Where the address puts the learner.
    pub link: LessonLink,
}

/// The address (from the site's root, in the page's language) of `game`'s level `at`.
fn level_address(game: GameId, course: &Course, at: At) -> String {
    let fragment = LessonLink::fragment(game, &course.stages[at.stage].id, at.level + 1);
    route::address(&fragment, i18n::current().code)
}

/// Shows the stars `now` and keeps them in the browser for `game`.
fn keep(stars: &UseStateHandle<Stars>, game: GameId, now: Stars) {
    now.save(game);
    stars.set(now);
}

/// Stars as shown (`★★☆`), beside the words that say them.
fn star_marks(stars: u8) -> String {
    (1..=3)
        .map(|n| if n <= stars { '★' } else { '☆' })
        .collect()
}

/// The words of `stage`'s level `n` (from 1) of `game`: `goal` or `hint`.
fn level_words(game: GameId, stage: &str, n: usize, what: &str) -> String {
    t!(format!("learn-{game}-{stage}-{n}-{what}"))
}

#[component]
pub fn LearnPage<G: GameUi>(props: &Props) -> Html {
    let stars = use_state(|| Stars::load(G::ID));
    // The learner's own mistakes kept from his games' reviews.
    let mistakes = use_memo((), |()| crate::mistakes::load(G::ID).len());
    let tries = use_state(|| 0_u32);
    // The level is placed when the address changes, not when stars are earned: a level
    // just done stays on the screen with its result.
    let placed = {
        let stars = (*stars).clone();
        use_memo(props.link.clone(), move |link| {
            crate::learn::course().map(|course| place(course, link, &stars))
        })
    };
    // The address names the level shown, to share it or come back to it.
    let shown = (*placed).as_ref().map(|(at, _)| *at);
    use_effect_with(shown, |shown| {
        let course = crate::learn::course();
        if let (Some(course), Some(at)) = (course, shown) {
            let stage = &course.stages[at.stage].id;
            address::write(
                Write::Replace,
                &LessonLink::fragment(G::ID, stage, at.level + 1),
            );
        }
    });
    let (Some(course), Some((at, astray))) = (crate::learn::course(), (*placed).clone()) else {
        return html! { <main class="learn-page"><p role="alert">{ t!("learn-broken", why = "—") }</p></main> };
    };
    let stage = &course.stages[at.stage];
    let game_name = t!(format!("game-{}", G::ID));
    let on_done = {
        let stars = stars.clone();
        let id = stage.id.clone();
        Callback::from(move |earned: u8| keep(&stars, G::ID, stars.with(&id, at.level, earned)))
    };
    let on_retry = {
        let tries = tries.clone();
        Callback::from(move |()| tries.set(tries.wrapping_add(1)))
    };
    let on_reset = {
        let stars = stars.clone();
        Callback::from(move |id: String| keep(&stars, G::ID, stars.without(&id)))
    };
    let next_address = next(course, at).map(|at| level_address(G::ID, course, at));
    html! {
        <main class={classes!("learn-page", G::CLASSES)} data-testid="learn-page">
            <div class="page-title">
                <h1>{ t!("learn-title", game = game_name.clone()) }</h1>
                <a href={site::rules_address(G::ID)} data-testid="rules-link">{ t!("rules-link") }</a>
                <a href={site::game_address(G::ID, "")} data-testid="play-link">
                    { t!("learn-play-link", game = game_name) }
                </a>
                if let Some(puzzles) = crate::learn::puzzles().filter(|set| !set.puzzles.is_empty()) {
                    <a href={first_puzzle_address(G::ID, puzzles).unwrap_or_default()} data-testid="puzzles-link">
                        { t!("puzzles-link", count = puzzles.puzzles.len()) }
                    </a>
                }
                if *mistakes > 0 {
                    <a href={mistake_address(G::ID, 1)} data-testid="mistakes-link">
                        { t!("mistakes-link", count = *mistakes) }
                    </a>
                }
            </div>
            { lesson::<G>(stage, at, astray, *tries, Played {
                best: stars.of(&stage.id, at.level),
                on_done,
                on_retry,
                next: next_address,
            }) }
            <CourseMap<G> {at} stars={(*stars).clone()} {on_reset} />
            <EmbedSnippets game={G::ID} choices={vec![(
                t!("learn-embed-level"),
                embed_fragment(G::ID, &format!("stage={}&level={}", stage.id, at.level + 1)),
            )]} />
        </main>
    }
}

/// What becomes of a lesson's level played: the stars earned there before, what to do
/// when it is done or tried again, and the next level's address.
#[derive(Debug)]
pub(crate) struct Played {
    pub best: u8,
    pub on_done: Callback<u8>,
    pub on_retry: Callback<()>,
    pub next: Option<String>,
}

/// Level `at` of `stage` as a lesson shows it (on the Learn page, and in another site's
/// frame): why the address led elsewhere, if it did, the stage's title and introduction,
/// and the level played (`tries`: started again that many times).
pub(crate) fn lesson<G: GameUi>(
    stage: &'static Stage,
    at: At,
    astray: Option<Astray>,
    tries: u32,
    played: Played,
) -> Html {
    let notice = astray.map(|astray| match astray {
        Astray::NoStage(id) => t!("learn-no-stage", stage = id),
        Astray::NoLevel(n) => t!("learn-no-level", level = n),
    });
    let Played {
        best,
        on_done,
        on_retry,
        next,
    } = played;
    html! {
        <>
            if let Some(notice) = notice {
                <p class="notice" role="alert" data-testid="notice">{ notice }</p>
            }
            <section class="lesson" aria-labelledby="stage-title">
                <h2 id="stage-title">
                    { t!(format!("learn-{}-{}-title", G::ID, stage.id)) }
                    <span class="level-of" data-testid="level-of">
                        { t!("learn-level", level = at.level + 1, levels = stage.levels.len()) }
                    </span>
                </h2>
                <p class="stage-intro">{ t!(format!("learn-{}-{}-intro", G::ID, stage.id)) }</p>
                <LevelBoard<G> key={format!("{}/{}/{tries}", stage.id, at.level)}
                               level={&stage.levels[at.level]}
                               goal={level_words(G::ID, &stage.id, at.level + 1, "goal")}
                               hint={level_words(G::ID, &stage.id, at.level + 1, "hint")}
                               {best} {on_done} {on_retry} {next}
                               next_words={t!("learn-next")} />
            </section>
        </>
    }
}

#[derive(Properties, PartialEq, Debug)]
pub(crate) struct LevelProps {
    /// The level: a lesson's, or a puzzle's.
    pub level: &'static Level,
    /// Its goal, in words.
    pub goal: String,
    /// Its hint, in words.
    pub hint: String,
    /// The stars the learner earned here before (0: none).
    pub best: u8,
    /// The level is done, for these stars.
    pub on_done: Callback<u8>,
    /// The try is missed.
    #[prop_or_default]
    pub on_missed: Callback<()>,
    /// The hint was shown.
    #[prop_or_default]
    pub on_hint: Callback<()>,
    /// Start the level again.
    pub on_retry: Callback<()>,
    /// The next level's address, if there is one.
    pub next: Option<String>,
    /// What the way to it says ("Next level", "Next puzzle").
    pub next_words: String,
}

/// What the page says of the try, under the goal.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// Nothing yet: the goal stands.
    Nothing,
    /// A move the game does not allow, and why.
    Illegal(String),
}

/// Why a try was missed, in words.
fn missed<G: Game>(level: &Level, game: &G) -> String {
    match &level.goal {
        _ if game.is_over() => t!("learn-missed-over"),
        Goal::Play { .. } => t!("learn-missed-play"),
        Goal::Stop => t!("learn-missed-stop"),
        Goal::Win { within } | Goal::Score { within, .. } => {
            t!("learn-missed-moves", moves = within.unwrap_or(level.par))
        }
    }
}

thread_local! {
    /// Whether a level has been shown on this page yet (the next ones take the focus).
    static LEVEL_SHOWN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the focus is nowhere: on the page's body, as after the link or button that
/// had it was taken away.
fn focus_lost() -> bool {
    let document = gloo::utils::document();
    match (document.active_element(), document.body()) {
        (None, _) => true,
        (Some(active), Some(body)) => active == *body.as_ref(),
        (Some(_), None) => false,
    }
}

/// How long a reply waits after the move before it (and after a sowing is shown).
const REPLY_AFTER_MS: u32 = 450;

/// One level, played: the goal, the board, what became of the learner's moves.
#[component]
pub(crate) fn LevelBoard<G: GameUi>(props: &LevelProps) -> Html {
    let level = props.level;
    let attempt = use_mut_ref(|| Attempt::<G>::new(level));
    let start = attempt.borrow().as_ref().ok().map(|a| a.game().clone());
    let play = use_reducer(|| {
        // A level that could not be read shows no board, only why.
        Play::from_position(start.clone().unwrap_or_else(|| G::new(Default::default())))
    });
    let (pending, on_pending) = use_kept::<G, Pending<G::Move>>(&play);
    let said = use_state(|| Said::Nothing);
    let progress = use_state(|| Progress::Playing);
    // The other sides' replies still to show, in turn.
    let replies = use_state(Vec::<String>::new);
    let busy = use_state_eq(|| false);
    let hint = use_state(|| false);
    {
        let (replies, play) = (replies.clone(), play.clone());
        use_effect_with((replies.clone(), *busy), move |(queue, busy)| {
            let timer = (!*busy && !queue.is_empty()).then(|| {
                let queue = (**queue).clone();
                Timeout::new(REPLY_AFTER_MS, move || {
                    play.dispatch(Action::Arrive(queue[0].clone()));
                    replies.set(queue[1..].to_vec());
                })
            });
            move || drop(timer)
        });
    }
    let goal = use_node_ref();
    {
        // A level that follows another on the page (Next, Retry) takes the focus that
        // went with the link or button that led here, to its goal; the page's first
        // level leaves the focus where the page put it.
        let goal = goal.clone();
        use_effect_with((), move |()| {
            if LEVEL_SHOWN.with(|shown| shown.replace(true))
                && focus_lost()
                && let Some(goal) = goal.cast::<web_sys::HtmlElement>()
            {
                let _ = goal.focus();
            }
        });
    }
    let broken = attempt.borrow().as_ref().err().map(ToString::to_string);
    if let Some(why) = broken {
        return html! { <p class="notice" role="alert">{ t!("learn-broken", why = why) }</p> };
    }
    let on_move = {
        let (attempt, play, said, progress, replies) = (
            attempt.clone(),
            play.clone(),
            said.clone(),
            progress.clone(),
            replies.clone(),
        );
        let (on_done, on_missed) = (props.on_done.clone(), props.on_missed.clone());
        Callback::from(move |m: G::Move| {
            let token = play.game.format_move(m);
            let turn = match attempt.borrow_mut().as_mut() {
                Ok(attempt) => attempt.play(&token),
                _ => return,
            };
            match turn {
                Err(why) => said.set(Said::Illegal(why.to_string())),
                Ok(turn) => {
                    said.set(Said::Nothing);
                    play.dispatch(Action::Play(m));
                    // Kept at once, before the replies are shown.
                    match turn.progress {
                        Progress::Done { stars, .. } => on_done.emit(stars),
                        Progress::Missed => on_missed.emit(()),
                        Progress::Playing => {}
                    }
                    progress.set(turn.progress);
                    replies.set(turn.replies);
                }
            }
        })
    };
    let shown = replies.is_empty() && !*busy;
    let learner = match (attempt.borrow().as_ref(), &start) {
        (Ok(attempt), Some(game)) => Some(game.player_in(attempt.learner())),
        _ => None,
    };
    let flipped = play.game.turned(learner);
    // The first hinted move still open (a stone played there hides the mark).
    let first_hint = level
        .hints
        .iter()
        .filter_map(|token| play.game.parse_move(token).ok())
        .find(|&m| play.game.is_legal(m))
        .filter(|_| *hint && *progress == Progress::Playing);
    let board = BoardProps {
        play: play.clone(),
        live: *progress == Progress::Playing && replies.is_empty(),
        flipped,
        pending: pending.clone(),
        on_pending,
        on_move,
        mark: first_hint,
        reply: None,
        mark_from: None,
        on_page: true,
        on_busy: {
            let busy = busy.clone();
            Callback::from(move |b| busy.set(b))
        },
    };
    let outcome = match (*progress, shown) {
        (Progress::Done { moves, stars }, true) => html! {
            <p class="learn-result done" role="status" data-testid="learn-done" data-stars={stars.to_string()}>
                <span class="stars" aria-hidden="true">{ star_marks(stars) }</span>{ " " }
                { t!("learn-done", moves = moves, stars = stars) }
            </p>
        },
        (Progress::Missed, true) => html! {
            <p class="learn-result missed" role="status" data-testid="learn-missed">
                { missed(level, &play.game) }
            </p>
        },
        _ => match &*said {
            Said::Illegal(why) => html! {
                <p class="learn-result missed" role="status" data-testid="learn-illegal">
                    { t!("learn-illegal", why = why.clone()) }
                </p>
            },
            Said::Nothing => Html::default(),
        },
    };
    let done = matches!(*progress, Progress::Done { .. }) && shown;
    let on_hint = {
        let (hint, shown) = (hint.clone(), props.on_hint.clone());
        Callback::from(move |_: MouseEvent| {
            if !*hint {
                shown.emit(());
            }
            hint.set(!*hint);
        })
    };
    let on_retry = props.on_retry.reform(|_: MouseEvent| ());
    html! {
        <>
            <p class="learn-goal" data-testid="learn-goal" tabindex="-1" ref={goal}>
                <strong>{ t!("learn-goal-label") }</strong>{ " " }
                { props.goal.clone() }
            </p>
            <p class="learn-par">
                { t!("learn-par", par = level.par) }
                if props.best > 0 {
                    { " " }<span data-testid="learn-best">{ t!("learn-best", stars = props.best) }</span>
                }
            </p>
            <div class="play-area">
                <div class="board-column">
                    // Once the try is over, its result says where it stands, not whose move it is.
                    <p class="status" data-testid="status" aria-live="polite">
                        if *progress == Progress::Playing || !shown { { G::status(&play, &pending) } }
                    </p>
                    { G::board(board) }
                </div>
                <div class="side-column learn-side">
                    <div aria-live="polite">{ outcome }</div>
                    if *hint {
                        <p class="learn-hint" data-testid="learn-hint">{ props.hint.clone() }</p>
                    }
                    { G::beside(&play) }
                    <div class="learn-controls">
                        if done {
                            if let Some(next) = &props.next {
                                <a class="button primary" href={next.clone()} data-testid="learn-next">{ props.next_words.clone() }</a>
                            } else {
                                <p data-testid="learn-all-done">{ t!("learn-all-done") }</p>
                            }
                        }
                        <button type="button" data-testid="learn-hint-button" aria-pressed={hint.to_string()}
                                onclick={on_hint}>{ t!("learn-hint") }</button>
                        <button type="button" data-testid="learn-retry" onclick={on_retry}>{ t!("learn-retry") }</button>
                    </div>
                </div>
            </div>
        </>
    }
}

#[derive(Properties, PartialEq, Debug)]
struct MapProps {
    /// The level shown.
    at: At,
    /// The stars earned.
    stars: Stars,
    /// Forget the stars of the stage with this id.
    on_reset: Callback<String>,
}

/// The course: every stage, each level a link with its stars, and a stage's reset.
#[component]
fn CourseMap<G: GameUi>(props: &MapProps) -> Html {
    let Some(course) = crate::learn::course() else {
        return Html::default();
    };
    let stage_item = |(s, stage): (usize, &learn::Stage)| {
        let title = t!(format!("learn-{}-{}-title", G::ID, stage.id));
        let level_item = |l: usize| {
            let at = At { stage: s, level: l };
            let stars = props.stars.of(&stage.id, l);
            let current = (at == props.at).then_some("page");
            html! {
                <li>
                    <a href={level_address(G::ID, course, at)} aria-current={current}
                       class={classes!("level-link", (stars > 0).then_some("done"))}
                       data-testid="level-link" data-stars={stars.to_string()}
                       aria-label={t!("learn-level-link", level = l + 1, stars = stars)}>
                        <span class="level-number">{ l + 1 }</span>
                        <span class="stars" aria-hidden="true">{ star_marks(stars) }</span>
                    </a>
                </li>
            }
        };
        let on_reset = {
            let (on_reset, id, title) = (props.on_reset.clone(), stage.id.clone(), title.clone());
            Callback::from(move |_: MouseEvent| {
                let sure = gloo::utils::window()
                    .confirm_with_message(&t!("learn-reset-confirm", stage = title.clone()))
                    .unwrap_or(false);
                if sure {
                    on_reset.emit(id.clone());
                }
            })
        };
        html! {
            <li class="course-stage" data-stage={stage.id.clone()}>
                <h3>{ title }</h3>
                <ol class="levels">{ for (0..stage.levels.len()).map(level_item) }</ol>
                if props.stars.any(&stage.id) {
                    <button type="button" class="reset-stage" data-testid="reset-stage" onclick={on_reset}>
                        { t!("learn-reset-stage") }
                    </button>
                }
            </li>
        }
    };
    html! {
        <nav class="course-map" aria-labelledby="course-title">
            <h2 id="course-title">{ t!("learn-stages") }</h2>
            <ol class="stages">{ for course.stages.iter().enumerate().map(stage_item) }</ol>
        </nav>
    }
}
