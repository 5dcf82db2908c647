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
        result_panel::{ResultPanel, Verdict},
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

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub game: GameId,
    /// The verdict for this browser, and why the game ended.
    pub end: (Verdict, String),
    /// The rematch asked for, and this browser's seat (none: a spectator's).
    pub rematch: Rematch,
    pub you: Option<u8>,
    /// Each seat's name, in seat order.
    pub names: Vec<String>,
    /// This browser's link to the game (its key opens its seat of the rematch too).
    pub link: OnlineLink,
    /// The finished game's own link, to share.
    pub share: String,
    /// Sends a message about the game.
    pub send: Callback<ClientMessage>,
    /// Opens the game's review.
    pub on_review: Callback<MouseEvent>,
}

/// The result panel of a game over.
#[component]
pub fn OnlineResult(props: &Props) -> Html {
    let next = props.rematch.next.clone();
    // The rematch opens by itself where the page saw the game end without one.
    let saw_end = use_mut_ref(|| false);
    {
        let (saw_end, key, game) = (saw_end.clone(), props.link.key.clone(), props.game);
        use_effect_with(next.clone(), move |next| match next {
            Some(id) if *saw_end.borrow() => {
                let link = OnlineLink {
                    id: id.clone(),
                    key,
                };
                address::write(Write::Open, &link.to_fragment(game));
            }
            Some(_) => {}
            None => *saw_end.borrow_mut() = true,
        });
    }
    let (verdict, reason) = props.end.clone();
    let title = format!(
        "{} · {}",
        t!(format!("game-{}", props.game)),
        t!("site-name")
    );
    html! {
        <ResultPanel {verdict} {reason}>
            { rematch(props, next) }
            <button data-testid="result-review" onclick={props.on_review.clone()}>{ t!("control-review") }</button>
            <ShareButton {title} url={props.share.clone()} testid="result-share" />
        </ResultPanel>
    }
}

/// The rematch's controls for a seat: ask, the others' ask to accept or decline, the
/// wait for them, or the rematch made (which a spectator may watch too).
fn rematch(props: &Props, next: Option<String>) -> Html {
    let send = &props.send;
    let ask = |accept| send.reform(move |_: MouseEvent| ClientMessage::Rematch { accept });
    if let Some(id) = next {
        let link = OnlineLink {
            id,
            key: props.link.key.clone(),
        };
        return html! {
            <a class="link-button" data-testid="rematch-open" href={address::url(&link.to_fragment(props.game))}>
                { t!("rematch-open") }
            </a>
        };
    }
    let (rematch, Some(you)) = (&props.rematch, props.you) else {
        return Html::default();
    };
    let name = |seat: u8| {
        props
            .names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_default()
    };
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
