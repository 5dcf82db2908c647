//! Fuzz target: see `cli_checks::cli_args`.
#![no_main]

#[path = "../cli_checks.rs"]
#[allow(dead_code)] // each target runs one of the checks
mod cli_checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| cli_checks::cli_args(data));
