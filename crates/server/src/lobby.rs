//! The lobby over HTTP (`protocol::lobby`): the open seeks, which anyone may read; a seek
//! made, withdrawn or accepted by a signed-in player from the site's own pages. A seek is
//! kept in the store (every server's lobby shows every seek) until it is paired or
//! withdrawn. Accepting one makes the game at once, its seats drawn by lot between the
//! two: the acceptor is answered with his seat's secret, the seeker holds his from the
//! seek, and finds the game by reading his seek again. Not yet: live seeks that end when
//! their seeker leaves (they need the lobby's socket), and anonymous seeks.

use std::{collections::HashMap, sync::Arc};

use axum::{
    Json, Router,
    extract::{Path, State, rejection::JsonRejection},
    http::{HeaderMap, StatusCode},
    response::IntoResponse,
    routing::get,
};
use engine::GameId;
use protocol::{
    account::AccountRefusal,
    lobby::{LOBBY_PATH, NewSeek, Paired, RatingRange, Seek, Sought},
};

use crate::{
    App,
    accounts::{Answer, Refusal, blocking, body, from_own_pages, signed_in},
    api,
    ratings::{self, START},
    referee::Referee,
    room::Record,
    secret,
    store::{Rating, SeekRow, Store},
    task::now_ms,
};

/// Open seeks one account may have at once.
const SEEKS_AT_ONCE: usize = 5;

/// The routes under `api/lobby`.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route(
            &format!("/{LOBBY_PATH}"),
            get(open_seeks).post(seek).layer(api::read_from_anywhere()),
        )
        .route(
            &format!("/{LOBBY_PATH}/{{id}}"),
            get(one_seek).post(accept).delete(withdraw),
        )
}

/// The rating of `account` in `game` (a new player's when none).
fn rating_in(
    store: &dyn Store,
    account: i64,
    game: &str,
) -> Result<Rating, crate::store::StoreError> {
    let ratings = store.ratings_of(account)?;
    Ok(ratings
        .into_iter()
        .find(|(kind, _)| kind == game)
        .map_or(START, |(_, rating)| rating))
}

/// A seek as the lobby lists it, with its seeker's `rating`.
fn listed(row: SeekRow, rating: &Rating) -> Seek {
    Seek {
        id: row.id,
        game: row.game,
        options: row.options,
        time: row.time,
        rated: row.rated,
        range: row.range.map(|(min, max)| RatingRange { min, max }),
        seeker: row.name,
        rating: rating.rating,
        provisional: ratings::provisional(rating),
        created_at: row.created_at,
        paired: row.paired,
    }
}

/// `GET api/lobby`: the open seeks, the oldest first; for a signed-in player, not those of
/// players he blocks or who block him.
async fn open_seeks(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    let viewer = signed_in(&app, &headers)
        .await
        .ok()
        .map(|(account, _)| account.id);
    let store = Arc::clone(app.hub.store());
    let seeks = blocking(move || {
        let apart = match viewer {
            Some(viewer) => store.kept_apart(viewer)?,
            None => Vec::new(),
        };
        let mut known: HashMap<(i64, String), Rating> = HashMap::new();
        let mut seeks = Vec::new();
        for row in store.open_seeks()? {
            if apart.contains(&row.account) {
                continue;
            }
            let key = (row.account, row.game.clone());
            let rating = match known.get(&key) {
                Some(rating) => *rating,
                None => {
                    let rating = rating_in(store.as_ref(), row.account, &row.game)?;
                    known.insert(key, rating);
                    rating
                }
            };
            seeks.push(listed(row, &rating));
        }
        Ok(seeks)
    })
    .await?;
    Ok(Json(seeks).into_response())
}

/// `GET api/lobby/<id>`: one seek, open or paired (its seeker finds his game so).
async fn one_seek(State(app): State<Arc<App>>, Path(id): Path<String>) -> Answer {
    let store = Arc::clone(app.hub.store());
    let found = blocking(move || {
        let Some(row) = store.seek(&id)? else {
            return Ok(None);
        };
        let rating = rating_in(store.as_ref(), row.account, &row.game)?;
        Ok(Some(listed(row, &rating)))
    })
    .await?;
    found
        .map(|seek| Json(seek).into_response())
        .ok_or_else(no_such_seek)
}

fn no_such_seek() -> Refusal {
    Refusal::new(AccountRefusal::NoSuchSeek, "no open seek has this id")
}

