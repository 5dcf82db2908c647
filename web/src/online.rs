//! Online play in the site: a game refereed by `tessera-server` between browsers, as its
//! protocol (`crates/protocol`, `docs/online.md`) says. A seat's invite link is the game's
//! page with the game's id and the seat's secret in the fragment
//! (`caro/#online=Xb3kQ9aZ0c_d&key=…`); a spectator's has the id alone. The secret never
//! leaves the browser except in the socket's first message. `caro/#online=new` is the
//! form that creates a game, `caro/#online=mine` the list of this browser's games.
//!
//! It is a bundle of its own for each game (`online-caro`, [`crate::bundle`]): the game's
//! page only asks whether the site plays online ([`server::available`]) and leads here.
//!
//! - [`live`]: the game as the server tells it, with the move not yet confirmed (pure);
//! - [`session`]: the socket that keeps it, reconnecting and resending by itself;
//! - [`server`]: whether this site plays online, and creating a game;
//! - [`mine`]: the games this browser plays, in local storage, and [`my_games`], their list;
//! - [`page`]: the live game on the game's page, and [`result`], its end and rematch.

pub mod attention;
pub mod clock;
pub mod form;
pub mod invite;
pub mod live;
pub mod mine;
pub mod my_games;
pub mod page;
pub mod result;
pub mod seats;
pub mod server;
pub mod session;
pub mod start;
pub mod use_live;
pub mod watch;
pub mod wrong_link;

use crate::i18n::Part;

/// The words of online play, which only its bundle shows (`static/locales/<lang>/online.ftl`;
/// the game's page has only the few that lead here).
pub const MESSAGES: [Part; 1] = [("online", include_str!("../../static/locales/en/online.ftl"))];
