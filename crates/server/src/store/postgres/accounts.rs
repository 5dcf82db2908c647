//! The accounts in the Postgres database, every server's.

use tokio_postgres::Row as PgRow;

use super::Postgres;
use crate::store::{
    Account, Accounts, SEEN_EVERY_MS, SessionRow, StoreError, failed, int, ms, name_key,
};

/// The columns an [`Account`] is read from, in order.
const ACCOUNT: &str = "a.id, a.name, a.password, a.created_at";

fn account(row: &PgRow) -> Account {
    Account {
        id: row.get(0),
        name: row.get(1),
        password: row.get(2),
        created_at: ms(row.get(3)),
    }
}

impl Accounts for Postgres {
    fn create_account(&self, name: &str, hash: &str, at: u64) -> Result<Option<i64>, StoreError> {
        self.with(async |client| {
            let made = client
                .query_opt(
                    "INSERT INTO accounts (name, name_key, password, created_at) \
                     VALUES ($1, $2, $3, $4) ON CONFLICT (name_key) DO NOTHING RETURNING id",
                    &[&name, &name_key(name), &hash, &int(at)],
                )
                .await
                .map_err(failed)?;
            Ok(made.map(|row| row.get(0)))
        })
    }

    fn account_named(&self, name: &str) -> Result<Option<Account>, StoreError> {
        let sql = format!(
            "SELECT {ACCOUNT} FROM accounts a WHERE a.name_key = $1 AND a.closed_at IS NULL"
        );
        self.with(async |client| {
            let found = client
                .query_opt(&sql, &[&name_key(name)])
                .await
                .map_err(failed)?;
            Ok(found.as_ref().map(account))
        })
    }

    fn open_session(
        &self,
        token: &str,
        account: i64,
        at: u64,
        agent: &str,
    ) -> Result<(), StoreError> {
        self.with(async |client| {
            client
                .execute(
                    "INSERT INTO sessions (token, account, signed_in, last_seen, agent) \
                     VALUES ($1, $2, $3, $3, $4)",
                    &[&token, &account, &int(at), &agent],
                )
                .await
                .map(drop)
                .map_err(failed)
        })
    }

    fn session_account(&self, token: &str, at: u64) -> Result<Option<Account>, StoreError> {
        let sql = format!(
            "SELECT {ACCOUNT} FROM sessions s JOIN accounts a ON a.id = s.account \
             WHERE s.token = $1 AND a.closed_at IS NULL"
        );
        self.with(async |client| {
            let statement = client.prepare_cached(&sql).await.map_err(failed)?;
            let found = client
                .query_opt(&statement, &[&token])
                .await
                .map_err(failed)?;
            if found.is_some() {
                client
                    .execute(
                        "UPDATE sessions SET last_seen = $2 WHERE token = $1 AND last_seen < $3",
                        &[&token, &int(at), &int(at.saturating_sub(SEEN_EVERY_MS))],
                    )
                    .await
                    .map_err(failed)?;
            }
            Ok(found.as_ref().map(account))
        })
    }

    fn sessions(&self, account: i64) -> Result<Vec<SessionRow>, StoreError> {
        self.with(async |client| {
            let rows = client
                .query(
                    "SELECT token, signed_in, last_seen, agent FROM sessions \
                     WHERE account = $1 ORDER BY signed_in DESC, token",
                    &[&account],
                )
                .await
                .map_err(failed)?;
            Ok(rows
                .iter()
                .map(|r| SessionRow {
                    token: r.get(0),
                    signed_in: ms(r.get(1)),
                    last_seen: ms(r.get(2)),
                    agent: r.get(3),
                })
                .collect())
        })
    }

    fn close_session(&self, token: &str) -> Result<(), StoreError> {
        self.with(async |client| {
            client
                .execute("DELETE FROM sessions WHERE token = $1", &[&token])
                .await
                .map(drop)
                .map_err(failed)
        })
    }

    fn close_sessions(&self, account: i64, keep: Option<&str>) -> Result<(), StoreError> {
        self.with(async |client| {
            client
                .execute(
                    "DELETE FROM sessions WHERE account = $1 AND token IS DISTINCT FROM $2",
                    &[&account, &keep],
                )
                .await
                .map(drop)
                .map_err(failed)
        })
    }

    fn set_password(&self, account: i64, hash: &str) -> Result<(), StoreError> {
        self.with(async |client| {
            client
                .execute(
                    "UPDATE accounts SET password = $2 WHERE id = $1 AND closed_at IS NULL",
                    &[&account, &hash],
                )
                .await
                .map(drop)
                .map_err(failed)
        })
    }

    fn set_block(&self, blocker: i64, blocked: i64, on: bool) -> Result<(), StoreError> {
        let sql = if on {
            "INSERT INTO blocks (blocker, blocked) VALUES ($1, $2) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM blocks WHERE blocker = $1 AND blocked = $2"
        };
        self.with(async |client| {
            client
                .execute(sql, &[&blocker, &blocked])
                .await
                .map(drop)
                .map_err(failed)
        })
    }

    fn blocked_by(&self, account: i64) -> Result<Vec<String>, StoreError> {
        self.with(async |client| {
            let rows = client
                .query(
                    "SELECT a.name FROM blocks b JOIN accounts a ON a.id = b.blocked \
                     WHERE b.blocker = $1 AND a.closed_at IS NULL ORDER BY a.name_key",
                    &[&account],
                )
                .await
                .map_err(failed)?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    fn kept_apart(&self, account: i64) -> Result<Vec<i64>, StoreError> {
        self.with(async |client| {
            let rows = client
                .query(
                    "SELECT blocked FROM blocks WHERE blocker = $1 \
                     UNION SELECT blocker FROM blocks WHERE blocked = $1",
                    &[&account],
                )
                .await
                .map_err(failed)?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    fn close_account(&self, account: i64, at: u64) -> Result<(), StoreError> {
        self.with(async |client| {
            let transaction = client.transaction().await.map_err(failed)?;
            transaction
                .execute("DELETE FROM sessions WHERE account = $1", &[&account])
                .await
                .map_err(failed)?;
            transaction
                .execute(
                    "UPDATE accounts SET password = NULL, closed_at = $2 WHERE id = $1",
                    &[&account, &int(at)],
                )
                .await
                .map_err(failed)?;
            transaction.commit().await.map_err(failed)
        })
    }
}
