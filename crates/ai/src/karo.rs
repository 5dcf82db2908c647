//! The Karo players, both variants: alpha-beta ([`crate::generic`]) over an evaluation in
//! each variant's terms, with the generic levels' depths, time caps and mistakes (a pawn is
//! a piece's worth of progress) and each variant's nodes below.
//!
//! **Four in a row** (`karo-four`) counts each side's lines of four cells that hold none of
//! the opponent's pieces, by its face-up pieces there (only they make a row) and face-down
//! ones (a jump turns them up), discounting lines with cells that have no tile, which only a
//! relocation can fill; three face-up pieces with an empty or missing tile to complete them
//! are threats; then mobility (slides, and jumps that turn a piece up). In the placing
//! phase the same lines, all face-down, guide where pieces go. Moves are tried jumps that
//! turn a piece up first, relocations last.
//!
//! **Jumpers and crawlers** (`karo-jumpers`) is a race: each piece's rows to its target
//! rows, pieces already there, and mobility (a side that cannot move passes). Moves are
//! tried the farthest forward first.
//!
//! Four in a row's search is the slower, so its levels 3 to 5 have fewer nodes: each
//! finishes by its node limit within its time cap in the browser, and so plays the same on
//! every machine. Budgets, speeds and measured strength: `docs/ai-levels.md`.

mod four;
mod jumpers;

/// Nodes of each level in jumpers and crawlers, weakest first.
const NODES: [u64; 5] = [500, 3_000, 20_000, 100_000, 500_000];
/// Nodes of each level in four in a row, fewer from level 3 up (see the module doc).
const FOUR_NODES: [u64; 5] = [500, 3_000, 6_000, 25_000, 120_000];
