//! A player's page's data (`GET api/players/<name>`): his ratings, his latest games and
//! when he joined; anyone may read it, from any site.

use std::sync::Arc;

use axum::{
    Json,
    extract::{Path, State},
    response::IntoResponse,
};
use protocol::account::{AccountRefusal, Player, PlayerGame, PlayerRating};

use crate::{
    App,
    accounts::{Answer, Refusal, blocking},
    ratings,
};

/// The latest games a player's page lists.
const GAMES_LISTED: u32 = 30;

/// `GET api/players/<name>`: the player (`404` if no open account has the name).
pub(crate) async fn player(State(app): State<Arc<App>>, Path(name): Path<String>) -> Answer {
    let store = Arc::clone(app.hub.store());
    let found = blocking(move || {
        let Some(account) = store.account_named(&name)? else {
            return Ok(None);
        };
        let ratings = store.ratings_of(account.id)?;
        let games = store.games_of(account.id, GAMES_LISTED)?;
        Ok(Some((account, ratings, games)))
    })
    .await?;
    let (account, rated, games) = found
        .ok_or_else(|| Refusal::new(AccountRefusal::NoSuchPlayer, "no player has this name"))?;
    let player = Player {
        name: account.name,
        member_since: account.created_at,
        ratings: rated
            .into_iter()
            .map(|(game, rating)| PlayerRating {
                game,
                rating: rating.rating,
                deviation: rating.deviation,
                volatility: rating.volatility,
                games: rating.games,
                provisional: ratings::provisional(&rating),
            })
            .collect(),
        games: games
            .into_iter()
            .map(|game| PlayerGame {
                id: game.id,
                game: game.game,
                seat: game.seat,
                created_at: game.created_at,
                end: game.end.and_then(|end| serde_json::from_str(&end).ok()),
            })
            .collect(),
    };
    Ok(Json(player).into_response())
}
