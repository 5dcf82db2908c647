//! Seats held by accounts, and ratings, in the SQLite file.

use rusqlite::{OptionalExtension, Row as SqlRow, params};

use super::Sqlite;
use crate::store::{Holder, Players, Rating, SeatedGame, StoreError, int, ms};

/// A rating read from four columns from `from` on (rating, deviation, volatility, games).
fn rating(row: &SqlRow<'_>, from: usize) -> rusqlite::Result<Rating> {
    Ok(Rating {
        rating: row.get(from)?,
        deviation: row.get(from + 1)?,
        volatility: row.get(from + 2)?,
        games: row.get(from + 3)?,
    })
}

impl Players for Sqlite {
    fn holders(&self, id: &str, game: &str) -> Result<Vec<Holder>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(
                "SELECT s.seat, CASE WHEN a.closed_at IS NULL THEN a.name END, r.rating, \
                 r.deviation, r.volatility, r.games FROM seats s \
                 JOIN accounts a ON a.id = s.account \
                 LEFT JOIN ratings r ON r.account = s.account AND r.game = ?2 \
                 WHERE s.game = ?1 ORDER BY s.seat",
            )?;
            let rows = statement.query_map(params![id, game], |r| {
                let rated = r.get::<_, Option<f64>>(2)?.is_some();
                Ok(Holder {
                    seat: r.get(0)?,
                    name: r.get(1)?,
                    rating: if rated { Some(rating(r, 2)?) } else { None },
                })
            })?;
            rows.collect()
        })
    }

    fn take_seat(&self, game: &str, seat: u8, account: i64) -> Result<bool, StoreError> {
        self.with(|c| {
            c.execute(
                "INSERT INTO seats (game, seat, account) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (game, seat) DO NOTHING",
                params![game, seat, account],
            )?;
            let holder: Option<i64> = c
                .query_row(
                    "SELECT account FROM seats WHERE game = ?1 AND seat = ?2",
                    params![game, seat],
                    |r| r.get(0),
                )
                .optional()?;
            Ok(holder == Some(account))
        })
    }

    fn seats_of(&self, game: &str) -> Result<Vec<(u8, i64)>, StoreError> {
        self.with(|c| {
            let mut statement =
                c.prepare_cached("SELECT seat, account FROM seats WHERE game = ?1 ORDER BY seat")?;
            let rows = statement.query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect()
        })
    }

    fn games_of(&self, account: i64, limit: u32) -> Result<Vec<SeatedGame>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(
                "SELECT g.id, g.game, s.seat, g.created_at, g.end_state FROM seats s \
                 JOIN games g ON g.id = s.game WHERE s.account = ?1 \
                 ORDER BY g.created_at DESC, g.id LIMIT ?2",
            )?;
            let rows = statement.query_map(params![account, limit], |r| {
                Ok(SeatedGame {
                    id: r.get(0)?,
                    game: r.get(1)?,
                    seat: r.get(2)?,
                    created_at: ms(r.get(3)?),
                    end: r.get(4)?,
                })
            })?;
            rows.collect()
        })
    }

    fn ratings_of(&self, account: i64) -> Result<Vec<(String, Rating)>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(
                "SELECT game, rating, deviation, volatility, games FROM ratings \
                 WHERE account = ?1 ORDER BY game",
            )?;
            let rows = statement.query_map([account], |r| Ok((r.get(0)?, rating(r, 1)?)))?;
            rows.collect()
        })
    }

    fn rate(
        &self,
        id: &str,
        game: &str,
        accounts: &[i64],
        (start, at): (Rating, u64),
        update: &dyn Fn(&[Rating]) -> Vec<Rating>,
    ) -> Result<Option<Vec<(Rating, Rating)>>, StoreError> {
        self.with(|c| {
            let transaction = c.transaction()?;
            let marked = transaction.execute(
                "UPDATE games SET rated_at = ?2 WHERE id = ?1 AND rated_at IS NULL",
                params![id, int(at)],
            )?;
            if marked == 0 {
                return Ok(None);
            }
            let mut before = Vec::new();
            for account in accounts {
                let rating = transaction
                    .query_row(
                        "SELECT rating, deviation, volatility, games FROM ratings \
                         WHERE account = ?1 AND game = ?2",
                        params![account, game],
                        |r| rating(r, 0),
                    )
                    .optional()?;
                before.push(rating.unwrap_or(start));
            }
            let after = update(&before);
            for (account, rating) in accounts.iter().zip(&after) {
                transaction.execute(
                    "INSERT INTO ratings (account, game, rating, deviation, volatility, games) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (account, game) DO UPDATE SET \
                     rating = excluded.rating, deviation = excluded.deviation, \
                     volatility = excluded.volatility, games = excluded.games",
                    params![
                        account,
                        game,
                        rating.rating,
                        rating.deviation,
                        rating.volatility,
                        rating.games
                    ],
                )?;
            }
            transaction.commit()?;
            Ok(Some(before.into_iter().zip(after).collect()))
        })
    }
}
