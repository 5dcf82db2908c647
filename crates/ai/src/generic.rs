//! The generic computer player: alpha-beta over any [`Game`] whose positions can be
//! evaluated ([`Evaluate`]). A game with a dedicated engine (Caro) implements
//! [`Computer`](crate::Computer) itself; the others implement [`Evaluate`] and call [`think`].
//!
//! With two players this is plain alpha-beta. With more it would be *paranoid* alpha-beta:
//! the player to move at the root against a coalition of all the others, searched as one
//! side moving several times in a row. It is sound and prunes like two-player alpha-beta,
//! but pessimistic (the others do not really play together): Azacru's three and four
//! players play better by [`crate::mcts`].

use engine::{Game, Outcome, Seat, ToMove};

use crate::{
    Clock, Level, Limits, Mistakes, Settings, Thought,
    alpha_beta::{self, Known, Node},
    levels,
    mcts::Policy,
};

/// What the generic search needs from a game besides its rules.
pub trait Evaluate: Game {
    /// The position's value for the seat to move: positive when good for it. Only called
    /// on positions that are not over.
    fn evaluate(&self) -> i32;

    /// The position's value for `seat` against all the other seats together (see the module
    /// doc). By default, for two players: the value for the seat to move, negated when
    /// `seat` is the other one. Games with more players override it.
    fn evaluate_for(&self, seat: Seat) -> i32 {
        match self.to_move() {
            Some(ToMove::Seat(mover)) if mover != seat => -self.evaluate(),
            _ => self.evaluate(),
        }
    }

    /// Sorts `moves` best first, as far as a cheap look tells (default: as generated).
    fn order(&self, moves: &mut [Self::Move]) {
        let _ = moves;
    }

    /// A hash of the whole position, the seat to move included.
    fn key(&self) -> u64;
}

/// A game as a search [`Node`]: each move is played on a copy, and taken back by dropping
/// it. Side 0 is the seat to move at the root (its *player*), side 1 every other seat; a
/// finished game keeps the turn of the side that made the last move.
///
/// A colour choice that belongs to no seat ([`ToMove::Choice`]) is given to the side that
/// did not make the last move: games with such choices should decide them themselves.
#[derive(Clone, Debug)]
pub struct GameNode<G> {
    stack: Vec<(G, u8)>,
    /// The seat the search plays for (side 0).
    player: Seat,
}

impl<G: Evaluate> GameNode<G> {
    /// The node of `game`, searched for the seat to move (or, at a colour choice, for the
    /// first seat).
    pub fn new(game: G) -> Self {
        let player = match game.to_move() {
            Some(ToMove::Seat(seat)) => seat,
            _ => game.seats().iter().next().unwrap_or(Seat(0)),
        };
        GameNode {
            stack: vec![(game, 0)],
            player,
        }
    }

    /// The side a seat plays on: 0 for the player, 1 for the others.
    fn side(&self, seat: Seat) -> u8 {
        u8::from(seat != self.player)
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
        // A shared win counts as a draw for the player, and as a loss when it is not among
        // the winners (only possible with more than two players).
        let winning_side = match game.outcome()? {
            Outcome::Winner(seat) => self.side(seat),
            Outcome::Winners(seats) if seats.contains(self.player) => return Some(Known::Draw),
            Outcome::Winners(_) => 1,
            Outcome::Draw => return Some(Known::Draw),
        };
        Some(if winning_side == turn {
            Known::Win(0)
        } else {
            Known::Loss(0)
        })
    }

    fn evaluate(&mut self) -> i32 {
        let &(ref game, turn) = self.top();
        let value = game.evaluate_for(self.player);
        if turn == 0 { value } else { -value }
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
            Some(ToMove::Seat(seat)) => self.side(seat),
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
    levels::decide(&report, settings.mistakes.as_ref(), seed)
}

/// The levels of a game searched by [`think`]: `nodes` per level, weakest first, and
/// `pawn`, what the game's evaluation counts as a clear but small advantage (one stone, one
/// field), which sizes the mistakes of levels 1–2. Depth and time grow with the level;
/// level 5 thinks at most 1.8 s (so that, with the worker starting, its first answer in
/// the browser comes within 2 s).
pub fn settings(level: Level, nodes: [u64; 5], pawn: i32) -> Settings {
    const DEPTH: [u32; 5] = [2, 3, 6, 12, 40];
    const TIME_MS: [f64; 5] = [300.0, 500.0, 800.0, 1_200.0, 1_800.0];
    let i = usize::from(level.get() - 1);
    let mistakes = match level.get() {
        1 => Some(Mistakes {
            margin: 3 * pawn,
            temperature: pawn,
            overlook_per_mille: 0,
        }),
        2 => Some(Mistakes {
            margin: 3 * pawn / 2,
            temperature: pawn / 2,
            overlook_per_mille: 0,
        }),
        _ => None,
    };
    Settings {
        limits: Limits {
            depth: DEPTH[i],
            nodes: nodes[i],
            time_ms: Some(TIME_MS[i]),
        },
        threat_nodes: 0,
        mistakes,
        playouts: Policy::Plain,
    }
}
