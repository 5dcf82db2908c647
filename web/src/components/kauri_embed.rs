//! Kauri on another site: the status line, the board with its sowing animation, the move
//! buttons and a link to the full site; in view, play, ai or puzzle mode.

use std::rc::Rc;

use engine::{
    GameId,
    kauri::{Kauri, KauriMove, PITS, Pit},
};
use yew::prelude::*;

use crate::{
    adapters::kauri::{Counts, move_items, playable, status},
    browser,
    components::{kauri_board::KauriBoard, move_list::MoveList},
    embed::settings::{EmbedSettings, Mode},
    hooks::{
        use_computer::use_computer,
        use_embed::use_embed,
        use_sowing::{Speed, use_sowing},
    },
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
pub fn KauriEmbed(props: &Props) -> Html {
    let settings = &props.settings;
    let embed = use_embed::<Kauri>(settings, &props.link);
    let play = &embed.play;
    let speed = use_state(Speed::preferred);
    let sowing = use_sowing(play, *speed);
    // In `ai` mode the computer's move is sown like the visitor's, and its next one waits
    // until the sowing has been shown (or skipped).
    let computer = use_computer::<Kauri>(play, sowing.frame.is_some());
    let interactive = embed.interactive && !computer.to_move;
    let on_sow = embed
        .on_move
        .reform(|pit: Pit| KauriMove::Sow(pit.letter()));
    let (counts, hand, drop, store) = match sowing.frame {
        Some(frame) => (frame.counts, frame.hand, frame.drop, frame.store),
        None => (Counts::of(&play.game), None, None, None),
    };
    // A board that only replays offers nothing to sow.
    let marks = match interactive {
        true => playable(&play.game),
        false => [false; PITS],
    };
    let full_site = browser::url_with(&play.link().to_fragment(GameId::Kauri));
    html! {
        <main class={classes!("embed", "kauri", settings.theme_class())} data-testid="embed">
            <p class="status" data-testid="status" aria-live="polite">{ status(play) }</p>
            if computer.thinking {
                <p class="thinking" role="status" data-testid="thinking">{ t!("computer-thinking") }</p>
            }
            if let Some(text) = &embed.feedback {
                <p class="feedback" role="status" data-testid="puzzle-feedback">{ text }</p>
            }
            <p class="sowing-note" data-testid="sowing-note" aria-live="polite">
                { sowing.note.map(|note| note.text()).unwrap_or_default() }
            </p>
            <KauriBoard {counts} playable={marks} {hand} {drop} {store} {on_sow}
                        travel={sowing.travel} flipped={embed.flipped}
                        on_skip={sowing.on_skip.clone()} />
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
