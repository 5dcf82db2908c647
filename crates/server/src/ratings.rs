//! Ratings: Glicko-2 for each game (skillratings' implementation), each rated game one
//! rating period, as lichess rates. A player starts at 1500, deviation 350, volatility
//! 0.06 (Glickman's values); τ is 0.75 (lichess's); the deviation stays within 45 and 350;
//! a rating whose deviation is over 110 is provisional ("1500?"). A game of three or four
//! (Azacru) is rated pairwise: each player's period holds one result against each other
//! player, a win against those the outcome puts behind him, a loss against those ahead, a
//! draw with those level; for two players that is Glicko-2 itself.

use protocol::Outcome;
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period},
};

use crate::store::Rating;

/// A new player's rating.
pub const START: Rating = Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
    games: 0,
};

/// Glicko-2's τ: how far the volatility may move in one period.
pub const TAU: f64 = 0.75;

/// Over this deviation a rating is provisional.
pub const PROVISIONAL: f64 = 110.0;

/// The narrowest deviation kept: a rating never stops moving.
const DEVIATION_MIN: f64 = 45.0;

/// Whether `rating` is provisional (shown with "?").
pub fn provisional(rating: &Rating) -> bool {
    rating.deviation > PROVISIONAL
}

/// Each seat's place in a game of `seats` seats that ended in `outcome`: 0 for a winner
/// (every seat in a draw), 1 for the others.
pub fn places(outcome: &Outcome, seats: usize) -> Vec<u8> {
    (0..seats)
        .map(|seat| {
            let seat = u8::try_from(seat).unwrap_or(u8::MAX);
            let won = match outcome {
                Outcome::Winner { seat: winner } => *winner == seat,
                Outcome::Winners { seats } => seats.contains(&seat),
                Outcome::Draw => true,
            };
            u8::from(!won)
        })
        .collect()
}

/// The ratings after one rated game, each player's from `before` and `places` (0 best,
/// equal places a draw), in the same order.
pub fn after_game(before: &[Rating], places: &[u8]) -> Vec<Rating> {
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let glicko = |r: &Rating| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    before
        .iter()
        .zip(places)
        .enumerate()
        .map(|(me, (mine, place))| {
            let results: Vec<(Glicko2Rating, Outcomes)> = before
                .iter()
                .zip(places)
                .enumerate()
                .filter(|(other, _)| *other != me)
                .map(|(_, (theirs, their_place))| {
                    let outcome = match place.cmp(their_place) {
                        std::cmp::Ordering::Less => Outcomes::WIN,
                        std::cmp::Ordering::Greater => Outcomes::LOSS,
                        std::cmp::Ordering::Equal => Outcomes::DRAW,
                    };
                    (glicko(theirs), outcome)
                })
                .collect();
            let new = glicko2_rating_period(&glicko(mine), &results, &config);
            Rating {
                rating: new.rating,
                deviation: new.deviation.clamp(DEVIATION_MIN, START.deviation),
                volatility: new.volatility,
                games: mine.games + 1,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rated(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
            games: 10,
        }
    }

    #[test]
    fn test_two_new_players_move_apart_by_glickos_own_step() {
        let after = after_game(&[START, START], &[0, 1]);
        // Glicko-2 from 1500/350 against 1500/350: about ±162, deviation about 290.
        assert!((after[0].rating - 1662.3).abs() < 0.5, "{after:?}");
        assert!((after[1].rating - 1337.7).abs() < 0.5, "{after:?}");
        assert!((after[0].deviation - 290.3).abs() < 0.5, "{after:?}");
        assert_eq!((after[0].games, after[1].games), (1, 1));
        assert!(provisional(&after[0]));
    }

    #[test]
    fn test_an_upset_moves_more_than_the_expected_and_a_draw_moves_toward_each_other() {
        let strong = rated(1900.0, 60.0);
        let weak = rated(1500.0, 60.0);
        let expected = after_game(&[strong, weak], &[0, 1]);
        let upset = after_game(&[strong, weak], &[1, 0]);
        assert!(upset[1].rating - weak.rating > expected[0].rating - strong.rating);
        let draw = after_game(&[strong, weak], &[0, 0]);
        assert!(draw[0].rating < strong.rating && draw[1].rating > weak.rating);
        assert!(!provisional(&strong));
    }

    #[test]
    fn test_four_players_are_rated_pairwise_winner_up_the_rest_down() {
        let four = [START, START, START, START];
        let after = after_game(&four, &places(&Outcome::Winner { seat: 2 }, 4));
        assert!(after[2].rating > 1500.0);
        for seat in [0, 1, 3] {
            assert!(after[seat].rating < 1500.0, "{seat}: {after:?}");
            // Level with two others, behind one: a small loss, the same for each.
            assert!((after[seat].rating - after[0].rating).abs() < 1e-9);
        }
        // Three wins in one period count more than one.
        let two = after_game(&[START, START], &[0, 1]);
        assert!(after[2].rating > two[0].rating);
    }

    #[test]
    fn test_places_follow_the_outcome() {
        assert_eq!(places(&Outcome::Winner { seat: 1 }, 2), [1, 0]);
        assert_eq!(
            places(&Outcome::Winners { seats: vec![0, 2] }, 3),
            [0, 1, 0]
        );
        assert_eq!(places(&Outcome::Draw, 4), [0, 0, 0, 0]);
    }

    #[test]
    fn test_the_deviation_stays_within_45_and_350() {
        // Many games settle it near 60 by Glicko-2 alone; one below 45 comes back to 45.
        let mut two = [rated(1500.0, 80.0), rated(1500.0, 80.0)];
        for _ in 0..200 {
            let after = after_game(&two, &[0, 0]);
            two = [after[0], after[1]];
        }
        assert!((55.0..65.0).contains(&two[0].deviation), "{two:?}");
        assert_eq!(two[0].games, 210);
        let narrow = after_game(&[rated(1500.0, 30.0), rated(1500.0, 30.0)], &[0, 1]);
        assert!((narrow[0].deviation - 45.0).abs() < 1e-9, "{narrow:?}");
        let wide = Rating {
            deviation: 500.0,
            ..START
        };
        assert!(after_game(&[wide, START], &[0, 1])[0].deviation <= 350.0);
    }
}
