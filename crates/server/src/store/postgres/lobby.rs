//! The lobby's seeks in the Postgres database, every server's.

use tokio_postgres::Row as PgRow;

use super::{Postgres, insert};
use crate::{
    room::Record,
    store::{Lobby, Row, SeekRow, StoreError, failed, int, ms, spaced, unspaced},
};

/// The columns a [`SeekRow`] is read from, in order.
const SEEK: &str = "s.id, s.account, a.name, s.game, s.options, s.time, s.rated, s.range_min, \
                    s.range_max, s.secret, s.created_at, s.paired";

/// A seek as read.
fn seek(row: &PgRow) -> Result<SeekRow, StoreError> {
    let options: String = row.get(4);
    let time: String = row.get(5);
    let bound = |i| {
        row.get::<_, Option<i32>>(i)
            .and_then(|n| u32::try_from(n).ok())
    };
    Ok(SeekRow {
        id: row.get(0),
        account: row.get(1),
        name: row.get(2),
        game: row.get(3),
        options: unspaced(&options),
        time: serde_json::from_str(&time).map_err(failed)?,
        rated: row.get(6),
        range: bound(7).zip(bound(8)),
        secret: row.get(9),
        created_at: ms(row.get(10)),
        paired: row.get(11),
    })
}

impl Lobby for Postgres {
    fn add_seek(&self, seek: &SeekRow) -> Result<(), StoreError> {
        let time = serde_json::to_string(&seek.time).map_err(failed)?;
        let bound = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
        let (min, max) = (
            seek.range.map(|r| bound(r.0)),
            seek.range.map(|r| bound(r.1)),
        );
        self.with(async |client| {
            client
                .execute(
                    "INSERT INTO seeks (id, account, game, options, time, rated, range_min, \
                     range_max, secret, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                    &[
                        &seek.id,
                        &seek.account,
                        &seek.game,
                        &spaced(&seek.options),
                        &time,
                        &seek.rated,
                        &min,
                        &max,
                        &seek.secret,
                        &int(seek.created_at),
                    ],
                )
                .await
                .map(drop)
                .map_err(failed)
        })
    }

    fn open_seeks(&self) -> Result<Vec<SeekRow>, StoreError> {
        let sql = format!(
            "SELECT {SEEK} FROM seeks s JOIN accounts a ON a.id = s.account \
             WHERE s.paired IS NULL ORDER BY s.created_at, s.id"
        );
        self.with(async |client| {
            let rows = client.query(&sql, &[]).await.map_err(failed)?;
            rows.iter().map(seek).collect()
        })
    }

    fn seek(&self, id: &str) -> Result<Option<SeekRow>, StoreError> {
        let sql = format!(
            "SELECT {SEEK} FROM seeks s JOIN accounts a ON a.id = s.account WHERE s.id = $1"
        );
        self.with(async |client| {
            let found = client.query_opt(&sql, &[&id]).await.map_err(failed)?;
            found.as_ref().map(seek).transpose()
        })
    }

    fn withdraw_seek(&self, id: &str, account: i64) -> Result<bool, StoreError> {
        self.with(async |client| {
            let gone = client
                .execute(
                    "DELETE FROM seeks WHERE id = $1 AND account = $2 AND paired IS NULL",
                    &[&id, &account],
                )
                .await
                .map_err(failed)?;
            Ok(gone == 1)
        })
    }

    fn pair(
        &self,
        id: &str,
        acceptor: i64,
        game: &Record,
        seats: &[i64],
    ) -> Result<bool, StoreError> {
        let row = Row::of(game)?;
        self.with(async |client| {
            let transaction = client.transaction().await.map_err(failed)?;
            insert(&transaction, &game.id, &row).await?;
            // The seek's row locked by the update: a second acceptor waits, then finds it
            // paired.
            let paired = transaction
                .execute(
                    "UPDATE seeks SET paired = $2 WHERE id = $1 AND paired IS NULL \
                     AND account <> $3",
                    &[&id, &game.id, &acceptor],
                )
                .await
                .map_err(failed)?;
            if paired == 0 {
                // Rolled back with the game: nothing was made.
                return Ok(false);
            }
            for (seat, account) in seats.iter().enumerate() {
                let seat = i16::try_from(seat).unwrap_or(i16::MAX);
                transaction
                    .execute(
                        "INSERT INTO seats (game, seat, account) VALUES ($1, $2, $3)",
                        &[&game.id, &seat, account],
                    )
                    .await
                    .map_err(failed)?;
            }
            transaction.commit().await.map_err(failed)?;
            Ok(true)
        })
    }
}
