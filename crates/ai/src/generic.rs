//! The generic computer player: alpha-beta over any two-sided [`Game`] whose positions can
//! be evaluated ([`Evaluate`]). A game with a dedicated engine (Caro) implements
//! [`Computer`](crate::Computer) itself; the others implement [`Evaluate`] and call [`think`].

use engine::{Game, Outcome, ToMove};

use crate::{
    Clock, Settings, Thought,
    alpha_beta::{self, Known, Node},
    levels,
    random::Rng,
};

/// What the generic search needs from a game besides its rules.
pub trait Evaluate: Game {
    /// The position's value for the seat to move: positive when good for it. Only called
    /// on positions that are not over.
    fn evaluate(&self) -> i32;

    /// Sorts `moves` best first, as far as a cheap look tells (default: as generated).
    fn order(&self, moves: &mut [Self::Move]) {
        let _ = moves;
    }

    /// A hash of the whole position, the seat to move included.
    fn key(&self) -> u64;
}

/// A game as a search [`Node`]: each move is played on a copy, and taken back by dropping
/// it. Which side moves is the seat to move (seats 0 and 1); a finished game keeps the
/// turn of the player who made the last move.
///
/// A colour choice that belongs to no seat ([`ToMove::Choice`]) is given to the side that
/// did not make the last move: games with such choices should decide them themselves.
#[derive(Clone, Debug)]
pub struct GameNode<G> {
    stack: Vec<(G, u8)>,
}

impl<G: Evaluate> GameNode<G> {
    /// The node of `game`.
    pub fn new(game: G) -> Self {
        let turn = match game.to_move() {
            Some(ToMove::Seat(seat)) => seat.0 & 1,
            _ => 0,
        };
        GameNode {
            stack: vec![(game, turn)],
        }
    }

    /// The position now.
    pub fn game(&self) -> &G {
        &self.top().0
    }

    fn top(&self) -> &(G, u8) {
        // The root is never popped: `undo` keeps it.
        &self.stack[self.stack.len() - 1]
    }
}

impl<G: Evaluate> Node for GameNode<G> {
    type Move = G::Move;

    fn key(&self) -> u64 {
        self.game().key()
    }

    fn turn(&self) -> u8 {
        self.top().1
    }

    fn known(&mut self) -> Option<Known> {
        let &(ref game, turn) = self.top();
        match game.outcome()? {
            Outcome::Winner(seat) if seat.0 & 1 == turn => Some(Known::Win(0)),
            Outcome::Winner(_) => Some(Known::Loss(0)),
            Outcome::Winners(_) | Outcome::Draw => Some(Known::Draw),
        }
    }

    fn evaluate(&mut self) -> i32 {
        self.game().evaluate()
    }

    fn moves(&mut self, moves: &mut Vec<G::Move>) -> Option<Known> {
        let game = self.game();
        game.legal_moves(moves);
        game.order(moves);
        None
    }

    fn play(&mut self, m: G::Move) {
        let &(ref game, turn) = self.top();
        let mut next = game.clone();
        next.play_unchecked(m);
        let next_turn = match next.to_move() {
            Some(ToMove::Seat(seat)) => seat.0 & 1,
            Some(ToMove::Choice) => turn ^ 1,
            None => turn,
        };
        self.stack.push((next, next_turn));
    }

    fn undo(&mut self) {
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }
}

/// Chooses a move for `game` by alpha-beta within `settings`, reproducibly from `seed`;
/// `None` when the game is over.
pub fn think<G: Evaluate>(
    game: &G,
    settings: &Settings,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Thought<G::Move>> {
    let mut node = GameNode::new(game.clone());
    let margin = settings.mistakes.map_or(0, |m| m.margin);
    let report = alpha_beta::search(&mut node, settings.limits, margin, clock);
    let mut rng = Rng::new(seed);
    let chosen = levels::pick(&report.scored, settings.mistakes.as_ref(), &mut rng)?;
    Some(Thought {
        chosen,
        score: report.score,
        depth: report.depth,
        nodes: report.nodes,
    })
}
