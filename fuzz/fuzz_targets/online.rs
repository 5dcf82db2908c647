//! Fuzz target: see `server_checks::online`.
#![no_main]

#[path = "../server_checks.rs"]
mod server_checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| server_checks::online(data));
