//! Threats in one move: how many moves win at once for the side to move, and the reply
//! that leaves the fewest, which is how a level's other side blocks.

use engine::{Game, Outcome, Seat, ToMove};

/// How many of the side to move's legal moves win the game at once (none once it is
/// over).
pub fn wins_in_one<G: Game>(game: &G) -> usize {
    let Some(ToMove::Seat(mover)) = game.to_move() else {
        return 0;
    };
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
        .into_iter()
        .filter(|&m| {
            let mut after = game.clone();
            after.play_unchecked(m);
            wins_for(after.outcome(), mover)
        })
        .count()
}

/// Whether `outcome` is a win for `seat` (alone or shared).
pub(crate) fn wins_for(outcome: Option<Outcome>, seat: Seat) -> bool {
    match outcome {
        Some(Outcome::Winner(winner)) => winner == seat,
        Some(Outcome::Winners(winners)) => winners.contains(seat),
        Some(Outcome::Draw) | None => false,
    }
}

/// The side to move's reply that wins at once if one does, or else leaves the other side
/// the fewest wins in one: the first such in the game's order of moves.
pub fn block<G: Game>(game: &G) -> Option<G::Move> {
    let Some(ToMove::Seat(mover)) = game.to_move() else {
        return None;
    };
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let after = |m: G::Move| {
        let mut after = game.clone();
        after.play_unchecked(m);
        after
    };
    if let Some(&win) = moves.iter().find(|&&m| wins_for(after(m).outcome(), mover)) {
        return Some(win);
    }
    let mut best: Option<(usize, G::Move)> = None;
    for m in moves {
        let left = wins_in_one(&after(m));
        if best.is_none_or(|(fewest, _)| left < fewest) {
            best = Some((left, m));
        }
        if left == 0 {
            break;
        }
    }
    best.map(|(_, m)| m)
}
