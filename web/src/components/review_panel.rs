//! The game review beside the board: the progress, the graph of win chances (a click
//! moves the board there), the key moment (a click shows it on the board, as the move list
//! does), the move shown with its class, the computer's move instead where it played
//! another and what the board draws of them, the computer's line from there, each player's
//! summary, and the graph again as a table for screen readers.

use std::rc::Rc;

use ai::{
    Computer,
    review::{self, CERTAIN, Class, Verdict},
};
use engine::format_line;
use yew::prelude::*;

use crate::{
    games::GameUi,
    games::MoveItem,
    hooks::{
        use_reveal::use_reveal,
        use_review::{ReviewAction, ReviewState},
    },
    learn::mistake_address,
    mistakes,
    review::{Better, Reviewed, class_name, percent},
    t,
};

/// The graph's width in its own units, about: its height is 1000 (a chance in
/// thousandths).
const WIDTH: usize = 3000;

#[derive(Properties, PartialEq, Debug)]
pub struct Props<G: GameUi> {
    /// The review and its progress.
    pub state: ReviewState<G>,
    /// The moves of the game, as the move list names them.
    pub items: Rc<Vec<MoveItem>>,
    /// How many moves the board shows.
    pub cursor: usize,
    /// Show the position after this many moves.
    pub on_select: Callback<usize>,
    /// Show the computer's line from the shown position, this many of its moves played;
    /// `None` where lines cannot be tried (an embed), which shows the line as text.
    #[prop_or_default]
    pub on_line: Option<Callback<usize>>,
    /// Whether the computer answers in a tried line, and its switch (`None`: no tried
    /// lines here).
    #[prop_or_default]
    pub answers: Option<(bool, Callback<bool>)>,
    /// What the review offers once done, on the game's own page: the way to practise the
    /// person's own mistakes (`None`: nothing, an embed).
    #[prop_or_default]
    pub practise: Option<Callback<Rc<Reviewed<G>>, Html>>,
    /// The review's reducer: Stop and Go on are its actions.
    pub dispatch: UseReducerDispatcher<ReviewState<G>>,
    /// Close the review.
    pub on_close: Callback<()>,
}

/// Each player's name, from the moves he made (the first to move is player 0).
fn names(items: &[MoveItem], verdicts: &[Option<Verdict>], players: usize) -> Vec<String> {
    (0..players)
        .map(|p| {
            verdicts
                .iter()
                .zip(items)
                .find(|(v, _)| v.is_some_and(|v| v.mover == p))
                .map_or_else(
                    || t!("review-player-n", n = p as i64 + 1),
                    |(_, item)| item.mover.clone(),
                )
        })
        .collect()
}

#[component]
pub fn ReviewPanel<G: GameUi>(props: &Props<G>) -> Html {
    // Opened by a click, it comes into view (the same section as it fills in).
    let node = use_node_ref();
    use_reveal(&node);
    let Some(reviewed) = &props.state.reviewed else {
        return html! { <section class="review" data-testid="review" ref={node}><p>{ t!("review-waiting") }</p></section> };
    };
    let total = reviewed.looks.len();
    let done = reviewed.done();
    let verdicts = reviewed.verdicts();
    let players = reviewed.start.seats().len();
    let names = names(&props.items, &verdicts, players);
    let running = props.state.running && done < total;
    let close = props.on_close.reform(|_: MouseEvent| ());
    let act = |action: fn() -> ReviewAction<G>| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(action()))
    };
    html! {
        <section class="review" data-testid="review" aria-labelledby="review-title" ref={node}>
            <div class="review-head">
                <h2 id="review-title">{ t!("review-title") }</h2>
                <button data-testid="review-close" onclick={close}>{ t!("review-close") }</button>
            </div>
            <p class="review-progress" role="status" data-testid="review-progress">
                { t!("review-progress", done = done as i64, total = total as i64) }
                if running {
                    <button data-testid="review-stop" onclick={act(|| ReviewAction::Stop)}>{ t!("review-stop") }</button>
                } else if done < total {
                    <button data-testid="review-resume" onclick={act(|| ReviewAction::Resume)}>{ t!("review-resume") }</button>
                }
            </p>
            <progress max={total.to_string()} value={done.to_string()} aria-hidden="true"></progress>
            if let Some(why) = &props.state.error {
                <p class="notice" role="alert">{ t!("review-failed", why = why.clone()) }</p>
            }
            { graph(reviewed, &verdicts, props.cursor, &props.on_select) }
            { legend(&names) }
            if !running {
                { key_moment(&verdicts, &props.items, &props.on_select) }
                if let Some(practise) = &props.practise {
                    { practise.emit(reviewed.clone()) }
                }
            }
            { shown(reviewed, &verdicts, &props.items, props.cursor, props.on_line.as_ref()) }
            { answers(props.answers.as_ref()) }
            { summary(&verdicts, &names) }
            { table(reviewed, &verdicts, &props.items, &names) }
        </section>
    }
}

