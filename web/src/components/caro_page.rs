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
    hooks::{
        use_computer::{available, use_computer},
        use_game::use_game,
        use_replay_keys::use_replay_keys,
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
pub fn CaroPage(props: &Props) -> Html {
    let handle = use_game::<Caro>(&props.link, props.nav);
    use_replay_keys(handle.play.dispatcher());
    let show_new_game = use_state(|| false);
    let show_embed = use_state(|| false);
    let import_error = use_state(|| None::<String>);
    let typed_error = use_state(|| None::<String>);
    let computer = use_computer::<Caro>(&handle.play, ai::Computer::player_to_move);
    let play = &handle.play;
    let game = handle.game();
    let mut view = board_view(play);
    // While the computer is to move, the board and the colour choice are not the person's.
    let computer_to_move = ai::Computer::player_to_move(game)
        .and_then(|p| play.computer_level(p))
        .is_some();
    if computer_to_move {
        view.targets = Rc::new(vec![false; view.targets.len()]);
        view.next = None;
    }
    let seat_levels: Vec<u8> = (0..2)
        .map(|p| play.computer_level(p).unwrap_or(0))
        .collect();

    let on_place = handle.dispatch(|p| Action::Play(CaroMove::Place(p)));
    let on_choose = handle.dispatch(|c| Action::Play(CaroMove::Choose(c)));
    let on_start = {
        let (on_new_game, show) = (handle.on_new_game.clone(), show_new_game.clone());
        Callback::from(
            move |(assignments, computer): (Vec<String>, ComputerSeats)| {
                let mut options = CaroOptions::default();
                for assignment in &assignments {
                    // The form offers only valid values; anything else keeps its default.
                    let _ = options.assign(assignment);
                }
                on_new_game.emit((options, computer));
                show.set(false);
            },
        )
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
                           on_new_game={handle.on_new_game.reform(|()| (CaroOptions::default(), Vec::new()))} />
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
            <p class="status" data-testid="status" aria-live="polite">{ status(game) }</p>
            if let Some(m) = play.pending {
                <DiscardBar token={m.to_string()} {later}
                            on_confirm={handle.dispatch(|()| Action::ConfirmPending)}
                            on_cancel={handle.dispatch(|()| Action::CancelPending)} />
            }
            if computer.thinking {
                <p class="thinking" role="status" data-testid="thinking">{ t!("computer-thinking") }</p>
            }
            if let Some(token) = &computer.hint {
                <p class="hint" role="status" data-testid="hint-text">{ t!("computer-hint", token = token.clone()) }</p>
            }
            if let (false, Some(explanation)) = (computer_to_move, choice_explanation(game)) {
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
                <button data-testid="undo" disabled={play.moves.is_empty()}
                        onclick={match play.computer.is_empty() {
                            true => handle.dispatch(|_: MouseEvent| Action::Undo),
                            false => computer.on_undo.reform(|_: MouseEvent| ()),
                        }}>{ t!("control-undo") }</button>
                if available(GameId::Caro) && !game.is_over() && !computer_to_move {
                    <button data-testid="hint" onclick={computer.on_hint.reform(|_: MouseEvent| ())}>
                        { t!("control-hint") }
                    </button>
                }
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
                         levels={seat_levels} computer={available(GameId::Caro)}
                         {on_start} on_cancel={close_new_game} />
            }
            <SharePanel game_link={url(play.whole_link())}
                        move_link={(later > 0).then(|| url(play.link()))}
                        position_link={url(play.position_link())}
                        record={play.whole_link().to_record(GameId::Caro).to_string()}
                        file_name={"caro-game.tessera.txt"} board=".play-area svg.board"
                        {on_import} import_error={(*import_error).clone()} />
        </main>
    }
}
