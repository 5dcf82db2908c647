//! The lobby's seeks in the SQLite file.

use rusqlite::{OptionalExtension, Row as SqlRow, params};

use super::{Sqlite, insert};
use crate::{
    room::Record,
    store::{Lobby, Row, SeekRow, StoreError, failed, int, ms, spaced, unspaced},
};

/// The columns a [`SeekRow`] is read from, in order.
const SEEK: &str = "s.id, s.account, a.name, s.game, s.options, s.time, s.rated, s.range_min, \
                    s.range_max, s.secret, s.created_at, s.paired";

/// A seek as read.
fn seek(row: &SqlRow<'_>) -> rusqlite::Result<SeekRow> {
    let options: String = row.get(4)?;
    let time: String = row.get(5)?;
    let time = serde_json::from_str(&time).map_err(|error| {
        rusqlite::Error::FromSqlConversionFailure(5, rusqlite::types::Type::Text, Box::new(error))
    })?;
    let range = match (row.get::<_, Option<u32>>(7)?, row.get::<_, Option<u32>>(8)?) {
        (Some(min), Some(max)) => Some((min, max)),
        _ => None,
    };
    Ok(SeekRow {
        id: row.get(0)?,
        account: row.get(1)?,
        name: row.get(2)?,
        game: row.get(3)?,
        options: unspaced(&options),
        time,
        rated: row.get(6)?,
        range,
        secret: row.get(9)?,
        created_at: ms(row.get(10)?),
        paired: row.get(11)?,
    })
}

impl Lobby for Sqlite {
    fn add_seek(&self, seek: &SeekRow) -> Result<(), StoreError> {
        let time = serde_json::to_string(&seek.time).map_err(failed)?;
        self.with(|c| {
            c.execute(
                "INSERT INTO seeks (id, account, game, options, time, rated, range_min, \
                 range_max, secret, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    seek.id,
                    seek.account,
                    seek.game,
                    spaced(&seek.options),
                    time,
                    seek.rated,
                    seek.range.map(|r| r.0),
                    seek.range.map(|r| r.1),
                    seek.secret,
                    int(seek.created_at)
                ],
            )
            .map(drop)
        })
    }

    fn open_seeks(&self) -> Result<Vec<SeekRow>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(&format!(
                "SELECT {SEEK} FROM seeks s JOIN accounts a ON a.id = s.account \
                 WHERE s.paired IS NULL ORDER BY s.created_at, s.id"
            ))?;
            let rows = statement.query_map([], seek)?;
            rows.collect()
        })
    }

    fn seek(&self, id: &str) -> Result<Option<SeekRow>, StoreError> {
        self.with(|c| {
            c.query_row(
                &format!(
                    "SELECT {SEEK} FROM seeks s JOIN accounts a ON a.id = s.account \
                     WHERE s.id = ?1"
                ),
                [id],
                seek,
            )
            .optional()
        })
    }

    fn withdraw_seek(&self, id: &str, account: i64) -> Result<bool, StoreError> {
        self.with(|c| {
            let gone = c.execute(
                "DELETE FROM seeks WHERE id = ?1 AND account = ?2 AND paired IS NULL",
                params![id, account],
            )?;
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
        self.with(|c| {
            let transaction = c.transaction()?;
            insert(&transaction, &game.id, &row)?;
            let paired = transaction.execute(
                "UPDATE seeks SET paired = ?2 WHERE id = ?1 AND paired IS NULL AND account <> ?3",
                params![id, game.id, acceptor],
            )?;
            if paired == 0 {
                // Rolled back with the game: nothing was made.
                return Ok(false);
            }
            for (seat, account) in seats.iter().enumerate() {
                transaction.execute(
                    "INSERT INTO seats (game, seat, account) VALUES (?1, ?2, ?3)",
                    params![game.id, seat, account],
                )?;
            }
            transaction.commit()?;
            Ok(true)
        })
    }
}
