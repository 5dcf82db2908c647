//! Where a browser's request comes from: its `Origin`, compared by scheme, host and port
//! with the server's own address as the host configured it (`--url`, or else the
//! address it listens on) and with the other sites allowed (`--origin`). The `Host`
//! header alone, which a page of any name can reach the server under, decides nothing.

use std::net::SocketAddr;

use axum::http::{HeaderMap, header};

/// The origins whose pages may create games here and take seats.
#[derive(Clone, Debug)]
pub struct Origins {
    /// The server's own pages' origins.
    own: Vec<String>,
    /// On every address with no `--url`: pages under the `Host` they name, over plain
    /// HTTP and on this port, are the server's own.
    any_host_on: Option<u16>,
    /// The other sites allowed.
    others: Vec<String>,
    /// Whether any site is (`--origin '*'`).
    anyone: bool,
}

/// `scheme://host[:port]` in lower case, the scheme's default port left out: an origin
/// as browsers send it, from an origin or a URL.
pub fn normalize(url: &str) -> Option<String> {
    let (scheme, rest) = url.trim().split_once("://")?;
    let scheme = scheme.to_ascii_lowercase();
    let authority = rest.split(['/', '?', '#']).next()?.to_ascii_lowercase();
    let default = match scheme.as_str() {
        "http" => ":80",
        "https" => ":443",
        _ => return None,
    };
    let authority = authority.strip_suffix(default).unwrap_or(&authority);
    if authority.is_empty() || authority.contains('@') {
        return None;
    }
    Some(format!("{scheme}://{authority}"))
}

impl Origins {
    /// The origins of a server reached at `url` (none: at the address it listens on,
    /// `listening`), which also allows `allowed`.
    ///
    /// # Errors
    ///
    /// A sentence naming a `--url` or `--origin` that is no `http(s)://host[:port]`.
    pub fn new(
        url: Option<&str>,
        listening: SocketAddr,
        allowed: &[String],
    ) -> Result<Origins, String> {
        let (own, any_host_on) = match url {
            Some(url) => {
                let own = normalize(url)
                    .ok_or_else(|| format!("--url {url}: not an http(s)://host[:port] address"))?;
                (vec![own], None)
            }
            None if listening.ip().is_unspecified() => (Vec::new(), Some(listening.port())),
            None => {
                let port = listening.port();
                let mut own = vec![format!("http://{listening}")];
                if listening.ip().is_loopback() {
                    own.push(format!("http://localhost:{port}"));
                }
                (own, None)
            }
        };
        let others = allowed
            .iter()
            .filter(|origin| *origin != "*")
            .map(|origin| {
                normalize(origin).ok_or_else(|| {
                    format!("--origin {origin}: not an http(s)://host[:port] origin")
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Origins {
            own,
            any_host_on,
            others,
            anyone: allowed.iter().any(|origin| origin == "*"),
        })
    }

    /// The server's own origins, for its log.
    pub fn own(&self) -> &[String] {
        &self.own
    }

    /// Whether the request comes from the server's own pages or an allowed site's. A
    /// request with no `Origin` (not from a browser's page) is let through: origins
    /// protect browsers' users, not the server.
    pub fn may_play(&self, headers: &HeaderMap) -> bool {
        let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
            return true;
        };
        let Some(origin) = normalize(origin) else {
            return false;
        };
        self.own.contains(&origin) || self.own_by_host(&origin, headers) || self.listed(&origin)
    }

    /// On every address with no `--url`: whether `origin` is `http://` and the `Host`
    /// the request was sent to, on the port listened on.
    fn own_by_host(&self, origin: &str, headers: &HeaderMap) -> bool {
        let Some(port) = self.any_host_on else {
            return false;
        };
        let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
        let sent_to = host.and_then(|host| normalize(&format!("http://{host}")));
        let on_port = origin.strip_prefix("http://").is_some_and(|authority| {
            authority.rsplit_once(':').map(|(_, p)| p) == Some(&port.to_string())
                || (port == 80 && !authority.contains(':'))
        });
        on_port && sent_to.as_deref() == Some(origin)
    }

    /// Whether the request comes from the server's own pages: its `Origin` is named and is
    /// one of the server's own. Stricter than [`Origins::may_play`]: what changes an
    /// account is asked from the site itself, never from another or from no page.
    pub fn is_own(&self, headers: &HeaderMap) -> bool {
        let origin = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok());
        origin
            .and_then(normalize)
            .is_some_and(|origin| self.own.contains(&origin) || self.own_by_host(&origin, headers))
    }

    /// Whether the site is reached over `https` (`--url https://…`): its cookies are then
    /// sent over it only.
    pub fn secure(&self) -> bool {
        self.own.iter().any(|origin| origin.starts_with("https://"))
    }

    /// Whether `origin` is one of the other sites allowed, or any is.
    pub fn listed(&self, origin: &str) -> bool {
        self.anyone || normalize(origin).is_some_and(|origin| self.others.contains(&origin))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(host: &'static str, origin: Option<&'static str>) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, HeaderValue::from_static(host));
        if let Some(origin) = origin {
            headers.insert(header::ORIGIN, HeaderValue::from_static(origin));
        }
        headers
    }

