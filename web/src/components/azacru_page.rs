//! The Azacru page: status, what to do now, the board, the score, the moves, and the
//! game controls.

use std::rc::Rc;

use engine::{
    Game, GameId, GameOptions, Seat,
    azacru::{Azacru, AzacruOptions, Side},
};
use yew::prelude::*;

use crate::{
    adapters::azacru::{board_view, move_items, score_rows, side_name, status},
    browser,
    components::{
        azacru_actions::AzacruActions,
        azacru_board::AzacruBoard,
        azacru_scores::AzacruScores,
        embed_dialog::EmbedDialog,
        move_input::MoveInput,
        move_list::MoveList,
        new_game::NewGame,
        notice::NoticeBar,
        offers::{DiscardBar, ResumeBar},
        share::{ShareButton, SharePanel},
    },
    hooks::{
        use_azacru_pick::use_azacru_pick, use_game::use_game, use_replay_keys::use_replay_keys,
    },
    route::GameLink,
    state::{Action, ComputerSeats},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game the address describes.
    pub link: GameLink,
    /// Counts the address changes made outside the page (typing, back, forward): each
    /// new value sets the game up from `link` again.
    pub nav: u32,
}

#[component]
pub fn AzacruPage(props: &Props) -> Html {
    let handle = use_game::<Azacru>(&props.link, props.nav);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let play = &handle.play;
    let game = handle.game();
    let pick = use_azacru_pick(game, handle.dispatch(Action::Play));

    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(
            move |(assignments, computer): (Vec<String>, ComputerSeats)| {
                // The form offers only values that fit; anything else keeps its default.
                let options =
                    AzacruOptions::from_assignments(assignments.iter().map(String::as_str))
                        .unwrap_or_default();
                on_new_game.emit((options, computer));
                show.set(false);
            },
        )
    };
    let toggle = |state: &UseStateHandle<bool>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.set(!*state))
    };
    let close_new_game = {
        let show = show_new_game.clone();
        Callback::from(move |()| show.set(false))
    };
    let announcement = move_items(play)
        .get(play.cursor.wrapping_sub(1))
        .map(|item| {
            t!(
                "announce-move",
                mover = item.mover.clone(),
                token = item.token.clone()
            )
        })
        .unwrap_or_default();
    // Only what differs from the defaults: a default `first` follows the number of
    // players chosen in the form.
    let current_options = game.options().non_default();
    let title = format!("{} · {}", t!("game-azacru"), t!("site-name"));
    let url = |link: GameLink| browser::url_with(&link.to_fragment(GameId::Azacru));
    let later = play.moves.len() - play.cursor;
    let seat_label =
        Callback::from(|seat: Seat| Side::from_seat(seat).map(side_name).unwrap_or_default());

    html! {
        <main class="game-page azacru">
            <div class="page-title">
                <h1>{ t!("game-azacru") }</h1>
                <a href="#/azacru/rules" data-testid="rules-link">{ t!("rules-link") }</a>
            </div>
            if let Some(notice) = &play.notice {
                <NoticeBar notice={notice.clone()} kept={play.moves.len()}
                           on_keep={handle.dispatch(|()| Action::Dismiss)}
                           on_new_game={handle.on_new_game.reform(|()| (AzacruOptions::default(), Vec::new()))} />
            }
            if handle.set_aside > 0 {
                <p class="notice" role="status" data-testid="set-aside">
                    { t!("saved-set-aside", count = handle.set_aside) }
                </p>
            }
            if let Some(saved) = &handle.resume {
                <ResumeBar moves={saved.record.moves.len()}
                           on_resume={handle.on_resume.clone()} on_decline={handle.on_decline.clone()} />
            }
            <p class="status" data-testid="status" aria-live="polite">{ status(play) }</p>
            if let Some(m) = play.pending {
                <DiscardBar token={m.to_string()} {later}
                            on_confirm={handle.dispatch(|()| Action::ConfirmPending)}
                            on_cancel={handle.dispatch(|()| Action::CancelPending)} />
            }
            <div class="play-area">
                <div class="board-column">
                    <AzacruActions step={pick.step} on_twist={pick.on_twist.clone()}
                                   on_preview={pick.on_preview} on_pass={pick.on_pass} />
                    <div class="board-wrap">
                        <AzacruBoard view={board_view(play)} pick={pick.view} on_field={pick.on_field}
                                     on_twist={pick.on_twist} on_cancel={pick.on_cancel} />
                    </div>
                </div>
                <div class="side-column">
                    <AzacruScores rows={Rc::new(score_rows(game))} />
                    <MoveList items={Rc::new(move_items(play))} cursor={play.cursor}
                              on_select={handle.dispatch(Action::GoTo)} />
                </div>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            <MoveInput on_move={handle.on_typed(typed_error.clone())} error={(*typed_error).clone()} example="g1-g2" />
            <div class="controls">
                <button data-testid="new-game" onclick={toggle(&show_new_game)}>{ t!("control-new-game") }</button>
                <button data-testid="undo" onclick={handle.dispatch(|_: MouseEvent| Action::Undo)}
                        disabled={play.moves.is_empty()}>{ t!("control-undo") }</button>
                <button data-testid="redo" onclick={handle.dispatch(|_: MouseEvent| Action::Redo)}
                        disabled={play.redo.is_empty()}>{ t!("control-redo") }</button>
                <ShareButton title={title.clone()} url={url(play.link())} />
                <button data-testid="embed" onclick={toggle(&show_embed)} aria-expanded={show_embed.to_string()}>
                    { t!("control-embed") }
                </button>
            </div>
            if *show_embed {
                <EmbedDialog game="azacru" {title}
                             link={GameLink { at: Some(play.cursor), ..play.whole_link() }} />
            }
            if *show_new_game {
                <NewGame<Azacru> values={current_options} {seat_label} {on_start} on_cancel={close_new_game} />
            }
            <SharePanel game_link={url(play.whole_link())}
                        move_link={(later > 0).then(|| url(play.link()))}
                        position_link={url(play.position_link())}
                        record={play.whole_link().to_record(GameId::Azacru).to_string()}
                        file_name={"azacru-game.tessera.txt"} board=".play-area svg.board"
                        on_import={handle.on_import(import_error.clone())} import_error={(*import_error).clone()} />
        </main>
    }
}
