//! `tessera`: legal moves and replays of Tessera's games, for scripts and people.
//!
//! The text interface is a contract (`docs/rules/README.md`, rules 9–14): other tools
//! read this output.

use std::{io::Write, process::ExitCode};

use tessera_cli::commands;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match commands::run(&args) {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (`tessera legal caro | head`) is not an error worth a panic.
            let _ = stdout.write_all(output.as_bytes());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::from(2)
        }
    }
}
