//! The Caro page: status, board, colour choice, moves, and the game controls.

use std::rc::Rc;

use engine::{
    Game, GameId, GameOptions, Seat,
    caro::{Caro, CaroMove, CaroOptions},
};
use yew::prelude::*;

use crate::{
    adapters::caro::{board_view, choice_explanation, move_items, status},
    browser,
    components::{
        caro_board::CaroBoard,
        colour_choice::ColourChoice,
        embed_dialog::EmbedDialog,
        move_input::MoveInput,
        move_list::MoveList,
        new_game::NewGame,
        notice::NoticeBar,
        offers::{DiscardBar, ResumeBar},
        share::{ShareButton, SharePanel},
    },
    hooks::{use_game::use_game, use_replay_keys::use_replay_keys},
    route::GameLink,
    state::Action,
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
pub fn CaroPage(props: &Props) -> Html {
    let handle = use_game::<Caro>(&props.link, props.nav);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let play = &handle.play;
    let game = handle.game();
    let view = board_view(play);

    let on_place = handle.dispatch(|p| Action::Play(CaroMove::Place(p)));
    let on_choose = handle.dispatch(|c| Action::Play(CaroMove::Choose(c)));
    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(move |assignments: Vec<String>| {
            let mut options = CaroOptions::default();
            for assignment in &assignments {
                // The form offers only valid values; anything else keeps its default.
                let _ = options.assign(assignment);
            }
            on_new_game.emit(options);
            show.set(false);
        })
    };
    let toggle_new_game = {
        let show = show_new_game.clone();
        Callback::from(move |_: MouseEvent| show.set(!*show))
    };
    let toggle_embed = {
        let show = show_embed.clone();
        Callback::from(move |_: MouseEvent| show.set(!*show))
    };
    let close_new_game = {
        let show = show_new_game.clone();
        Callback::from(move |()| show.set(false))
    };
    let on_import = handle.on_import(import_error.clone());
    // A typed move is read as a person types: spaces and capitals do not matter.
    let on_typed = handle.on_typed(typed_error.clone());
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
    let current_options: Vec<(&'static str, &'static str)> = CaroOptions::SPECS
        .iter()
        .filter_map(|spec| Some((spec.key, game.options().get(spec.key)?)))
        .collect();
    let title = format!("{} · {}", t!("game-caro"), t!("site-name"));
    let url = |link: GameLink| browser::url_with(&link.to_fragment(GameId::Caro));
    let later = play.moves.len() - play.cursor;

    html! {
        <main class="game-page caro">
            <div class="page-title">
                <h1>{ t!("game-caro") }</h1>
                <a href="#/caro/rules" data-testid="rules-link">{ t!("rules-link") }</a>
            </div>
            if let Some(notice) = &play.notice {
                <NoticeBar notice={notice.clone()} kept={play.moves.len()}
                           on_keep={handle.dispatch(|()| Action::Dismiss)}
                           on_new_game={handle.on_new_game.reform(|()| CaroOptions::default())} />
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
            <p class="status" data-testid="status" aria-live="polite">{ status(game) }</p>
            if let Some(m) = play.pending {
                <DiscardBar token={m.to_string()} {later}
                            on_confirm={handle.dispatch(|()| Action::ConfirmPending)}
                            on_cancel={handle.dispatch(|()| Action::CancelPending)} />
            }
            if let Some(explanation) = choice_explanation(game) {
                <ColourChoice {explanation} {on_choose} />
            }
            <div class="play-area">
                <div class="board-wrap">
                    <CaroBoard stones={view.stones} targets={view.targets} next={view.next}
                               last={view.last} winning={view.winning} {on_place} />
                </div>
                <MoveList items={Rc::new(move_items(play))} cursor={play.cursor}
                          on_select={handle.dispatch(Action::GoTo)} />
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            <MoveInput on_move={on_typed} error={(*typed_error).clone()} example="h8" />
            <div class="controls">
                <button data-testid="new-game" onclick={toggle_new_game}>{ t!("control-new-game") }</button>
                <button data-testid="undo" onclick={handle.dispatch(|_: MouseEvent| Action::Undo)}
                        disabled={play.moves.is_empty()}>{ t!("control-undo") }</button>
                <button data-testid="redo" onclick={handle.dispatch(|_: MouseEvent| Action::Redo)}
                        disabled={play.redo.is_empty()}>{ t!("control-redo") }</button>
                <ShareButton title={title.clone()} url={url(play.link())} />
                <button data-testid="embed" onclick={toggle_embed} aria-expanded={show_embed.to_string()}>
                    { t!("control-embed") }
                </button>
            </div>
            if *show_embed {
                <EmbedDialog game="caro" {title}
                             link={GameLink { at: Some(play.cursor), ..play.whole_link() }} />
            }
            if *show_new_game {
                <NewGame<Caro> values={current_options}
                         seat_label={Callback::from(|seat: Seat| match seat.0 {
                             0 => t!("person-opener-title"),
                             _ => t!("person-responder-title"),
                         })}
                         {on_start} on_cancel={close_new_game} />
            }
            <SharePanel game_link={url(play.whole_link())}
                        move_link={(later > 0).then(|| url(play.link()))}
                        position_link={url(play.position_link())}
                        record={play.whole_link().to_record(GameId::Caro).to_string()}
                        file_name={"caro-game.tessera.txt"}
                        {on_import} import_error={(*import_error).clone()} />
        </main>
    }
}
