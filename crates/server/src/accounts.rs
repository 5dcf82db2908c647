//! Accounts over HTTP (`protocol::account`): sign up, sign in and out, who is signed in,
//! the sessions and signing out everywhere, a new password, closing an account. Optional:
//! nothing else asks for one. A session is an `HttpOnly`, `SameSite=Lax` cookie (`Secure`
//! behind `https`) whose token the store keeps only hashed. Every request that changes
//! something must come from the site's own pages (its `Origin`); sign-ins are limited per
//! address and per account, sign-ups per address, and at most two passwords are hashed at
//! once.

mod credentials;
mod hashers;

use std::{
    net::{IpAddr, SocketAddr},
    num::NonZeroU32,
    sync::Arc,
};

use axum::{
    Json, Router,
    extract::{ConnectInfo, Path, State, rejection::JsonRejection},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter, clock::Clock};
use protocol::account::{
    ACCOUNT_PATH, AccountError, AccountRefusal, BLOCKS_PATH, Closing, Credentials, Me, NewPassword,
    PASSWORD_PATH, SEATS_PATH, SESSION_PATH, SESSIONS_PATH, SeatClaim, SeatClaimed, Session,
};
use serde::de::DeserializeOwned;

use crate::{
    App, secret,
    store::{Account, name_key},
    task::now_ms,
};

/// The session cookie's name.
pub const COOKIE: &str = "tessera_session";

/// How long a session lasts without signing out: a year.
const SESSION_DAYS: u64 = 365;

/// The most characters of a browser's name kept with its session.
const AGENT_MAX: usize = 200;

/// Accounts one address may make an hour.
const SIGN_UPS_PER_HOUR: NonZeroU32 = NonZeroU32::new(5).expect("5");

/// Passwords hashed or checked at once: each takes 19 MiB and tens of milliseconds.
const HASHING_AT_ONCE: usize = 2;

/// What keeps accounts from being guessed at or made by the thousand.
#[derive(Debug)]
pub struct Limits {
    /// Sign-in attempts an address makes.
    by_address: DefaultKeyedRateLimiter<IpAddr>,
    /// Sign-in attempts at an account's name, from anywhere.
    by_name: DefaultKeyedRateLimiter<String>,
    /// Accounts an address makes.
    sign_ups: DefaultKeyedRateLimiter<IpAddr>,
    /// The threads that hash and check passwords.
    hashing: hashers::Hashers,
}

impl Limits {
    /// `sign_ins` attempts a minute at an account, twice as many from an address; five
    /// sign-ups an hour from an address.
    pub fn new(sign_ins: NonZeroU32) -> Self {
        let from_address = sign_ins.saturating_mul(NonZeroU32::new(2).expect("2"));
        Limits {
            by_address: RateLimiter::keyed(Quota::per_minute(from_address)),
            by_name: RateLimiter::keyed(Quota::per_minute(sign_ins)),
            sign_ups: RateLimiter::keyed(Quota::per_hour(SIGN_UPS_PER_HOUR)),
            hashing: hashers::Hashers::new(HASHING_AT_ONCE),
        }
    }

    /// Forgets the addresses and names that have not tried for a while.
    pub fn retain_recent(&self) {
        self.by_address.retain_recent();
        self.by_name.retain_recent();
        self.sign_ups.retain_recent();
    }
}

/// The routes under `api/account` and `api/session`.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route(
            &format!("/{ACCOUNT_PATH}"),
            get(me).post(sign_up).delete(close),
        )
        .route(&format!("/{SESSION_PATH}"), post(sign_in).delete(sign_out))
        .route(
            &format!("/{SESSIONS_PATH}"),
            get(sessions).delete(sign_out_everywhere),
        )
        .route(&format!("/{PASSWORD_PATH}"), post(change_password))
        .route(&format!("/{SEATS_PATH}"), post(take_seats))
        .route(&format!("/{BLOCKS_PATH}"), get(blocks))
        .route(
            &format!("/{BLOCKS_PATH}/{{name}}"),
            axum::routing::put(block).delete(unblock),
        )
}

/// An account or lobby request refused: its status, and the refusal as JSON.
pub(crate) struct Refusal {
    code: AccountRefusal,
    error: String,
    retry_in: Option<u64>,
}

impl Refusal {
    pub(crate) fn new(code: AccountRefusal, error: impl Into<String>) -> Self {
        Refusal {
            code,
            error: error.into(),
            retry_in: None,
        }
    }

    pub(crate) fn unavailable() -> Self {
        Refusal::new(
            AccountRefusal::Unavailable,
            "the server could not do it now: try again",
        )
    }

    fn wrong_password() -> Self {
        Refusal::new(AccountRefusal::WrongPassword, "wrong name or password")
    }

