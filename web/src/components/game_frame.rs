//! What every game page has around its board, whatever the game: the bars above it (a
//! link's notice, saved games, a move that would discard later ones, the computer
//! thinking or hinting), the controls below it, and the embed and share panels.

use engine::{Game, GameId};
use yew::prelude::*;

use crate::{
    address,
    components::{
        embed_dialog::EmbedDialog,
        notice::NoticeBar,
        offers::{DiscardBar, ResumeBar},
        share::{ShareButton, SharePanel},
    },
    hooks::{use_computer::ComputerState, use_flip::Flip, use_game::GameHandle},
    link::GameLink,
    site,
    state::Action,
    t,
};

/// The page's address for `link` of game `G`.
pub fn url<G: Game>(link: &GameLink) -> String {
    address::url(&link.to_fragment(G::ID))
}

/// The page's heading: the game's name, and the link to its rules.
pub fn page_title(id: GameId) -> Html {
    html! {
        <div class="page-title">
            <h1>{ t!(format!("game-{id}")) }</h1>
            <a href={site::rules_address(id)} data-testid="rules-link">{ t!("rules-link") }</a>
            <a href={site::learn_address(id)} data-testid="learn-link">
                { t!("learn-title", game = t!(format!("game-{id}"))) }
            </a>
        </div>
    }
}

/// The page's title: the game's name and the site's.
pub fn title<G: Game>() -> String {
    format!("{} · {}", t!(format!("game-{}", G::ID)), t!("site-name"))
}

/// The bars above the status line: what was wrong with the link, saved games set aside
/// or not saved, and the saved game offered back.
pub fn top_bars<G: Game + 'static>(handle: &GameHandle<G>) -> Html {
    let play = &handle.play;
    html! {
        <>
            if let Some(notice) = &play.notice {
                <NoticeBar notice={notice.clone()} kept={play.moves.len()}
                           on_keep={handle.dispatch(|()| Action::Dismiss)}
                           on_new_game={handle.on_new_game.reform(|()| (G::Options::default(), Vec::new()))} />
            }
            if handle.set_aside > 0 {
                <p class="notice" role="status" data-testid="set-aside">
                    { t!("saved-set-aside", count = handle.set_aside) }
                </p>
            }
            if handle.not_saved {
                <p class="notice" role="status" data-testid="not-saved">{ t!("saved-not-saved") }</p>
            }
            if let Some(saved) = &handle.resume {
                <ResumeBar moves={saved.record.moves.len()}
                           on_resume={handle.on_resume.clone()} on_decline={handle.on_decline.clone()} />
            }
        </>
    }
}

/// The bars under the status line: a move played in an earlier position that waits to
/// discard the later ones, and the computer's hint (also marked on the board).
pub fn status_bars<G: Game + 'static>(handle: &GameHandle<G>, computer: &ComputerState) -> Html {
    let play = &handle.play;
    let later = play.moves.len() - play.cursor;
    html! {
        <>
            if let Some(m) = play.new_line {
                <DiscardBar token={play.game.format_move(m)} {later}
                            on_confirm={handle.dispatch(|()| Action::ConfirmNewLine)}
                            on_cancel={handle.dispatch(|()| Action::CancelNewLine)} />
            }
            if let Some(token) = &computer.hint {
                <p class="hint" role="status" data-testid="hint-text">{ t!("computer-hint", token = token.clone()) }</p>
            }
        </>
    }
}

/// A button that opens and closes what `flag` shows.
pub fn toggle(flag: &UseStateHandle<bool>) -> Callback<MouseEvent> {
    let flag = flag.clone();
    Callback::from(move |_: MouseEvent| flag.set(!*flag))
}

/// The game controls: the game's own buttons (`extra`, e.g. pass), then new game, undo
/// (against the computer, the person's last move with the replies), hint, redo, share
/// and embed (whether its dialog is open, and what opens or closes it).
pub fn controls<G: Game + 'static>(
    handle: &GameHandle<G>,
    computer: &ComputerState,
    on_new_game: Callback<MouseEvent>,
    (embed_open, on_embed): (bool, Callback<MouseEvent>),
    extra: Html,
) -> Html {
    let play = &handle.play;
    html! {
        <div class="controls">
            { extra }
            <button data-testid="new-game" onclick={on_new_game}>{ t!("control-new-game") }</button>
            <button data-testid="undo" disabled={play.moves.is_empty()}
                    onclick={computer.on_undo.reform(|_: MouseEvent| ())}>{ t!("control-undo") }</button>
            if computer.can_hint {
                <button data-testid="hint" onclick={computer.on_hint.reform(|_: MouseEvent| ())}>
                    { t!("control-hint") }
                </button>
            }
            <button data-testid="redo" onclick={computer.on_redo.reform(|_: MouseEvent| ())}
                    disabled={play.redo.is_empty()}>{ t!("control-redo") }</button>
            <ShareButton title={title::<G>()} url={url::<G>(&play.link())} />
            <button data-testid="embed" onclick={on_embed} aria-expanded={embed_open.to_string()}>
                { t!("control-embed") }
            </button>
        </div>
    }
}

/// The button that turns the board round (pressed while it is turned).
pub fn flip_button(flip: &Flip) -> Html {
    html! {
        <button data-testid="flip" aria-pressed={flip.flipped.to_string()} onclick={flip.on_toggle.clone()}>
            { t!("control-flip") }
        </button>
    }
}

/// The embed dialog (while open) and the links panel, with the record and its import.
pub fn sharing<G: Game + 'static>(
    handle: &GameHandle<G>,
    show_embed: bool,
    import_error: &UseStateHandle<Option<String>>,
) -> Html {
    let play = &handle.play;
    let id = G::ID;
    let later = play.moves.len() - play.cursor;
    html! {
        <>
            if show_embed {
                <EmbedDialog game={id.as_str()} title={title::<G>()}
                             link={GameLink { at: Some(play.cursor), ..play.whole_link() }} />
            }
            <SharePanel game_link={url::<G>(&play.whole_link())}
                        move_link={(later > 0).then(|| url::<G>(&play.link()))}
                        position_link={url::<G>(&play.position_link())}
                        record={play.whole_link().to_record(id).to_string()}
                        file_name={format!("{id}-game.tessera.txt")} board=".play-area svg.board"
                        on_import={handle.on_import(import_error.clone())} import_error={(**import_error).clone()} />
        </>
    }
}

/// `callback` while a person is to move; while the computer is, what a person does (a
/// typed move) is not played for it.
pub fn person_only<T: 'static>(computer: &ComputerState, callback: Callback<T>) -> Callback<T> {
    match computer.to_move {
        true => Callback::noop(),
        false => callback,
    }
}
