//! The invite panel, shown to the browser that created an online game until every seat
//! has joined: one link a seat, each with Copy and, where the device has one, its share
//! sheet; and the spectators' link.

use engine::Game;
use yew::prelude::*;

use super::seats::seat_name;
use crate::{address, browser, components::share::link_field, games::GameUi, link::OnlineLink, t};

/// The whole address of an online game's link.
pub fn url<G: Game>(link: &OnlineLink) -> String {
    address::url(&link.to_fragment(G::ID))
}

/// The panel for game `id`, whose other seats' secrets are `invites` (seat, secret).
pub fn invite_panel<G: GameUi>(game: &G, id: &str, invites: &[(u8, String)]) -> Html {
    let share = browser::can_share();
    let links = invites.iter().map(|(seat, secret)| {
        let url = url::<G>(&OnlineLink {
            id: id.to_owned(),
            key: Some(secret.clone()),
        });
        let name = seat_name(game, *seat);
        let on_share = {
            let (url, title) = (
                url.clone(),
                t!("online-invite-title", game = t!(format!("game-{}", G::ID))),
            );
            Callback::from(move |_: MouseEvent| {
                let (url, title) = (url.clone(), title.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    browser::share(&title, &url).await;
                });
            })
        };
        html! {
            <li data-testid="invite" data-seat={seat.to_string()}>
                { link_field("invite-link", t!("online-invite-for", seat = name), &url) }
                if share {
                    <button type="button" onclick={on_share}>{ t!("control-share") }</button>
                }
            </li>
        }
    });
    html! {
        <section class="invite" data-testid="invite-panel" aria-labelledby="invite-title">
            <h2 id="invite-title">{ t!("online-invite-heading", count = invites.len()) }</h2>
            <p>{ t!("online-invite-text") }</p>
            <ul>{ for links }</ul>
        </section>
    }
}