    fn signed_out() -> Self {
        Refusal::new(AccountRefusal::SignedOut, "not signed in")
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let status = match self.code {
            AccountRefusal::NameTaken | AccountRefusal::Taken => StatusCode::CONFLICT,
            AccountRefusal::NoSuchSeek | AccountRefusal::NoSuchPlayer => StatusCode::NOT_FOUND,
            AccountRefusal::OutOfRange | AccountRefusal::Blocked => StatusCode::FORBIDDEN,
            AccountRefusal::WrongPassword | AccountRefusal::SignedOut => StatusCode::UNAUTHORIZED,
            AccountRefusal::TooMany => StatusCode::TOO_MANY_REQUESTS,
            AccountRefusal::CrossSite => StatusCode::FORBIDDEN,
            AccountRefusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            AccountRefusal::Malformed
            | AccountRefusal::BadName
            | AccountRefusal::BadPassword
            | AccountRefusal::BadGame
            | AccountRefusal::OwnSeek => StatusCode::BAD_REQUEST,
        };
        let body = AccountError {
            code: self.code,
            error: self.error,
            retry_in: self.retry_in,
        };
        let mut response = (status, Json(body)).into_response();
        if let Some(seconds) = self.retry_in {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// An answer, or the refusal that is the answer.
pub(crate) type Answer = Result<Response, Refusal>;

/// Refuses a request that changes something unless it comes from the site's own pages: a
/// browser names the page's origin on every such request, and a page of another site
/// (a forged form, a script) cannot name ours.
pub(crate) fn from_own_pages(app: &App, headers: &HeaderMap) -> Result<(), Refusal> {
    let cross_site = headers
        .get("sec-fetch-site")
        .is_some_and(|site| site == "cross-site");
    if cross_site || !app.origins.is_own(headers) {
        return Err(Refusal::new(
            AccountRefusal::CrossSite,
            "accounts are changed from this site's own pages only",
        ));
    }
    Ok(())
}

/// The request's JSON body, or a refusal saying what is wrong with it.
pub(crate) fn body<T: DeserializeOwned>(
    body: Result<Json<T>, JsonRejection>,
) -> Result<T, Refusal> {
    body.map(|Json(body)| body)
        .map_err(|rejection| Refusal::new(AccountRefusal::Malformed, rejection.body_text()))
}

/// The session token the request's cookie carries.
fn token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value)
        .filter(|value| !value.is_empty())
}

/// The signed-in account, and its session's hash.
pub(crate) async fn signed_in(
    app: &App,
    headers: &HeaderMap,
) -> Result<(Account, String), Refusal> {
    let hashed = secret::hash(token(headers).ok_or_else(Refusal::signed_out)?);
    let store = Arc::clone(app.hub.store());
    let key = hashed.clone();
    let found = blocking(move || store.session_account(&key, now_ms())).await?;
    Ok((found.ok_or_else(Refusal::signed_out)?, hashed))
}

/// Runs store work off the async threads.
pub(crate) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, crate::store::StoreError> + Send + 'static,
) -> Result<T, Refusal> {
    match tokio::task::spawn_blocking(work).await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(error)) => {
            tracing::error!(%error, "an account could not be read or written");
            Err(Refusal::unavailable())
        }
        Err(_) => Err(Refusal::unavailable()),
    }
}

/// Hashes a password, or checks one against a hash, on the hashing threads.
async fn hashing<T: Send + 'static>(
    app: &App,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Refusal> {
    app.accounts
        .hashing
        .run(work)
        .await
        .ok_or_else(Refusal::unavailable)
}

/// The `Set-Cookie` of a new session, or of none (`token` empty: the cookie is removed).
fn cookie(app: &App, token: &str) -> (header::HeaderName, HeaderValue) {
    let age = if token.is_empty() {
        0
    } else {
        SESSION_DAYS * 24 * 60 * 60
    };
    let secure = if app.origins.secure() { "; Secure" } else { "" };
    let value = format!("{COOKIE}={token}; Path=/; Max-Age={age}; HttpOnly; SameSite=Lax{secure}");
    let value = HeaderValue::from_str(&value).unwrap_or(HeaderValue::from_static(""));
    (header::SET_COOKIE, value)
}

/// Opens a session for `account`: the answer that sets its cookie, with who is signed in.
async fn open_session(
    app: &App,
    headers: &HeaderMap,
    account: Account,
    status: StatusCode,
) -> Answer {
    let token = secret::session_token().map_err(|_| Refusal::unavailable())?;
    let agent: String = headers
        .get(header::USER_AGENT)
        .and_then(|agent| agent.to_str().ok())
        .unwrap_or("")
        .chars()
        .take(AGENT_MAX)
        .collect();
    let store = Arc::clone(app.hub.store());
    let hashed = secret::hash(&token);
    let id = account.id;
    blocking(move || store.open_session(&hashed, id, now_ms(), &agent)).await?;
    Ok((status, [cookie(app, &token)], Json(shown(account))).into_response())
}

