//! Caro in the site: the board, the colour choice of the swap openings, the view of the
//! engine and the rules page.

pub mod board;
pub mod colour_choice;
pub mod rules;
pub mod view;

use engine::{
    Game,
    caro::{Caro, CaroMove, Colour, Person, Point},
};
use yew::prelude::*;

use crate::{
    games::{BoardProps, GameUi, MoveItem},
    i18n::Part,
    state::Play,
    t,
};
use board::CaroBoard;
use colour_choice::ColourChoice;
use view::{board_view, choice_explanation};

impl GameUi for Caro {
    const EXAMPLE: &'static str = "h8";
    const CLASSES: &'static str = "caro";
    const ENGLISH: &'static str = crate::i18n::english::CARO;
    const RULES: Part = (
        "rules-caro",
        include_str!("../../../static/locales/en/rules-caro.ftl"),
    );

    fn status(play: &Play<Self>, _: &[Self::Move]) -> String {
        view::status(&play.game)
    }

    /// In a swap opening the person places stones of both colours: which one is next.
    fn prompt(play: &Play<Self>, _: &[Self::Move], _: Option<usize>, _: bool) -> Option<String> {
        view::prompt(&play.game)
    }

    fn move_items(play: &Play<Self>) -> Vec<MoveItem> {
        view::move_items(play)
    }

    /// The player's colour once the opening has set it (at once in the free opening),
    /// else which person he is: the board and the seats then say the same.
    fn player_label(&self, player: usize) -> String {
        let person = match player {
            0 => Person::Opener,
            _ => Person::Responder,
        };
        match self.holder(Colour::Black) {
            Some(black) if black == person => view::colour_name(Colour::Black),
            Some(_) => view::colour_name(Colour::White),
            None => view::person_title(person),
        }
    }

    /// Never: a Caro board is read with row 1 at the bottom whoever plays which colour,
    /// as every gomoku and caro site draws it (the Flip button still turns it).
    fn turned(&self, _: Option<usize>) -> bool {
        false
    }

    /// A click on a point with a move plays it; a touch only shows the stone.
    fn tapped(play: &Play<Self>, cell: &str, pointer: &str) -> Option<CaroMove> {
        if board::shows_first(pointer) {
            return None;
        }
        let point: Point = cell.parse().ok()?;
        board_view(play, true).dests.first(point)
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <CaroBoardArea ..props /> }
    }

    fn rules() -> Html {
        html! { <rules::CaroRules /> }
    }

    fn picture() -> Html {
        rules::picture()
    }
}

/// The colour choice when one is due, the board, and under it, while a first touch shows
/// a stone, what a second touch does.
#[component]
fn CaroBoardArea(props: &BoardProps<Caro>) -> Html {
    let shown = use_state_eq(|| None::<Point>);
    let game = &props.play.game;
    let view = board_view(&props.play, props.live);
    let on_shown = {
        let shown = shown.clone();
        Callback::from(move |point| shown.set(point))
    };
    html! {
        <>
            if let (true, Some(explanation)) = (props.live, choice_explanation(game)) {
                <ColourChoice {explanation} on_choose={props.on_move.reform(CaroMove::Choose)} />
            }
            <div class="board-wrap">
                <CaroBoard flipped={props.flipped} stones={view.stones} dests={view.dests} next={view.next}
                           last={view.last} winning={view.winning} on_move={props.on_move.clone()} {on_shown}
                           mark={match props.mark { Some(CaroMove::Place(p)) => Some(p), _ => None }}
                           reply={reply(props.mark_from.as_ref().unwrap_or(game), props.mark, props.reply)} />
            </div>
            <p class="move-said" role="status" data-testid="shown-stone-note">
                { shown.map(|point| t!("caro-shown", point = point.to_string())).unwrap_or_default() }
            </p>
        </>
    }
}

/// The reply the computer expects to its move `best` in the review, as the board draws
/// it: its point and its stone's colour (the one after the computer's).
fn reply(game: &Caro, best: Option<CaroMove>, reply: Option<CaroMove>) -> Option<(Point, Colour)> {
    let (Some(best), Some(CaroMove::Place(p))) = (best, reply) else {
        return None;
    };
    let mut after = game.clone();
    after.play_unchecked(best);
    Some((p, after.next_colour()))
}
