//! One of the learner's own mistakes, kept from his games' reviews (`crate::mistakes`), on
//! the game's Learn page (`learn/kauri/#mistake=2`): the position before the move he
//! played, to find a better one. The computer's move is better at once; any other move is
//! looked at by the game's worker, as the review looks, and accepted when it gives away
//! little; else the computer's move is drawn on the board, as the review draws it.

use ai::review;
use engine::{Game, GameOptions, Record};
use yew::prelude::*;

use crate::{
    ai_worker::{ask, listen_looks},
    computer::{self, LookAnswer, read_look},
    games::{BoardProps, GameUi, Pending},
    hooks::use_kept::use_kept,
    learn::mistake_address,
    mistakes::{self, Mistake, accepts},
    review::percent,
    site,
    state::{Action, Play},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct MistakeProps {
    /// The mistake, counted from 1, as the address names it.
    pub number: usize,
}

#[component]
pub fn MistakePage<G: GameUi>(props: &MistakeProps) -> Html {
    let kept = use_state(|| mistakes::load(G::ID));
    let tries = use_state(|| 0_u32);
    let game_name = t!(format!("game-{}", G::ID));
    let count = kept.len();
    let index = props.number.saturating_sub(1).min(count.saturating_sub(1));
    let head = html! {
        <div class="page-title">
            <h1>{ t!("learn-title", game = game_name.clone()) }</h1>
            <a href={site::learn_address(G::ID)} data-testid="lessons-link">{ t!("learn-stages") }</a>
        </div>
    };
    let Some(mistake) = kept.get(index).cloned() else {
        return html! {
            <main class={classes!("learn-page", G::CLASSES)} data-testid="learn-page">
                { head }
                <p class="notice" data-testid="mistake-none">{ t!("mistake-none") }</p>
                <a class="button primary" href={site::game_address(G::ID, "")}>{ t!("learn-play-link", game = game_name) }</a>
            </main>
        };
    };
    let on_forget = {
        let kept = kept.clone();
        Callback::from(move |()| kept.set(mistakes::forget(G::ID, index)))
    };
    let on_retry = {
        let tries = tries.clone();
        Callback::from(move |()| tries.set(tries.wrapping_add(1)))
    };
    let next = (index + 1 < count).then(|| mistake_address(G::ID, index + 2));
    html! {
        <main class={classes!("learn-page", G::CLASSES)} data-testid="learn-page">
            { head }
            if props.number > count {
                <p class="notice" role="alert" data-testid="notice">{ t!("mistake-no-number", number = props.number) }</p>
            }
            <section class="lesson" aria-labelledby="mistake-title">
                <h2 id="mistake-title">{ t!("mistake-title", number = index + 1, count = count) }</h2>
                <MistakeBoard<G> key={format!("{index}/{}/{}", mistake.position, *tries)}
                                 mistake={mistake.clone()} {next} {on_retry} {on_forget} />
            </section>
        </main>
    }
}

#[derive(Properties, PartialEq, Debug)]
struct BoardPropsOf {
    /// The mistake.
    mistake: Mistake,
    /// The next mistake's address, if there is one.
    next: Option<String>,
    /// Set the position up again.
    on_retry: Callback<()>,
    /// Forget this mistake.
    on_forget: Callback<()>,
}

/// How the learner's move went.
#[derive(Clone, Debug, PartialEq)]
enum Judged {
    /// No move yet.
    Open,
    /// The worker is looking at the position after this move.
    Asking(String),
    /// Better: the move, and the mover's win chance after it.
    Better(String, u16),
    /// Not better: the move, and the chance after it.
    NotBetter(String, u16),
    /// The worker could not look.
    Failed(String),
}

/// The id of the look a mistake asks the worker for (one at a time on the page).
const LOOK_ID: u32 = 1;

/// The mistake's position, and the learner's move on it, judged.
#[component]
fn MistakeBoard<G: GameUi>(props: &BoardPropsOf) -> Html {
    let mistake = &props.mistake;
    let start = use_memo(mistake.clone(), |m| {
        G::Options::from_assignments(m.options.iter().map(String::as_str))
            .ok()
            .and_then(|options| G::from_code(options, &m.position).ok())
            .filter(|game| game.player_to_move().is_some())
    });
    let play = use_reducer(|| {
        Play::from_position(
            (*start)
                .clone()
                .unwrap_or_else(|| G::new(Default::default())),
        )
    });
    let (pending, on_pending) = use_kept::<G, Pending<G::Move>>(&play);
    let judged = use_state(|| Judged::Open);
    // The move the worker is asked about, with the position after it.
    let asked = use_mut_ref(|| None::<(String, G)>);
    {
        let (judged, asked, mistake) = (judged.clone(), asked.clone(), mistake.clone());
        let mover = start.as_ref().as_ref().and_then(Game::player_to_move);
        use_effect_with((), move |()| {
            listen_looks(Some(Callback::from(move |answer: LookAnswer| {
                let Some((token, after)) =
                    asked.borrow_mut().take().filter(|_| answer.id == LOOK_ID)
                else {
                    return;
                };
                judged.set(judge(&answer, &token, &after, &mistake, mover));
            })));
            || listen_looks(None)
        });
    }
    let Some(start) = (*start).clone() else {
        return html! { <p class="notice" role="alert">{ t!("mistake-broken") }</p> };
    };
    let mover = start.player_to_move();
    let on_move = {
        let (play, judged, asked, mistake) =
            (play.clone(), judged.clone(), asked.clone(), mistake.clone());
        Callback::from(move |m: G::Move| {
            if *judged != Judged::Open {
                return;
            }
            let token = play.game.format_move(m);
            play.dispatch(Action::Play(m));
            if token == mistake.best {
                judged.set(Judged::Better(token, mistake.chance));
                return;
            }
            let mut after = play.game.clone();
            after.play_unchecked(m);
            let record = Record {
                game: G::ID,
                options: mistake.options.clone(),
                position: Some(mistake.position.clone()),
                moves: vec![token.clone()],
            };
            *asked.borrow_mut() = Some((token.clone(), after));
            ask(
                G::ID,
                computer::look_request(LOOK_ID, review::LEVEL, 1, &record),
            );
            judged.set(Judged::Asking(token));
        })
    };
    let best = start.parse_move(&mistake.best).ok();
    let shows_best = matches!(*judged, Judged::NotBetter(..));
    let board = BoardProps {
        play: play.clone(),
        live: *judged == Judged::Open,
        flipped: play.game.turned(mover),
        pending: pending.clone(),
        on_pending,
        on_move,
        // Drawn as the review draws it: the computer's move of the position before.
        mark: best.filter(|_| shows_best),
        reply: None,
        mark_from: shows_best.then(|| start.clone()),
        on_page: true,
        on_busy: Callback::noop(),
    };
    let said = match &*judged {
        Judged::Open => Html::default(),
        Judged::Asking(_) => html! {
            <p class="learn-result" role="status" data-testid="mistake-asking">{ t!("mistake-asking") }</p>
        },
        Judged::Better(token, after) => html! {
            <p class="learn-result done" role="status" data-testid="mistake-better">
                { t!("mistake-better", token = token.clone(), after = percent(*after),
                     best = mistake.best.clone(), chance = percent(mistake.chance)) }
            </p>
        },
        Judged::NotBetter(token, after) => html! {
            <p class="learn-result missed" role="status" data-testid="mistake-not-better">
                { t!("mistake-not-better", token = token.clone(), after = percent(*after), best = mistake.best.clone()) }
            </p>
        },
        Judged::Failed(why) => html! {
            <p class="learn-result missed" role="alert" data-testid="mistake-failed">
                { t!("mistake-failed", why = why.clone()) }
            </p>
        },
    };
    let goal = match mistake.class.as_str() {
        "blunder" => t!("mistake-goal-blunder", played = mistake.played.clone()),
        _ => t!("mistake-goal-mistake", played = mistake.played.clone()),
    };
    let done = matches!(
        *judged,
        Judged::Better(..) | Judged::NotBetter(..) | Judged::Failed(_)
    );
    let on_retry = props.on_retry.reform(|_: MouseEvent| ());
    let on_forget = props.on_forget.reform(|_: MouseEvent| ());
    html! {
        <>
            <p class="learn-goal" data-testid="learn-goal" data-played={mistake.played.clone()}>
                <strong>{ t!("learn-goal-label") }</strong>{ " " }{ goal }
            </p>
            <div class="play-area">
                <div class="board-column">
                    <p class="status" data-testid="status" aria-live="polite">
                        if *judged == Judged::Open { { G::status(&play, &pending) } }
                    </p>
                    { G::board(board) }
                </div>
                <div class="side-column learn-side">
                    <div aria-live="polite">{ said }</div>
                    { G::beside(&play) }
                    <div class="learn-controls">
                        if done {
                            if let Some(next) = &props.next {
                                <a class="button primary" href={next.clone()} data-testid="mistake-next">{ t!("mistake-next") }</a>
                            }
                        }
                        <button type="button" data-testid="learn-retry" onclick={on_retry}>{ t!("learn-retry") }</button>
                        <button type="button" data-testid="mistake-forget" onclick={on_forget}>{ t!("mistake-forget") }</button>
                    </div>
                </div>
            </div>
        </>
    }
}

/// What the worker's `answer` about `token` (which led to `after`) says of it.
fn judge<G: GameUi>(
    answer: &LookAnswer,
    token: &str,
    after: &G,
    mistake: &Mistake,
    mover: Option<usize>,
) -> Judged {
    let look = match &answer.result {
        Ok(text) => read_look(after, text),
        Err(why) => return Judged::Failed(why.clone()),
    };
    let (Some(look), Some(mover)) = (look, mover) else {
        return Judged::Failed(t!("mistake-unreadable"));
    };
    let chance = look.chances.get(mover).copied().unwrap_or(0);
    match accepts(mistake.chance, mover, &look) {
        true => Judged::Better(token.to_owned(), chance),
        false => Judged::NotBetter(token.to_owned(), chance),
    }
}
