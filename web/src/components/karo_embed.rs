//! A Karo board on another site, for either variant: the board, the status line, the
//! moves and a link to the full site; in view, play, ai or puzzle mode; talking to the
//! host page by messages.

use std::{marker::PhantomData, rc::Rc};

use yew::prelude::*;

use crate::{
    adapters::karo::{KaroGame, Relocation, frame, move_items, status},
    browser,
    components::{
        karo_board::{KaroBoard, select::Pick},
        karo_page::{lift, pick_move, tally},
        move_list::MoveList,
    },
    embed::settings::{EmbedSettings, Mode},
    hooks::{use_computer::use_computer, use_embed::use_embed},
    route::GameLink,
    state::Action,
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props<G: KaroGame> {
    pub settings: EmbedSettings,
    pub link: GameLink,
    #[prop_or_default]
    pub game: PhantomData<G>,
}

#[component]
pub fn KaroEmbed<G: KaroGame>(props: &Props<G>) -> Html {
    let settings = &props.settings;
    // The setup, the messages with the host, undo, puzzle checks and the orientation
    // are every embed's.
    let embed = use_embed::<G>(settings, &props.link);
    let play = &embed.play;
    // In `ai` mode the computer plays the visitor's opponent.
    let computer = use_computer::<G>(play, false);
    let waiting = use_state(|| None::<Relocation>);
    let id = G::ID.as_str();
    // A relocation waiting for its entering piece belongs to the position it was made in.
    {
        let waiting = waiting.clone();
        use_effect_with((play.moves.len(), play.cursor), move |_| waiting.set(None));
    }
    let on_pick = {
        let (play, waiting, on_move) = (play.clone(), waiting.clone(), embed.on_move.clone());
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

    let interactive = embed.interactive && !computer.to_move;
    let pending = (*waiting).filter(|_| interactive);
    let mut view = G::view(play, pending);
    if !interactive {
        view.picks = Rc::default();
    }
    let full_site = browser::url_with(&play.link().to_fragment(G::ID));
    html! {
        <main class={classes!("embed", "karo", id, settings.theme_class())} data-testid="embed">
            <p class="status" data-testid="status" aria-live="polite">{ status(play, pending.is_some()) }</p>
            if computer.thinking {
                <p class="thinking" role="status" data-testid="thinking">{ t!("computer-thinking") }</p>
            }
            if let Some(text) = &embed.feedback {
                <p class="feedback" role="status" data-testid="puzzle-feedback">{ text }</p>
            }
            <KaroBoard tiles={view.tiles} picks={view.picks} table={G::TABLE} frame={frame::<G>()}
                       zones={view.zones} last={view.last} gone={view.gone} winning={view.winning}
                       jumpers={G::JUMPERS} flipped={embed.flipped} {on_pick} on_cancel={waiting.setter().to_callback().reform(|()| None)}
                       label={t!(format!("{id}-board-label"))} />
            { tally(&play.game) }
            if settings.mode != Mode::Puzzle {
                <MoveList items={Rc::new(move_items(play))} cursor={play.cursor}
                          on_select={play.dispatcher().to_callback().reform(Action::GoTo)} />
            }
            <div class="embed-footer">
                if settings.undo {
                    <button data-testid="undo" onclick={embed.on_undo.reform(|_: MouseEvent| ())}>
                        { t!("control-undo") }
                    </button>
                }
                <a href={full_site} target="_blank" rel="noopener">{ t!("embed-open-site") }</a>
            </div>
        </main>
    }
}
