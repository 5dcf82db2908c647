//! Caro on another site: the board, the status line, the move buttons and a link to the
//! full site; in view, play or puzzle mode; talking to the host page by messages.

use std::rc::Rc;

use engine::{
    Game, GameId, Outcome, Record,
    caro::{Caro, CaroMove},
    replay_from,
};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::{
    adapters::caro::{board_view, choice_explanation, move_items, status},
    browser,
    components::{caro_board::CaroBoard, colour_choice::ColourChoice, move_list::MoveList},
    embed::{
        messages::{self, Field, HostMessage},
        puzzle::{Attempt, Puzzle},
        settings::{EmbedSettings, Mode},
    },
    hooks::use_host_messages::use_host_messages,
    route::GameLink,
    state::{Action, Play},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub settings: EmbedSettings,
    pub link: GameLink,
}

/// In puzzle mode the link's moves after `at` are the solution: the game shows the moves
/// before it, and the solution is kept apart (never in the move list).
fn setup(settings: &EmbedSettings, link: &GameLink) -> (Play<Caro>, Puzzle<CaroMove>) {
    if settings.mode != Mode::Puzzle {
        return (Play::from_link(link), Puzzle::new(Vec::new()));
    }
    let at = link.at.unwrap_or(0).min(link.moves.len());
    let shown = GameLink {
        moves: link.moves[..at].to_vec(),
        at: None,
        ..link.clone()
    };
    let play = Play::<Caro>::from_link(&shown);
    let solution = link.moves[at..].iter().map(String::as_str);
    // A solution that cannot be played is cut where it breaks.
    let line = match replay_from(play.game.clone(), solution) {
        Ok((_, moves)) => moves,
        Err(e) => e.moves,
    };
    (play, Puzzle::new(line))
}

fn result_text(outcome: Outcome) -> String {
    match outcome {
        Outcome::Winner(seat) => format!("winner {}", Caro::seat_name(seat)),
        Outcome::Winners(_) => "shared".to_owned(),
        Outcome::Draw => "draw".to_owned(),
    }
}

