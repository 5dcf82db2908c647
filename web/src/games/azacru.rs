//! Azacru in the site, for two to four players: the board, the pick of a move by clicks or
//! keys (chevron, target, twist) and the bar that guides it, the scores, the view of the
//! engine and the rules page.

pub mod actions;
pub mod board;
mod history;
mod pick;
pub mod rules;
pub mod scores;
mod status;
pub mod step;
mod targets;
pub mod use_pick;
pub mod view;

use std::rc::Rc;

use ai::Computer;
use engine::{
    Game, Seat,
    azacru::{Azacru, Side},
};
use yew::prelude::*;

use crate::{
    games::{GameUi, MoveItem, TableProps},
    i18n::Part,
    state::Play,
};
use actions::AzacruActions;
use board::AzacruBoard;
use scores::AzacruScores;
use targets::must_pass;
use use_pick::use_pick;
use view::{BoardView, board_view, score_rows, side_name};

impl GameUi for Azacru {
    type Step = ();
    const EXAMPLE: &'static str = "g1-g2";
    const CLASSES: &'static str = "azacru";
    const RULES: Part = (
        "rules-azacru",
        include_str!("../../../static/locales/en/rules-azacru.ftl"),
    );

    fn status(play: &Play<Self>, _: &()) -> String {
        view::status(play)
    }

    /// Against the computer, the status line says only "Your move": what a pass or the
    /// last turns mean is said here.
    fn prompt(play: &Play<Self>, _: &()) -> Option<String> {
        let unusual = must_pass(&play.game) || play.game.turns_left().is_some();
        (unusual && !play.computer.is_empty()).then(|| view::status(play))
    }

    fn move_items(play: &Play<Self>) -> Vec<MoveItem> {
        view::move_items(play)
    }

    fn seat_label(seat: Seat) -> String {
        Side::from_seat(seat).map(side_name).unwrap_or_default()
    }

    /// The person sits at the bottom: playing North alone, he sees the board turned.
    fn turned(play: &Play<Self>) -> bool {
        people(play) == [Side::North]
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <AzacruTable ..props /> }
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

/// The sides people play (the computer plays the others).
fn people(play: &Play<Azacru>) -> Vec<Side> {
    play.game
        .seats()
        .iter()
        .filter(|&seat| play.computer_level(play.game.player_in(seat)).is_none())
        .filter_map(Side::from_seat)
        .collect()
}

/// The step the computer expects in reply to its move `best` in the review, with the
/// side that makes it.
fn reply(
    game: &Azacru,
    best: Option<engine::azacru::AzacruMove>,
    reply: Option<engine::azacru::AzacruMove>,
) -> Option<(engine::azacru::Field, engine::azacru::Field, Side)> {
    let (Some(best), Some(engine::azacru::AzacruMove::Step { from, to, .. })) = (best, reply)
    else {
        return None;
    };
    let mut after = game.clone();
    after.play_unchecked(best);
    Some((from, to, after.turn()))
}

/// What to do now (while the person may move), and the board.
#[component]
fn AzacruTable(props: &TableProps<Azacru>) -> Html {
    let play = &props.play;
    let on_move = match props.live {
        true => props.on_move.clone(),
        false => Callback::noop(),
    };
    let pick = use_pick(&play.game, on_move);
    let view = match props.live {
        true => board_view(play),
        false => BoardView {
            movable: Rc::default(),
            ..board_view(play)
        },
    };
    let on_field = match props.live {
        true => pick.on_field,
        false => Callback::noop(),
    };
    html! {
        <>
            if props.live {
                <AzacruActions step={pick.step} flipped={props.flipped} on_twist={pick.on_twist.clone()}
                               on_preview={pick.on_preview} on_pass={pick.on_pass} />
            }
            <div class="board-wrap">
                <AzacruBoard {view} pick={pick.view} flipped={props.flipped} {on_field}
                             on_twist={pick.on_twist} on_cancel={pick.on_cancel}
                             mark={match props.mark { Some(engine::azacru::AzacruMove::Step { from, to, .. }) => Some((from, to)), _ => None }}
                             reply={reply(&play.game, props.mark, props.reply)} />
            </div>
        </>
    }
}
