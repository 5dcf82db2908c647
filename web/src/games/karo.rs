//! Karo in the site, both variants: the board whose tiles can be dragged, the view of
//! each variant's engine (`four`, `jumpers`), what they share (`view`), and the rules
//! pages.

pub mod board;
pub mod four;
pub mod jumpers;
pub mod rules;
pub mod view;

use std::rc::Rc;

use yew::prelude::*;

use crate::{
    games::{BoardProps, GameUi, MoveItem, Pending, dests::settle, must_pass},
    i18n::Part,
    state::Play,
    t,
};
use board::{KaroBoard, geometry::Spot, render::colour_class, select::click};
use view::{KaroGame, KaroView, Relocation, colour_name, frame, waiting};

impl<G: KaroGame> GameUi for G {
    const EXAMPLE: &'static str = <G as KaroGame>::EXAMPLE;
    const CLASSES: &'static str = <G as KaroGame>::CLASSES;
    const ENGLISH: &'static str = crate::i18n::english::KARO;
    const RULES: Part = <G as KaroGame>::RULES;

    /// While a dropped tile waits, the status line asks for the piece that enters it.
    fn status(play: &Play<Self>, pending: &[Self::Move]) -> String {
        view::status(play, !pending.is_empty())
    }

    fn move_items(play: &Play<Self>) -> Vec<MoveItem> {
        view::move_items(play)
    }

    fn player_label(&self, player: usize) -> String {
        match player {
            0 => t!("karo-red"),
            _ => t!("karo-white"),
        }
    }

    /// The computer numbers the players in seat order, Red then White; White's home rows
    /// (jumpers) are drawn at the bottom.
    fn turned(&self, you: Option<usize>) -> bool {
        you == Some(0)
    }

    /// A tap on a cell plays the move it completes, when it completes one alone (a
    /// placement); a tap on a piece or a tile only picks it up.
    fn tapped(play: &Play<Self>, cell: &str, _pointer: &str) -> Option<Self::Move> {
        let view = G::view(play);
        let spot = view
            .tiles
            .iter()
            .map(|t| t.at)
            .find(|s| s.to_string() == cell)?;
        match view
            .dests
            .moves(click(&view.picks, None, spot).1?)
            .as_slice()
        {
            &[only] => Some(only),
            _ => None,
        }
    }

    fn board(props: BoardProps<Self>) -> Html {
        board_area(&props)
    }

    fn controls(props: &BoardProps<Self>) -> Html {
        let play = &props.play;
        let passing =
            props.live && must_pass(&play.game, G::PASS) && play.cursor == play.moves.len();
        html! {
            if passing {
                <button data-testid="pass" onclick={props.on_move.reform(|_: MouseEvent| G::PASS)}>
                    { t!("karo-pass") }
                </button>
            }
        }
    }

    fn rules() -> Html {
        G::rules_page()
    }

    fn picture() -> Html {
        rules::home_picture::<G>()
    }
}

/// The pieces beside the board: in hand while they are placed, or home in the race.
fn tally<G: KaroGame>(game: &G) -> Html {
    let lines = game.tally().into_iter().map(|(colour, count, text)| {
        let discs = (0..count).map(|i| {
            html! { <circle class={classes!("disc", colour_class(colour))} cx={(i * 10 + 5).to_string()} cy="5" r="4" /> }
        });
        html! {
            <li class={colour_class(colour)}>
                <span class="side">{ colour_name(colour) }</span>
                if count > 0 {
                    <svg class="discs" viewBox="0 0 60 10" aria-hidden="true">{ for discs }</svg>
                }
                <span class="count">{ text }</span>
            </li>
        }
    });
    html! { <ul class="karo-tally" data-testid="tally">{ for lines }</ul> }
}

/// The cells of the reply the computer expects to its move `best` in the review, each
/// with the colour of the side that makes it.
fn reply<G: KaroGame>(
    game: &G,
    best: Option<G::Move>,
    reply: Option<G::Move>,
) -> Rc<Vec<(Spot, engine::karo::Colour)>> {
    let cells = best.zip(reply).map(|(best, reply)| {
        let mut after = game.clone();
        engine::Game::play_unchecked(&mut after, best);
        let colour = after.side();
        G::cells(reply)
            .into_iter()
            .map(|spot| (spot, colour))
            .collect()
    });
    Rc::new(cells.unwrap_or_default())
}

/// The board, what to do now (on the game's page) and the tally.
fn board_area<G: KaroGame>(props: &BoardProps<G>) -> Html {
    let play = &props.play;
    let id = G::ID;
    let view = match props.live {
        true => waiting::<G>(G::view(play), &props.pending),
        false => KaroView {
            picks: Rc::default(),
            dests: Rc::default(),
            ..G::view(play)
        },
    };
    // The relocation that waits for its piece.
    let pending = props
        .live
        .then(|| props.pending.first().and_then(|&m| G::relocation(m)))
        .flatten();
    let on_touch = {
        let dests = view.dests.clone();
        let (on_move, on_pending) = (props.on_move.clone(), props.on_pending.clone());
        Callback::from(move |touch| settle(dests.moves(touch), &on_move, &on_pending))
    };
    let on_cancel = props.on_pending.reform(|()| Pending::default());
    html! {
        <div class="karo-table">
            <div class="board-wrap">
                <KaroBoard flipped={props.flipped} tiles={view.tiles} picks={view.picks}
                           table={G::TABLE} frame={frame::<G>()} coordinates=true
                           zones={view.zones} last={view.last}
                           gone={view.gone} winning={view.winning} jumpers={G::JUMPERS}
                           mark={Rc::new(props.mark.map(G::cells).unwrap_or_default())}
                           reply={reply(props.mark_from.as_ref().unwrap_or(&play.game), props.mark, props.reply)}
                           {on_touch} on_cancel={on_cancel.clone()}
                           label={t!(format!("{id}-board-label"))} />
            </div>
            if props.on_page {
                <div class="karo-prompt" data-testid="prompt">
                    if let Some(Relocation { tile, to, .. }) = pending {
                        <p role="status" data-testid="relocation">
                            { t!("karo-pending", from = tile.to_string(), to = to.to_string()) }
                        </p>
                        <button data-testid="cancel-relocation" onclick={on_cancel.reform(|_: MouseEvent| ())}>
                            { t!("karo-pending-cancel") }
                        </button>
                    } else if props.live && !play.game.is_over() {
                        <p class="hint" data-testid="karo-hint">{ play.game.hint() }</p>
                    }
                </div>
            }
            { tally(&play.game) }
        </div>
    }
}
