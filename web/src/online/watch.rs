//! A live game in a club's page (`embed/caro/#online=<id>`), as lichess's TV embed shows
//! one: the board as the moves are played, the seats and their clocks, the status line
//! with the result, and a link to the game on the site. It tells its host page what any
//! embedded board tells (ready, each move, the end, its height) and obeys `flip` and
//! `measure`. It never blanks: while the server cannot be reached it says so, and the
//! link stays.

use yew::prelude::*;

use super::{clock::use_now, invite::url, page::status, seats::seat_list, use_live::use_live_game};
use crate::{
    embed::{messages::HostMessage, settings::EmbedSettings},
    games::{BoardProps, GameUi, Pending},
    hooks::{
        use_host_messages::use_host_messages,
        use_reports::{page_height, post_height, use_reports},
    },
    link::OnlineLink,
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The embed's settings; `settings.online` is the game's id.
    pub settings: EmbedSettings,
}

#[component]
pub fn OnlineEmbed<G: GameUi>(props: &Props) -> Html {
    let link = OnlineLink {
        id: props.settings.online.clone().unwrap_or_default(),
        key: None,
    };
    let game = use_live_game::<G>(&link, false);
    let (live, play) = (&game.live, &game.play);
    let origin = props.settings.origin.clone();
    use_reports(play, origin.clone());
    let flipped = use_state_eq(|| props.settings.flip);
    {
        let flipped = flipped.clone();
        let on_message = Callback::from(move |message: HostMessage| match message {
            HostMessage::Flip => flipped.set(!*flipped),
            HostMessage::Measure => {
                if let Some(body) = gloo::utils::document().body() {
                    post_height(page_height(&body), origin.as_deref());
                }
            }
            // A live game is the server's: nothing to load or take back.
            HostMessage::Load { .. } | HostMessage::Undo => {}
        });
        use_host_messages(props.settings.origin.clone(), on_message);
    }
    let running = live.started() && live.end().is_none();
    let now = use_now(running, 200);
    let board = BoardProps {
        play: play.clone(),
        live: false,
        flipped: *flipped,
        pending: Pending::<G::Move>::from([]),
        on_pending: Callback::noop(),
        on_move: Callback::noop(),
        mark: None,
        reply: None,
        mark_from: None,
        on_page: false,
        on_busy: Callback::noop(),
    };
    html! {
        <main class={classes!("embed", "online-embed", G::CLASSES)} data-testid="online-embed">
            { seat_list(&play.game, live, now) }
            <p class="status" data-testid="status" aria-live="polite">
                { status(play, live, &[], game.unavailable.as_deref(), *flipped) }
            </p>
            <div class="board-column">{ G::board(board) }</div>
            <a class="watch-on-site" href={url::<G>(&link)} target="_blank" rel="noopener" data-testid="watch-on-site">
                { t!("online-watch-on-site") }
            </a>
        </main>
    }
}
