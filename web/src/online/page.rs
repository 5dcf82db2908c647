//! An online game on its game's page: the same title, board, status line and moves as
//! every game, with the seats' players and clocks above the board, and the online
//! controls below it (resign, a draw, a claim); the invite links while seats are free.
//! A move shows at once and is marked as on its way until the server confirms it; the
//! others' moves arrive on the board as a local move does. Undo and Hint are not offered;
//! once the game ends it opens as an ordinary link, in its review.

use std::rc::Rc;

use protocol::{ClientMessage, EndReason, Outcome, Refusal};
use yew::prelude::*;

use super::{
    attention::use_your_move,
    invite::{invite_panel, url},
    live::{Connection, Live},
    mine,
    result::{self, Ends, online_result, use_rematch_follow},
    seats::{seat_list, seat_name},
    use_live::{game_link, use_live_game},
    wrong_link::{Wrong, wrong_link},
};
use crate::{
    address::{self, Write},
    components::{
        embed_dialog,
        game_frame::{flip_button, page_title, title},
        move_input::MoveInput,
        move_list::{MoveList, announcement},
    },
    embed::settings::EmbedSettings,
    games::{BoardProps, GameUi, Pending},
    hooks::{use_flip::use_flip, use_game::read_typed, use_kept::use_kept},
    link::{GameLink, OnlineLink},
    state::{Action, Play},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game's link: its id, and this browser's seat's secret.
    pub link: OnlineLink,
}

/// How the game ended, in a sentence: why, then who won.
fn end_text<G: GameUi>(play: &Play<G>, live: &Live) -> Option<String> {
    let why = result::reason(play, live)?;
    if live.end()?.reason == EndReason::Rules {
        // The game's own words say who won.
        return Some(why);
    }
    let name = |seat: u8| seat_name(&play.game, seat);
    let result = match &live.end()?.outcome {
        Outcome::Winner { seat } => t!("online-winner", seat = name(*seat)),
        Outcome::Winners { seats } => {
            let names: Vec<String> = seats.iter().map(|&s| name(s)).collect();
            t!("online-winners", seats = names.join(", "))
        }
        Outcome::Draw => t!("online-draw"),
    };
    Some(format!("{why} {result}"))
}

/// The status line: the connection, the wait for players, the end, or whose move.
pub fn status<G: GameUi>(
    play: &Play<G>,
    live: &Live,
    pending: &[G::Move],
    unavailable: Option<&str>,
    flipped: bool,
) -> String {
    if let Some(why) = unavailable.filter(|_| live.game.is_none()) {
        return why.to_owned();
    }
    if live.connection == Connection::Refused {
        return live
            .refusal
            .as_ref()
            .map_or_else(|| t!("online-unreachable"), |(_, message)| message.clone());
    }
    let Some(game) = &live.game else {
        return t!("online-connecting");
    };
    if let Some(end) = end_text(play, live) {
        return end;
    }
    if live.unconfirmed.is_some() {
        return t!("online-move-sending");
    }
    if !game.started {
        return match game.you {
            Some(_) => t!(
                "online-waiting-players",
                count = game.seats.iter().filter(|seat| !seat.connected).count()
            ),
            None => t!("online-waiting-start"),
        };
    }
    if live.may_move() {
        // The game's own prompt, for the board as this seat sees it.
        let prompt = G::prompt(play, pending, live.you().map(usize::from), flipped);
        return prompt.unwrap_or_else(|| t!("status-your-move"));
    }
    G::status(play, pending)
}