#[component]
pub fn CaroEmbed(props: &Props) -> Html {
    let settings = &props.settings;
    let initial = use_memo((), |_| setup(settings, &props.link));
    let play = use_reducer(|| initial.0.clone());
    let puzzle = use_mut_ref(|| initial.1.clone());
    let feedback = use_state(|| None::<String>);
    let flipped = use_state(|| settings.flip);
    let origin = settings.origin.clone();

    // The host page learns of the board, each move, the end, and the height it needs.
    {
        let origin = origin.clone();
        let code = play.game.to_code();
        use_effect_with((), move |_| {
            messages::post(
                "ready",
                &[
                    ("game", Field::Text("caro".into())),
                    ("position", Field::Text(code)),
                ],
                origin.as_deref(),
            );
        });
    }
    {
        let origin = origin.clone();
        let link = play.whole_link();
        let code = play.game.to_code();
        use_effect_with(link.moves.len(), move |_| {
            if let Some(last) = link.moves.last() {
                messages::post(
                    "move",
                    &[
                        ("move", Field::Text(last.clone())),
                        ("moves", Field::Text(link.moves.join(" "))),
                        ("position", Field::Text(code)),
                    ],
                    origin.as_deref(),
                );
            }
        });
    }
    {
        let origin = origin.clone();
        use_effect_with(play.game.outcome(), move |outcome| {
            if let Some(outcome) = outcome {
                let result = Field::Text(result_text(*outcome));
                messages::post("gameover", &[("result", result)], origin.as_deref());
            }
        });
    }
    {
        let origin = origin.clone();
        use_effect(move || {
            let height = gloo::utils::document()
                .document_element()
                .map_or(0, |e| e.scroll_height());
            messages::post(
                "height",
                &[("height", Field::Number(height.into()))],
                origin.as_deref(),
            );
        });
    }

    // In a puzzle, undo takes back the visitor's move and the reply played for him.
    let undo = {
        let (play, puzzle) = (play.clone(), puzzle.clone());
        Callback::from(move |()| {
            let has_line = puzzle.borrow().has_line();
            let moves = match has_line {
                true => puzzle.borrow_mut().take_back(),
                false => 1,
            };
            for _ in 0..moves {
                play.dispatch(Action::Undo);
            }
        })
    };
    let on_message = {
        let (play, puzzle, flipped, undo) =
            (play.clone(), puzzle.clone(), flipped.clone(), undo.clone());
        Callback::from(move |message: HostMessage| match message {
            HostMessage::Flip => flipped.set(!*flipped),
            HostMessage::Undo => undo.emit(()),
            HostMessage::Load { record, position } => {
                let link = match (record, position) {
                    (Some(text), _) => match text.parse::<Record>() {
                        Ok(record) if record.game == GameId::Caro => GameLink::from_record(&record),
                        _ => return,
                    },
                    (None, Some(code)) => GameLink {
                        position: Some(code),
                        ..GameLink::default()
                    },
                    (None, None) => return,
                };
                *puzzle.borrow_mut() = Puzzle::new(Vec::new());
                play.dispatch(Action::Load(link));
            }
        })
    };
    use_host_messages(origin, on_message);

    let on_move = {
        let (play, puzzle, feedback) = (play.clone(), puzzle.clone(), feedback.clone());
        let mode = settings.mode;
        Callback::from(move |m: CaroMove| {
            if mode != Mode::Puzzle {
                play.dispatch(Action::Play(m));
                return;
            }
            let attempt = puzzle.borrow_mut().attempt(m);
            match attempt {
                Attempt::Wrong => feedback.set(Some(t!("puzzle-wrong", token = m.to_string()))),
                Attempt::Right { reply } => {
                    play.dispatch(Action::Play(m));
                    let solved = puzzle.borrow().is_solved();
                    feedback.set(Some(t!(if solved {
                        "puzzle-solved"
                    } else {
                        "puzzle-right"
                    })));
                    if let Some(reply) = reply {
                        let play = play.clone();
                        // A moment to see one's own move before the reply lands.
                        Timeout::new(450, move || play.dispatch(Action::Play(reply))).forget();
                    }
                }
            }
        })
    };

    let view = board_view(&play);
    let interactive = settings.mode != Mode::View
        && !(settings.mode == Mode::Puzzle && puzzle.borrow().is_solved());
    let targets = match interactive {
        true => view.targets,
        false => Rc::new(vec![false; view.targets.len()]),
    };
    let full_site = browser::url_with(&play.link().to_fragment(GameId::Caro));
    html! {
        <main class={classes!("embed", settings.theme_class())} data-testid="embed">
            <p class="status" data-testid="status" aria-live="polite">{ status(&play.game) }</p>
            if settings.mode == Mode::Ai {
                <p class="feedback">{ t!("embed-ai-soon") }</p>
            }
            if let Some(text) = &*feedback {
                <p class="feedback" role="status" data-testid="puzzle-feedback">{ text }</p>
            }
            if let (true, Some(explanation)) = (interactive, choice_explanation(&play.game)) {
                <ColourChoice {explanation} on_choose={on_move.reform(CaroMove::Choose)} />
            }
            <CaroBoard stones={view.stones} {targets} next={interactive.then_some(view.next).flatten()}
                       last={view.last} winning={view.winning} flipped={*flipped}
                       on_place={on_move.reform(CaroMove::Place)} />
            if settings.mode != Mode::Puzzle {
                <MoveList items={Rc::new(move_items(&play))} cursor={play.cursor}
                          on_select={play.dispatcher().to_callback().reform(Action::GoTo)} />
            }
            <div class="embed-footer">
                if settings.undo {
                    <button data-testid="undo" onclick={undo.reform(|_: MouseEvent| ())}>
                        { t!("control-undo") }
                    </button>
                }
                <a href={full_site} target="_blank" rel="noopener">{ t!("embed-open-site") }</a>
            </div>
        </main>
    }
}
