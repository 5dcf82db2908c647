//! Seats held by accounts, and ratings, in the Postgres database.

use tokio_postgres::Row as PgRow;

use super::Postgres;
use crate::store::{Holder, Players, Rating, SeatedGame, StoreError, failed, int, ms};

fn rating(row: &PgRow, from: usize) -> Rating {
    Rating {
        rating: row.get(from),
        deviation: row.get(from + 1),
        volatility: row.get(from + 2),
        games: u32::try_from(row.get::<_, i32>(from + 3)).unwrap_or(0),
    }
}

impl Players for Postgres {
    fn holders(&self, id: &str, game: &str) -> Result<Vec<Holder>, StoreError> {
        self.with(async |client| {
            let rows = client
                .query(
                    "SELECT s.seat, CASE WHEN a.closed_at IS NULL THEN a.name END, r.rating, \
                     r.deviation, r.volatility, r.games FROM seats s \
                     JOIN accounts a ON a.id = s.account \
                     LEFT JOIN ratings r ON r.account = s.account AND r.game = $2 \
                     WHERE s.game = $1 ORDER BY s.seat",
                    &[&id, &game],
                )
                .await
                .map_err(failed)?;
            Ok(rows
                .iter()
                .map(|r| Holder {
                    seat: u8::try_from(r.get::<_, i16>(0)).unwrap_or(0),
                    name: r.get(1),
                    rating: r.get::<_, Option<f64>>(2).is_some().then(|| rating(r, 2)),
                })
                .collect())
        })
    }

    fn take_seat(&self, game: &str, seat: u8, account: i64) -> Result<bool, StoreError> {
        let seat = i16::from(seat);
        self.with(async |client| {
            client
                .execute(
                    "INSERT INTO seats (game, seat, account) VALUES ($1, $2, $3) \
                     ON CONFLICT (game, seat) DO NOTHING",
                    &[&game, &seat, &account],
                )
                .await
                .map_err(failed)?;
            let holder = client
                .query_opt(
                    "SELECT account FROM seats WHERE game = $1 AND seat = $2",
                    &[&game, &seat],
                )
                .await
                .map_err(failed)?;
            Ok(holder.is_some_and(|row| row.get::<_, i64>(0) == account))
        })
    }

    fn seats_of(&self, game: &str) -> Result<Vec<(u8, i64)>, StoreError> {
        self.with(async |client| {
            let rows = client
                .query(
                    "SELECT seat, account FROM seats WHERE game = $1 ORDER BY seat",
                    &[&game],
                )
                .await
                .map_err(failed)?;
            Ok(rows
                .iter()
                .map(|r| (u8::try_from(r.get::<_, i16>(0)).unwrap_or(0), r.get(1)))
                .collect())
        })
    }

    fn games_of(&self, account: i64, limit: u32) -> Result<Vec<SeatedGame>, StoreError> {
        let limit = i64::from(limit);
        self.with(async |client| {
            let rows = client
                .query(
                    "SELECT g.id, g.game, s.seat, g.created_at, g.end_state FROM seats s \
                     JOIN games g ON g.id = s.game WHERE s.account = $1 \
                     ORDER BY g.created_at DESC, g.id LIMIT $2",
                    &[&account, &limit],
                )
                .await
                .map_err(failed)?;
            Ok(rows
                .iter()
                .map(|r| SeatedGame {
                    id: r.get(0),
                    game: r.get(1),
                    seat: u8::try_from(r.get::<_, i16>(2)).unwrap_or(0),
                    created_at: ms(r.get(3)),
                    end: r.get(4),
                })
                .collect())
        })
    }

    fn ratings_of(&self, account: i64) -> Result<Vec<(String, Rating)>, StoreError> {
        self.with(async |client| {
            let rows = client
                .query(
                    "SELECT game, rating, deviation, volatility, games FROM ratings \
                     WHERE account = $1 ORDER BY game",
                    &[&account],
                )
                .await
                .map_err(failed)?;
            Ok(rows.iter().map(|r| (r.get(0), rating(r, 1))).collect())
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
        self.with(async |client| {
            let transaction = client.transaction().await.map_err(failed)?;
            // The game's row locked: a second server rating it waits, then finds it rated.
            let marked = transaction
                .execute(
                    "UPDATE games SET rated_at = $2 WHERE id = $1 AND rated_at IS NULL",
                    &[&id, &int(at)],
                )
                .await
                .map_err(failed)?;
            if marked == 0 {
                return Ok(None);
            }
            let mut before = Vec::new();
            for account in accounts {
                let found = transaction
                    .query_opt(
                        "SELECT rating, deviation, volatility, games FROM ratings \
                         WHERE account = $1 AND game = $2 FOR UPDATE",
                        &[account, &game],
                    )
                    .await
                    .map_err(failed)?;
                before.push(found.map_or(start, |row| rating(&row, 0)));
            }
            let after = update(&before);
            for (account, rated) in accounts.iter().zip(&after) {
                let games = i32::try_from(rated.games).unwrap_or(i32::MAX);
                transaction
                    .execute(
                        "INSERT INTO ratings (account, game, rating, deviation, volatility, games) \
                         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (account, game) DO UPDATE SET \
                         rating = EXCLUDED.rating, deviation = EXCLUDED.deviation, \
                         volatility = EXCLUDED.volatility, games = EXCLUDED.games",
                        &[
                            account,
                            &game,
                            &rated.rating,
                            &rated.deviation,
                            &rated.volatility,
                            &games,
                        ],
                    )
                    .await
                    .map_err(failed)?;
            }
            transaction.commit().await.map_err(failed)?;
            Ok(Some(before.into_iter().zip(after).collect()))
        })
    }
}
