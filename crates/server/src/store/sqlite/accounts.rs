//! The accounts in the SQLite file.

use rusqlite::{OptionalExtension, Row as SqlRow, params};

use super::Sqlite;
use crate::store::{Account, Accounts, SEEN_EVERY_MS, SessionRow, StoreError, int, ms, name_key};

/// The columns an [`Account`] is read from, in order.
const ACCOUNT: &str = "a.id, a.name, a.password, a.created_at";

fn account(row: &SqlRow<'_>) -> rusqlite::Result<Account> {
    Ok(Account {
        id: row.get(0)?,
        name: row.get(1)?,
        password: row.get(2)?,
        created_at: ms(row.get(3)?),
    })
}

impl Accounts for Sqlite {
    fn create_account(&self, name: &str, hash: &str, at: u64) -> Result<Option<i64>, StoreError> {
        self.with(|c| {
            let made = c.execute(
                "INSERT INTO accounts (name, name_key, password, created_at) \
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT (name_key) DO NOTHING",
                params![name, name_key(name), hash, int(at)],
            )?;
            Ok((made == 1).then(|| c.last_insert_rowid()))
        })
    }

    fn account_named(&self, name: &str) -> Result<Option<Account>, StoreError> {
        self.with(|c| {
            c.query_row(
                &format!(
                    "SELECT {ACCOUNT} FROM accounts a \
                     WHERE a.name_key = ?1 AND a.closed_at IS NULL"
                ),
                [name_key(name)],
                account,
            )
            .optional()
        })
    }

    fn open_session(
        &self,
        token: &str,
        account: i64,
        at: u64,
        agent: &str,
    ) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "INSERT INTO sessions (token, account, signed_in, last_seen, agent) \
                 VALUES (?1, ?2, ?3, ?3, ?4)",
                params![token, account, int(at), agent],
            )
            .map(drop)
        })
    }

    fn session_account(&self, token: &str, at: u64) -> Result<Option<Account>, StoreError> {
        self.with(|c| {
            let found = c
                .query_row(
                    &format!(
                        "SELECT {ACCOUNT} FROM sessions s JOIN accounts a ON a.id = s.account \
                         WHERE s.token = ?1 AND a.closed_at IS NULL"
                    ),
                    [token],
                    account,
                )
                .optional()?;
            if found.is_some() {
                c.execute(
                    "UPDATE sessions SET last_seen = ?2 WHERE token = ?1 AND last_seen < ?3",
                    params![token, int(at), int(at.saturating_sub(SEEN_EVERY_MS))],
                )?;
            }
            Ok(found)
        })
    }

    fn sessions(&self, account: i64) -> Result<Vec<SessionRow>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(
                "SELECT token, signed_in, last_seen, agent FROM sessions \
                 WHERE account = ?1 ORDER BY signed_in DESC, token",
            )?;
            let rows = statement.query_map([account], |r| {
                Ok(SessionRow {
                    token: r.get(0)?,
                    signed_in: ms(r.get(1)?),
                    last_seen: ms(r.get(2)?),
                    agent: r.get(3)?,
                })
            })?;
            rows.collect()
        })
    }

    fn close_session(&self, token: &str) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute("DELETE FROM sessions WHERE token = ?1", [token])
                .map(drop)
        })
    }

    fn close_sessions(&self, account: i64, keep: Option<&str>) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "DELETE FROM sessions WHERE account = ?1 AND token IS NOT ?2",
                params![account, keep],
            )
            .map(drop)
        })
    }

    fn set_password(&self, account: i64, hash: &str) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "UPDATE accounts SET password = ?2 WHERE id = ?1 AND closed_at IS NULL",
                params![account, hash],
            )
            .map(drop)
        })
    }

    fn set_block(&self, blocker: i64, blocked: i64, on: bool) -> Result<(), StoreError> {
        let sql = if on {
            "INSERT INTO blocks (blocker, blocked) VALUES (?1, ?2) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM blocks WHERE blocker = ?1 AND blocked = ?2"
        };
        self.with(|c| c.execute(sql, params![blocker, blocked]).map(drop))
    }

    fn blocked_by(&self, account: i64) -> Result<Vec<String>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(
                "SELECT a.name FROM blocks b JOIN accounts a ON a.id = b.blocked \
                 WHERE b.blocker = ?1 AND a.closed_at IS NULL ORDER BY a.name_key",
            )?;
            let rows = statement.query_map([account], |r| r.get(0))?;
            rows.collect()
        })
    }

    fn kept_apart(&self, account: i64) -> Result<Vec<i64>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(
                "SELECT blocked FROM blocks WHERE blocker = ?1 \
                 UNION SELECT blocker FROM blocks WHERE blocked = ?1",
            )?;
            let rows = statement.query_map([account], |r| r.get(0))?;
            rows.collect()
        })
    }

    fn close_account(&self, account: i64, at: u64) -> Result<(), StoreError> {
        self.with(|c| {
            let transaction = c.transaction()?;
            transaction.execute("DELETE FROM sessions WHERE account = ?1", [account])?;
            transaction.execute(
                "UPDATE accounts SET password = NULL, closed_at = ?2 WHERE id = ?1",
                params![account, int(at)],
            )?;
            transaction.commit()
        })
    }
}
