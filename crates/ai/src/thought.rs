//! What a search hands back: the move and what the search knew. Kept apart from the crate
//! root so that [`crate::levels`], which the root's [`Computer`](crate::Computer) uses, can
//! build it without a circle.

/// A move the computer chose, and what it knew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thought<M> {
    /// The move to play.
    pub chosen: M,
    /// The search's score of the position for the side to move: by alpha-beta in the
    /// game's evaluation units ([`crate::alpha_beta::WIN`] minus plies for a forced win), by
    /// [`crate::mcts`] the chosen move's share of wins in thousandths.
    pub score: i32,
    /// The deepest complete iteration of the main search (0 when no search was needed);
    /// by [`crate::mcts`], the deepest the tree went.
    pub depth: u32,
    /// Positions visited, all searches included.
    pub nodes: u64,
}