/// The graph: a line of each player's chance (one with two players: the first's), a mark
/// under each mistake and blunder, the shown move; one column per position to click.
fn graph<G: Computer>(
    reviewed: &Reviewed<G>,
    verdicts: &[Option<Verdict>],
    cursor: usize,
    on_select: &Callback<usize>,
) -> Html {
    let positions = reviewed.looks.len();
    // Whole numbers only: a chance in thousandths is its own height, and the width is
    // shared out in whole units (no float formatting in the page's wasm).
    let step = WIDTH / (positions.max(2) - 1);
    let x = |n: usize| n * step;
    let width = x(positions.max(2) - 1);
    let players = reviewed.start.seats().len();
    let lines = if players == 2 { 1 } else { players };
    let polyline = |player: usize| {
        let points: Vec<String> = (0..positions)
            .filter_map(|n| {
                let chance = reviewed.chances(n)?.get(player)?;
                Some(format!("{},{}", x(n), CERTAIN - chance))
            })
            .collect();
        html! {
            <polyline class={format!("chance player-{player}")} points={points.join(" ")}
                      vector-effect="non-scaling-stroke" />
        }
    };
    let marks = verdicts.iter().enumerate().filter_map(|(i, v)| {
        let class = v.as_ref()?.class;
        (class >= Class::Mistake).then(|| {
            html! {
                <line class={format!("mark {}", class.name())} x1={x(i + 1).to_string()}
                      x2={x(i + 1).to_string()} y1="920" y2="1000" vector-effect="non-scaling-stroke" />
            }
        })
    });
    let columns = (0..positions).map(|n| {
        let onclick = on_select.reform(move |_: MouseEvent| n);
        html! {
            <rect class="column" x={(x(n) as i64 - (step / 2) as i64).to_string()} y="0"
                  width={step.to_string()} height="1000" {onclick} />
        }
    });
    html! {
        <svg class="review-graph" data-testid="review-graph" viewBox={format!("0 0 {width} 1000")}
             preserveAspectRatio="none" role="img" aria-label={t!("review-graph")}>
            <line class="even" x1="0" x2={width.to_string()} y1="500" y2="500" vector-effect="non-scaling-stroke" />
            { for (0..lines).map(polyline) }
            { for marks }
            <line class="cursor" data-testid="review-cursor" x1={x(cursor).to_string()}
                  x2={x(cursor).to_string()} y1="0" y2="1000" vector-effect="non-scaling-stroke" />
            { for columns }
        </svg>
    }
}

/// Whose chance each line of the graph is: the first player's alone with two.
fn legend(names: &[String]) -> Html {
    let lines = if names.len() == 2 { &names[..1] } else { names };
    let items = lines.iter().enumerate().map(|(p, name)| {
        html! {
            <li><span class={format!("swatch player-{p}")} aria-hidden="true"></span>
                { t!("review-chance", player = name.clone()) }</li>
        }
    });
    html! { <ul class="review-legend" aria-hidden="true">{ for items }</ul> }
}

/// The key moment, once the review is done or stopped: a button naming the move and its
/// class that shows it on the board, as its button in the move list does (the position
/// after it, with the computer's move instead drawn beside it).
fn key_moment(
    verdicts: &[Option<Verdict>],
    items: &[MoveItem],
    on_select: &Callback<usize>,
) -> Html {
    let Some((i, verdict, item)) = review::key_moment(verdicts).and_then(|i| {
        let verdict = verdicts.get(i)?.as_ref()?;
        Some((i, verdict, items.get(i)?))
    }) else {
        return Html::default();
    };
    let onclick = on_select.reform(move |_: MouseEvent| i + 1);
    html! {
        <p class="review-key">
            <button class={classes!("review-key-moment", verdict.class.name())} data-testid="review-key-moment"
                    data-move={(i + 1).to_string()} {onclick}>
                { t!("review-key-moment", number = i as i64 + 1, token = item.token.clone(), mover = item.mover.clone(),
                     class = class_name(verdict.class)) }
            </button>
        </p>
    }
}