/// `POST api/lobby`: a seek, answered with the secret of the seat its seeker will hold.
async fn seek(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    new: Result<Json<NewSeek>, JsonRejection>,
) -> Answer {
    from_own_pages(&app, &headers)?;
    let new = body(new)?;
    let (account, _) = signed_in(&app, &headers).await?;
    let bad = |message: String| Refusal::new(AccountRefusal::BadGame, message);
    let game: GameId = new.game.parse().map_err(|e| bad(format!("{e}")))?;
    new.time.check().map_err(|e| bad(e.to_string()))?;
    let seats = Referee::new(game, &new.options).map_err(bad)?.seat_count();
    if seats != 2 {
        return Err(bad(format!(
            "the lobby pairs two players: this game has {seats} seats"
        )));
    }
    if new.range.is_some_and(|r| r.min > r.max) {
        return Err(Refusal::new(
            AccountRefusal::Malformed,
            "a rating range's lowest is not over its highest",
        ));
    }
    let (id, secret) = secret::game_id()
        .and_then(|id| Ok((id, secret::seat_secret()?)))
        .map_err(|_| Refusal::unavailable())?;
    let row = SeekRow {
        id,
        account: account.id,
        name: account.name.clone(),
        game: game.to_string(),
        options: new.options,
        time: new.time,
        rated: new.rated,
        range: new.range.map(|r| (r.min, r.max)),
        secret: secret::hash(&secret),
        created_at: now_ms(),
        paired: None,
    };
    let store = Arc::clone(app.hub.store());
    let kept = row.clone();
    let rating = blocking(move || {
        let open = store.open_seeks()?;
        if open.iter().filter(|s| s.account == kept.account).count() >= SEEKS_AT_ONCE {
            return Ok(None);
        }
        store.add_seek(&kept)?;
        rating_in(store.as_ref(), kept.account, &kept.game).map(Some)
    })
    .await?
    .ok_or_else(|| {
        Refusal::new(
            AccountRefusal::TooMany,
            format!("{SEEKS_AT_ONCE} open seeks at most: withdraw one first"),
        )
    })?;
    let sought = Sought {
        seek: listed(row, &rating),
        secret,
    };
    Ok((StatusCode::CREATED, Json(sought)).into_response())
}

/// `DELETE api/lobby/<id>`: the seeker withdraws his open seek.
async fn withdraw(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Answer {
    from_own_pages(&app, &headers)?;
    let (account, _) = signed_in(&app, &headers).await?;
    let store = Arc::clone(app.hub.store());
    if blocking(move || store.withdraw_seek(&id, account.id)).await? {
        Ok(StatusCode::NO_CONTENT.into_response())
    } else {
        Err(no_such_seek())
    }
}

/// `POST api/lobby/<id>`: accepts a seek: the game is made at once.
async fn accept(State(app): State<Arc<App>>, headers: HeaderMap, Path(id): Path<String>) -> Answer {
    from_own_pages(&app, &headers)?;
    let (account, _) = signed_in(&app, &headers).await?;
    let store = Arc::clone(app.hub.store());
    let key = id.clone();
    let found = blocking(move || {
        let Some(seek) = store.seek(&key)? else {
            return Ok(None);
        };
        let rating = rating_in(store.as_ref(), account.id, &seek.game)?;
        let apart = store.kept_apart(account.id)?.contains(&seek.account);
        Ok(Some((seek, rating, apart)))
    })
    .await?;
    let (seek, rating, apart) = found.ok_or_else(no_such_seek)?;
    if seek.paired.is_some() {
        return Err(taken());
    }
    if seek.account == account.id {
        return Err(Refusal::new(
            AccountRefusal::OwnSeek,
            "your own seek is withdrawn, not accepted",
        ));
    }
    if apart {
        return Err(Refusal::new(
            AccountRefusal::Blocked,
            "you and this player do not play each other",
        ));
    }
    if let Some((min, max)) = seek.range
        && !(f64::from(min)..=f64::from(max)).contains(&rating.rating)
    {
        return Err(Refusal::new(
            AccountRefusal::OutOfRange,
            format!("this seek is for players rated {min} to {max}"),
        ));
    }
    let mut lot = [0u8; 1];
    let made = secret::game_id().and_then(|game| {
        getrandom::fill(&mut lot)?;
        Ok((game, secret::seat_secret()?))
    });
    let (game, secret) = made.map_err(|_| Refusal::unavailable())?;
    // The seats drawn by lot: the acceptor's is the first or the second.
    let seat = lot[0] & 1;
    let mine = secret::hash(&secret);
    let (secrets, accounts) = if seat == 0 {
        (vec![mine, seek.secret], vec![account.id, seek.account])
    } else {
        (vec![seek.secret, mine], vec![seek.account, account.id])
    };
    let record = Record {
        rated: seek.rated,
        ..Record::new(
            game.clone(),
            seek.game,
            (seek.options, seek.time),
            secrets,
            now_ms(),
        )
    };
    let store = Arc::clone(app.hub.store());
    let paired = blocking(move || store.pair(&id, account.id, &record, &accounts)).await?;
    if !paired {
        return Err(taken());
    }
    let answer = Paired { game, seat, secret };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

fn taken() -> Refusal {
    Refusal::new(AccountRefusal::Taken, "another player took this seek first")
}
