//! Azacru in the site, for two to four players: the board, the pick of a move by clicks or
//! keys (chevron, target, twist) and the bar that guides it, the scores, the view of the
//! engine and the rules page.

pub mod actions;
pub mod board;
mod history;
mod pick;
pub mod rules;
pub mod scores;
pub mod stage;
mod status;
mod targets;
pub mod view;

use std::rc::Rc;

use engine::{
    Game,
    azacru::{Azacru, AzacruMove, Field, Side, Twist},
};
use yew::prelude::*;

use crate::{
    games::{BoardProps, GameUi, MoveItem, Pending, dests::settle, must_pass},
    hooks::use_kept::use_kept,
    i18n::Part,
    state::Play,
};
use actions::AzacruActions;
use board::AzacruBoard;
use scores::AzacruScores;
use stage::stage;
use view::{Steps, board_view, click, pick_view, score_rows, side_name, steps};

impl GameUi for Azacru {
    const EXAMPLE: &'static str = "g1-g2";
    const CLASSES: &'static str = "azacru";
    const ENGLISH: &'static str = crate::i18n::english::AZACRU;
    const RULES: Part = (
        "rules-azacru",
        include_str!("../../../static/locales/en/rules-azacru.ftl"),
    );

    fn status(play: &Play<Self>, _: &[Self::Move]) -> String {
        view::status(play)
    }

    /// Against the computer, the status line says only "Your move": what a pass or the
    /// last turns mean is said here.
    fn prompt(play: &Play<Self>, _: &[Self::Move], you: Option<usize>, _: bool) -> Option<String> {
        let unusual = must_pass(&play.game, AzacruMove::Pass) || play.game.turns_left().is_some();
        (unusual && you.is_some()).then(|| view::status(play))
    }

    fn move_items(play: &Play<Self>) -> Vec<MoveItem> {
        view::move_items(play)
    }

    fn player_label(&self, player: usize) -> String {
        self.seat_of(player)
            .and_then(Side::from_seat)
            .map(side_name)
            .unwrap_or_default()
    }

    /// The person sits at the bottom: playing North alone, he sees the board turned.
    fn turned(&self, you: Option<usize>) -> bool {
        you.and_then(|player| self.seat_of(player)) == Some(Side::North.seat())
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <AzacruBoardArea ..props /> }
    }

    fn beside(play: &Play<Self>) -> Html {
        html! { <AzacruScores rows={Rc::new(score_rows(&play.game))} /> }
    }

    fn rules() -> Html {
        html! { <rules::AzacruRules /> }
    }

    fn picture() -> Html {
        rules::picture()
    }
}

/// The step the computer expects in reply to its move `best` in the review, with the
/// side that makes it.
fn reply(
    game: &Azacru,
    best: Option<AzacruMove>,
    reply: Option<AzacruMove>,
) -> Option<(Field, Field, Side)> {
    let (Some(best), Some(AzacruMove::Step { from, to, .. })) = (best, reply) else {
        return None;
    };
    let mut after = game.clone();
    after.play_unchecked(best);
    Some((from, to, after.turn()))
}

/// What to do now (while the person may move), and the board. A click on a chevron
/// picks it (kept for the position); a click on its target plays the step, or leaves its
/// twists pending for the bar to offer.
#[component]
fn AzacruBoardArea(props: &BoardProps<Azacru>) -> Html {
    let play = &props.play;
    let (chevron, on_chevron) = use_kept::<Azacru, Option<Field>>(play);
    // The twist under the pointer or the focus, previewed on the board.
    let preview = use_state_eq(|| Twist::None);
    let steps = Rc::new(match props.live {
        true => steps(&play.game),
        false => Steps::default(),
    });
    let view = board_view(play, &steps);
    let pending = match props.live {
        true => props.pending.clone(),
        false => Pending::default(),
    };
    let pick = pick_view(&play.game, &steps, chevron, &pending, *preview);
    let on_field = {
        let (pending, preview) = (pending.clone(), preview.clone());
        let (on_move, on_pending) = (props.on_move.clone(), props.on_pending.clone());
        let on_chevron = on_chevron.clone();
        Callback::from(move |field| {
            let (next, moves) = click(&steps, chevron, &pending, field);
            preview.set(Twist::None);
            on_chevron.emit(next);
            match moves.is_empty() {
                true => on_pending.emit(Pending::default()),
                false => settle(moves, &on_move, &on_pending),
            }
        })
    };
    let on_twist = {
        let (pending, on_move) = (pending.clone(), props.on_move.clone());
        Callback::from(move |twist| {
            let chosen = pending
                .iter()
                .copied()
                .find(|&m| matches!(m, AzacruMove::Step { twist: t, .. } if t == twist));
            if let Some(m) = chosen {
                on_move.emit(m);
            }
        })
    };
    let on_preview = Callback::from(move |twist| preview.set(twist));
    let on_cancel = {
        let on_pending = props.on_pending.clone();
        Callback::from(move |()| {
            on_chevron.emit(None);
            on_pending.emit(Pending::default());
        })
    };
    let mark = match props.mark {
        Some(AzacruMove::Step { from, to, .. }) => Some((from, to)),
        _ => None,
    };
    html! {
        <>
            if props.live {
                <AzacruActions stage={stage(&play.game, &pick)} flipped={props.flipped}
                               on_twist={on_twist.clone()} {on_preview}
                               on_pass={props.on_move.reform(|()| AzacruMove::Pass)} />
            }
            <div class="board-wrap">
                <AzacruBoard {view} {pick} flipped={props.flipped} {on_field} {on_twist} {on_cancel}
                             {mark} reply={reply(props.mark_from.as_ref().unwrap_or(&play.game), props.mark, props.reply)} />
            </div>
        </>
    }
}