    #[test]
    fn test_origins_are_normalized_as_browsers_send_them() {
        assert_eq!(
            normalize("HTTPS://Games.Example:443/play/"),
            Some("https://games.example".into())
        );
        assert_eq!(
            normalize("http://127.0.0.1:8080"),
            Some("http://127.0.0.1:8080".into())
        );
        assert_eq!(normalize("ftp://x.example"), None);
        assert_eq!(normalize("null"), None);
        assert_eq!(normalize("https://user@x.example"), None);
    }

    #[test]
    fn test_the_configured_address_decides_not_the_host_header() {
        let listening = SocketAddr::from(([127, 0, 0, 1], 8080));
        let club = vec!["https://club.example/".to_owned()];
        let origins =
            Origins::new(Some("https://games.example/"), listening, &club).expect("origins");
        let from = |origin| origins.may_play(&headers("games.example", Some(origin)));
        assert!(origins.may_play(&headers("games.example", None)));
        assert!(from("https://games.example"));
        assert!(from("https://club.example"));
        assert!(!from("http://games.example"), "another scheme");
        assert!(!from("https://games.example:8443"), "another port");
        assert!(!from("https://evil.example"));
        assert!(!from("null"), "a sandboxed frame");
        // A page under a name that points at the server (DNS rebinding) is not its own.
        assert!(!origins.may_play(&headers("evil.example", Some("https://evil.example"))));
        assert!(origins.listed("https://club.example:443"));
        assert!(!origins.listed("https://games.example"));
    }

    #[test]
    fn test_without_a_url_the_listening_address_is_the_own_origin() {
        let origins =
            Origins::new(None, SocketAddr::from(([127, 0, 0, 1], 8080)), &[]).expect("origins");
        let from = |origin| origins.may_play(&headers("127.0.0.1:8080", Some(origin)));
        assert!(from("http://127.0.0.1:8080"));
        assert!(from("http://localhost:8080"));
        assert!(!from("http://127.0.0.1:9090"));
        assert!(!from("https://127.0.0.1:8080"));
        let anyone = Origins::new(None, SocketAddr::from(([127, 0, 0, 1], 80)), &["*".into()]);
        assert!(anyone.expect("origins").listed("https://anywhere.example"));
        assert!(Origins::new(None, SocketAddr::from(([127, 0, 0, 1], 80)), &["x".into()]).is_err());
    }

    #[test]
    fn test_on_every_address_the_host_counts_only_over_http_on_the_port() {
        let origins =
            Origins::new(None, SocketAddr::from(([0, 0, 0, 0], 8080)), &[]).expect("origins");
        let lan = |origin| origins.may_play(&headers("192.168.1.5:8080", Some(origin)));
        assert!(lan("http://192.168.1.5:8080"));
        assert!(!lan("https://192.168.1.5:8080"));
        assert!(!lan("http://192.168.1.6:8080"));
        assert!(!origins.may_play(&headers(
            "evil.example:9999",
            Some("http://evil.example:9999")
        )));
    }
}