/// The way to practise the person's own mistakes and blunders (those of the players the
/// computer did not play), which the game's own page hands the panel (an embed offers
/// none, and carries none of it): kept in the browser as the link is followed, for the
/// Learn page to set up (`crate::mistakes`).
pub fn practise<G: GameUi>(computer: Vec<usize>) -> Callback<Rc<Reviewed<G>>, Html> {
    Callback::from(move |reviewed: Rc<Reviewed<G>>| practise_link(&reviewed, &computer))
}

/// The link [`practise`] offers, where the review found any.
fn practise_link<G: GameUi>(reviewed: &Reviewed<G>, computer: &[usize]) -> Html {
    let found = mistakes::from_review(reviewed, |player| !computer.contains(&player));
    if found.is_empty() {
        return Html::default();
    }
    let count = found.len();
    let onclick = Callback::from(move |_: MouseEvent| {
        mistakes::keep(G::ID, found.clone());
    });
    html! {
        <p class="review-practise">
            <a class="button" href={mistake_address(G::ID, 1)} data-testid="review-practise" {onclick}>
                { t!("review-practise", count = count) }
            </a>
        </p>
    }
}

/// What the board shows: the move that led there with its class, and where the computer
/// would have played another, its move (what the board draws, and a legend of it); then
/// the computer's line from there, each move a button that shows the line that far.
fn shown<G: Computer>(
    reviewed: &Reviewed<G>,
    verdicts: &[Option<Verdict>],
    items: &[MoveItem],
    cursor: usize,
    on_line: Option<&Callback<usize>>,
) -> Html {
    let better = reviewed.better(cursor);
    let best = better.as_ref().map(|b| b.before.format_move(b.best));
    let last = cursor.checked_sub(1).and_then(|i| {
        let verdict = verdicts.get(i)?.as_ref()?;
        let item = items.get(i)?;
        Some(html! {
            <p class={classes!("review-verdict", verdict.class.name())} data-testid="review-verdict">
                { t!("review-move", number = cursor as i64, token = item.token.clone(), mover = item.mover.clone(),
                     class = class_name(verdict.class), before = percent(verdict.before), after = percent(verdict.after)) }
                if verdict.only_move { { " · " }{ t!("review-only-move") } }
                if verdict.missed_win { { " · " }{ t!("review-missed-win") } }
                if verdict.forced_loss { { " · " }{ t!("review-forced-loss") } }
                if verdict.decided { { " · " }{ t!("review-decided") } }
                if let Some(token) = best.clone() {
                    { " · " }
                    <span data-testid="review-better" data-move={token.clone()}>{ t!("review-better", token = token) }</span>
                }
            </p>
        })
    });
    let marks = better
        .zip(best)
        .zip(cursor.checked_sub(1).and_then(|i| items.get(i)))
        .map(|((better, best), played)| marks(&better, best, played, cursor));
    let line = reviewed.look(cursor).filter(|look| !look.line.is_empty()).map(|look| {
        let tokens = format_line(&reviewed.position(cursor), &look.line);
        let tokens = tokens.into_iter().enumerate().map(|(k, token)| {
            match on_line {
                Some(on_line) => html! {
                    <li><button class="line-move" data-testid="review-line-move" onclick={on_line.reform(move |_: MouseEvent| k + 1)}>
                        { token }
                    </button></li>
                },
                None => html! { <li class="line-move" data-testid="review-line-move">{ token }</li> },
            }
        });
        html! {
            <div class="review-line">
                <p>{ t!("review-computer") }</p>
                <ol data-testid="review-line">{ for tokens }</ol>
                if on_line.is_some() {
                    <p class="review-try">{ t!("review-try") }</p>
                }
            </div>
        }
    });
    html! { <div class="review-shown">{ last }{ marks }{ line }</div> }
}

