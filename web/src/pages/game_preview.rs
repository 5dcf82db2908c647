//! A game's page and embed as they stand before the game's bundle runs: drawn at build
//! time into the page's file (`crate::site`) from the same parts as the live page (its
//! title and rules link, the status line, the first Play's question, the board, the move
//! list), at the game's start and taking no move. The bundle draws the page beside it
//! (`crate::app`), and the loader takes this away in the same task. Until then a tap on
//! the board at the start is kept and played once the bundle has drawn it, and any other
//! tap says the board is still loading (`scripts/boot.template.js`); a link with moves
//! hides the pieces of this start (`linked` in style.css): no other position than the
//! link's is ever shown.

use std::rc::Rc;

use yew::prelude::*;

use crate::{
    components::{game_frame::page_title, move_list::MoveList, start_panel::StartPanel},
    games::{BoardProps, GameUi, Pending},
    site::Page,
    state::Play,
    t,
};

/// The board at the start, as `G`'s board draws it when its bundle first runs (the board
/// the person's, with what to do now), taking no move.
#[component]
fn StartBoard<G: GameUi>(props: &StartProps) -> Html {
    let play = use_reducer(|| Play::<G>::new(Default::default()));
    let board = BoardProps {
        live: true,
        flipped: play.game.turned(None),
        pending: Pending::default(),
        on_pending: Callback::noop(),
        on_move: Callback::noop(),
        mark: None,
        reply: None,
        mark_from: None,
        on_page: props.on_page,
        on_busy: Callback::noop(),
        play,
    };
    G::board(board)
}

#[derive(Properties, PartialEq)]
struct StartProps {
    /// On the game's page (true) or in an embed.
    on_page: bool,
}

/// What a tap says before the bundle runs (the loader shows one): on the board at the
/// start, that the move will be played once the board is ready; on a choice of the first
/// Play's question, that it will be taken then; elsewhere, that the board is still loading.
fn loading_note() -> Html {
    html! {
        <>
            <p class="notice loading-note" role="status" data-testid="board-loading" hidden=true>
                { t!("board-loading") }
            </p>
            <p class="notice loading-note" role="status" data-testid="board-tap-kept" hidden=true>
                { t!("board-tap-kept") }
            </p>
            <p class="notice loading-note" role="status" data-testid="board-choice-kept" hidden=true>
                { t!("board-choice-kept") }
            </p>
        </>
    }
}

/// `G`'s page at the start, before its bundle runs.
#[component]
pub fn GamePreview<G: GameUi>() -> Html {
    let play = Play::<G>::new(Default::default());
    html! {
        <main class={classes!("game-page", G::CLASSES)}>
            { page_title(G::ID) }
            <p class="status" data-testid="status">{ G::status(&play, &[]) }</p>
            <StartPanel<G> on_start={Callback::noop()}
                           on_more={Callback::noop()} />
            { loading_note() }
            <div class="play-area">
                <div class="board-column"><StartBoard<G> on_page=true /></div>
                <div class="side-column">
                    <MoveList items={Rc::new(Vec::new())} cursor={0} on_select={Callback::noop()}
                              classes={Rc::new(Vec::new())} />
                </div>
            </div>
        </main>
    }
}

/// `G`'s embedded board at the start, before its bundle runs: its parts where the bundle
/// draws them, so nothing moves when it does.
#[component]
pub fn EmbedPreview<G: GameUi>() -> Html {
    let play = Play::<G>::new(Default::default());
    html! {
        <main class={classes!("embed", G::CLASSES)}>
            <p class="status" data-testid="status">{ G::status(&play, &[]) }</p>
            { loading_note() }
            <StartBoard<G> on_page=false />
            { G::beside(&play) }
            <MoveList items={Rc::new(Vec::new())} cursor={0} on_select={Callback::noop()}
                      classes={Rc::new(Vec::new())} />
            <div class="embed-footer">
                <a href={Page::Game(G::ID).href("en")} target="_blank" rel="noopener">{ t!("embed-open-site") }</a>
            </div>
        </main>
    }
}
