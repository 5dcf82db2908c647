//! Replaying a fuzz target's kept corpus in a crate's tests.

use std::{fs, path::Path};

/// Runs `check` on every file of `fuzz/corpus/<target>/`; how many there were. Each
/// input is named if it fails, so that it can be run again alone.
pub fn replay(target: &str, check: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .map(|dir| dir.join("fuzz/corpus").join(target))
        .find(|dir| dir.is_dir())
        .unwrap_or_else(|| panic!("no fuzz/corpus/{target} above the crate"));
    let mut count = 0;
    for entry in fs::read_dir(&dir).expect("the corpus lists").flatten() {
        let data = fs::read(entry.path()).expect("corpus file reads");
        let result = std::panic::catch_unwind(|| check(&data));
        assert!(result.is_ok(), "{} fails", entry.path().display());
        count += 1;
    }
    count
}
