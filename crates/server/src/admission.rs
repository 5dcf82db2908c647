//! Who may come in: the connections and sockets each address holds, against the host's
//! limits, and the cool-down of an address whose socket was closed for flooding. One
//! address cannot take the server's descriptors from everyone else, and a flooder that
//! reconnects waits longer each time.

use std::{
    collections::HashMap,
    net::{IpAddr, SocketAddr},
    num::NonZeroU32,
    sync::{Arc, Mutex, MutexGuard, PoisonError},
    time::Duration,
};

use axum::http::HeaderMap;
use protocol::Refusal;

use crate::refused::Refused;

/// The first cool-down after a flood; each flood within [`FORGET_AFTER`] doubles it.
const FIRST_COOL_DOWN: Duration = Duration::from_secs(2);
/// The longest cool-down.
const LONGEST_COOL_DOWN: Duration = Duration::from_secs(5 * 60);
/// How long after its cool-down an address's floods are forgotten.
const FORGET_AFTER: Duration = Duration::from_secs(10 * 60);

/// The limits a host sets (`--connections-per-address`, `--sockets-per-address`), and
/// the server's own, from its descriptors.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Open TCP connections one address may hold (its sockets among them).
    pub connections_per_address: NonZeroU32,
    /// Open sockets one address may hold.
    pub sockets_per_address: NonZeroU32,
    /// Open TCP connections in all, under the descriptors the process may open.
    pub connections: u32,
}

/// An address's floods: how many, and until when it waits (milliseconds since the epoch).
#[derive(Clone, Copy, Debug)]
struct Floods {
    count: u32,
    until: u64,
}

/// What is held now.
#[derive(Debug, Default)]
struct Held {
    connections: HashMap<IpAddr, u32>,
    sockets: HashMap<IpAddr, u32>,
    total: u32,
    floods: HashMap<IpAddr, Floods>,
}

/// The server's door keeper.
#[derive(Debug)]
pub struct Admission {
    limits: Limits,
    /// Proxies (`--proxy`) whose connections carry many people's: not counted per
    /// address, and the address they forward is the one a socket counts against.
    proxies: Vec<IpAddr>,
    held: Mutex<Held>,
}

/// What a pass holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A TCP connection, counted per address (none: a proxy's) and in all.
    Connection(Option<IpAddr>),
    /// A socket, counted per address.
    Socket(IpAddr),
}

/// Whose limit a connection turned away met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    /// Its address holds `--connections-per-address` connections.
    Address,
    /// The server holds all the connections its descriptors allow.
    Server,
}

/// A connection or socket let in; dropping it gives its place back.
#[derive(Debug)]
pub struct Pass {
    admission: Arc<Admission>,
    kind: Kind,
}

impl Drop for Pass {
    fn drop(&mut self) {
        let mut held = self.admission.held();
        let release = |counts: &mut HashMap<IpAddr, u32>, address: IpAddr| {
            if let Some(count) = counts.get_mut(&address) {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    counts.remove(&address);
                }
            }
        };
        match self.kind {
            Kind::Connection(address) => {
                held.total = held.total.saturating_sub(1);
                if let Some(address) = address {
                    release(&mut held.connections, address);
                }
            }
            Kind::Socket(address) => release(&mut held.sockets, address),
        }
    }
}

impl Admission {
    /// A door keeper with these limits, trusting these proxies.
    pub fn new(limits: Limits, proxies: Vec<IpAddr>) -> Arc<Self> {
        Arc::new(Admission {
            limits,
            proxies,
            held: Mutex::default(),
        })
    }

    /// The counts, whatever a panicking holder left (they stay counts).
    fn held(&self) -> MutexGuard<'_, Held> {
        self.held.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A TCP connection from `peer`, unless its address or the server holds its limit.
    ///
    /// # Errors
    ///
    /// Whose limit it is.
    pub fn connection(self: &Arc<Self>, peer: IpAddr) -> Result<Pass, Full> {
        let mut held = self.held();
        if held.total >= self.limits.connections {
            return Err(Full::Server);
        }
        let counted = (!self.proxies.contains(&peer)).then_some(peer);
        if let Some(address) = counted {
            let count = held.connections.entry(address).or_default();
            if *count >= self.limits.connections_per_address.get() {
                return Err(Full::Address);
            }
            *count += 1;
        }
        held.total += 1;
        Ok(Pass {
            admission: Arc::clone(self),
            kind: Kind::Connection(counted),
        })
    }

    /// A socket from `address` at `now`, unless it holds its limit or cools down.
    ///
    /// # Errors
    ///
    /// A `flood` refusal that says how long to wait, or how many sockets it holds.
    pub fn socket(self: &Arc<Self>, address: IpAddr, now: u64) -> Result<Pass, Refused> {
        let mut held = self.held();
        if let Some(floods) = held.floods.get(&address).filter(|f| f.until > now) {
            let wait = (floods.until - now).div_ceil(1000);
            return Err(Refused::new(
                Refusal::Flood,
                format!("too many messages came from this address: wait {wait} s"),
            ));
        }
        let limit = self.limits.sockets_per_address.get();
        let count = held.sockets.entry(address).or_default();
        if *count >= limit {
            return Err(Refused::new(
                Refusal::Flood,
                format!("this address has {limit} games open already: close one"),
            ));
        }
        *count += 1;
        Ok(Pass {
            admission: Arc::clone(self),
            kind: Kind::Socket(address),
        })
    }

