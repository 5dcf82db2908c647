//! Helpers shared by the games' computer-player tests.

use engine::{Game, Outcome, Seat};

use crate::{Computer, Level, NoClock, choose_move};

/// The move `level` chooses in `game` from `seed`, checked legal, as its token.
pub fn token<G: Computer>(game: &G, level: u8, seed: u64) -> String {
    let level = Level::new(level).expect("a level");
    let m = choose_move(game, level, seed, &NoClock).expect("a move");
    assert!(game.is_legal(m), "{m:?} is legal in {game:?}");
    game.format_move(m)
}

/// Asserts that after `m` (played in `game`) no reply wins for `seat`.
pub fn assert_no_reply_wins<G: Game>(game: &G, m: &str, seat: Seat, context: &str) {
    let mut after = game.clone();
    after.play_token(m).expect("legal");
    let mut moves = Vec::new();
    after.legal_moves(&mut moves);
    for &reply in &moves {
        let mut next = after.clone();
        next.play_unchecked(reply);
        assert_ne!(
            next.outcome(),
            Some(Outcome::Winner(seat)),
            "{context}: {m}, then {}",
            after.format_move(reply)
        );
    }
}
