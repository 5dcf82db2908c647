//! Azacru on another site: the status line, what to do now, the board, the score, the
//! move buttons and a link to the full site; in view, play, ai or puzzle mode (against
//! the computer, it plays every player but the visitor).

use std::rc::Rc;

use engine::{
    GameId,
    azacru::{Azacru, AzacruMove},
};
use yew::prelude::*;

use crate::{
    adapters::azacru::{BoardView, board_view, move_items, score_rows, status},
    browser,
    components::{
        azacru_actions::AzacruActions, azacru_board::AzacruBoard, azacru_scores::AzacruScores,
        move_list::MoveList,
    },
    embed::settings::{EmbedSettings, Mode},
    hooks::{use_azacru_pick::use_azacru_pick, use_computer::use_computer, use_embed::use_embed},
    route::GameLink,
    state::Action,
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub settings: EmbedSettings,
    pub link: GameLink,
}

#[component]
pub fn AzacruEmbed(props: &Props) -> Html {
    let settings = &props.settings;
    let embed = use_embed::<Azacru>(settings, &props.link);
    let play = &embed.play;
    let computer = use_computer::<Azacru>(play, false);
    let interactive = embed.interactive && !computer.to_move;
    // A board that only replays offers nothing to pick.
    let on_move = match interactive {
        true => embed.on_move.clone(),
        false => Callback::from(|_: AzacruMove| ()),
    };
    let pick = use_azacru_pick(&play.game, on_move);
    let view = match interactive {
        true => board_view(play),
        false => BoardView {
            movable: Rc::default(),
            ..board_view(play)
        },
    };
    let full_site = browser::url_with(&play.link().to_fragment(GameId::Azacru));
    html! {
        <main class={classes!("embed", "azacru", settings.theme_class())} data-testid="embed">
            <p class="status" data-testid="status" aria-live="polite">{ status(play) }</p>
            if computer.thinking {
                <p class="thinking" role="status" data-testid="thinking">{ t!("computer-thinking") }</p>
            }
            if let Some(text) = &embed.feedback {
                <p class="feedback" role="status" data-testid="puzzle-feedback">{ text }</p>
            }
            if interactive {
                <AzacruActions step={pick.step} flipped={embed.flipped} on_twist={pick.on_twist.clone()}
                               on_preview={pick.on_preview} on_pass={pick.on_pass} />
            }
            <AzacruBoard {view} pick={pick.view} flipped={embed.flipped}
                         on_field={if interactive { pick.on_field } else { Callback::noop() }}
                         on_twist={pick.on_twist} on_cancel={pick.on_cancel} />
            <AzacruScores rows={Rc::new(score_rows(&play.game))} />
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