/// Refuses an attempt past `limiter`'s quota for `key`, saying how long to wait.
fn within<K: Clone + std::hash::Hash + Eq>(
    limiter: &DefaultKeyedRateLimiter<K>,
    key: &K,
    what: &str,
) -> Result<(), Refusal> {
    limiter.check_key(key).map_err(|not_until| {
        let wait = not_until.wait_time_from(governor::clock::DefaultClock::default().now());
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        Refusal {
            retry_in: Some(seconds.max(1)),
            ..Refusal::new(
                AccountRefusal::TooMany,
                format!("too many {what}: try again in {} s", seconds.max(1)),
            )
        }
    })
}

/// An account as its owner is shown it.
fn shown(account: Account) -> Me {
    Me {
        name: account.name,
        member_since: account.created_at,
    }
}

/// `GET api/account`: who is signed in.
async fn me(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    let (account, _) = signed_in(&app, &headers).await?;
    Ok(Json(shown(account)).into_response())
}

/// `POST api/account`: a new account, signed in.
async fn sign_up(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    new: Result<Json<Credentials>, JsonRejection>,
) -> Answer {
    from_own_pages(&app, &headers)?;
    let Credentials { name, password } = body(new)?;
    if let Some(problem) = credentials::name_problem(&name) {
        return Err(Refusal::new(AccountRefusal::BadName, problem));
    }
    if let Some(problem) = credentials::password_problem(&password) {
        return Err(Refusal::new(AccountRefusal::BadPassword, problem));
    }
    let address = app.admission.client(peer, &headers);
    within(
        &app.accounts.sign_ups,
        &address,
        "accounts made from this address",
    )?;
    let hash = hashing(&app, move || credentials::hash(&password))
        .await?
        .ok_or_else(Refusal::unavailable)?;
    let store = Arc::clone(app.hub.store());
    let (named, at) = (name.clone(), now_ms());
    let Some(id) = blocking(move || store.create_account(&named, &hash, at)).await? else {
        return Err(Refusal::new(
            AccountRefusal::NameTaken,
            format!("the name “{name}” is taken: choose another"),
        ));
    };
    let account = Account {
        id,
        name,
        password: None,
        created_at: at,
    };
    tracing::info!(account = id, "an account was made");
    open_session(&app, &headers, account, StatusCode::CREATED).await
}

/// `POST api/session`: signs in.
async fn sign_in(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    given: Result<Json<Credentials>, JsonRejection>,
) -> Answer {
    from_own_pages(&app, &headers)?;
    let Credentials { name, password } = body(given)?;
    let address = app.admission.client(peer, &headers);
    within(
        &app.accounts.by_address,
        &address,
        "sign-in attempts from this address",
    )?;
    within(
        &app.accounts.by_name,
        &name_key(&name),
        "sign-in attempts at this account",
    )?;
    let store = Arc::clone(app.hub.store());
    let account = blocking(move || store.account_named(&name)).await?;
    let hash = account.as_ref().and_then(|a| a.password.clone());
    let right = hashing(&app, move || {
        credentials::verify(&password, hash.as_deref())
    })
    .await?;
    match account {
        Some(account) if right => open_session(&app, &headers, account, StatusCode::OK).await,
        _ => Err(Refusal::wrong_password()),
    }
}

/// `DELETE api/session`: signs this browser out (its cookie removed, signed in or not).
async fn sign_out(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    from_own_pages(&app, &headers)?;
    if let Some(token) = token(&headers) {
        let (store, hashed) = (Arc::clone(app.hub.store()), secret::hash(token));
        blocking(move || store.close_session(&hashed)).await?;
    }
    Ok((StatusCode::NO_CONTENT, [cookie(&app, "")]).into_response())
}

/// `GET api/account/sessions`: the browsers signed in to the account.
async fn sessions(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    let (account, current) = signed_in(&app, &headers).await?;
    let store = Arc::clone(app.hub.store());
    let rows = blocking(move || store.sessions(account.id)).await?;
    let listed: Vec<Session> = rows
        .into_iter()
        .map(|row| Session {
            signed_in: row.signed_in,
            last_seen: row.last_seen,
            agent: row.agent,
            current: row.token == current,
        })
        .collect();
    Ok(Json(listed).into_response())
}

/// `DELETE api/account/sessions`: signs out every browser, this one among them.
async fn sign_out_everywhere(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    from_own_pages(&app, &headers)?;
    let (account, _) = signed_in(&app, &headers).await?;
    let store = Arc::clone(app.hub.store());
    blocking(move || store.close_sessions(account.id, None)).await?;
    Ok((StatusCode::NO_CONTENT, [cookie(&app, "")]).into_response())
}

