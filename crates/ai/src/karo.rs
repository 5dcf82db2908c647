//! The Karo players, both variants: alpha-beta ([`crate::generic`]) over an
//! evaluation in each variant's terms.
//!
//! **Four in a row** (`karo-four`) counts, for each side, the lines of four cells that hold
//! none of the opponent's pieces, by how many of its own pieces stand there face-up (only
//! face-up pieces make a row) and face-down (a jump turns them up), discounting lines with
//! cells that have no tile, which only a relocation can fill. Three face-up pieces with an
//! empty tile or a missing one to complete them are threats. Mobility (slides, and jumps
//! that turn a face-down piece up) comes next. In the placing phase the same lines, all
//! face-down, guide where pieces go. Moves are tried jumps that turn a piece up first,
//! relocations last.
//!
//! **Jumpers and crawlers** (`karo-jumpers`) is a race: each piece's distance in rows to
//! its target rows, pieces already there, and mobility (a side that cannot move passes).
//! Moves are tried the farthest forward first.
//!
//! The levels:
//!
//! | level | nodes (jumpers) | nodes (four) | depth | mistakes |
//! |---|---|---|---|---|
//! | 1 | 500 | 500 | 2 | softmax within 3 pawns |
//! | 2 | 3,000 | 3,000 | 3 | softmax within 1.5 pawns |
//! | 3 | 20,000 | 6,000 | 6 | none |
//! | 4 | 100,000 | 25,000 | 12 | none |
//! | 5 | 500,000 (at most 1.8 s) | 120,000 (at most 1.8 s) | 40 | none |
//!
//! where a pawn is a piece's worth of progress (a face-up piece on a good line, a row
//! nearer the target).
//!
//! Four in a row searches about 95,000 nodes a second natively in the moving phase (the
//! browser's WebAssembly about 0.8 times that), so its levels 4 and 5 have fewer nodes: they
//! finish by their node limits well within their time caps (about 0.35 s and 1.6 s in the
//! browser, against 1.2 s and 1.8 s), and play the same on every machine.

mod four;
mod jumpers;

/// Nodes of each level in jumpers and crawlers, weakest first (see the module doc).
const NODES: [u64; 5] = [500, 3_000, 20_000, 100_000, 500_000];
/// Nodes of each level in four in a row, whose search is slower (see the module doc).
const FOUR_NODES: [u64; 5] = [500, 3_000, 6_000, 25_000, 120_000];
