//! What a search hands back: the move and what the search knew. Kept apart from the crate
//! root so that [`crate::levels`], which the root's [`Computer`](crate::Computer) uses, can
//! build it without a circle.

/// A move the computer chose, and what it knew.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The line the search expects: the chosen move, then the replies and moves it sees
    /// after it (at most [`crate::alpha_beta::LINE`] moves).
    pub line: Vec<M>,
    /// Each seat's expected share of the win after the chosen move, in thousandths, by
    /// seat index, when the search knows it for every seat (the tree search with three or
    /// four players); empty otherwise, where [`Thought::score`] says it for two.
    pub shares: Vec<u16>,
    /// Whether the chosen move was found, without searching, to be the only one that does
    /// not lose at once (Caro's one stone that stops a five or a win by fours); its score
    /// is then 0, not a judgement of the position.
    pub forced: bool,
}

impl<M> Thought<M> {
    /// A move known without searching (a win now, a forced answer): its line is itself.
    pub fn known(chosen: M, score: i32, nodes: u64) -> Self
    where
        M: Copy,
    {
        Thought {
            chosen,
            score,
            depth: 0,
            nodes,
            line: vec![chosen],
            shares: Vec::new(),
            forced: false,
        }
    }

    /// The only move that does not lose at once, found without searching (see
    /// [`Thought::forced`]).
    pub fn forced(chosen: M, nodes: u64) -> Self
    where
        M: Copy,
    {
        Thought {
            forced: true,
            ..Thought::known(chosen, 0, nodes)
        }
    }

    /// The same thought with its moves converted by `f` (e.g. a board's cell to the game's
    /// move); `None` if the chosen move does not convert. The line stops at its first move
    /// that does not.
    pub fn map<N>(self, f: impl Fn(M) -> Option<N>) -> Option<Thought<N>> {
        Some(Thought {
            chosen: f(self.chosen)?,
            score: self.score,
            depth: self.depth,
            nodes: self.nodes,
            line: self.line.into_iter().map_while(&f).collect(),
            shares: self.shares,
            forced: self.forced,
        })
    }
}