/// Checks `password` against the signed-in account's: the account and session, or a
/// refusal.
async fn confirmed(
    app: &App,
    headers: &HeaderMap,
    password: String,
) -> Result<(Account, String), Refusal> {
    let (account, session) = signed_in(app, headers).await?;
    within(
        &app.accounts.by_name,
        &name_key(&account.name),
        "password attempts at this account",
    )?;
    let hash = account.password.clone();
    if hashing(app, move || credentials::verify(&password, hash.as_deref())).await? {
        Ok((account, session))
    } else {
        Err(Refusal::new(
            AccountRefusal::WrongPassword,
            "wrong password",
        ))
    }
}

/// `POST api/account/password`: a new password; every other browser is signed out.
async fn change_password(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    given: Result<Json<NewPassword>, JsonRejection>,
) -> Answer {
    from_own_pages(&app, &headers)?;
    let NewPassword { current, new } = body(given)?;
    if let Some(problem) = credentials::password_problem(&new) {
        return Err(Refusal::new(AccountRefusal::BadPassword, problem));
    }
    let (account, session) = confirmed(&app, &headers, current).await?;
    let hash = hashing(&app, move || credentials::hash(&new))
        .await?
        .ok_or_else(Refusal::unavailable)?;
    let store = Arc::clone(app.hub.store());
    blocking(move || {
        store.set_password(account.id, &hash)?;
        store.close_sessions(account.id, Some(&session))
    })
    .await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `DELETE api/account`: closes the account (its password confirmed): its sessions and
/// password are gone, its name is nobody else's, its games stay.
async fn close(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    given: Result<Json<Closing>, JsonRejection>,
) -> Answer {
    from_own_pages(&app, &headers)?;
    let Closing { password } = body(given)?;
    let (account, _) = confirmed(&app, &headers, password).await?;
    let store = Arc::clone(app.hub.store());
    let id = account.id;
    blocking(move || store.close_account(id, now_ms())).await?;
    tracing::info!(account = id, "an account was closed");
    Ok((StatusCode::NO_CONTENT, [cookie(&app, "")]).into_response())
}

/// `POST api/account/games`: the seats this browser holds (their invite links' secrets)
/// become the signed-in account's, so that its games follow it to any device. A secret
/// that is no seat's of its game, and a seat another account holds, are answered with no
/// seat.
async fn take_seats(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    given: Result<Json<Vec<SeatClaim>>, JsonRejection>,
) -> Answer {
    from_own_pages(&app, &headers)?;
    let claims = body(given)?;
    let (account, _) = signed_in(&app, &headers).await?;
    let store = Arc::clone(app.hub.store());
    let claimed = blocking(move || {
        claims
            .into_iter()
            .map(|SeatClaim { game, secret }| {
                let seat = match secret::looks_like_id(&game) {
                    true => store.load(&game)?.and_then(|record| {
                        secret::seat_of(record.secrets.iter().map(String::as_str), &secret)
                    }),
                    false => None,
                };
                let seat = match seat.and_then(|seat| u8::try_from(seat).ok()) {
                    Some(seat) if store.take_seat(&game, seat, account.id)? => Some(seat),
                    _ => None,
                };
                Ok(SeatClaimed { game, seat })
            })
            .collect::<Result<Vec<_>, _>>()
    })
    .await?;
    Ok(Json(claimed).into_response())
}

/// `GET api/account/blocks`: the names of the players the account blocks.
async fn blocks(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    let (account, _) = signed_in(&app, &headers).await?;
    let store = Arc::clone(app.hub.store());
    let names = blocking(move || store.blocked_by(account.id)).await?;
    Ok(Json(names).into_response())
}

/// `PUT api/account/blocks/<name>`: blocks the player: the two are never paired.
async fn block(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Answer {
    set_block(&app, &headers, &name, true).await
}

/// `DELETE api/account/blocks/<name>`: no longer blocks the player.
async fn unblock(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Answer {
    set_block(&app, &headers, &name, false).await
}

async fn set_block(app: &App, headers: &HeaderMap, name: &str, on: bool) -> Answer {
    from_own_pages(app, headers)?;
    let (account, _) = signed_in(app, headers).await?;
    let store = Arc::clone(app.hub.store());
    let name = name.to_owned();
    let done = blocking(move || {
        let Some(other) = store.account_named(&name)? else {
            return Ok(false);
        };
        if other.id != account.id {
            store.set_block(account.id, other.id, on)?;
        }
        Ok(other.id != account.id)
    })
    .await?;
    if done {
        Ok(StatusCode::NO_CONTENT.into_response())
    } else {
        Err(Refusal::new(
            AccountRefusal::NoSuchPlayer,
            "no other player has this name",
        ))
    }
}
