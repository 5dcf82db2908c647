//! Fuzz target: see `web_checks::routes`.
#![no_main]

#[path = "../web_checks.rs"]
#[allow(dead_code)] // each target runs one of the checks
mod web_checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| web_checks::routes(data));
