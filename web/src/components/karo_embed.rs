//! A Karo board on another site, for either variant: the board, the status line, the
//! moves and a link to the full site; in view, play or puzzle mode (`ai` is played by two
//! people until the computer players arrive); talking to the host page by messages.

use std::{marker::PhantomData, rc::Rc};

use engine::{Outcome, Record, replay_from};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::{
    adapters::karo::{KaroGame, Relocation, frame, move_items, status},
    browser,
    components::{
        karo_board::{KaroBoard, select::Pick},
        karo_page::{lift, pick_move, tally},
        move_list::MoveList,
    },
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
pub struct Props<G: KaroGame> {
    pub settings: EmbedSettings,
    pub link: GameLink,
    #[prop_or_default]
    pub game: PhantomData<G>,
}

/// In puzzle mode the link's moves after `at` are the solution, kept apart from the game.
fn setup<G: KaroGame>(settings: &EmbedSettings, link: &GameLink) -> (Play<G>, Puzzle<G::Move>) {
    if settings.mode != Mode::Puzzle {
        return (Play::from_link(link), Puzzle::new(Vec::new()));
    }
    let at = link.at.unwrap_or(0).min(link.moves.len());
    let shown = GameLink {
        moves: link.moves[..at].to_vec(),
        at: None,
        ..link.clone()
    };
    let play = Play::<G>::from_link(&shown);
    let line = match replay_from(
        play.game.clone(),
        link.moves[at..].iter().map(String::as_str),
    ) {
        Ok((_, moves)) => moves,
        Err(e) => e.moves,
    };
    (play, Puzzle::new(line))
}

fn result_text<G: KaroGame>(outcome: Outcome) -> String {
    match outcome {
        Outcome::Winner(seat) => format!("winner {}", G::seat_name(seat)),
        Outcome::Winners(_) => "shared".to_owned(),
        Outcome::Draw => "draw".to_owned(),
    }
}

#[component]
pub fn KaroEmbed<G: KaroGame>(props: &Props<G>) -> Html {
    let settings = &props.settings;
    let initial = use_memo((), |_| setup::<G>(settings, &props.link));
    let play = use_reducer(|| initial.0.clone());
    let puzzle = use_mut_ref(|| initial.1.clone());
    let feedback = use_state(|| None::<String>);
    let waiting = use_state(|| None::<Relocation>);
    let origin = settings.origin.clone();
    let id = G::ID.as_str();

    {
        let (origin, code) = (origin.clone(), play.game.to_code());
        use_effect_with((), move |_| {
            let fields = [
                ("game", Field::Text(id.into())),
                ("position", Field::Text(code)),
            ];
            messages::post("ready", &fields, origin.as_deref());
        });
    }
    {
        let (origin, link, code) = (origin.clone(), play.whole_link(), play.game.to_code());
        let waiting = waiting.clone();
        use_effect_with((link.moves.len(), play.cursor), move |_| {
            waiting.set(None);
            if let Some(last) = link.moves.last() {
                let fields = [
                    ("move", Field::Text(last.clone())),
                    ("moves", Field::Text(link.moves.join(" "))),
                    ("position", Field::Text(code)),
                ];
                messages::post("move", &fields, origin.as_deref());
            }
        });
    }
    {
        let origin = origin.clone();
        use_effect_with(play.game.outcome(), move |outcome| {
            if let Some(outcome) = outcome {
                let result = Field::Text(result_text::<G>(*outcome));
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
            let fields = [("height", Field::Number(height.into()))];
            messages::post("height", &fields, origin.as_deref());
        });
    }

    // In a puzzle, undo takes back the visitor's move and the reply played for him.
    let undo = {
        let (play, puzzle) = (play.clone(), puzzle.clone());
        Callback::from(move |()| {
            let has_line = puzzle.borrow().has_line();
            let moves = if has_line {
                puzzle.borrow_mut().take_back()
            } else {
                1
            };
            for _ in 0..moves {
                play.dispatch(Action::Undo);
            }
        })
    };
    let on_message = {
        let (play, puzzle, undo) = (play.clone(), puzzle.clone(), undo.clone());
        Callback::from(move |message: HostMessage| match message {
            // The Karo boards have one orientation: white's side at the bottom.
            HostMessage::Flip => {}
            HostMessage::Undo => undo.emit(()),
            HostMessage::Load { record, position } => {
                let link = match (record, position) {
                    (Some(text), _) => match text.parse::<Record>() {
                        Ok(record) if record.game == G::ID => GameLink::from_record(&record),
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
        Callback::from(move |m: G::Move| {
            if mode != Mode::Puzzle {
                play.dispatch(Action::Play(m));
                return;
            }
            let attempt = puzzle.borrow_mut().attempt(m);
            match attempt {
                Attempt::Wrong => {
                    let token = play.game.format_move(m);
                    feedback.set(Some(t!("puzzle-wrong", token = token)));
                }
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
    let on_pick = {
        let (play, waiting, on_move) = (play.clone(), waiting.clone(), on_move.clone());
        Callback::from(move |pick: Pick| match pick {
            Pick::Lift(from, to) => match lift(&play, from, to) {
                Some(Ok(m)) => on_move.emit(m),
                Some(Err(relocation)) => waiting.set(Some(relocation)),
                None => {}
            },
            _ => {
                if let Some(m) = pick_move(&play.game, pick, *waiting) {
                    waiting.set(None);
                    on_move.emit(m);
                }
            }
        })
    };

    let interactive = settings.mode != Mode::View
        && !(settings.mode == Mode::Puzzle && puzzle.borrow().is_solved());
    let pending = (*waiting).filter(|_| interactive);
    let mut view = G::view(&play, pending);
    if !interactive {
        view.picks = Rc::default();
    }
    let full_site = browser::url_with(&play.link().to_fragment(G::ID));
    html! {
        <main class={classes!("embed", "karo", id, settings.theme_class())} data-testid="embed">
            <p class="status" data-testid="status" aria-live="polite">{ status(&play, pending.is_some()) }</p>
            if settings.mode == Mode::Ai {
                <p class="feedback">{ t!("embed-ai-soon") }</p>
            }
            if let Some(text) = &*feedback {
                <p class="feedback" role="status" data-testid="puzzle-feedback">{ text }</p>
            }
            <KaroBoard tiles={view.tiles} picks={view.picks} table={G::TABLE} frame={frame::<G>()}
                       zones={view.zones} last={view.last} gone={view.gone} winning={view.winning}
                       jumpers={G::JUMPERS} {on_pick} on_cancel={waiting.setter().to_callback().reform(|()| None)}
                       label={t!(format!("{id}-board-label"))} />
            { tally(&play.game) }
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
