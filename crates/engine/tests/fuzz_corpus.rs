//! Every input kept from fuzzing (`fuzz/corpus/<target>/`), checked again as the fuzz
//! targets check it, so that what fuzzing found stays fixed.

#[path = "../../../fuzz/checks.rs"]
mod checks;

use std::{fs, path::Path};

fn run(target: &str, check: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let Ok(entries) = fs::read_dir(&dir) else {
        return 0;
    };
    let mut count = 0;
    for entry in entries.flatten() {
        let data = fs::read(entry.path()).expect("corpus file reads");
        check(&data);
        count += 1;
    }
    count
}

#[test]
fn test_fuzz_corpus_still_passes() {
    let total = run("move_tokens", checks::move_token)
        + run("position_codes", checks::position_code)
        + run("records", checks::record)
        + run("options", checks::options);
    assert!(total > 0, "the corpus in fuzz/corpus/ is empty");
}
