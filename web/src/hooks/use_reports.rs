//! What an embedded board tells the page around it: that it is ready, each move, the end,
//! and the height it needs, as the messages of `docs/embedding.md` say (for a club's
//! board and for a live game's embed, `crate::online::watch`).

use std::cell::Cell;

use engine::{Game, Outcome};
use wasm_bindgen::{JsCast, closure::Closure};
use web_sys::ResizeObserver;
use yew::prelude::*;

use crate::{
    embed::messages::{self, BoardEvent},
    state::Play,
};

/// The `gameover` message's result: `winner black`, `winners east,west` or `draw`.
fn result_text<G: Game>(outcome: Outcome) -> String {
    match outcome {
        Outcome::Winner(seat) => format!("winner {}", G::seat_name(seat)),
        Outcome::Winners(seats) => {
            let names: Vec<&str> = seats.iter().map(G::seat_name).collect();
            format!("winners {}", names.join(","))
        }
        Outcome::Draw => "draw".to_owned(),
    }
}

/// Tells the host page of the board, each move, the end, and the height it needs (also
/// for a live game's embed, `crate::online::watch`).
#[hook]
pub fn use_reports<G: Game + 'static>(play: &Play<G>, origin: Option<String>) {
    // The game as its link has it and the position's code, read once for both reports.
    let link = play.whole_link();
    let code = play.game.to_code();
    {
        let origin = origin.clone();
        let ready = BoardEvent::Ready {
            game: G::ID.to_string(),
            options: link.options.join(" "),
            moves: link.moves.join(" "),
            position: code.clone(),
        };
        use_effect_with((), move |_| messages::post(&ready, origin.as_deref()));
    }
    {
        let origin = origin.clone();
        // The moves themselves, not their count: a move from an earlier position replaces
        // the line's later ones, and may leave as many as there were.
        use_effect_with(link.moves, move |moves| {
            if let Some(last) = moves.last() {
                let event = BoardEvent::Move {
                    token: last.clone(),
                    moves: moves.join(" "),
                    position: code,
                };
                messages::post(&event, origin.as_deref());
            }
        });
    }
    {
        let origin = origin.clone();
        use_effect_with(play.game.outcome(), move |outcome| {
            if let Some(outcome) = outcome {
                let result = result_text::<G>(*outcome);
                messages::post(&BoardEvent::Gameover { result }, origin.as_deref());
            }
        });
    }
    use_height_reports(origin);
}

/// Tells the host page the height the page needs, whenever it changes (every embed: a
/// board's, and a lesson's or a puzzle's, `pages::learn_embed`).
#[hook]
pub fn use_height_reports(origin: Option<String>) {
    use_effect_with((), move |_| {
        let observer = observe_height(move |height| post_height(height, origin.as_deref()));
        move || {
            if let Some((observer, _)) = observer {
                observer.disconnect();
            }
        }
    });
}

/// Tells the host page the height the board needs.
pub fn post_height(height: u32, origin: Option<&str>) {
    messages::post(&BoardEvent::Height { height }, origin);
}

/// The height the page needs, in whole CSS pixels.
pub fn page_height(body: &web_sys::HtmlElement) -> u32 {
    let height = body.get_bounding_client_rect().height().ceil();
    // A page is far shorter than `u32::MAX` pixels.
    height.clamp(0.0, f64::from(u32::MAX)) as u32
}

/// A `ResizeObserver` and the callback it calls, which must live as long as it does.
type Observer = (ResizeObserver, Closure<dyn Fn(js_sys::Array)>);

/// Calls `report` with the page's height whenever it changes, growing or shrinking (the
/// board, the move list, a narrower column): a `ResizeObserver` on the body, which an
/// embed does not stretch to its frame. Keeps the observer and its callback alive.
fn observe_height(report: impl Fn(u32) + 'static) -> Option<Observer> {
    let body = gloo::utils::document().body()?;
    let last = Cell::new(0);
    let measured = body.clone();
    let on_resize = Closure::<dyn Fn(js_sys::Array)>::new(move |_| {
        let height = page_height(&measured);
        if height != last.replace(height) {
            report(height);
        }
    });
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(&body);
    Some((observer, on_resize))
}

#[cfg(test)]
mod tests {
    use engine::{Seat, Seats, azacru::Azacru, caro::Caro};

    use super::*;

    #[test]
    fn test_results_name_the_winners() {
        assert_eq!(
            result_text::<Caro>(Outcome::Winner(Seat(0))),
            "winner black"
        );
        assert_eq!(result_text::<Caro>(Outcome::Draw), "draw");
        let shared = Seats::default().with(Seat(1)).with(Seat(3));
        assert_eq!(
            result_text::<Azacru>(Outcome::Winners(shared)),
            "winners east,west"
        );
    }
}
