//! Computer players for Tessera's games, generic over [`engine::Game`].
//!
//! The searches are synchronous and bounded, so that the site can run them in a web
//! worker and the command line in a thread. For now there is the seeded random player
//! that property tests and later searches build on.

#![warn(missing_docs)]

pub mod random;
