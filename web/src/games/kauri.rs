//! Kauri in the site: the board with its sowing animation, the view of the engine and the
//! rules page.

pub mod board;
pub mod last_move;
pub mod rules;
pub mod sowing;
pub mod use_sowing;
pub mod view;

use std::rc::Rc;

use engine::{
    Game,
    kauri::{Kauri, KauriMove, Pit, Side},
};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::{
    games::{BoardProps, GameUi, MoveItem, must_pass},
    i18n::Part,
    state::Play,
    t,
};
use board::KauriBoard;
use last_move::LastMove;
use use_sowing::{Speed, use_sowing};
use view::{Counts, dests, owners, side_name};

impl GameUi for Kauri {
    const EXAMPLE: &'static str = "c";
    const CLASSES: &'static str = "kauri";
    const ENGLISH: &'static str = crate::i18n::english::KAURI;
    const RULES: Part = (
        "rules-kauri",
        include_str!("../../../static/locales/en/rules-kauri.ftl"),
    );

    fn status(play: &Play<Self>, _: &[Self::Move]) -> String {
        view::status(play)
    }

    fn prompt(
        play: &Play<Self>,
        _: &[Self::Move],
        _: Option<usize>,
        flipped: bool,
    ) -> Option<String> {
        view::prompt(play, flipped)
    }

    fn busy_status(play: &Play<Self>) -> String {
        view::sowing_status(play)
    }

    fn move_items(play: &Play<Self>) -> Vec<MoveItem> {
        view::move_items(play)
    }

    fn player_label(&self, player: usize) -> String {
        side_name(match player {
            0 => Side::South,
            _ => Side::North,
        })
    }

    /// North, player 1, is drawn at the top.
    fn turned(&self, you: Option<usize>) -> bool {
        you == Some(1)
    }

    /// A tap on a pit with a move sows it (from the start: `use_sowing`).
    fn tapped(play: &Play<Self>, cell: &str, _pointer: &str) -> Option<KauriMove> {
        let pit = Pit::all().find(|&pit| board::cell_name(pit) == cell)?;
        dests(&play.game, true).first(pit)
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <KauriBoardArea ..props /> }
    }

    fn rules() -> Html {
        html! { <rules::KauriRules /> }
    }

    fn picture() -> Html {
        rules::picture()
    }
}

/// The reply the computer expects to its sowing `best` in the review: the pit it sows
/// from, on the side to move after it (which may be the same side's again).
fn reply(game: &Kauri, best: Option<KauriMove>, reply: Option<KauriMove>) -> Option<Pit> {
    let (Some(best), Some(KauriMove::Sow(letter))) = (best, reply) else {
        return None;
    };
    let mut after = game.clone();
    after.play_unchecked(best);
    Some(Pit::new(after.side_to_move(), letter))
}

/// What the sowing is showing, the board, and under it what the last move captured, the
/// pass (when forced) and, on the game's page, the sowing speed.
#[component]
fn KauriBoardArea(props: &BoardProps<Kauri>) -> Html {
    let speed = use_state(Speed::preferred);
    let play = &props.play;
    let game = &play.game;
    let sowing = use_sowing(play, *speed);
    // The computer's move is sown like a person's, and its next one waits until the
    // sowing has been shown (or skipped).
    {
        let on_busy = props.on_busy.clone();
        use_effect_with(sowing.frame.is_some(), move |&busy| on_busy.emit(busy));
    }
    let on_speed = {
        let speed = speed.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(chosen) = Speed::named(&value) {
                chosen.remember();
                speed.set(chosen);
            }
        })
    };
    let (counts, hand, drop, store) = match sowing.frame {
        Some(frame) => (frame.counts, frame.hand, frame.drop, frame.store),
        None => (Counts::of(game), None, None, None),
    };
    let passing = props.live && must_pass(game, KauriMove::Pass) && sowing.frame.is_none();
    // The last move's marks and words once its sowing is over: they tell its result.
    let last = sowing.frame.is_none().then(|| LastMove::of(play)).flatten();
    let marked_in = props.mark_from.as_ref().unwrap_or(game);
    html! {
        <>
            // What happens while the move is sown, for the eye; the line under the board
            // says what it did once it is over, for everyone.
            <p class="sowing-note" data-testid="sowing-note">
                { sowing.note.filter(|_| sowing.frame.is_some()).map(|note| note.text()).unwrap_or_default() }
            </p>
            <div class="board-wrap">
                <KauriBoard {counts} dests={Rc::new(dests(game, props.live))} flipped={props.flipped} {hand} {drop} {store}
                            on_move={props.on_move.clone()} travel={sowing.travel}
                            on_skip={sowing.on_skip.clone()} owners={Some(owners(play))} {last}
                            mark={match props.mark { Some(KauriMove::Sow(letter)) => Some(Pit::new(marked_in.side_to_move(), letter)), _ => None }}
                            reply={reply(marked_in, props.mark, props.reply)} />
            </div>
            <p class="move-said" role="status" data-testid="move-said">
                { last.and_then(|last| last.said()).unwrap_or_default() }
            </p>
            if passing || props.on_page {
                <div class="sowing-controls">
                    if passing {
                        <button data-testid="pass"
                                onclick={props.on_move.reform(|_: MouseEvent| KauriMove::Pass)}>
                            { t!("kauri-pass") }
                        </button>
                    }
                    if props.on_page {
                        <label>
                            { t!("kauri-speed") }{ " " }
                            <select data-testid="speed" onchange={on_speed}>
                                { for Speed::ALL.iter().map(|s| html! {
                                    <option value={s.name()} selected={*s == *speed}>
                                        { t!(format!("kauri-speed-{}", s.name())) }
                                    </option>
                                }) }
                            </select>
                        </label>
                    }
                </div>
            }
        </>
    }
}
