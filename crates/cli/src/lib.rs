//! The `tessera` command line as a library: the binary (`main.rs`) only passes it the
//! process's arguments and streams, so that tests and fuzz targets can drive argument
//! parsing and the pbrain protocol in-process.

pub mod args;
pub mod commands;
pub mod duel;
pub mod pbrain;
pub mod puzzles;
pub mod review;
pub mod soak;