/// The legend of what the board draws with a move the computer would not have played:
/// each mark as the boards draw it, and the move it stands for (the `n`-th move `played`,
/// the computer's `best` instead, and the reply it expects to that).
fn marks<G: Computer>(better: &Better<G>, best: String, played: &MoveItem, n: usize) -> Html {
    let reply = better.reply.map(|reply| {
        let mut after = better.before.clone();
        after.play_unchecked(better.best);
        after.format_move(reply)
    });
    // A ring and a square: the style sheet shows the one the game's board draws (Karo and
    // Azacru outline their squares).
    let swatch = |class: &'static str, r: &'static str| {
        html! {
            <svg class="mark-key" viewBox="-1 -1 2 2" aria-hidden="true">
                <circle {class} {r} /><rect {class} x="-0.8" y="-0.8" width="1.6" height="1.6" />
            </svg>
        }
    };
    html! {
        <ul class="review-marks" data-testid="review-marks" aria-label={t!("review-marks")}>
            <li data-testid="review-mark-better" data-move={best.clone()}>
                { swatch("better", "0.72") }{ t!("review-mark-better", token = best) }
            </li>
            if let Some(token) = reply {
                <li data-testid="review-mark-reply" data-move={token.clone()}>
                    { swatch("reply", "0.6") }{ t!("review-mark-reply", token = token) }
                </li>
            }
            <li data-testid="review-mark-played" data-move={played.token.clone()}>
                { swatch("played", "0.3") }{ t!("review-mark-played", number = n as i64, token = played.token.clone()) }
            </li>
        </ul>
    }
}

/// The switch for the computer's answers in tried lines.
fn answers(answers: Option<&(bool, Callback<bool>)>) -> Html {
    let Some((on, switch)) = answers else {
        return Html::default();
    };
    let onchange = switch.reform(|e: Event| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .checked()
    });
    html! {
        <label class="review-answers">
            <input type="checkbox" data-testid="review-answers" checked={*on} {onchange} />
            { " " }{ t!("review-answers") }
        </label>
    }
}

/// Each player's accuracy and counts per class: a column per player, so that it stays
/// narrow beside the board and on a phone.
fn summary(verdicts: &[Option<Verdict>], names: &[String]) -> Html {
    let summaries = review::summarise(verdicts.iter().flatten(), names.len());
    let accuracies = summaries.iter().map(
        |s| html! { <td data-testid="review-accuracy">{ format!("{} %", s.accuracy.round() as i64) }</td> },
    );
    let counts = Class::ALL.iter().enumerate().map(|(i, &class)| {
        html! {
            <tr class={class.name()}>
                <th scope="row">{ class_name(class) }</th>
                { for summaries.iter().map(|s| html! { <td>{ s.counts[i] }</td> }) }
            </tr>
        }
    });
    html! {
        <table class="review-summary" data-testid="review-summary">
            <thead><tr>
                <td></td>
                { for names.iter().map(|name| html! { <th scope="col">{ name }</th> }) }
            </tr></thead>
            <tbody>
                <tr><th scope="row">{ t!("review-accuracy") }</th>{ for accuracies }</tr>
                { for counts }
                <tr class="decided">
                    <th scope="row">{ t!("review-decided-count") }</th>
                    { for summaries.iter().map(|s| html! { <td>{ s.decided }</td> }) }
                </tr>
            </tbody>
        </table>
    }
}

/// The graph as a table: each move, its mover, its class and each player's chance after it.
fn table<G: Computer>(
    reviewed: &Reviewed<G>,
    verdicts: &[Option<Verdict>],
    items: &[MoveItem],
    names: &[String],
) -> Html {
    let rows = items.iter().enumerate().map(|(i, item)| {
        let class = verdicts[i].map(|v| class_name(v.class)).unwrap_or_default();
        let chances = reviewed.chances(i + 1).unwrap_or_default();
        html! {
            <tr>
                <th scope="row">{ format!("{}. {}", i + 1, item.token) }</th>
                <td>{ &item.mover }</td>
                <td>{ class }</td>
                { for (0..names.len()).map(|p| html! {
                    <td>{ chances.get(p).map(|&c| format!("{} %", percent(c))).unwrap_or_default() }</td>
                }) }
            </tr>
        }
    });
    html! {
        <details class="review-table">
            <summary>{ t!("review-table") }</summary>
            <div class="scroll">
            <table data-testid="review-table">
                <thead><tr>
                    <th scope="col">{ t!("moves-title") }</th>
                    <th scope="col">{ t!("review-player") }</th>
                    <th scope="col">{ t!("review-class") }</th>
                    { for names.iter().map(|n| html! { <th scope="col">{ t!("review-chance", player = n.clone()) }</th> }) }
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            </div>
        </details>
    }
}
