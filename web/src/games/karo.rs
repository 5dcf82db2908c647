//! Karo in the site, both variants: the board whose tiles can be dragged, the view of
//! each variant's engine (`four`, `jumpers`), what they share (`view`), and the rules
//! pages.

pub mod board;
pub mod four;
pub mod jumpers;
pub mod rules;
pub mod view;

use engine::Seat;
use yew::prelude::*;

use crate::{
    games::{GameUi, MoveItem, TableProps},
    i18n::Part,
    seats::person_at_top,
    state::Play,
    t,
};
use board::{KaroBoard, geometry::Spot, render::colour_class, select::Pick};
use view::{KaroGame, Relocation, colour_name, frame, must_pass};

impl<G: KaroGame> GameUi for G {
    /// A tile put on its new cell, waiting for the piece that enters it.
    type Step = Option<Relocation>;
    const EXAMPLE: &'static str = <G as KaroGame>::EXAMPLE;
    const CLASSES: &'static str = <G as KaroGame>::CLASSES;
    const RULES: Part = <G as KaroGame>::RULES;

    fn status(play: &Play<Self>, step: &Self::Step) -> String {
        view::status(play, pending(play, *step).is_some())
    }

    fn move_items(play: &Play<Self>) -> Vec<MoveItem> {
        view::move_items(play)
    }

    fn seat_label(seat: Seat) -> String {
        match seat.0 {
            0 => t!("karo-red"),
            _ => t!("karo-white"),
        }
    }

    /// The computer numbers the players in seat order, Red then White; White's home rows
    /// (jumpers) are drawn at the bottom.
    fn turned(play: &Play<Self>) -> bool {
        person_at_top(&play.computer, 1, 0)
    }

    fn table(props: TableProps<Self>) -> Html {
        table(&props)
    }

    fn controls(props: &TableProps<Self>) -> Html {
        let play = &props.play;
        let passing = props.live && must_pass(&play.game) && play.cursor == play.moves.len();
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

/// The relocation `step` waits for its piece, if it still may in the position shown.
fn pending<G: KaroGame>(play: &Play<G>, step: Option<Relocation>) -> Option<Relocation> {
    step.filter(|&waiting| G::view(play, Some(waiting)).picks.enter.is_some())
}

/// What dropping a tile from `from` on `to` comes to: the move itself when one piece
/// alone can enter it (the board then shows it go there), else a wait for the player's
/// choice; `None` if the tile may not go there.
fn lift<G: KaroGame>(play: &Play<G>, from: Spot, to: Spot) -> Option<Result<G::Move, Relocation>> {
    let entering = G::view(play, Some((from, to)));
    entering.picks.enter?;
    Some(match entering.dests.0.as_slice() {
        &[(_, only)] => Ok(only),
        _ => Err((from, to)),
    })
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
) -> std::rc::Rc<Vec<(Spot, engine::karo::Colour)>> {
    let cells = best.zip(reply).map(|(best, reply)| {
        let mut after = game.clone();
        engine::Game::play_unchecked(&mut after, best);
        let colour = after.side();
        G::cells(reply)
            .into_iter()
            .map(|spot| (spot, colour))
            .collect()
    });
    std::rc::Rc::new(cells.unwrap_or_default())
}

/// The board, what to do now (on the game's page) and the tally.
fn table<G: KaroGame>(props: &TableProps<G>) -> Html {
    let play = &props.play;
    let id = G::ID;
    // The view with the dropped tile waiting for its piece, while it still may; else the
    // plain view.
    let waiting = props
        .step
        .filter(|_| props.live)
        .map(|relocation| (relocation, G::view(play, Some(relocation))))
        .filter(|(_, view)| view.picks.enter.is_some());
    let pending = waiting.as_ref().map(|&(relocation, _)| relocation);
    let mut view = waiting.map_or_else(|| G::view(play, None), |(_, view)| view);
    if !props.live {
        view.picks = Default::default();
        view.dests = Default::default();
    }
    let on_pick = {
        let (play, dests) = (play.clone(), view.dests.clone());
        let (on_move, on_step) = (props.on_move.clone(), props.on_step.clone());
        Callback::from(move |pick| match pick {
            Pick::Lift(from, to) => match lift(&play, from, to) {
                Some(Ok(m)) => on_move.emit(m),
                Some(Err(relocation)) => on_step.emit(Some(relocation)),
                None => {}
            },
            _ => {
                if let Some(m) = dests.get(pick) {
                    on_move.emit(m);
                }
            }
        })
    };
    let on_cancel = props.on_step.reform(|()| None);
    html! {
        <div class="karo-table">
            <div class="board-wrap">
                <KaroBoard flipped={props.flipped} tiles={view.tiles} picks={view.picks}
                           table={G::TABLE} frame={frame::<G>()} coordinates=true
                           zones={view.zones} last={view.last}
                           gone={view.gone} winning={view.winning} jumpers={G::JUMPERS}
                           mark={std::rc::Rc::new(props.mark.map(G::cells).unwrap_or_default())}
                           reply={reply(&play.game, props.mark, props.reply)}
                           {on_pick} on_cancel={on_cancel.clone()}
                           label={t!(format!("{id}-board-label"))} />
            </div>
            if props.on_page {
                <div class="karo-prompt" data-testid="prompt">
                    if let Some((from, to)) = pending {
                        <p role="status" data-testid="relocation">
                            { t!("karo-pending", from = from.to_string(), to = to.to_string()) }
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