#[component]
pub fn OnlinePage<G: GameUi>(props: &Props) -> Html {
    let live_game = Rc::new(use_live_game::<G>(&props.link, true));
    let (live, play, session) = (
        live_game.live.clone(),
        live_game.play.clone(),
        live_game.session.clone(),
    );
    let unavailable = live_game.unavailable.clone();
    let (pending, on_pending) = use_kept::<G, Pending<G::Move>>(&play);
    // The seat's player sits at the bottom, as against the computer.
    let flip = use_flip(
        live.you()
            .is_some_and(|you| play.game.turned(Some(usize::from(you)))),
    );
    // The title, the badge and a notification say when it is this seat's move.
    let yours = live.may_move() && live.started();
    let ask_to_notify = use_your_move(yours, live.ply(), title::<G>());
    use_rematch_follow(G::ID, &live, props.link.key.clone());
    let busy = use_state_eq(|| false);
    let running = live.started() && live.end().is_none();
    let now = super::clock::use_now(running, 200);
    let confirm_resign = use_state_eq(|| false);
    let act = |action: fn(u32) -> ClientMessage| {
        let session = session.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(session) = &*session.borrow() {
                session.act(action);
            }
        })
    };
    let send = {
        let session = session.clone();
        Callback::from(move |message: ClientMessage| {
            if let Some(session) = &*session.borrow() {
                session.act(|_| message);
            }
        })
    };
    let at_end = play.cursor == play.moves.len();
    let on_move = {
        let live_game = live_game.clone();
        Callback::from(move |m| live_game.play_move(m))
    };
    // A move typed in notation, read as on any game's page; played only at this seat's
    // turn, at the game's end.
    let typed_error = use_state(|| None::<String>);
    let on_typed = {
        let (live_game, play, error) = (live_game.clone(), play.clone(), typed_error.clone());
        let may = live.may_move() && at_end;
        Callback::from(move |text: String| {
            if !may {
                return error.set(Some(t!("online-not-your-move")));
            }
            match read_typed(&play.game, &text) {
                Ok(m) => {
                    error.set(None);
                    live_game.play_move(m);
                }
                Err(refused) => error.set(Some(refused)),
            }
        })
    };
    let board = BoardProps {
        play: play.clone(),
        live: live.may_move() && at_end && !*busy,
        flipped: flip.flipped,
        pending: pending.clone(),
        on_pending,
        on_move,
        mark: None,
        reply: None,
        mark_from: None,
        on_page: true,
        on_busy: {
            let busy = busy.clone();
            Callback::from(move |b| busy.set(b))
        },
    };
    let items = Rc::new(G::move_items(&play));
    let you = live.you();
    let game = live.game.as_ref();
    let over = live.end().is_some();
    let invites = match game {
        Some(game) if !game.started && you.is_some() => mine::invites(&game.id),
        _ => Vec::new(),
    };
    let draw_offer = game.and_then(|g| g.draw_offer);
    let claim_in = live
        .claim_in_ms(now)
        .filter(|_| !over && live.game.as_ref().is_some_and(|g| g.to_move != you));
    let open_review = {
        let link = GameLink {
            review: true,
            ..game_link(&live)
        };
        Callback::from(move |_: MouseEvent| address::write(Write::Open, &link.to_fragment(G::ID)))
    };
    let resign = {
        let (confirm, send) = (
            confirm_resign.clone(),
            act(|ply| ClientMessage::Resign { ply }),
        );
        Callback::from(move |e: MouseEvent| match *confirm {
            true => {
                confirm.set(false);
                send.emit(e);
            }
            false => confirm.set(true),
        })
    };
    let keep_playing = {
        let confirm = confirm_resign.clone();
        Callback::from(move |_: MouseEvent| confirm.set(false))
    };
    let announcement = announcement(&items, play.cursor);
    let refused = live.refusal.as_ref().filter(|(code, _)| {
        live.connection != Connection::Refused && *code != Refusal::Unavailable
    });

    // A link that cannot be opened gets its sentence and next steps, and no board.
    let wrong = live
        .refusal
        .as_ref()
        .filter(|_| live.connection == Connection::Refused)
        .and_then(|(code, _)| Wrong::of(*code, &props.link));
    if let Some(wrong) = wrong {
        return html! {
            <main class={classes!("game-page", "online", G::CLASSES)}>
                { page_title(G::ID) }
                { wrong_link(G::ID, &props.link, wrong) }
            </main>
        };
    }

    html! {
        <main class={classes!("game-page", "online", G::CLASSES)}>
            { page_title(G::ID) }
            { seat_list(&play.game, &live, now) }
            <p class="status" data-testid="status" aria-live="polite" aria-busy={live.unconfirmed.is_some().then_some("true")}>
                { status(&play, &live, &pending, unavailable.as_deref(), flip.flipped) }
            </p>
            if live.connection == Connection::Lost && unavailable.is_none() {
                <p class="notice online-lost" role="status" data-testid="online-lost">{ t!("online-lost") }</p>
            }
            if let Some((_, message)) = refused {
                <p class="notice" role="status" data-testid="online-refused">{ message.clone() }</p>
            }
            if let Some(seat) = draw_offer.filter(|&seat| you.is_some() && Some(seat) != you) {
                <p class="notice" role="status" data-testid="draw-offered">
                    { t!("online-draw-offered", seat = seat_name(&play.game, seat)) }
                    <button data-testid="draw-accept" onclick={act(|ply| ClientMessage::AnswerDraw { ply, accept: true })}>
                        { t!("online-draw-accept") }
                    </button>
                    <button data-testid="draw-decline" onclick={act(|ply| ClientMessage::AnswerDraw { ply, accept: false })}>
                        { t!("online-draw-decline") }
                    </button>
                </p>
            }
            if live.seat_shared() && !over {
                <p class="notice" role="status" data-testid="seat-shared">
                    { t!("online-seat-shared") }
                    <button data-testid="take-seat" onclick={send.reform(|_: MouseEvent| ClientMessage::TakeSeat)}>
                        { t!("online-take-seat") }
                    </button>
                </p>
            }
            if let Some(seat) = live.draw_declined.filter(|&seat| you.is_some() && Some(seat) != you) {
                <p class="notice" role="status" data-testid="draw-declined">
                    { t!("online-draw-declined", seat = seat_name(&play.game, seat)) }
                </p>
            }
            if let Some(ms) = claim_in.filter(|_| you.is_some()) {
                <p class="notice" role="status" data-testid="claim-notice">
                    if ms == 0 {
                        { t!("online-claim-now") }
                        <button data-testid="claim" onclick={act(|ply| ClientMessage::Claim { ply })}>
                            { t!("online-claim") }
                        </button>
                    } else {
                        { t!("online-claim-in", seconds = ms.div_ceil(1000)) }
                    }
                </p>
            }
            { online_result(&play, &live, Ends { link: &props.link, send: &send, on_review: open_review.clone() }) }
            if !invites.is_empty() {
                { invite_panel(&play.game, &props.link.id, &invites) }
            }
            <div class="play-area">
                <div class="board-column">{ G::board(board) }</div>
                <div class="side-column">
                    { G::beside(&play) }
                    <MoveList {items} cursor={play.cursor} on_select={
                        let play = play.dispatcher();
                        Callback::from(move |n| play.dispatch(Action::GoTo(n)))
                    } classes={Rc::new(Vec::new())} />
                </div>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announcement }</p>
            if you.is_some() && !over {
                <MoveInput on_move={on_typed} error={(*typed_error).clone()} example={G::EXAMPLE} />
            }
            <div class="controls">
                // Resign and a draw once everyone has come: before, there is nobody to
                // resign to.
                if you.is_some() && !over && live.started() {
                    if *confirm_resign {
                        <button data-testid="resign-confirm" class="danger" onclick={resign}>{ t!("online-resign-confirm") }</button>
                        <button data-testid="resign-cancel" onclick={keep_playing}>{ t!("new-game-cancel") }</button>
                    } else {
                        <button data-testid="resign" onclick={resign}>{ t!("online-resign") }</button>
                    }
                    <button data-testid="offer-draw" disabled={draw_offer.is_some()}
                            onclick={act(|ply| ClientMessage::OfferDraw { ply })}>
                        { match draw_offer.is_some() && draw_offer == you {
                            true => t!("online-draw-sent"),
                            false => t!("online-offer-draw"),
                        } }
                    </button>
                }
                if over {
                    <button data-testid="review-open" onclick={open_review}>{ t!("control-review") }</button>
                }
                { flip_button(&flip) }
                if let Some(ask) = ask_to_notify.filter(|_| you.is_some() && !over) {
                    <button data-testid="notify" onclick={ask}>{ t!("online-notify") }</button>
                }
                <a class="link-button" href={super::my_games::address(G::ID)} data-testid="my-games-link">
                    { t!("my-games-open") }
                </a>
            </div>
            { spectators_link::<G>(&props.link) }
        </main>
    }
}

/// The link for people who want to watch, and the snippet that shows the game live on a
/// club's page (`docs/embedding.md`, "Live games").
fn spectators_link<G: GameUi>(link: &OnlineLink) -> Html {
    let settings = EmbedSettings {
        online: Some(link.id.clone()),
        ..EmbedSettings::default()
    };
    let live = address::url(&settings.to_fragment(G::ID.as_str(), &GameLink::default()));
    let snippet = embed_dialog::snippet(&live, &title::<G>());
    html! {
        <section class="share-links" data-testid="watch-link">
            { crate::components::share::link_field("watch-url", t!("online-watch-link"), &url::<G>(&link.watching())) }
            <label class="link-field">
                <span>{ t!("online-embed-live") }</span>
                <textarea readonly=true rows="3" data-testid="live-embed-snippet" value={snippet.clone()} />
                <crate::components::share::CopyButton text={snippet} />
            </label>
        </section>
    }
}
