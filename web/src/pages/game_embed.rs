//! A game's board on another site, the same for every game: the status line, the game's
//! board, the moves and a link to the full site; in view, play, ai or puzzle mode, talking
//! to the host page by messages (`hooks::use_embed`).

use std::rc::Rc;

use yew::prelude::*;

use crate::{
    address,
    components::{move_list::MoveList, review_panel::ReviewPanel},
    embed::settings::{EmbedSettings, Mode},
    games::{BoardProps, GameUi, Pending},
    hooks::{
        use_computer::use_computer, use_embed::use_embed, use_kept::use_kept,
        use_review::use_review,
    },
    link::GameLink,
    state::Action,
    t,
};

use super::game_page::classes_of;

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// How the board behaves.
    pub settings: EmbedSettings,
    /// The game the address describes.
    pub link: GameLink,
}

#[component]
pub fn GameEmbed<G: GameUi>(props: &Props) -> Html {
    let settings = &props.settings;
    let embed = use_embed::<G>(settings, &props.link);
    let play = &embed.play;
    let busy = use_state_eq(|| false);
    let (pending, on_pending) = use_kept::<G, Pending<G::Move>>(play);
    // In `ai` mode the computer plays every player but the visitor.
    let computer = use_computer::<G>(play, *busy);
    // A link with `review` shows the game's review under the board (its graph moves the
    // board; the lines are the full site's).
    let review = use_review::<G>(play);
    let live = embed.live && !computer.to_move;
    // The computer's move where the move shown was not, as the review's text names it.
    let better = review
        .reviewed
        .as_ref()
        .filter(|_| play.review)
        .and_then(|r| r.better(play.cursor));
    let board = BoardProps {
        play: play.clone(),
        live,
        flipped: embed.flipped,
        pending: pending.clone(),
        on_pending,
        on_move: embed.on_move.clone(),
        mark: better.as_ref().map(|b| b.best),
        reply: better.as_ref().and_then(|b| b.reply),
        mark_from: better.map(|b| b.before),
        on_page: false,
        on_busy: Callback::from(move |b| busy.set(b)),
    };
    let full_site = address::url(&play.link().to_fragment(G::ID));
    let items = Rc::new(G::move_items(play));
    let go_to = play.dispatcher().to_callback().reform(Action::GoTo);
    html! {
        <main class={classes!("embed", G::CLASSES, settings.theme_class())} data-testid="embed">
            <p class="status" data-testid="status" aria-live="polite">{ G::status(play, &pending) }</p>
            if computer.thinking {
                <p class="thinking" role="status" data-testid="thinking">{ t!("computer-thinking") }</p>
            }
            if let Some(text) = &embed.feedback {
                <p class="feedback" role="status" data-testid="puzzle-feedback">{ text }</p>
            }
            { G::board(board) }
            { G::beside(play) }
            if play.review && settings.mode != Mode::Puzzle {
                <ReviewPanel<G> state={(*review).clone()} items={items.clone()} cursor={play.cursor}
                                on_select={go_to.clone()}
                                dispatch={review.dispatcher()}
                                on_close={play.dispatcher().to_callback().reform(|()| Action::Review(false))} />
            }
            if settings.mode != Mode::Puzzle {
                <MoveList {items} cursor={play.cursor} on_select={go_to}
                          classes={classes_of(&review, play.review)} />
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
