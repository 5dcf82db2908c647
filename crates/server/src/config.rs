//! The server's command line: `tessera-server --dist DIR --listen ADDR:PORT --db PATH`
//! (or `--db postgres://…`), and the limits a host may change.

use std::{
    fmt,
    net::{IpAddr, SocketAddr},
    num::NonZeroU32,
    path::PathBuf,
    str::FromStr,
};

use clap::Parser;

use crate::{room::Timing, socket::Limits};

/// Serves Tessera's built site and referees its online games on one address.
#[derive(Debug, Clone, Parser)]
#[command(name = "tessera-server", version, args_override_self = true)]
pub struct Config {
    /// The built site to serve (scripts/dist writes it).
    #[arg(long, value_name = "DIR", default_value = "dist")]
    pub dist: PathBuf,

    /// The address and port to listen on.
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,

    /// Where the games are kept: a SQLite file (created when missing), or a Postgres
    /// database that several servers share (`postgres://user@host:5432/tessera`).
    #[arg(long, value_name = "PATH|URL", default_value = "data/tessera.sqlite3")]
    pub db: Database,

    /// The address people open the site at (`https://games.example`), which its pages'
    /// origin is checked against. By default the `--listen` address (and `localhost`
    /// for a loopback one); give it behind a proxy or a domain name.
    #[arg(long, value_name = "URL")]
    pub url: Option<String>,

    /// Another site whose pages may create and play games here (`https://club.example`;
    /// repeat for several, `*` for any). The server's own pages always may.
    #[arg(long = "origin", value_name = "ORIGIN")]
    pub origins: Vec<String>,

    /// A proxy in front of the server (repeat for several): its connections are not
    /// limited per address, and the last address of its `X-Forwarded-For` is the one
    /// sockets and new games count against.
    #[arg(long = "proxy", value_name = "ADDR")]
    pub proxies: Vec<IpAddr>,

    /// TCP connections one address may hold open, its sockets among them (a browser
    /// holds up to six, and a socket a game; a club's room of phones shares an address).
    #[arg(long, value_name = "N", default_value_t = NonZeroU32::new(256).expect("256"))]
    pub connections_per_address: NonZeroU32,

    /// Sockets (open games) one address may hold.
    #[arg(long, value_name = "N", default_value_t = NonZeroU32::new(100).expect("100"))]
    pub sockets_per_address: NonZeroU32,

    /// How late a move may arrive after its clock ran out and still count, in
    /// milliseconds (for the network's delay).
    #[arg(long, value_name = "MS", default_value_t = 1500)]
    pub grace_ms: u64,

    /// How long the player to move in a live game may be away before the others may
    /// claim the game, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    pub claim_after: u64,

    /// How often games whose time ran out while nobody watched are ended, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    pub sweep_every: u64,

    /// Games one address may create a minute.
    #[arg(long, value_name = "N", default_value_t = NonZeroU32::new(20).expect("20"))]
    pub games_per_minute: NonZeroU32,

    /// Sign-in attempts at one account a minute, from anywhere (a password confirmed to
    /// change it or close the account counts); one address may make twice as many, at any
    /// accounts.
    #[arg(long, value_name = "N", default_value_t = NonZeroU32::new(5).expect("5"))]
    pub sign_ins_per_minute: NonZeroU32,

    /// Messages a socket may send a second, on average, before it is closed.
    #[arg(long, value_name = "N", default_value_t = NonZeroU32::new(10).expect("10"))]
    pub messages_per_second: NonZeroU32,

    /// Messages a socket may send at once.
    #[arg(long, value_name = "N", default_value_t = NonZeroU32::new(30).expect("30"))]
    pub message_burst: NonZeroU32,

    /// Spectators one game may have at once; the next is refused `unavailable` until one
    /// leaves (seats never are). Every move is written to each of them, so this bounds what
    /// one popular game costs its players and the other games: 1,000 keeps even a game
    /// played flat out on two cores within the acknowledgement targets (`docs/online.md`).
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub watchers_per_game: u32,
}

/// Where the games are kept (`--db`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Database {
    /// A SQLite file: one server.
    Sqlite(PathBuf),
    /// A Postgres database's address: one server or several.
    Postgres(String),
}

impl FromStr for Database {
    type Err = std::convert::Infallible;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Ok(
            match text.starts_with("postgres://") || text.starts_with("postgresql://") {
                true => Database::Postgres(text.to_owned()),
                false => Database::Sqlite(PathBuf::from(text)),
            },
        )
    }
}

/// The database as the server's log names it: a Postgres address without its password.
impl fmt::Display for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(address) => {
                let (scheme, rest) = address.split_once("://").unwrap_or(("postgres", address));
                match rest.split_once('@') {
                    Some((user, host)) => {
                        let user = user.split_once(':').map_or(user, |(name, _)| name);
                        write!(f, "{scheme}://{user}@{host}")
                    }
                    None => write!(f, "{scheme}://{rest}"),
                }
            }
        }
    }
}

impl Config {
    /// The time allowances every game of this server is played under.
    pub fn timing(&self) -> Timing {
        Timing {
            grace_ms: self.grace_ms,
            claim_after_ms: self.claim_after.saturating_mul(1000),
            up_since: crate::task::now_ms(),
        }
    }

    /// The limits of every socket.
    pub fn limits(&self) -> Limits {
        Limits {
            per_second: self.messages_per_second,
            burst: self.message_burst,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_database_is_a_file_or_a_postgres_address_whose_password_is_never_shown() {
        let file: Database = "data/tessera.sqlite3".parse().expect("read");
        assert_eq!(file, Database::Sqlite("data/tessera.sqlite3".into()));
        let shared: Database = "postgres://games:s3cret@db.example:5432/tessera"
            .parse()
            .expect("read");
        assert!(matches!(shared, Database::Postgres(_)));
        assert_eq!(
            shared.to_string(),
            "postgres://games@db.example:5432/tessera"
        );
        let bare: Database = "postgresql://db.example/tessera".parse().expect("read");
        assert_eq!(bare.to_string(), "postgresql://db.example/tessera");
    }
}
