//! `tessera soak`: long random play that checks the rules' invariants after every move.

use std::fmt::Write;

use ai::random::{self, Rng};
use engine::{Game, Outcome};

/// Moves after which a game that has not ended counts as endless.
const LONGEST_GAME: u64 = 1_000_000;

/// Codes longer than this (in practice only Karo's, which carry the thousands of moves of
/// their repetition window) are read back only every [`LONG_CODE_EVERY`] moves and at the
/// end: reading one replays its whole window, and doing so after every move made a Karo
/// game cost 20 to 70 s instead of a fraction of a second. Every shorter code, every move
/// and every token is still checked after every move.
const LONG_CODE: usize = 2_000;
const LONG_CODE_EVERY: u64 = 256;

/// Plays `games` random games from `start` and checks, after every move: every legal move
/// is legal and its token reads back to it; the position code reads back to the same
/// code (long ones only now and then, see [`LONG_CODE`]); moves run out exactly when the
/// game is over; and every game ends.
///
/// # Errors
///
/// The first broken invariant, with the seed and move that broke it.
pub fn soak<G: Game>(start: &G, games: u64, seed: u64) -> Result<String, String> {
    let (mut plies, mut results) = (0u64, [0u64; 3]);
    let mut moves = Vec::new();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let mut rng = Rng::new(game_seed);
        let mut game = start.clone();
        let mut length = 0u64;
        loop {
            let broken = |length: u64, what: &str| {
                format!(
                    "soak: {} seed {game_seed} after {length} moves: {what}",
                    G::ID
                )
            };
            check(&game, &mut moves, length).map_err(|what| broken(length, &what))?;
            let Some(m) = random::choose(&game, &mut rng, &mut moves) else {
                break;
            };
            game.play(m)
                .map_err(|e| broken(length, &format!("a listed move was refused ({e})")))?;
            length += 1;
            if length > LONGEST_GAME {
                return Err(broken(length, "the game does not end"));
            }
        }
        plies += length;
        results[match game.outcome() {
            Some(Outcome::Winner(_)) => 0,
            Some(Outcome::Winners(_)) => 1,
            _ => 2,
        }] += 1;
    }
    let mut out = String::new();
    let _ = writeln!(out, "games: {games}\nmoves checked: {plies}");
    let _ = writeln!(
        out,
        "ended: won {} shared {} drawn {}",
        results[0], results[1], results[2]
    );
    out.push_str("invariants: held\n");
    Ok(out)
}

fn check<G: Game>(game: &G, moves: &mut Vec<G::Move>, length: u64) -> Result<(), String> {
    game.legal_moves(moves);
    if moves.is_empty() != game.is_over() {
        return Err("legal moves and the outcome disagree".into());
    }
    for &m in moves.iter() {
        if !game.is_legal(m) {
            return Err(format!("listed move {} is not legal", game.format_move(m)));
        }
        let token = game.format_move(m);
        if game.parse_move(&token) != Ok(m) {
            return Err(format!("token {token} does not read back"));
        }
    }
    let code = game.to_code();
    if code.len() > LONG_CODE && !length.is_multiple_of(LONG_CODE_EVERY) && !game.is_over() {
        return Ok(());
    }
    match G::from_code(game.options().clone(), &code) {
        Ok(again) if again.to_code() == code => Ok(()),
        Ok(_) => Err(format!("code {code} reads back to another position")),
        Err(e) => Err(format!("code {code} does not read back: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::karo::four::KaroFour;

    #[test]
    fn test_a_long_karo_game_soaks_in_seconds() {
        // Seed 2 plays 3099 moves with codes of thousands of bytes: 35 s when every code
        // was read back, 2 s now.
        let report = soak(&KaroFour::new(Default::default()), 1, 2).expect("invariants hold");
        assert!(report.contains("moves checked: 3099"), "{report}");
    }
}
