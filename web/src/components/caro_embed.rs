//! Caro on another site: the board, the status line, the move buttons and a link to the
//! full site; in view, play, ai or puzzle mode; talking to the host page by messages.

use std::rc::Rc;

use engine::{
    GameId,
    caro::{Caro, CaroMove},
};
use yew::prelude::*;

use crate::{
    adapters::caro::{board_view, choice_explanation, move_items, status},
    browser,
    components::{caro_board::CaroBoard, colour_choice::ColourChoice, move_list::MoveList},
    embed::settings::{EmbedSettings, Mode},
    hooks::{use_computer::use_computer, use_embed::use_embed},
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
pub fn CaroEmbed(props: &Props) -> Html {
    let settings = &props.settings;
    let embed = use_embed::<Caro>(settings, &props.link);
    let play = &embed.play;
    let on_move = &embed.on_move;
    // In `ai` mode the computer plays every colour but the visitor's.
    let computer = use_computer::<Caro>(play, false);
    let interactive = embed.interactive && !computer.to_move;
    let view = board_view(play);
    let targets = match interactive {
        true => view.targets,
        false => Rc::new(vec![false; view.targets.len()]),
    };
    let full_site = browser::url_with(&play.link().to_fragment(GameId::Caro));
    html! {
        <main class={classes!("embed", settings.theme_class())} data-testid="embed">
            <p class="status" data-testid="status" aria-live="polite">{ status(&play.game) }</p>
            if computer.thinking {
                <p class="thinking" role="status" data-testid="thinking">{ t!("computer-thinking") }</p>
            }
            if let Some(text) = &embed.feedback {
                <p class="feedback" role="status" data-testid="puzzle-feedback">{ text }</p>
            }
            if let (true, Some(explanation)) = (interactive, choice_explanation(&play.game)) {
                <ColourChoice {explanation} on_choose={on_move.reform(CaroMove::Choose)} />
            }
            <CaroBoard stones={view.stones} {targets} next={interactive.then_some(view.next).flatten()}
                       last={view.last} winning={view.winning} flipped={embed.flipped}
                       on_place={on_move.reform(CaroMove::Place)} />
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
