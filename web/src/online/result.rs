//! The end of an online game as each person meets it: "You won", "You lost" or "Draw" (a
//! spectator reads "Game over"), why, a rematch, the review and sharing. A rematch that
//! every seat asked for opens by itself in every page that saw it made.

use engine::{GameId, Seat, Seats};
use protocol::{ClientMessage, EndReason, Outcome, Rematch};
use yew::prelude::*;

use super::{live::Live, seats::seat_name};
use crate::{
    address::{self, Write},
    components::{
        game_frame::title,
        result_panel::{Verdict, result_panel},
        share::ShareButton,
    },
    games::GameUi,
    link::OnlineLink,
    state::Play,
    t,
};

/// The engine's outcome of a protocol's (an online seat is the engine's player).
pub fn outcome(outcome: &Outcome) -> engine::Outcome {
    match outcome {
        Outcome::Winner { seat } => engine::Outcome::Winner(Seat(*seat)),
        Outcome::Winners { seats } => engine::Outcome::Winners(
            seats
                .iter()
                .fold(Seats::default(), |won, &seat| won.with(Seat(seat))),
        ),
        Outcome::Draw => engine::Outcome::Draw,
    }
}

/// Why the game ended, in a sentence: the game's own words for an end by its rules.
pub fn reason<G: GameUi>(play: &Play<G>, live: &Live) -> Option<String> {
    let end = live.end()?;
    let name = |seat: u8| seat_name(&play.game, seat);
    Some(match end.reason {
        EndReason::Rules => G::status(play, &[]),
        EndReason::Resigned { seat } => t!("online-end-resigned", seat = name(seat)),
        EndReason::Time { seat } => t!("online-end-time", seat = name(seat)),
        EndReason::Agreed => t!("online-end-agreed"),
        EndReason::Claimed { seat } => t!("online-end-claimed", seat = name(seat)),
    })
}

/// The end as this browser's person meets it, once the game is over: the verdict, and why.
pub fn verdict<G: GameUi>(play: &Play<G>, live: &Live) -> Option<(Verdict, String)> {
    let end = live.end()?;
    let verdict = Verdict::of(&outcome(&end.outcome), live.you().map(Seat));
    Some((verdict, reason(play, live)?))
}

/// Opens the rematch by itself where the page saw the game end without one (a page
/// opened on a game whose rematch is made offers a link instead).
#[hook]
pub fn use_rematch_follow(game: GameId, live: &Live, key: Option<String>) {
    let next = live.rematch().and_then(|r| r.next.clone());
    let over = live.end().is_some();
    let saw_end = use_mut_ref(|| false);
    use_effect_with((next, over), move |(next, over)| match next {
        Some(id) if *saw_end.borrow() => {
            let link = OnlineLink {
                id: id.clone(),
                key,
            };
            address::write(Write::Open, &link.to_fragment(game));
        }
        Some(_) => {}
        None => *saw_end.borrow_mut() = *over,
    });
}

/// What the result panel needs of the page.
#[derive(Debug)]
pub struct Ends<'a> {
    /// This browser's link to the game (its key opens its seat of the rematch too).
    pub link: &'a OnlineLink,
    /// Sends a message about the game.
    pub send: &'a Callback<ClientMessage>,
    /// Opens the game's review.
    pub on_review: Callback<MouseEvent>,
}

/// The result panel of a game over, nothing while it goes on: the verdict, why, the
/// rematch, the review and sharing.
pub fn online_result<G: GameUi>(play: &Play<G>, live: &Live, ends: Ends) -> Html {
    let (Some((verdict, reason)), Some(game)) = (verdict(play, live), live.game.as_ref()) else {
        return Html::default();
    };
    let names: Vec<String> = (0..game.seats.len())
        .map(|seat| seat_name(&play.game, u8::try_from(seat).unwrap_or(u8::MAX)))
        .collect();
    let share = address::url(&crate::online::use_live::game_link(live).to_fragment(G::ID));
    let next = html! {
        <>
            { rematch(G::ID, &game.rematch, game.you, &names, &ends) }
            <button data-testid="result-review" onclick={ends.on_review.clone()}>{ t!("control-review") }</button>
            <ShareButton title={title::<G>()} url={share} testid="result-share" />
        </>
    };
    result_panel(verdict, reason, next)
}

/// The rematch's controls for seat `you`: ask, the others' ask to accept or decline, the
/// wait for them, or the rematch made (which a spectator may watch too).
fn rematch(
    game: GameId,
    rematch: &Rematch,
    you: Option<u8>,
    names: &[String],
    ends: &Ends,
) -> Html {
    let ask = |accept| {
        ends.send
            .reform(move |_: MouseEvent| ClientMessage::Rematch { accept })
    };
    if let Some(id) = rematch.next.clone() {
        let link = OnlineLink {
            id,
            key: ends.link.key.clone(),
        };
        return html! {
            <a class="link-button" data-testid="rematch-open" href={address::url(&link.to_fragment(game))}>
                { t!("rematch-open") }
            </a>
        };
    }
    let Some(you) = you else {
        return Html::default();
    };
    let name = |seat: u8| names.get(usize::from(seat)).cloned().unwrap_or_default();
    let others: Vec<String> = rematch
        .asked
        .iter()
        .filter(|&&seat| seat != you)
        .map(|&seat| name(seat))
        .collect();
    let declined = rematch.declined.filter(|&seat| seat != you).map(name);
    match (rematch.asked.contains(&you), others.is_empty()) {
        (true, _) => html! {
            <>
                <p class="rematch-note" role="status" data-testid="rematch-asked">{ t!("rematch-asked") }</p>
                <button data-testid="rematch-cancel" onclick={ask(false)}>{ t!("new-game-cancel") }</button>
            </>
        },
        (false, false) => html! {
            <>
                <p class="rematch-note" role="status" data-testid="rematch-offered">
                    { t!("rematch-offered", seats = others.join(", ")) }
                </p>
                <button data-testid="rematch" class="primary" onclick={ask(true)}>{ t!("rematch-accept") }</button>
                <button data-testid="rematch-decline" onclick={ask(false)}>{ t!("online-draw-decline") }</button>
            </>
        },
        (false, true) => html! {
            <>
                if let Some(seat) = declined {
                    <p class="rematch-note" role="status" data-testid="rematch-declined">{ t!("rematch-declined", seat = seat) }</p>
                }
                <button data-testid="rematch" class="primary" onclick={ask(true)}>{ t!("rematch") }</button>
            </>
        },
    }
}