    /// A socket of `address` was closed for flooding at `now`: it waits before its next,
    /// twice as long as after its last flood.
    pub fn flooded(&self, address: IpAddr, now: u64) {
        let mut held = self.held();
        let floods = held.floods.entry(address).or_insert(Floods {
            count: 0,
            until: now,
        });
        floods.count = floods.count.saturating_add(1);
        let wait = FIRST_COOL_DOWN
            .saturating_mul(1 << (floods.count - 1).min(16))
            .min(LONGEST_COOL_DOWN);
        floods.until = now + u64::try_from(wait.as_millis()).unwrap_or(u64::MAX);
    }

    /// Forgets the floods of addresses quiet for a while.
    pub fn forget_quiet(&self, now: u64) {
        let forget = u64::try_from(FORGET_AFTER.as_millis()).unwrap_or(u64::MAX);
        self.held()
            .floods
            .retain(|_, floods| floods.until.saturating_add(forget) > now);
    }

    /// The address a request comes from: the peer's, or for a proxy's connection, the
    /// last address in its `X-Forwarded-For` (the one the proxy itself saw).
    pub fn client(&self, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
        if !self.proxies.contains(&peer.ip()) {
            return peer.ip();
        }
        headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .filter_map(|address| address.trim().parse().ok())
            .next_back()
            .unwrap_or(peer.ip())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn admission(per_address: u32, total: u32) -> Arc<Admission> {
        let limit = NonZeroU32::new(per_address).expect("a limit");
        let proxy = IpAddr::from([10, 0, 0, 1]);
        Admission::new(
            Limits {
                connections_per_address: limit,
                sockets_per_address: limit,
                connections: total,
            },
            vec![proxy],
        )
    }

    const ONE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 1));
    const TWO: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 2));

    #[test]
    fn test_an_address_holds_its_limit_and_gets_places_back() {
        let admission = admission(2, 100);
        let first = admission.connection(ONE).expect("first");
        let _second = admission.connection(ONE).expect("second");
        assert_eq!(admission.connection(ONE).err(), Some(Full::Address));
        assert!(admission.connection(TWO).is_ok(), "another address");
        drop(first);
        assert!(admission.connection(ONE).is_ok(), "a place given back");
    }

    #[test]
    fn test_the_server_holds_its_own_limit_and_proxies_only_that() {
        let admission = admission(1, 3);
        let proxy = IpAddr::from([10, 0, 0, 1]);
        let held: Vec<_> = (0..3)
            .filter_map(|_| admission.connection(proxy).ok())
            .collect();
        assert_eq!(held.len(), 3, "a proxy is not limited per address");
        assert_eq!(admission.connection(ONE).err(), Some(Full::Server));
    }

    #[test]
    fn test_sockets_are_counted_per_address() {
        let admission = admission(1, 100);
        let socket = admission.socket(ONE, 0).expect("a socket");
        let refused = admission.socket(ONE, 0).expect_err("over the limit");
        assert_eq!(refused.code, Refusal::Flood);
        assert!(admission.socket(TWO, 0).is_ok());
        drop(socket);
        assert!(admission.socket(ONE, 0).is_ok());
    }

    #[test]
    fn test_each_flood_doubles_the_cool_down_until_forgotten() {
        let admission = admission(10, 100);
        admission.flooded(ONE, 0);
        let refused = admission.socket(ONE, 1000).expect_err("cooling down");
        assert!(refused.message.contains("wait 1 s"), "{}", refused.message);
        assert!(admission.socket(ONE, 2000).is_ok(), "2 s after the first");
        admission.flooded(ONE, 2000);
        assert!(admission.socket(ONE, 5000).is_err(), "4 s after the second");
        assert!(admission.socket(ONE, 6000).is_ok());
        assert!(admission.socket(TWO, 2500).is_ok(), "another address");
        for _ in 0..20 {
            admission.flooded(ONE, 6000);
        }
        let longest = 6000 + 5 * 60 * 1000;
        assert!(admission.socket(ONE, longest - 1).is_err());
        assert!(admission.socket(ONE, longest).is_ok(), "at most 5 minutes");
        admission.forget_quiet(longest + 10 * 60 * 1000);
        admission.flooded(ONE, longest + 10 * 60 * 1000);
        assert!(
            admission
                .socket(ONE, longest + 10 * 60 * 1000 + 2000)
                .is_ok(),
            "forgotten: 2 s again"
        );
    }

    #[test]
    fn test_a_proxy_s_request_comes_from_the_address_it_forwards() {
        let admission = admission(10, 100);
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("198.51.100.7, 192.0.2.1"),
        );
        let proxy = SocketAddr::from(([10, 0, 0, 1], 4000));
        let person = SocketAddr::from(([192, 0, 2, 9], 4000));
        assert_eq!(admission.client(proxy, &headers), ONE);
        assert_eq!(
            admission.client(person, &headers),
            person.ip(),
            "only a proxy's word is taken"
        );
        assert_eq!(admission.client(proxy, &HeaderMap::new()), proxy.ip());
    }
}
