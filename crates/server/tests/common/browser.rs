//! A browser on the site's own pages, for the account and lobby tests: its origin and the
//! session cookie it keeps, and the answers it gets.

use protocol::account::{AccountError, AccountRefusal, Me};

use super::Server;

/// A browser on the site's own pages: its origin, and the session cookie it keeps.
pub struct Browser<'a> {
    server: &'a Server,
    /// The origin it sends.
    pub origin: String,
    /// Its session's token, once it has one.
    pub cookie: Option<String>,
    agent: &'static str,
}

/// An answer: its status, head and body.
pub struct Answer {
    /// The status.
    pub status: u16,
    /// The head, header names in lower case.
    pub head: String,
    /// The body.
    pub body: String,
}

impl Answer {
    /// The refusal it carries.
    pub fn refusal(&self) -> AccountRefusal {
        protocol::decode::<AccountError>(&self.body)
            .unwrap_or_else(|e| panic!("{e}: {}", self.body))
            .code
    }
}

impl<'a> Browser<'a> {
    pub fn new(server: &'a Server, agent: &'static str) -> Self {
        Browser {
            server,
            origin: format!("http://{}", server.address),
            cookie: None,
            agent,
        }
    }

    /// Sends a request from the site's page, with the cookie kept; keeps the cookie set.
    pub async fn ask(&mut self, method: &str, path: &str, body: &str) -> Answer {
        let cookie = self
            .cookie
            .as_ref()
            .map(|c| format!("Cookie: tessera_session={c}\r\n"))
            .unwrap_or_default();
        let extra = format!(
            "Origin: {}\r\nUser-Agent: {}\r\n{cookie}",
            self.origin, self.agent
        );
        let (head, body) = self.server.request(method, path, &extra, body).await;
        let status = head[9..12].parse().unwrap();
        if let Some(set) = head
            .lines()
            .find_map(|l| l.strip_prefix("set-cookie: tessera_session="))
        {
            let token = set.split(';').next().unwrap();
            self.cookie = (!token.is_empty()).then(|| token.to_owned());
        }
        Answer {
            status,
            head,
            body: String::from_utf8(body).unwrap(),
        }
    }

    pub async fn sign_up(&mut self, name: &str, password: &str) -> Answer {
        let body = format!(r#"{{"name":"{name}","password":"{password}"}}"#);
        self.ask("POST", "/api/account", &body).await
    }

    pub async fn sign_in(&mut self, name: &str, password: &str) -> Answer {
        let body = format!(r#"{{"name":"{name}","password":"{password}"}}"#);
        self.ask("POST", "/api/session", &body).await
    }

    /// Who the server says is signed in here, or the status it refused with.
    pub async fn me(&mut self) -> Result<String, u16> {
        let answer = self.ask("GET", "/api/account", "").await;
        match answer.status {
            200 => Ok(protocol::decode::<Me>(&answer.body).unwrap().name),
            status => Err(status),
        }
    }
}
